/**
 * What ./searchWorker.ts does with each message (./workerProtocol.ts), apart
 * from the worker's global scope so that the unit tests run the same code.
 */
import { loadIndexFile, type LoadedIndex } from '../engine';
import { pageSearchRequest, toPageResults } from '../protocol/pageRequest';
import { normalizeRequests, type SearchArguments } from '../protocol/request';
import { runRequestLoading, type PartLoader } from '../protocol/runRequest';
import { createPartLoader } from './partLoader';
import type { IndexFile } from '../protocol/types';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createWorkerHandler(
  post: (reply: WorkerReply) => void,
  doFetch: typeof fetch = (...args) => fetch(...args),
  base: string = typeof location === 'undefined' ? 'http://localhost/' : location.href,
): (request: WorkerRequest) => void {
  let index: LoadedIndex | undefined;
  let parts: PartLoader | undefined;
  /** The latest modal search: an earlier one still loading is superseded (runRequestLoading). */
  let latestSearch = 0;
  let latestQuestion = '';
  return (data) => {
    if (data.type === 'index') {
      try {
        const file = JSON.parse(new TextDecoder().decode(data.bytes)) as IndexFile;
        index = loadIndexFile(file);
        parts = createPartLoader(index, data.url, doFetch, base);
        post({ type: 'ready' });
      } catch (error) {
        index = undefined;
        post({ type: 'unreadable', message: message(error) });
      }
      return;
    }
    if (!index || !parts) {
      post({ type: 'error', id: data.id, message: 'No search index loaded' });
      return;
    }
    const [loaded, load] = [index, parts];
    void (async () => {
      try {
        if (data.type === 'pages') {
          const request = pageSearchRequest(data.query, 'local', data.facetFilters);
          const { hits, nbHits } = await runRequestLoading(loaded, request, data.origin, load);
          post({ type: 'pages', id: data.id, result: toPageResults(data.query, hits, nbHits) });
          return;
        }
        const requests = normalizeRequests(data.args as SearchArguments);
        // Superseded: a newer search asks something else (the reader kept typing); the same question asked
        // twice is answered twice.
        const mine = ++latestSearch;
        const question = requests.map((r) => String(r.query ?? '')).join('\u0000');
        latestQuestion = question;
        const current: PartLoader = {
          ...load,
          superseded: () => mine !== latestSearch && latestQuestion !== question,
        };
        const results = [];
        for (const request of requests)
          results.push(await runRequestLoading(loaded, request, data.origin, current));
        post({ type: 'results', id: data.id, response: { results } });
      } catch (error) {
        post({ type: 'error', id: data.id, message: message(error) });
      }
    })();
  };
}
