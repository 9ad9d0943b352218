/**
 * Starts ./planWorker.ts. Webpack bundles the worker as its own chunk from this exact expression;
 * it lives apart because `import.meta` makes the module ECMAScript-only, as
 * src/search/worker/searchWorkerFactory.ts does for the search worker.
 */
export function createPlanWorker(): Worker {
  return new Worker(new URL('./planWorker.ts', import.meta.url), { name: 'plan-worker' });
}
