import { expect, test } from '@playwright/test';
import { waitForHydration, watchForProblems } from '../utils';

/**
 * Behaviours that need a page or setting the public build must not have.
 * This build is made with INCLUDE_TEST_PAGES=true and GTM_CONTAINER_ID=GTM-TEST123
 * (scripts/test.sh).
 */

test("a page that throws shows 'This page crashed.' and recovers with 'Try again'", async ({ page }) => {
  await page.goto('/tests/crash/');
  await waitForHydration(page);
  await expect(page.getByText('The component rendered without error.')).toBeVisible();
  await page.getByRole('button', { name: 'Throw an error' }).click();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Deliberate crash from the test page')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The component rendered without error.')).toBeVisible();
});

test("code that fails to load shows the error in a red box with 'Retry', and Retry recovers", async ({
  page,
}) => {
  let attempts = 0;
  await page.route(/\/assets\/js\/test-lazy-panel\.[0-9a-f]+\.js$/, async (route) => {
    attempts += 1;
    if (attempts === 1) await route.abort('failed');
    else await route.continue();
  });
  await page.goto('/tests/lazy-load/');
  await waitForHydration(page);
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  const box = retry.locator('xpath=../..');
  await expect(box).toContainText(/Loading chunk .* failed|ChunkLoadError/);
  const background = await box.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(250, 56, 62)');
  await retry.click();
  await expect(page.getByText('The on-demand panel loaded.')).toBeVisible();
  expect(attempts).toBe(2);
});

test.describe('tag manager', () => {
  test('every page carries the consent defaults, and nothing that requests the container before a choice', async ({
    page,
  }) => {
    const response = await page.goto('/start/how-to-start/');
    const html = (await response?.text()) ?? '';
    // (The build minifies the head script; tests/unit/consent.test.ts runs its source.)
    expect(html).toMatch(/"consent","default",\{ad_storage:"denied"/);
    expect(html).toContain('GTM-TEST123');
    // No <noscript> iframe and no preconnect: both would reach Google without consent.
    expect(html).not.toContain('googletagmanager.com/ns.html');
    expect(html).not.toMatch(/<link[^>]+googletagmanager/);
  });

  test('the page still works when the tag manager host is unreachable', async ({ page }) => {
    const { problems } = watchForProblems(page);
    let blocked = 0;
    await page.route('https://www.googletagmanager.com/**', async (route) => {
      blocked += 1;
      await route.abort('internetdisconnected');
    });
    await page.goto('/start/how-to-start/');
    await waitForHydration(page);
    await page
      .getByRole('dialog', { name: 'Cookie consent' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Create a job' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a job');
    // The only failures are the blocked tag-manager requests themselves
    // (reported by URL, and by Chromium's console with the abort reason).
    const unrelated = problems.filter(
      (p) => !p.includes('googletagmanager.com') && !p.includes('net::ERR_INTERNET_DISCONNECTED'),
    );
    expect(unrelated).toEqual([]);
  });
});

test('robots.txt asks crawlers to leave the test pages alone, and names the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const robots = await response.text();
  expect(robots).toMatch(/^Disallow: \/tests\/$/m);
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});
