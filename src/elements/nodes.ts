/**
 * The node kit of the static elements (issue 53): what their transforms build pages from, once.
 *
 * - The node data the site writes and reads, declared on mdast's own data interfaces, so no
 *   transform, converter or index reads it through a cast: an element's heading or paragraph may say
 *   the search index leaves it out (`unindexed`), and the converter gives headings their `anchor`.
 * - The builders every element's `nodes.ts` uses: text, strong, code, links, labelled paragraphs,
 *   lists, joins.
 * - One walk (`replaceElements`) that finds each `<Name …>` of a page at any depth and hands its
 *   replacement the element's place: the file and line for a build error, and the depth of the
 *   page's section it sits in, so the headings it adds nest under that section.
 */
import type { Link, List, Paragraph, Parent, PhrasingContent, Root, RootContent, Strong, Text } from 'mdast';
import { parseInline, type InlinePart } from '../data/prose';
import { factNode } from './Fact/remark';
import type { JsxElement } from './types';

declare module 'mdast' {
  interface HeadingData {
    /** The id Docusaurus gives the heading on the page (set by the converter, src/site/markdown). */
    anchor?: string;
    /** Added by an element (a tab, a `<details>`): a label, not a heading of the page. */
    label?: boolean;
    /**
     * A section the twin prints and the search index leaves out (src/plugins/search-index), with the
     * reason: an error entry listed away from its home, /errors/ (a search finds it once, there); a
     * heading that only groups others for the eye (the every-type page's letters).
     */
    unindexed?: 'indexed-at-home' | 'navigation';
  }
  interface ParagraphData {
    /** A paragraph the page and its twin keep and the search index leaves out: related links, sources. */
    unindexed?: 'related';
  }
}

export const text = (value: string): Text => ({ type: 'text', value });
export const strong = (value: string): Strong => ({ type: 'strong', children: [text(value)] });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });

/** A link with a label, or with the phrasing content given. */
export function link(url: string, label: string | PhrasingContent[]): Link {
  return { type: 'link', url, children: typeof label === 'string' ? [text(label)] : label };
}

/**
 * Inline Markdown of the data (src/data/prose.ts, the site's one prose language: code, bold, links
 * and `{fact:id}`) as mdast phrasing content; `place` names the element for a bad fact's error.
 */
export function inlineNodes(source: string, place: string): PhrasingContent[] {
  const convert = (parts: readonly InlinePart[]): PhrasingContent[] =>
    parts.map((part): PhrasingContent => {
      switch (part.type) {
        case 'text':
          return text(part.value);
        case 'code':
          return code(part.value);
        case 'strong':
          return { type: 'strong', children: convert(part.children) };
        case 'link':
          return link(part.url, convert(part.children));
        case 'fact':
          return factNode(part.id, undefined, place);
      }
    });
  return convert(parseInline(source));
}

/** The parts with a separator between each two (`, ` unless given). */
export function join(parts: readonly PhrasingContent[][], separator = ', '): PhrasingContent[] {
  return parts.flatMap((part, index) => (index > 0 ? [text(separator), ...part] : part));
}

/** "**Label** content": a paragraph led by its label in bold. */
export function labelled(label: string, content: PhrasingContent[]): Paragraph {
  return { type: 'paragraph', children: [strong(label), text(' '), ...content] };
}

/** The paragraph, kept in the page and its twin, left out of the search index. */
export function unindexed(paragraph: Paragraph): Paragraph {
  // A new object for each node: remark plugins may write into a node's data.
  return { ...paragraph, data: { ...paragraph.data, unindexed: 'related' } };
}

/** A tight bullet list, one paragraph per item. */
export function list(items: readonly PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children }],
    })),
  };
}

/** Where an element stands in its page. */
export interface ElementPlace {
  /** Its file and line (`docs/errors.mdx:28`), for a build error. */
  readonly place: string;
  /** The depth of the page's section it sits in (1 before any heading): its headings nest one deeper. */
  readonly sectionDepth: number;
}

/**
 * The walk of a static element's remark transform: every `<Name …>` of `replacements`, at any depth,
 * replaced with the nodes its function returns. An error it throws fails the build, prefixed with
 * the element's file and line. The section depth follows the page's own top-level headings.
 */
export function replaceElements<F extends { path?: string }>(
  replacements: Readonly<
    Record<string, (node: JsxElement, where: ElementPlace, file: F | undefined) => RootContent[]>
  >,
): (tree: Root, file?: F) => void {
  return (tree, file) => {
    let sectionDepth = 1;
    const visit = (parent: Parent, top: boolean): void => {
      parent.children = parent.children.flatMap((child): RootContent[] => {
        const node = child as RootContent;
        if (top && node.type === 'heading') sectionDepth = node.depth;
        if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
          const replace = node.name ? replacements[node.name] : undefined;
          if (replace) {
            const place = `${file?.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`;
            try {
              return replace(node, { place, sectionDepth }, file);
            } catch (error) {
              const message = (error as Error).message;
              throw new Error(message.startsWith(place) ? message : `${place}: ${message}`, { cause: error });
            }
          }
        }
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent, false);
        return [node];
      }) as Parent['children'];
    };
    visit(tree, true);
  };
}
