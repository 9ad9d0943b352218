/**
 * The index file's fetch, shared by the two local clients (./localClient.ts
 * on the main thread, ./workerClient.ts with the engine in a worker): its
 * failures become a `RetryError`, which DocSearch shows as its network error.
 * Apart from ./localClient.ts so the worker client's chunk carries no engine.
 */
import { RetryError } from '../protocol/retryError';

/** The index file's response, or a `RetryError` when it is unreachable or not there. */
export async function fetchIndex(doFetch: typeof fetch, indexUrl: string): Promise<Response> {
  let response: Response;
  try {
    response = await doFetch(indexUrl, { credentials: 'same-origin' });
  } catch (error) {
    throw new RetryError(`Unreachable search index ${indexUrl}`, { cause: error });
  }
  if (!response.ok) throw new RetryError(`Search index ${indexUrl}: HTTP ${response.status}`);
  return response;
}
