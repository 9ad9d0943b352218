import { expect, test } from '@playwright/test';
import { waitForHydration } from './utils';

/**
 * What a screen reader's landmark list shows where one page has two of a
 * kind. axe's landmark and heading rules run on every page in the sweep
 * (sweep.spec.ts, LANDMARK_RULES in ./utils.ts); these name the landmarks
 * a reader looks for.
 */
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
