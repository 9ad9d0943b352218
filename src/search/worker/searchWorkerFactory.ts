/**
 * Starts ./searchWorker.ts. Webpack bundles the worker as its own chunk from
 * this exact expression; it lives apart because `import.meta` makes the
 * module ECMAScript-only, which the unit tests' CommonJS loader cannot run.
 */
export function createSearchWorker(): Worker {
  return new Worker(new URL('./searchWorker.ts', import.meta.url), { name: 'search-worker' });
}
