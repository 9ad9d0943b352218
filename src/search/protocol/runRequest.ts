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
import { searchIndex, type EngineHit, type LoadedIndex } from '../engine';
import { matchesFacetFilters } from './facetFilters';
import { takeTurns } from './pageTurns';
import { decorate, snippetSpec, toHit, type Format } from './hitFormat';
import type { SearchHit, SearchRequest, SearchResult } from './types';

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

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
  const matching = found.hits
    .map((engineHit) => ({ engineHit, hit: toHit(index, engineHit, origin) }))
    .filter((h): h is { engineHit: EngineHit; hit: SearchHit } => h.hit !== null)
    .filter(({ hit }) => matchesFacetFilters(hit, request.facetFilters))
    .filter(distinctByUrl(request.distinct));
  const all = takeTurns(matching, ({ hit }) => hit.url);
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
