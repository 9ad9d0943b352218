/**
 * The chunk loader behind ./client.ts, apart so that unit tests can drive it
 * with their own events and timers.
 */

export type LoadChunk = (chunkId: string | number) => Promise<unknown>;

type Events = Pick<EventTarget, 'addEventListener'>;

/**
 * How long a load that failed after `beforeunload` waits for the page to be
 * gone before it tries again anyway: the navigation did not happen (a
 * download, a 204) and the page still needs its chunks.
 */
export const CANCELLED_LEAVE_RETRY_MS = 2000;

/**
 * How long a failed load waits, with the reader apparently still on the
 * page, before it counts as a real error: WebKit may cancel the downloads
 * of a page it takes into the back-forward cache a moment before it fires
 * `beforeunload` there.
 */
export const LEAVE_GRACE_MS = 500;

/**
 * `load`, except that a chunk whose download was cut short by the reader
 * leaving the page does not reject. Such a load waits for the page to come
 * back from the back-forward cache and starts again there (so that the
 * start-up it belongs to finishes), or for nothing if the page is gone. A load
 * that fails while the reader stays on the page rejects as before: that is a
 * real error.
 *
 * "Leaving" starts at `beforeunload` (Firefox cancels the page's downloads
 * when the navigation starts, before `pagehide`) or `pagehide`, and ends at
 * `pageshow`. WebKit reports the cancelled download only once the page is
 * shown again, so a load counts as cut short when the reader left at any time
 * after it started, or up to LEAVE_GRACE_MS after it failed; and a page's
 * scripts may still run, and start loads, in the moment between `pagehide`
 * and the page being frozen or discarded.
 */
export function leaveSafe(
  load: LoadChunk,
  events: Events,
  setTimer: typeof setTimeout = setTimeout,
): LoadChunk {
  let leaves = 0;
  let leaving = false;
  let onShow: (() => void)[] = [];
  const startLeaving = () => {
    leaves += 1;
    leaving = true;
  };
  events.addEventListener('beforeunload', startLeaving);
  events.addEventListener('pagehide', startLeaving);
  events.addEventListener('pageshow', () => {
    leaving = false;
    const waiting = onShow;
    onShow = [];
    waiting.forEach((retry) => retry());
  });

  const safeLoad: LoadChunk = (chunkId) => {
    const started = leaves;
    const startedWhileLeaving = leaving;
    const cutShort = () => leaves !== started || leaving || startedWhileLeaving;
    return load(chunkId).catch(async (error: unknown) => {
      if (!cutShort()) await new Promise((resolve) => setTimer(resolve, LEAVE_GRACE_MS));
      if (!cutShort()) throw error;
      if (!leaving) return safeLoad(chunkId);
      return new Promise((resolve) => {
        let retried = false;
        const retry = () => {
          if (retried) return;
          retried = true;
          leaving = false;
          resolve(safeLoad(chunkId));
        };
        onShow.push(retry);
        // Frozen with the page in the back-forward cache; dropped with it when it is discarded.
        setTimer(retry, CANCELLED_LEAVE_RETRY_MS);
      });
    });
  };
  return safeLoad;
}
