/**
 * A search client with the interface of Algolia's lite client (the part
 * DocSearch and our /search/ page use), answering from the index built with
 * the site, on the main thread. The browser uses ./workerClient.ts (the same
 * engine in a worker); this one serves the unit tests and `bench:search`.
 *
 * - `search()` takes `{ requests: [...] }` (v5) or the legacy array form and
 *   answers `{ results: [...] }` with Algolia's fields, `_highlightResult` and
 *   `_snippetResult` escaped as DocSearch renders them (as HTML).
 * - Each request is answered by ../protocol/runRequest.ts (what it honours
 *   is listed there).
 * - The index is fetched once, on `load()` or the first search. A failed
 *   fetch rejects with a `RetryError`, the name DocSearch checks before it
 *   shows "Unable to fetch results"; the next search tries again.
 */
import { loadIndexFile, type LoadedIndex } from '../engine';
import { loadOnce } from '../../lib/loadOnce';
import { agentFields, createAgent } from '../protocol/agent';
import { normalizeRequests, type LiteSearchClient } from '../protocol/request';
import { RetryError } from '../protocol/retryError';
import { runRequestLoading, type PartLoader } from '../protocol/runRequest';
import { createPartLoader } from '../worker/partLoader';
import type { IndexFile } from '../protocol/types';
import { fetchIndex } from './fetchIndex';

// Defined apart, so the worker client can throw it without pulling in the engine.
export { RetryError };
// Here for the tests, which drive the client and its filters together.
export { matchesFacetFilters } from '../protocol/facetFilters';

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

export function createLocalClient(options: LocalClientOptions): LocalClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const agent = createAgent('Metaferry local search');

  // A failure is forgotten, so the next search retries (the reader may be back online).
  const load = loadOnce(async (): Promise<{ index: LoadedIndex; parts: PartLoader }> => {
    const response = await fetchIndex(doFetch, options.indexUrl);
    try {
      const index = loadIndexFile((await response.json()) as IndexFile);
      const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
      return { index, parts: createPartLoader(index, options.indexUrl, doFetch, base) };
    } catch (error) {
      throw new RetryError(`Unreadable search index ${options.indexUrl}`, { cause: error });
    }
  });

  return {
    ...agentFields(agent),
    async load() {
      await load();
    },
    async search(args) {
      const requests = normalizeRequests(args);
      const { index, parts } = await load();
      const origin = options.origin ?? window.location.origin;
      const results = [];
      for (const request of requests) results.push(await runRequestLoading(index, request, origin, parts));
      return { results };
    },
  };
}
