/**
 * The index file: how the build turns DocSearch records into what the
 * browser fetches, and how a client loads it back, whole or part by part.
 * An index must be loaded with the options it was built with, so they live
 * here once. Why sections, not records: see ./search.ts.
 *
 * Format 3 (issue 26) splits the index so that what a query downloads does
 * not grow with the site (the layout: IndexFile in ../protocol/types.ts):
 * - the head file holds what every query needs and what the ranking weighs
 *   for every matching section: the terms, the pages' titles, kinds and tags,
 *   each section's type and field lengths, the error entries' texts;
 * - posting shards hold the postings of a range of sorted terms (a prefix's
 *   terms sit together), with, for each section, which of its paragraphs
 *   hold the term: enough to rank and count every hit without its text;
 * - section chunks hold the text of a run of sections, fetched only for the
 *   hits shown.
 * A query first asks for the shards of the terms it may match (its words,
 * their prefix and typo matches, their vocabulary phrases: `shardsFor`),
 * then for the chunks of the hits it returns (`chunksFor`); the ranking is
 * the same as over the whole index, which Node callers load at once.
 */
// cspell:words minisearch
import MiniSearch, { type Options } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { createMatcher, type Matcher } from '../../data/errors/match';
import { ERRORS_ROUTE } from '../../data/errors/route';
import { processTerm, tokenize } from './tokenize';
import type {
  IndexChunk,
  IndexFile,
  IndexPartRef,
  IndexShard,
  IndexedSection,
  PageHead,
  PageKind,
  RecordType,
  SearchRecord,
} from '../protocol/types';
import { kindOfPageRank, LEVELS, RECORD_TYPES } from '../protocol/types';

/** Bump when the file layout, fields or tokenizer change: an old file is then rejected, not misread. */
export const INDEX_FORMAT_VERSION = 3;

export const FIELD_BOOSTS = { title: 6, headings: 3, content: 1 } as const;
/** Raw JSON bytes a posting shard and a section chunk aim at (about a quarter of that gzipped). */
export const SHARD_BYTES = 16_000;
export const CHUNK_BYTES = 12_000;

type Field = keyof typeof FIELD_BOOSTS;
const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];
interface SectionDoc {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export const MINISEARCH_OPTIONS: Options<SectionDoc> = {
  idField: 'id',
  fields: FIELDS,
  storeFields: [],
  tokenize,
  processTerm,
};
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
    const kind = kindOfPageRank(record.weight.pageRank);
    current = {
      u: siteRelative(record.url),
      t: record.type,
      h,
      g: record.docusaurus_tag,
      ...(kind === 'docs' ? {} : { k: kind }),
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

/** The text of a section's own record as the ranking reads it: a page's title and description, or its heading. */
export function ownText(section: IndexedSection): string {
  return section.t === 'lvl1'
    ? `${section.h[1] ?? ''} ${section.d ?? ''}`
    : (section.h[section.h.length - 1] ?? '');
}

function pageUrl(section: IndexedSection): string {
  return section.u.replace(/#.*$/, '');
}

/** Cuts `items` into runs of about `bytes` of JSON each; returns each run's first position. */
function runs<T>(items: readonly T[], size: (item: T) => number, bytes: number): number[] {
  const starts: number[] = [];
  let used = Infinity;
  items.forEach((item, i) => {
    if (used >= bytes) {
      starts.push(i);
      used = 0;
    }
    used += size(item);
  });
  return starts;
}

/** The index, in parts, before the parts have file names (the build names them by content). */
export interface IndexParts {
  head: Omit<IndexFile, 'parts'>;
  shards: IndexShard[];
  chunks: IndexChunk[];
}

/** Builds the index's head and parts. Deterministic: the same records give the same bytes. */
export function buildIndexParts(
  records: readonly SearchRecord[],
  errors: { i: string; c?: string; x: string[] }[] = [],
): IndexParts {
  const languages = new Set(records.map((r) => r.language));
  if (languages.size > 1)
    throw new Error(`search index: one language expected, got ${[...languages].join(', ')}`);
  const sections = toSections(records);
  const ms = new MiniSearch<SectionDoc>(MINISEARCH_OPTIONS);
  ms.addAll(sections.map(toDoc));
  const json = ms.toJSON() as unknown as {
    index: IndexShard['i'];
    fieldLength: Record<string, number[]>;
    averageFieldLength: number[];
  };

  // Pages, and each section's type and field lengths.
  const pages: PageHead[] = [];
  const x: number[] = [];
  sections.forEach((section, id) => {
    const lengths = json.fieldLength[String(id)] ?? [0, 0, 0];
    const last = pages[pages.length - 1];
    if (last && last.u === pageUrl(section)) last.n += 1;
    else
      pages.push({
        u: pageUrl(section),
        l: section.h[0] ?? '',
        t: section.h[1] ?? '',
        g: section.g,
        ...(section.k ? { k: section.k } : {}),
        n: 1,
        tl: lengths[0] ?? 0,
      });
    x.push(RECORD_TYPES.indexOf(section.t), lengths[1] ?? 0, lengths[2] ?? 0);
  });

  // Where each term is in each section: its own text, its paragraphs.
  const own = sections.map((s) => new Set(tokenize(ownText(s))));
  const blocks = sections.map((s) => s.b.map((text) => new Set(tokenize(text))));
  const entries = [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const placesOf = (term: string, fields: IndexShard['i'][number][1]): Record<string, number[]> => {
    const out: Record<string, number[]> = {};
    const docs = new Set(Object.values(fields).flatMap((byDoc) => Object.keys(byDoc)));
    for (const doc of [...docs].sort((a, b) => Number(a) - Number(b))) {
      const id = Number(doc);
      const places: number[] = own[id]?.has(term) ? [-1] : [];
      blocks[id]?.forEach((terms, block) => {
        if (terms.has(term)) places.push(block);
      });
      if (places.length > 0) out[doc] = places;
    }
    return out;
  };
  const placed = entries.map(([term, fields]) => ({ term, fields, places: placesOf(term, fields) }));
  const shardStarts = runs(
    placed,
    (e) => JSON.stringify(e.fields).length + JSON.stringify(e.places).length + e.term.length,
    SHARD_BYTES,
  );
  const shards = shardStarts.map((from, k) => {
    const slice = placed.slice(from, shardStarts[k + 1] ?? placed.length);
    const m: IndexShard['m'] = {};
    for (const e of slice) if (Object.keys(e.places).length > 0) m[e.term] = e.places;
    return { i: slice.map((e): IndexShard['i'][number] => [e.term, e.fields]), m };
  });

  // Runs of sections of about CHUNK_BYTES: bench:scale measured chunks of one page each (more, smaller
  // files) slower on a phone than these, since every request waits its own round trip.
  const chunkStarts = runs(sections, (s) => JSON.stringify(s).length, CHUNK_BYTES);
  const chunks = chunkStarts.map((from, k) => ({
    from,
    sections: sections.slice(from, chunkStarts[k + 1] ?? sections.length),
  }));

  // An error entry's section on /errors/, by its anchor.
  const sectionOf = new Map<string, number>();
  sections.forEach((section, at) => {
    const [path, anchor] = section.u.split('#');
    if (anchor && path?.endsWith(ERRORS_ROUTE)) sectionOf.set(anchor, at);
  });
  const e = errors.flatMap((p) => {
    const s = sectionOf.get(p.i);
    return s === undefined ? [] : [{ ...p, s }];
  });

  return {
    head: {
      v: INDEX_FORMAT_VERSION,
      language: [...languages][0] ?? 'en',
      n: sections.length,
      a: json.averageFieldLength,
      terms: entries.map(([term]) => term),
      s: shardStarts.map((from) => ({ from, file: '' })),
      c: chunkStarts.map((from) => ({ from, file: '' })),
      p: pages,
      x,
      ...(e.length > 0 ? { e } : {}),
    },
    shards,
    chunks,
  };
}

/** The whole index in one object, its parts inline: what Node callers read (tests, benchmarks, the MCP server). */
export function buildIndexFile(
  records: readonly SearchRecord[],
  errors: { i: string; c?: string; x: string[] }[] = [],
): IndexFile {
  const { head, shards, chunks } = buildIndexParts(records, errors);
  return { ...head, parts: { shards, chunks } };
}

/** One section's head: what the ranking reads of it without its text. */
export interface SectionHead {
  readonly page: PageHead;
  readonly type: RecordType;
  readonly kind: PageKind;
}

export interface LoadedIndex {
  readonly file: IndexFile;
  language: string;
  /** Each section's page and type, for every section. */
  readonly heads: readonly SectionHead[];
  /** Sections' texts, as their chunks arrive (all of them for an index loaded whole). */
  readonly sections: IndexedSection[];
  /** The MiniSearch index over the postings loaded so far; rebuilt when a shard arrives. */
  engine: MiniSearch<SectionDoc>;
  /** Where each loaded term is in each section (IndexShard['m']). */
  readonly places: Map<string, Record<string, number[]>>;
  readonly shardsLoaded: Set<number>;
  readonly chunksLoaded: Set<number>;
  /** Every indexed term, to tell a typed word that no page uses from one that some page does. */
  readonly vocabulary: ReadonlySet<string>;
  /** The terms as a radix tree, for prefix and typo lookups before their postings are fetched. */
  termTree?: SearchableMap<number>;
  /** Terms of page titles, tokenized on first use (./search.ts). */
  termCache: Map<string, Set<string>>;
  /** The error entries' matcher, built on the first query long enough to be an error (./search.ts). */
  errors: { patterns: NonNullable<IndexFile['e']>; lookup?: ErrorLookup };
  /** Postings loaded so far, and whether the engine has them all. */
  postings: IndexShard['i'];
  stale: boolean;
}

export interface ErrorLookup {
  readonly matcher: Matcher;
  /** An entry's id → the index of its section on /errors/. */
  readonly sectionOf: ReadonlyMap<string, number>;
}

/** The matcher over the index's error texts and the entries' sections, built once. */
export function errorLookupOf(index: LoadedIndex): ErrorLookup | undefined {
  const { errors } = index;
  if (errors.patterns.length === 0) return undefined;
  if (!errors.lookup) {
    errors.lookup = {
      matcher: createMatcher(
        errors.patterns.map((p) => ({ id: p.i, ...(p.c ? { code: p.c } : {}), texts: p.x })),
      ),
      sectionOf: new Map(errors.patterns.map((p) => [p.i, p.s])),
    };
  }
  return errors.lookup;
}

function heads(file: IndexFile): SectionHead[] {
  const out: SectionHead[] = [];
  for (const page of file.p) {
    for (let k = 0; k < page.n; k++) {
      const at = out.length;
      out.push({ page, type: RECORD_TYPES[file.x[at * 3] ?? 6] ?? 'content', kind: page.k ?? 'docs' });
    }
  }
  return out;
}

function emptyEngine(): MiniSearch<SectionDoc> {
  return new MiniSearch<SectionDoc>(MINISEARCH_OPTIONS);
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  if (file?.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.terms) || !Array.isArray(file.p)) {
    throw new Error(
      `search index: format ${String(file?.v)} is not ${INDEX_FORMAT_VERSION}; rebuild the site`,
    );
  }
  const index: LoadedIndex = {
    file,
    language: file.language,
    heads: heads(file),
    sections: [],
    engine: emptyEngine(),
    places: new Map(),
    shardsLoaded: new Set(),
    chunksLoaded: new Set(),
    vocabulary: new Set(file.terms),
    termCache: new Map(),
    errors: { patterns: Array.isArray(file.e) ? file.e : [] },
    postings: [],
    stale: false,
  };
  if (index.heads.length !== file.n) throw new Error('search index: the pages do not add up to its sections');
  file.parts?.shards.forEach((shard, i) => addShard(index, i, shard));
  file.parts?.chunks.forEach((chunk, i) => addChunk(index, i, chunk));
  return index;
}

/** Adds a fetched posting shard; the engine picks it up on the next search. */
export function addShard(index: LoadedIndex, at: number, shard: IndexShard): void {
  if (index.shardsLoaded.has(at)) return;
  if (!Array.isArray(shard?.i) || typeof shard.m !== 'object')
    throw new Error(`search index: shard ${at} is unreadable`);
  index.shardsLoaded.add(at);
  for (const entry of shard.i) index.postings.push(entry);
  for (const [term, places] of Object.entries(shard.m)) index.places.set(term, places);
  index.stale = true;
}

/** Adds a fetched section chunk. */
export function addChunk(index: LoadedIndex, at: number, chunk: IndexChunk): void {
  if (index.chunksLoaded.has(at)) return;
  if (!Array.isArray(chunk?.sections) || chunk.from !== index.file.c[at]?.from)
    throw new Error(`search index: chunk ${at} is unreadable`);
  index.chunksLoaded.add(at);
  chunk.sections.forEach((section, k) => (index.sections[chunk.from + k] = section));
}

/** The MiniSearch index over the postings loaded so far. */
export function engineOf(index: LoadedIndex): MiniSearch<SectionDoc> {
  if (!index.stale) return index.engine;
  const { file } = index;
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  index.heads.forEach((head, id) => {
    documentIds[id] = id;
    fieldLength[id] = [head.page.tl, file.x[id * 3 + 1] ?? 0, file.x[id * 3 + 2] ?? 0];
  });
  // loadJS takes MiniSearch's serialized form, whose type is internal to MiniSearch.
  index.engine = MiniSearch.loadJS(
    {
      documentCount: file.n,
      nextId: file.n,
      documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
      fieldLength,
      averageFieldLength: file.a,
      storedFields: {},
      dirtCount: 0,
      index: index.postings,
      serializationVersion: 2,
    } as unknown as Parameters<typeof MiniSearch.loadJS>[0],
    MINISEARCH_OPTIONS,
  );
  index.stale = false;
  return index.engine;
}

/** The part (shard or chunk) whose range holds position `at`: the last whose `from` is at most `at`. */
function partAt(refs: readonly IndexPartRef[], at: number): number {
  let lo = 0;
  let hi = refs.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((refs[mid]?.from ?? 0) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The terms as a radix tree (term → its position), built on first use. */
function termTreeOf(index: LoadedIndex): SearchableMap<number> {
  if (!index.termTree) {
    const tree = new SearchableMap<number>();
    index.file.terms.forEach((t, i) => tree.set(t, i));
    index.termTree = tree;
  }
  return index.termTree;
}

/** The terms a search term may match: itself, the terms it begins (`prefix`), those within `typos` edits. */
export function candidateTerms(index: LoadedIndex, term: string, prefix: boolean, typos: number): string[] {
  const tree = termTreeOf(index);
  const out = new Set<string>();
  if (index.vocabulary.has(term)) out.add(term);
  if (prefix) for (const [t] of tree.atPrefix(term)) out.add(t);
  if (typos > 0) for (const t of tree.fuzzyGet(term, typos).keys()) out.add(t);
  return [...out];
}

/** The shards holding `terms`' postings that are not loaded yet. */
export function missingShards(index: LoadedIndex, terms: Iterable<string>): number[] {
  const tree = termTreeOf(index);
  const out = new Set<number>();
  for (const term of terms) {
    const at = tree.get(term);
    if (at === undefined) continue;
    const shard = partAt(index.file.s, at);
    if (!index.shardsLoaded.has(shard)) out.add(shard);
  }
  return [...out].sort((a, b) => a - b);
}

/** The chunks holding `sections`' texts that are not loaded yet. */
export function missingChunks(index: LoadedIndex, sections: Iterable<number>): number[] {
  const out = new Set<number>();
  for (const id of sections) {
    if (index.sections[id]) continue;
    const chunk = partAt(index.file.c, id);
    if (!index.chunksLoaded.has(chunk)) out.add(chunk);
  }
  return [...out].sort((a, b) => a - b);
}

/** A head file with its parts read in (`read` returns a part's parsed JSON by file name): the whole index. */
export function withParts(head: IndexFile, read: (file: string) => unknown): IndexFile {
  return {
    ...head,
    parts: {
      shards: head.s.map((ref) => read(ref.file) as IndexShard),
      chunks: head.c.map((ref) => read(ref.file) as IndexChunk),
    },
  };
}
