import { expect, test } from '@playwright/test';
import { axeViolations, gotoInMode, sitemapPaths, watchForProblems, type ColorMode } from './utils';

/**
 * Every page the sitemap lists, plus the not-found page, in both colour
 * modes: it answers, has exactly one H1, hydrates without console errors or
 * failed requests, and has no axe violations (all WCAG A/AA rules in light,
 * the colour rules in dark).
 */
const pages = [...sitemapPaths(), '/this-page-does-not-exist/'];

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
        // Light runs every WCAG A/AA rule; dark, whose markup is the same,
        // runs the colour rules, the only ones a colour mode can change
        // (a third of the sweep's time, for answers light already gave).
        expect(await axeViolations(page, { colourOnly: mode === 'dark' }), 'axe violations').toEqual([]);
        // The not-found page's own 404 is expected; Chromium logs it as a console error.
        const expected = notFound
          ? ['console error: Failed to load resource: the server responded with a status of 404 (Not Found)']
          : [];
        expect(problems).toEqual(expected);
      });
    }
  });
}
