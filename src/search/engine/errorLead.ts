/**
 * A pasted error leads the results (issue 24): when a query holds enough of
 * an error entry's message (src/data/errors/match/, reading the query as
 * the start of a message, since the search box keeps 64 characters), the
 * entry's section on /errors/ goes first, above any page that merely shares
 * its words. ./search.ts puts these sections before its ranked hits.
 */
import { errorLookupOf, type LoadedIndex } from './indexLoad';

/** Words a query needs before it is read as a pasted error. */
const ERROR_QUERY_WORDS = 3;

/** The sections of the error entries a query reads as, best first (none for a query of fewer than 3 words). */
export function errorSections(
  index: LoadedIndex,
  query: string,
  terms: readonly string[],
  keep: (section: number) => boolean,
): number[] {
  if (terms.length < ERROR_QUERY_WORDS) return [];
  const lookup = errorLookupOf(index);
  if (!lookup) return [];
  const sections: number[] = [];
  for (const match of lookup.matcher.matchLine(query, { prefix: true })) {
    const id = lookup.sectionOf.get(match.id);
    if (id !== undefined && index.heads[id] && keep(id)) sections.push(id);
  }
  return sections;
}
