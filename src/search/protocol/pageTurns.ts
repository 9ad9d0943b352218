/**
 * One ranking for the modal and the /search/ page (issue 26). The page lists
 * pages in the order of their best hit; DocSearch's modal shows 20 hits, at
 * most 5 per group (a section of the site, `hierarchy.lvl0`), in the order it
 * receives them. Ranked by score alone, one page with many matching sections
 * filled a group's five slots ("permission set" showed five sections of
 * Field sets) and hid the pages the search page ranks next.
 *
 * `takeTurns` keeps each page's first `perPage` hits in their place and moves
 * the rest after every other page's first hits: a page takes at most two
 * hits while other pages match, so the modal's window of 20 shows the best
 * pages, in the page's order. What the page shows does not change: a page's
 * first hit never moves behind another page's first hit, and a page's own
 * hits keep their order, so grouping by page gives the same list.
 *
 * Local results take turns in ./runRequest.ts; Algolia's, in the SearchBar's
 * `transformItems` (the same function over the hits Algolia returns; on local
 * hits it changes nothing, since they already took turns).
 */

/** Hits a page keeps in place before other pages' hits come first. */
export const HITS_PER_PAGE_TURN = 2;

function pageOf(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

/** Reorders `hits` (best first) so that no page takes more than `perPage` places ahead of another page's first hits. */
export function takeTurns<T>(
  hits: readonly T[],
  urlOf: (hit: T) => string,
  perPage: number = HITS_PER_PAGE_TURN,
): T[] {
  const seen = new Map<string, number>();
  const first: T[] = [];
  const rest: T[] = [];
  for (const hit of hits) {
    const page = pageOf(urlOf(hit));
    const count = (seen.get(page) ?? 0) + 1;
    seen.set(page, count);
    (count <= perPage ? first : rest).push(hit);
  }
  return rest.length === 0 ? [...first] : [...first, ...rest];
}
