/**
 * The /search/ page's query, in one place: the page sends it to Algolia or to
 * the local worker, and the worker answers it for the page's inline script
 * (../worker/earlySearch.ts) before the app runs. Both must ask the same
 * question, or the results the script paints would differ from those the app
 * then shows. Here, not in ../page/, because the worker and the client facade
 * ask it and group its answer too.
 */
import { groupHitsByPage, type PageGroup } from './groupHits';
import { MAX_RESULTS_PER_GROUP } from './modalRequest';
import type { FacetFilters, SearchHit, SearchRequest } from './types';

/** The spec's page size (as DocSearch's hitsPerPage): here, pages of the site listed at a time. */
export const RESULTS_PER_PAGE = 20;
/**
 * Hits asked for at once, to group by page: Algolia's largest page, and more
 * than this site's index holds for any query, so the page count is exact.
 */
export const HITS_TO_GROUP = 1000;
/** As DocSearch's input. */
export const MAX_QUERY_LENGTH = 64;
export const SNIPPET_WORDS = 30;
export const PRE_TAG = '<mark>';
export const POST_TAG = '</mark>';

export function pageSearchRequest(
  query: string,
  indexName: string,
  facetFilters: FacetFilters,
): SearchRequest {
  return {
    indexName,
    query,
    hitsPerPage: HITS_TO_GROUP,
    attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    highlightPreTag: PRE_TAG,
    highlightPostTag: POST_TAG,
    snippetEllipsisText: '…',
    facetFilters,
    // No `distinct`: every hit counts, as in the modal's "See all {count}
    // results"; grouping lists each section once.
  };
}

/** What the page shows for a query: its pages, grouped, and the hits they hold. */
export interface PageResults {
  query: string;
  nbHits: number;
  groups: PageGroup[];
  /** The hits' ids in the engine's order, for the search analytics' items-viewed events. */
  objectIDs: string[];
}

export function toPageResults(query: string, hits: readonly SearchHit[], nbHits: number): PageResults {
  return {
    query,
    nbHits,
    groups: groupHitsByPage(hits, MAX_RESULTS_PER_GROUP),
    objectIDs: hits.map((hit) => hit.objectID),
  };
}
