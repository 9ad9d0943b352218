/**
 * The mdast side of `<StaticIsland>` (./index.tsx), for the remark transforms that build a long list
 * from data (../MetadataTypes/remark.ts, ../ErrorEntries/remark.ts for the directory): the list's
 * group headings stay in the page, and each run of entries between them becomes an island, or several
 * when the run is long (ISLAND_CHARS).
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

/** The block nodes a reader sees as one line or more each (the size estimate's second term). */
const BLOCKS = new Set(['paragraph', 'listItem', 'heading', 'code', 'tableRow', 'blockquote']);

/**
 * What an island's height is estimated from, so the browser can skip laying it out until it nears
 * the viewport (`content-visibility: auto`, ./styles.module.css) and still give the page about its
 * real length: the characters of its text, and its blocks. Fitted by least squares on the 36
 * islands of the every-type page and /errors/ at 375, 800 and 1,280 px (./styles.module.css holds
 * the coefficients of each width band): the median error is 3 %, and the pages' totals within 0.2 %.
 */
export function islandSize(nodes: readonly RootContent[]): { chars: number; blocks: number } {
  let chars = 0;
  let blocks = 0;
  const walk = (node: { type: string; value?: unknown; children?: unknown }) => {
    if (BLOCKS.has(node.type)) blocks += 1;
    if (
      typeof node.value === 'string' &&
      (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code')
    )
      chars += node.value.length;
    if (Array.isArray(node.children)) for (const child of node.children as { type: string }[]) walk(child);
  };
  for (const node of nodes) walk(node);
  return { chars, blocks };
}

/**
 * The characters of text after which an island ends at the next entry: about three screens of a
 * phone (0.8 px a character at 375 px, ./styles.module.css), one and a half of a desktop; 2,000 put
 * /errors/ 95 bytes over its script budget (each island is an element in the page chunk). The browser lays
 * out only the islands near the viewport, so the page's first layout does the first island or two,
 * not a whole letter of the every-type page (issue 56: the letter A, 1,750 layout objects, was the
 * load's longest layout in a trace of that page's load at 9x CPU).
 */
export const ISLAND_CHARS = 3000;

/** Which compilation of a production build this is, if any: the server's keeps islands' content. */
function buildOf(file: CompiledFile | undefined): 'server' | 'browser' | undefined {
  if (process.env.NODE_ENV !== 'production') return undefined;
  const name = file?.data?.compilerName;
  return name === 'server' ? 'server' : name === 'client' ? 'browser' : undefined;
}

/**
 * `nodes` with each run of content between the list's group headings (its shallowest headings) in
 * islands named `<name>-<n>`, a run split before an entry's heading once it holds ISLAND_CHARS
 * characters; the group headings themselves stay outside.
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
  // The run's size, added up node by node as it grows (islandSize sums over nodes).
  let size = { chars: 0, blocks: 0 };
  const close = () => {
    if (run.length === 0) return;
    const island: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'StaticIsland',
      // Both compilations see the run, so the server's HTML and the browser's element agree.
      attributes: [
        { type: 'mdxJsxAttribute', name: 'id', value: `${name}-${out.length}` },
        { type: 'mdxJsxAttribute', name: 'chars', value: String(size.chars) },
        { type: 'mdxJsxAttribute', name: 'blocks', value: String(size.blocks) },
      ],
      children: browser ? [] : (run as MdxJsxFlowElement['children']),
    };
    out.push(island);
    run = [];
    size = { chars: 0, blocks: 0 };
  };
  // An entry's heading: the shallowest heading below the group headings. A run that already holds
  // ISLAND_CHARS characters ends before the next entry, so no island is much longer than that.
  const entryDepth = Math.min(
    ...nodes.map((node) => (node.type === 'heading' && node.depth > depth ? node.depth : 7)),
  );
  for (const node of nodes) {
    if (node.type === 'heading' && node.depth <= depth) {
      close();
      out.push(node);
      continue;
    }
    if (node.type === 'heading' && node.depth === entryDepth && size.chars >= ISLAND_CHARS) close();
    run.push(node);
    const added = islandSize([node]);
    size = { chars: size.chars + added.chars, blocks: size.blocks + added.blocks };
  }
  close();
  return out;
}
