/**
 * What an answer's page (./index.tsx) and the plugin that writes it (src/plugins/answer-pages) share:
 * the data file beside each page and the markers of the build's one render. Plain values only: the
 * page's chunk imports this module.
 */

/** An answer as its page shows it. */
export interface AnswerData {
  readonly title: string;
  readonly description: string;
  /** The body under the title, as HTML, rendered at build time from src/data/errors. */
  readonly html: string;
}

/** Beside each answer's page: the page's data, for a reader who reaches it by a link inside the app. */
export const ANSWER_DATA_FILE = 'answer.json';

/** The route the build renders once, as every answer's page (React Router's parameter syntax). */
export const ANSWER_TEMPLATE_ROUTE = '/errors/:anchor/';

/**
 * What the build's render writes where each answer's own text goes; characters no answer contains and
 * HTML leaves as they are, so each is found once in the rendered page and replaced.
 */
export const ANSWER_MARKERS = {
  title: '\u27e6answer-title\u27e7',
  description: '\u27e6answer-description\u27e7',
  body: '<!--\u27e6answer-body\u27e7-->',
} as const;
