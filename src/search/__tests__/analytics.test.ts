import { expect, test } from '@playwright/test';
import {
  createViewTracker,
  NO_RESULTS_EVENT,
  VIEW_BATCH_SIZE,
  VIEW_DEBOUNCE_MS,
  type ItemsViewedEvent,
  type NoResultsEvent,
} from '../clients/analytics';

/** Timers driven by hand: `advance(ms)` runs what is due. */
function manualTimers() {
  let now = 0;
  const due = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimeout: (fn: () => void, ms: number) => {
      due.set(next, { at: now + ms, fn });
      return next++;
    },
    clearTimeout: (handle: never) => {
      due.delete(handle as number);
    },
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...due]) {
        if (t.at <= now) {
          due.delete(id);
          t.fn();
        }
      }
    },
  };
}

const ids = (n: number, prefix = 'id') => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);

test('items viewed are sent once typing pauses for 400 ms, for the last query only', () => {
  expect(VIEW_DEBOUNCE_MS).toBe(400);
  const events: ItemsViewedEvent[] = [];
  const timers = manualTimers();
  const tracker = createViewTracker((e) => {
    if (e.event === 'search_items_viewed') events.push(e);
  }, timers);
  tracker.viewed({ index: 'docs', query: 'j', objectIDs: ids(3, 'j') });
  timers.advance(399);
  tracker.viewed({ index: 'docs', query: 'jo', objectIDs: ids(2, 'jo') });
  timers.advance(399);
  expect(events).toEqual([]);
  timers.advance(1);
  expect(events).toEqual([
    {
      event: 'search_items_viewed',
      search_index: 'docs',
      search_query: 'jo',
      search_object_ids: ['jo1', 'jo2'],
      search_positions: [1, 2],
    },
  ]);
});

test('items viewed go in batches of 20', () => {
  expect(VIEW_BATCH_SIZE).toBe(20);
  const events: ItemsViewedEvent[] = [];
  const timers = manualTimers();
  const tracker = createViewTracker((e) => {
    if (e.event === 'search_items_viewed') events.push(e);
  }, timers);
  tracker.viewed({ index: 'docs', query: 'step', objectIDs: ids(45), offset: 20 });
  timers.advance(400);
  expect(events.map((e) => e.search_object_ids.length)).toEqual([20, 20, 5]);
  expect(events[1]?.search_positions[0]).toBe(41);
  expect(events[2]?.search_object_ids.at(-1)).toBe('id45');
});

test('flush sends what is pending at once, and nothing twice', () => {
  const events: ItemsViewedEvent[] = [];
  const timers = manualTimers();
  const tracker = createViewTracker((e) => {
    if (e.event === 'search_items_viewed') events.push(e);
  }, timers);
  tracker.viewed({ index: 'docs', query: 'org', objectIDs: ids(1) });
  tracker.flush();
  timers.advance(1000);
  expect(events).toHaveLength(1);
});

test('a query left on screen with no results is sent once as search_no_results, cut to 64 characters', () => {
  expect(NO_RESULTS_EVENT).toBe('search_no_results');
  const events: NoResultsEvent[] = [];
  const timers = manualTimers();
  const tracker = createViewTracker((e) => {
    if (e.event === NO_RESULTS_EVENT) events.push(e);
  }, timers);
  tracker.viewed({ index: 'docs', query: 'no such words here', objectIDs: [] });
  timers.advance(399);
  // Typing on: only what stays on screen counts.
  tracker.viewed({ index: 'docs', query: `  ${'x'.repeat(80)}  `, objectIDs: [] });
  timers.advance(400);
  expect(events).toEqual([
    { event: 'search_no_results', search_index: 'docs', search_query: 'x'.repeat(64) },
  ]);
  // An empty query, or a later page of results, is not a search that failed.
  tracker.viewed({ index: 'docs', query: '   ', objectIDs: [] });
  tracker.viewed({ index: 'docs', query: 'step', objectIDs: [], offset: 20 });
  timers.advance(400);
  expect(events).toHaveLength(1);
});
