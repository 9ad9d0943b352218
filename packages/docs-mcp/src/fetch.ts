/**
 * The docs MCP endpoint as a web-standard handler (issue 56): `(Request) => Promise<Response>`, with
 * the Fetch API's objects only, so it runs unchanged on Node, on serverless and on edge runtimes
 * (Node's own server, ./http.ts, shares its rules). Streamable HTTP at /mcp, stateless (MCP specification
 * 2025-06-18): every POST gets a fresh server and transport, so no session is kept and any number of
 * clients, or instances, can share the work.
 *
 * What the specification leaves to the server, decided here, the same on every runtime:
 * - GET /mcp (a stream for server-initiated messages) and DELETE /mcp (end a session) answer 405
 *   with `Allow: POST`: a stateless server has neither. Other methods get 405 as well.
 * - Bodies over MAX_BODY_BYTES get 413 before they are parsed, whether they declare their length or
 *   stream it; invalid JSON gets 400 with a JSON-RPC parse error.
 * - A request carrying an `Origin` header from a non-loopback origin, other than those allowed, gets
 *   403 (the specification asks servers to check Origin against DNS rebinding).
 * - Any other path is 404.
 * - Load: two hooks for the runtime. `admit`, called before the body is read, may refuse a call with
 *   503 and `Retry-After`; `schedule` runs the call's answer when the runtime's turn for it comes. A
 *   serverless platform scales instances instead and sets neither; Node's server (./http.ts), a thin
 *   wrapper around this handler, queues its calls and refuses by their queueing delay.
 * - A call whose client has gone (the request's signal aborted) before its turn is not answered.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { MAX_PACKAGE_BYTES } from '../../../src/data/package-plan/parse';
import { MCP_PATH } from './tools';

export { MCP_PATH };

/**
 * plan_job takes a package.xml of up to MAX_PACKAGE_BYTES (4 MB), whose newlines, tabs and quotes
 * JSON escapes to two bytes each: twice that, and 64 KB for any client's envelope. explain_error's
 * 100,000 characters (src/data/errors/explain.ts), escaped to 6 bytes each at worst, fit too. Every
 * other call is under 1 KB.
 */
export const MAX_BODY_BYTES = 2 * MAX_PACKAGE_BYTES + 64 * 1024;

/** Seconds a refused client is asked to wait (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 1;

/** Why a call is refused before its body is read: the sentence the 503 carries. */
export interface Refusal {
  readonly message: string;
}

export interface FetchHandlerOptions {
  /** A fresh MCP server for one call (../server.ts createServer, with the docs it serves). */
  readonly createServer: () => McpServer;
  /** Browser origins accepted besides loopback. */
  readonly allowedOrigins: readonly string[];
  /** Called for each POST before its body is read: a refusal answers 503, null lets the call in. */
  readonly admit?: (request: Request) => Refusal | null;
  /** Runs a call's answer (a fresh server, the tool, the JSON response): at once when unset. */
  readonly schedule?: (answer: () => Promise<Response>) => Promise<Response>;
}

function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}

/** The body, read up to the limit; undefined when it is larger. */
async function readBody(request: Request): Promise<Uint8Array | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The endpoint: one function of a Request, for any runtime with the Fetch API. */
export function createFetchHandler(options: FetchHandlerOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (new URL(request.url).pathname !== MCP_PATH) {
      return new Response(`Not found. The MCP endpoint is ${MCP_PATH}.\n`, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const origin = request.headers.get('origin');
    if (origin && !isLoopback(origin) && !options.allowedOrigins.includes(origin))
      return jsonRpcError(403, -32600, `Origin ${origin} is not allowed`);
    if (request.method !== 'POST') {
      return jsonRpcError(
        405,
        -32000,
        'Method not allowed: this server is stateless and answers POST only (no GET stream, no sessions to DELETE).',
        { Allow: 'POST' },
      );
    }
    // Shed load before reading the body: a refused call costs no parsing and no server.
    const refusal = options.admit?.(request);
    if (refusal)
      return jsonRpcError(503, -32000, refusal.message, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
    const body = await readBody(request);
    if (body === undefined)
      return jsonRpcError(413, -32600, `Request body over ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
    let parsedBody: unknown;
    try {
      parsedBody = JSON.parse(new TextDecoder().decode(body));
    } catch {
      return jsonRpcError(400, -32700, 'Parse error: the body is not JSON');
    }
    const answer = async (): Promise<Response> => {
      if (request.signal.aborted)
        return jsonRpcError(503, -32000, 'The client closed the connection before its call was answered');
      const server = options.createServer();
      const transport = new WebStandardStreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      try {
        await server.connect(transport);
        // The transport reads the parsed body, not the stream this handler has already read.
        return await transport.handleRequest(request, { parsedBody });
      } finally {
        // With JSON responses the answer is whole once handleRequest returns: nothing is left to stream.
        await transport.close();
        await server.close();
      }
    };
    return options.schedule ? options.schedule(answer) : answer();
  };
}
