/**
 * A loader for what is fetched on the reader's first sign of intent (the
 * search modal, the search client and its index, the page-actions menu):
 * every call shares one load, and a load that failed (a dropped connection)
 * is tried again on the next call instead of failing forever. `reset()`
 * forgets a load that succeeded but no longer holds (a search worker that
 * died), so the next call starts afresh.
 */
export interface Loader<T> {
  (): Promise<T>;
  reset(): void;
}

export function loadOnce<T>(load: () => Promise<T>): Loader<T> {
  let pending: Promise<T> | undefined;
  const get = () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
  return Object.assign(get, {
    reset() {
      pending = undefined;
    },
  });
}
