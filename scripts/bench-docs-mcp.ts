/**
 * `npm run bench:mcp [-- --dir build]`: measures the docs MCP server's
 * tarball (run `npm run build && npm run build:mcp` first). Prints, and
 * writes to .bench/docs-mcp.json:
 * - the tarball's size, and its unpacked size (server bundle, docs);
 * - cold start: spawn → `initialize` answered, over stdio, median of 7 runs,
 *   with `node dist/cli.js` and once with `npx -y file:<tarball>` on an
 *   empty npm cache (what a first-time user waits for);
 * - memory: the server's resident set after `initialize` and one search.
 *
 * A benchmark, not a test: the numbers depend on the machine and its load.
 */
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TARBALL_NAME } from './build-docs-mcp';

const ROOT = path.resolve(__dirname, '..');

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

function serverPid(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return children.length > 0 ? serverPid(Number(children[children.length - 1])) : pid;
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
