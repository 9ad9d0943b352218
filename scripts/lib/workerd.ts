/**
 * Runs the docs MCP Worker (deploy/cloudflare/dist, written by `npm run build:mcp`) in workerd,
 * Cloudflare's own Workers runtime, on this machine: the test that it runs unchanged at the edge
 * (tests/mcp/worker.spec.ts) and its cold start in bench:mcp use this one launcher.
 *
 * The config is the one wrangler.toml describes, in workerd's own format: the entry module, the
 * docs as a Text module, the compatibility date and the variables, read from wrangler.toml so the
 * two can't drift.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WORKER_DIR, WORKER_DOCS_FILE, WORKER_FILE } from '../build-docs-mcp';

const ROOT = path.resolve(__dirname, '..', '..');
export const WRANGLER_TOML = path.join(ROOT, 'deploy', 'cloudflare', 'wrangler.toml');
const CONFIG_FILE = 'workerd.capnp';

/** The fields of wrangler.toml the local run needs (a `key = "value"` line each). */
export function wranglerField(name: string): string {
  const line = readFileSync(WRANGLER_TOML, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name} =`));
  const value = line ? /=\s*"([^"]*)"/.exec(line)?.[1] : undefined;
  if (value === undefined) throw new Error(`${WRANGLER_TOML} has no ${name} = "…" line`);
  return value;
}

/** workerd's config for the Worker at 127.0.0.1:port (paths relative to the config, as embed wants). */
export function workerdConfig(port: number, allowedOrigins: string): string {
  const date = wranglerField('compatibility_date');
  return `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [ (name = "main", worker = .worker) ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "main") ],
);
const worker :Workerd.Worker = (
  modules = [
    (name = "${WORKER_FILE}", esModule = embed "${WORKER_FILE}"),
    (name = "${WORKER_DOCS_FILE}", text = embed "${WORKER_DOCS_FILE}"),
  ],
  compatibilityDate = "${date}",
  bindings = [ (name = "ALLOWED_ORIGINS", text = ${JSON.stringify(allowedOrigins)}) ],
);
`;
}

export interface RunningWorker {
  readonly url: string;
  readonly process: ChildProcess;
  /** What workerd printed, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts workerd on the built Worker; `stop` ends it. */
export function startWorkerd(port: number, allowedOrigins = ''): RunningWorker {
  writeFileSync(path.join(WORKER_DIR, CONFIG_FILE), workerdConfig(port, allowedOrigins));
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'workerd'), ['serve', CONFIG_FILE], {
    cwd: WORKER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}
