import { expect, test } from '@playwright/test';
import { EARLY_SEARCH_GLOBAL } from '../worker/earlySearch';
import { createWorkerClient } from '../clients/workerClient';
import { createWorkerHandler } from '../worker/workerHandler';
import type { WorkerReply, WorkerRequest } from '../worker/workerProtocol';
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
 * A worker in the test's own thread that runs the real worker's handler
 * (../workerHandler.ts) and records what it was sent.
 */
class FakeWorker {
  readonly received: WorkerRequest['type'][] = [];
  private listeners: ((event: MessageEvent<WorkerReply>) => void)[] = [];
  private handle = createWorkerHandler((reply) =>
    setTimeout(() => this.listeners.forEach((l) => l({ data: reply } as MessageEvent<WorkerReply>)), 0),
  );
  terminated = false;
  addEventListener(type: string, listener: (event: MessageEvent<WorkerReply>) => void) {
    if (type === 'message') this.listeners.push(listener);
  }
  terminate() {
    this.terminated = true;
  }
  postMessage(message: WorkerRequest, transfer?: Transferable[]) {
    this.received.push(message.type);
    if (message.type === 'index') expect(transfer).toEqual([message.bytes]);
    this.handle(message);
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

test('a search a newer, different one replaces answers with no hits; the newer one is answered', async () => {
  const { client } = setUp([ok]);
  const older = { requests: [{ indexName: 'docs', query: 'valid' }] };
  const [first, second] = await Promise.all([client.search(older), client.search(REQUEST)]);
  expect(first.results[0]?.hits).toEqual([]);
  expect(second.results[0]?.hits[0]?.url).toBe(
    'https://docs.example.com/start/how-to-run-job/#validate-only',
  );
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

test('the search page’s query comes back grouped by page, with the ids of every hit', async () => {
  const { client, worker } = setUp([ok]);
  const results = await client.searchPages('validate', []);
  expect(results.query).toBe('validate');
  expect(results.groups.map((g) => g.url)).toEqual(['https://docs.example.com/start/how-to-run-job/']);
  expect(results.groups[0]?.title).toBe('Run a job');
  expect(results.groups[0]?.sections[0]?.title).toBe('<mark>Validate</mark> only');
  expect(results.objectIDs.length).toBe(results.nbHits);
  expect(worker.received).toEqual(['index', 'pages']);
});

test('a worker the search page’s HTML started is adopted with its index; one that failed is replaced', async () => {
  const globals = globalThis as unknown as { window?: Record<string, unknown> };
  const early = new FakeWorker();
  const bytes = new TextEncoder().encode(JSON.stringify(FILE)).buffer;
  early.postMessage({ type: 'index', bytes, url: '/search-index.test.json' }, [bytes]);
  try {
    globals.window = {
      [EARLY_SEARCH_GLOBAL]: { indexUrl: '/search-index.test.json', worker: early, index: Promise.resolve() },
    };
    const adopted = setUp([]);
    const response = await adopted.client.search(REQUEST);
    expect(response.results[0]?.nbHits).toBeGreaterThan(0);
    expect(adopted.fetched).toEqual([]);
    expect(early.received).toEqual(['index', 'search']);

    const failed = new FakeWorker();
    globals.window = {
      [EARLY_SEARCH_GLOBAL]: {
        indexUrl: '/search-index.test.json',
        worker: failed,
        index: Promise.reject(new Error('HTTP 503')),
      },
    };
    const replaced = setUp([ok]);
    await expect(replaced.client.search(REQUEST)).resolves.toBeTruthy();
    expect(failed.terminated).toBe(true);
    expect(replaced.fetched).toHaveLength(1);
    expect(replaced.worker.received).toEqual(['index', 'search']);
  } finally {
    delete globals.window;
  }
});
