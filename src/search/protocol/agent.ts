/**
 * What the two local clients (./localClient.ts on the main thread,
 * ./workerClient.ts with the engine in a worker) share before the engine
 * runs: the agent string DocSearch writes to, and the index's fetch with its
 * failures as `RetryError`, which DocSearch shows as its network error. Kept
 * apart from ./localClient.ts so the worker client's chunk carries no engine.
 */
import type { AlgoliaAgent } from './localClient';
import { RetryError } from './retryError';

export function createAgent(value: string): AlgoliaAgent {
  const agent: AlgoliaAgent = {
    value,
    add({ segment, version }) {
      const part = version ? `${segment} (${version})` : segment;
      if (!agent.value.includes(part)) agent.value = `${agent.value}; ${part}`;
      return agent;
    },
  };
  return agent;
}

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
