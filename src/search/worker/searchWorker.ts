/**
 * The offline search engine in a Web Worker (issue 14): parsing the index
 * (about 600 KB of JSON), loading MiniSearch from it and running queries
 * blocked the main thread for hundreds of milliseconds on a phone, the
 * longest tasks of a /search/?q=… page. Here they block nothing the reader
 * touches. The page fetches the file (so tests and the browser's own tools
 * see one ordinary request) and hands over its bytes without copying them;
 * see ../clients/workerClient.ts and ./earlySearch.ts for the other side. The
 * messages are handled in ./workerHandler.ts, which the unit tests drive.
 *
 * `pages` answers the /search/ page's query grouped by page, so the page
 * receives the few dozen entries it shows instead of a thousand hits, each
 * with its highlights, to copy across and group on the main thread.
 */
import { createWorkerHandler } from './workerHandler';
import type { WorkerReply, WorkerRequest } from './workerProtocol';

// A dedicated worker's global scope; the project's TypeScript lib is the DOM's, not the worker's.
const scope = self as unknown as {
  postMessage(message: WorkerReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

const handle = createWorkerHandler((reply) => scope.postMessage(reply));
scope.addEventListener('message', ({ data }) => handle(data));
