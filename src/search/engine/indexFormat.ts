/**
 * The index file's format, shared by the build (./indexBuild.ts) and the
 * clients that load it (./indexLoad.ts): its version, fields and MiniSearch
 * options (an index must be loaded with the options it was built with, so
 * they live here once), and how DocSearch records become sections. Why
 * sections, not records: see ./search.ts.
 *
 * Format 3 (issue 26) splits the index so that what a query downloads does
 * not grow with the site (the layout: IndexFile in ./types.ts):
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
 * Format 4 is format 3 read by a tokenizer that folds `-es` plurals; format 5
 * adds the hub page kind (pageRank 3, docs 4); format 6 indexes two words the
 * pages also write as one name ("permission set", `PermissionSet`) as that
 * name too (`tokenizer` in ./tokenize.ts); format 7 bounds what a word being typed fetches (`w`, PREFIX_SHARDS); format 8 adds
 * the pages' keywords as a fourth field, on each page's own section (`kw`, its length the page head's `kl`).
 */
// cspell:words minisearch
import type { Options } from 'minisearch';
import { processTerm, tokenize } from './tokenize';
import type { IndexedSection, SearchRecord } from './types';
import { kindOfPageRank, LEVELS } from './types';

/**
 * The name of the index's head file at the site's root (`search-index.<content hash>.json`, written by
 * src/plugins/search-index): the build manifest names it (src/agents/manifest.ts), and scripts find it
 * in a build folder by it.
 */
export const INDEX_HEAD_PATTERN = /^search-index\.[0-9a-f]+\.json$/;

/** Bump when the file layout, fields or tokenizer change: an old file is then rejected, not misread. */
export const INDEX_FORMAT_VERSION = 8;
/**
 * The posting shards a word being typed may complete in. "p" completes to every term that starts with it, and
 * their postings grow with the site's pages (3 shards of 40 on this site, more on a larger one). A prefix
 * whose completions span more shards completes only in the PREFIX_SHARDS shards holding its most
 * frequent completions (the head's `w`), in the browser and in Node alike, so the first keystroke's
 * download stays the same at any size.
 */
export const PREFIX_SHARDS = 2;

/**
 * Field weights. Keywords (a page's `keywords` front matter, readers' words for what it answers) weigh as
 * body text: a page whose text holds the words, or whose keywords do, is as likely to answer.
 */
export const FIELD_BOOSTS = {
  title: 6,
  headings: 3,
  content: 1,
  keywords: 1,
} as const;
/** Raw JSON bytes a posting shard and a section chunk aim at (about a quarter of that gzipped). */
export const SHARD_BYTES = 16_000;
export const CHUNK_BYTES = 12_000;

export type Field = keyof typeof FIELD_BOOSTS;
export const FIELDS = Object.keys(FIELD_BOOSTS) as Field[];
export interface SectionDoc {
  id: number;
  title: string;
  headings: string;
  content: string;
  keywords: string;
}

/** MiniSearch's options; the build indexes with its compounds' `tokenizer` in place of `tokenize` (./indexBuild.ts). */
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
      ...(record.type === 'lvl1' && record.keywords?.length ? { kw: record.keywords } : {}),
    };
    sections.push(current);
  }
  return sections;
}

export function toDoc(section: IndexedSection, id: number): SectionDoc {
  return {
    id,
    title: section.h[1] ?? '',
    headings: section.h.slice(2).join(' '),
    content: [section.d ?? '', ...section.b].join('\n'),
    keywords: (section.kw ?? []).join('\n'),
  };
}

/** The text of a section's own record as the ranking reads it: a page's title and description, or its heading. */
export function ownText(section: IndexedSection): string {
  return section.t === 'lvl1'
    ? `${section.h[1] ?? ''} ${section.d ?? ''}`
    : (section.h[section.h.length - 1] ?? '');
}

export function pageUrl(section: IndexedSection): string {
  return section.u.replace(/#.*$/, '');
}
