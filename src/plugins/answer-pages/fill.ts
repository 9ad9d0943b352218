/**
 * Each answer's page from the build's one render of the answer route (issue 54): the template is
 * the HTML Docusaurus wrote for `/errors/:anchor/`, with the markers of
 * src/components/AnswerPage/data.ts where the answer's words go; an answer's page is that HTML with
 * the route, the markers and the body filled in. Docusaurus's head writes the title as
 * `<title> | <site>` (og:title too), and those take `headTitle`, short enough for search results.
 */
import { ANSWER_MARKERS, ANSWER_TEMPLATE_ROUTE, type AnswerData } from '../../components/AnswerPage/data';
import { cutAtWord } from '../../lib/cutAtWord';

/** Search engines show about this many characters of a `<title>` (tests/unit/html-validity.test.ts holds every page to it). */
export const TITLE_LIMIT = 70;

/** An answer as its page shows it (its body as HTML: src/elements/ErrorEntries/page.ts), and where. */
export interface FilledAnswer extends AnswerData {
  /** Site path: `/errors/<anchor>/` under the site's base URL. */
  readonly route: string;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The head's title: `<title> | <site>` when that fits the limit; else the answer's title alone, which
 * says more than the site's name; a title over the limit on its own is cut at a word.
 */
export function headTitle(title: string, suffix: string): string {
  if (title.length + suffix.length <= TITLE_LIMIT) return `${title}${suffix}`;
  return cutAtWord(title, TITLE_LIMIT);
}

function replaceAll(html: string, marker: string, value: string, what: string): string {
  if (!html.includes(marker)) throw new Error(`answer pages: the template has no ${what} marker`);
  return html.split(marker).join(value);
}

/** One answer's page; throws when the template lacks a marker or keeps one. */
export function fillAnswer(template: string, answer: FilledAnswer, templateRoute: string): string {
  const headTitles = new RegExp(`${ANSWER_MARKERS.title}( \\| [^<"]+)`, 'g');
  let html = replaceAll(template, templateRoute, answer.route, 'route');
  html = html.replace(headTitles, (_match, suffix: string) => escapeHtml(headTitle(answer.title, suffix)));
  html = replaceAll(html, ANSWER_MARKERS.title, escapeHtml(answer.title), 'title');
  html = replaceAll(html, ANSWER_MARKERS.description, escapeHtml(answer.description), 'description');
  html = replaceAll(html, ANSWER_MARKERS.body, answer.html, 'body');
  if (html.includes('\u27e6answer-') || html.includes(ANSWER_TEMPLATE_ROUTE.replace(':', '%3A'))) {
    throw new Error(`answer pages: ${answer.route} keeps a marker of the template`);
  }
  return html;
}
