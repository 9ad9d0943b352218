/**
 * A loader for code fetched on the reader's first sign of intent (the search
 * modal, the search client, the page-actions menu): every call shares one
 * load, and a load that failed (a dropped connection) is tried again on the
 * next call instead of failing forever.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}
