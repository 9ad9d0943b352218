/**
 * The error question sets (eval/sets/, kinds `error` and `near-miss`, each declaring its size,
 * how it is held out, its floors and whether it allows a wrong first match): well formed, and the
 * matcher's first match on each. The set was written from Salesforce's pages
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
import { setParts, setsOf } from '../../../../eval/sets';
import { halves, type ErrorQuestion } from '../../../../eval/types';
import { getError } from '..';
import { errorMatcher } from '../explain';

const matcher = errorMatcher();
const first = (q: ErrorQuestion) => matcher.matchLine(q.line)[0]?.id ?? null;
/** First matches that name another entry than the line's: a wrong answer, worse than none (issue 39). */
const wrong = (lines: readonly ErrorQuestion[]) =>
  lines.filter((q) => {
    const id = first(q);
    return id !== null && id !== q.entry;
  }).length;

for (const set of [...setsOf('error'), ...setsOf('near-miss')]) {
  test(`${set.name} is well formed: ${set.minSize} lines or more, known entries, a source for each, halves of equal size`, () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(set.minSize);
    expect(new Set(set.questions.map((q) => q.line)).size).toBe(set.questions.length);
    for (const question of set.questions) {
      if (question.entry !== null) expect(getError(question.entry), question.line).toBeTruthy();
      expect(question.from, question.line).toBeTruthy();
    }
    const { tuning, heldOut } = halves(set.questions);
    expect(Math.abs(tuning.length - heldOut.length)).toBeLessThanOrEqual(1);
  });
}

for (const set of setsOf('error')) {
  const parts: [string, readonly ErrorQuestion[], number][] =
    'whole' in set.floor
      ? [['set', set.questions, set.floor.whole]]
      : [
          ['tuning half', setParts(set).tuning, set.floor.tuning],
          ['held-out half', setParts(set).heldOut, set.floor.heldOut],
        ];
  for (const [part, lines, floor] of parts) {
    test(`first match on ${set.name}'s ${part} stays at ${floor * 100} % or more`, () => {
      const right = lines.filter((q) => first(q) === q.entry).length;
      expect(right / lines.length).toBeGreaterThanOrEqual(floor);
    });
  }
}

/**
 * The near misses (eval/sets/error-questions-near-miss.ts, issue 39): real lines that share a code or
 * words with an entry but say another error, written blind to the matcher. A first match that names
 * another entry than the line's is a wrong answer, worse than none. Before the rules on a code's own
 * message and on a replaced word, the matcher gave 9 wrong first matches on the tuning half and 7
 * on the held-out half; after, 1 and 0.
 */
test('the near misses, and the sets that declare it, have no wrong first match', () => {
  for (const set of setsOf('near-miss')) {
    const { tuning, heldOut } = setParts(set);
    expect(wrong(heldOut), `${set.name}, held-out half`).toBe(0);
    // 1 until the rule on a line carrying another entry's code (match/score.ts, scoreTemplate).
    expect(wrong(tuning), `${set.name}, tuning half`).toBe(0);
  }
  // The blind sets' nulls and other entries' lines: set 7 had 1 wrong first match held out whole,
  // mended by the rule on a record's message field; set 8 had none on arrival.
  const declaring = setsOf('error').filter((set) => set.noFalseFirst);
  expect(declaring.length).toBeGreaterThan(0);
  for (const set of declaring) expect(wrong(set.questions), set.name).toBe(0);
});
