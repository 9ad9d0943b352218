/**
 * Client half of ./index.ts: leaving a page before it has hydrated leaves no
 * error behind (issue 16).
 *
 * With the app's scripts loaded after the first paint, the route's chunks are
 * often still downloading when `load` has fired. A reader who leaves then
 * (a link, reload, Back) cuts those downloads short, webpack rejects their
 * promises with ChunkLoadError, and Docusaurus's start-up
 * (`preload(…).then(render)` in @docusaurus/core's clientEntry, with no
 * catch) turns that into an unhandled rejection: Firefox and WebKit report it,
 * and a page the back-forward cache restores never hydrates.
 *
 * `__webpack_chunk_load__` is webpack's documented, assignable name for its
 * chunk loader (`__webpack_require__.e`); every dynamic import goes through
 * it. Client modules run while the entry is being imported, before its
 * start-up calls `preload`, so the wrapper is in place for the first chunk.
 * See ./leaveSafeChunks.ts for what counts as cut short.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { leaveSafe, type LoadChunk } from './leaveSafeChunks';

declare let __webpack_chunk_load__: LoadChunk;

if (ExecutionEnvironment.canUseDOM) {
  // Read by webpack's runtime, not by this module: the assignment is the point.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  __webpack_chunk_load__ = leaveSafe(__webpack_chunk_load__, window);
}
