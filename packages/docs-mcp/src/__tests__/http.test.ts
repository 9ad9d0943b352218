/** The HTTP endpoint sheds load (issue 41): past its cap of calls in flight, a clear 503 at once, never a queue. */
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expect, test } from '@playwright/test';
import { MCP_PATH, RETRY_AFTER_SECONDS, startHttp } from '../http';

const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const call = (id: number) =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'hold', arguments: {} } });

test('past --max-in-flight a call gets 503 with Retry-After at once; a freed slot takes the next one', async () => {
  // Each call to `hold` waits until the test lets it go: a signal, not a timer.
  const waiting: (() => void)[] = [];
  let started: () => void = () => undefined;
  const server = await startHttp({
    port: 0,
    host: '127.0.0.1',
    allowedOrigins: [],
    maxInFlight: 1,
    // The in-flight cap alone: a busy machine must not refuse these calls for the time they wait.
    maxBusyMs: 60_000,
    log: () => undefined,
    createServer: () => {
      const mcp = new McpServer({ name: 'test', version: '0.0.0' });
      mcp.registerTool('hold', { description: 'Waits for the test.' }, async () => {
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
