import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { INDEX_FILE, searchButton, open, hitsSettled, openModal } from './search-helpers';

/**
 * Search on the public build (issue 5): the index file as the browser fetches it.
 */

// Every test has its own page and storage; spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('the index', () => {
  interface IndexHead {
    c: { file: string }[];
  }

  async function indexFile(page: Page): Promise<{ url: string; body: Buffer }> {
    await open(page);
    const response = page.waitForResponse((r) => INDEX_FILE.test(r.url()));
    await searchButton(page).hover();
    const r = await response;
    return { url: r.url(), body: await r.body() };
  }

  // Issue 26: the index is fetched in parts (a head file, posting shards, section chunks), and the
  // budget is on what the first query downloads, which must not grow with the site (bench:scale
  // measures it at ten times the pages).
  test('the first query fetches at most 150 KB gzipped of the index: the head, its shards, its hits’ chunks', async ({
    page,
  }) => {
    const parts: { url: string; gzipped: number }[] = [];
    page.on('response', async (response) => {
      if (/\/(?:search-index|assets\/search-index\/(?:shard|chunk))\.[0-9a-f]+\.json$/.test(response.url()))
        parts.push({ url: response.url(), gzipped: gzipSync(await response.body(), { level: 9 }).length });
    });
    await open(page);
    const input = await openModal(page);
    await input.fill('permission set');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await hitsSettled(page);
    await expect.poll(() => parts.length).toBeGreaterThan(2);
    const total = parts.reduce((sum, p) => sum + p.gzipped, 0);
    test.info().annotations.push({
      type: 'first query',
      description: `${parts.length} files, ${total} B gzipped: ${parts.map((p) => p.url.replace(/.*\//, '')).join(', ')}`,
    });
    expect(parts.some((p) => INDEX_FILE.test(p.url))).toBe(true);
    expect(parts.some((p) => /search-index\/shard\./.test(p.url))).toBe(true);
    expect(parts.some((p) => /search-index\/chunk\./.test(p.url))).toBe(true);
    expect(total).toBeLessThanOrEqual(150 * 1024);
  });

  test("every record's page and anchor exist in the built HTML; no record for 404, /search/ or /tests/", async ({
    page,
    request,
  }) => {
    const { url, body } = await indexFile(page);
    const head = JSON.parse(body.toString('utf8')) as IndexHead;
    const sections: { u: string }[] = [];
    for (const { file } of head.c) {
      const chunk = (await (await request.get(new URL(file, url).href)).json()) as {
        sections: { u: string }[];
      };
      sections.push(...chunk.sections);
    }
    const byPage = new Map<string, Set<string>>();
    for (const { u } of sections) {
      const [pathname = '', anchor] = u.split('#');
      if (!byPage.has(pathname)) byPage.set(pathname, new Set());
      if (anchor) byPage.get(pathname)?.add(decodeURIComponent(anchor));
    }
    expect(byPage.size).toBeGreaterThan(30);
    for (const pathname of byPage.keys()) {
      expect(pathname).toMatch(/\/$/);
      expect(pathname).not.toMatch(/^\/(search|tests)\/|404/);
    }
    const missing: string[] = [];
    for (const [pathname, anchors] of byPage) {
      const response = await request.get(pathname);
      expect(response.status(), pathname).toBe(200);
      const html = await response.text();
      // The HTML minifier drops quotes around simple attribute values.
      const ids = new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>"']+))/g)].map((m) => m[1] ?? m[2]));
      for (const anchor of anchors) if (!ids.has(anchor)) missing.push(`${pathname}#${anchor}`);
    }
    expect(missing).toEqual([]);
  });
});
