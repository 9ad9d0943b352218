/**
 * An MDX source parsed as @docusaurus/mdx-loader 3.7 parses it: the same
 * pre-processing (MDX 1 compatibility for `{#id}` headings, admonition
 * titles and HTML comments) and syntax extensions (front matter, GFM,
 * directives). The Markdown converter (./convert.ts) reads pages through it,
 * so the twins and the search records see the tree the page was built from.
 */
// cspell:words slorber mdxjs
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type { Root } from 'mdast';

/** Docusaurus's default admonition keywords (mdx-loader `admonitions` option). */
const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
];

type Processor = { parse: (text: string) => Root };
let processorPromise: Promise<Processor> | undefined;

/** The parser, built once. The remark packages are ESM-only, hence the dynamic imports. */
function getProcessor(): Promise<Processor> {
  processorPromise ??= (async () => {
    const [{ unified }, parse, mdx, frontmatter, gfm, directive, comment] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-mdx'),
      import('remark-frontmatter'),
      import('remark-gfm'),
      import('remark-directive'),
      import('@slorber/remark-comment'),
    ]);
    const processor = unified()
      .use(parse.default)
      .use(mdx.default)
      .use(frontmatter.default)
      .use(gfm.default)
      .use(directive.default)
      .use(comment.default);
    return { parse: (text: string) => processor.parse(text) };
  })();
  return processorPromise;
}

/** The same string the mdx-loader feeds MDX (its `preprocessor.ts`, with the default MDX 1 compatibility on). */
export function preprocess(source: string): string {
  const unwrapped = unwrapMdxCodeBlocks(source);
  return admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapped), ADMONITION_KEYWORDS);
}

/**
 * The MDX syntax tree of a source, parsed as the mdx-loader parses it (also
 * what src/plugins/markdown-twins converts to Markdown).
 */
export async function parseMdx(source: string): Promise<Root> {
  const processor = await getProcessor();
  return processor.parse(preprocess(source));
}
