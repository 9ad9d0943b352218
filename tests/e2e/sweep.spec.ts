import { expect, test } from '@playwright/test';
import { axeViolations, gotoInMode, sitemapPaths, watchForProblems, type ColorMode } from './utils';

/**
 * Every page the sitemap lists, plus the not-found page, in both colour
 * modes: it answers, has exactly one H1, hydrates without console errors or
 * failed requests, and has no axe violations.
 */
const pages = [...sitemapPaths(), '/this-page-does-not-exist/'];

// The pages are independent: both workers share them instead of one worker
// running all of them while the other runs out of work (it was the suite's
// longest file, 8.3 min, in one worker).
test.describe.configure({ mode: 'parallel' });
const modes: ColorMode[] = ['light', 'dark'];

for (const mode of modes) {
  test.describe(`${mode} mode`, () => {
    for (const pagePath of pages) {
      test(`${pagePath}`, async ({ page }) => {
        const { problems } = watchForProblems(page);
        const response = await gotoInMode(page, pagePath, mode);
        const notFound = pagePath === '/this-page-does-not-exist/';
        expect(response?.status(), 'HTTP status').toBe(notFound ? 404 : 200);
        await expect(page.locator('h1')).toHaveCount(1);
        if (notFound) await expect(page.locator('h1')).toHaveText('Page Not Found');
        expect(await axeViolations(page), 'axe violations').toEqual([]);
        // The not-found page's own 404 is expected; Chromium logs it as a console error.
        const expected = notFound
          ? ['console error: Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [];
        expect(problems).toEqual(expected);
      });
    }
  });
}
