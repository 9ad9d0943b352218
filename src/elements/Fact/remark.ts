/**
 * A remark plugin for every MDX source: it replaces each `<Fact id="…" />`
 * with the text of that fact from src/data/salesforce-facts.ts, linked to its
 * source, at build time.
 *
 * Why not a component: a `<Fact>` component registered for every page put the
 * whole facts module (texts, URLs, titles) into the chunk every doc page
 * loads first, for a few words of text per page. Done here, the words are in
 * the page's HTML and content chunk like any other prose, the browser runs
 * nothing, and no theme component is overridden.
 *
 * The output is what a writer would type by hand: a Salesforce fact becomes
 * a Markdown link to Salesforce's page, titled "Source: <page title>"; a
 * product fact becomes plain text, or a link to the page that explains it
 * with `link`. `link={false}` drops a Salesforce fact's link (say, for a
 * second mention in one paragraph). An unknown id or attribute fails the
 * build, naming the file and line. The Markdown twins and the search records
 * read `<Fact>` through its Markdown form beside this file (./markdown.ts),
 * with the same rules. In a fence marked `facts`, `<Fact>` is replaced in
 * the code too (./code.ts).
 */
import type { Link, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { factIsLinked, facts, isFactId } from '../../data/salesforce-facts';
import { factsInCode, fenceTakesFacts } from './code';
import { readProps } from '../props';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

interface FileLike {
  path?: string;
}

function where(node: Pick<JsxElement, 'position'>, file: FileLike | undefined): string {
  const line = node.position?.start.line;
  return `${file?.path ?? 'an MDX file'}${line ? `:${line}` : ''}`;
}

/** `id` and `link` of a `<Fact>` (../props.ts); anything else fails, naming the place. */
function factProps(node: JsxElement, file: FileLike | undefined): { id: string; link?: boolean } {
  const { id, link } = readProps(node, where(node, file), { id: 'text', link: 'flag' });
  if (!id) throw new Error(`${where(node, file)}: <Fact> needs an id="…"`);
  return link === undefined ? { id } : { id, link };
}

/** The mdast node a `<Fact>` stands for. */
export function factNode(id: string, link: boolean | undefined, place = 'an MDX file'): Link | Text {
  if (!isFactId(id)) {
    throw new Error(
      `${place}: <Fact id="${id}" />: no such fact. Add it to src/data/salesforce-facts.ts or use one of: ${Object.keys(
        facts,
      ).join(', ')}.`,
    );
  }
  const fact = facts[id];
  const text: Text = { type: 'text', value: fact.text };
  if (!factIsLinked(fact, link)) return text;
  return fact.kind === 'salesforce'
    ? { type: 'link', url: fact.source, title: `Source: ${fact.sourceTitle}`, children: [text] }
    : { type: 'link', url: fact.source, children: [text] };
}

export default function remarkFacts() {
  return (tree: Root, file?: FileLike): void => {
    const visit = (parent: Parent): void => {
      parent.children = parent.children.map((child): RootContent => {
        const node = child as RootContent;
        if (
          (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') &&
          node.name === 'Fact'
        ) {
          const { id, link } = factProps(node, file);
          const replacement = factNode(id, link, where(node, file));
          // On a line of its own, a fact is a paragraph of its own.
          return node.type === 'mdxJsxFlowElement'
            ? ({ type: 'paragraph', children: [replacement] } satisfies Paragraph)
            : replacement;
        }
        if (node.type === 'code' && fenceTakesFacts(node.meta)) {
          return { ...node, value: factsInCode(node.value, where(node, file)) };
        }
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent);
        return node;
      }) as Parent['children'];
    };
    visit(tree);
  };
}
