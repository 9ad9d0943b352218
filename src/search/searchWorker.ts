/**
 * The offline search engine in a Web Worker (issue 14): parsing the index
 * (about 570 KB of JSON), loading MiniSearch from it and running queries
 * blocked the main thread for hundreds of milliseconds on a phone, the
 * longest tasks of a /search/?q=… page. Here they block nothing the reader
 * touches. The main thread fetches the file (so the request started by the
 * page's HTML can be reused, see ./earlyIndex.ts) and hands over its bytes
 * without copying them; see ./workerClient.ts for the other side.
 */
import { loadIndexFile, warmTermCache, type LoadedIndex } from './engine';
import { normalizeRequests, runRequest, type SearchArguments } from './localClient';
import type { IndexFile } from './types';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

// A dedicated worker's global scope; the project's TypeScript lib is the DOM's, not the worker's.
const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

let index: LoadedIndex | undefined;

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'index') {
    try {
      const file = JSON.parse(new TextDecoder().decode(data.bytes)) as IndexFile;
      index = loadIndexFile(file);
      scope.postMessage({ type: 'ready' });
      // Tokenize paragraphs between queries, so the first broad query is quick too.
      warmTermCache(index, (step) => setTimeout(step, 0));
    } catch (error) {
      index = undefined;
      scope.postMessage({
        type: 'unreadable',
        message: error instanceof Error ? error.message : String(error),
      });
    }
    return;
  }
  if (!index) {
    scope.postMessage({ type: 'error', id: data.id, message: 'No search index loaded' });
    return;
  }
  try {
    const loaded = index;
    const requests = normalizeRequests(data.args as SearchArguments);
    scope.postMessage({
      type: 'results',
      id: data.id,
      response: { results: requests.map((request) => runRequest(loaded, request, data.origin)) },
    });
  } catch (error) {
    scope.postMessage({
      type: 'error',
      id: data.id,
      message: error instanceof Error ? error.message : String(error),
    });
  }
});
