/**
 * The docs MCP endpoint on Node's HTTP server: a thin wrapper around the web-standard handler
 * (./fetch.ts), which holds every rule of the endpoint (path, Origin check, methods, body limit,
 * JSON, the stateless MCP server of each call) and is what serverless and edge runtimes run
 * unchanged. `@hono/node-server`'s `getRequestListener` turns Node's request into a web `Request`
 * and the handler's `Response` back (its body streamed, an unread body drained, the request's
 * signal aborted when the client hangs up). What only a long-running process on one thread needs
 * is added here, through the handler's two hooks, `admit` and `schedule`:
 *
 * - Load (issues 41 and 56). Node answers on one thread and accepts about one waiting connection
 *   per turn of its event loop, so a thread working through each batch of back-to-back calls left
 *   new clients unaccepted in the kernel for up to 37 s under a flood of 200 (the load bench, and a
 *   bare Node server, the same). So:
 *   - calls are answered one at a time, in the order they arrived, each in a turn of the event
 *     loop of its own (`setImmediate`), with ACCEPT_TURNS empty turns after it: between two calls
 *     the loop reads its sockets and accepts what waits, so a new client queues beside the others
 *     instead of behind all of them (`schedule`);
 *   - the queue is the server's own, so its delay is known: a call that would wait longer than
 *     MAX_QUEUE_DELAY_MS behind the calls ahead (their number times the recent time a call takes)
 *     is answered at once with 503 and `Retry-After: 1`, before its body is read, once at least
 *     QUEUE_FLOOR calls are queued (`admit`);
 *   - two bounds stay: `maxInFlight` calls at most (DEFAULT_MAX_IN_FLIGHT, `--max-in-flight`), and
 *     none while the event loop hasn't run its timers for MAX_LOOP_LAG_MS (work the queue doesn't
 *     see, such as a body being parsed).
 *   A refusal costs microseconds, and its 503 is held REFUSAL_HOLD_MS before it is sent, so a
 *   client that calls again at once can't make the thread spend its turns refusing: the server keeps
 *   serving at about its capacity under a flood and refuses only the excess, and the calls it
 *   accepts wait at most about MAX_QUEUE_DELAY_MS.
 */
import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { createFetchHandler, MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS, type Refusal } from './fetch';

export { MAX_BODY_BYTES, MCP_PATH, RETRY_AFTER_SECONDS };

/**
 * Tool calls queued or being answered at once, whatever their wait: a bound on the bodies held in
 * memory (MAX_BODY_BYTES each at most, about 8 MB, for a whole org's package.xml; nearly every call
 * is under 1 KB). A call takes 1 to 20 ms of the one thread (a plan of 30,000 members about 400 ms),
 * so MAX_QUEUE_DELAY_MS usually refuses first.
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

/**
 * How long a refusal's 503 is held before it is sent. A client that calls again as soon as it is
 * refused (a load tool, a retry loop that ignores `Retry-After`) came back within microseconds, and
 * 200 of them made the server refuse 22,000 calls a second, which left the thread 18 calls a second
 * to answer (`hey -c 200`, issue 56). Held, each such client is refused at most four times a second,
 * and the thread keeps its turns for the calls it accepted. An idle socket and a timer each.
 */
export const REFUSAL_HOLD_MS = 250;

/**
 * Refusals held at once: past this, a refusal is sent at once and its connection closed, so a flood
 * of new connections can't hold memory without bound.
 */
export const MAX_HELD_REFUSALS = 2_000;

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
  /** How long a refusal is held before it is sent; REFUSAL_HOLD_MS when unset. */
  refusalHoldMs?: number;
  /** Refusals held at once, past which one is sent at once and its connection closed; MAX_HELD_REFUSALS when unset. */
  maxHeldRefusals?: number;
}

/**
 * Refusals held before they are sent (REFUSAL_HOLD_MS), at most `most` at once; `releaseAll` lets
 * those still held go (the server has closed).
 */
function refusalHold(holdMs: number, most: number) {
  const held = new Set<() => void>();
  return {
    hold: async (response: Response): Promise<Response> => {
      if (held.size >= most) {
        const headers = new Headers(response.headers);
        headers.set('Connection', 'close');
        return new Response(response.body, { status: response.status, headers });
      }
      await new Promise<void>((resolve) => {
        const release = () => {
          clearTimeout(timer);
          held.delete(release);
          resolve();
        };
        const timer = setTimeout(release, holdMs);
        held.add(release);
      });
      return response;
    },
    releaseAll: () => [...held].forEach((release) => release()),
  };
}

/**
 * The calls waiting to be answered: one at a time, in arrival order, each in a turn of the event loop
 * of its own with ACCEPT_TURNS empty turns after it; `callMs` is the recent time one takes (0 until
 * one has been answered).
 */
function callQueue(): {
  run: <T>(answer: () => Promise<T>) => Promise<T>;
  callMs: () => number;
} {
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
    run: (answer) =>
      new Promise((resolve, reject) => {
        queue.push(() => answer().then(resolve, reject));
        next();
      }),
    callMs: () => callMs,
  };
}

export function startHttp(options: HttpOptions): Promise<http.Server> {
  const maxInFlight = options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT;
  const maxBusyMs = options.maxBusyMs ?? MAX_LOOP_LAG_MS;
  const maxQueueMs = options.maxQueueMs ?? MAX_QUEUE_DELAY_MS;
  const queueFloor = options.queueFloor ?? QUEUE_FLOOR;
  // When the loop last ran its timers: a loop busy for longer is working through a queue.
  let lastTick = performance.now();
  const ticker = setInterval(() => (lastTick = performance.now()), LOOP_TICK_MS);
  ticker.unref();
  const calls = callQueue();
  // Calls let in and not yet answered; `admitted` holds their requests until their answer is back.
  let inFlight = 0;
  const admitted = new WeakSet<Request>();
  // Calls refused by `admit`, whose 503 is held before it is sent.
  const refused = new WeakSet<Request>();
  const holds = refusalHold(
    options.refusalHoldMs ?? REFUSAL_HOLD_MS,
    options.maxHeldRefusals ?? MAX_HELD_REFUSALS,
  );

  const admit = (request: Request): Refusal | null => {
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
      refused.add(request);
      return { message: `Server busy: ${refusal}. Retry after ${RETRY_AFTER_SECONDS} s.` };
    }
    inFlight += 1;
    admitted.add(request);
    return null;
  };

  const handler = createFetchHandler({
    createServer: options.createServer,
    allowedOrigins: options.allowedOrigins,
    admit,
    schedule: calls.run,
  });

  const listener = getRequestListener(
    async (request: Request) => {
      try {
        const response = await handler(request);
        return refused.has(request) ? await holds.hold(response) : response;
      } finally {
        if (admitted.delete(request)) inFlight -= 1;
      }
    },
    {
      // Node's own Request and Response stay as they are for everything else in the process.
      overrideGlobalObjects: false,
      errorHandler: (error) => {
        options.log(`HTTP request failed: ${error instanceof Error ? error.message : String(error)}`);
        return new Response(
          JSON.stringify({
            jsonrpc: '2.0',
            error: { code: -32603, message: 'Internal server error' },
            id: null,
          }),
          { status: 500, headers: { 'Content-Type': 'application/json' } },
        );
      },
    },
  );
  const httpServer = http.createServer((req, res) => void listener(req, res));

  // Closed, its timers stop: the loop's ticker, and the refusals still held (their sockets are gone).
  httpServer.on('close', () => {
    clearInterval(ticker);
    holds.releaseAll();
  });
  return new Promise((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(options.port, options.host, () => {
      httpServer.off('error', reject);
      resolve(httpServer);
    });
  });
}
