import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/whenIdle';

/**
 * False while the page hydrates; true once the browser has been idle
 * `periods` times since, set in a transition so that React renders what it
 * unlocks in short slices that give way to input, not in one long task
 * (issue 6).
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
      cancel = whenIdle(() => (left > 1 ? wait(left - 1) : startTransition(() => setReady(true))), {
        timeout: 5000,
        fallbackDelay: 500,
      });
    };
    wait(periods);
    return () => cancel();
  }, [ready, periods]);
  return ready;
}
