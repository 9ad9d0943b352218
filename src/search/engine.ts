/**
 * The offline search engine: a MiniSearch index of page sections, shared by
 * the index build (Node) and the browser. An index must be loaded with the
 * options it was built with, so they live here once.
 *
 * Why sections, not records: MiniSearch indexes each document's fields; a
 * DocSearch record (one paragraph) repeats its page title and headings, and
 * indexing those for every paragraph made the file 207 KB gzipped, over the
 * 150 KB budget (134 KB as sections). A section (a page's intro, or one heading and its text) is indexed
 * once, with its page title, heading path and text as three fields; results
 * are then expanded back into DocSearch records: the section's own record
 * (page or heading) and the paragraphs that contain the matched words.
 *
 * Ranking, in order of what readers expect:
 * - titles outrank headings, headings outrank body text (field boosts);
 * - an exact word outranks a prefix of a longer one, which outranks a word
 *   one typo away (match weights 1 > PREFIX_WEIGHT > FUZZY_WEIGHT); only the
 *   last word, the one being typed, matches as a prefix (Algolia's
 *   `prefixLast`);
 * - a page's intro outranks its sections when both match equally.
 * Sections that match more of the query's words rank first, and a query of
 * three or more words may miss one (readers type questions, with words no
 * page uses); when nothing matches that many, the best matches are kept.
 */
// cspell:words minisearch sizefor
import MiniSearch, { type Options, type SearchOptions, type SearchResult as EngineResult } from 'minisearch';
import { lastWordTerms, processTerm, queryTerms, tokenize } from './tokenize';
import type { IndexFile, IndexedSection, RecordType, SearchRecord } from './types';
import { LEVELS } from './types';

/** Bump when the file layout, fields or tokenizer change: an old file is then rejected, not misread. */
export const INDEX_FORMAT_VERSION = 1;

export const FIELD_BOOSTS = { title: 6, headings: 3, content: 1 } as const;
export const PREFIX_WEIGHT = 0.6;
export const FUZZY_WEIGHT = 0.25;
const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.1,
  lvl3: 1.05,
  lvl4: 1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};
/** Score of a section's n-th matching paragraph, relative to the section: 0.9, 0.77, 0.65… so sections interleave. */
const BLOCK_FACTOR = 0.9;
const BLOCK_DECAY = 0.85;

type Field = keyof typeof FIELD_BOOSTS;
interface SectionDoc {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export const MINISEARCH_OPTIONS: Options<SectionDoc> = {
  idField: 'id',
  fields: Object.keys(FIELD_BOOSTS) as Field[],
  storeFields: [],
  tokenize,
  processTerm,
};

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

function siteRelative(url: string): string {
  const u = new URL(url);
  return u.pathname + u.hash;
}

/** Groups records (in page order) into sections: a page or heading record and the content records after it. */
export function toSections(records: readonly SearchRecord[]): IndexedSection[] {
  const sections: IndexedSection[] = [];
  let current: IndexedSection | undefined;
  for (const record of records) {
    if (record.type === 'content') {
      if (!current || current.u !== siteRelative(record.url)) {
        throw new Error(
          `search index: content record ${record.objectID} does not follow its section's record`,
        );
      }
      if (record.content) current.b.push(record.content);
      continue;
    }
    const h = LEVELS.map((l) => record.hierarchy[l] ?? '');
    while (h.length > 2 && !h[h.length - 1]) h.pop();
    current = {
      u: siteRelative(record.url),
      t: record.type,
      h,
      g: record.docusaurus_tag,
      ...(record.content ? { d: record.content } : {}),
      b: [],
    };
    sections.push(current);
  }
  return sections;
}

function toDoc(section: IndexedSection, id: number): SectionDoc {
  return {
    id,
    title: section.h[1] ?? '',
    headings: section.h.slice(2).join(' '),
    content: [section.d ?? '', ...section.b].join('\n'),
  };
}

/** Builds the file the browser fetches. Deterministic: the same records give the same bytes. */
export function buildIndexFile(records: readonly SearchRecord[]): IndexFile {
  const languages = new Set(records.map((r) => r.language));
  if (languages.size > 1)
    throw new Error(`search index: one language expected, got ${[...languages].join(', ')}`);
  const sections = toSections(records);
  const ms = new MiniSearch<SectionDoc>(MINISEARCH_OPTIONS);
  ms.addAll(sections.map(toDoc));
  return { v: INDEX_FORMAT_VERSION, language: [...languages][0] ?? 'en', sections, index: ms.toJSON() };
}

export interface LoadedIndex {
  engine: MiniSearch<SectionDoc>;
  language: string;
  sections: IndexedSection[];
  /** Terms of each section's heading (or page title and description) and paragraphs, tokenized on first use. */
  termCache: Map<string, Set<string>>;
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  if (file?.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.sections)) {
    throw new Error(
      `search index: format ${String(file?.v)} is not ${INDEX_FORMAT_VERSION}; rebuild the site`,
    );
  }
  // loadJS takes the parsed object; its parameter type is internal to MiniSearch.
  const engine = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  return { engine, language: file.language, sections: file.sections, termCache: new Map() };
}

function termsOf(index: LoadedIndex, text: string): Set<string> {
  let terms = index.termCache.get(text);
  if (!terms) {
    terms = new Set(tokenize(text));
    index.termCache.set(text, terms);
  }
  return terms;
}

/**
 * Tokenizes the paragraphs ahead of need, a slice per `schedule` call, so the
 * first broad query does not pay for it (about 50 ms for the whole site).
 */
export function warmTermCache(index: LoadedIndex, schedule: (step: () => void) => void): void {
  const texts = index.sections.flatMap((s) => s.b);
  let i = 0;
  const step = () => {
    const end = Math.min(texts.length, i + 150);
    for (; i < end; i++) termsOf(index, texts[i] ?? '');
    if (i < texts.length) schedule(step);
  };
  schedule(step);
}

/** One hit: a section's own record (`block` = -1) or one of its paragraphs. */
export interface EngineHit {
  section: number;
  block: number;
  score: number;
  /** The index terms that matched (exact, prefix or fuzzy): what gets highlighted. */
  terms: ReadonlySet<string>;
}

export interface EngineSearch {
  hits: EngineHit[];
  /** The query's terms, after tokenizing and dropping stop words. */
  queryTerms: string[];
}

function expand(index: LoadedIndex, result: EngineResult, boost: number): EngineHit[] {
  const id = result.id as number;
  const section = index.sections[id];
  if (!section) return [];
  const matched = new Set(result.terms);
  const overlap = (text: string) => {
    let n = 0;
    for (const t of termsOf(index, text)) if (matched.has(t)) n++;
    return n;
  };
  const score = result.score * boost;
  const own =
    section.t === 'lvl1'
      ? `${section.h[1] ?? ''} ${section.d ?? ''}`
      : (section.h[section.h.length - 1] ?? '');
  const blocks = section.b
    .map((text, block) => ({ block, n: overlap(text) }))
    .filter((b) => b.n > 0)
    .sort((a, b) => b.n - a.n || a.block - b.block);
  const hits: EngineHit[] = [];
  // The section's own record comes first when its heading matched, or when
  // nothing else in it did (it matched through its page title or parent headings).
  if (overlap(own) > 0 || blocks.length === 0) hits.push({ section: id, block: -1, score, terms: matched });
  blocks.forEach((b, rank) =>
    hits.push({
      section: id,
      block: b.block,
      score: score * BLOCK_FACTOR * BLOCK_DECAY ** rank,
      terms: matched,
    }),
  );
  return hits;
}

/** Searches the index; `keep` filters sections (facet filters). Hits come best first. */
export function searchIndex(
  index: LoadedIndex,
  query: string,
  keep: (section: IndexedSection) => boolean = () => true,
): EngineSearch {
  const terms = queryTerms(query);
  if (terms.length === 0) return { hits: [], queryTerms: [] };
  const typing = lastWordTerms(query);
  const options: SearchOptions = {
    // Terms are already tokenized and normalized by queryTerms().
    tokenize: (s) => s.split(' '),
    processTerm: (t) => t,
    boost: FIELD_BOOSTS,
    prefix: (term) => typing.has(term),
    fuzzy: (term) => maxTypos(term),
    maxFuzzy: 2,
    weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
    filter: (r) => {
      const section = index.sections[r.id as number];
      return section ? keep(section) : false;
    },
  };
  // Any word may match; sections matching more of the words come first (Algolia's "words" criterion), and
  // those missing more than one word of a long query (two of a short one) are left out.
  const found = index.engine.search(terms.join(' '), { ...options, combineWith: 'OR' });
  const coverage = (r: EngineResult) => r.queryTerms.length;
  const best = Math.max(0, ...found.map(coverage));
  const required = Math.min(best, terms.length <= 2 ? terms.length : terms.length - 1);
  const results = found
    .filter((r) => coverage(r) >= required)
    .sort((a, b) => coverage(b) - coverage(a) || b.score - a.score);
  const hits = results.flatMap((r) => {
    const section = index.sections[r.id as number];
    return expand(index, r, section ? TYPE_BOOST[section.t] : 1);
  });
  // Within a coverage tier, best score first; expansion keeps each section's records in order.
  const tier = new Map(results.map((r) => [r.id as number, coverage(r)]));
  hits.sort(
    (a, b) =>
      (tier.get(b.section) ?? 0) - (tier.get(a.section) ?? 0) ||
      b.score - a.score ||
      a.section - b.section ||
      a.block - b.block,
  );
  return { queryTerms: terms, hits };
}
