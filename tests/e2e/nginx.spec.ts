import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import {
  FEED_TYPES,
  HOST_ONLY_FILES,
  headersForPath,
  parseHeadersFile,
  securityHeaders,
} from '../../config/http-headers';
import { pageAssets } from '../../scripts/lib/first-load';
import { cspForBuild } from '../../scripts/nginx-conf';
import { COMPRESSED_EXTENSIONS, MIN_BYTES } from '../../scripts/precompress';
import { ROOT, sitemapPaths, waitForHydration } from './utils';

/**
 * deploy/nginx serving build/ (project e2e-nginx): real requests against the
 * production server config, checking what a CDN or a browser relies on.
 */
const BUILD = path.join(ROOT, 'build');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const GZIP = { 'Accept-Encoding': 'gzip' };

const homeHtml = () => readFileSync(path.join(BUILD, 'index.html'), 'utf8');

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `${response.url()}: CSP`).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'browsing-topics=()']) {
    expect(headers['permissions-policy']).toContain(feature);
  }
  // FLoC is gone; browsers warn about the unknown feature name.
  expect(headers['permissions-policy']).not.toContain('interest-cohort');
}

test.describe('routes', () => {
  const routes = sitemapPaths();

  test('every sitemap route answers 200 with HTML that revalidates', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(route, { headers: GZIP, maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      expect(response.headers()['content-type'], route).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control'], route).toBe('no-cache');
      expect(response.headers()['content-encoding'], route).toBe('gzip');
      expectSecurityHeaders(response);
    }
  });

  test('the form without the trailing slash answers 301 to the slash form, keeping the query', async ({
    request,
  }) => {
    for (const route of routes.filter((r) => r !== '/')) {
      const response = await request.get(route.replace(/\/$/, ''), { maxRedirects: 0 });
      expect(response.status(), route).toBe(301);
      expect(response.headers().location, route).toBe(route);
      expectSecurityHeaders(response);
    }
    const withQuery = await request.get('/start/how-to-run-job?q=job', { maxRedirects: 0 });
    expect(withQuery.headers().location).toBe('/start/how-to-run-job/?q=job');
  });

  test('a page asked for by its index.html answers 301 to its route', async ({ request }) => {
    for (const [asked, canonical] of [
      ['/index.html', '/'],
      ['/start/index.html', '/start/'],
      ['/start/how-to-run-job/index.html?q=job', '/start/how-to-run-job/?q=job'],
    ]) {
      const response = await request.get(asked ?? '', { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
      expectSecurityHeaders(response);
    }
  });

  test('a path with repeated slashes answers 301 to the single-slash path', async ({ request, baseURL }) => {
    // Absolute URLs: a relative '//start/' would be read as a host name.
    const origin = new URL(baseURL ?? '').origin;
    for (const [asked, canonical] of [
      ['//start//', '/start/'],
      ['/start//how-to-run-job/', '/start/how-to-run-job/'],
      ['//', '/'],
      ['/start//how-to-run-job/?q=a//b', '/start/how-to-run-job/?q=a//b'],
    ]) {
      const response = await request.get(`${origin}${asked}`, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(301);
      expect(response.headers().location, asked).toBe(canonical);
    }
    // A query with // alone is no duplicate page.
    const query = await request.get(`${origin}/start/?next=//x`, { maxRedirects: 0 });
    expect(query.status()).toBe(200);
  });

  test('an HTML page revalidates with its ETag to a 304', async ({ request }) => {
    const first = await request.get('/start/');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    const again = await request.get('/start/', { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status()).toBe(304);
  });
});

test.describe('files', () => {
  test('files are served as they are, never redirected to a slash form', async ({ request }) => {
    for (const file of [
      '/sitemap.xml',
      '/robots.txt',
      '/opensearch.xml',
      '/img/favicon.svg',
      '/blog/rss.xml',
      '/blog/atom.xml',
    ]) {
      const response = await request.get(file, { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
      expect(response.headers().location, file).toBeUndefined();
    }
  });

  test('content-hashed assets are immutable for a year and gzipped', async ({ request }) => {
    const { js: scripts, css } = pageAssets(homeHtml());
    expect(scripts.some((url) => /^\/assets\/js\/main\.[0-9a-f]+\.js$/.test(url))).toBe(true);
    const assets = [...scripts, ...css];
    for (const asset of assets) {
      const response = await request.get(asset, { headers: GZIP });
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(IMMUTABLE);
      expect(response.headers()['content-encoding'], asset).toBe('gzip');
      expect(response.headers().vary, asset).toContain('Accept-Encoding');
      expectSecurityHeaders(response);
    }
    const js = await request.get(assets[0] ?? '', { headers: GZIP });
    expect(js.headers()['content-type']).toBe('application/javascript; charset=utf-8');
  });

  test('every file nginx compresses has its Brotli copy (ngx_brotli would send one without it uncompressed)', () => {
    const missing = readdirSync(BUILD, { withFileTypes: true, recursive: true })
      .filter(
        (e) => e.isFile() && (COMPRESSED_EXTENSIONS as readonly string[]).includes(path.extname(e.name)),
      )
      .map((e) => path.join(e.parentPath, e.name))
      .filter((file) => statSync(file).size >= MIN_BYTES && !existsSync(`${file}.br`))
      .map((file) => path.relative(BUILD, file));
    expect(missing).toEqual([]);
  });

  test('a browser that accepts Brotli gets the build’s precompressed copies, with the same headers', async ({
    request,
  }) => {
    const index = /"(\/search-index\.[0-9a-f]+\.json)"/.exec(
      readFileSync(path.join(BUILD, 'search', 'index.html'), 'utf8'),
    )?.[1];
    const { js: scripts, css } = pageAssets(homeHtml());
    for (const file of [index ?? '/missing-index', '/', '/search/', ...scripts, ...css]) {
      const plain = await request.get(file, { headers: GZIP });
      const response = await request.get(file, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-encoding'], file).toBe('br');
      expect(response.headers().vary, file).toContain('Accept-Encoding');
      expect(response.headers()['cache-control'], file).toBe(plain.headers()['cache-control']);
      expect(response.headers()['content-type'], file).toBe(plain.headers()['content-type']);
      expectSecurityHeaders(response);
      // The same bytes once decoded (Playwright decodes both).
      expect((await response.body()).equals(await plain.body()), file).toBe(true);
    }
  });

  test('other files revalidate, and text formats are gzipped', async ({ request }) => {
    const cases = [
      { file: '/sitemap.xml', type: 'application/xml; charset=utf-8' },
      { file: '/opensearch.xml', type: 'application/xml; charset=utf-8' },
      // The feeds by their registered types, not the extension's.
      { file: '/blog/rss.xml', type: 'application/rss+xml; charset=utf-8' },
      { file: '/blog/atom.xml', type: 'application/atom+xml; charset=utf-8' },
      { file: '/blog/feed.json', type: 'application/feed+json; charset=utf-8' },
    ];
    for (const { file, type } of cases) {
      const response = await request.get(file, { headers: GZIP });
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe(type);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
      expect(response.headers()['content-encoding'], file).toBe('gzip');
    }
    // Below gzip_min_length (256 bytes) compression costs more than it saves.
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.headers()['cache-control']).toBe('no-cache');
    const icon = await request.get('/img/favicon.svg', { headers: GZIP });
    expect(icon.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(icon.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('not found', () => {
  for (const target of [
    '/this-page-does-not-exist/',
    '/this-page-does-not-exist',
    '/assets/js/missing.js',
    '/404.html',
    '/blog/no-such-feed.xml',
    // The docs MCP proxy is off unless DOCS_MCP_UPSTREAM is set (tests/mcp turns it on in its own nginx).
    '/mcp',
  ]) {
    test(`${target} answers 404 with the not-found page`, async ({ request }) => {
      const response = await request.get(target, { headers: GZIP, maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).toContain('Page Not Found');
      expectSecurityHeaders(response);
    });
  }

  test('the not-found page renders in the browser with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('listings and dotfiles', () => {
  // Real dotfiles, so a 404 proves the server refuses them rather than
  // that they do not exist.
  const probes = ['.env-probe', '.probe-dir/secret.txt', 'assets/.hidden-probe'];
  test.beforeAll(() => {
    for (const probe of probes) {
      mkdirSync(path.dirname(path.join(BUILD, probe)), { recursive: true });
      writeFileSync(path.join(BUILD, probe), 'secret\n');
    }
  });
  test.afterAll(() => {
    for (const probe of ['.env-probe', '.probe-dir', 'assets/.hidden-probe']) {
      rmSync(path.join(BUILD, probe), { recursive: true, force: true });
    }
  });

  test('dotfiles and dot-directories answer 404', async ({ request }) => {
    for (const probe of probes) {
      const response = await request.get(`/${probe}`);
      expect(response.status(), probe).toBe(404);
      expect(await response.text(), probe).not.toContain('secret');
    }
  });

  test("the build's _headers, instructions for other hosts, answers 404", async ({ request }) => {
    for (const file of HOST_ONLY_FILES) {
      expect(existsSync(path.join(BUILD, file)), `${file} is in the build`).toBe(true);
      const response = await request.get(file);
      expect(response.status(), file).toBe(404);
      expect(await response.text()).not.toContain('Content-Security-Policy:');
    }
  });

  test('directories without a page answer 404, never a listing', async ({ request }) => {
    for (const dir of ['/assets/', '/assets/js/', '/assets/css/', '/img/', '/assets']) {
      const response = await request.get(dir, { maxRedirects: 0 });
      expect(response.status(), dir).toBe(404);
      expect(await response.text(), dir).not.toMatch(/Index of|<pre>/);
    }
  });
});

test.describe('content security policy', () => {
  test('is the one rendered for this build, and names no third party the build does not use', async ({
    request,
  }) => {
    const response = await request.get('/');
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toBe(cspForBuild(BUILD));
    if (!homeHtml().includes('googletagmanager.com')) expect(csp).not.toContain('googletagmanager');
  });

  test('allows each inline script of the page by its hash, and nothing inline else', async ({ request }) => {
    for (const route of ['/', '/start/how-to-run-job/', '/supported-components/', '/blog/']) {
      const html = readFileSync(path.join(BUILD, route, 'index.html'), 'utf8');
      const csp = (await request.get(route)).headers()['content-security-policy'] ?? '';
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      for (const [, attributes = '', body = ''] of html.matchAll(
        /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/type="application\/ld\+json"/.test(attributes) || body === '') continue;
        const hash = createHash('sha256').update(body).digest('base64');
        expect(scriptSrc, `${route}: inline script ${body.slice(0, 60)}…`).toContain(`'sha256-${hash}'`);
      }
      expect(html, `${route}: inline event handlers need 'unsafe-hashes'`).not.toMatch(/<[^>]+\son[a-z]+="/);
    }
  });

  // A doc, the home page and a post: each carries JSON-LD blocks, which are data and have no hash.
  for (const route of ['/start/how-to-run-job/', '/', '/blog/metaferry-0-0-1/']) {
    test(`${route} hydrates under it without a violation`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') violations.push(msg.text());
      });
      await page.goto(route);
      await waitForHydration(page);
      // The colour-mode script ran before paint: it is allowed by its hash.
      await expect(page.locator('html')).toHaveAttribute('data-theme', /light|dark/);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    });
  }
});

/**
 * build/_headers is what Netlify and Cloudflare Pages send; it is written
 * from the policy nginx renders (config/http-headers.ts). For one path of
 * each kind, every header either declares is the same in both.
 */
test.describe('_headers declares what nginx sends', () => {
  const rules = () => parseHeadersFile(readFileSync(path.join(BUILD, '_headers'), 'utf8'));
  /** The headers the policy sets; nginx's own (Date, ETag, Server) are not part of it. */
  const POLICY = [
    'cache-control',
    'content-type',
    ...securityHeaders('').map(([name]) => name.toLowerCase()),
  ];

  const kinds = () => {
    const mainJs = pageAssets(homeHtml()).js.find((url) => /\/main\.[0-9a-f]+\.js$/.test(url));
    const searchIndex = readdirSync(BUILD).find((name) => /^search-index\.[0-9a-f]+\.json$/.test(name));
    return {
      'an HTML page': { path: '/start/how-to-run-job/', status: 200 },
      'a hashed asset': { path: mainJs ?? '', status: 200 },
      'the search index': { path: `/${searchIndex ?? ''}`, status: 200 },
      'a feed': { path: '/blog/rss.xml', status: 200 },
      'a missing page': { path: '/start/no-such-page/', status: 404 },
    };
  };

  for (const kind of [
    'an HTML page',
    'a hashed asset',
    'the search index',
    'a feed',
    'a missing page',
  ] as const) {
    test(kind, async ({ request }) => {
      const { path: urlPath, status } = kinds()[kind];
      expect(urlPath).toMatch(/^\/./);
      const response = await request.get(urlPath, { maxRedirects: 0 });
      expect(response.status(), urlPath).toBe(status);
      const sent = response.headers();
      const declared = headersForPath(rules(), urlPath);
      for (const [name, value] of Object.entries(declared)) {
        // Link: nginx adds a page's twin to the llms.txt link both send (issue 28).
        if (name === 'link') {
          expect(sent[name]?.split(/,\s*(?=<)/), `${urlPath}: Link declared in _headers`).toContain(value);
          continue;
        }
        expect(sent[name], `${urlPath}: ${name} declared in _headers`).toBe(value);
      }
      for (const name of POLICY) {
        // Content-Type is the host's by file extension, except for the feeds.
        if (name === 'content-type' && !(urlPath in FEED_TYPES)) continue;
        expect(declared[name], `${urlPath}: ${name} sent by nginx`).toBe(sent[name]);
      }
    });
  }

  test('a missing page outside every directory: the security headers, and the host revalidates', async ({
    request,
  }) => {
    // _headers cannot give such a path Cache-Control without also matching
    // /assets/ (see headerRules); Netlify and Cloudflare Pages answer it with
    // their default, public, max-age=0, must-revalidate, which revalidates
    // like nginx's no-cache.
    const response = await request.get('/no-such-page/');
    expect(response.status()).toBe(404);
    const declared = headersForPath(rules(), '/no-such-page/');
    expect(declared['cache-control']).toBeUndefined();
    expect(response.headers()['cache-control']).toBe('no-cache');
    for (const [name] of securityHeaders('')) {
      expect(declared[name.toLowerCase()], name).toBe(response.headers()[name.toLowerCase()]);
    }
  });
});
