/**
 * The mdast side of `<StaticIsland>` (./index.tsx), for the remark transforms that build a long list
 * from data (../MetadataTypes/remark.ts, ../ErrorEntries/remark.ts for the directory): the list's
 * group headings stay in the page, and each run of entries between them becomes an island.
 *
 * Docusaurus compiles every MDX page twice, for the server build and for the browser's, and tells
 * remark plugins which (`file.data.compilerName`). In the browser's production build an island
 * has no children, so the page chunk carries no copy of the list; the server's keeps them, so the
 * HTML holds it. The group headings stay in both: the table of contents lists them, and the two
 * builds must render the same one. Any other run (the dev server, whose browser build has no HTML
 * to keep; the Markdown twins and search records, which convert the page themselves; tests) gets
 * the nodes as they are.
 *
 * This relies on the two compilations staying apart: Docusaurus's `mdxCrossCompilerCache`
 * (`future.experimental_faster`) would hand the server the browser's result and empty the HTML.
 * tests/unit/theme-overrides.test.ts fails when the config turns it on.
 */
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';

/** The option of the transforms that build a list: their long lists as islands (this site's speed feature). */
export interface IslandOptions {
  /** Off for the bench's stock baseline, which renders the lists as stock Docusaurus would. */
  readonly islands?: boolean;
}

/** The part of remark's VFile read here. */
export interface CompiledFile {
  readonly data?: { readonly compilerName?: unknown };
}

/** Which compilation of a production build this is, if any: the server's keeps islands' content. */
function buildOf(file: CompiledFile | undefined): 'server' | 'browser' | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const name = file?.data?.compilerName;
  return name === 'server' ? 'server' : name === 'client' ? 'browser' : undefined;
}

/**
 * `nodes` with each run of content between the list's group headings (its shallowest headings) in
 * an island named `<name>-<n>`; the group headings themselves stay outside.
 */
export function asIslands(
  nodes: readonly RootContent[],
  name: string,
  file: CompiledFile | undefined,
): RootContent[] {
  const build = buildOf(file);
  if (!build) return [...nodes];
  const depth = Math.min(...nodes.map((node) => (node.type === 'heading' ? node.depth : 6)));
  const browser = build === 'browser';
  const out: RootContent[] = [];
  let run: RootContent[] = [];
  const close = () => {
    if (run.length === 0) return;
    const island: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'StaticIsland',
      attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: `${name}-${out.length}` }],
      children: browser ? [] : (run as MdxJsxFlowElement['children']),
    };
    out.push(island);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth <= depth) {
      close();
      out.push(node);
    } else run.push(node);
  }
  close();
  return out;
}
