/**
 * The floor of src/search (issue 43): the records and the index file's shapes, which the engine
 * builds and reads and every other folder passes on. Records follow DocSearch's own shape (the one
 * its crawler writes to Algolia), so the same records feed the local index and `search:upload`.
 * Imports nothing but the site model's page kinds (a type).
 */

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

export type RecordType = Exclude<Level, 'lvl0'> | 'content';

import type { PageKind } from '../../site/pageKind';

export type { PageKind } from '../../site/pageKind';

/**
 * Each kind's `weight.pageRank` in the records, the first key of the Algolia
 * index's customRanking (scripts/search-upload.ts), so both back ends rank
 * kinds in the same order. The local index reads the kind back from it.
 */
export const PAGE_RANK: Readonly<Record<PageKind, number>> = {
  docs: 4,
  hub: 3,
  faq: 2,
  blog: 1,
  contributors: 0,
};

/** The kind whose `weight.pageRank` is `rank`; an unknown rank reads as docs. */
export function kindOfPageRank(rank: number): PageKind {
  return (Object.keys(PAGE_RANK) as PageKind[]).find((k) => PAGE_RANK[k] === rank) ?? 'docs';
}

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
  /**
   * The page record's (lvl1) only: its page's `keywords` front matter, readers' words for what the page
   * answers. Searched (a field of its own in the local index, a searchable attribute in Algolia), never shown.
   */
  keywords?: string[];
  /** DocSearch's custom ranking: by page kind ({@link PAGE_RANK}), then pages before headings by level, then position on the page. */
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
  /** The page's kind; absent for docs, the commonest. */
  k?: Exclude<PageKind, 'docs'>;
  /** Content of the section's own record: a page's description. */
  d?: string;
  /** The section's paragraphs: one content record each. */
  b: string[];
  /** A page's section (lvl1) only: its keywords. Indexed, left out of the chunks (nothing shows them). */
  kw?: string[];
}

/** The static file the browser fetches: `/search-index.<hash>.json`. */
/**
 * The offline index as the browser fetches it (format 4: the split of issue 26): a small
 * head file and parts fetched as a query needs them, so the first query's
 * download does not grow with the site. The head (`search-index.<hash>.json`)
 * holds every indexed term (prefix and typo matches are found there, before
 * any posting is fetched), the pages' titles and kinds, each section's type
 * and field lengths (what the ranking weighs), and the names of the parts:
 * posting shards by term range (`assets/search-index/shard.<hash>.json`)
 * and section chunks, one page's each (`assets/search-index/chunk.<hash>.json`,
 * the text a hit shows).
 * Node callers read it whole, with its parts inline (`parts`).
 */
export interface IndexFile {
  /** Format version, bumped when the layout or tokenizer changes. */
  v: number;
  language: string;
  /** Sections in all. */
  n: number;
  /** MiniSearch's average field lengths, by field id (title, headings, content, keywords): BM25 over any set of postings. */
  a: number[];
  /** Every indexed term, sorted. */
  terms: string[];
  /** Posting shards: shard i holds the postings of terms[s[i].from] up to the next shard's first. */
  s: IndexPartRef[];
  /** Section chunks: chunk i holds sections c[i].from up to the next chunk's first. */
  c: IndexPartRef[];
  /** Pages, in order, each with its sections' count. */
  p: PageHead[];
  /** Per section, flat: its record type's index in RECORD_TYPES, its headings' and its content's lengths. */
  x: number[];
  /**
   * The error entries' texts (src/data/errors), so that a pasted error puts its entry on /errors/
   * first (issue 24): `i` is the entry's id, its section's anchor; `c` its status code; `x` its texts;
   * `s` its section's index.
   */
  e?: { i: string; c?: string; x: string[]; s: number }[];
  /**
   * A word being typed whose completions span more than PREFIX_SHARDS posting shards (../engine/indexFormat.ts)
   * → the shards it completes in: those holding its most frequent completions. Absent: every completion.
   */
  w?: Record<string, number[]>;
  /** The parts, inline: what Node callers (tests, benchmarks, the docs MCP server) read. */
  parts?: { shards: IndexShard[]; chunks: IndexChunk[] };
}

export interface IndexPartRef {
  from: number;
  /** The part's file name, beside the head file. */
  file: string;
}

export interface PageHead {
  /** Site-relative URL, without anchor. */
  u: string;
  /** lvl0: the page's section of the site. */
  l: string;
  /** Title (lvl1). */
  t: string;
  /** docusaurus_tag. */
  g: string;
  /** The page's kind; absent for docs. */
  k?: Exclude<PageKind, 'docs'>;
  /** Sections of the page. */
  n: number;
  /** The title's length as MiniSearch counts it. */
  tl: number;
  /** Its keywords' length as MiniSearch counts them (the page's section's keywords field); absent for none. */
  kl?: number;
}

/** Postings of a range of terms. */
export interface IndexShard {
  /** MiniSearch's serialized postings: [term, { fieldId: { section: frequency } }]. */
  i: [string, Record<string, Record<string, number>>][];
  /** Where in each section a term is: its own text (-1) and its paragraphs (0…), for the hits a section yields. */
  m: Record<string, Record<string, number[]>>;
}

export interface IndexChunk {
  from: number;
  sections: IndexedSection[];
}

export const RECORD_TYPES: readonly RecordType[] = [
  'lvl1',
  'lvl2',
  'lvl3',
  'lvl4',
  'lvl5',
  'lvl6',
  'content',
];
