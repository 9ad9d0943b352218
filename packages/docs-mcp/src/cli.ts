/**
 * metaferry-docs-mcp: the Metaferry documentation as an MCP server.
 *
 *   metaferry-docs-mcp                      stdio, docs packed in the package, no network
 *   metaferry-docs-mcp --site URL           stdio, docs read from a live deployment at start
 *   metaferry-docs-mcp --http PORT [--host ADDR] [--allow-origin ORIGIN]…
 *                                           Streamable HTTP at http://ADDR:PORT/mcp (ADDR 127.0.0.1)
 *
 * stdout belongs to the protocol on stdio: every message of ours goes to stderr.
 */
import path from 'node:path';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { DocsBundle } from './bundle';
import { Docs } from './docs';
import { DEFAULT_MAX_IN_FLIGHT, MAX_LOOP_LAG_MS, MCP_PATH, startHttp } from './http';
import { FETCH_TIMEOUT_MS, loadBundledDocs, loadSiteDocs } from './load';
import { createServer } from './server';

/** Replaced by the build (esbuild `define`) with package.json's version. */
declare const PACKAGE_VERSION: string;
const VERSION = typeof PACKAGE_VERSION === 'string' ? PACKAGE_VERSION : '0.0.0-dev';

const USAGE = `Usage: metaferry-docs-mcp [--site URL [--timeout SECONDS]] [--http PORT [--host ADDR] [--allow-origin ORIGIN]...]

  (no options)          MCP over stdio, with the docs packed in this package; no network.
  --site URL            Read the docs from a live deployment (its docs-manifest.json, Markdown twins, search index) at start.
  --timeout SECONDS     With --site: how long each request may take before the start fails (default 10).
  --http PORT           Serve Streamable HTTP at http://127.0.0.1:PORT${MCP_PATH} instead of stdio (stateless).
  --host ADDR           Address to bind with --http (default 127.0.0.1).
  --allow-origin ORIGIN Accept browser requests from this Origin too (repeatable; loopback is always accepted).
  --max-in-flight N     With --http: calls queued or being answered at once (default ${DEFAULT_MAX_IN_FLIGHT}); one more gets 503 with Retry-After.
  --max-busy-ms N       With --http: refuse calls (503) once the server has been busy this long (default ${MAX_LOOP_LAG_MS}).
  --version, --help
`;

interface Options {
  site?: string;
  timeoutMs: number;
  http?: number;
  host: string;
  allowedOrigins: string[];
  maxInFlight: number;
  maxBusyMs: number;
}

class UsageError extends Error {}

export function parseArgs(argv: readonly string[]): Options | 'help' | 'version' {
  const options: Options = {
    host: '127.0.0.1',
    allowedOrigins: [],
    timeoutMs: FETCH_TIMEOUT_MS,
    maxInFlight: DEFAULT_MAX_IN_FLIGHT,
    maxBusyMs: MAX_LOOP_LAG_MS,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new UsageError(`${flag} needs a value`);
      return v;
    };
    /** The value as a whole number from `min` to `max`, or a usage error that says what it needs. */
    const wholeNumber = (min: number, max: number, needs: string) => {
      const n = Number(value());
      if (!Number.isInteger(n) || n < min || n > max) throw new UsageError(`${flag} needs ${needs}`);
      return n;
    };
    switch (flag) {
      case '--help':
      case '-h':
        return 'help';
      case '--version':
        return 'version';
      case '--site':
        options.site = value();
        break;
      case '--http':
        options.http = wholeNumber(1, 65535, 'a port number from 1 to 65535');
        break;
      case '--timeout': {
        const seconds = Number(value());
        if (!(seconds > 0 && seconds <= 300))
          throw new UsageError('--timeout needs a number of seconds from 0 to 300');
        options.timeoutMs = seconds * 1000;
        break;
      }
      case '--host':
        options.host = value();
        break;
      case '--allow-origin':
        options.allowedOrigins.push(value());
        break;
      case '--max-in-flight':
        options.maxInFlight = wholeNumber(1, 10_000, 'a whole number from 1 to 10000');
        break;
      case '--max-busy-ms':
        options.maxBusyMs = wholeNumber(10, 60_000, 'a whole number of milliseconds from 10 to 60000');
        break;
      default:
        throw new UsageError(`Unknown option ${arg}`);
    }
  }
  return options;
}

async function main(): Promise<void> {
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`metaferry-docs-mcp: ${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (options === 'version') {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  const log = (message: string) => process.stderr.write(`metaferry-docs-mcp: ${message}\n`);

  let bundle: DocsBundle;
  try {
    bundle = options.site
      ? await loadSiteDocs(options.site, options.timeoutMs)
      : loadBundledDocs(path.join(__dirname));
  } catch (error) {
    log(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const docs = new Docs(bundle);
  const from = options.site ? options.site : 'the docs packed in this package';
  if (options.http !== undefined) {
    const port = options.http;
    try {
      await startHttp({
        port,
        host: options.host,
        allowedOrigins: options.allowedOrigins,
        maxInFlight: options.maxInFlight,
        maxBusyMs: options.maxBusyMs,
        createServer: () => createServer(docs, VERSION),
        log,
      });
    } catch (error) {
      log(`cannot listen on ${options.host}:${port}: ${(error as Error).message}`);
      process.exit(1);
    }
    const shown = options.host.includes(':') ? `[${options.host}]` : options.host;
    log(`${docs.pages.length} pages from ${from}; MCP over HTTP at http://${shown}:${port}${MCP_PATH}`);
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
    return;
  }
  const server = createServer(docs, VERSION);
  await server.connect(new StdioServerTransport());
  log(`${docs.pages.length} pages from ${from}; MCP over stdio`);
}

void main();
