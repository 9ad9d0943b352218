/**
 * The error question set (eval/error-questions.ts): well formed, and the
 * matcher's first match on it. The set was written from Salesforce's pages
 * and vendors' threads before the matcher was tuned; tuning runs look at the
 * tuning half only (`npm run bench:errors -- --tuning`). The floors below sit
 * under what each half scored when they were set: set 1 tuning 98.5 %, held
 * out 92.5 %; set 2 (a second round written blind, before the matcher's next
 * change) tuning 100 %, held out 96.7 %; set 3 (written blind after round
 * 2's tuning, held out whole: scored here and in the bench, its misses never
 * listed) 93.3 %; set 4 (written blind after set 3) tuning 93.3 %, held out
 * 96.7 % when it arrived; set 5 (written blind after set 4's tuning) 96.7 %
 * and 96.7 % when it arrived. A change that loses lines fails here, whichever
 * half it loses them in.
 */
import { expect, test } from '@playwright/test';
import { ERROR_QUESTIONS } from '../../../../eval/error-questions';
import { ERROR_QUESTIONS_2 } from '../../../../eval/error-questions-2';
import { ERROR_QUESTIONS_3 } from '../../../../eval/error-questions-3';
import { ERROR_QUESTIONS_4 } from '../../../../eval/error-questions-4';
import { ERROR_QUESTIONS_5 } from '../../../../eval/error-questions-5';
import { ERROR_QUESTIONS_6 } from '../../../../eval/error-questions-6';
import { ERROR_QUESTIONS_7 } from '../../../../eval/error-questions-7';
import { ERROR_QUESTIONS_8 } from '../../../../eval/error-questions-8';
import { ERROR_QUESTIONS_NEAR_MISS } from '../../../../eval/error-questions-near-miss';
import { halves, type ErrorQuestion } from '../../../../eval/types';
import { getError } from '..';
import { errorMatcher } from '../explain';

const SETS: [string, readonly ErrorQuestion[], number][] = [
  ['set 1', ERROR_QUESTIONS, 60],
  ['set 2', ERROR_QUESTIONS_2, 60],
  ['set 3', ERROR_QUESTIONS_3, 60],
  ['set 4', ERROR_QUESTIONS_4, 60],
  ['set 5', ERROR_QUESTIONS_5, 60],
  ['set 6', ERROR_QUESTIONS_6, 40],
  ['set 7', ERROR_QUESTIONS_7, 40],
  ['set 8', ERROR_QUESTIONS_8, 40],
  ['the near misses', ERROR_QUESTIONS_NEAR_MISS, 40],
];

for (const [name, set, size] of SETS) {
  test(`${name} is well formed: ${size} lines or more, known entries, a source for each, halves of equal size`, () => {
    expect(set.length).toBeGreaterThanOrEqual(size);
    expect(new Set(set.map((q) => q.line)).size).toBe(set.length);
    for (const question of set) {
      if (question.entry !== null) expect(getError(question.entry), question.line).toBeTruthy();
      expect(question.from, question.line).toBeTruthy();
    }
    const { tuning, heldOut } = halves(set);
    expect(Math.abs(tuning.length - heldOut.length)).toBeLessThanOrEqual(1);
  });
}

for (const [name, set, half, floor] of [
  ['set 1', ERROR_QUESTIONS, 'tuning', 0.97],
  ['set 1', ERROR_QUESTIONS, 'heldOut', 0.91],
  ['set 2', ERROR_QUESTIONS_2, 'tuning', 0.96],
  ['set 2', ERROR_QUESTIONS_2, 'heldOut', 0.93],
  ['set 3', ERROR_QUESTIONS_3, 'whole', 0.91],
  ['set 4', ERROR_QUESTIONS_4, 'tuning', 0.93],
  ['set 4', ERROR_QUESTIONS_4, 'heldOut', 0.93],
  ['set 5', ERROR_QUESTIONS_5, 'tuning', 0.96],
  ['set 5', ERROR_QUESTIONS_5, 'heldOut', 0.96],
  // Set 6 (issue 39): the same errors as other releases and tools print them, written blind.
  ['set 6', ERROR_QUESTIONS_6, 'tuning', 0.95],
  ['set 6', ERROR_QUESTIONS_6, 'heldOut', 0.9],
  // Set 7 (issue 39's third pass) scored 95 % held out whole; split in halves once set 8 was
  // written, its tuning half's two misses were mended by rules (90 % → 100 %).
  ['set 7', ERROR_QUESTIONS_7, 'tuning', 0.95],
  ['set 7', ERROR_QUESTIONS_7, 'heldOut', 0.95],
  // Set 8 (after issue 39), held out whole: 100 % on arrival, half its lines nulls.
  ['set 8', ERROR_QUESTIONS_8, 'whole', 0.95],
] as const) {
  test(`first match on ${name}'s ${half} ${half === 'whole' ? 'set' : 'half'} stays at ${floor * 100} % or more`, () => {
    const lines = half === 'whole' ? set : halves(set)[half];
    const matcher = errorMatcher();
    const right = lines.filter((q) => (matcher.matchLine(q.line)[0]?.id ?? null) === q.entry).length;
    expect(right / lines.length).toBeGreaterThanOrEqual(floor);
  });
}

/**
 * The near misses (eval/error-questions-near-miss.ts, issue 39): real lines that share a code or
 * words with an entry but say another error, written blind to the matcher. A first match that names
 * another entry than the line's is a wrong answer, worse than none. Before the rules on a code's own
 * message and on a replaced word, the matcher gave 9 wrong first matches on the tuning half and 7
 * on the held-out half; after, 1 and 0.
 */
test('the near misses and the blind sets 7 and 8: no wrong first match', () => {
  const matcher = errorMatcher();
  const wrong = (lines: readonly ErrorQuestion[]) =>
    lines.filter((q) => {
      const first = matcher.matchLine(q.line)[0]?.id ?? null;
      return first !== null && first !== q.entry;
    }).length;
  const { tuning, heldOut } = halves(ERROR_QUESTIONS_NEAR_MISS);
  expect(wrong(heldOut)).toBe(0);
  // 1 until the rule on a line carrying another entry's code (match/score.ts, scoreTemplate).
  expect(wrong(tuning)).toBe(0);
  // The blind sets' nulls and other entries' lines: set 7 had 1 wrong first match held out whole,
  // mended by the rule on a record's message field; set 8 had none on arrival.
  expect(wrong(ERROR_QUESTIONS_7)).toBe(0);
  expect(wrong(ERROR_QUESTIONS_8)).toBe(0);
});
