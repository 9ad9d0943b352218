/**
 * The queue behind ./client.ts, apart so that unit tests can drive it with
 * their own scheduler.
 */
import { whenIdle } from '../../lib/whenIdle';

export type Api = typeof window.docusaurus;
type Prefetch = Api['prefetch'];
/** What a prefetch resolves to when it did fetch. */
type Chunks = Awaited<Exclude<ReturnType<Prefetch>, false>>;

interface Queued {
  route: string;
  resolve: (chunks: Chunks) => void;
}

/** One prefetch per idle period. */
const nextIdle = (run: () => void) => whenIdle(run, { timeout: 4000, fallbackDelay: 200 });

/** `prefetch` that runs `original` later, one route per idle period, in the order asked. */
export function idlePrefetch(original: Prefetch, schedule: (run: () => void) => void = nextIdle): Prefetch {
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
