/**
 * The Markdown forms of the elements pages use that are not this site's
 * components: the theme's `<Tabs>`/`<TabItem>`, HTML's `<details>` and
 * `<summary>`, and Docusaurus's `<head>`.
 */
import type { Heading, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ElementContext, ElementMapping } from './types';

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

export const builtinElements: Readonly<Record<string, ElementMapping>> = {
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
