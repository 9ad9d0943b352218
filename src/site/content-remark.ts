/**
 * The remark plugins without which the pages don't render as written: the
 * build's values, <Fact>, the elements' data, and the two elements that add
 * headings (error entries, Metadata API types), which run before
 * Docusaurus's own so their headings get ids and join the table of contents
 * (issues 24 and 25). docusaurus.config.ts adds its speed features to them
 * (lean-prism); `npm run bench` builds stock Docusaurus with exactly these, so
 * the baseline renders the same content (issue 41: it broke when an element
 * was added to one list only).
 */
import remarkErrorEntries from '../elements/ErrorEntries/remark';
import remarkFacts from '../elements/Fact/remark';
import remarkMetadataTypes from '../elements/MetadataTypes/remark';
import remarkElementData from '../elements/remark-data';
import remarkSiteValues, { siteValues } from './values';

/** Plugins after Docusaurus's own, first the build's own address and MCP tarball (./values.ts). */
export function contentRemarkPlugins(siteUrl: string, baseUrl = '/') {
  return [[remarkSiteValues, siteValues(siteUrl, baseUrl)], remarkFacts, remarkElementData] as const;
}

/**
 * Plugins before Docusaurus's own: the elements that add headings. With `islands`, this site's
 * speed feature, their long lists are in the HTML only (src/elements/StaticIsland, issue 41); the
 * bench's stock baseline renders them as stock Docusaurus would, in the page's JavaScript too.
 */
export function beforeDefaultRemarkPlugins({ islands }: { readonly islands: boolean }) {
  return [
    [remarkErrorEntries, { islands }],
    [remarkMetadataTypes, { islands }],
  ] as const;
}
