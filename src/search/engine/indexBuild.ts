/**
 * Building the index file (./indexFormat.ts has the format): the build
 * plugin writes the head and its parts, Node callers (tests, benchmarks, the
 * MCP server's bundle) take it whole with the parts inline.
 */
// cspell:words minisearch
import MiniSearch from 'minisearch';
import { ERRORS_ROUTE } from '../../data/errors/route';
import { compoundsOf, tokenizer } from './tokenize';
import { twoWordLabels } from './vocabulary';
import type { IndexChunk, IndexedSection, IndexFile, IndexShard, PageHead, SearchRecord } from './types';
import { RECORD_TYPES } from './types';
import {
  INDEX_FORMAT_VERSION,
  MINISEARCH_OPTIONS,
  PREFIX_SHARDS,
  CHUNK_BYTES,
  ownText,
  SHARD_BYTES,
  pageUrl,
  toDoc,
  toSections,
  type SectionDoc,
} from './indexFormat';

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

/** The sections (ids, as MiniSearch keys them) that hold a term in any field. */
function sectionsHolding(fields: IndexShard['i'][number][1]): Set<string> {
  return new Set(Object.values(fields).flatMap((byDoc) => Object.keys(byDoc)));
}

/**
 * The prefixes of `terms` (sorted) whose completions span more than PREFIX_SHARDS shards, each with the
 * PREFIX_SHARDS shards whose completions are in the most sections (`frequency`, by term): what a word being
 * typed completes in (./indexFormat.ts). Ties go to the earlier shard.
 */
export function prefixShards(
  terms: readonly string[],
  frequency: readonly number[],
  shardStarts: readonly number[],
): Record<string, number[]> {
  const shardOf: number[] = [];
  shardStarts.forEach((from, k) => {
    const to = shardStarts[k + 1] ?? terms.length;
    for (let at = from; at < to; at += 1) shardOf[at] = k;
  });
  // Sorted terms: a prefix's completions are one run, from its first term to its last.
  const runOf = new Map<string, { first: number; last: number }>();
  terms.forEach((term, at) => {
    for (let length = 1; length <= term.length; length += 1) {
      const prefix = term.slice(0, length);
      const run = runOf.get(prefix);
      if (run) run.last = at;
      else runOf.set(prefix, { first: at, last: at });
    }
  });
  const out: Record<string, number[]> = {};
  for (const [prefix, { first, last }] of runOf) {
    if ((shardOf[last] ?? 0) - (shardOf[first] ?? 0) < PREFIX_SHARDS) continue;
    const weight = new Map<number, number>();
    for (let at = first; at <= last; at += 1) {
      const shard = shardOf[at] ?? 0;
      weight.set(shard, (weight.get(shard) ?? 0) + (frequency[at] ?? 0));
    }
    out[prefix] = [...weight]
      .sort(([a, wa], [b, wb]) => wb - wa || a - b)
      .slice(0, PREFIX_SHARDS)
      .map(([shard]) => shard)
      .sort((a, b) => a - b);
  }
  return out;
}

/** The index, in parts, before the parts have file names (the build names them by content). */
export interface IndexParts {
  head: Omit<IndexFile, 'parts'>;
  shards: IndexShard[];
  chunks: IndexChunk[];
}

/** The pages, and each section's type and field lengths (in `x`, three numbers per section). */
function pageHeads(
  sections: readonly IndexedSection[],
  fieldLength: Record<string, number[]>,
): { pages: PageHead[]; x: number[] } {
  const pages: PageHead[] = [];
  const x: number[] = [];
  sections.forEach((section, id) => {
    const lengths = fieldLength[String(id)] ?? [0, 0, 0, 0];
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
        ...(lengths[3] ? { kl: lengths[3] } : {}),
      });
    if (lengths[3] && section.t !== 'lvl1')
      throw new Error(`search index: ${section.u} has keywords, and only a page's own section may`);
    x.push(RECORD_TYPES.indexOf(section.t), lengths[1] ?? 0, lengths[2] ?? 0);
  });

  return { pages, x };
}

/** Each error pattern with its entry's section on /errors/, found by the entry's anchor. */
function errorSections(
  sections: readonly IndexedSection[],
  errors: readonly { i: string; c?: string; x: string[] }[],
): { i: string; c?: string; x: string[]; s: number }[] {
  const sectionOf = new Map<string, number>();
  sections.forEach((section, at) => {
    const [path, anchor] = section.u.split('#');
    if (anchor && path?.endsWith(ERRORS_ROUTE)) sectionOf.set(anchor, at);
  });
  return errors.flatMap((p) => {
    const s = sectionOf.get(p.i);
    return s === undefined ? [] : [{ ...p, s }];
  });
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
  // Two-word names the pages write as one (`PermissionSet`), and Setup's labels of two words (`Change Sets`),
  // are also found as one where they write two words.
  const tokenize = tokenizer(
    compoundsOf(
      sections.flatMap((s) => [...s.h, s.d ?? '', ...s.b]),
      twoWordLabels(),
    ),
  );
  const ms = new MiniSearch<SectionDoc>({ ...MINISEARCH_OPTIONS, tokenize });
  ms.addAll(sections.map(toDoc));
  const json = ms.toJSON() as unknown as {
    index: IndexShard['i'];
    fieldLength: Record<string, number[]>;
    averageFieldLength: number[];
  };

  const { pages, x } = pageHeads(sections, json.fieldLength);

  // Where each term is in each section: its own text, its paragraphs.
  const own = sections.map((s) => new Set(tokenize(ownText(s))));
  const blocks = sections.map((s) => s.b.map((text) => new Set(tokenize(text))));
  const entries = [...json.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const placesOf = (term: string, fields: IndexShard['i'][number][1]): Record<string, number[]> => {
    const out: Record<string, number[]> = {};
    for (const doc of [...sectionsHolding(fields)].sort((a, b) => Number(a) - Number(b))) {
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

  const prefixes = prefixShards(
    placed.map((e) => e.term),
    placed.map((e) => sectionsHolding(e.fields).size),
    shardStarts,
  );

  // A hit shows a section's text, never its keywords: they stay in the postings.
  const shown = sections.map(({ kw: _keywords, ...rest }) => rest);
  // Runs of sections of about CHUNK_BYTES: bench:scale measured chunks of one page each (more, smaller
  // files) slower on a phone than these, since every request waits its own round trip.
  const chunkStarts = runs(shown, (s) => JSON.stringify(s).length, CHUNK_BYTES);
  const chunks = chunkStarts.map((from, k) => ({
    from,
    sections: shown.slice(from, chunkStarts[k + 1] ?? shown.length),
  }));

  const e = errorSections(sections, errors);

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
      ...(Object.keys(prefixes).length > 0 ? { w: prefixes } : {}),
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
