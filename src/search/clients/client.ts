/**
 * The one search client of the site, for DocSearch's modal and the /search/
 * page alike: the local index or Algolia, chosen at build time.
 *
 * The client returned is small and synchronous (DocSearch's
 * `transformSearchClient` must return a client at once); the back end behind
 * it is a separate chunk, imported on first use or on `preload()` (the
 * reader's first sign of intent), so neither MiniSearch nor algoliasearch is
 * part of a page's first load.
 */
// cspell:words algoliasearch
import { dataLayer } from '../../lib/dataLayer';
import { pageSearchRequest, toPageResults, type PageResults } from '../protocol/pageRequest';
import { requestsOf, type LiteSearchClient, type SearchArguments } from '../protocol/request';
import { RetryError } from '../protocol/retryError';
import type { FacetFilters, SearchResponse } from '../protocol/types';
import type { ViewedItems } from './analytics';

// Here, loaded with the modal, rather than in the search bar's module, which every page loads.
export { latestAfterPaint } from '../../lib/latestAfterPaint';

export type SearchMode = 'local' | 'algolia';

export interface SearchClientConfig {
  mode: SearchMode;
  appId: string;
  apiKey: string;
  /** URL of the local index file (local mode). */
  indexUrl: string | null;
}

/** The outcome of the latest search started: 'pending', 'ok' or 'failed' (no back end or host answered). */
export type SearchOutcome = 'pending' | 'ok' | 'failed';

export interface SearchClient extends LiteSearchClient {
  /** Starts loading the back end (and, in local mode, the index). Never rejects. */
  preload(): Promise<void>;
  /**
   * Follows the outcome of the latest search; earlier searches that settle
   * late are ignored. Returns the unsubscribe function.
   */
  onOutcome(listener: (outcome: SearchOutcome) => void): () => void;
  /**
   * The /search/ page's query (../protocol/pageRequest.ts), grouped by page: in the
   * worker on the local index, here on Algolia's answer.
   */
  searchPages(query: string, indexName: string, facetFilters: FacetFilters): Promise<PageResults>;
}

type Backend = LiteSearchClient & {
  load?: () => Promise<void>;
  searchPages?: (query: string, facetFilters: FacetFilters) => Promise<PageResults>;
};

/**
 * The offline index's client: the engine in a Web Worker (./workerClient.ts;
 * every browser the site supports has dedicated workers). Not falling back to
 * ./localClient.ts on the main thread keeps MiniSearch out of every chunk but
 * the worker's, so the worker starts from one file. It adopts the worker
 * the search page's HTML may have started, index loaded
 * (../worker/earlySearch.ts).
 */
function localBackend(indexUrl: string | null): Promise<Backend> {
  if (!indexUrl) return Promise.reject(new RetryError('No search index in this build'));
  return Promise.all([import('./workerClient'), import('../worker/searchWorkerFactory')]).then(
    ([m, factory]) =>
      m.createWorkerClient({
        indexUrl,
        createWorker: factory.createSearchWorker,
      }),
  );
}

/** The hits the modal shows for its first request: what the search analytics record as viewed. */
function modalViewed(args: SearchArguments, response: SearchResponse): ViewedItems | null {
  const first = response.results[0];
  const request = requestsOf(args)[0];
  return first && request
    ? {
        index: request.indexName,
        query: first.query,
        objectIDs: first.hits.map((hit) => hit.objectID),
        offset: first.page * first.hitsPerPage,
      }
    : null;
}

/**
 * Records the hits shown for the search analytics. Only a page with a tag
 * manager has a data layer, and the tracker's code loads then, so the others
 * never download it. No ids is a search with no results: the tracker reports
 * it as such (./analytics.ts).
 */
function recordViewed(items: ViewedItems | null): void {
  if (!items) return;
  import('./analytics').then(
    ({ viewTracker }) => viewTracker().viewed(items),
    () => undefined,
  );
}

function createClient(config: SearchClientConfig): SearchClient {
  const agents: [string, string | undefined][] = [];
  const listeners = new Set<(outcome: SearchOutcome) => void>();
  let latest = 0;
  let backend: Promise<Backend> | undefined;
  const report = (seq: number, outcome: SearchOutcome) => {
    if (seq === latest) listeners.forEach((listener) => listener(outcome));
  };

  const getBackend = (): Promise<Backend> => {
    backend ??= (
      config.mode === 'algolia'
        ? import('./algoliaClient').then(
            (m) => m.createAlgoliaClient(config.appId, config.apiKey) as unknown as Backend,
          )
        : localBackend(config.indexUrl)
    ).then((client) => {
      agents.forEach(([segment, version]) => client.addAlgoliaAgent(segment, version));
      return client;
    });
    // A chunk that failed to load (offline) is retried on the next search.
    backend.catch(() => {
      backend = undefined;
    });
    return backend;
  };

  const agent = {
    value: `Metaferry docs (${config.mode})`,
    add({ segment, version }: { segment: string; version?: string }) {
      agents.push([segment, version]);
      return agent;
    },
  };

  return {
    appId: config.appId,
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent(segment, version) {
      if (agents.some(([s, v]) => s === segment && v === version)) return;
      agents.push([segment, version]);
      void backend?.then((client) => client.addAlgoliaAgent(segment, version));
    },
    async preload() {
      try {
        const client = await getBackend();
        await client.load?.();
      } catch {
        // The search itself reports the failure, where the reader sees it.
      }
    },
    onOutcome(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    search(args, requestOptions) {
      return tracked(
        (client) => client.search(args, requestOptions),
        (response) => modalViewed(args, response),
      );
    },
    searchPages(query, indexName, facetFilters) {
      return tracked(
        async (client) => {
          if (client.searchPages) return client.searchPages(query, facetFilters);
          const response = await client.search({
            requests: [pageSearchRequest(query, indexName, facetFilters)],
          });
          const first = response.results[0];
          if (!first) throw new Error('No result');
          return toPageResults(query, first.hits, first.nbHits);
        },
        (results) => ({ index: indexName, query, objectIDs: results.objectIDs }),
      );
    },
  };

  /**
   * Runs a search on the back end, reports its outcome, and records the hits
   * shown for the search analytics (recordViewed).
   */
  async function tracked<T>(
    run: (client: Backend) => Promise<T>,
    viewed: (answer: T) => ViewedItems | null,
  ): Promise<T> {
    const seq = ++latest;
    report(seq, 'pending');
    let answer: T;
    try {
      const client = await getBackend().catch((error: unknown) => {
        // A chunk that cannot load means the network is down: say so as Algolia's transporter would.
        const failure = new Error('Search is unreachable', { cause: error });
        failure.name = 'RetryError';
        throw failure;
      });
      answer = await run(client);
    } catch (error) {
      report(seq, 'failed');
      throw error;
    }
    report(seq, 'ok');
    // An answer a newer search replaced is never shown: nothing was viewed (and its hits may be empty, see
    // runRequestLoading's `superseded`).
    if (seq !== latest) return answer;
    if (dataLayer()) recordViewed(viewed(answer));
    return answer;
  }
}

/** An answer with no hits for every request: what a failed search shows when its failure is reported elsewhere. */
export function emptyResponse(args: SearchArguments): SearchResponse {
  return {
    results: requestsOf(args).map((request) => ({
      hits: [],
      nbHits: 0,
      page: 0,
      nbPages: 0,
      hitsPerPage: Number(request.hitsPerPage ?? 20),
      processingTimeMS: 0,
      query: String(request.query ?? ''),
      params: '',
      exhaustiveNbHits: true,
      index: request.indexName,
    })),
  };
}

const clients = new Map<string, SearchClient>();

/** The client for a configuration; one per page, so its caches (index, hosts, responses) are shared. */
export function getSearchClient(config: SearchClientConfig): SearchClient {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = createClient(config);
    clients.set(key, client);
  }
  return client;
}
