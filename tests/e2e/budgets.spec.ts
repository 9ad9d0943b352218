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
 * Each budget sits a little above what was measured when it was set, all
 * under stock Docusaurus's 151 KB. Last set after the round that merged
 * issues 10, 1b and 2 (React 19; Prism, <Fact> and the catalogue's data moved
 * to build time; the search client loads on intent), measured home 142.0 KB,
 * guide 144.4, catalogue index 144.7, component page 144.3, search 119.2.
 * Catalogue and component pages dropped 1.5 and 2.5 KB of budget (their data
 * no longer ships whole); home rose 1, guide 2 and search 1, for what those
 * issues asked for on every doc page: the page-actions button (issue 2 of 5
 * allows up to 1 KB), the labelled sidebar and table of contents (1b), and on
 * the guide its new validation section and diagram (+1.3 KB of the page's
 * own content). The total of the five budgets is unchanged.
 *
 * The error directory (issue 24) measured 140.0 KB when its budget was set:
 * its content chunk is 21.9 KB, the 94 entries' text, which the page shows,
 * and the texts the paste box matches (1.6 KB, handed to it at build time);
 * the matcher (3.4 KB) loads on intent, not here. Still 10 KB under stock.
 * Raised to 141.5 KB when it measured 141.03 KB (144,414 B, 30 B over): its
 * content chunk had grown to 22.3 KB with the entries' sources (issue 27),
 * and the shared main bundle's gzipped size moves by tens of bytes with the
 * content hashes it names, so a budget 30 B from the measure fails on a hash.
 * Raised to 142.5 KB when it measured 141.7 KB with 97 entries: the content
 * chunk, 23.0 KB, grew by the two entries readers pasted and none covered
 * (too many query rows, a dependent class that needs recompilation), text the
 * page shows. Still 8.5 KB under stock.
 * Raised to 147 KB when it measured 146.3 KB: the content chunk grew to
 * 27.5 KB with issue 39's answers, all text the page shows: the problems
 * that show no error (9 symptoms), where 29 texts were seen, a new entry.
 * The page ships its content twice (HTML and the chunk that rebuilds it);
 * issue 41's first item, still open, is the fix that takes it out of the
 * chunk. Still 4 KB under stock.
 *
 * Raised again after the round of issues 14, 12, 13 and 17 (measured guide
 * 145.2 KB, search 120.8): the guide by 0.5 KB for what every doc page now
 * ends with (the feedback section's reserved slot and its "Report a problem"
 * link, issue 13, whose question itself loads near the viewport; the "Last
 * updated on" line, issue 12); the search page by 1 KB for its results
 * grouped by page, 20 pages at a time (issue 14), whose index now loads and
 * parses in a worker instead of on the main thread. Both stay 6 KB and more
 * under stock Docusaurus.
 *
 * Lowered to 128 KB when it measured 126.7 KB (issue 41): the entries are in
 * the page's HTML only (src/elements/StaticIsland), and its content chunk
 * went from 27.5 KB to 9 KB. The every-type page joined the budgets then at
 * 123 KB (measured 121.7 KB; its content chunk went from 316 KB to 10 KB raw).
 *
 * Raised to 130 KB and 124.5 KB when they measured 129.2 KB and 123.4 KB (issue 52): on these two
 * pages alone the table of contents lists the islands' level-3 headings, as the spec asks, from a
 * chunk that loads on idle once the page has hydrated (src/theme/TOC/useIslandToc.ts, 0.9 KB with
 * the paste box's wait for the pasting keys, issue 56). No other page loads it. Still 21 KB and
 * more under stock.
 *
 * Not raised when CI measured the error directory at 130.1 KB (85 B over) while every run here
 * measured 129.9 KB: the main bundle named two files by absolute path, so its bytes and hashes
 * depended on the checkout's directory. They are named through `@site/` and relative to the config
 * now, and tests/unit/budgets.test.ts fails if a built file names the directory again; a run here
 * measures what CI measures.
 *
 * The error directory's raised by 0.5 KB in issue 51 (measured 130.1 KB, 121 B over): main.js lists
 * every route, and the page of organization settings types added one.
 *
 * The every-type page's raised by 0.5 KB in issue 51's nineteenth session (measured 124.6 KB, 67 B
 * over, its MDX unchanged since 4bb3b90): main.js (+107 B after Brotli against 4bb3b90's build) and
 * the page's chunk (+90 B) call modules by number, and the modules added for removed types
 * renumbered them. A first try that added a paragraph to the page went 148 B over and was taken out.
 */
const KB = 1024;
const BUDGETS: Record<PageType, number> = {
  home: 143 * KB,
  guide: 145.5 * KB,
  catalogueIndex: 145.5 * KB,
  componentPage: 145.5 * KB,
  search: 121 * KB,
  errors: 130.5 * KB,
  metadataTypes: 125 * KB,
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
