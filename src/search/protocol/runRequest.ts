/**
 * A search client with the interface of Algolia's lite client (the part
 * DocSearch and our /search/ page use), answering from the index built with
 * the site. DocSearch's modal runs on it unchanged.
 *
 * - `search()` takes `{ requests: [...] }` (v5) or the legacy array form and
 *   answers `{ results: [...] }` with Algolia's fields, `_highlightResult` and
 *   `_snippetResult` escaped as DocSearch renders them (as HTML).
 * - Honoured per request: `query`, `hitsPerPage`, `page`,
 *   `attributesToRetrieve`, `attributesToSnippet` (word counts),
 *   `highlightPreTag`/`highlightPostTag`, `snippetEllipsisText`,
 *   `facetFilters` (outer array AND, inner arrays OR; `-` negates),
 *   `distinct` (true or a count: that many hits per section URL, the best
 *   ranked, as Algolia does with `attributeForDistinct: 'url'`).
 * - The index is fetched once, on `load()` or the first search. A failed
 *   fetch rejects with a `RetryError`, the name DocSearch checks before it
 *   shows "Unable to fetch results"; the next search tries again.
 */
import {
  corresponds,
  loadIndexFile,
  searchIndex,
  warmTermCache,
  type EngineHit,
  type LoadedIndex,
} from './engine';
import { loadOnce } from '../lib/loadOnce';
import { highlight, snippet, type Marked } from './highlight';
import { createAgent, fetchIndex } from './indexFetch';
import { RetryError } from './retryError';
import type {
  FacetFilters,
  HighlightValue,
  Hierarchy,
  IndexFile,
  IndexedSection,
  Level,
  RecordType,
  SearchHit,
  SearchParams,
  SearchRequest,
  SearchResponse,
  SearchResult,
  SnippetValue,
} from './types';
import { LEVELS } from './types';

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
const DEFAULT_SNIPPET_WORDS = 10;

// Defined apart, so the worker client can throw it without pulling in the engine.
export { RetryError };

export interface AlgoliaAgent {
  value: string;
  add(options: { segment: string; version?: string }): AlgoliaAgent;
}

/** The legacy (v4) form: `search([{ indexName, params: {...} }])`. */
export type LegacyRequest = {
  indexName: string;
  params?: SearchParams | string;
  query?: string;
} & SearchParams;
export type SearchArguments = { requests: readonly SearchRequest[] } | readonly LegacyRequest[];

export interface LiteSearchClient {
  readonly appId: string;
  search(args: SearchArguments, requestOptions?: unknown): Promise<SearchResponse>;
  addAlgoliaAgent(segment: string, version?: string): void;
  readonly transporter: { algoliaAgent: AlgoliaAgent };
}

export interface LocalClient extends LiteSearchClient {
  /** Fetches and parses the index now (on first intent), so the first query is instant. */
  load(): Promise<void>;
}

export interface LocalClientOptions {
  /** URL of `/search-index.<hash>.json`. */
  indexUrl: string;
  /** Origin that makes hit URLs absolute, as Algolia's are; defaults to the page's. */
  origin?: string;
  fetch?: typeof fetch;
}

function parseParamString(params: string): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      out[key] = /^[[{\d"]|^(true|false)$/.test(value) ? JSON.parse(value) : value;
    } catch {
      out[key] = value;
    }
  }
  return out;
}

/** Both call forms as a list of v5 requests. */
export function normalizeRequests(args: SearchArguments): SearchRequest[] {
  if (Array.isArray(args)) {
    return (args as readonly LegacyRequest[]).map(({ params, ...rest }) => ({
      ...rest,
      ...(typeof params === 'string' ? parseParamString(params) : (params ?? {})),
    }));
  }
  return [...(args as { requests: readonly SearchRequest[] }).requests];
}

function facetValue(hit: SearchHit, attribute: string): string | null {
  switch (attribute) {
    case 'language':
      return hit.language ?? null;
    case 'docusaurus_tag':
      return hit.docusaurus_tag ?? null;
    case 'type':
      return hit.type;
    default: {
      const level = attribute.replace(/^hierarchy\./, '') as Level;
      return attribute.startsWith('hierarchy.') && LEVELS.includes(level) ? hit.hierarchy[level] : null;
    }
  }
}

function matchesFilter(hit: SearchHit, filter: string): boolean {
  const negated = filter.startsWith('-');
  const body = negated ? filter.slice(1) : filter.replace(/^\\-/, '-');
  const colon = body.indexOf(':');
  if (colon < 0) return false;
  const equal = facetValue(hit, body.slice(0, colon).trim()) === body.slice(colon + 1).trim();
  return negated ? !equal : equal;
}

/** Algolia's facetFilters: a string, or an array ANDed whose nested arrays are ORed. */
export function matchesFacetFilters(hit: SearchHit, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const all = typeof filters === 'string' ? [filters] : filters;
  return all.every((clause) =>
    typeof clause === 'string' ? matchesFilter(hit, clause) : clause.some((f) => matchesFilter(hit, f)),
  );
}

/** `['content:10', 'hierarchy.lvl1']` → attribute → word count. */
function snippetSpec(attributes: readonly string[] | undefined): Map<string, number> {
  const spec = new Map<string, number>();
  for (const entry of attributes ?? []) {
    const [name = '', count] = entry.split(':');
    const n = Number(count);
    spec.set(name, Number.isFinite(n) && n > 0 ? n : DEFAULT_SNIPPET_WORDS);
  }
  return spec;
}

interface Matcher {
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

interface Format {
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

function toHit(index: LoadedIndex, engineHit: EngineHit, origin: string): SearchHit | null {
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
function decorate(hit: SearchHit, m: Matcher, f: Format): SearchHit {
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

/**
 * Algolia's `distinct` over the `url` attribute (the section's URL, anchor
 * included): keeps the first `distinct` hits of each URL, in rank order.
 * A heading's record and its paragraphs share that URL.
 */
function distinctByUrl(distinct: unknown): (entry: { hit: SearchHit }) => boolean {
  const perUrl = distinct === true ? 1 : typeof distinct === 'number' ? Math.max(0, Math.floor(distinct)) : 0;
  if (perUrl === 0) return () => true;
  const seen = new Map<string, number>();
  return ({ hit }) => {
    const count = (seen.get(hit.url) ?? 0) + 1;
    seen.set(hit.url, count);
    return count <= perUrl;
  };
}

function paramsString(request: SearchRequest): string {
  const entries = Object.entries(request)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  return new URLSearchParams(entries).toString();
}

/** Runs one request against a loaded index. Exported for tests and the benchmark. */
export function runRequest(index: LoadedIndex, request: SearchRequest, origin: string): SearchResult {
  const started = Date.now();
  const query = String(request.query ?? '').slice(0, 512);
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    Math.max(0, Math.floor(Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE))),
  );
  const page = Math.max(0, Math.floor(Number(request.page ?? 0)) || 0);
  const found = searchIndex(index, query);
  const format: Format = {
    preTag: request.highlightPreTag ?? '<em>',
    postTag: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
    snippets: snippetSpec(request.attributesToSnippet),
    retrieve: request.attributesToRetrieve,
  };
  const all = found.hits
    .map((engineHit) => ({ engineHit, hit: toHit(index, engineHit, origin) }))
    .filter((h): h is { engineHit: EngineHit; hit: SearchHit } => h.hit !== null)
    .filter(({ hit }) => matchesFacetFilters(hit, request.facetFilters))
    .filter(distinctByUrl(request.distinct));
  const hits = all
    .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
    .map(({ engineHit, hit }) =>
      decorate(hit, { isMatch: (t) => engineHit.terms.has(t), queryTerms: found.queryTerms }, format),
    );
  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(all.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    query,
    params: paramsString(request),
    exhaustiveNbHits: true,
    index: request.indexName,
  };
}

export function createLocalClient(options: LocalClientOptions): LocalClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const agent = createAgent('Metaferry local search');

  // A failure is forgotten, so the next search retries (the reader may be back online).
  const load = loadOnce(async (): Promise<LoadedIndex> => {
    const response = await fetchIndex(doFetch, options.indexUrl);
    try {
      return loadIndexFile((await response.json()) as IndexFile);
    } catch (error) {
      throw new RetryError(`Unreadable search index ${options.indexUrl}`, { cause: error });
    }
  });

  return {
    appId: 'local',
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent(segment, version) {
      agent.add({ segment, version });
    },
    async load() {
      const index = await load();
      // Tokenize paragraphs while the reader looks at the empty modal, so the first broad query is quick too.
      warmTermCache(index, (step) => setTimeout(step, 0));
    },
    async search(args) {
      const requests = normalizeRequests(args);
      const index = await load();
      const origin = options.origin ?? window.location.origin;
      return { results: requests.map((request) => runRequest(index, request, origin)) };
    },
  };
}
