import { expect, test, type Page } from '@playwright/test';
import { symptomAnchor, symptoms } from '../../src/data/errors/symptoms';
import { errors } from '../../src/data/errors';
import { axeViolations, entryIdsWithoutScripts, waitForHydration } from './utils';

/** The error directory (issue 24): every entry under its anchor, the paste box, the filter. */

const DIRECTORY = '/errors/';
/** The lazy chunk ./src/elements/ErrorTools/engine.ts (webpackChunkName "error-tools"). */
const ENGINE_CHUNK = /\/assets\/js\/error-tools\.[0-9a-f]+\.js$/;

async function open(page: Page) {
  await page.goto(DIRECTORY);
  await waitForHydration(page);
}

const pasteBox = (page: Page) => page.getByLabel('Paste an error or a whole report');
const filterBox = (page: Page) => page.getByLabel('Filter the errors below');

test('every entry, then every problem that shows no error, is on the page under its anchor, without JavaScript', async ({
  browser,
}) => {
  const { ids, close } = await entryIdsWithoutScripts(browser, DIRECTORY);
  expect(ids).toEqual([
    ...ids.slice(0, errors.length),
    ...symptoms.map((symptom) => symptomAnchor(symptom.id)),
  ]);
  expect(ids.slice(0, errors.length).sort()).toEqual(errors.map((e) => e.id).sort());
  await close();
});

test('the matcher loads on intent, not with the page', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (ENGINE_CHUNK.test(request.url())) loaded.push(request.url());
  });
  await open(page);
  // The page is idle (hydrated, its idle prefetches done): nothing has asked for the matcher yet.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(loaded).toEqual([]);
  const request = page.waitForRequest(ENGINE_CHUNK);
  await pasteBox(page).focus();
  await request;
});

test('a pasted report: each error line shows its entries with the names from the text, others link to search', async ({
  page,
}) => {
  await open(page);
  const report = [
    'Deploying v62.0 metadata to admin@acme.com.uat using the v62.0 SOAP API',
    'Status: Failed',
    'Error  Account-Account Layout  In field: Region__c - no CustomField named Account.Region__c found (12:13)',
    'Error  Invoice__c  UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record',
    'Error  Widget__c  A failure nobody has ever seen before today',
  ].join('\n');
  await pasteBox(page).fill(report);
  const lines = page.locator('ol > li').filter({ hasText: /^Line \d+:/ });
  await expect(lines).toHaveCount(3);
  const first = lines.nth(0);
  await expect(first).toContainText('Line 3:');
  const field = errors.find((e) => e.id === 'field-not-found');
  await expect(first.getByRole('link', { name: field?.title, exact: true })).toHaveAttribute(
    'href',
    '#field-not-found',
  );
  // And its own page, the address to cite (issue 54).
  await expect(first.getByRole('link', { name: `${field?.title}: its own page` })).toHaveAttribute(
    'href',
    '/errors/field-not-found/',
  );
  await expect(first.locator('mark')).toHaveText(['Region__c', 'Account', 'Region__c']);
  await expect(lines.nth(1).getByRole('link').first()).toHaveAttribute('href', '#unable-to-lock-row');
  const unknown = lines.nth(2);
  await expect(unknown).toContainText('No entry matches this line.');
  await expect(unknown.getByRole('link', { name: 'Search the docs for it' })).toHaveAttribute(
    'href',
    /^\/search\/\?q=Error%20%20Widget__c/,
  );
  // Following a match lands on its entry.
  await first.getByRole('link', { name: field?.title, exact: true }).click();
  await expect(page).toHaveURL(/#field-not-found$/);
  await expect(page.locator('h3#field-not-found')).toBeInViewport();
});

test('a description with no error in it offers the problems that show no error, linked to their entries', async ({
  page,
}) => {
  await open(page);
  const flow = symptoms.find((s) => s.id === 'flow-arrived-inactive');
  await pasteBox(page).fill('After the release the flow arrived inactive in UAT');
  // The paste box's results (the page's contents list links the same titles).
  const results = page.locator('div[aria-live="polite"]');
  await expect(results).toContainText(/describes (a problem that shows|problems that show) no error/);
  const link = results.getByRole('link', { name: flow?.title, exact: true });
  await expect(link).toHaveAttribute('href', '#symptom-flow-arrived-inactive');
  await link.click();
  await expect(page.locator('#symptom-flow-arrived-inactive')).toBeInViewport();
  // A line that is an error answers with its entry, not with symptoms.
  await pasteBox(page).fill('UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record');
  await expect(page.locator('ol > li').filter({ hasText: /^Line 1:/ })).toHaveCount(1);
  await expect(link).toHaveCount(0);
});

test('a long report shows its first 50 error lines, a count, and the rest on request', async ({ page }) => {
  await open(page);
  const report = Array.from(
    { length: 60 },
    (_, i) => `Error  Dash_${i}  Cannot find folder:Folder_${i}`,
  ).join('\n');
  await pasteBox(page).fill(report);
  await expect(page.getByText('60 of 60 error lines match an entry.')).toBeVisible();
  const lines = page.locator('ol > li').filter({ hasText: /^Line \d+:/ });
  await expect(lines).toHaveCount(50);
  await page.getByRole('button', { name: 'Show the other 10 lines' }).click();
  await expect(lines).toHaveCount(60);
  await expect(lines.nth(59).locator('mark')).toHaveText('Folder_59');
});

test('text over the limit gets a clear message and matches nothing', async ({ page }) => {
  await open(page);
  const huge = 'In field: Region__c - no CustomField named Account.Region__c found\n'.repeat(8_000);
  // As a paste puts it (fill() types half a megabyte far slower than a paste arrives).
  await pasteBox(page).evaluate((area, value) => {
    (area as HTMLTextAreaElement).value = value;
    area.dispatchEvent(new Event('paste', { bubbles: true }));
  }, huge);
  await expect(page.getByRole('alert')).toContainText(
    /characters long; at most 500,000 can be checked at once/,
  );
  await expect(page.locator('ol > li').filter({ hasText: /^Line \d+:/ })).toHaveCount(0);
});

test('a failed load of the matcher says so, and Retry loads it', async ({ page }) => {
  await open(page);
  await page.route(ENGINE_CHUNK, (route) => route.abort('internetdisconnected'));
  await pasteBox(page).fill('UNABLE_TO_LOCK_ROW');
  await expect(page.getByRole('alert')).toContainText("The error matcher didn't load.");
  await page.unroute(ENGINE_CHUNK);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.locator('ol > li').filter({ hasText: /^Line 1:/ })).toHaveCount(1);
});

test('the filter shows only the entries that hold every word, and hides empty groups', async ({ page }) => {
  await open(page);
  await filterBox(page).fill('UNABLE_TO_LOCK_ROW');
  await expect(page.getByText(/^\d+ of \d+ errors match\.$/)).toBeVisible();
  await expect(page.locator('h3#unable-to-lock-row')).toBeVisible();
  await expect(page.locator('h3#field-not-found')).toBeHidden();
  const visibleGroups = await page.locator('article h2:visible').count();
  const allGroups = await page.locator('article h2').count();
  expect(visibleGroups).toBeLessThan(allGroups);
  await filterBox(page).fill('');
  await expect(page.locator('h3#field-not-found')).toBeVisible();
});

test('the page has no axe violations, with results showing', async ({ page }) => {
  await open(page);
  await pasteBox(page).fill('UNABLE_TO_LOCK_ROW');
  await expect(page.locator('ol > li').filter({ hasText: /^Line 1:/ })).toHaveCount(1);
  // The paste box and its results; the entries below are the sweep's (sweep.spec.ts), where
  // reading all of them again here took 30 s, and timed out on a slower machine (issue 44).
  const tools = page
    .locator('div', { has: pasteBox(page) })
    .filter({ has: page.locator('[aria-live="polite"]') })
    .last();
  expect(await axeViolations(page, { include: tools })).toEqual([]);
});

test.describe('the entries are in the HTML only (issue 41)', () => {
  test('hydrating keeps them, and following an entry or the filter leaves them in place', async ({
    page,
  }) => {
    await open(page);
    const entries = page.locator('[data-island] h3[id]');
    const count = await entries.count();
    expect(count).toBe(errors.length + symptoms.length);
    await page
      .locator('a[href="#unable-to-lock-row"]')
      .first()
      .evaluate((a) => (a as HTMLElement).click());
    await expect(page).toHaveURL(/#unable-to-lock-row$/);
    await expect(entries).toHaveCount(count);
  });

  test('after a client-side navigation they load from the page, with a spinner, an error and Retry', async ({
    page,
  }) => {
    await page.goto('/supported-components/list-views/');
    await waitForHydration(page);
    // The page's own HTML, which the islands read after a client-side navigation: the first try fails.
    // It answers only once the spinner was seen, then fails.
    let fail = true;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === DIRECTORY,
      async (route) => {
        if (!fail) return route.continue();
        await held;
        return route.abort('internetdisconnected');
      },
    );
    // The step page's link to an entry in the directory: a client-side navigation, with an anchor in an island.
    await page.locator('article a[href="/errors/#list-view-scope-not-allowed"]').click();
    await expect(page.locator('h1')).toHaveText('Error directory');
    // One spinner speaks for the page's islands, which share one request.
    await expect(page.getByRole('status').filter({ hasText: 'Loading the list' })).toHaveCount(1);
    release();
    const alert = page.getByRole('alert').filter({ hasText: "The page's list didn't load" });
    await expect(alert).toHaveCount(1);
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-island] h3[id]')).toHaveCount(errors.length + symptoms.length);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The address's anchor, inside an island, is scrolled to once it arrives.
    await expect(page.locator('h3#list-view-scope-not-allowed')).toBeInViewport();
    // The filter reads the entries the islands brought.
    await filterBox(page).fill('UNABLE_TO_LOCK_ROW');
    await expect(page.locator('h3#unable-to-lock-row')).toBeVisible();
    await expect(page.locator('h3#field-not-found')).toBeHidden();
  });
});

test('an address naming an entry lands on it once the page hydrates, on a phone and a desktop, though the islands above it had estimated heights', async ({
  page,
}) => {
  // The islands above an entry are laid out only when the reader nears them; until then their
  // height is an estimate, and the difference moved the entry off the screen (src/elements/StaticIsland/anchor.ts).
  for (const [width, id] of [
    [375, 'field-not-found'],
    [1280, 'field-not-found'],
    [1280, errors[Math.floor(errors.length * 0.7)]?.id ?? ''],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${DIRECTORY}#${id}`);
    await waitForHydration(page);
    await expect(page.locator(`h3#${id}`), `${width} px, #${id}`).toBeInViewport();
  }
});
