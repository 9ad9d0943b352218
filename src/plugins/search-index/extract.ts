/**
 * Text extraction from an MDX source, as Docusaurus itself parses it, so the
 * index can be built from sources in `allContentLoaded` (dev and build alike)
 * rather than from built HTML (build only).
 *
 * - The same pre-processing and syntax extensions as @docusaurus/mdx-loader
 *   3.7 (MDX 1 compatibility for `{#id}` headings, admonition titles and HTML
 *   comments; front matter, GFM, directives).
 * - Heading ids computed as its `headings` remark plugin does: an explicit
 *   `{#id}` wins, otherwise github-slugger over the heading text, one slugger
 *   per document so duplicates get `-1`, `-2`.
 * - Blocks of text as DocSearch's Docusaurus template picks them from a page
 *   (paragraphs, list items, table rows); code blocks are left out, as there.
 * - JSX components are read through: their Markdown children are indexed,
 *   and data-driven components are expanded by the `expanders` given.
 */
// cspell:words slorber mdxjs
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import type { Heading, Nodes, Parent, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type {} from 'mdast-util-directive';

/** A page's intro (depth 1, no anchor) or a heading's section. */
export interface Section {
  depth: number;
  /** Heading text, without a `{#id}`; null for the intro. */
  title: string | null;
  anchor: string | null;
  blocks: string[];
}

/** Turns a JSX element's string props into blocks of text; undefined means "read its children". */
export type Expander = (props: Readonly<Record<string, string>>) => string[] | undefined;

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

let toStringPromise: Promise<(node: unknown) => string> | undefined;
function getToString() {
  toStringPromise ??= import('mdast-util-to-string').then(
    (m) => (node: unknown) => m.toString(node as Nodes),
  );
  return toStringPromise;
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

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Visible text of inline content: code and link text kept, JSX expressions,
 * HTML and images dropped; an inline JSX element with an expander (such as
 * `<Fact id="…" />` inside a sentence) becomes the text it renders.
 */
function inlineText(node: Nodes, expanders: Readonly<Record<string, Expander>>): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'mdxTextExpression':
    case 'mdxFlowExpression':
    case 'footnoteReference':
      return '';
    case 'textDirective':
      // Not a real directive (the mdx-loader turns unused ones back into text): "a:b" in prose.
      return `:${node.name}${node.children.map((child) => inlineText(child, expanders)).join('')}`;
    case 'mdxJsxTextElement': {
      const expanded = node.name ? expanders[node.name]?.(jsxProps(node)) : undefined;
      if (expanded) return expanded.join(' ');
      return node.children.map((child) => inlineText(child as Nodes, expanders)).join('');
    }
    default:
      return 'children' in node
        ? (node.children as Nodes[]).map((child) => inlineText(child, expanders)).join('')
        : '';
  }
}

function jsxProps(node: MdxJsxFlowElement | MdxJsxTextElement): Record<string, string> {
  const props: Record<string, string> = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && typeof (attr as MdxJsxAttribute).value === 'string') {
      props[attr.name] = attr.value as string;
    }
  }
  return props;
}

/**
 * Splits an MDX source into sections of text. The first section is the
 * intro (before the first `##`); an `#` heading in the body is the page
 * title, not a section, but still takes its slug as in Docusaurus.
 */
export interface ExtractOptions {
  expanders?: Readonly<Record<string, Expander>>;
  /**
   * The mdx-loader's `removeContentTitle` (true for blog posts): the first
   * `#` heading, if no other heading or `---` comes before it, is removed
   * before heading ids are computed, so it takes no slug.
   */
  removeContentTitle?: boolean;
}

export async function extractSections(source: string, options: ExtractOptions = {}): Promise<Section[]> {
  const { expanders = {}, removeContentTitle = false } = options;
  const [processor, toString] = await Promise.all([getProcessor(), getToString()]);
  const tree = processor.parse(preprocess(source));
  const slugger = createSlugger();
  const sections: Section[] = [{ depth: 1, title: null, anchor: null, blocks: [] }];
  let current = sections[0] as Section;
  let pendingLabel = '';
  // As @docusaurus/mdx-loader's contentTitle plugin: only a `#` that comes first can be the content title.
  let contentTitleDone = false;

  const addBlock = (raw: string) => {
    const text = clean(raw);
    if (!text) return;
    current.blocks.push(pendingLabel ? `${pendingLabel}: ${text}` : text);
    pendingLabel = '';
  };

  const onHeading = (node: Heading) => {
    const isContentTitle = !contentTitleDone && node.depth === 1;
    contentTitleDone = true;
    if (isContentTitle && removeContentTitle) return;
    // As @docusaurus/mdx-loader's headings plugin: html/jsx children are not part of the id.
    const textNodes = node.children.filter((c) => c.type !== 'html');
    const raw = toString(textNodes.length > 0 ? { type: 'paragraph', children: textNodes } : node);
    const parsed = parseMarkdownHeadingId(raw);
    const anchor = parsed.id ?? slugger.slug(parsed.text);
    if (node.depth === 1) return;
    current = { depth: node.depth, title: clean(parsed.text), anchor, blocks: [] };
    sections.push(current);
  };

  const visit = (node: Nodes): void => {
    switch (node.type) {
      case 'heading':
        onHeading(node);
        return;
      case 'paragraph':
        if ((node.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
          pendingLabel = clean(inlineText(node, expanders));
          return;
        }
        addBlock(inlineText(node, expanders));
        return;
      case 'table':
        for (const row of node.children)
          addBlock(row.children.map((cell) => clean(inlineText(cell, expanders))).join(' · '));
        return;
      case 'mdxJsxFlowElement': {
        const expand = node.name ? expanders[node.name] : undefined;
        const blocks = expand?.(jsxProps(node));
        if (blocks) {
          blocks.forEach(addBlock);
          return;
        }
        visitChildren(node);
        return;
      }
      case 'mdxJsxTextElement':
        addBlock(inlineText(node, expanders));
        return;
      case 'thematicBreak':
        contentTitleDone = true;
        return;
      case 'code':
      case 'yaml':
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'definition':
        return;
      default:
        if ('children' in node) visitChildren(node);
    }
  };
  const visitChildren = (node: Parent) => {
    for (const child of node.children) visit(child as Nodes);
  };

  visitChildren(tree);
  return sections;
}
