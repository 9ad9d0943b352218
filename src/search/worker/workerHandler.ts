/**
 * What ./searchWorker.ts does with each message (./workerProtocol.ts), apart
 * from the worker's global scope so that the unit tests run the same code.
 */
import { loadIndexFile, warmTermCache, type LoadedIndex } from '../engine';
import { pageSearchRequest, toPageResults } from '../protocol/pageRequest';
import { normalizeRequests, type SearchArguments } from '../protocol/request';
import { runRequest } from '../protocol/runRequest';
import type { IndexFile } from '../protocol/types';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createWorkerHandler(post: (reply: WorkerReply) => void): (request: WorkerRequest) => void {
  let index: LoadedIndex | undefined;
  return (data) => {
    if (data.type === 'index') {
      try {
        const file = JSON.parse(new TextDecoder().decode(data.bytes)) as IndexFile;
        index = loadIndexFile(file);
        post({ type: 'ready' });
        // Tokenize paragraphs between queries, so the first broad query is quick too.
        warmTermCache(index, (step) => setTimeout(step, 0));
      } catch (error) {
        index = undefined;
        post({ type: 'unreadable', message: message(error) });
      }
      return;
    }
    if (!index) {
      post({ type: 'error', id: data.id, message: 'No search index loaded' });
      return;
    }
    try {
      if (data.type === 'pages') {
        const request = pageSearchRequest(data.query, 'local', data.facetFilters);
        const { hits, nbHits } = runRequest(index, request, data.origin);
        post({ type: 'pages', id: data.id, result: toPageResults(data.query, hits, nbHits) });
        return;
      }
      const requests = normalizeRequests(data.args as SearchArguments);
      const loaded = index;
      post({
        type: 'results',
        id: data.id,
        response: { results: requests.map((request) => runRequest(loaded, request, data.origin)) },
      });
    } catch (error) {
      post({ type: 'error', id: data.id, message: message(error) });
    }
  };
}
