/**
 * The queue behind ./client.ts, apart so that unit tests can drive it with
 * their own scheduler.
 */
export type Api = typeof window.docusaurus;
type Prefetch = Api['prefetch'];
/** What a prefetch resolves to when it did fetch. */
type Chunks = Awaited<Exclude<ReturnType<Prefetch>, false>>;

interface Queued {
  route: string;
  resolve: (chunks: Chunks) => void;
}

/** One prefetch per idle period; a fallback timer where there is no requestIdleCallback (Safari). */
const whenIdle: (run: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (run) => requestIdleCallback(run, { timeout: 4000 })
    : (run) => setTimeout(run, 200);

/** `prefetch` that runs `original` later, one route per idle period, in the order asked. */
export function idlePrefetch(original: Prefetch, schedule: (run: () => void) => void = whenIdle): Prefetch {
  const queue: Queued[] = [];
  const next = () => {
    const item = queue.shift();
    if (!item) return;
    // `false` means Docusaurus had nothing to fetch (already fetched, or a slow connection).
    const result = original(item.route);
    if (result === false) item.resolve([]);
    else result.then(item.resolve, () => item.resolve([]));
    if (queue.length > 0) schedule(next);
  };
  return (route) =>
    new Promise<Chunks>((resolve) => {
      queue.push({ route, resolve });
      if (queue.length === 1) schedule(next);
    });
}
