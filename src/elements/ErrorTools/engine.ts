/**
 * What the paste box of /errors/ runs, loaded on intent (the first focus,
 * pointer or keystroke in the box) by ./index.tsx: the matcher
 * (src/data/errors/match/) over the entries' texts the page was built with (./data.ts), and
 * the symptoms' phrases for a description that quotes no error.
 */
import { createMatcher, type Explanation } from '../../data/errors/match';
import { matchSymptoms, symptomAnchor } from '../../data/errors/symptoms';
import type { ToolPattern } from './data';

/** Characters the paste box reads at once (about 2,500 lines of a report). */
export const PASTE_LIMIT = 500_000;

export interface Tools {
  /** Throws InputTooLargeError past PASTE_LIMIT. */
  explain(text: string): Explanation;
  titleOf(id: string): string;
  /**
   * The problems that show no error (src/data/errors/symptoms.ts) a description names ("the flow
   * arrived inactive"), best first: what the box offers when no line is an error text.
   */
  describe(text: string): readonly DescribedSymptom[];
}

export interface DescribedSymptom {
  readonly title: string;
  /** The symptom's anchor on /errors/. */
  readonly anchor: string;
}

/** The matcher over the patterns the page was built with (./data.ts). */
export function createTools(patterns: readonly ToolPattern[]): Tools {
  const matcher = createMatcher(patterns);
  const titles = new Map(patterns.map((pattern) => [pattern.id, pattern.title]));
  return {
    explain: (text) => matcher.explain(text, { maxLength: PASTE_LIMIT }),
    titleOf: (id) => titles.get(id) ?? id,
    describe: (text) =>
      matchSymptoms(text.trim()).map((symptom) => ({
        title: symptom.title,
        anchor: symptomAnchor(symptom.id),
      })),
  };
}
