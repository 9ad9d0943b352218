import { expect, test } from '@playwright/test';
import { PAGE_TYPES, STOCK_FIRST_LOAD_JS, type PageType } from '../../scripts/lib/first-load';
import { waitForHydration } from './utils';

/**
 * First-load JavaScript per page type as the browser really fetches it
 * from deploy/nginx (project e2e-nginx, gzip on): the scripts the HTML names
 * plus the route chunks the runtime loads before it hydrates, and anything
 * the page loads on mount. Link prefetches (<link rel="prefetch">, fetched
 * while idle for the next navigation) are not first-load bytes.
 *
 * tests/unit/budgets.test.ts holds the part the HTML names, without a browser.
 * Each budget sits a little above what was measured when it was set (home
 * 138.6 KB, guide 139.7, catalogue index 143.4, component page 144.6, search
 * 115.9), all under stock Docusaurus's 151 KB since Prism's core replaced
 * prism-react-renderer's bundle of grammars (src/plugins/lean-prism).
 */
const KB = 1024;
const BUDGETS: Record<PageType, number> = {
  home: 142 * KB,
  guide: 143 * KB,
  catalogueIndex: 147 * KB,
  componentPage: 148 * KB,
  search: 119 * KB,
};

test('no budget allows more JavaScript than stock Docusaurus loads', () => {
  for (const [type, budget] of Object.entries(BUDGETS)) {
    expect(budget, type).toBeLessThanOrEqual(STOCK_FIRST_LOAD_JS);
  }
});

for (const [type, route] of Object.entries(PAGE_TYPES) as [PageType, string][]) {
  test(`${type} (${route}) loads no more JavaScript than its budget`, async ({ page }) => {
    await page.goto(route);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming)
        .filter((entry) => entry.initiatorType === 'script' && new URL(entry.name).origin === location.origin)
        .map((entry) => ({ url: new URL(entry.name).pathname, bytes: entry.encodedBodySize })),
    );
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const detail = scripts.map((s) => `${s.url} ${(s.bytes / KB).toFixed(1)} KB`).join(', ');
    expect(scripts.length, `${route}: no scripts seen`).toBeGreaterThan(0);
    expect(total, `${route}: ${(total / KB).toFixed(1)} KB gzipped: ${detail}`).toBeLessThanOrEqual(
      BUDGETS[type],
    );
  });
}
