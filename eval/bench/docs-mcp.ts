/**
 * `npm run bench:mcp [-- --dir build]`: measures the docs MCP server's
 * tarball (run `npm run build && npm run build:mcp` first). Prints, and
 * writes to .bench/docs-mcp.json:
 * - the tarball's size, and its unpacked size (server bundle, docs);
 * - cold start: spawn → `initialize` answered, over stdio, median of 7 runs,
 *   with `node dist/cli.js` and once with `npx -y file:<tarball>` on an
 *   empty npm cache (what a first-time user waits for);
 * - memory: the server's resident set after `initialize` and one search;
 * - the Worker (deploy/cloudflare/dist, issue 56): its two files' sizes, raw and gzipped together
 *   (what Cloudflare counts against its size limit), and its cold start in workerd, Cloudflare's
 *   runtime: spawn → `initialize` answered over HTTP, median of 7 runs.
 *
 * `-- --load` runs a bounded load instead (issue 41): the server over HTTP on
 * loopback, LOAD_CLIENTS clients each calling tools in turn until the round's
 * LOAD_CALLS calls are made, LOAD_ROUNDS rounds; a refused call (503) is not
 * retried, its client waits REFUSED_PAUSE_MS before its next one. One call
 * per query warms the server up first (a search loads the index parts it needs). Per round:
 * calls served and refused a second (the refusals by the rule that gave them), p50, p95 and p99 of the accepted calls,
 * failed calls, the server's resident set before and after, and goodput: the
 * calls served a second as a share of the unloaded figure (UNLOADED_CLIENTS
 * clients, measured first). `--max-in-flight N` is passed to the server (a
 * fixed limit; `--max-in-flight 10000`: no cap).
 *
 * A benchmark, not a test: the numbers depend on the machine and its load.
 */
import { spawn, execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { TARBALL_NAME, WORKER_DIR, WORKER_DOCS_FILE, WORKER_FILE } from '../../scripts/build-docs-mcp';
import { startWorkerd } from '../../scripts/lib/workerd';

const ROOT = path.resolve(__dirname, '..', '..');

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
};
const SEARCH = {
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name: 'search_docs', arguments: { query: 'which permissions does the authorizing user need' } },
};

interface Run {
  startMs: number;
  rssKb?: number;
}

/** Starts the server, times `initialize`, optionally runs one search and reads the RSS, then stops it. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, withSearch: boolean): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    let buffer = '';
    let startMs = 0;
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const message = JSON.parse(buffer.slice(0, newline)) as { id?: number };
        buffer = buffer.slice(newline + 1);
        if (message.id === 1) {
          startMs = Number(process.hrtime.bigint() - started) / 1e6;
          child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
          if (!withSearch) {
            child.kill();
            resolve({ startMs });
          } else child.stdin.write(`${JSON.stringify(SEARCH)}\n`);
        } else if (message.id === 2) {
          // npx runs the server as a grandchild: read the RSS of the node process that answered.
          const status = readFileSync(`/proc/${serverPid(child.pid ?? 0)}/status`, 'utf8');
          const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
          child.kill();
          resolve({ startMs, rssKb });
        }
      }
    });
    child.on('error', reject);
    child.stdin.write(`${JSON.stringify(INITIALIZE)}\n`);
  });
}

const WORKER_BENCH_PORT = 3219;

/** workerd started on the built Worker until it answers `initialize`: the time that took. */
async function workerColdStart(): Promise<number> {
  const started = process.hrtime.bigint();
  const worker = startWorkerd(WORKER_BENCH_PORT);
  try {
    for (;;) {
      if (worker.process.exitCode !== null) throw new Error(`workerd exited: ${worker.output()}`);
      const status = await fetch(worker.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
        body: JSON.stringify(INITIALIZE),
      }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return Number(process.hrtime.bigint() - started) / 1e6;
      // Not listening yet: ask again on the next turn of 5 ms.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    await worker.stop();
  }
}

async function workerFigures() {
  const code = readFileSync(path.join(WORKER_DIR, WORKER_FILE));
  const docs = readFileSync(path.join(WORKER_DIR, WORKER_DOCS_FILE));
  const starts: number[] = [];
  for (let i = 0; i < 7; i++) starts.push(await workerColdStart());
  return {
    workerBytes: code.length,
    workerDocsBytes: docs.length,
    workerGzipBytes: gzipSync(code).length + gzipSync(docs).length,
    workerColdStartMs: { median: Math.round(median(starts)), runs: starts.map(Math.round) },
  };
}

function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return children.length > 0 ? serverPid(Number(children[children.length - 1])) : pid;
}

const LOAD_CLIENTS = 200;
/** The unloaded figure: this many clients calling back to back, well under any limit. */
const UNLOADED_CLIENTS = 4;
const UNLOADED_CALLS = 1000;
const LOAD_CALLS = 4000;
const LOAD_ROUNDS = 3;
const REFUSED_PAUSE_MS = 250;
const LOAD_QUERIES = [
  'which permissions does the authorizing user need',
  'record type picklist values',
  'validate only',
  'profile layout assignments',
  'deploy flow inactive',
];

/**
 * Each client keeps its own connection (a keep-alive agent with a socket per client), as separate
 * MCP clients do. fetch's shared pool queued some calls inside the bench itself for the whole round
 * (seen as 45 s calls the server never held: its own timings stayed under a second).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

/** Why a refusal was given, from its message (packages/docs-mcp/src/http.ts). */
function refusalReason(body: string): string {
  const message = /"message":"([^"]*)"/.exec(body)?.[1] ?? '';
  if (/calls are being answered/.test(message)) return 'in flight';
  if (/calls ahead of this one took/.test(message)) return 'loop lag';
  if (/would wait/.test(message)) return 'queueing delay';
  return message.slice(0, 60) || 'other';
}

/** One search_docs call over HTTP, as an MCP client posts it: its status once the body is read, and a refusal's reason. */
const postSearch = (url: string, id: number, query: string) =>
  new Promise<{ status: number; reason?: string }>((resolve, reject) => {
    const body = JSON.stringify({
      jsonrpc: '2.0',
      id,
      method: 'tools/call',
      params: { name: 'search_docs', arguments: { query } },
    });
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json, text/event-stream',
          'Content-Length': Buffer.byteLength(body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status !== 503) {
          response.resume();
          response.on('end', () => resolve({ status }));
        } else {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status, reason: refusalReason(text) }));
        }
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

const rssMbOf = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 102.4) / 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

/** One round: `calls` tool calls from `clients` clients at once (LOAD_CALLS and LOAD_CLIENTS under load). */
async function loadRound(url: string, pid: number, clients = LOAD_CLIENTS, calls = LOAD_CALLS) {
  const rssBefore = rssMbOf(pid);
  const latencies: number[] = [];
  let refused = 0;
  const refusedFor: Record<string, number> = {};
  let failed = 0;
  let issued = 0;
  const started = process.hrtime.bigint();
  const client = async () => {
    while (issued < calls) {
      const id = issued++;
      const t0 = process.hrtime.bigint();
      try {
        const response = await postSearch(url, id, LOAD_QUERIES[id % LOAD_QUERIES.length] ?? '');
        if (response.status === 200) latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
        else if (response.status === 503) {
          refused += 1;
          const reason = response.reason ?? 'other';
          refusedFor[reason] = (refusedFor[reason] ?? 0) + 1;
          await new Promise((resolve) => setTimeout(resolve, REFUSED_PAUSE_MS));
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    accepted: latencies.length,
    refused,
    failed,
    acceptedPerSecond: Math.round(latencies.length / seconds),
    refusedPerSecond: Math.round(refused / seconds),
    refusedFor,
    p50Ms: Math.round(percentile(sorted, 50)),
    p95Ms: Math.round(percentile(sorted, 95)),
    p99Ms: Math.round(percentile(sorted, 99)),
    maxMs: Math.round(sorted.at(-1) ?? NaN),
    rssBeforeMb: rssBefore,
    rssAfterMb: rssMbOf(pid),
  };
}

/** The bounded load run: the server on a loopback port, LOAD_ROUNDS rounds, then it is stopped. */
async function loadRun(cli: string, maxInFlight: string | undefined) {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(
    process.execPath,
    [cli, '--http', String(port), ...(maxInFlight ? ['--max-in-flight', maxInFlight] : [])],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const url = `http://127.0.0.1:${port}/mcp`;
  try {
    // Ready when it answers (a refused connection means not yet listening): at most 10 s.
    for (let i = 0; ; i++) {
      const ok = await fetch(url, { method: 'GET' }).then(
        () => true,
        () => false,
      );
      if (ok) break;
      if (i > 200) throw new Error('the docs MCP server did not start listening within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // Each query once first, so the rounds measure a warm server: a search loads the index parts it needs.
    for (const [i, query] of LOAD_QUERIES.entries()) await postSearch(url, -1 - i, query);
    // Unloaded: a few clients, never past the limit; what the server serves a second when nothing waits.
    const unloaded = await loadRound(url, child.pid ?? 0, UNLOADED_CLIENTS, UNLOADED_CALLS);
    const rounds = [];
    for (let r = 0; r < LOAD_ROUNDS; r++) {
      const round = await loadRound(url, child.pid ?? 0);
      // Goodput: the calls served a second under the flood, as a share of the unloaded figure.
      rounds.push({
        ...round,
        goodputOfUnloaded: Math.round((100 * round.acceptedPerSecond) / unloaded.acceptedPerSecond) / 100,
      });
    }
    return {
      clients: LOAD_CLIENTS,
      callsPerRound: LOAD_CALLS,
      maxInFlight: maxInFlight ?? 'default',
      unloaded,
      rounds,
    };
  } finally {
    agent.destroy();
    child.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const buildDir = path.resolve(ROOT, dirAt >= 0 ? (args[dirAt + 1] ?? 'build') : 'build');
  const tarball = path.join(buildDir, 'downloads', TARBALL_NAME);
  const work = mkdtempSync(path.join(tmpdir(), 'docs-mcp-bench-'));
  try {
    execFileSync('tar', ['-xzf', tarball, '-C', work]);
    const cli = path.join(work, 'package', 'dist', 'cli.js');
    if (args.includes('--load')) {
      const capAt = args.indexOf('--max-in-flight');
      const report = await loadRun(cli, capAt >= 0 ? args[capAt + 1] : undefined);
      console.log(JSON.stringify(report, null, 2));
      mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
      writeFileSync(path.join(ROOT, '.bench', 'docs-mcp-load.json'), `${JSON.stringify(report, null, 2)}\n`);
      return;
    }
    const sizes = {
      tarballBytes: statSync(tarball).size,
      serverBundleBytes: statSync(cli).size,
      docsBytes: statSync(path.join(work, 'package', 'dist', 'docs.json')).size,
    };
    const starts: number[] = [];
    let rssKb = 0;
    for (let i = 0; i < 7; i++) {
      const result = await run(process.execPath, [cli], {}, i === 0);
      starts.push(result.startMs);
      rssKb = result.rssKb ?? rssKb;
    }
    // First run through npx: an empty cache and a registry nobody answers, as on an air-gapped runner.
    const cache = path.join(work, 'npm-cache');
    const npx = await run(
      'npx',
      ['-y', `file:${tarball}`],
      { npm_config_cache: cache, npm_config_registry: 'http://127.0.0.1:9/' },
      false,
    );
    const report = {
      ...sizes,
      coldStartMs: { median: Math.round(median(starts)), runs: starts.map(Math.round) },
      npxFirstStartMs: Math.round(npx.startMs),
      rssAfterSearchMb: Math.round(rssKb / 102.4) / 10,
      ...(await workerFigures()),
    };
    console.log(JSON.stringify(report, null, 2));
    mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
    writeFileSync(path.join(ROOT, '.bench', 'docs-mcp.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
