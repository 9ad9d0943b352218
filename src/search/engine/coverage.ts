/**
 * How much of a query each found section holds (./search.ts ranks with it):
 * each query word's weight, and which sections stay among the results.
 * Plain functions over the words each section covers, so the rules read
 * apart from the ranking they feed.
 */
// cspell:words minisearch
import type { SearchResult as EngineResult } from 'minisearch';
import type { LoadedIndex } from './indexLoad';

/** The share of a long query's weight a section must hold to stay among the results, whatever words it misses. */
export const KEEP_SHARE = 0.5;
/** Or the share of the best section's weight it must hold, for a long query (more than two words). */
export const KEEP_BESIDE_BEST = 0.6;

/** The query words a found section covers (its own words, their typos, widened phrases found whole). */
export type Covered = (r: EngineResult) => ReadonlySet<string>;

/**
 * Each query word's weight: its inverse document frequency over the
 * sections, counted from the results (a section is among them exactly when
 * it holds the word, or a prefix or typo match of it), as BM25 weighs it.
 */
export function termWeights(
  index: LoadedIndex,
  terms: readonly string[],
  found: readonly EngineResult[],
  covered: Covered,
): Map<string, number> {
  const df = new Map<string, number>(terms.map((t) => [t, 0]));
  for (const r of found) for (const t of covered(r)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = index.heads.length;
  return new Map(
    terms.map((t) => [t, Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5))]),
  );
}

/** The weight of some query words together. */
export function weightOf(words: Iterable<string>, weight: ReadonlyMap<string, number>): number {
  let sum = 0;
  for (const t of words) sum += weight.get(t) ?? 0;
  return sum;
}

/**
 * The sections that stay: those that miss at most one word of a long query (none of a short one), or
 * whose words weigh at least KEEP_SHARE of the query ("does a validation show up in Deployment Status"
 * needs "validation", "deployment" and "status", not "show" and "up"), or KEEP_BESIDE_BEST of what the
 * best section's words weigh (a long question's incidental words, "after", "want", let one section hold
 * one more of them than the page that answers, which stays). A word no section holds, even as a typo or
 * a prefix ("CPQ", a product the pages never name), can't tell sections apart: it doesn't count here.
 */
export function keptSections(
  terms: readonly string[],
  found: readonly EngineResult[],
  covered: Covered,
  weight: ReadonlyMap<string, number>,
): EngineResult[] {
  const heldSomewhere = new Set<string>();
  for (const r of found) for (const t of covered(r)) heldSomewhere.add(t);
  const counted = heldSomewhere.size > 0 ? terms.filter((t) => heldSomewhere.has(t)) : terms;
  const countedWeight = weightOf(counted, weight);
  const held = (r: EngineResult) => (countedWeight > 0 ? weightOf(covered(r), weight) / countedWeight : 1);
  const best = Math.max(0, ...found.map((r) => covered(r).size));
  const required = Math.min(best, counted.length <= 2 ? counted.length : counted.length - 1);
  const bestHeld = Math.max(0, ...found.map(held));
  return found.filter((r) => {
    if (covered(r).size >= required) return true;
    const share = held(r);
    return counted.length > 2 && (share >= KEEP_SHARE || share >= KEEP_BESIDE_BEST * bestHeld);
  });
}
