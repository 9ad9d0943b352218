import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIResponse } from '@playwright/test';
import { LLMS_TXT_LINK } from '../../config/http-headers';
import { twinPath } from '../../src/lib/twinPath';
import { ROOT, sitemapPaths } from './utils';

/**
 * Markdown twins and llms files on deploy/nginx (project e2e-nginx, issue
 * 11): served as Markdown, negotiated by Accept, named in a Link header,
 * compressed, revalidated and nosniff.
 */
const BUILD = path.join(ROOT, 'build');
const GZIP = { 'Accept-Encoding': 'gzip' };
const MARKDOWN = 'text/markdown; charset=utf-8';
const HTML = 'text/html; charset=utf-8';

/** Every value of a header, however many times it is sent. */
function headerValues(response: APIResponse, name: string): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === name)
    .flatMap((header) => header.value.split(','))
    .map((value) => value.trim());
}

function expectTextFile(response: APIResponse, what: string, type: string) {
  expect(response.status(), what).toBe(200);
  expect(response.headers()['content-type'], what).toBe(type);
  expect(response.headers()['cache-control'], what).toBe('no-cache');
  expect(response.headers()['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers()['content-encoding'], what).toBe('gzip');
}

test('every sitemap page has a twin answering 200 as Markdown, gzipped, no-cache and nosniff', async ({
  request,
}) => {
  for (const route of sitemapPaths('build', { everyAnswer: true })) {
    const twin = twinPath(route);
    const response = await request.get(twin, { headers: GZIP });
    expectTextFile(response, twin, MARKDOWN);
    expect(await response.text(), twin).toBe(readFileSync(path.join(BUILD, twin), 'utf8'));
  }
});

test('every HTML page names its twin in a Link header and varies by Accept', async ({ request }) => {
  for (const route of sitemapPaths('build', { everyAnswer: true })) {
    const response = await request.get(route, { headers: GZIP });
    expect(response.headers()['content-type'], route).toBe(HTML);
    expect(response.headers().link, route).toBe(
      `<${twinPath(route)}>; rel="alternate"; type="text/markdown", ${LLMS_TXT_LINK}`,
    );
    expect(headerValues(response, 'vary'), route).toEqual(
      expect.arrayContaining(['Accept', 'Accept-Encoding']),
    );
  }
  const notFound = await request.get('/no/such/page/');
  expect(notFound.status()).toBe(404);
  // A missing page names no twin, only the docs' index (every response does; issue 28).
  expect(notFound.headers().link).toBe(LLMS_TXT_LINK);
});

test.describe('negotiation by Accept', () => {
  const route = '/start/how-to-create-job/';
  const cases: { accept: string; markdown: boolean }[] = [
    { accept: 'text/markdown', markdown: true },
    { accept: 'text/markdown, text/html;q=0.9, */*;q=0.8', markdown: true },
    { accept: 'text/html;q=0.5, text/markdown;q=0.55', markdown: true },
    { accept: 'text/markdown;charset=utf-8;q=0.9, */*;q=0.1', markdown: true },
    { accept: 'TEXT/MARKDOWN, text/plain', markdown: true },
    // Browsers, and anything that does not prefer Markdown, get HTML.
    {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      markdown: false,
    },
    { accept: 'text/html, text/markdown', markdown: false },
    { accept: 'text/markdown;q=0.5, */*', markdown: false },
    { accept: 'text/markdown;q=0.8, text/*;q=0.9', markdown: false },
    { accept: 'text/markdown;q=0', markdown: false },
    { accept: 'text/markdownish', markdown: false },
    { accept: '*/*', markdown: false },
  ];
  for (const { accept, markdown } of cases) {
    test(`${accept} → ${markdown ? 'the twin' : 'HTML'}`, async ({ request }) => {
      const response = await request.get(route, { headers: { ...GZIP, Accept: accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(markdown ? MARKDOWN : HTML);
      expect(headerValues(response, 'vary')).toContain('Accept');
      expect(response.headers()['content-encoding']).toBe('gzip');
      const body = await response.text();
      if (markdown) expect(body).toBe(readFileSync(path.join(BUILD, twinPath(route)), 'utf8'));
      else expect(body).toContain('<!doctype html>');
    });
  }

  test('the home page negotiates to /index.md', async ({ request }) => {
    const response = await request.get('/', { headers: { Accept: 'text/markdown' } });
    expect(response.headers()['content-type']).toBe(MARKDOWN);
    expect(await response.text()).toBe(readFileSync(path.join(BUILD, 'index.md'), 'utf8'));
  });
});

test('llms.txt and llms-full.txt are plain text, gzipped, no-cache, nosniff; every llms.txt link answers', async ({
  request,
}) => {
  for (const file of ['/llms.txt', '/llms-full.txt']) {
    expectTextFile(await request.get(file, { headers: GZIP }), file, 'text/plain; charset=utf-8');
  }
  const llms = await (await request.get('/llms.txt')).text();
  const links = [...llms.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1] ?? '').pathname);
  expect(links.length).toBeGreaterThan(40);
  for (const link of links) {
    const response = await request.get(link);
    expect(response.status(), link).toBe(200);
    expect(response.headers()['content-type'], link).toBe(MARKDOWN);
  }
});

test('a missing twin is a 404, not the HTML page', async ({ request }) => {
  const response = await request.get('/start/no-such-page.md');
  expect(response.status()).toBe(404);
});
