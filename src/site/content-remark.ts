/**
 * The one chain of content transforms (issue 43): the remark plugins without
 * which the pages don't render as written: the build's values, the static
 * elements registered in src/elements/index.ts (those that add headings run
 * before Docusaurus's own, so their headings get ids and join the table of
 * contents: issues 24 and 25) and the components' data.
 *
 * Both renderings run them. docusaurus.config.ts puts them in the HTML
 * chain (and adds its speed features, lean-prism); the Markdown conversion
 * (./documents.ts: twins, llms-full.txt, search records, the MCP server's
 * text) runs the same transforms on the parsed page (`markdownTransforms`),
 * so an element that a transform writes as Markdown nodes is rendered once,
 * for every surface, and needs no Markdown form of its own. `npm run bench`
 * builds stock Docusaurus with exactly these plugins, so the baseline renders
 * the same content (issue 41: it broke when an element was added to one list
 * only).
 */
import type { Root } from 'mdast';
import { elementTransforms } from '../elements';
import remarkElementData from '../elements/remark-data';
import remarkSiteValues, { siteValues, type SiteValues } from './values';

/**
 * Plugins after Docusaurus's own: first the build's own address and MCP tarball (./values.ts), then
 * the static elements' `content` transforms (src/elements/index.ts), then the components' data.
 */
export function contentRemarkPlugins(siteUrl: string, baseUrl = '/') {
  return [
    [remarkSiteValues, siteValues(siteUrl, baseUrl)] as const,
    ...elementTransforms('content'),
    remarkElementData,
  ];
}

/**
 * Plugins before Docusaurus's own: the static elements that add headings. With `islands`, this site's
 * speed feature, their long lists are in the HTML only (src/elements/StaticIsland, issue 41); the
 * bench's stock baseline renders them as stock Docusaurus would, in the page's JavaScript too.
 */
export function beforeDefaultRemarkPlugins({ islands }: { readonly islands: boolean }) {
  return elementTransforms('headings').map((plugin) => [plugin, { islands }] as const);
}

/**
 * The chain above as the Markdown conversion runs it on a page's parsed tree, in the HTML chain's
 * order: the elements that add headings (before Docusaurus's own there), then the build's values
 * and the other static elements. The components' data is left out: it feeds React components, and
 * a component's Markdown form reads its data itself. No islands: a twin holds the whole list.
 */
export function markdownTransforms(values: SiteValues): (tree: Root, file: { path: string }) => void {
  const transforms = [
    ...elementTransforms('headings').map((plugin) => plugin({ islands: false })),
    remarkSiteValues(values),
    ...elementTransforms('content').map((plugin) => plugin({})),
  ];
  return (tree, file) => {
    for (const transform of transforms) transform(tree, file);
  };
}
