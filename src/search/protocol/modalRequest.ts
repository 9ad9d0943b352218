/**
 * The request DocSearch's modal sends, stated once. The modal builds it
 * itself (DocSearchModal in @docsearch/react 3.9: its own parameters, then the
 * `searchParameters` prop spread over them); the SearchBar hands it
 * `modalSearchParameters()` and MAX_RESULTS_PER_GROUP from here, and
 * `modalRequest()` is the whole request as the modal then sends it, for the
 * callers that search as the modal does without it: the docs MCP server
 * (packages/docs-mcp) and the question set (eval/search-questions.ts).
 * src/search/__tests__/modalRequest.test.ts runs DocSearch's own request
 * code against these and fails when they part.
 *
 * No import beyond ./types: the SearchBar, in every page's first load, reads
 * the constants.
 */
import type { FacetFilters, SearchParams, SearchRequest } from './types';

/** DocSearch 3.9's hitsPerPage, passed explicitly so a DocSearch upgrade cannot change it. */
export const MODAL_HITS_PER_PAGE = 20;
/** DocSearch 3.9's maxResultsPerGroup (hits per page of the site in the modal); the /search/ page lists as many sections under a page. */
export const MAX_RESULTS_PER_GROUP = 5;
/** The words of DocSearch's snippets: 10, and 5 on screens that match MODAL_NARROW_MEDIA. */
export const MODAL_SNIPPET_WORDS = 10;
export const MODAL_SNIPPET_WORDS_NARROW = 5;
export const MODAL_NARROW_MEDIA = '(max-width: 768px)';

/**
 * The theme's contextual facet filters on this site (one language, one docs
 * version), as the modal and the /search/ page send them in the browser
 * (useAlgoliaContextualFacetFilters). For callers outside the browser.
 */
export const SITE_FACET_FILTERS: FacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** What the SearchBar passes DocSearch as `searchParameters`. */
export function modalSearchParameters(facetFilters: FacetFilters): SearchParams {
  return { hitsPerPage: MODAL_HITS_PER_PAGE, facetFilters };
}

/** DocSearch's own parameters, before it spreads `searchParameters` over them. */
function docSearchOwnParameters(snippetWords: number): SearchParams {
  return {
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      ...['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'].map(
        (level) => `hierarchy.${level}:${snippetWords}`,
      ),
      `content:${snippetWords}`,
    ],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    // True only with DocSearch's `insights` prop, which the SearchBar does not set.
    clickAnalytics: false,
  };
}

export interface ModalRequestOptions {
  /** The index the modal names (the local index's name, or Algolia's). */
  indexName: string;
  /** Defaults to SITE_FACET_FILTERS. */
  facetFilters?: FacetFilters;
  /** Defaults to MODAL_SNIPPET_WORDS (a wide screen). */
  snippetWords?: number;
}

/** The request the modal sends for `query`. */
export function modalRequest(query: string, options: ModalRequestOptions): SearchRequest {
  const { indexName, facetFilters = SITE_FACET_FILTERS, snippetWords = MODAL_SNIPPET_WORDS } = options;
  return {
    query,
    indexName,
    ...docSearchOwnParameters(snippetWords),
    ...modalSearchParameters(facetFilters),
  };
}
