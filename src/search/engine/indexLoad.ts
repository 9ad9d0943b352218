/**
 * Loading the index file (./indexFormat.ts has the format), whole or part by
 * part: the head first, then the posting shards a query's terms need
 * (`missingShards`) and the section chunks its hits need (`missingChunks`),
 * each added as it arrives (`addShard`, `addChunk`); `engineOf` rebuilds the
 * MiniSearch engine over the postings loaded so far.
 */
// cspell:words minisearch
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { createMatcher, type Matcher } from '../../data/errors/match';
import type {
  IndexChunk,
  IndexFile,
  IndexPartRef,
  IndexShard,
  IndexedSection,
  PageHead,
  PageKind,
  RecordType,
} from './types';
import { RECORD_TYPES } from './types';
import { FIELDS, INDEX_FORMAT_VERSION, MINISEARCH_OPTIONS, type SectionDoc } from './indexFormat';

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
    // Keywords are the page's own section's (lvl1) field only.
    const keywords = head.type === 'lvl1' ? (head.page.kl ?? 0) : 0;
    fieldLength[id] = [head.page.tl, file.x[id * 3 + 1] ?? 0, file.x[id * 3 + 2] ?? 0, keywords];
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

/**
 * The shards a word being typed completes in, when the index bounds them (IndexFile['w'], PREFIX_SHARDS in
 * ./indexFormat.ts); undefined when it completes to every term it begins.
 */
export function boundedPrefix(index: LoadedIndex, term: string): readonly number[] | undefined {
  return index.file.w?.[term];
}

/**
 * The terms a search term may match: itself, the terms it begins (`prefix`: those in its bounded shards only,
 * when the index bounds them), those within `typos` edits.
 */
export function candidateTerms(index: LoadedIndex, term: string, prefix: boolean, typos: number): string[] {
  const tree = termTreeOf(index);
  const out = new Set<string>();
  if (index.vocabulary.has(term)) out.add(term);
  const bounded = prefix ? boundedPrefix(index, term) : undefined;
  if (prefix)
    for (const [t, at] of tree.atPrefix(term))
      if (!bounded || bounded.includes(partAt(index.file.s, at))) out.add(t);
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
