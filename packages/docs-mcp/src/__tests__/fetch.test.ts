/**
 * The web-standard endpoint (issue 56), driven with the Fetch API's own Request and Response, as a
 * serverless or edge runtime calls it: the same rules as over Node's HTTP server.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { expect, test } from '@playwright/test';
import {
  createFetchHandler,
  MAX_BODY_BYTES,
  MCP_PATH,
  RETRY_AFTER_SECONDS,
  type FetchHandlerOptions,
} from '../fetch';

const URL_ = `https://docs.example${MCP_PATH}`;
const HEADERS = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
const rpc = (method: string, params: unknown = {}) =>
  JSON.stringify({ jsonrpc: '2.0', id: 1, method, params });

function handler(options: Partial<FetchHandlerOptions> = {}) {
  return createFetchHandler({
    allowedOrigins: ['https://docs.example'],
    createServer: () => {
      const mcp = new McpServer({ name: 'test', version: '0.0.0' });
      mcp.registerTool('echo', { description: 'Says done.' }, () => ({
        content: [{ type: 'text', text: 'done' }],
      }));
      return mcp;
    },
    ...options,
  });
}

test('a tool call is answered with JSON, by a fresh server per request', async () => {
  const endpoint = handler();
  const init = await endpoint(
    new Request(URL_, {
      method: 'POST',
      headers: HEADERS,
      body: rpc('initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 't', version: '1' },
      }),
    }),
  );
  expect(init.status).toBe(200);
  expect(((await init.json()) as { result: { serverInfo: { name: string } } }).result.serverInfo.name).toBe(
    'test',
  );
  const call = await endpoint(
    new Request(URL_, {
      method: 'POST',
      headers: HEADERS,
      body: rpc('tools/call', { name: 'echo', arguments: {} }),
    }),
  );
  expect(call.status).toBe(200);
  expect(JSON.stringify(await call.json())).toContain('"text":"done"');
});

test('the endpoint says no clearly: path, method, origin, size, JSON, and load', async () => {
  const endpoint = handler({ admit: () => ({ message: 'Server busy: test.' }) });
  const open = handler();
  expect((await open(new Request('https://docs.example/other', { method: 'POST' }))).status).toBe(404);
  const get = await open(new Request(URL_));
  expect(get.status).toBe(405);
  expect(get.headers.get('allow')).toBe('POST');
  const foreign = await open(
    new Request(URL_, {
      method: 'POST',
      headers: { ...HEADERS, Origin: 'https://evil.example' },
      body: rpc('ping'),
    }),
  );
  expect(foreign.status).toBe(403);
  // A streamed body (no Content-Length) past the limit: refused once the limit is crossed.
  const big = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(MAX_BODY_BYTES));
      controller.enqueue(new Uint8Array(10));
      controller.close();
    },
  });
  const tooLarge = await open(
    new Request(URL_, { method: 'POST', headers: HEADERS, body: big, duplex: 'half' } as RequestInit),
  );
  expect(tooLarge.status).toBe(413);
  const notJson = await open(new Request(URL_, { method: 'POST', headers: HEADERS, body: '{' }));
  expect(notJson.status).toBe(400);
  expect(((await notJson.json()) as { error: { code: number } }).error.code).toBe(-32700);
  const busy = await endpoint(new Request(URL_, { method: 'POST', headers: HEADERS, body: rpc('ping') }));
  expect(busy.status).toBe(503);
  expect(busy.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
  expect(((await busy.json()) as { error: { message: string } }).error.message).toBe('Server busy: test.');
});

test('a call whose client has gone before its turn is not answered: no server is made for it', async () => {
  let servers = 0;
  const endpoint = createFetchHandler({
    allowedOrigins: [],
    createServer: () => {
      servers += 1;
      return new McpServer({ name: 'test', version: '0.0.0' });
    },
  });
  const gone = new AbortController();
  gone.abort();
  const response = await endpoint(
    new Request(URL_, { method: 'POST', headers: HEADERS, body: rpc('ping'), signal: gone.signal }),
  );
  expect(response.status).toBe(503);
  expect(servers).toBe(0);
});

test("schedule runs each call's answer, after its body is read and parsed", async () => {
  const scheduled: string[] = [];
  const endpoint = handler({
    schedule: async (answer) => {
      scheduled.push('call');
      return answer();
    },
  });
  expect((await endpoint(new Request(URL_, { method: 'POST', headers: HEADERS, body: '{' }))).status).toBe(
    400,
  );
  expect(scheduled).toEqual([]);
  const ping = await endpoint(new Request(URL_, { method: 'POST', headers: HEADERS, body: rpc('ping') }));
  expect(ping.status).toBe(200);
  expect(scheduled).toEqual(['call']);
});
