/**
 * The answer card as the search modal's first hit: a record in DocSearch's shape, grouped under its
 * own heading ("Answer") and carrying the answer, which src/theme/SearchBar/Hit.tsx renders in place
 * of a page's title. Being a hit, it is the listbox's first option: screen readers read it as the
 * first result, and Enter opens its page.
 */
import { ANSWER_OBJECT_ID, type SearchHit, type SearchResponse } from '../protocol/types';
import { answerFor, type Answer } from './answer';
import { passageAnswer, stripMarks } from './passage';

/** The group heading the modal shows above the card. */
export const ANSWER_GROUP = 'Answer';

export type AnswerHit = SearchHit & { answer: Answer };

export function isAnswerHit(hit: object): hit is AnswerHit {
  return 'answer' in hit && (hit as { objectID?: unknown }).objectID === ANSWER_OBJECT_ID;
}

const plain = (value: string) => ({ value, matchLevel: 'none' as const, matchedWords: [] });

function answerHit(answer: Answer, origin: string): AnswerHit {
  // Absolute, as every hit's: the theme's result-URL processing parses it with `new URL`.
  const url = new URL(answer.page.url, origin).href;
  const hierarchy = {
    lvl0: ANSWER_GROUP,
    lvl1: answer.title,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  return {
    objectID: ANSWER_OBJECT_ID,
    hierarchy,
    content: null,
    type: 'lvl1',
    url,
    url_without_anchor: url.split('#')[0] ?? url,
    anchor: url.includes('#') ? (url.split('#')[1] ?? null) : null,
    _highlightResult: {
      hierarchy: { lvl0: plain(ANSWER_GROUP), lvl1: plain(answer.title) },
      hierarchy_camel: [],
    },
    _snippetResult: {},
    answer,
  };
}

const SECTION_LEVELS = ['lvl6', 'lvl5', 'lvl4', 'lvl3', 'lvl2'] as const;

/**
 * The passage card of a response's first hit: its page's title and, when the passage is in a section
 * of the page, that section's heading ("Every organization settings type: ProductSettings"), as text;
 * its content's best sentence. A long list's entry is named by its heading, not by its page alone.
 */
function topPassage(hits: readonly SearchHit[]): Answer | null {
  const top = hits[0];
  if (!top) return null;
  const page = stripMarks(top._highlightResult.hierarchy.lvl1?.value ?? top.hierarchy.lvl1 ?? '');
  const level = SECTION_LEVELS.find((l) => top.hierarchy[l]);
  const section = level
    ? stripMarks(top._highlightResult.hierarchy[level]?.value ?? top.hierarchy[level] ?? '')
    : '';
  const title = section && section !== page ? `${page}: ${section}` : page;
  return passageAnswer(title, top.url, top._highlightResult.content?.value);
}

/**
 * The response with the answer card first: the answer `text` holds (./answer.ts; `text` is the
 * reader's whole paste where the input keeps less), else the first hit's best passage, in that
 * hit's place. `origin`:
 * the site's, which the card's page address is made absolute on.
 */
export function withAnswer(response: SearchResponse, text: string, origin: string): SearchResponse {
  const [first, ...rest] = response.results;
  if (!first || !text.trim()) return response;
  const direct = answerFor(text);
  const answer = direct ?? topPassage(first.hits);
  if (!answer) return response;
  // A passage card quotes the first hit and opens its page: it takes that hit's place, so the
  // modal doesn't list the page twice, one above the other.
  const hits = direct ? first.hits : first.hits.slice(1);
  return { ...response, results: [{ ...first, hits: [answerHit(answer, origin), ...hits] }, ...rest] };
}
