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
 * - Load (issues 41 and 56). Node answers on one thread and accepts about one waiting connection
 *   per turn of its event loop, so a thread working through each batch of back-to-back calls left
 *   new clients unaccepted in the kernel for up to 37 s under a flood of 200 (the load bench, and a
 *   bare Node server, the same). So:
 *   - calls are answered one at a time, in the order they arrived, each in a turn of the event
 *     loop of its own (`setImmediate`), with ACCEPT_TURNS empty turns after it: between two calls
 *     the loop reads its sockets and accepts what waits, so a new client queues beside the others
 *     instead of behind all of them;
 *   - the queue is the server's own, so its delay is known: a call that would wait longer than
 *     MAX_QUEUE_DELAY_MS behind the calls ahead (their number times the recent time a call takes)
 *     is answered at once with 503 and `Retry-After: 1`, before its body is read, once at least
 *     QUEUE_FLOOR calls are queued;
 *   - two bounds stay: `maxInFlight` calls at most (DEFAULT_MAX_IN_FLIGHT, `--max-in-flight`), and
 *     none while the event loop hasn't run its timers for MAX_LOOP_LAG_MS (work the queue doesn't
 *     see, such as a body being parsed).
 *   A refusal costs microseconds, so the server keeps serving at about its capacity under a flood
 *   and refuses only the excess, and the calls it accepts wait at most about MAX_QUEUE_DELAY_MS.
 */
import http from 'node:http';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { isLoopback, MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS } from './fetch';

export { MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS };

/**
 * Tool calls queued or being answered at once, whatever their wait: a bound on the bodies held in
 * memory (up to 1 MB each). A call takes 1 to 20 ms of the one thread, so MAX_QUEUE_DELAY_MS usually
 * refuses first.
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
 * The longest a call may wait behind the calls ahead of it: past this, a new call is refused. Well
 * under the 1 s a client should wait at most (issue 56), with room for the call's own time.
 */
export const MAX_QUEUE_DELAY_MS = 300;

/**
 * Calls that are always queued, however long the recent calls took: a few clients' burst on a cold
 * server, whose first searches load the index parts they need (the docs MCP tests ask ten questions
 * at once, and the first answers took 80 ms each), is answered, not refused. A flood queues more.
 */
export const QUEUE_FLOOR = 10;

/** The weight of the last call in the recent time a call takes (an exponential moving average). */
const SERVICE_WEIGHT = 0.2;

/**
 * Turns of the event loop between two calls. Node accepts about one waiting connection a turn: 200
 * new clients were accepted over 2.5 s with one call a turn, over 0.6 s with eight empty turns after
 * each (a bare Node server, 14 ms calls). An empty turn costs microseconds.
 */
const ACCEPT_TURNS = 8;

/** `then`, after `turns` turns of the event loop. */
const afterTurns = (turns: number, then: () => void): void => {
  if (turns <= 0) then();
  else setImmediate(() => afterTurns(turns - 1, then));
};

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
  /** The longest a new call may wait behind those ahead; MAX_QUEUE_DELAY_MS when unset. */
  maxQueueMs?: number;
  /** Calls always queued, whatever their wait; QUEUE_FLOOR when unset. */
  queueFloor?: number;
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

/**
 * The calls waiting to be answered: one at a time, in arrival order, each in a turn of the event loop
 * of its own with ACCEPT_TURNS empty turns after it; `callMs` is the recent time one takes (0 until
 * one has been answered).
 */
function callQueue(): { add: (job: () => Promise<void>) => void; callMs: () => number } {
  const queue: (() => Promise<void>)[] = [];
  let answering = false;
  let callMs = 0;
  const next = () => {
    if (answering) return;
    const job = queue.shift();
    if (!job) return;
    answering = true;
    // A turn of the loop of its own: the sockets are read, and new clients accepted, before it.
    setImmediate(() => {
      const started = performance.now();
      void job().finally(() => {
        const took = performance.now() - started;
        callMs = callMs === 0 ? took : callMs + SERVICE_WEIGHT * (took - callMs);
        // A few empty turns before the next call, for the connections waiting to be accepted.
        afterTurns(ACCEPT_TURNS, () => {
          answering = false;
          next();
        });
      });
    });
  };
  return {
    add: (job) => {
      queue.push(job);
      next();
    },
    callMs: () => callMs,
  };
}

export function startHttp(options: HttpOptions): Promise<http.Server> {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const maxBusyMs = options.maxBusyMs ?? MAX_LOOP_LAG_MS;
  let inFlight = 0;
  // When the loop last ran its timers: a loop busy for longer is working through a queue.
  let lastTick = performance.now();
  const ticker = setInterval(() => (lastTick = performance.now()), LOOP_TICK_MS);
  ticker.unref();
  const maxQueueMs = options.maxQueueMs ?? MAX_QUEUE_DELAY_MS;
  const queueFloor = options.queueFloor ?? QUEUE_FLOOR;
  const calls = callQueue();
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
    const waitMs = inFlight * calls.callMs();
    const refusal =
      inFlight >= maxInFlight
        ? `${maxInFlight} calls are being answered`
        : waitMs > maxQueueMs && inFlight >= queueFloor
          ? `a new call would wait about ${Math.round(waitMs)} ms behind the ${inFlight} calls queued`
          : busyMs > maxBusyMs
            ? `calls ahead of this one took ${Math.round(busyMs)} ms`
            : null;
    if (refusal) {
      req.resume();
      jsonRpcError(res, 503, -32000, `Server busy: ${refusal}. Retry after ${RETRY_AFTER_SECONDS} s.`, {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      });
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
    // Answered in its turn; the turn ends when the answer is written (or the client has gone).
    calls.add(async () => {
      if (res.destroyed) return;
      const closed = new Promise<void>((resolve) => res.once('close', () => resolve()));
      const server = options.createServer();
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      res.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(req, res, parsed);
      } catch (error) {
        options.log(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) jsonRpcError(res, 500, -32603, 'Internal server error');
        else res.end();
      }
      await closed;
    });
  }

  httpServer.on('close', () => clearInterval(ticker));
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve(httpServer);
    });
  });
}
