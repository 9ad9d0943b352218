import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { FIXTURE_SITE_URL } from '../../unit/builds';
import { pauseClock, waitForHydration } from '../utils';

/**
 * Contract test of Algolia mode, on build-test/ (built with fake
 * ALGOLIA_* credentials, see scripts/test.sh). Playwright answers for
 * Algolia's hosts: the tests check what the site sends and that it renders
 * what Algolia returns, then make every host unreachable.
 */

const APP_ID = 'TESTAPPID';
const API_KEY = 'test-search-only-key';
const INDEX = 'metaferry-test';
const SITE = FIXTURE_SITE_URL;
/** The v5 client's hosts: `<app>-dsn.algolia.net` for reads, then `<app>-1…3.algolianet.com`. */
const ALGOLIA_HOSTS = /^https:\/\/[a-z0-9-]+\.(algolia\.net|algolianet\.com)\//i;
const DSN = /-dsn\.algolia\.net$/i;

interface SentRequest {
  host: string;
  method: string;
  path: string;
  params: URLSearchParams;
  body: { requests: Record<string, unknown>[] };
}

function parse(request: Request): SentRequest {
  const url = new URL(request.url());
  return {
    host: url.host,
    method: request.method(),
    path: decodeURIComponent(url.pathname),
    params: url.searchParams,
    body: JSON.parse(request.postData() ?? '{}') as SentRequest['body'],
  };
}

/** Algolia's answer: `count` hits on the "Run a job" page, highlighted as Algolia does (escaped). */
function answer(body: SentRequest['body'], count = 2, distinctPages = false) {
  return {
    results: body.requests.map((request) => {
      const hitsPerPage = Number(request.hitsPerPage ?? 20);
      const page = Number(request.page ?? 0);
      const ids = Array.from({ length: count }, (_, i) => i).slice(
        page * hitsPerPage,
        (page + 1) * hitsPerPage,
      );
      return {
        hits: ids.map((i) => {
          const heading = i === 0;
          const hierarchy = {
            lvl0: 'Getting started',
            lvl1: 'Run a job',
            lvl2: 'Validate only',
            lvl3: null,
            lvl4: null,
            lvl5: null,
            lvl6: null,
          };
          const content = heading ? null : `Fixture paragraph ${i}: validate <script> before you run.`;
          const text = (value: string) => ({ value, matchLevel: 'full', matchedWords: ['validate'] });
          return {
            objectID: `fixture-${i}`,
            type: heading ? 'lvl2' : 'content',
            url: distinctPages
              ? `${SITE}/fixture-page-${i}/#validate-only`
              : `${SITE}/start/how-to-run-job/#validate-only`,
            hierarchy,
            content,
            _highlightResult: {
              hierarchy: {
                lvl0: text('Getting started'),
                lvl1: text('Run a job'),
                lvl2: text('<mark>Validate</mark> only'),
              },
              ...(content
                ? {
                    content: text(
                      `Fixture paragraph ${i}: <mark>validate</mark> &lt;script&gt; before you run.`,
                    ),
                  }
                : {}),
            },
            _snippetResult: {
              hierarchy: { lvl1: text('Run a job'), lvl2: text('<mark>Validate</mark> only') },
              ...(content
                ? { content: text(`…paragraph ${i}: <mark>validate</mark> &lt;script&gt; before you run.`) }
                : {}),
            },
          };
        }),
        nbHits: count,
        page,
        nbPages: Math.ceil(count / hitsPerPage),
        hitsPerPage,
        processingTimeMS: 1,
        query: request.query,
        params: '',
        exhaustiveNbHits: true,
        index: request.indexName,
      };
    }),
  };
}

/** Answers every Algolia host (or fails the ones `down` matches); returns the requests sent. */
async function fakeAlgolia(
  page: Page,
  options: { count?: number; distinctPages?: boolean; down?: (host: string) => boolean } = {},
) {
  const sent: SentRequest[] = [];
  await page.route(ALGOLIA_HOSTS, async (route: Route) => {
    const request = parse(route.request());
    sent.push(request);
    if (options.down?.(request.host)) return route.abort('connectionrefused');
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: answer(request.body, options.count, options.distinctPages),
    });
  });
  return sent;
}

async function openModal(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Modal').getByRole('searchbox');
  await expect(input).toBeFocused();
  return input;
}

test('the page preconnects to Algolia and sends nothing before the reader searches', async ({ page }) => {
  const sent = await fakeAlgolia(page);
  await page.goto('/start/how-to-run-job/');
  await waitForHydration(page);
  await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(
    1,
  );
  await page.waitForLoadState('networkidle');
  expect(sent).toEqual([]);
  // No local index in this build.
  const index = await page.request.get('/search-index.json');
  expect(index.status()).toBe(404);
});

test("the modal POSTs to the multi-index queries path with the spec's fields, and renders Algolia's hits", async ({
  page,
}) => {
  const sent = await fakeAlgolia(page);
  const input = await openModal(page);
  await input.fill('validate');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

  const request = sent.at(-1);
  expect(request?.method).toBe('POST');
  expect(request?.path).toBe('/1/indexes/*/queries');
  expect(request?.host).toMatch(DSN);
  expect(request?.params.get('x-algolia-application-id')).toBe(APP_ID);
  expect(request?.params.get('x-algolia-api-key')).toBe(API_KEY);
  const agent = request?.params.get('x-algolia-agent') ?? '';
  expect(agent).toContain('docsearch-react (3.9.0)');
  expect(agent).toContain('docusaurus (3.7.0)');
  expect(request?.body.requests).toHaveLength(1);
  expect(request?.body.requests[0]).toMatchObject({
    query: 'validate',
    indexName: INDEX,
    attributesToRetrieve: [
      'hierarchy.lvl0',
      'hierarchy.lvl1',
      'hierarchy.lvl2',
      'hierarchy.lvl3',
      'hierarchy.lvl4',
      'hierarchy.lvl5',
      'hierarchy.lvl6',
      'content',
      'type',
      'url',
    ],
    attributesToSnippet: [
      'hierarchy.lvl1:10',
      'hierarchy.lvl2:10',
      'hierarchy.lvl3:10',
      'hierarchy.lvl4:10',
      'hierarchy.lvl5:10',
      'hierarchy.lvl6:10',
      'content:10',
    ],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });

  // Grouped under lvl0, linking to the address in the hit (made site-relative).
  await expect(page.locator('.DocSearch-Hit-source')).toHaveText(['Getting started']);
  await expect(page.locator('.DocSearch-Hit .search-hit').first()).toHaveAttribute(
    'data-url',
    '/start/how-to-run-job/#validate-only',
  );
  await expect(page.locator('.DocSearch-Hit-title mark').first()).toHaveText(/validate/i);
  // Algolia's escaped markup stays text.
  await expect(page.locator('.DocSearch-Hit').nth(1)).toContainText('<script>');
  await expect(page.locator('.DocSearch-Modal script')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See all 2 results' })).toHaveAttribute(
    'href',
    '/search/?q=validate',
  );

  // Every host unreachable: DocSearch's error texts.
  await page.unroute(ALGOLIA_HOSTS);
  const tried = new Set<string>();
  await page.route(ALGOLIA_HOSTS, (route) => {
    tried.add(new URL(route.request().url()).host);
    return route.abort('internetdisconnected');
  });
  await input.fill('validate only');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  expect(tried.size).toBe(4);
});

test('a host that failed is avoided for 2 minutes, then tried again', async ({ page }) => {
  await page.clock.install();
  const sent = await fakeAlgolia(page, { down: (host) => DSN.test(host) });
  const input = await openModal(page);
  /** The hosts tried for a query, in order, once a host has answered it. */
  const hostsFor = async (query: string) => {
    await input.fill(query);
    const forQuery = () => sent.filter((r) => r.body.requests[0]?.query === query);
    await expect.poll(() => forQuery().some((r) => !DSN.test(r.host))).toBe(true);
    return forQuery().map((r) => (DSN.test(r.host) ? 'dsn' : 'fallback'));
  };
  expect(await hostsFor('validate')).toEqual(['dsn', 'fallback']);
  expect(await hostsFor('validate o')).toEqual(['fallback']);
  await page.clock.fastForward('01:50');
  expect(await hostsFor('validate on')).toEqual(['fallback']);
  await page.clock.fastForward('00:15');
  expect(await hostsFor('validate onl')).toEqual(['dsn', 'fallback']);
});

test('a host that does not answer is left after the 1 s connect timeout', async ({ page }) => {
  await page.route(ALGOLIA_HOSTS, async (route) => {
    const request = parse(route.request());
    // The first host never answers: no headers, so the connect timeout applies.
    if (DSN.test(request.host)) return;
    await route.fulfill({ status: 200, contentType: 'application/json', json: answer(request.body) });
  });
  // Each request to a host, logged in the page as it is opened, with the page's time: the
  // log is complete whenever page time stands still.
  await page.addInitScript(() => {
    const opened: { host: string; at: number }[] = [];
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
      opened.push({ host: new URL(String(args[1])).host, at: Date.now() });
      return open.apply(this, args);
    } as typeof open;
  });
  const opened = () =>
    page.evaluate(() => (window as unknown as { __opened: { host: string; at: number }[] }).__opened);
  await page.clock.install();
  const input = await openModal(page);
  await pauseClock(page);
  await input.fill('validate');
  // The query leaves after the keystroke's paint (an animation frame, or 100 ms at the latest), once
  // the search code the keystroke loads has arrived, which page time doesn't drive: page time moves
  // 100 ms at a time until the first host is asked (one step was too few once in a clean CI run,
  // 2026-12-06), well short of the second host's second.
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return (await opened()).length;
    })
    .toBeGreaterThan(0);
  const [first, ...others] = await opened();
  expect(first?.host).toMatch(DSN);
  expect(others).toEqual([]);
  // 1 ms short of the connect timeout, the first host is still the only one asked.
  const now = await page.evaluate(() => Date.now());
  await page.clock.runFor((first?.at ?? 0) + 999 - now);
  expect((await opened()).map((r) => r.host)).toEqual([first?.host]);
  // At 1 s, the query goes to the next host, which answers.
  await page.clock.runFor(1);
  const hosts = (await opened()).map((r) => r.host);
  expect(hosts).toHaveLength(2);
  expect(hosts[1]).not.toMatch(DSN);
  await page.clock.resume();
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test('the search page runs on Algolia: its hits grouped by page, 20 pages at a time, error texts', async ({
  page,
}) => {
  // One hit on each of 25 pages: the page lists 20 of them, then the rest on demand.
  const sent = await fakeAlgolia(page, { count: 25, distinctPages: true });
  await page.goto('/search/?q=validate');
  await waitForHydration(page);
  const results = page
    .getByRole('main')
    .locator('ol > li')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(results).toHaveCount(20);
  expect(sent.at(-1)?.path).toBe('/1/indexes/*/queries');
  // One request for the hits it groups (src/theme/SearchPage: HITS_TO_GROUP), not one per screen.
  expect(sent.at(-1)?.body.requests[0]).toMatchObject({
    query: 'validate',
    indexName: INDEX,
    hitsPerPage: 1000,
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  });
  await expect(page.getByRole('status')).toHaveText('25 results on 25 pages for “validate”');
  await expect(results.nth(1)).toContainText('<script>');
  const requests = sent.length;
  await page.getByRole('button', { name: 'Show more pages' }).click();
  await expect(results).toHaveCount(25);
  expect(sent.length, 'more pages come from the hits already fetched').toBe(requests);
  await expect(page.getByRole('button', { name: 'Show more pages' })).toHaveCount(0);

  await page.unroute(ALGOLIA_HOSTS);
  await page.route(ALGOLIA_HOSTS, (route) => route.abort('internetdisconnected'));
  await page.getByRole('searchbox', { name: 'Search terms' }).fill('validate only');
  await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
  await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
});
