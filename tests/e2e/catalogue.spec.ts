import { expect, test, type Page } from '@playwright/test';
import { categoryLabels, components } from '../../src/data/components';
import { waitForHydration } from './utils';

/** The supported-components index: filtering, URL state, count, empty state, keyboard. */

const INDEX = '/supported-components/';

async function openIndex(page: Page, search = '') {
  await page.goto(`${INDEX}${search}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Filter components')).toBeEnabled();
}

const cards = (page: Page) =>
  page.locator('main ul li').filter({ has: page.getByRole('heading', { level: 3 }) });
const count = (page: Page) => page.getByRole('status');

test('without JavaScript the full list is in the HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(INDEX);
  for (const entry of components) {
    await expect(page.getByRole('link', { name: entry.title, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('status')).toHaveText(`${components.length} components`);
  await context.close();
});

test('typing filters by name, type or field, with a correct plural count, and follows into the URL', async ({
  page,
}) => {
  await openIndex(page);
  await expect(count(page)).toHaveText(`${components.length} components`);
  const input = page.getByLabel('Filter components');
  await input.fill('CompactLayout');
  const expected = components.filter((c) =>
    [c.title, c.summary, c.slug, ...c.metadataTypes, ...c.fields].some((t) =>
      t.toLowerCase().includes('compactlayout'),
    ),
  );
  expect(expected.length).toBeGreaterThan(0);
  await expect(count(page)).toHaveText(
    `${expected.length} ${expected.length === 1 ? 'component' : 'components'}`,
  );
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page).toHaveURL(/\?q=CompactLayout$/);
});

test('a single match is counted in the singular', async ({ page }) => {
  await openIndex(page, '?q=CustomTab.motif');
  await expect(count(page)).toHaveText('1 component');
  await expect(cards(page)).toHaveCount(1);
});

test('the category filter narrows the list and is kept in the URL', async ({ page }) => {
  await openIndex(page);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: categoryLabels.analytics });
  const expected = components.filter((c) => c.category === 'analytics');
  await expect(cards(page)).toHaveCount(expected.length);
  await expect(page).toHaveURL(/[?&]category=analytics/);
  for (const entry of expected)
    await expect(
      page.getByRole('article').getByRole('link', { name: entry.title, exact: true }),
    ).toBeVisible();
});

test('a shared URL restores both filters on load', async ({ page }) => {
  await openIndex(page, '?q=report&category=analytics');
  await expect(page.getByLabel('Filter components')).toHaveValue('report');
  await expect(page.getByLabel('Category', { exact: true })).toHaveValue('analytics');
  await expect(page.getByRole('article').getByRole('link', { name: 'Reports', exact: true })).toBeVisible();
  await expect(
    page.getByRole('article').getByRole('link', { name: 'Page layouts', exact: true }),
  ).toHaveCount(0);
});

test('no match shows a clear empty state that can be cleared', async ({ page }) => {
  await openIndex(page, '?q=zzzz-not-a-type');
  await expect(count(page)).toHaveText('0 components');
  await expect(page.getByText('No components match “zzzz-not-a-type”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count(page)).toHaveText(`${components.length} components`);
  await expect(page).toHaveURL(new RegExp(`${INDEX}$`));
  await expect(page.getByLabel('Filter components')).toBeFocused();
});

test('markup in ?q= is shown as text', async ({ page }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await openIndex(page, `?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}`);
  await expect(page.getByText('No components match “<img src=x onerror=alert(1)>”.')).toBeVisible();
  expect(dialog).toBe(false);
});

test('keyboard only: tab to the filter, type, tab to the category, choose, reach a card', async ({
  page,
}) => {
  await openIndex(page);
  const input = page.getByLabel('Filter components');
  await input.focus();
  await page.keyboard.type('layout');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Category', { exact: true })).toBeFocused();
  await page.getByLabel('Category', { exact: true }).selectOption('layout-ui');
  const expected = components.filter(
    (c) =>
      c.category === 'layout-ui' &&
      [c.title, c.summary, c.slug, ...c.metadataTypes, ...c.fields].some((t) =>
        t.toLowerCase().includes('layout'),
      ),
  );
  await expect(cards(page)).toHaveCount(expected.length);
  const first = expected[0];
  if (!first) throw new Error('expected at least one layout entry');
  await page.getByRole('article').getByRole('link', { name: first.title, exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
});

for (const entry of components) {
  test(`${entry.slug} opens with its At a glance summary`, async ({ page }) => {
    await page.goto(`${INDEX}${entry.slug}/`);
    const box = page.getByRole('complementary', { name: 'At a glance' });
    await expect(box).toBeVisible();
    for (const type of entry.metadataTypes)
      await expect(box.getByText(type, { exact: true }).first()).toBeVisible();
  });
}
