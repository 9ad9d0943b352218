/**
 * Runs one Algolia-style search request against a loaded local index and
 * answers as Algolia does. The one place requests meet the engine: the
 * worker (../worker/workerHandler.ts), the main-thread client
 * (../clients/localClient.ts), the docs MCP server and the question set all
 * call it, so they rank alike.
 *
 * Honoured per request: `query`, `hitsPerPage`, `page`,
 * `attributesToRetrieve`, `attributesToSnippet` (word counts),
 * `highlightPreTag`/`highlightPostTag`, `snippetEllipsisText`,
 * `facetFilters` (outer array AND, inner arrays OR; `-` negates),
 * `distinct` (true or a count: that many hits per section URL, the best
 * ranked, as Algolia does with `attributeForDistinct: 'url'`).
 * Hits come in the engine's order, each page taking turns (./pageTurns.ts).
 */
import { missingChunks, searchIndex, shardsFor, type EngineHit, type LoadedIndex } from '../engine';
import { matchesFacetFilters } from './facetFilters';
import { takeTurns } from './pageTurns';
import { decorate, facetView, snippetSpec, toHit, type Format } from './hitFormat';
import type { SearchRequest, SearchResult } from './types';

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

/**
 * Algolia's `distinct` over the `url` attribute (the section's URL, anchor
 * included): keeps the first `distinct` hits of each URL, in rank order.
 * A heading's record and its paragraphs share that URL: here, the section.
 */
function distinctBySection(distinct: unknown): (entry: { engineHit: EngineHit }) => boolean {
  const perUrl = distinct === true ? 1 : typeof distinct === 'number' ? Math.max(0, Math.floor(distinct)) : 0;
  if (perUrl === 0) return () => true;
  const seen = new Map<number, number>();
  return ({ engineHit }) => {
    const count = (seen.get(engineHit.section) ?? 0) + 1;
    seen.set(engineHit.section, count);
    return count <= perUrl;
  };
}

function paramsString(request: SearchRequest): string {
  const entries = Object.entries(request)
    .filter(([key, value]) => key !== 'indexName' && value !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]);
  return new URLSearchParams(entries).toString();
}

/** A request's hits, ranked and filtered, before their text is read: what decides which chunks to load. */
export interface RankedRequest {
  query: string;
  page: number;
  hitsPerPage: number;
  queryTerms: string[];
  all: { engineHit: EngineHit }[];
  started: number;
}

function pageHits(ranked: RankedRequest): { engineHit: EngineHit }[] {
  return ranked.all.slice(ranked.page * ranked.hitsPerPage, (ranked.page + 1) * ranked.hitsPerPage);
}

/** Whether a request's facet filters name a heading below the page title, which only a section's chunk holds. */
export function filtersNeedText(request: SearchRequest): boolean {
  return /hierarchy\.lvl[2-6]/.test(JSON.stringify(request.facetFilters ?? ''));
}

/**
 * Ranks a request's hits (the postings it needs must be loaded: `shardsFor`).
 * Facet filters read the hit's page (language, tag, lvl0, lvl1, type); a
 * filter on a deeper heading needs the sections' chunks (`filtersNeedText`).
 */
export function rankRequest(index: LoadedIndex, request: SearchRequest): RankedRequest {
  const started = Date.now();
  const query = String(request.query ?? '').slice(0, 512);
  const hitsPerPage = Math.min(
    MAX_HITS_PER_PAGE,
    Math.max(0, Math.floor(Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE))),
  );
  const page = Math.max(0, Math.floor(Number(request.page ?? 0)) || 0);
  const found = searchIndex(index, query);
  const matching = found.hits
    .filter((engineHit) => {
      const view = facetView(index, engineHit);
      return view !== null && matchesFacetFilters(view, request.facetFilters);
    })
    .map((engineHit) => ({ engineHit }))
    .filter(distinctBySection(request.distinct));
  const all = takeTurns(matching, ({ engineHit }) => index.heads[engineHit.section]?.page.u ?? '');
  return { query, page, hitsPerPage, queryTerms: found.queryTerms, all, started };
}

/** The sections whose text a ranked request shows (load their chunks before `formatRequest`). */
export function sectionsShown(ranked: RankedRequest): number[] {
  return [...new Set(pageHits(ranked).map(({ engineHit }) => engineHit.section))];
}

/** The answer to a ranked request, in Algolia's shape (the sections shown must be loaded). */
export function formatRequest(
  index: LoadedIndex,
  ranked: RankedRequest,
  request: SearchRequest,
  origin: string,
): SearchResult {
  const format: Format = {
    preTag: request.highlightPreTag ?? '<em>',
    postTag: request.highlightPostTag ?? '</em>',
    ellipsis: request.snippetEllipsisText ?? '…',
    snippets: snippetSpec(request.attributesToSnippet),
    retrieve: request.attributesToRetrieve,
  };
  const hits = pageHits(ranked).map(({ engineHit }) => {
    const hit = toHit(index, engineHit, origin);
    if (!hit) throw new Error(`search index: section ${engineHit.section} is not loaded`);
    return decorate(hit, { isMatch: (t) => engineHit.terms.has(t), queryTerms: ranked.queryTerms }, format);
  });
  const { all, hitsPerPage, page, query } = ranked;
  return {
    hits,
    nbHits: all.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(all.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - ranked.started,
    query,
    params: paramsString(request),
    exhaustiveNbHits: true,
    index: request.indexName,
  };
}

/** Runs one request against an index whose parts it needs are loaded (all of them, for an index loaded whole). */
export function runRequest(index: LoadedIndex, request: SearchRequest, origin: string): SearchResult {
  return formatRequest(index, rankRequest(index, request), request, origin);
}

/** Fetches and adds index parts: posting shards, then section chunks, by their position in the head file. */
export interface PartLoader {
  shards(ids: number[]): Promise<void>;
  chunks(ids: number[]): Promise<void>;
  /** True once a newer search has replaced this one: its hits will never be shown, so their text is not fetched. */
  superseded?: () => boolean;
}

/**
 * Runs one request against an index loaded part by part (the browser's):
 * loads the shards its terms need, ranks, loads the chunks of the hits it
 * returns, and answers. The ranking is the same as over the whole index.
 */
export async function runRequestLoading(
  index: LoadedIndex,
  request: SearchRequest,
  origin: string,
  load: PartLoader,
): Promise<SearchResult> {
  const query = String(request.query ?? '').slice(0, 512);
  await load.shards(shardsFor(index, query));
  let ranked = rankRequest(index, request);
  if (filtersNeedText(request)) {
    // Rank again once every candidate section's headings are there to filter on.
    const unfiltered = rankRequest(index, {
      ...request,
      facetFilters: [],
      hitsPerPage: MAX_HITS_PER_PAGE,
      page: 0,
    });
    await load.chunks(
      missingChunks(
        index,
        unfiltered.all.map(({ engineHit }) => engineHit.section),
      ),
    );
    ranked = rankRequest(index, request);
  }
  // A search typed past (the reader kept typing) answers with no hits rather than fetch text nobody sees.
  if (load.superseded?.()) return formatRequest(index, { ...ranked, all: [] }, request, origin);
  await load.chunks(missingChunks(index, sectionsShown(ranked)));
  return formatRequest(index, ranked, request, origin);
}
