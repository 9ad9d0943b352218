import { expect, test } from '@playwright/test';
import { loadIndexFile, type LoadedIndex } from '../engine';
import { normalizeRequests, runRequest, type SearchArguments } from '../localClient';
import type { IndexFile } from '../types';
import { createWorkerClient } from '../workerClient';
import type { WorkerReply, WorkerRequest } from '../workerProtocol';
import { fixtureIndex } from './fixtures';

const FILE = fixtureIndex([
  {
    path: '/start/how-to-run-job/',
    title: 'Run a job',
    description: 'Run a job against its target orgs.',
    sections: [{ title: 'Validate only', blocks: ['A validation never changes an org.'] }],
  },
]);
const REQUEST = { requests: [{ indexName: 'docs', query: 'validate' }] };

/**
 * A worker in the test's own thread that answers as ./searchWorker.ts does
 * (same engine calls), and records what it was sent: what is under test is
 * the client's side of the protocol.
 */
class FakeWorker {
  readonly received: WorkerRequest['type'][] = [];
  private listeners: ((event: MessageEvent<WorkerReply>) => void)[] = [];
  private index: LoadedIndex | undefined;
  addEventListener(type: string, listener: (event: MessageEvent<WorkerReply>) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  terminate() {}
  postMessage(message: WorkerRequest, transfer?: Transferable[]) {
    this.received.push(message.type);
    let reply: WorkerReply;
    if (message.type === 'index') {
      expect(transfer).toEqual([message.bytes]);
      try {
        this.index = loadIndexFile(JSON.parse(new TextDecoder().decode(message.bytes)) as IndexFile);
        reply = { type: 'ready' };
      } catch (error) {
        reply = { type: 'unreadable', message: String(error) };
      }
    } else {
      const index = this.index;
      reply = index
        ? {
            type: 'results',
            id: message.id,
            response: {
              results: normalizeRequests(message.args as SearchArguments).map((r) =>
                runRequest(index, r, message.origin),
              ),
            },
          }
        : { type: 'error', id: message.id, message: 'No search index loaded' };
    }
    setTimeout(() => this.listeners.forEach((l) => l({ data: reply } as MessageEvent<WorkerReply>)), 0);
  }
}

function setUp(responses: (() => Promise<Response>)[]) {
  const worker = new FakeWorker();
  const fetched: string[] = [];
  const client = createWorkerClient({
    indexUrl: '/search-index.test.json',
    origin: 'https://docs.example.com',
    createWorker: () => worker as unknown as Worker,
    fetch: async (url) => {
      fetched.push(String(url));
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      return next();
    },
  });
  return { client, worker, fetched };
}

const ok = async () => new Response(JSON.stringify(FILE), { status: 200 });

test('the index goes to the worker once; searches are answered there with the engine’s hits', async () => {
  const { client, worker, fetched } = setUp([ok]);
  const [first, second] = await Promise.all([client.search(REQUEST), client.search(REQUEST)]);
  expect(first.results[0]?.hits[0]?.url).toBe('https://docs.example.com/start/how-to-run-job/#validate-only');
  expect(second.results[0]?.hits).toEqual(first.results[0]?.hits);
  expect(fetched).toHaveLength(1);
  expect(worker.received).toEqual(['index', 'search', 'search']);
});

test('an unreachable, failing or unreadable index rejects with a RetryError, and the next search tries again', async () => {
  const { client, fetched } = setUp([
    async () => {
      throw new TypeError('Failed to fetch');
    },
    async () => new Response('gone', { status: 404 }),
    async () => new Response('{not json', { status: 200 }),
    ok,
  ]);
  for (let attempt = 0; attempt < 3; attempt++) {
    await expect(client.search(REQUEST)).rejects.toMatchObject({ name: 'RetryError' });
  }
  const response = await client.search(REQUEST);
  expect(response.results[0]?.nbHits).toBeGreaterThan(0);
  expect(fetched).toHaveLength(4);
});
