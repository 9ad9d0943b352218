// cspell:words minisearch
/**
 * The directory rule of the engine's ranking (./search.ts): a long list's sections are weighed as
 * one page's best section, not as the page's many chances (issue 42).
 */
import type { SearchResult as EngineResult } from 'minisearch';
import type { LoadedIndex } from './indexLoad';

/**
 * A page of this many sections or more is a directory: the error directory, the list of every
 * Metadata API type (the FAQ, at 36, is not: at 30, tuning lost three questions it answers). Its
 * short sections each hold a few words, so for a question it doesn't
 * answer one of them often holds two of its words in few others, and ranks as if it answered it.
 */
export const DIRECTORY_SECTIONS = 50;
/** About the sections of a page that isn't a directory (most pages have 6 to 14). */
const TYPICAL_SECTIONS = 10;

export interface Ranked {
  readonly r: EngineResult;
  readonly covered: number;
  readonly named: number;
  score: number;
}

/**
 * A directory's sections compete as sections, not as a page's many chances (issue 42). The best of a
 * directory's many short sections scores high by chance, about as the log of their number: one of them
 * often holds a question's words in few others, and outranks the page whose one section answers it. So
 * a directory section that the query doesn't name (its headings aren't the query's words) and that isn't
 * the page's own intro has its score divided by 1 + ln(sections / TYPICAL_SECTIONS), weighed as one
 * page's best section. Chosen on the tuning halves (a divisor of 1 + 2 ln lost a question of round 7;
 * also ranking such a section below every other page's section that holds more of the query changed
 * nothing there, and was left out).
 */
export function atDirectoryRank(index: LoadedIndex, ranked: Ranked[]): void {
  for (const x of ranked) {
    const head = index.heads[x.r.id as number];
    if (!head || head.page.n < DIRECTORY_SECTIONS || head.type === 'lvl1' || x.named > 0) continue;
    x.score /= 1 + Math.log(head.page.n / TYPICAL_SECTIONS);
  }
}
