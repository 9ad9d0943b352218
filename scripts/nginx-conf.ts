/**
 * Renders deploy/nginx/ for one build directory and, with --run, starts nginx
 * over it in the foreground (issue 6: production parity for the static build).
 *
 *   tsx scripts/nginx-conf.ts --root build --port 3200 --run
 *   tsx scripts/nginx-conf.ts --root build --port 8080 --listen 0.0.0.0 --print-site
 *
 * Options: --root DIR (default build), --port N (default 3200), --listen ADDR
 * (default 127.0.0.1), --run (start nginx, forward signals, exit with it),
 * --access-log (log requests to stdout), --print-site (print the rendered
 * server block, for a production nginx).
 *
 * The headers, the cache policy and the feeds' media types come from
 * config/http-headers.ts, the one definition the build's `_headers` is
 * written from too. The Content-Security-Policy follows what the build can
 * load: the hosts of the tag manager and of Algolia only when the same
 * environment variables that configure them in the build are set, and the
 * SHA-256 of each inline script found in the build's HTML.
 *
 * DOCS_MCP_UPSTREAM=HOST:PORT adds `location = /mcp`, proxied to the docs
 * MCP server started with `--http PORT` (issue 17); unset, /mcp is a 404 like
 * any unknown path.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  LLMS_TXT_LINK,
  nginxCacheMap,
  nginxCorsMap,
  nginxFeedLocations,
  nginxHeaderDirectives,
} from '../config/http-headers';
import { searchModeFor } from '../config/search';
import { MAX_BODY_BYTES } from '../packages/docs-mcp/src/fetch';

// The policy itself (headers, CSP, cache, feed types) is config/http-headers.ts,
// which the build also writes to build/_headers for Netlify and Cloudflare Pages.
export {
  ALGOLIA_HOSTS,
  GTM_HOSTS,
  PERMISSIONS_POLICY,
  contentSecurityPolicy,
  inlineScriptHashes,
} from '../config/http-headers';

// --- Environment: the variables docusaurus.config.ts reads to add the tag
// manager and Algolia; the CSP must allow exactly what the build loads. ----
const GTM_CONTAINER_ID = process.env.GTM_CONTAINER_ID?.trim() || undefined;
// The feedback beacon's endpoint; its origin joins connect-src.
const FEEDBACK_ENDPOINT = process.env.FEEDBACK_ENDPOINT?.trim() || undefined;
// The build queries Algolia only when all three are set (config/search.ts).
const ALGOLIA =
  searchModeFor({
    appId: process.env.ALGOLIA_APP_ID?.trim() || undefined,
    apiKey: process.env.ALGOLIA_SEARCH_API_KEY?.trim() || undefined,
    indexName: process.env.ALGOLIA_INDEX_NAME?.trim() || undefined,
  }) === 'algolia';
const DOCS_MCP_UPSTREAM = process.env.DOCS_MCP_UPSTREAM?.trim() || undefined;
// ---------------------------------------------------------------------------

export const ROOT_DIR = path.resolve(__dirname, '..');
const TEMPLATE_DIR = path.join(ROOT_DIR, 'deploy', 'nginx');
/** Project temp dir for rendered configs, pid files and nginx's temp paths. */
const TEMP_BASE = path.join(ROOT_DIR, 'node_modules', '.cache', 'nginx');

/** The policy for a build, with the hosts the environment configures. */
export function cspForBuild(
  root: string,
  hosts: { gtm?: boolean; algolia?: boolean; feedbackEndpoint?: string | null } = {},
): string {
  return contentSecurityPolicy({
    scriptHashes: inlineScriptHashes(root),
    gtm: hosts.gtm ?? Boolean(GTM_CONTAINER_ID),
    algolia: hosts.algolia ?? ALGOLIA,
    feedbackEndpoint: hosts.feedbackEndpoint === undefined ? FEEDBACK_ENDPOINT : hosts.feedbackEndpoint,
  });
}

export interface RenderOptions {
  /** The build directory to serve. */
  root: string;
  port: number;
  /** Address to listen on; loopback unless told otherwise. */
  listen?: string;
  /** Defaults to the environment (GTM_CONTAINER_ID, ALGOLIA_APP_ID). */
  gtm?: boolean;
  algolia?: boolean;
  accessLog?: boolean;
  /** HOST:PORT of the docs MCP server for `location = /mcp`; defaults to DOCS_MCP_UPSTREAM, none when unset. */
  mcpUpstream?: string;
  /** Serve precompressed Brotli; defaults to whether Debian's module is installed and the build has its `.br` files. */
  brotli?: boolean;
}

export interface RenderedConf {
  tempDir: string;
  confPath: string;
  siteConf: string;
  csp: string;
}

function fill(template: string, values: Record<string, string>): string {
  const out = template.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for ${whole}`);
    return value;
  });
  return out;
}

/** Same limit as the server's (packages/docs-mcp/src/fetch.ts), so nginx refuses a larger body first. */
const MCP_MAX_BODY = `${Math.ceil(MAX_BODY_BYTES / 1024)}k`;

/**
 * Calls a client address may make to /mcp: MCP_RATE a second on average, MCP_BURST more at once; past
 * them nginx answers 429 before the server sees the call. The server's own cap (`--max-in-flight`,
 * packages/docs-mcp/src/http.ts) bounds all clients together; this one keeps a single client from
 * taking every slot. An assistant makes a few calls per question (an MCP client may also initialize and list tools before each); the mcp tests run ten questions at once through it.
 */
export const MCP_RATE = '20r/s';
export const MCP_BURST = 60;

/** The per-address counter for /mcp, at http level (site.conf's top); none when /mcp is off. */
export function nginxMcpZone(upstream: string | undefined): string {
  if (!upstream) return '# /mcp rate limit: off (no MCP upstream).';
  return `limit_req_zone $binary_remote_addr zone=mf_mcp:10m rate=${MCP_RATE};`;
}

/**
 * `location = /mcp` for the docs MCP server (Streamable HTTP, stateless).
 * Unbuffered, so a streamed answer reaches the client as it is written; the
 * server-level headers still apply (the location sets no add_header).
 */
export function nginxMcpLocation(upstream: string | undefined): string {
  if (!upstream) return '# /mcp: off (set DOCS_MCP_UPSTREAM=HOST:PORT to proxy the docs MCP server).';
  if (!/^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/.test(upstream)) {
    throw new Error(`DOCS_MCP_UPSTREAM: "${upstream}" is not HOST:PORT (for example 127.0.0.1:8787)`);
  }
  return [
    '# The docs MCP server (issue 17), started with --http.',
    '    location = /mcp {',
    `        proxy_pass http://${upstream};`,
    '        proxy_http_version 1.1;',
    '        proxy_set_header Host $host;',
    '        proxy_set_header Connection "";',
    '        proxy_buffering off;',
    '        proxy_read_timeout 60s;',
    `        client_max_body_size ${MCP_MAX_BODY};`,
    `        limit_req zone=mf_mcp burst=${MCP_BURST} nodelay;`,
    '        limit_req_status 429;',
    '    }',
  ].join('\n');
}

/** Debian's libnginx-mod-http-brotli-static (scripts/lib/steps.sh installs it for the tests). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/**
 * Serving the build's precompressed `.br` files (scripts/precompress.ts) to
 * browsers that accept Brotli, when the module is installed and the build has
 * them; gzip otherwise. `gzip_vary on` adds `Vary: Accept-Encoding` to these
 * responses too. Only for a build with its `.br` files: with `brotli_static
 * on`, ngx_brotli 1.0.0rc (Debian's) sends a file that has no `.br` copy
 * uncompressed to a browser that accepts Brotli, instead of gzipping it
 * (google/ngx_brotli#116). tests/e2e/nginx.spec.ts checks that every file
 * nginx would compress has its copy.
 */
export function nginxBrotli(available: boolean): string {
  return available
    ? 'brotli_static on; # .br files written by scripts/precompress.ts'
    : "# brotli_static: off (install libnginx-mod-http-brotli-static to serve the build's .br files).";
}

/** Writes nginx.conf, site.conf and mime.types into a per-port temp dir. */
export function renderNginxConf(options: RenderOptions): RenderedConf {
  const root = path.resolve(ROOT_DIR, options.root);
  if (!existsSync(path.join(root, '404.html'))) {
    throw new Error(`${root} is not a Docusaurus build (no 404.html): run the build first`);
  }
  const listen = `${options.listen ?? '127.0.0.1'}:${options.port}`;
  const tempDir = path.join(TEMP_BASE, String(options.port));
  mkdirSync(tempDir, { recursive: true });

  const csp = cspForBuild(root, options);
  const brotli =
    options.brotli ?? (existsSync(BROTLI_STATIC_MODULE) && existsSync(path.join(root, 'index.html.br')));
  const siteConf = fill(readFileSync(path.join(TEMPLATE_DIR, 'site.conf.template'), 'utf8'), {
    LISTEN: listen,
    ROOT: root,
    HEADERS: nginxHeaderDirectives(csp),
    CACHE_MAP: nginxCacheMap(),
    FEED_LOCATIONS: nginxFeedLocations(),
    LLMS_LINK: LLMS_TXT_LINK,
    CORS_MAP: nginxCorsMap(),
    MCP_ZONE: nginxMcpZone(options.mcpUpstream ?? DOCS_MCP_UPSTREAM),
    MCP_LOCATION: nginxMcpLocation(options.mcpUpstream ?? DOCS_MCP_UPSTREAM),
    BROTLI: nginxBrotli(brotli),
  });
  const nginxConf = fill(readFileSync(path.join(TEMPLATE_DIR, 'nginx.conf.template'), 'utf8'), {
    TEMP_DIR: tempDir,
    ACCESS_LOG: options.accessLog ? '/dev/stdout' : 'off',
    // As root, nginx would switch its workers to an unprivileged user that
    // may not be able to read a checkout under /root; this runner only
    // listens on loopback, so keep root's identity. Ignored otherwise.
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user root root;' : '',
    LOAD_MODULES: brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
  });

  writeFileSync(path.join(tempDir, 'site.conf'), siteConf);
  writeFileSync(path.join(tempDir, 'mime.types'), readFileSync(path.join(TEMPLATE_DIR, 'mime.types')));
  const confPath = path.join(tempDir, 'nginx.conf');
  writeFileSync(confPath, nginxConf);
  return { tempDir, confPath, siteConf, csp };
}

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export function nginxBinary(): string {
  return existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

/** Starts nginx in the foreground on a rendered config. */
export function startNginx(
  { tempDir, confPath }: RenderedConf,
  stdio: 'inherit' | 'ignore' = 'inherit',
): ChildProcess {
  // -e: log start-up errors to stderr before the config is read, instead of
  // the compiled-in /var/log/nginx path, which only root can write.
  return spawn(nginxBinary(), ['-p', tempDir, '-c', confPath, '-e', 'stderr'], { stdio });
}

function parseArgs(argv: string[]) {
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const port = Number(value('--port') ?? 3200);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`--port: not a port number`);
  return {
    root: value('--root') ?? 'build',
    port,
    listen: value('--listen'),
    run: argv.includes('--run'),
    accessLog: argv.includes('--access-log'),
    printSite: argv.includes('--print-site'),
  };
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const rendered = renderNginxConf(args);
  if (args.printSite) process.stdout.write(rendered.siteConf);
  if (!args.run) {
    if (!args.printSite) console.log(rendered.confPath);
    return;
  }
  console.log(
    `nginx: serving ${path.resolve(ROOT_DIR, args.root)} at http://${args.listen ?? '127.0.0.1'}:${args.port}/`,
  );
  const nginx = startNginx(rendered);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => nginx.kill('SIGTERM'));
  }
  nginx.on('error', (error) => {
    console.error(`nginx: ${error.message} (install it: apt-get install nginx)`);
    process.exit(1);
  });
  nginx.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

if (require.main === module) main();
