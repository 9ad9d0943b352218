import { expect, test } from '@playwright/test';
import { loadOnce } from '../loadOnce';

test('calls share one load', async () => {
  let loads = 0;
  const load = loadOnce(async () => ++loads);
  const [a, b] = await Promise.all([load(), load()]);
  expect([a, b, await load()]).toEqual([1, 1, 1]);
  expect(loads).toBe(1);
});

test('a failed load is tried again on the next call, and its callers see the failure', async () => {
  let loads = 0;
  const load = loadOnce(async () => {
    loads += 1;
    if (loads === 1) throw new Error('offline');
    return loads;
  });
  await expect(load()).rejects.toThrow('offline');
  expect(await load()).toBe(2);
  expect(await load()).toBe(2);
  expect(loads).toBe(2);
});

test('reset() forgets a load that succeeded; a failure of the forgotten load leaves the new one alone', async () => {
  let loads = 0;
  let failFirst: (error: Error) => void = () => {};
  const load = loadOnce(
    () =>
      new Promise<number>((resolve, reject) => {
        loads += 1;
        if (loads === 1) failFirst = reject;
        else resolve(loads);
      }),
  );
  const first = load();
  load.reset();
  expect(await load()).toBe(2);
  failFirst(new Error('late'));
  await expect(first).rejects.toThrow('late');
  expect(await load()).toBe(2);
  expect(loads).toBe(2);
});
