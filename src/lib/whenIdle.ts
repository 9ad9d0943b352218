/**
 * Runs `run` when the browser is next idle, or after `timeout` ms at the
 * latest; where there is no requestIdleCallback (Safari), after
 * `fallbackDelay` ms. Returns a function that cancels it.
 */
export function whenIdle(
  run: () => void,
  { timeout, fallbackDelay }: { timeout: number; fallbackDelay: number },
): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, fallbackDelay);
  return () => clearTimeout(handle);
}
