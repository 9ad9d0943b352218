/**
 * The `searchParameters` the search bar hands DocSearch: the modal's
 * parameters from src/search/protocol/modalRequest.ts, with the theme's
 * contextual facet filters (language, docs version) when contextual search is
 * on, as the theme's own SearchBar merges them. DocSearch spreads these over
 * its own, so the request it sends is modalRequest()'s
 * (src/search/__tests__/modalRequest.test.ts checks it against DocSearch's
 * code).
 */
import type { AlgoliaConfig } from '@site/src/search/clients/useSearchConfig';
import { modalSearchParameters } from '@site/src/search/protocol/modalRequest';
import type { FacetFilters, SearchParams } from '@site/src/search/protocol/types';

export function docSearchParameters(
  algolia: Pick<AlgoliaConfig, 'contextualSearch' | 'searchParameters'>,
  contextualFacetFilters: FacetFilters,
): SearchParams {
  const configured = (algolia.searchParameters?.facetFilters ?? []) as FacetFilters;
  const normalize = (f: FacetFilters) => (typeof f === 'string' ? [f] : f);
  const facetFilters = algolia.contextualSearch
    ? [...normalize(contextualFacetFilters), ...normalize(configured)]
    : configured;
  return modalSearchParameters(facetFilters);
}
