/**
 * One MDX source → the Markdown a person would write for it (issue 11), the
 * one rendering of a page's text that its twin, llms-full.txt and its search
 * records are all made from (issue 23).
 *
 * The source is parsed exactly as the mdx-loader parses it (./parse.ts), then
 * the syntax tree is rewritten into plain Markdown nodes (`mdxToDocument`)
 * and, for a twin, printed with remark-stringify (`documentToMarkdown`):
 * - front matter, `import`/`export` and `{/* comments *\/}` go;
 * - every JSX element goes through its Markdown form (src/elements); one
 *   with none throws a `TwinError` naming the page, the element and its line,
 *   so nothing the page renders is silently lost;
 * - admonitions (`:::note` …) become blockquotes that start with their label;
 * - each heading of the page carries the anchor Docusaurus gives it
 *   (`data.anchor`: an explicit `{#id}`, else github-slugger over its text,
 *   as the mdx-loader's headings plugin does); a heading an element adds (a
 *   tab's label, a `<details>` summary) has none and is marked `data.label`;
 * - for a twin, links and images point at the twins of linked pages, or at
 *   full URLs (`resolveUrl`), and code blocks keep their language and title.
 */
// cspell:words mdxjs
import type { Blockquote, Code, Heading, Nodes, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { ElementContext, ElementMapping, JsxElement } from '../../elements/types';
import type {} from 'mdast-util-directive';
import type {} from 'mdast-util-mdxjs-esm';
import type {} from 'mdast-util-mdx-expression';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import { parseMdx } from './parse';
import { factsInCode, fenceTakesFacts } from '../../elements/Fact/code';
import { PropsError, readProps } from '../../elements/props';

/** A page the converter cannot express: the build fails with this message. */
export class TwinError extends Error {
  override name = 'TwinError';
}

export type { ElementContext, ElementMapping, JsxElement } from '../../elements/types';

export interface DocumentOptions {
  /** The page's source path, relative to the site. */
  page: string;
  elements: Readonly<Record<string, ElementMapping>>;
  /**
   * The mdx-loader's `removeContentTitle` (true for blog posts): the first
   * `#` heading, if no other heading or `---` comes before it, takes no slug.
   */
  removeContentTitle?: boolean;
  /**
   * Runs on the parsed tree first: the content chain the page's HTML gets (src/site/content-remark.ts,
   * `markdownTransforms`), which writes the build's values, `<Fact>` and the elements that are
   * Markdown nodes into the tree, so they need no Markdown form.
   */
  transform?: (tree: Root) => void;
}

export interface TwinOptions {
  title: string;
  description?: string;
  /** Markdown placed under the description, such as a post's date and authors; its links are used as they are. */
  byline?: string;
  /** A link or image target as written in the source → the URL the twin uses. */
  resolveUrl: (url: string) => string;
}

export type ConvertOptions = DocumentOptions & TwinOptions;

// What a heading or a paragraph of the converted tree says about itself (its anchor, a label, left out
// of the search index) is declared once, on mdast's own data types, in src/elements/nodes.ts.

/** A page's body as plain Markdown nodes, links as written in the source. */
export interface PageDocument {
  body: RootContent[];
}

/** Docusaurus's default admonition keywords and the labels the theme shows for them. */
const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

interface Printer {
  markdown: (text: string) => Root;
  stringify: (tree: Root) => string;
}
let printerPromise: Promise<Printer> | undefined;

/** Plain Markdown (CommonMark + GFM) in and out; ESM-only packages, hence the dynamic imports. */
/**
 * remark-stringify escapes `&` before letters everywhere, link destinations
 * included (`?id=x\\&lang=en`): valid Markdown, but not what a person writes,
 * and a reader who copies the URL copies the backslash. In a destination `&`
 * can't start anything Markdown reads, so the escape goes.
 */
export function unescapeLinkDestinations(markdown: string): string {
  return markdown.replace(/\]\((<[^>\n]*>|[^\s)]+)/g, (match: string) => match.replaceAll('\\&', '&'));
}

function getPrinter(): Promise<Printer> {
  printerPromise ??= (async () => {
    const [{ unified }, parse, gfm, stringify] = await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-gfm'),
      import('remark-stringify'),
    ]);
    const parser = unified().use(parse.default).use(gfm.default);
    // Table cells without padding: padding to the widest cell (full URLs in links)
    // would make the llms-full.txt tables mostly spaces.
    const printer = unified().use(gfm.default, { tablePipeAlign: false }).use(stringify.default, {
      bullet: '-',
      emphasis: '_',
      strong: '*',
      rule: '-',
      fence: '`',
      fences: true,
      listItemIndent: 'one',
      incrementListMarker: true,
    });
    return {
      markdown: (text: string) => parser.parse(text),
      stringify: (tree: Root) => unescapeLinkDestinations(printer.stringify(tree)),
    };
  })();
  return printerPromise;
}

const COMMENT_ONLY = /^\s*\/\*[\s\S]*\*\/\s*$/;
const HEADING_ID = /\s*\{#[^}]+\}\s*$/;
const TITLE_META = /\btitle=(["'])(.*?)\1/;

function text(value: string): PhrasingContent {
  return { type: 'text', value };
}

function plainText(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(plainText).join('') : '';
}

let toStringPromise: Promise<(node: unknown) => string> | undefined;
function getToString() {
  toStringPromise ??= import('mdast-util-to-string').then(
    (m) => (node: unknown) => m.toString(node as Nodes),
  );
  return toStringPromise;
}

/** One page's conversion: what it reads and what it has seen so far, shared by the visitors below. */
interface Conversion {
  readonly page: string;
  readonly elements: Readonly<Record<string, ElementMapping>>;
  readonly removeContentTitle: boolean;
  readonly printer: Printer;
  readonly toString: (node: unknown) => string;
  readonly slugger: ReturnType<typeof createSlugger>;
  /** Depth of the last heading: an element's headings go one below it. */
  sectionDepth: number;
  /** Whether anything but front matter and imports came yet: a `#` after it is not the content title. */
  seenContent: boolean;
  /** As @docusaurus/mdx-loader's contentTitle plugin: only a `#` that comes first can be the content title. */
  contentTitleDone: boolean;
}

function where(node: Nodes, c: Conversion): string {
  return node.position ? `${c.page}:${node.position.start.line}` : c.page;
}

/** The heading's id on the page, as the mdx-loader's headings plugin computes it. */
function anchorOf(node: Heading, c: Conversion): string | undefined {
  const isContentTitle = !c.contentTitleDone && node.depth === 1;
  c.contentTitleDone = true;
  if (isContentTitle && c.removeContentTitle) return undefined;
  // html children are not part of the id.
  const textNodes = node.children.filter((child) => child.type !== 'html');
  const raw = c.toString(textNodes.length > 0 ? { type: 'paragraph', children: textNodes } : node);
  const parsed = parseMarkdownHeadingId(raw);
  return parsed.id ?? c.slugger.slug(parsed.text);
}

/** The element's attributes, by the one rule (src/elements/props.ts); one a twin can't read fails the build. */
function jsxProps(node: JsxElement, c: Conversion): Record<string, string | boolean> {
  try {
    return readProps(node, where(node, c));
  } catch (error) {
    if (error instanceof PropsError) throw new TwinError(error.message);
    throw error;
  }
}

function convertElement(node: JsxElement, c: Conversion): RootContent[] {
  const name = node.name ?? '<>';
  const mapping = Object.hasOwn(c.elements, name) ? c.elements[name] : undefined;
  if (!mapping) {
    throw new TwinError(
      `${where(node, c)}: <${name}> has no Markdown form, so the page's twin would lose it. ` +
        `Give it a Markdown form in src/elements (its folder's markdown.ts, listed in src/elements/index.ts).`,
    );
  }
  const context: ElementContext = {
    page: c.page,
    props: jsxProps(node, c),
    headingDepth: Math.min(c.sectionDepth + 1, 6),
    node,
    children: () => convertAll(node.children as RootContent[], c),
    convert: (nodes) => convertAll(nodes, c),
    fail: (reason) => {
      throw new TwinError(`${where(node, c)}: <${name}>: ${reason}`);
    },
  };
  const result = mapping(context);
  if (typeof result !== 'string') {
    for (const added of result) {
      if (added.type === 'heading' && !added.data?.anchor) {
        added.data = { ...added.data, label: true };
      }
    }
    return result;
  }
  const nodes = convertAll(c.printer.markdown(result).children, c);
  if (node.type === 'mdxJsxTextElement') {
    const [only] = nodes;
    if (nodes.length === 1 && only?.type === 'paragraph') return only.children;
    if (nodes.length === 0) return [];
    throw new TwinError(`${where(node, c)}: <${name}> is used inline, but its mapping returns blocks`);
  }
  return nodes;
}

function admonition(node: RootContent & { type: 'containerDirective' }, c: Conversion): Blockquote {
  const label = ADMONITION_LABELS[node.name];
  if (!label) {
    throw new TwinError(`${where(node, c)}: the directive :::${node.name} has no Markdown form`);
  }
  const [first, ...rest] = node.children;
  const hasTitle = (first?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel === true;
  const title = hasTitle && first ? plainText(first).trim() : '';
  const body = convertAll((hasTitle ? rest : node.children) as RootContent[], c);
  const lead = body[0];
  if (!title && lead?.type === 'paragraph') {
    lead.children.unshift({ type: 'strong', children: [text(`${label}:`)] }, text(' '));
    return { type: 'blockquote', children: body as Blockquote['children'] };
  }
  const heading: Paragraph = {
    type: 'paragraph',
    children: [{ type: 'strong', children: [text(title ? `${label}: ${title}` : label)] }],
  };
  return { type: 'blockquote', children: [heading, ...(body as Blockquote['children'])] };
}

function convertHeading(node: Heading, c: Conversion): RootContent[] {
  const isContentTitle = node.depth === 1 && !c.seenContent;
  c.seenContent = true;
  const anchor = anchorOf(node, c);
  if (isContentTitle) return [];
  if (node.depth === 1) {
    throw new TwinError(`${where(node, c)}: a second level-1 heading; the title is the page's only H1`);
  }
  c.sectionDepth = node.depth;
  // An element's heading may say the search index leaves its section out (it set `unindexed`).
  const unindexed = node.data?.unindexed;
  const data: Heading['data'] = { anchor, ...(unindexed ? { unindexed } : {}) };
  const heading: Heading = {
    ...node,
    children: convertAll(node.children, c) as PhrasingContent[],
    data,
  };
  const last = heading.children.at(-1);
  if (last?.type === 'text') last.value = last.value.replace(HEADING_ID, '');
  return [heading];
}

type Visitor<T extends RootContent['type']> = (
  node: Extract<RootContent, { type: T }>,
  c: Conversion,
) => RootContent[];

/** How each kind of node becomes Markdown; a kind not listed is content, converted child by child. */
const VISITORS: { readonly [T in RootContent['type']]?: Visitor<T> } = {
  yaml: () => [],
  mdxjsEsm: () => [],
  mdxFlowExpression: (node, c) => expression(node.value, node, c),
  mdxTextExpression: (node, c) => expression(node.value, node, c),
  mdxJsxFlowElement: (node, c) => {
    c.seenContent = true;
    return convertElement(node, c);
  },
  mdxJsxTextElement: (node, c) => {
    c.seenContent = true;
    return convertElement(node, c);
  },
  containerDirective: (node, c) => {
    c.seenContent = true;
    return [admonition(node, c)];
  },
  leafDirective: (node, c) => {
    throw new TwinError(`${where(node, c)}: the directive ::${node.name} has no Markdown form`);
  },
  // Not a directive: the mdx-loader turns unused ones back into text ("12:30", "a:b").
  textDirective: (node) => [text(`:${node.name}${node.children.length > 0 ? `[${plainText(node)}]` : ''}`)],
  heading: convertHeading,
  link: (node, c) => {
    c.seenContent = true;
    return [{ ...node, children: convertAll(node.children, c) as PhrasingContent[] }];
  },
  image: (node, c) => {
    c.seenContent = true;
    return [{ ...node }];
  },
  definition: (node, c) => {
    c.seenContent = true;
    return [{ ...node }];
  },
  code: (node, c) => {
    c.seenContent = true;
    const title = node.meta ? TITLE_META.exec(node.meta)?.[2] : undefined;
    const value = fenceTakesFacts(node.meta) ? factsInCode(node.value, 'a code block') : node.value;
    const code: Code = { ...node, value, meta: title ? `title="${title}"` : null };
    return [code];
  },
  thematicBreak: (node, c) => {
    c.seenContent = true;
    c.contentTitleDone = true;
    return [node];
  },
};

/** An MDX expression: a comment says nothing; anything else has no Markdown form. */
function expression(value: string, node: Nodes, c: Conversion): RootContent[] {
  if (COMMENT_ONLY.test(value)) return [];
  throw new TwinError(`${where(node, c)}: the expression {${value.trim()}} has no Markdown form`);
}

function convertNode(node: RootContent, c: Conversion): RootContent[] {
  const visit = VISITORS[node.type] as Visitor<typeof node.type> | undefined;
  if (visit) return visit(node as never, c);
  c.seenContent = true;
  return 'children' in node
    ? [{ ...node, children: convertAll(node.children as RootContent[], c) } as RootContent]
    : [node];
}

function convertAll(nodes: readonly RootContent[], c: Conversion): RootContent[] {
  return nodes.flatMap((node) => convertNode(node, c));
}

/** Converts one page's body. Throws a `TwinError` for anything it cannot express. */
export async function mdxToDocument(source: string, options: DocumentOptions): Promise<PageDocument> {
  const [tree, printer, toString] = await Promise.all([parseMdx(source), getPrinter(), getToString()]);
  options.transform?.(tree);
  const conversion: Conversion = {
    page: options.page,
    elements: options.elements,
    removeContentTitle: options.removeContentTitle ?? false,
    printer,
    toString,
    slugger: createSlugger(),
    sectionDepth: 1,
    seenContent: false,
    contentTitleDone: false,
  };
  return { body: convertAll(tree.children, conversion) };
}

/** The body with every link and image pointed where `resolveUrl` says; the document is left as it is. */
function resolveLinks(nodes: readonly RootContent[], resolveUrl: (url: string) => string): RootContent[] {
  return nodes.map((node) => {
    const resolved =
      node.type === 'link' || node.type === 'image' || node.type === 'definition'
        ? { ...node, url: resolveUrl(node.url) }
        : { ...node };
    if ('children' in resolved) {
      (resolved as { children: RootContent[] }).children = resolveLinks(
        resolved.children as RootContent[],
        resolveUrl,
      );
    }
    return resolved as RootContent;
  });
}

/** A page's twin: its title, description and byline, then its body with links resolved. */
export async function documentToMarkdown(document: PageDocument, options: TwinOptions): Promise<string> {
  const printer = await getPrinter();
  const body = resolveLinks(document.body, options.resolveUrl);
  const head = printer.markdown(
    [
      `# ${escapeLine(options.title)}`,
      options.description ? `> ${escapeLine(options.description)}` : '',
      options.byline ?? '',
    ]
      .filter(Boolean)
      .join('\n\n'),
  ).children;
  // The head is built here, not converted: its links are already resolved.
  return printer.stringify({ type: 'root', children: [...head, ...body] });
}

/** Text that must stay literal on one Markdown line (a title, a description). */
function escapeLine(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>#])/g, '\\$1');
}

/** Converts one page to its twin. Throws a `TwinError` for anything it cannot express. */
export async function mdxToMarkdown(source: string, options: ConvertOptions): Promise<string> {
  return documentToMarkdown(await mdxToDocument(source, options), options);
}
