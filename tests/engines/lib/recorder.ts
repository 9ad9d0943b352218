/**
 * A pass-through proxy in front of the served build that tells the engine
 * suite what went wrong inside the page, in any engine.
 *
 * WebKitWebDriver speaks classic WebDriver only (no log or BiDi events), and
 * an error raised while a page is being left is gone with that page before
 * a test could ask for it. So every HTML response gets, first thing in its
 * `<head>`, a listener that sends each uncaught error, unhandled rejection
 * and `console.error` to this proxy with `navigator.sendBeacon`, which
 * browsers deliver even from a page that is unloading. The proxy also notes
 * every same-origin response of 400 or more (a chunk that is missing).
 *
 * The served site is otherwise byte for byte what `docusaurus serve` sends;
 * that server sends no Content-Security-Policy, so the inline listener runs.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const REPORT_PATH = '/__engine-report';

/** Runs before any of the page's own scripts; ES5, as old engines parse it too. */
export const RECORDER_SCRIPT = `<script>(function(){
var p=location.pathname;
function r(k,m){try{navigator.sendBeacon("${REPORT_PATH}",k+" on "+p+": "+m)}catch(e){}}
function s(x){return x&&x.stack&&x.name?x.name+": "+x.message:String(x&&x.message||x)}
addEventListener("error",function(e){if(e.target&&e.target!==window)return;r("uncaught error",e.error?s(e.error):e.message)});
addEventListener("unhandledrejection",function(e){r("unhandled rejection",s(e.reason))});
var c=console.error;console.error=function(){r("console.error",[].map.call(arguments,s).join(" "));return c.apply(console,arguments)};
})()</script>`;

export interface Recorder {
  /** Origin of the proxy, e.g. http://127.0.0.1:41234 */
  origin: string;
  /** Problems reported since the last `take()`, oldest first. */
  take(): string[];
  /** Waits a little for beacons still in flight, then returns what `take()` would. */
  settle(ms?: number): Promise<string[]>;
  close(): Promise<void>;
}

function inject(html: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) return RECORDER_SCRIPT + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + RECORDER_SCRIPT + html.slice(at);
}

async function body(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface RecorderOptions {
  /**
   * Holds each response for a script under /assets/js/ this long, so that a
   * page's scripts are still downloading when a test leaves it (as on a
   * phone's connection). Scripts are never cached for this reason: a test
   * that turns the delay on must not find them in the cache.
   */
  scriptDelayMs?: () => number;
}

/** Starts the proxy on a free loopback port, forwarding to `target` (an origin). */
export async function startRecorder(target: string, options: RecorderOptions = {}): Promise<Recorder> {
  const upstream = new URL(target);
  let problems: string[] = [];

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.url === REPORT_PATH && req.method === 'POST') {
      problems.push((await body(req)).toString('utf8'));
      res.writeHead(204).end();
      return;
    }
    const headers = { ...req.headers, host: upstream.host };
    // Compressed HTML could not be rewritten; the loopback needs no compression.
    delete headers['accept-encoding'];
    const script = req.url?.startsWith('/assets/js/') ?? false;
    if (script) {
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
      const delay = options.scriptDelayMs?.() ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    }
    const forward = request(
      { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers },
      async (up) => {
        const status = up.statusCode ?? 502;
        // Firefox asks for /favicon.ico by itself now and then (the site's icon is an SVG it names).
        if (status >= 400 && req.headers['sec-fetch-dest'] !== 'document' && req.url !== '/favicon.ico') {
          problems.push(`HTTP ${status} for ${req.url ?? ''}`);
        }
        const type = String(up.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          res.writeHead(status, script ? { ...up.headers, 'cache-control': 'no-store' } : up.headers);
          up.pipe(res);
          return;
        }
        const html = inject((await body(up)).toString('utf8'));
        const outHeaders = { ...up.headers, 'content-length': String(Buffer.byteLength(html)) };
        res.writeHead(status, outHeaders).end(html);
      },
    );
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502);
      res.end(String(error));
    });
    req.pipe(forward);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const take = () => {
    const out = problems;
    problems = [];
    return out;
  };
  return {
    origin: `http://127.0.0.1:${port}`,
    take,
    async settle(ms = 300) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return take();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
