import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  FEED_TYPES,
  IMMUTABLE,
  PERMISSIONS_POLICY,
  REVALIDATE,
  cacheControlFor,
  headerRules,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from '../../config/http-headers';
import { cspForBuild } from '../../scripts/nginx-conf';

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
  expect(generated.map((r) => r.path)).not.toContain('/.well-known/*');
  for (const urlPath of [
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

test('Permissions-Policy no longer names the withdrawn interest-cohort (FLoC)', () => {
  expect(PERMISSIONS_POLICY).not.toContain('interest-cohort');
  expect(PERMISSIONS_POLICY).toContain('browsing-topics=()');
});
