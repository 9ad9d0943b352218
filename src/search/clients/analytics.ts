/**
 * Search analytics for the tag manager: when Google Tag Manager is configured
 * (its snippet defines `window.dataLayer`), the results a reader is shown are
 * pushed to the data layer as items-viewed events, in the spec's rhythm:
 * debounced 400 ms (only what stays on screen while typing pauses counts) and
 * in batches of 20 object ids per event, as Algolia's Insights plugin for
 * DocSearch sends them. A query that stays on screen with no results is
 * pushed as a `search_no_results` event (issue 26), its query cut to the
 * 64 characters the search box keeps, so writers see what readers looked
 * for and did not find. Without a tag manager, or before the reader accepts
 * it (../../lib/dataLayer.ts), nothing is recorded.
 */

import { dataLayer } from '../../lib/dataLayer';

export const VIEW_DEBOUNCE_MS = 400;
export const VIEW_BATCH_SIZE = 20;
export const ITEMS_VIEWED_EVENT = 'search_items_viewed';
export const NO_RESULTS_EVENT = 'search_no_results';
/** As the search box (MAX_QUERY_LENGTH): a longer query is someone's paste, not a question. */
export const NO_RESULTS_QUERY_LENGTH = 64;

export interface NoResultsEvent {
  event: typeof NO_RESULTS_EVENT;
  search_index: string;
  search_query: string;
}

export interface ItemsViewedEvent {
  event: typeof ITEMS_VIEWED_EVENT;
  search_index: string;
  search_query: string;
  search_object_ids: string[];
  /** 1-based positions of the ids in the results. */
  search_positions: number[];
}

export interface ViewedItems {
  index: string;
  query: string;
  objectIDs: readonly string[];
  /** Position of the first id in the whole result list (0 for the first page). */
  offset?: number;
}

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

export interface ViewTracker {
  viewed(items: ViewedItems): void;
  /** Sends what is pending now (the page is being hidden). */
  flush(): void;
}

export function createViewTracker(
  push: (event: ItemsViewedEvent | NoResultsEvent) => void,
  timers: Timers = { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h) },
): ViewTracker {
  let pending: ViewedItems | undefined;
  let timer: unknown;

  const flush = () => {
    if (timer !== undefined) timers.clearTimeout(timer as never);
    timer = undefined;
    const items = pending;
    pending = undefined;
    if (!items) return;
    if (items.objectIDs.length === 0) {
      const query = items.query.trim().slice(0, NO_RESULTS_QUERY_LENGTH);
      if (query && (items.offset ?? 0) === 0)
        push({ event: NO_RESULTS_EVENT, search_index: items.index, search_query: query });
      return;
    }
    const offset = items.offset ?? 0;
    for (let start = 0; start < items.objectIDs.length; start += VIEW_BATCH_SIZE) {
      const ids = items.objectIDs.slice(start, start + VIEW_BATCH_SIZE);
      push({
        event: ITEMS_VIEWED_EVENT,
        search_index: items.index,
        search_query: items.query,
        search_object_ids: ids,
        search_positions: ids.map((_, i) => offset + start + i + 1),
      });
    }
  };

  return {
    viewed(items) {
      pending = items;
      if (timer !== undefined) timers.clearTimeout(timer as never);
      timer = timers.setTimeout(flush, VIEW_DEBOUNCE_MS);
    },
    flush,
  };
}

let shared: ViewTracker | undefined;

/** The page's tracker, pushing to the data layer; created on first use. */
export function viewTracker(): ViewTracker {
  if (!shared) {
    const tracker = createViewTracker((event) => dataLayer()?.push(event));
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') tracker.flush();
      });
    }
    shared = tracker;
  }
  return shared;
}
