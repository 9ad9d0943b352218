import { startTransition, useEffect, useState } from 'react';

/** Runs `run` when the browser is next idle; returns a function that cancels it. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback.
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}

/**
 * False while the page hydrates; true once the browser has been idle
 * `periods` times since, set in a transition so that React renders what it
 * unlocks in short slices that give way to input, not in one long task (issue 6).
 *
 * Give a part that depends on another deferred part more periods: each idle
 * period comes only after React has finished the work queued before it.
 */
export function useAfterIdle(periods = 1): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return undefined;
    let cancel = () => {};
    const wait = (left: number) => {
      cancel = whenIdle(() => (left > 1 ? wait(left - 1) : startTransition(() => setReady(true))));
    };
    wait(periods);
    return () => cancel();
  }, [ready, periods]);
  return ready;
}
