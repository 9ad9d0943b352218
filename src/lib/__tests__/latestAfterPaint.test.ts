import { expect, test } from '@playwright/test';
import { latestAfterPaint } from '../latestAfterPaint';

/** A wait the test ends by hand, and the calls of the wrapped function. */
function setup() {
  const waits: (() => void)[] = [];
  const wait = () => new Promise<void>((resolve) => waits.push(resolve));
  const calls: string[] = [];
  const search = latestAfterPaint(async (query: string) => {
    calls.push(query);
    return `results for ${query}`;
  }, wait);
  return { waits, calls, search };
}

test('a call runs only after the wait (the paint), not in the task that made it', async () => {
  const { waits, calls, search } = setup();
  const result = search('pro');
  await Promise.resolve();
  expect(calls).toEqual([]);
  waits[0]?.();
  await expect(result).resolves.toBe('results for pro');
  expect(calls).toEqual(['pro']);
});

test('calls overtaken while they waited do not run; they answer with the newest result', async () => {
  const { waits, calls, search } = setup();
  const first = search('p');
  const second = search('pr');
  const third = search('pro');
  waits[0]?.();
  waits[1]?.();
  await Promise.resolve();
  expect(calls).toEqual([]);
  waits[2]?.();
  expect(await Promise.all([first, second, third])).toEqual(Array(3).fill('results for pro'));
  expect(calls).toEqual(['pro']);
  // A later call runs again.
  const fourth = search('prof');
  waits[3]?.();
  await expect(fourth).resolves.toBe('results for prof');
  expect(calls).toEqual(['pro', 'prof']);
});

test('a call overtaken while it ran answers with the newest result, never its own', async () => {
  const waits: (() => void)[] = [];
  const answers = new Map<string, (result: string) => void>();
  const search = latestAfterPaint(
    (query: string) => new Promise<string>((resolve) => answers.set(query, resolve)),
    () => new Promise<void>((resolve) => waits.push(resolve)),
  );
  const settled: string[] = [];
  const first = search('record ty').then((r) => (settled.push(`first: ${r}`), r));
  waits[0]?.();
  await expect.poll(() => answers.has('record ty')).toBe(true);
  const second = search('record type').then((r) => (settled.push(`second: ${r}`), r));
  waits[1]?.();
  await expect.poll(() => answers.has('record type')).toBe(true);
  // The engine answers the overtaken search with nothing, before the newest one is answered.
  answers.get('record ty')?.('no hits');
  await Promise.resolve();
  expect(settled).toEqual([]);
  answers.get('record type')?.('20 hits');
  expect(await Promise.all([first, second])).toEqual(['20 hits', '20 hits']);
});
