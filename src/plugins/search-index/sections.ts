/**
 * A page's search sections, cut from its converted document
 * (src/site/documents.ts), the text its Markdown twin prints:
 * - a section per heading of the page, with the anchor Docusaurus gives it;
 *   the text before the first `##` is the page's intro (depth 1, no anchor);
 * - blocks of text as DocSearch's Docusaurus template picks them from a page:
 *   paragraphs, list items, table rows (cells joined by ` · `); code blocks
 *   are left out, as there;
 * - a label an element adds (a tab's, a `<details>` summary) or an
 *   admonition's title starts the next block (`Label: text`);
 * - a section marked `unindexed` (an error entry away from /errors/, a Metadata API type) and a
 *   paragraph marked `unindexed` (an entry's source and related links) are left out.
 */
import type { Nodes, RootContent } from 'mdast';
import type { PageDocument } from '../../site/markdown/convert';

/** A page's intro (depth 1, no anchor) or a heading's section. */
export interface Section {
  depth: number;
  /** Heading text; null for the intro. */
  title: string | null;
  anchor: string | null;
  blocks: string[];
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Visible text of inline content: code and link text kept, HTML and images dropped. */
function inlineText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
      return node.value;
    case 'break':
      return ' ';
    case 'html':
    case 'image':
    case 'imageReference':
    case 'footnoteReference':
      return '';
    default:
      return 'children' in node ? (node.children as Nodes[]).map(inlineText).join('') : '';
  }
}

/** A paragraph that is only bold text: an admonition's title (`**Warning: Title**`). */
function isLabelParagraph(node: RootContent): boolean {
  return node.type === 'paragraph' && node.children.length === 1 && node.children[0]?.type === 'strong';
}

export function sectionsOf(document: PageDocument): Section[] {
  const sections: Section[] = [{ depth: 1, title: null, anchor: null, blocks: [] }];
  let current = sections[0] as Section;
  let pendingLabel = '';

  const addBlock = (raw: string) => {
    const text = clean(raw);
    if (!text) return;
    current.blocks.push(pendingLabel ? `${pendingLabel}: ${text}` : text);
    pendingLabel = '';
  };

  const visit = (node: RootContent): void => {
    switch (node.type) {
      case 'heading': {
        const data = node.data;
        if (data?.anchor) {
          current = { depth: node.depth, title: clean(inlineText(node)), anchor: data.anchor, blocks: [] };
          // Left out of the index, with its reason (mdast's HeadingData, src/elements/nodes.ts): collected, then dropped.
          if (!data.unindexed) sections.push(current);
          pendingLabel = '';
        } else {
          pendingLabel = clean(inlineText(node));
        }
        return;
      }
      case 'paragraph':
        if (!node.data?.unindexed) addBlock(inlineText(node));
        return;
      case 'table':
        for (const row of node.children)
          addBlock(row.children.map((cell) => clean(inlineText(cell))).join(' · '));
        return;
      case 'blockquote': {
        const [first, ...rest] = node.children;
        if (first && isLabelParagraph(first) && rest.length > 0) {
          pendingLabel = clean(inlineText(first));
          rest.forEach(visit);
          return;
        }
        node.children.forEach(visit);
        return;
      }
      case 'code':
      case 'html':
      case 'definition':
      case 'thematicBreak':
      case 'yaml':
        return;
      default:
        if ('children' in node) (node.children as RootContent[]).forEach(visit);
    }
  };

  document.body.forEach(visit);
  return sections;
}
