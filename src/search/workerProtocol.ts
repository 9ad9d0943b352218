/** Messages between ./workerClient.ts (the page) and ./searchWorker.ts. */
import type { SearchResponse } from './types';

export type WorkerRequest =
  | { type: 'index'; bytes: ArrayBuffer }
  /** `args`: the client's search arguments, either call form, as structured-cloned. */
  | { type: 'search'; id: number; args: unknown; origin: string };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'unreadable'; message: string }
  | { type: 'results'; id: number; response: SearchResponse }
  | { type: 'error'; id: number; message: string };
