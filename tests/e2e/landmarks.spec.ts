import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForHydration } from './utils';

/**
 * What a screen reader's landmark and heading lists show, on one page of each
 * kind. The sweep (sweep.spec.ts) runs axe's WCAG rules on every page; these
 * are axe's best-practice rules for landmarks and headings, which the WCAG
 * tags leave out and pa11y reports: all content inside a landmark, one banner,
 * landmarks of a role told apart by their names, no skipped heading level.
 */
const PAGES = [
  '/', // doc at the root
  '/start/how-to-start/', // tabs
  '/markdown-page/', // every content element, tabs included
  '/supported-components/', // catalogue index
  '/supported-components/record-types/', // catalogue page: docs sidebar + "At a glance"
  '/blog/',
  '/blog/archive/',
  '/blog/metaferry-0-0-1/', // blog post with a table of contents
  '/blog/tags/',
  '/blog/authors/',
  '/search/',
  '/privacy-policy/',
];

const RULES = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'landmark-banner-is-top-level',
  'heading-order',
  'page-has-heading-one',
];

for (const pagePath of PAGES) {
  test(`${pagePath}: landmarks and headings`, async ({ page }) => {
    await page.goto(pagePath);
    await waitForHydration(page);
    const results = await new AxeBuilder({ page }).withRules(RULES).analyze();
    const violations = results.violations.map(
      (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    expect(violations).toEqual([]);
    // Beside another, a complementary landmark needs its own name to be found
    // (axe's landmark-unique passes one unnamed next to one named; pa11y does not).
    const asides = await page.getByRole('complementary').all();
    if (asides.length > 1) for (const aside of asides) await expect(aside).toHaveAccessibleName(/\S/);
  });
}

test('catalogue page: the docs sidebar and "At a glance" are told apart by name', async ({ page }) => {
  await page.goto('/supported-components/record-types/');
  await waitForHydration(page);
  await expect(page.getByRole('complementary', { name: 'Docs sidebar' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'At a glance' })).toBeVisible();
});

test('blog post: the table of contents is a navigation landmark', async ({ page }) => {
  await page.goto('/blog/metaferry-0-0-1/');
  await waitForHydration(page);
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link').first()).toBeVisible();
  // Still sticky: the theme's class sits on the landmark itself.
  expect(await toc.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
});
