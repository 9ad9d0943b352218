/**
 * Streamable HTTP at /mcp on Node's HTTP server, stateless (MCP specification
 * 2025-06-18, "Streamable HTTP"): every POST gets a fresh server and transport,
 * so no session is kept and any number of clients can share one process. The
 * same endpoint for other runtimes is ./fetch.ts, with the same rules and the
 * constants it shares with this file; Node keeps its own path because driving
 * the web-standard handler from Node under a flood left some new connections
 * waiting 40 s in the load bench (issue 56; the README's Docs MCP server).
 *
 * What the specification leaves to the server, decided here:
 * - GET /mcp (a stream for server-initiated messages) and DELETE /mcp (end a
 *   session) answer 405 with `Allow: POST`: a stateless server has neither
 *   (the specification names 405 for both). Other methods get 405 as well.
 * - Bodies over MAX_BODY_BYTES get 413 before they are parsed; invalid JSON
 *   gets 400 with a JSON-RPC parse error.
 * - A request carrying an `Origin` header from a non-loopback origin, other
 *   than those allowed with --allow-origin, gets 403 (the specification asks
 *   servers to check Origin against DNS rebinding).
 * - Any other path is 404.
 * - The server sheds load instead of queueing it (issue 41): under 200
 *   concurrent clients p99 reached 2 s, and 20 s with other work on the
 *   machine. Node works the calls on one thread, and the calls waiting for it
 *   queue in the kernel, where the server can't count them; what it can see
 *   is how long the thread has been busy. A POST that arrives when the event
 *   loop hasn't run its timers for MAX_LOOP_LAG_MS (the calls ahead of it took
 *   that long), or when `maxInFlight` calls are already being answered
 *   (DEFAULT_MAX_IN_FLIGHT, `--max-in-flight`), is answered at once with 503
 *   and `Retry-After: 1`, before its body is read. A refusal costs
 *   microseconds, so the queue drains and the calls accepted stay fast.
 */
import http from 'node:http';
import { performance as nodePerformance } from 'node:perf_hooks';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isLoopback, MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS } from './fetch';

export { MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS };

/**
 * Tool calls worked on at once. A call takes 1 to 10 ms of the one thread (a search, a plan, a page), so
 * 32 in flight are answered within a few hundred ms on a slow machine; past them, a client retries.
 */
export const DEFAULT_MAX_IN_FLIGHT = 32;

/**
 * How long the event loop may go without running its timers before new calls are refused: the calls
 * accepted then wait at most about this long behind the others.
 */
export const MAX_LOOP_LAG_MS = 200;

/** How often the loop's timers mark that it is free. */
const LOOP_TICK_MS = 20;

/**
 * The share of the last UTILIZATION_WINDOW_MS the event loop spent working (Node's event loop
 * utilization), above which new calls are refused. A loop that runs short calls back to back never
 * misses its timers, so the lag check above doesn't see it, yet it has no time left to read the
 * calls waiting on its sockets: they queue in the kernel, where a first load round of 200 new
 * clients waited up to 23 s. Refusing while the loop is this busy leaves it the time to read, and
 * refuse, what waits. It applies while more than CROWD clients are connected, so a cold server's
 * burst from a few clients is still answered.
 */
export const MAX_LOOP_UTILIZATION = 0.95;
/**
 * Clients connected at once above which a saturated thread refuses: more than a few clients' burst
 * (the docs MCP tests ask ten questions at once of a cold server), well under a flood.
 */
export const CROWD = 16;
const UTILIZATION_WINDOW_MS = 500;

export interface HttpOptions {
  port: number;
  host: string;
  allowedOrigins: readonly string[];
  createServer: () => McpServer;
  log: (message: string) => void;
  /** POSTs worked on at once; DEFAULT_MAX_IN_FLIGHT when unset. */
  maxInFlight?: number;
  /** Milliseconds the loop may stay busy before new calls are refused; MAX_LOOP_LAG_MS when unset. */
  maxBusyMs?: number;
  /** Event loop utilization (0 to 1) above which new calls are refused; MAX_LOOP_UTILIZATION when unset. */
  maxUtilization?: number;
  /** Clients connected above which the utilization limit applies; CROWD when unset. */
  crowd?: number;
}

function jsonRpcError(
  res: http.ServerResponse,
  status: number,
  code: number,
  message: string,
  headers = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }));
}

/** Reads the body up to the limit; undefined when it is larger (413 already sent). */
function readBody(req: http.IncomingMessage, res: http.ServerResponse): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    const tooLarge = () => {
      jsonRpcError(res, 413, -32600, `Request body over ${MAX_BODY_BYTES} bytes`, { Connection: 'close' });
      resolve(undefined);
    };
    if (declared > MAX_BODY_BYTES) {
      req.resume();
      tooLarge();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        req.removeAllListeners('data');
        req.resume();
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (size <= MAX_BODY_BYTES) resolve(Buffer.concat(chunks));
    });
    req.on('error', reject);
  });
}

export function startHttp(options: HttpOptions): Promise<http.Server> {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const maxBusyMs = options.maxBusyMs ?? MAX_LOOP_LAG_MS;
  let inFlight = 0;
  // When the loop last ran its timers: a loop busy for longer is working through a queue.
  let lastTick = performance.now();
  const ticker = setInterval(() => (lastTick = performance.now()), LOOP_TICK_MS);
  ticker.unref();
  const maxUtilization = options.maxUtilization ?? MAX_LOOP_UTILIZATION;
  const crowd = options.crowd ?? CROWD;
  // How busy the loop was over the last window.
  let utilization = 0;
  let sampled = nodePerformance.eventLoopUtilization();
  const sampler = setInterval(() => {
    const now = nodePerformance.eventLoopUtilization();
    utilization = nodePerformance.eventLoopUtilization(now, sampled).utilization;
    sampled = now;
  }, UTILIZATION_WINDOW_MS);
  sampler.unref();
  let openSockets = 0;
  const httpServer = http.createServer((req, res) => {
    void handle(req, res).catch((error: unknown) => {
      options.log(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal server error');
      else res.end();
    });
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== MCP_PATH) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`Not found. The MCP endpoint is ${MCP_PATH}.\n`);
      return;
    }
    const origin = req.headers.origin;
    if (origin && !isLoopback(origin) && !options.allowedOrigins.includes(origin)) {
      jsonRpcError(res, 403, -32600, `Origin ${origin} is not allowed`);
      return;
    }
    if (req.method !== 'POST') {
      jsonRpcError(
        res,
        405,
        -32000,
        'Method not allowed: this server is stateless and answers POST only (no GET stream, no sessions to DELETE).',
        { Allow: 'POST' },
      );
      return;
    }
    // Shed load before reading the body: a refused call costs no parsing and no server.
    const busyMs = performance.now() - lastTick;
    // Saturated with more clients connected than it answers at once: those waiting on their sockets
    // are the queue. A few clients' burst on an idle server (a cold start's searches) is answered.
    const saturated = utilization > maxUtilization && openSockets > crowd;
    if (inFlight >= maxInFlight || busyMs > maxBusyMs || saturated) {
      req.resume();
      jsonRpcError(
        res,
        503,
        -32000,
        inFlight >= maxInFlight
          ? `Server busy: ${maxInFlight} calls are being answered. Retry after ${RETRY_AFTER_SECONDS} s.`
          : busyMs > maxBusyMs
            ? `Server busy: calls ahead of this one took ${Math.round(busyMs)} ms. Retry after ${RETRY_AFTER_SECONDS} s.`
            : `Server busy: it worked ${Math.round(utilization * 100)} % of the last ${UTILIZATION_WINDOW_MS} ms. Retry after ${RETRY_AFTER_SECONDS} s.`,
        { 'Retry-After': String(RETRY_AFTER_SECONDS) },
      );
      return;
    }
    inFlight += 1;
    // 'close' comes once for every response, finished or cut short.
    res.once('close', () => (inFlight -= 1));
    const body = await readBody(req, res);
    if (body === undefined) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      jsonRpcError(res, 400, -32700, 'Parse error: the body is not JSON');
      return;
    }
    const server = options.createServer();
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    await server.connect(transport);
    await transport.handleRequest(req, res, parsed);
  }

  httpServer.on('connection', (socket) => {
    openSockets += 1;
    socket.once('close', () => (openSockets -= 1));
  });
  httpServer.on('close', () => {
    clearInterval(ticker);
    clearInterval(sampler);
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve(httpServer);
    });
  });
}
