/**
 * Shapes shared by the index build, the local search client and the search
 * page. Records follow DocSearch's own shape (the one its crawler writes to
 * Algolia), so the same records feed the local index and `search:upload`.
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export interface Hierarchy {
  lvl0: string;
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
}

/** One DocSearch record: a page title, a heading, or a block of text under them. */
export interface SearchRecord {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  /** Absolute, with the anchor of the section the record belongs to. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  /** As the theme's `<meta name="docsearch:docusaurus_tag">` sets it for the page. */
  docusaurus_tag: string;
  /** DocSearch's custom ranking: pages first, then headings by level, then position on the page. */
  weight: { pageRank: number; level: number; position: number };
}

/**
 * One section of a page in the local index: the page's intro or one heading
 * with its text. Short keys: they repeat for every section.
 */
export interface IndexedSection {
  /** Site-relative URL, with the anchor of the heading. */
  u: string;
  /** Type of the section's own record: `lvl1` for the page, `lvl2`… for a heading. */
  t: RecordType;
  /** Hierarchy lvl0…lvlN, trailing empty levels dropped. */
  h: string[];
  /** docusaurus_tag. */
  g: string;
  /** Content of the section's own record: a page's description. */
  d?: string;
  /** The section's paragraphs: one content record each. */
  b: string[];
}

/** The static file the browser fetches: `/search-index.<hash>.json`. */
export interface IndexFile {
  /** Format version, bumped when the layout or tokenizer changes. */
  v: number;
  language: string;
  sections: IndexedSection[];
  /** `MiniSearch#toJSON()` output; document ids are indexes into `sections`. */
  index: unknown;
}

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
