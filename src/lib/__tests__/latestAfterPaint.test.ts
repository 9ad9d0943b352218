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
