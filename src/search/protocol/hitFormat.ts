/**
 * One engine hit as an Algolia hit: the DocSearch record rebuilt from its
 * index section (toHit), then `_highlightResult` and `_snippetResult` in
 * Algolia's format, HTML-escaped as DocSearch renders them, and the
 * attributes the request asked to retrieve (decorate). Used by
 * ./runRequest.ts only; apart so each file keeps one job.
 */
import { corresponds, type EngineHit, type LoadedIndex } from '../engine';
import { highlight, snippet, type Marked } from '../engine/highlight';
import type { FacetView } from './facetFilters';
import type {
  HighlightValue,
  Hierarchy,
  IndexedSection,
  Level,
  RecordType,
  SearchHit,
  SnippetValue,
} from './types';
import { LEVELS } from './types';

const DEFAULT_SNIPPET_WORDS = 10;

/** `['content:10', 'hierarchy.lvl1']` → attribute → word count. */
export function snippetSpec(attributes: readonly string[] | undefined): Map<string, number> {
  const spec = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [name = '', count] = entry.split(':');
    const n = Number(count);
    spec.set(name, Number.isFinite(n) && n > 0 ? n : DEFAULT_SNIPPET_WORDS);
  }
  return spec;
}

export interface Matcher {
  isMatch: (term: string) => boolean;
  queryTerms: string[];
}

function matchInfo(marked: Marked & { matched: string[] }, m: Matcher): Omit<HighlightValue, 'value'> {
  // A query word counts as matched when a highlighted term is one the engine matched for it.
  const words = m.queryTerms.filter((q) => marked.matched.some((t) => corresponds(t, q)));
  const matchLevel = words.length === 0 ? 'none' : words.length === m.queryTerms.length ? 'full' : 'partial';
  return { matchLevel, matchedWords: words, ...(marked.hits > 0 ? { fullyHighlighted: marked.full } : {}) };
}

function withMatched(m: Matcher) {
  const matched: string[] = [];
  return {
    matched,
    isMatch: (t: string) => {
      const hit = m.isMatch(t);
      if (hit && !matched.includes(t)) matched.push(t);
      return hit;
    },
  };
}

export interface Format {
  preTag: string;
  postTag: string;
  ellipsis: string;
  snippets: Map<string, number>;
  retrieve: readonly string[] | undefined;
}

function highlightValue(text: string, m: Matcher, f: Format): HighlightValue {
  const track = withMatched(m);
  const marked = highlight(text, track.isMatch, { preTag: f.preTag, postTag: f.postTag });
  return { value: marked.value, ...matchInfo({ ...marked, matched: track.matched }, m) };
}

function snippetValue(text: string, words: number, m: Matcher, f: Format): SnippetValue {
  const track = withMatched(m);
  const marked = snippet(text, track.isMatch, words, {
    preTag: f.preTag,
    postTag: f.postTag,
    ellipsis: f.ellipsis,
  });
  return { value: marked.value, matchLevel: matchInfo({ ...marked, matched: track.matched }, m).matchLevel };
}

function hierarchyOf(section: IndexedSection): Hierarchy {
  const level = (i: number) => section.h[i] || null;
  return {
    lvl0: section.h[0] ?? '',
    lvl1: section.h[1] ?? '',
    lvl2: level(2),
    lvl3: level(3),
    lvl4: level(4),
    lvl5: level(5),
    lvl6: level(6),
  };
}

/** What facet filters read of a hit, from its page's head and, once loaded, its section's headings. */
export function facetView(index: LoadedIndex, engineHit: EngineHit): FacetView | null {
  const head = index.heads[engineHit.section];
  if (!head) return null;
  const section = index.sections[engineHit.section];
  return {
    language: index.language,
    docusaurus_tag: head.page.g,
    type: engineHit.block < 0 ? head.type : 'content',
    hierarchy: section
      ? hierarchyOf(section)
      : { lvl0: head.page.l, lvl1: head.page.t, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
  };
}

export function toHit(index: LoadedIndex, engineHit: EngineHit, origin: string): SearchHit | null {
  const section = index.sections[engineHit.section];
  if (!section) return null;
  const own = engineHit.block < 0;
  const type: RecordType = own ? section.t : 'content';
  const content = own ? (section.d ?? null) : (section.b[engineHit.block] ?? null);
  const url = new URL(section.u, origin);
  const hierarchy = hierarchyOf(section);
  return {
    // Stable while the page keeps its order: the section's URL and the record's place in it.
    objectID: `${section.u}~${engineHit.block + 1}`,
    hierarchy,
    content,
    type,
    url: url.href,
    url_without_anchor: url.href.replace(/#.*$/, ''),
    anchor: url.hash ? decodeURIComponent(url.hash.slice(1)) : null,
    language: index.language,
    docusaurus_tag: section.g,
    _highlightResult: { hierarchy: {}, hierarchy_camel: [] },
    _snippetResult: {},
  };
}

/** Adds `_highlightResult` / `_snippetResult`, then keeps the attributes asked for. */
export function decorate(hit: SearchHit, m: Matcher, f: Format): SearchHit {
  const hierarchy: Partial<Record<Level, HighlightValue>> = {};
  for (const level of LEVELS) {
    const value = hit.hierarchy[level];
    if (value) hierarchy[level] = highlightValue(value, m, f);
  }
  const highlightResult: SearchHit['_highlightResult'] = {
    hierarchy,
    hierarchy_camel: [hierarchy],
    ...(hit.content ? { content: highlightValue(hit.content, m, f) } : {}),
  };
  const snippetResult: SearchHit['_snippetResult'] = {};
  for (const [attribute, words] of f.snippets) {
    if (attribute === 'content' && hit.content) {
      snippetResult.content = snippetValue(hit.content, words, m, f);
    } else if (attribute.startsWith('hierarchy.')) {
      const level = attribute.slice('hierarchy.'.length) as Level;
      const value = LEVELS.includes(level) ? hit.hierarchy[level] : null;
      if (value) (snippetResult.hierarchy ??= {})[level] = snippetValue(value, words, m, f);
    }
  }
  const full: SearchHit = { ...hit, _highlightResult: highlightResult, _snippetResult: snippetResult };
  if (!f.retrieve || f.retrieve.includes('*')) return full;
  const wanted = new Set(f.retrieve.map((a) => a.split('.')[0]));
  const picked: Record<string, unknown> = {
    objectID: full.objectID,
    _highlightResult: full._highlightResult,
    _snippetResult: full._snippetResult,
  };
  for (const [key, value] of Object.entries(full)) if (wanted.has(key)) picked[key] = value;
  return picked as unknown as SearchHit;
}
