/**
 * The search request and answer, as Algolia defines them, shared by the clients, the worker, the
 * search page and the modal. The records and index shapes they carry are the engine's
 * (../engine/types.ts), re-exported here for the callers that read both.
 */
import type { Level, SearchRecord } from '../engine/types';

export * from '../engine/types';

/**
 * The objectID of the answer card's hit, which the modal shows first (src/search/answer/hit.ts): computed
 * for its query, never kept among recent searches or favorites (src/search/modal/storedSearches.ts).
 */
export const ANSWER_OBJECT_ID = 'answer-card';

export type FacetFilters = string | readonly (string | readonly string[])[];

/** The subset of Algolia search parameters the local client honours. */
export interface SearchParams {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToRetrieve?: readonly string[];
  attributesToSnippet?: readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  [other: string]: unknown;
}

export interface SearchRequest extends SearchParams {
  indexName: string;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
}

export type HierarchyHighlight = Partial<Record<Level, HighlightValue>>;

export interface SearchHit extends Omit<SearchRecord, 'weight' | 'language' | 'docusaurus_tag'> {
  language?: string;
  docusaurus_tag?: string;
  _highlightResult: {
    hierarchy: HierarchyHighlight;
    hierarchy_camel: HierarchyHighlight[];
    content?: HighlightValue;
  };
  _snippetResult: { hierarchy?: Partial<Record<Level, SnippetValue>>; content?: SnippetValue };
}

export interface SearchResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  exhaustiveNbHits: boolean;
  index: string;
}

export interface SearchResponse {
  results: SearchResult[];
}
