import { expect, test } from '@playwright/test';
import { idlePrefetch } from '../queue';

/** A scheduler the test runs by hand: each call to `idle()` is one idle period. */
function manualScheduler() {
  const pending: (() => void)[] = [];
  return {
    schedule: (run: () => void) => void pending.push(run),
    idle: () => pending.shift()?.(),
    get waiting() {
      return pending.length;
    },
  };
}

test('prefetches wait for an idle period and run one per period, in the order asked', async () => {
  const fetched: string[] = [];
  const clock = manualScheduler();
  const prefetch = idlePrefetch((route) => {
    fetched.push(route);
    return Promise.resolve([]);
  }, clock.schedule);

  const done = ['/a/', '/b/', '/c/'].map((route) => prefetch(route));
  expect(fetched).toEqual([]);
  expect(clock.waiting).toBe(1);

  clock.idle();
  expect(fetched).toEqual(['/a/']);
  clock.idle();
  clock.idle();
  expect(fetched).toEqual(['/a/', '/b/', '/c/']);
  expect(clock.waiting).toBe(0);
  await expect(Promise.all(done)).resolves.toHaveLength(3);

  // The queue restarts when new links come into view later.
  void prefetch('/d/');
  expect(clock.waiting).toBe(1);
  clock.idle();
  expect(fetched.at(-1)).toBe('/d/');
});

test('a prefetch Docusaurus declines or that fails still settles, and the queue goes on', async () => {
  const clock = manualScheduler();
  const answers = [false as const, Promise.reject(new Error('offline')), Promise.resolve([undefined])];
  const prefetch = idlePrefetch(() => answers.shift() ?? false, clock.schedule);
  const results = [prefetch('/declined/'), prefetch('/failed/'), prefetch('/fetched/')];
  clock.idle();
  clock.idle();
  clock.idle();
  expect(await Promise.all(results)).toEqual([[], [], [undefined]]);
});
