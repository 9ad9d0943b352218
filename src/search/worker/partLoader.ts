/**
 * Fetches the parts of a split index (../engine/indexLoad.ts) as queries
 * need them: posting shards and section chunks, named in the head file and
 * served beside it. Each part is fetched once; a part that is being fetched
 * is waited for, not fetched again; a failed fetch is forgotten, so the next
 * search tries again, and reported as a RetryError (the reader sees the
 * spec's error text). Used by the worker and the main-thread client.
 */
import { addChunk, addShard, type LoadedIndex } from '../engine';
import { RetryError } from '../protocol/retryError';
import type { PartLoader } from '../protocol/runRequest';
import type { IndexChunk, IndexShard } from '../protocol/types';

export function createPartLoader(
  index: LoadedIndex,
  /** The head file's URL: parts are fetched from beside it. */
  indexUrl: string,
  doFetch: typeof fetch,
  base: string,
): PartLoader {
  const inFlight = new Map<string, Promise<unknown>>();
  const fetchPart = (file: string): Promise<unknown> => {
    let pending = inFlight.get(file);
    if (!pending) {
      const url = new URL(file, new URL(indexUrl, base)).href;
      pending = (async () => {
        let response: Response;
        try {
          response = await doFetch(url, { credentials: 'same-origin' });
        } catch (error) {
          throw new RetryError(`Unreachable search index part ${url}`, { cause: error });
        }
        if (!response.ok) throw new RetryError(`Search index part ${url}: HTTP ${response.status}`);
        try {
          return (await response.json()) as unknown;
        } catch (error) {
          throw new RetryError(`Unreadable search index part ${url}`, { cause: error });
        }
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  };
  return {
    async shards(ids) {
      const parts = await Promise.all(ids.map((id) => fetchPart(index.file.s[id]?.file ?? '')));
      parts.forEach((part, k) => addShard(index, ids[k] ?? -1, part as IndexShard));
    },
    async chunks(ids) {
      const parts = await Promise.all(ids.map((id) => fetchPart(index.file.c[id]?.file ?? '')));
      parts.forEach((part, k) => addChunk(index, ids[k] ?? -1, part as IndexChunk));
    },
  };
}
