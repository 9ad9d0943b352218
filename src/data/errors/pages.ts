/**
 * Every answer at its own address (issue 54): each error entry and each symptom has a page at
 * `/errors/<anchor>/` (./route.ts), besides its section on /errors/, so a CLI, a pull request or an
 * assistant can cite the one answer. This module says what each page is: its route, title and
 * description, from the entry's data. The pages' files are written from it at build time
 * (src/plugins/answer-pages) and rendered from the directory's nodes (src/elements/ErrorEntries/page.ts).
 */
import { errors } from '.';
import { cutAtWord } from '../../lib/cutAtWord';
import { plainText } from '../prose';
import { answerRoute } from './route';
import { symptomAnchor, symptoms } from './symptoms';

/** At most this many characters in a page's description (CONTRIBUTING: link previews, search results). */
export const DESCRIPTION_LIMIT = 160;

export interface AnswerPage {
  /** The anchor on /errors/, which is also the page's name. */
  readonly anchor: string;
  /** `/errors/<anchor>/`. */
  readonly route: string;
  readonly kind: 'error' | 'symptom';
  readonly title: string;
  readonly description: string;
}

/**
 * The description: the cause's first sentence, as plain text. A sentence over the limit is cut at
 * its last whole word that fits, with an ellipsis.
 */
export function describe(cause: string): string {
  const text = plainText(cause).replace(/\s+/g, ' ').trim();
  return cutAtWord(/^.+?[.!?](?=\s+[A-Z*"“(`]|$)/.exec(text)?.[0] ?? text, DESCRIPTION_LIMIT);
}

let pages: readonly AnswerPage[] | undefined;

/** Every answer's page: the errors in the directory's order, then the symptoms. */
export function answerPages(): readonly AnswerPage[] {
  pages ??= [
    ...errors.map((entry): AnswerPage => ({
      anchor: entry.id,
      route: answerRoute(entry.id),
      kind: 'error',
      title: entry.title,
      description: describe(entry.cause),
    })),
    ...symptoms.map((symptom): AnswerPage => ({
      anchor: symptomAnchor(symptom.id),
      route: answerRoute(symptomAnchor(symptom.id)),
      kind: 'symptom',
      title: symptom.title,
      description: describe(symptom.cause),
    })),
  ];
  return pages;
}
