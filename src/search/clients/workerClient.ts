/**
 * The local search client the browser uses, with its engine in a Web Worker
 * (../worker/searchWorker.ts). ./localClient.ts runs the same engine on the main
 * thread, for the unit tests and `bench:search`.
 *
 * Same contract as the main-thread client: the index is fetched once, on
 * `load()` or the first search; a failed fetch or an unreadable file rejects
 * with a `RetryError` and the next search tries again. This module imports
 * only types from the engine's side, so the page's own chunk stays small.
 */
import { loadOnce } from '../../lib/loadOnce';
import { agentFields, createAgent } from '../protocol/agent';
import type { PageResults } from '../protocol/pageRequest';
import type { SearchArguments } from '../protocol/request';
import { RetryError } from '../protocol/retryError';
import type { FacetFilters, SearchResponse } from '../protocol/types';
import { takeEarlyWorker } from '../worker/earlySearch';
import type { WorkerReply, WorkerRequest } from '../worker/workerProtocol';
import { fetchIndex } from './fetchIndex';
import type { LocalClient, LocalClientOptions } from './localClient';

export interface WorkerClientOptions extends LocalClientOptions {
  /** Starts the worker: ../worker/searchWorkerFactory.ts in the browser, a stand-in in tests. */
  createWorker: () => Worker;
}

/** The worker client also answers the /search/ page's query grouped by page, in the worker. */
export interface WorkerClient extends LocalClient {
  searchPages(query: string, facetFilters: FacetFilters): Promise<PageResults>;
}

type Answer = SearchResponse | PageResults;

export function createWorkerClient(options: WorkerClientOptions): WorkerClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const agent = createAgent('Metaferry local search (worker)');
  let worker: Worker | undefined;
  let nextId = 0;
  const pending = new Map<number, { resolve: (r: Answer) => void; reject: (e: Error) => void }>();
  let onIndex: ((reply: WorkerReply) => void) | undefined;

  const reset = (reason: Error) => {
    worker?.terminate();
    worker = undefined;
    load.reset();
    pending.forEach(({ reject }) => reject(reason));
    pending.clear();
  };

  const listen = (started: Worker): Worker => {
    started.addEventListener('message', ({ data }: MessageEvent<WorkerReply>) => {
      if (data.type === 'ready' || data.type === 'unreadable') {
        onIndex?.(data);
        return;
      }
      const request = pending.get(data.id);
      if (!request) return;
      pending.delete(data.id);
      if (data.type === 'results') request.resolve(data.response);
      else if (data.type === 'pages') request.resolve(data.result);
      else request.reject(new RetryError(data.message));
    });
    // The worker's script failed to load or threw: start afresh on the next search.
    started.addEventListener('error', (event) => {
      event.preventDefault();
      onIndex?.({ type: 'unreadable', message: 'The search worker failed' });
      reset(new RetryError('The search worker failed'));
    });
    return started;
  };

  const start = (): Worker => listen(options.createWorker());

  // A failure is forgotten, so the next search retries (the reader may be back online).
  const load = loadOnce(async (): Promise<Worker> => {
    // The search page's inline script may have started the worker and handed
    // it the index already (../worker/earlySearch.ts): adopt it, or start afresh if
    // that failed (the fetch below then reports why).
    const early = takeEarlyWorker(options.indexUrl);
    if (early) {
      try {
        await early.index;
        worker = listen(early.worker);
        return worker;
      } catch {
        early.worker.terminate();
      }
    }
    const response = await fetchIndex(doFetch, options.indexUrl);
    let bytes: ArrayBuffer;
    try {
      bytes = await response.arrayBuffer();
    } catch (error) {
      throw new RetryError(`Unreachable search index ${options.indexUrl}`, { cause: error });
    }
    worker ??= start();
    const target = worker;
    const ready = new Promise<void>((resolve, reject) => {
      onIndex = (reply) => {
        onIndex = undefined;
        if (reply.type === 'ready') resolve();
        else reject(new RetryError(`Unreadable search index ${options.indexUrl}`));
      };
    });
    // Transferred, not copied: the page keeps no second copy of the file.
    target.postMessage({ type: 'index', bytes, url: options.indexUrl } satisfies WorkerRequest, [bytes]);
    await ready;
    return target;
  });

  /** Sends a request once the index is loaded; its reply, matched by id, settles the promise. */
  const ask = async <T extends Answer>(
    request: (id: number, origin: string) => WorkerRequest,
  ): Promise<T> => {
    const target = await load();
    const id = ++nextId;
    const origin = options.origin ?? window.location.origin;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (r: Answer) => void, reject });
      target.postMessage(request(id, origin));
    });
  };

  return {
    ...agentFields(agent),
    async load() {
      await load();
    },
    search(args: SearchArguments) {
      return ask<SearchResponse>((id, origin) => ({ type: 'search', id, args, origin }));
    },
    searchPages(query: string, facetFilters: FacetFilters) {
      return ask<PageResults>((id, origin) => ({ type: 'pages', id, query, facetFilters, origin }));
    },
  };
}
