/**
 * The answer card when a query is none of the kinds ./answer.ts reads: the best passage of the best
 * page, its one sentence that holds the most of the query's words, those words marked.
 */
import type { Answer } from './answer';

/** The tags search hits mark the query's words with (the modal's and the page's requests ask for these). */
export const MARK = { pre: '<mark>', post: '</mark>' } as const;

/** A highlighted value as text: the marks taken out. */
export const stripMarks = (value: string): string => value.split(MARK.pre).join('').split(MARK.post).join('');

/** Sentences end at `.`, `!` or `?` followed by a space; the marks never span one. */
const SENTENCE_END = /(?<=[.!?])\s+/;

const marks = (sentence: string): number => sentence.split(MARK.pre).length - 1;

/**
 * The sentence of a highlighted text that marks the most query words (the first of equals), or null
 * when no sentence marks any. Marks left open by a snippet's cut are closed.
 */
export function bestSentence(marked: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const sentence of marked.split(SENTENCE_END)) {
    const count = marks(sentence);
    if (count > most) {
      best = sentence.trim();
      most = count;
    }
  }
  if (best === null) return null;
  const open = marks(best) - (best.split(MARK.post).length - 1);
  return open > 0 ? best + MARK.post.repeat(open) : best;
}

/**
 * The passage card for a page (its title as text) and a highlighted text from it: the sentence that
 * marks the most query words, else (the page matched by its title alone) its first sentence, so a
 * search with results always has its card; null when the page has no text.
 */
export function passageAnswer(title: string, url: string, marked: string | null | undefined): Answer | null {
  const quote = marked ? (bestSentence(marked) ?? (marked.split(SENTENCE_END)[0]?.trim() || null)) : null;
  if (!quote) return null;
  return {
    kind: 'passage',
    label: 'Best passage',
    title,
    note: null,
    quote,
    facts: [],
    page: { title, url },
    source: null,
  };
}
