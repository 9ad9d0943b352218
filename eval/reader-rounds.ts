/**
 * The outside readers' search rounds, registered once (issue 53): each round with how it is kept
 * out of tuning and the floor its tuning questions are held to. `question-scores.ts` (what
 * `bench:search` prints) and the tests (tests/unit/search-build.test.ts: every page a question
 * wants exists, every floor holds) read this list, so a round added here is scored, checked and
 * floored everywhere, and none can be left without a check. Add a round: its file beside this
 * one (written blind, its record in its header), then one entry below.
 */
import { TOP3_TARGET } from './search-questions';
import { READER_QUESTIONS } from './reader-questions';
import { READER_QUESTIONS_2 } from './reader-questions-2';
import { READER_QUESTIONS_3 } from './reader-questions-3';
import { READER_QUESTIONS_4 } from './reader-questions-4';
import { READER_QUESTIONS_5 } from './reader-questions-5';
import { READER_QUESTIONS_6 } from './reader-questions-6';
import { READER_QUESTIONS_7 } from './reader-questions-7';
import { READER_QUESTIONS_8 } from './reader-questions-8';
import { READER_QUESTIONS_9 } from './reader-questions-9';
import { READER_QUESTIONS_10 } from './reader-questions-10';
import { READER_QUESTIONS_11 } from './reader-questions-11';
import { halves, type ReaderQuestion } from './types';

export interface ReaderRound {
  readonly round: number;
  readonly questions: readonly ReaderQuestion[];
  /**
   * How it is kept out of tuning: `halves`, even positions tune and odd ones are held out
   * (./types.ts `halves`); `whole`, held out whole, only ever scored; `tuning`, scored once on
   * arrival and tuning whole since.
   */
  readonly held: 'halves' | 'whole' | 'tuning';
  /** The share of its tuning questions (all of them for `tuning`) kept in the first 3; none for `whole`. */
  readonly floor: number | null;
  /**
   * Where its pages must be: `index`, in the search index; `built`, served by the build (round 8
   * asked for a question on every page, /search/ included, which the index leaves out).
   */
  readonly pages: 'index' | 'built';
  /** Its record in a line: when and how it was written, its score on arrival. */
  readonly story: string;
}

export const READER_ROUNDS: readonly ReaderRound[] = [
  {
    round: 1,
    questions: READER_QUESTIONS,
    held: 'halves',
    floor: TOP3_TARGET,
    pages: 'index',
    story: 'An outside reader, before any ranking change (issue 26).',
  },
  {
    round: 2,
    questions: READER_QUESTIONS_2,
    held: 'halves',
    floor: 0.7,
    pages: 'index',
    story: 'Blind, from the twins; its tuning half scored 75 % when first tuned on (66.7 % before).',
  },
  {
    round: 3,
    questions: READER_QUESTIONS_3,
    held: 'whole',
    floor: null,
    pages: 'index',
    story: "Blind, after round 2's tuning: held out whole, only ever scored.",
  },
  {
    round: 4,
    questions: READER_QUESTIONS_4,
    held: 'halves',
    floor: 0.8,
    pages: 'index',
    story: 'Blind, after round 3: 83.3 % on arrival.',
  },
  {
    round: 5,
    questions: READER_QUESTIONS_5,
    held: 'halves',
    floor: 0.85,
    pages: 'index',
    story: "Blind, after round 4's tuning: 80 % on arrival, 90 % after its tuning.",
  },
  {
    round: 6,
    questions: READER_QUESTIONS_6,
    held: 'halves',
    floor: 0.9,
    pages: 'index',
    story: "Blind, after round 5's tuning: 90 % on arrival, 96.7 % after.",
  },
  {
    round: 7,
    questions: READER_QUESTIONS_7,
    held: 'halves',
    floor: 0.8,
    pages: 'index',
    story: 'Blind, by five personas; half its unseen questions are search-box keywords: 80 % on arrival.',
  },
  {
    round: 8,
    questions: READER_QUESTIONS_8,
    held: 'tuning',
    floor: 0.85,
    pages: 'built',
    story: '80 questions by six personas: 83.8 % on arrival as unseen questions, then tuning whole.',
  },
  {
    round: 9,
    questions: READER_QUESTIONS_9,
    held: 'halves',
    floor: 0.9,
    pages: 'index',
    story: "Blind, after the pages' keywords: 96.7 % on arrival.",
  },
  {
    round: 10,
    questions: READER_QUESTIONS_10,
    held: 'halves',
    floor: 0.9,
    pages: 'index',
    story: 'Blind, before the directory rule of issue 42: 91.7 % on arrival.',
  },
  {
    round: 11,
    questions: READER_QUESTIONS_11,
    held: 'halves',
    floor: 0.95,
    pages: 'index',
    story: 'Issue 55: 40 questions from public threads, before the answer card: 97.5 % on arrival.',
  },
];

/** A round's questions that tune (its floor's questions) and those held out of every tuning run. */
export function roundParts(round: ReaderRound): {
  tuning: readonly ReaderQuestion[];
  heldOut: readonly ReaderQuestion[];
} {
  if (round.held === 'whole') return { tuning: [], heldOut: round.questions };
  if (round.held === 'tuning') return { tuning: round.questions, heldOut: [] };
  return halves(round.questions);
}
