import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { CANCELLED_LEAVE_RETRY_MS, LEAVE_GRACE_MS, leaveSafe, type LoadChunk } from '../leaveSafeChunks';

/** A chunk loader whose loads the test settles by hand. */
function fakeLoader() {
  const pending: { id: string | number; resolve: () => void; reject: (e: Error) => void }[] = [];
  const load: LoadChunk = (id) =>
    new Promise<void>((resolve, reject) => {
      pending.push({ id, resolve, reject });
    });
  return { load, pending };
}

/** Timers the test fires by hand. */
function fakeTimers() {
  const timers: { run: () => void; ms: number }[] = [];
  const setTimer = ((run: () => void, ms: number) => {
    timers.push({ run, ms });
    return 0;
  }) as unknown as typeof setTimeout;
  return { timers, setTimer };
}

const chunkError = () => new Error('ChunkLoadError: Loading chunk 1 failed.');
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const pageshow = () => new Event('pageshow');

test('a chunk that fails while the reader stays on the page rejects as before, after the grace period', async () => {
  const { load, pending } = fakeLoader();
  const { timers, setTimer } = fakeTimers();
  const safe = leaveSafe(load, new EventTarget(), setTimer);
  const result = safe(1);
  pending[0]?.reject(chunkError());
  await tick();
  expect(timers.map((t) => t.ms)).toEqual([LEAVE_GRACE_MS]);
  timers[0]?.run();
  await expect(result).rejects.toThrow('ChunkLoadError');
  expect(pending).toHaveLength(1);
});

test('WebKit cancels a download a moment before beforeunload: not an error, loaded again on restore', async () => {
  const { load, pending } = fakeLoader();
  const { timers, setTimer } = fakeTimers();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, setTimer);
  const result = safe(2);
  pending[0]?.reject(chunkError());
  await tick();
  page.dispatchEvent(new Event('beforeunload'));
  page.dispatchEvent(new Event('pagehide'));
  timers[0]?.run();
  await tick();
  expect(pending).toHaveLength(1);
  page.dispatchEvent(pageshow());
  await tick();
  expect(pending).toHaveLength(2);
  pending[1]?.resolve();
  await expect(result).resolves.toBeUndefined();
});

test('a chunk cut short by leaving neither rejects nor retries while the page is away', async () => {
  const { load, pending } = fakeLoader();
  const { timers, setTimer } = fakeTimers();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, setTimer);
  let settled = false;
  void safe(1).then(
    () => (settled = true),
    () => (settled = true),
  );
  page.dispatchEvent(new Event('beforeunload'));
  page.dispatchEvent(new Event('pagehide'));
  pending[0]?.reject(chunkError());
  await tick();
  expect(settled).toBe(false);
  expect(pending).toHaveLength(1);
  expect(timers.map((t) => t.ms)).toEqual([CANCELLED_LEAVE_RETRY_MS]);
});

test('restored from the back-forward cache, the cut-short chunk loads again and resolves', async () => {
  const { load, pending } = fakeLoader();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, fakeTimers().setTimer);
  const result = safe('route');
  page.dispatchEvent(new Event('pagehide'));
  pending[0]?.reject(chunkError());
  await tick();
  page.dispatchEvent(pageshow());
  await tick();
  expect(pending.map((p) => p.id)).toEqual(['route', 'route']);
  pending[1]?.resolve();
  await expect(result).resolves.toBeUndefined();
});

test('WebKit reports the cancelled download only after the restore: it loads again at once', async () => {
  const { load, pending } = fakeLoader();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, fakeTimers().setTimer);
  const result = safe(7);
  page.dispatchEvent(new Event('pagehide'));
  page.dispatchEvent(pageshow());
  pending[0]?.reject(chunkError());
  await tick();
  expect(pending).toHaveLength(2);
  pending[1]?.resolve();
  await expect(result).resolves.toBeUndefined();
});

test('a navigation that never happened (beforeunload only) retries after the grace period', async () => {
  const { load, pending } = fakeLoader();
  const { timers, setTimer } = fakeTimers();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, setTimer);
  const result = safe(3);
  page.dispatchEvent(new Event('beforeunload'));
  pending[0]?.reject(chunkError());
  await tick();
  timers[0]?.run();
  await tick();
  expect(pending).toHaveLength(2);
  // The retry failing with the reader on the page is a real error again.
  pending[1]?.reject(chunkError());
  await tick();
  timers[1]?.run();
  await expect(result).rejects.toThrow('ChunkLoadError');
});

test("upstream: Docusaurus's start-up still preloads the route with no catch, through webpack's assignable chunk loader", () => {
  // If clientEntry handles a failed preload itself, ./client.ts may no longer be needed.
  const entry = readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
  expect(entry).toMatch(
    /preload\(window\.location\.pathname\)\.then\(\(\) => \{\s*startTransition\(renderApp\);\s*\}\);/,
  );
  // The client module reassigns __webpack_chunk_load__: webpack must keep it assignable.
  const api = readFileSync(
    path.join(path.dirname(require.resolve('webpack/package.json')), 'lib/javascript/APIPlugin.js'),
    'utf8',
  );
  expect(api).toMatch(/__webpack_chunk_load__: \{[^}]*assign: true/);
});

test('a load started after pagehide (the page still running as it goes) that fails is not an error either', async () => {
  const { load, pending } = fakeLoader();
  const page = new EventTarget();
  const safe = leaveSafe(load, page, fakeTimers().setTimer);
  page.dispatchEvent(new Event('pagehide'));
  const result = safe(9);
  pending[0]?.reject(chunkError());
  await tick();
  page.dispatchEvent(pageshow());
  await tick();
  expect(pending).toHaveLength(2);
  pending[1]?.resolve();
  await expect(result).resolves.toBeUndefined();
});
