import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  FEED_TYPES,
  IMMUTABLE,
  LLMS_TXT_LINK,
  PERMISSIONS_POLICY,
  REVALIDATE,
  cacheControlFor,
  headerRules,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from '../../config/http-headers';
import { cspForBuild, renderNginxConf } from '../../scripts/nginx-conf';

/**
 * build/_headers, the response headers Netlify and Cloudflare Pages apply
 * (src/plugins/host-files), checked against the finished build: the same
 * policy deploy/nginx sends (config/http-headers.ts), for every file the
 * build has. tests/e2e/nginx.spec.ts compares it with nginx's responses.
 */
const BUILD = path.resolve(__dirname, '../../build');
const rules = () => parseHeadersFile(readFileSync(path.join(BUILD, '_headers'), 'utf8'));

/**
 * Every file of the build as a URL path, the host-only `_headers` left out,
 * and the Brotli copies (scripts/precompress.ts): nginx sends them for their
 * file's own URL, with its headers, and links never name them.
 */
function buildPaths(): string[] {
  return readdirSync(BUILD, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.br'))
    .map((e) => `/${path.relative(BUILD, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((p) => p !== '/_headers');
}

test('every file gets the security headers, with the CSP rendered for the finished build', () => {
  // cspForBuild reads the HTML as it is now, after every plugin's postBuild:
  // the plugin, which ran beside them, must have seen the same inline scripts.
  const expected = Object.fromEntries(
    securityHeaders(cspForBuild(BUILD, { gtm: false, algolia: false, feedbackEndpoint: null })).map(
      ([n, v]) => [n.toLowerCase(), v],
    ),
  );
  const paths = buildPaths();
  expect(paths.length).toBeGreaterThan(80);
  for (const urlPath of [...paths, '/', '/no-such-page/']) {
    expect(headersForPath(rules(), urlPath), urlPath).toMatchObject(expected);
  }
});

test('every file gets the Cache-Control of the shared policy, and no header twice', () => {
  const all = rules();
  const seen: Record<string, number> = { [IMMUTABLE]: 0, [REVALIDATE]: 0 };
  for (const urlPath of buildPaths()) {
    // headersForPath throws when two matching rules set one header, which
    // Cloudflare Pages would join into one comma-separated value.
    const cacheControl = headersForPath(all, urlPath)['cache-control'];
    expect(cacheControl, urlPath).toBe(cacheControlFor(urlPath));
    seen[cacheControlFor(urlPath)] = (seen[cacheControlFor(urlPath)] ?? 0) + 1;
  }
  expect(seen[IMMUTABLE]).toBeGreaterThan(10);
  expect(seen[REVALIDATE]).toBeGreaterThan(50);
  expect(headersForPath(all, '/')['cache-control']).toBe(REVALIDATE);
  const searchIndex = buildPaths().find((p) => /^\/search-index\.[0-9a-f]+\.json$/.test(p)) ?? '';
  expect(headersForPath(all, searchIndex)['cache-control']).toBe(IMMUTABLE);
});

test('the feeds are declared with their registered media types', () => {
  for (const [file, type] of Object.entries(FEED_TYPES)) {
    expect(headersForPath(rules(), file)['content-type']).toBe(`${type}; charset=utf-8`);
  }
});

test("within Cloudflare Pages' limits: at most 100 rules, lines of at most 2,000 characters", () => {
  expect(rules().length).toBeLessThanOrEqual(100);
  for (const line of readFileSync(path.join(BUILD, '_headers'), 'utf8').split('\n')) {
    expect(line.length).toBeLessThanOrEqual(2000);
  }
});

test('no rule sets a header another matching rule sets, whatever the build holds', () => {
  const generated = headerRules({
    csp: "default-src 'self'",
    topLevel: {
      dirs: ['assets', 'blog', 'start', '.well-known'],
      files: ['sitemap.xml', 'app.0123abcd.js', '_headers'],
    },
  });
  expect(generated.map((r) => r.path)).not.toContain('/_headers');
  // The dot-directory gets its one rule (CORS and the cache policy; issue 28), not a second one.
  expect(generated.filter((r) => r.path === '/.well-known/*')).toHaveLength(1);
  for (const urlPath of [
    '/.well-known/mcp/server-card.json',
    '/.well-known/agent-skills/metaferry-docs/SKILL.md',
    '/',
    '/blog/rss.xml',
    '/assets/js/main.0123abcd.js',
    '/app.0123abcd.js',
    '/start/x/',
  ]) {
    expect(() => headersForPath(generated, urlPath), urlPath).not.toThrow();
  }
  expect(headersForPath(generated, '/app.0123abcd.js')['cache-control']).toBe(IMMUTABLE);
  // The check itself: two rules that both set Cache-Control on one path.
  expect(() =>
    headersForPath(
      [
        { path: '/*', headers: [['Cache-Control', REVALIDATE]] },
        { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE]] },
      ],
      '/assets/a.js',
    ),
  ).toThrow(/set twice/);
});

test('every file names llms.txt in a Link header; the discovery files are open to any origin, the card typed', () => {
  // Issue 28: `rel="describedby"` (config/http-headers.ts says why), in the `/*` rule, which
  // costs no rule of Cloudflare's 100 (a rule per page directory would).
  const all = rules();
  for (const urlPath of [...buildPaths(), '/', '/no-such-page/']) {
    expect(headersForPath(all, urlPath).link, urlPath).toBe(LLMS_TXT_LINK);
  }
  expect(LLMS_TXT_LINK).toMatch(/^<\/llms\.txt>; rel="describedby"/);
  const discovery = buildPaths().filter((p) => p.startsWith('/.well-known/'));
  expect(discovery.length).toBeGreaterThanOrEqual(4);
  for (const urlPath of discovery) {
    expect(headersForPath(all, urlPath)['access-control-allow-origin'], urlPath).toBe('*');
    expect(headersForPath(all, urlPath)['cache-control'], urlPath).toBe(REVALIDATE);
  }
  expect(headersForPath(all, '/.well-known/mcp/server-card.json')['content-type']).toBe(
    'application/mcp-server-card+json',
  );
  expect(headersForPath(all, '/start/how-to-run-job/')['access-control-allow-origin']).toBeUndefined();
});

test('nginx sends the same Link on every response, and the twin beside it on pages', () => {
  const conf = renderNginxConf({ root: BUILD, port: 3999, brotli: false }).siteConf;
  expect(conf).toContain('add_header Link $mf_link always;');
  expect(conf).toContain(`default '${LLMS_TXT_LINK}';`);
  expect(conf).toContain(
    `/index.html '</index.md>; rel="alternate"; type="text/markdown", ${LLMS_TXT_LINK}';`,
  );
  expect(conf).toContain('add_header Access-Control-Allow-Origin $mf_cors always;');
  expect(conf).toMatch(
    /location = \/\.well-known\/mcp\/server-card\.json \{\s*types \{ \}\s*default_type application\/mcp-server-card\+json;/,
  );
});

test('Permissions-Policy no longer names the withdrawn interest-cohort (FLoC)', () => {
  expect(PERMISSIONS_POLICY).not.toContain('interest-cohort');
  expect(PERMISSIONS_POLICY).toContain('browsing-topics=()');
});
