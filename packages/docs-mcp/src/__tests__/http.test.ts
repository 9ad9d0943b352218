/** The HTTP endpoint sheds load (issue 41): past its cap of calls in flight, a clear 503 at once, never a queue. */
import { connect, type AddressInfo, type Socket } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expect, test } from '@playwright/test';
import { MCP_PATH, RETRY_AFTER_SECONDS, startHttp, type HttpOptions } from '../http';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const call = (id: number) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'hold', arguments: {} } });

/** A server on a free loopback port with the given limits and one tool, `hold`, which runs `hold`. */
function serve(
  limits: Pick<HttpOptions, 'maxInFlight' | 'maxBusyMs' | 'maxUtilization' | 'crowd'>,
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
    { maxInFlight: 1, maxBusyMs: 60_000, maxUtilization: 1 },
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

test('a thread that was working nearly all of the last moment refuses new calls at once; with time again, it takes them', async () => {
  const server = await serve(
    // The utilization check alone, with a crowd of more than two clients.
    { maxInFlight: 1_000, crowd: 2, maxBusyMs: 60_000, maxUtilization: 0.5 },
    () => undefined,
  );
  try {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${MCP_PATH}`;
    const post = (id: number) => fetch(url, { method: 'POST', headers: HEADERS, body: call(id) });
    // Two more clients connected, waiting: with the one that posts, a crowd.
    const port = (server.address() as AddressInfo).port;
    const idle = await Promise.all(
      [1, 2].map(
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect(port, '127.0.0.1', () => resolve(socket));
          }),
      ),
    );
    // Keep the thread working for longer than a window, as back-to-back calls would (load, not a
    // timing assertion): the window that ends with it is more than half work.
    const until = performance.now() + 1_000;
    while (performance.now() < until) Math.sqrt(Math.random());
    const refused = await post(1);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /Server busy: it worked \d+ % of the last 500 ms/,
    );
    // With time again, it answers (a signal: the first 200 after the refusal).
    await expect.poll(async () => (await post(2)).status).toBe(200);
    // The same busy thread with no crowd of clients waiting: a burst from one client is answered.
    for (const socket of idle) socket.destroy();
    const connections = () =>
      new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));
    await expect.poll(connections).toBeLessThanOrEqual(1);
    const until2 = performance.now() + 1_000;
    while (performance.now() < until2) Math.sqrt(Math.random());
    expect((await post(3)).status).toBe(200);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
