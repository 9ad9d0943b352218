/**
 * The HTTP endpoint on Node (issues 41 and 56): a wrapper of the web-standard handler that answers
 * each request as the handler does, and sheds load: calls answered one at a time in arrival order,
 * and a clear 503 at once for a call past the cap or one that would wait too long behind the others.
 */
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expect, test } from '@playwright/test';
import { createFetchHandler } from '../fetch';
import { MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS, startHttp, type HttpOptions } from '../http';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const call = (id: number) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'hold', arguments: {} } });

/** A server on a free loopback port with the given limits and one tool, `hold`, which runs `hold`. */
function serve(
  limits: Pick<HttpOptions, 'maxInFlight' | 'maxBusyMs' | 'maxQueueMs' | 'queueFloor'>,
  hold: () => Promise<void> | void,
) {
  return startHttp({
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    ...limits,
    log: () => undefined,
    createServer: () => {
      const mcp = new McpServer({ name: 'test', version: '0.0.0' });
      mcp.registerTool('hold', { description: 'Runs the test’s hold.' }, async () => {
        await hold();
        return { content: [{ type: 'text', text: 'done' }] };
      });
      return mcp;
    },
  });
}

test('past --max-in-flight a call gets 503 with Retry-After at once; a freed slot takes the next one', async () => {
  // Each call to `hold` waits until the test lets it go: a signal, not a timer.
  const waiting: (() => void)[] = [];
  let started: () => void = () => undefined;
  const server = await serve(
    // The in-flight cap alone: a busy machine must not refuse these calls for the time they wait.
    { maxInFlight: 1, maxBusyMs: 60_000, maxQueueMs: 60_000 },
    () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        started();
      }),
  );
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`;
    const holding = new Promise<void>((resolve) => (started = resolve));
    const first = fetch(url, { method: 'POST', headers: HEADERS, body: call(1) });
    await holding;
    const refused = await fetch(url, { method: 'POST', headers: HEADERS, body: call(2) });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('Server busy');
    waiting.shift()?.();
    expect((await first).status).toBe(200);
    // The slot is free again once the first answer is written.
    const next = fetch(url, { method: 'POST', headers: HEADERS, body: call(3) });
    await expect.poll(() => waiting.length).toBe(1);
    waiting.shift()?.();
    expect((await next).status).toBe(200);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a call that would wait too long behind the calls queued is refused at once; one that would not is answered', async () => {
  // The first call works the thread for a while (load, as a slow call would: not a timing assertion),
  // so the server knows a call takes that long; the second holds until the test lets it go.
  let answered = 0;
  const waiting: (() => void)[] = [];
  let started: () => void = () => undefined;
  const server = await serve(
    { maxInFlight: 1_000, maxBusyMs: 60_000, maxQueueMs: 100, queueFloor: 1 },
    () => {
      answered += 1;
      if (answered === 1) {
        const until = performance.now() + 300;
        while (performance.now() < until) Math.sqrt(Math.random());
        return undefined;
      }
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        started();
      });
    },
  );
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`;
    const post = (id: number) => fetch(url, { method: 'POST', headers: HEADERS, body: call(id) });
    expect((await post(1)).status).toBe(200);
    // One call queued, of the length the first took: a new one would wait longer than 100 ms.
    const holding = new Promise<void>((resolve) => (started = resolve));
    const second = post(2);
    await holding;
    const refused = await post(3);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Server busy: a new call would wait about \d+ ms behind the 1 calls queued/,
    );
    waiting.shift()?.();
    expect((await second).status).toBe(200);
    // Nothing queued: answered, however long calls take.
    const fourth = post(4);
    await expect.poll(() => waiting.length).toBe(1);
    waiting.shift()?.();
    expect((await fourth).status).toBe(200);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('calls are answered one at a time, in the order they arrived', async () => {
  const order: number[] = [];
  const waiting: (() => void)[] = [];
  let running = 0;
  let most = 0;
  const server = await serve({ maxInFlight: 1_000, maxBusyMs: 60_000, maxQueueMs: 60_000 }, () => {
    running += 1;
    most = Math.max(most, running);
    return new Promise<void>((resolve) =>
      waiting.push(() => {
        running -= 1;
        resolve();
      }),
    );
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`;
    const calls = [1, 2, 3].map(async (id) => {
      const response = await fetch(url, { method: 'POST', headers: HEADERS, body: call(id) });
      order.push(id);
      return response.status;
    });
    // Each is let go once it runs; the next runs only after.
    for (let n = 0; n < 3; n++) {
      await expect.poll(() => waiting.length).toBe(1);
      waiting.shift()?.();
    }
    expect(await Promise.all(calls)).toEqual([200, 200, 200]);
    expect(most).toBe(1);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test("Node's server is a wrapper of the fetch handler: every refusal is the handler's, byte for byte", async () => {
  const server = await serve({ maxInFlight: 1_000, maxBusyMs: 60_000, maxQueueMs: 60_000 }, () => undefined);
  const endpoint = createFetchHandler({
    allowedOrigins: [],
    createServer: () => new McpServer({ name: 'test', version: '0.0.0' }),
  });
  try {
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const overLimit = () => new Blob([new Uint8Array(MAX_BODY_BYTES + 10)]).stream();
    const cases: { path: string; init: RequestInit }[] = [
      { path: '/other', init: { method: 'POST' } },
      { path: MCP_PATH, init: { method: 'GET' } },
      { path: MCP_PATH, init: { method: 'DELETE' } },
      { path: MCP_PATH, init: { method: 'POST', headers: { ...HEADERS, Origin: 'https://evil.example' } } },
      { path: MCP_PATH, init: { method: 'POST', headers: HEADERS, body: '{"jsonrpc":' } },
      // Past the limit without a declared length: the answer still reaches the client.
      {
        path: MCP_PATH,
        init: {
          method: 'POST',
          headers: HEADERS,
          body: overLimit(),
          duplex: 'half',
        } as RequestInit,
      },
    ];
    for (const { path, init } of cases) {
      const overNode = await fetch(`${origin}${path}`, init);
      // A stream is read once: the handler gets a fresh one.
      const body = init.body instanceof ReadableStream ? overLimit() : init.body;
      const direct = await endpoint(new Request(`${origin}${path}`, { ...init, body } as RequestInit));
      const label = `${init.method ?? 'GET'} ${path}`;
      expect(overNode.status, label).toBe(direct.status);
      expect(overNode.headers.get('allow'), label).toBe(direct.headers.get('allow'));
      expect(overNode.headers.get('content-type'), label).toBe(direct.headers.get('content-type'));
      expect(await overNode.text(), label).toBe(await direct.text());
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('a refusal is held before it is sent, so a client that calls again at once cannot flood; past the most held, sent at once and its connection closed', async () => {
  const waiting: (() => void)[] = [];
  let started: () => void = () => undefined;
  const server = await startHttp({
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    maxInFlight: 1,
    maxBusyMs: 60_000,
    maxQueueMs: 60_000,
    // Held for as long as the test runs: only the cap, or the server's end, lets one go.
    refusalHoldMs: 600_000,
    maxHeldRefusals: 1,
    log: () => undefined,
    createServer: () => {
      const mcp = new McpServer({ name: 'test', version: '0.0.0' });
      mcp.registerTool('hold', { description: 'Runs the test’s hold.' }, async () => {
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          started();
        });
        return { content: [{ type: 'text', text: 'done' }] };
      });
      return mcp;
    },
  });
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`;
    const post = (id: number) => fetch(url, { method: 'POST', headers: HEADERS, body: call(id) });
    const holding = new Promise<void>((resolve) => (started = resolve));
    const first = post(1);
    await holding;
    // Two refused: the first is held (the most held is one), the other sent at once. The first to
    // come back is the one sent at once, and the held one hasn't come back then.
    const settled: boolean[] = [false, false];
    const refusedCalls = [post(2), post(3)].map((call, i) =>
      call.then(
        (response) => ((settled[i] = true), response),
        () => ((settled[i] = true), undefined),
      ),
    );
    const sentAtOnce = await Promise.race(refusedCalls);
    expect(sentAtOnce?.status).toBe(503);
    expect(sentAtOnce?.headers.get('connection')).toBe('close');
    expect(sentAtOnce?.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(settled.filter(Boolean)).toHaveLength(1);
    waiting.shift()?.();
    expect((await first).status).toBe(200);
    // The held one goes with the server's connections.
    server.closeAllConnections();
    await Promise.all(refusedCalls);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
