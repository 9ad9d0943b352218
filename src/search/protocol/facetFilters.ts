/**
 * Algolia's `facetFilters` over a hit, for the local engine: the outer array
 * is ANDed, nested arrays are ORed, a leading `-` negates. The facets are the
 * ones DocSearch and the theme filter on: language, docusaurus_tag, type and
 * the hierarchy levels.
 */
import type { FacetFilters, Level, SearchHit } from './types';

/** What a filter reads of a hit. */
export type FacetView = Pick<SearchHit, 'language' | 'docusaurus_tag' | 'type' | 'hierarchy'>;
import { LEVELS } from './types';

function facetValue(hit: FacetView, attribute: string): string | null {
  switch (attribute) {
    case 'language':
      return hit.language ?? null;
    case 'docusaurus_tag':
      return hit.docusaurus_tag ?? null;
    case 'type':
      return hit.type;
    default: {
      const level = attribute.replace(/^hierarchy\./, '') as Level;
      return attribute.startsWith('hierarchy.') && LEVELS.includes(level) ? hit.hierarchy[level] : null;
    }
  }
}

function matchesFilter(hit: FacetView, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter.replace(/^\\-/, '-');
  const colon = body.indexOf(':');
  if (colon < 0) return false;
  const equal = facetValue(hit, body.slice(0, colon).trim()) === body.slice(colon + 1).trim();
  return negated ? !equal : equal;
}

/** Algolia's facetFilters: a string, or an array ANDed whose nested arrays are ORed. */
export function matchesFacetFilters(hit: FacetView, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const all = typeof filters === 'string' ? [filters] : filters;
  return all.every((clause) =>
    typeof clause === 'string' ? matchesFilter(hit, clause) : clause.some((f) => matchesFilter(hit, f)),
  );
}
