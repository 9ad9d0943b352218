/**
 * Typo tolerance, as Algolia's: how many edits a query word may be from an
 * index term, whether an index term answers a query word (itself, a word it
 * begins, or one within its typos), and the swapped-letter variants tried when
 * no page uses the typed word. Apart from ./search.ts, which ranks; the local
 * client's highlighting asks `corresponds` too.
 */
// cspell:words sizefor

/**
 * Edit distance allowed for a query term, as Algolia's defaults
 * (minWordSizefor1Typo 4, minWordSizefor2Typos 8): none below four letters
 * (short words have too many neighbors), one from four to seven (a
 * one-letter typo), two from eight (long words and API names).
 */
export function maxTypos(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

/** The words made by swapping two neighboring letters of a word (`recrod` → `record`, among others). */
export function transpositions(term: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.push(term.slice(0, i) + (term[i + 1] ?? '') + (term[i] ?? '') + term.slice(i + 2));
  }
  return out;
}

/** True when an index term is a match of a query term: itself, a word it begins, or one within its typos. */
export function corresponds(indexTerm: string, queryTerm: string, typos = maxTypos(queryTerm)): boolean {
  if (indexTerm.startsWith(queryTerm)) return true;
  return typos > 0 && withinDistance(indexTerm, queryTerm, typos);
}

/** Levenshtein distance of a and b is at most max (rows cut short once every cell exceeds it). */
function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      row.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return false;
    prev = row;
  }
  return (prev[b.length] ?? Infinity) <= max;
}
