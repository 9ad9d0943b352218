/**
 * The HTTP policy of the built site, defined once: the security headers, the
 * Content-Security-Policy, the cache policy and the feeds' media types.
 *
 * Two renderers read it and nothing else states it:
 * - scripts/nginx-conf.ts fills deploy/nginx/site.conf.template with it
 *   (`nginxHeaderDirectives`, `nginxCacheMap`, `nginxFeedLocations`);
 * - src/plugins/host-files writes it to the build as `_headers`, the file
 *   Netlify and Cloudflare Pages read (`headersFile`).
 * tests/e2e/nginx.spec.ts compares what nginx sends with what `_headers`
 * declares, path by path.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Google Tag Manager and the Google Analytics 4 tags it usually loads. No
 * frame host: the container's <noscript> iframe is gone (src/plugins/consent),
 * since without JavaScript no consent can be asked for.
 */
export const GTM_HOSTS = {
  script: ['https://www.googletagmanager.com', 'https://*.googletagmanager.com'],
  img: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
  ],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
} as const;

/** Algolia's search hosts (DSN and fallbacks). */
export const ALGOLIA_HOSTS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;

/**
 * Powerful features the site never uses, refused for it and anything it
 * embeds. `interest-cohort` (FLoC) is gone: Chrome dropped FLoC for the
 * Topics API, and browsers now warn about the unknown feature name.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export interface CspOptions {
  /** 'sha256-…' sources for the inline scripts the pages carry. */
  scriptHashes: readonly string[];
  gtm: boolean;
  algolia: boolean;
  /** FEEDBACK_ENDPOINT, when set: its origin joins connect-src for the feedback beacon. */
  feedbackEndpoint?: string | null;
}

/**
 * Only this site, plus the tag manager, Algolia and the feedback endpoint
 * when configured.
 *
 * script-src: no 'unsafe-inline'. Docusaurus inlines a small script before
 * paint that sets data-theme from localStorage (and one for the announcement
 * bar, the app-script loader, and the tag manager's loader when configured).
 * Those are the same bytes on every page of a build, so their hashes allow
 * exactly them.
 *
 * style-src needs 'unsafe-inline': React renders `style` attributes into
 * the server-rendered HTML (Infima's collapsibles, the theme's details and
 * code blocks), and CSP treats those like inline <style>. They carry no
 * script, so the cost is small.
 */
export function contentSecurityPolicy({ scriptHashes, gtm, algolia, feedbackEndpoint }: CspOptions): string {
  const feedback = feedbackEndpoint ? [new URL(feedbackEndpoint).origin] : [];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes.map((h) => `'${h}'`), ...(gtm ? GTM_HOSTS.script : [])]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...(gtm ? GTM_HOSTS.img : [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      ["'self'", ...(gtm ? GTM_HOSTS.connect : []), ...(algolia ? ALGOLIA_HOSTS : []), ...feedback],
    ],
    ['frame-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Every `.html` file under `dir`, sorted (the build pipeline's HTML pass reads them too). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Inline scripts that run: no src, and no type or a JavaScript type (JSON-LD is data). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE_TYPE = /\stype=["']?(?:text\/javascript|module|application\/javascript)["']?/i;

/**
 * 'sha256-…' of every distinct inline script in the build's HTML pages.
 * `finalize` turns a page into its final form first, for a caller that runs
 * while another plugin may still be rewriting pages (see src/plugins/host-files).
 */
export function inlineScriptHashes(buildDir: string): string[] {
  return scriptHashes(htmlFiles(buildDir).map((file) => readFileSync(file, 'utf8')));
}

/** The CSP hashes of the executable inline scripts of these pages, sorted. */
export function scriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (/\stype=/i.test(attributes) && !EXECUTABLE_TYPE.test(attributes)) continue;
      if (body.length === 0) continue;
      hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
    }
  }
  return [...hashes].sort();
}

/** The security headers every response carries, in the order both renderers write them. */
export function securityHeaders(csp: string): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

// --- Cache policy ----------------------------------------------------------
/** For files named after their content: a new build never reuses the URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** For everything else: revalidated on every use (ETag makes that a 304). */
export const REVALIDATE = 'no-cache';
/** Docusaurus names every file under /assets/ after a hash of its content. */
export const IMMUTABLE_DIR = '/assets/';
/**
 * Outside /assets/, files written as name.<hash>.js|json (the search index).
 * A string, because nginx's map reads the same pattern.
 */
const HASHED_FILE_PATTERN = String.raw`/[^/]+\.[0-9a-f]{8,}\.(?:json|js)$`;
export const HASHED_FILE = new RegExp(HASHED_FILE_PATTERN);

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(IMMUTABLE_DIR) || HASHED_FILE.test(urlPath) ? IMMUTABLE : REVALIDATE;
}

// --- Feeds -----------------------------------------------------------------
/**
 * The blog's feeds (preset-classic's blog at /blog/) and their registered
 * media types; nginx's mime.types and most CDNs would call them
 * application/xml and application/json.
 */
export const FEED_TYPES = {
  '/blog/rss.xml': 'application/rss+xml',
  '/blog/atom.xml': 'application/atom+xml',
  '/blog/feed.json': 'application/feed+json',
} as const;

// --- Agent discovery (issue 28) ---------------------------------------------
/**
 * Every response points agents to the docs' index, llms.txt (RFC 8288). The
 * relation is `describedby`: registered with IANA ("a resource that provides
 * information about the context"), the one llmstxt.org proposes for its file
 * and the one agent-readiness checkers ask for; `llms-txt`, also seen, is no
 * registered relation, and RFC 8288 wants unregistered ones to be URIs. On
 * nginx the HTML pages add their twin (`rel="alternate"`) to the same header.
 * Every response, not only HTML: `_headers` can only scope a header by path,
 * and one rule per page directory would spend Cloudflare's 100 rules.
 */
export const LLMS_TXT_LINK = '</llms.txt>; rel="describedby"; type="text/plain"';
/**
 * The discovery files under /.well-known/ (src/plugins/agent-discovery): MCP's
 * discovery document asks for CORS open to any origin, so browser-based
 * clients can read them; they hold only public metadata.
 */
export const DISCOVERY_DIR = '/.well-known/';
export const DISCOVERY_CORS: [name: string, value: string][] = [['Access-Control-Allow-Origin', '*']];
/** The server card's media type (SEP-2127's discovery document); JSON carries no charset. */
export const DISCOVERY_TYPES = {
  '/.well-known/mcp/server-card.json': 'application/mcp-server-card+json',
} as const;

/** Files in the build that are instructions for the host, never content. */
export const HOST_ONLY_FILES = ['/_headers'] as const;

// --- nginx -----------------------------------------------------------------
function nginxQuote(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`nginx: a header value with " \\ or $: ${value}`);
  return `"${value}"`;
}

/**
 * `add_header` lines for the server block; `always` so that 301s and 404s
 * carry them too. Vary and Link come from the template's maps: nginx answers
 * a page address with its Markdown twin when the Accept header prefers it
 * (issue 11), and names llms.txt (every response) and the twin (pages) in a
 * Link header; the discovery files get CORS. `_headers` has neither:
 * Netlify and Cloudflare Pages serve files, not negotiated answers, and each
 * page's HTML names its twin in a <link rel="alternate"> anyway.
 */
export function nginxHeaderDirectives(csp: string): string {
  return [
    'add_header Cache-Control $mf_cache_control always;',
    ...securityHeaders(csp).map(([name, value]) => `add_header ${name} ${nginxQuote(value)} always;`),
    'add_header Vary $mf_vary always;',
    'add_header Link $mf_link always;',
    ...DISCOVERY_CORS.map(([name]) => `add_header ${name} $mf_cors always;`),
  ].join('\n    ');
}

/** The body of `map $uri $mf_cache_control`. */
export function nginxCacheMap(): string {
  return [
    `default ${nginxQuote(REVALIDATE)};`,
    `~^${IMMUTABLE_DIR} ${nginxQuote(IMMUTABLE)};`,
    // A `$` that ends a regex is not a variable to nginx.
    `"~${HASHED_FILE_PATTERN}" ${nginxQuote(IMMUTABLE)};`,
  ].join('\n    ');
}

/** The body of `map $uri $mf_cors`: the CORS value for the discovery files, none elsewhere. */
export function nginxCorsMap(): string {
  const value = DISCOVERY_CORS[0]?.[1] ?? '';
  return ['default "";', `~^${DISCOVERY_DIR.replace(/\./g, '\\.')} ${nginxQuote(value)};`].join('\n    ');
}

/**
 * One exact location per feed and typed discovery file that sets its media
 * type (`charset_types` adds the charset to the feeds' types).
 */
export function nginxFeedLocations(): string {
  return Object.entries({ ...FEED_TYPES, ...DISCOVERY_TYPES })
    .map(([file, type]) => `location = ${file} {\n        types { }\n        default_type ${type};\n    }`)
    .join('\n    ');
}

// --- _headers (Netlify, Cloudflare Pages) ----------------------------------
/** The charset nginx adds to text types (`charset utf-8` with `charset_types`). */
export const FEED_CONTENT_TYPE_SUFFIX = '; charset=utf-8';

export interface HeadersFileInput {
  csp: string;
  /** Top-level entries of the build: directory names and root file names. */
  topLevel: { dirs: readonly string[]; files: readonly string[] };
}

export interface HeaderRule {
  path: string;
  headers: [name: string, value: string][];
}

/**
 * The rules of `_headers`. Both hosts apply every rule whose path matches,
 * and when two matching rules set the same header, Cloudflare Pages joins
 * the values with a comma (`no-cache, public, max-age=…` on an asset). So
 * no header is set by two rules that can match one path: the security
 * headers live in `/*` only, and Cache-Control in rules that never overlap
 * (one per top-level directory or root file, built from the build itself).
 */
export function headerRules({ csp, topLevel }: HeadersFileInput): HeaderRule[] {
  const rules: HeaderRule[] = [{ path: '/*', headers: [...securityHeaders(csp), ['Link', LLMS_TXT_LINK]] }];
  const immutableDir = IMMUTABLE_DIR.replace(/^\/|\/$/g, '');
  rules.push({ path: `${IMMUTABLE_DIR}*`, headers: [['Cache-Control', IMMUTABLE]] });
  rules.push({ path: '/', headers: [['Cache-Control', REVALIDATE]] });
  for (const dir of [...topLevel.dirs].sort()) {
    if (dir === immutableDir || dir.startsWith('.')) continue;
    rules.push({ path: `/${dir}/*`, headers: [['Cache-Control', REVALIDATE]] });
  }
  for (const file of [...topLevel.files].sort()) {
    const urlPath = `/${file}`;
    if (file.startsWith('.') || (HOST_ONLY_FILES as readonly string[]).includes(urlPath)) continue;
    rules.push({ path: urlPath, headers: [['Cache-Control', cacheControlFor(urlPath)]] });
  }
  for (const [file, type] of Object.entries(FEED_TYPES)) {
    rules.push({ path: file, headers: [['Content-Type', `${type}${FEED_CONTENT_TYPE_SUFFIX}`]] });
  }
  // The dot-directory is skipped above: its one rule gives it CORS and the cache policy.
  rules.push({ path: `${DISCOVERY_DIR}*`, headers: [['Cache-Control', REVALIDATE], ...DISCOVERY_CORS] });
  for (const [file, type] of Object.entries(DISCOVERY_TYPES)) {
    rules.push({ path: file, headers: [['Content-Type', type]] });
  }
  return rules;
}

/** The text of `_headers`. */
export function headersFile(input: HeadersFileInput): string {
  const header = [
    '# Response headers for Netlify and Cloudflare Pages, written by the build',
    '# (src/plugins/host-files) from config/http-headers.ts, the policy',
    '# deploy/nginx sends. Edit that module, not this file.',
  ];
  const blocks = headerRules(input).map(({ path: rulePath, headers }) =>
    [rulePath, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
  );
  return `${[header.join('\n'), ...blocks].join('\n\n')}\n`;
}

/** Reads `_headers` back into rules (comments and blank lines skipped). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      continue;
    }
    const rule = rules.at(-1);
    const separator = line.indexOf(':');
    if (!rule || separator < 0)
      throw new Error(`_headers: header line outside a rule or without a colon: ${line}`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** Whether a rule's path matches a request path: exact, or a prefix ending in a `*` splat. */
export function ruleMatches(rulePath: string, urlPath: string): boolean {
  return rulePath.endsWith('*') ? urlPath.startsWith(rulePath.slice(0, -1)) : rulePath === urlPath;
}

/**
 * The headers the rules give a request path, names in lower case. Throws
 * when two matching rules set one header: the hosts would join the values.
 */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules.filter((r) => ruleMatches(r.path, urlPath))) {
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      if (key in out) throw new Error(`_headers: ${name} set twice for ${urlPath} (rule ${rule.path})`);
      out[key] = value;
    }
  }
  return out;
}
