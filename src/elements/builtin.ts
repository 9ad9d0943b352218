/**
 * The Markdown forms of the elements pages use that are not this site's
 * components: the theme's `<Tabs>`/`<TabItem>`, HTML's `<details>` and
 * `<summary>`, Docusaurus's `<head>`, and the HTML containers the static
 * elements write (`<aside>`, `<div>`, and `<dl>`, read as a list of
 * `**Term:** definition` items; ./AtAGlance/nodes.ts).
 */
import type { Heading, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import type { ElementContext, ElementMapping, JsxElement } from './types';

/** A heading of its own followed by the element's content: tabs and details become sections. */
function section(context: ElementContext, label: string): RootContent[] {
  return [
    {
      type: 'heading',
      depth: context.headingDepth as Heading['depth'],
      children: [{ type: 'text', value: label }],
    },
    ...context.children(),
  ];
}

const isJsx = (node: RootContent, name?: string): node is JsxElement =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
  (name === undefined || node.name === name);

/** A term (`<dt>`, or a paragraph rendered as one) and its definition, as one list item. */
function definitionItem(context: ElementContext, parts: readonly RootContent[]): ListItem {
  const [term, definition] = parts;
  if (!term || !definition) return context.fail('each row of a <dl> is a <div> with a term and a definition');
  const label: PhrasingContent = {
    type: 'strong',
    children: [{ type: 'text', value: `${toString(term)}:` }],
  };
  // A one-line definition is a paragraph (rendered as `<dd>`); a longer one, a <dd> element of blocks.
  const blocks = context.convert(
    isJsx(definition, 'dd') ? (definition.children as RootContent[]) : [definition],
  );
  const [first, ...rest] = blocks;
  const lead: Paragraph =
    first?.type === 'paragraph'
      ? { type: 'paragraph', children: [label, { type: 'text', value: ' ' }, ...first.children] }
      : { type: 'paragraph', children: [label] };
  const after = first?.type === 'paragraph' ? rest : blocks;
  return { type: 'listItem', spread: false, children: [lead, ...(after as ListItem['children'])] };
}

export const builtinElements: Readonly<Record<string, ElementMapping>> = {
  aside: (context) => context.children(),
  div: (context) => context.children(),
  dl: (context) => {
    const rows = context.node.children as RootContent[];
    return [
      {
        type: 'list',
        ordered: false,
        spread: false,
        children: rows.map((row) =>
          definitionItem(context, isJsx(row, 'div') ? (row.children as RootContent[]) : [row]),
        ),
      },
    ];
  },
  // Docusaurus moves <head> into the HTML head (robots, meta tags): page
  // metadata, not content a reader sees, so the twin has nothing to say.
  head: () => [],
  // The tabs are read one after the other, each under its label.
  Tabs: (context) => context.children(),
  TabItem: (context) => {
    const label = context.props.label ?? context.props.value;
    if (typeof label !== 'string') return context.fail('needs a label="…" or value="…" attribute');
    return section(context, label);
  },
  // <details> becomes a section under its <summary>.
  details: (context) => {
    const children = context.node.children as RootContent[];
    const isSummary = (node: RootContent) =>
      (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'summary';
    const holder = children.find(
      (node) => isSummary(node) || (node.type === 'paragraph' && node.children.some(isSummary)),
    );
    const summary = holder && (isSummary(holder) ? holder : (holder as Paragraph).children.find(isSummary));
    if (!holder || !summary || !('children' in summary)) return context.fail('needs a <summary>');
    const label = context
      .convert(summary.children as RootContent[])
      .flatMap((node) => (node.type === 'paragraph' ? node.children : [node])) as PhrasingContent[];
    return [
      { type: 'heading', depth: context.headingDepth as Heading['depth'], children: label },
      ...context.convert(children.filter((node) => node !== holder)),
    ];
  },
  summary: (context) => context.fail('belongs inside <details>'),
};
