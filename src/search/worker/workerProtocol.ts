/**
 * Messages between the page and ./searchWorker.ts: ../clients/workerClient.ts
 * (the app) and the search page's inline script (./earlySearch.ts, which speaks
 * the same messages from plain JavaScript: change both together).
 */
import type { PageResults } from '../protocol/pageRequest';
import type { FacetFilters, SearchResponse } from '../protocol/types';

export type WorkerRequest =
  /** The head file's bytes, and its URL (its parts are fetched from beside it). */
  | { type: 'index'; bytes: ArrayBuffer; url: string }
  /** `args`: the client's search arguments, either call form, as structured-cloned. */
  | { type: 'search'; id: number; args: unknown; origin: string }
  /** The /search/ page's query (../protocol/pageRequest.ts), answered grouped by page. */
  | { type: 'pages'; id: number; query: string; facetFilters: FacetFilters; origin: string };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'unreadable'; message: string }
  | { type: 'results'; id: number; response: SearchResponse }
  | { type: 'pages'; id: number; result: PageResults }
  | { type: 'error'; id: number; message: string };
