/**
 * What the paste box of /errors/ runs, loaded on intent (the first focus,
 * pointer or keystroke in the box) by ./index.tsx: the matcher
 * (src/data/errors/match.ts) over the entries' texts the page was built with (./data.ts).
 */
import { createMatcher, type Explanation } from '../../data/errors/match';
import type { ToolPattern } from './data';

/** Characters the paste box reads at once (about 2,500 lines of a report). */
export const PASTE_LIMIT = 500_000;

export interface Tools {
  /** Throws InputTooLargeError past PASTE_LIMIT. */
  explain(text: string): Explanation;
  titleOf(id: string): string;
}

/** The matcher over the patterns the page was built with (./data.ts). */
export function createTools(patterns: readonly ToolPattern[]): Tools {
  const matcher = createMatcher(patterns);
  const titles = new Map(patterns.map((pattern) => [pattern.id, pattern.title]));
  return {
    explain: (text) => matcher.explain(text, { maxLength: PASTE_LIMIT }),
    titleOf: (id) => titles.get(id) ?? id,
  };
}
