/**
 * The index file: how the build turns DocSearch records into the file the
 * browser fetches (sections, MiniSearch serialized), and how a client loads it
 * back. An index must be loaded with the options it was built with, so they
 * live here once. Why sections, not records: see ./search.ts.
 */
// cspell:words minisearch
import MiniSearch, { type Options } from 'minisearch';
import { createMatcher, type Matcher } from '../../data/errors/match';
import { ERRORS_ROUTE } from '../../data/errors/route';
import { processTerm, tokenize } from './tokenize';
import type { IndexFile, IndexedSection, SearchRecord } from '../protocol/types';
import { kindOfPageRank, LEVELS } from '../protocol/types';

/** Bump when the file layout, fields or tokenizer change: an old file is then rejected, not misread. */
export const INDEX_FORMAT_VERSION = 2;

export const FIELD_BOOSTS = { title: 6, headings: 3, content: 1 } as const;

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

/** Builds the file the browser fetches. Deterministic: the same records give the same bytes. */
export function buildIndexFile(records: readonly SearchRecord[], errors: IndexFile['e'] = []): IndexFile {
  const languages = new Set(records.map((r) => r.language));
  if (languages.size > 1)
    throw new Error(`search index: one language expected, got ${[...languages].join(', ')}`);
  const sections = toSections(records);
  const ms = new MiniSearch<SectionDoc>(MINISEARCH_OPTIONS);
  ms.addAll(sections.map(toDoc));
  return {
    v: INDEX_FORMAT_VERSION,
    language: [...languages][0] ?? 'en',
    sections,
    index: ms.toJSON(),
    ...(errors.length > 0 ? { e: errors } : {}),
  };
}

export interface LoadedIndex {
  engine: MiniSearch<SectionDoc>;
  language: string;
  sections: IndexedSection[];
  /** Terms of each section's heading (or page title and description) and paragraphs, tokenized on first use. */
  termCache: Map<string, Set<string>>;
  /** Every indexed term, to tell a typed word that no page uses from one that some page does. */
  vocabulary: ReadonlySet<string>;
  /** The error entries' matcher and sections, built on the first query long enough to be an error (./search.ts). */
  errors: { patterns: NonNullable<IndexFile['e']>; lookup?: ErrorLookup };
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
    const ids = new Set(errors.patterns.map((p) => p.i));
    const sectionOf = new Map<string, number>();
    index.sections.forEach((section, at) => {
      const [path, anchor] = section.u.split('#');
      if (anchor && path?.endsWith(ERRORS_ROUTE) && ids.has(anchor)) sectionOf.set(anchor, at);
    });
    errors.lookup = {
      matcher: createMatcher(
        errors.patterns.map((p) => ({ id: p.i, ...(p.c ? { code: p.c } : {}), texts: p.x })),
      ),
      sectionOf,
    };
  }
  return errors.lookup;
}

export function loadIndexFile(file: IndexFile): LoadedIndex {
  if (file?.v !== INDEX_FORMAT_VERSION || !Array.isArray(file.sections)) {
    throw new Error(
      `search index: format ${String(file?.v)} is not ${INDEX_FORMAT_VERSION}; rebuild the site`,
    );
  }
  // loadJS takes the parsed object; its parameter type is internal to MiniSearch.
  const engine = MiniSearch.loadJS(file.index as Parameters<typeof MiniSearch.loadJS>[0], MINISEARCH_OPTIONS);
  // MiniSearch's serialized form lists the index as [term, postings] pairs.
  const terms = (file.index as { index?: unknown }).index;
  const vocabulary = new Set(
    Array.isArray(terms) ? terms.map((entry) => String((entry as unknown[])[0])) : [],
  );
  return {
    engine,
    language: file.language,
    sections: file.sections,
    termCache: new Map(),
    vocabulary,
    errors: { patterns: Array.isArray(file.e) ? file.e : [] },
  };
}

export function termsOf(index: LoadedIndex, text: string): Set<string> {
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
