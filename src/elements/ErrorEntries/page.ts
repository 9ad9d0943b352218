/**
 * One answer's own page (issue 54) as its two readers take it: HTML for the page
 * (src/plugins/answer-pages) and Markdown nodes for its twin (src/plugins/markdown-twins), both from
 * the one rendering the directory uses (./nodes.ts `errorPageNodes`).
 *
 * Build time only (Node).
 */
import type { Root, RootContent } from 'mdast';
import { answerPages, type AnswerPage } from '../../data/errors/pages';
import { errorPageNodes } from './nodes';

/** The body of an answer's page, under its title. */
export function answerNodes(page: AnswerPage): RootContent[] {
  return errorPageNodes(page.anchor, { place: `src/data/errors (${page.anchor})`, route: page.route });
}

/** The body as HTML: mdast to hast to HTML, the unified tools Docusaurus's own Markdown goes through. */
export async function answerHtml(page: AnswerPage): Promise<string> {
  const [{ toHast }, { toHtml }] = await Promise.all([
    import('mdast-util-to-hast'),
    import('hast-util-to-html'),
  ]);
  const tree: Root = { type: 'root', children: answerNodes(page) };
  return toHtml(toHast(tree));
}

/** Every answer's page with its body as HTML. */
export async function answerPagesHtml(): Promise<{ page: AnswerPage; html: string }[]> {
  return Promise.all(answerPages().map(async (page) => ({ page, html: await answerHtml(page) })));
}
