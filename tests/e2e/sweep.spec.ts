import { expect, test, type Page } from '@playwright/test';
import {
  axeColourViolationsByLook,
  axeViolations,
  gotoInMode,
  markRepeatedSections,
  REPEATED_SECTION,
  sitemapPaths,
  switchToDark,
  watchForProblems,
  type ColorMode,
} from './utils';

/**
 * Every page the sitemap lists, plus the not-found page: it answers, has
 * exactly one H1, hydrates without console errors or failed requests, and has
 * no axe violations: all WCAG A/AA rules and the landmark and heading rules in
 * light, then, after the reader's own switch (the navbar toggle), the colour
 * rules in dark.
 *
 * One load per page (issue 10: the suite's time). The dark check switches
 * modes on the loaded page, as a reader does, instead of loading it again:
 * the markup is the same in both modes (only `data-theme` differs), so a
 * second load per page re-ran every check but the colours. What a load in
 * dark mode can break on its own (the stored choice applied before paint,
 * hydration without a mismatch) depends on the layout, not the page: it is
 * checked on one page of each layout, in DARK_LOADS. The dark pass runs the
 * copy of axe the light pass left in the page.
 *
 * In each mode the colour rules read each look of the page once (axeColourViolationsByLook: an
 * element's colours, size and backgrounds, ./utils.ts says which), where it first appears; the other
 * rules read every element but those of repeated sections. The colour rules were three quarters of
 * axe's time, reading the same few looks again and again.
 */
// Its tests are independent page loads, and the file is the suite's longest
// (about 8 minutes of one worker): spread them over the workers, or the run
// waits for this file's tail after everything else has finished.
test.describe.configure({ mode: 'parallel' });

const NOT_FOUND = '/this-page-does-not-exist/';
// The sitemap leaves out the pages marked noindex (the contributors'
// content-elements page and the search page); readers still reach them.
const pages = [...new Set([...sitemapPaths(), '/markdown-page/', '/search/', NOT_FOUND])];

/**
 * One page of each layout, each also opened in dark mode, and the pages where axe reads the chrome
 * (below): add a new layout here.
 */
const DARK_LOADS = [
  '/', // doc at the root
  '/start/how-to-start/', // guide with tabs
  '/markdown-page/', // every content element
  '/supported-components/', // catalogue index
  '/supported-components/record-types/', // catalogue page
  '/blog/',
  '/blog/archive/',
  '/blog/metaferry-0-0-1/',
  '/blog/tags/',
  '/blog/authors/',
  '/search/',
  '/privacy-policy/',
  NOT_FOUND,
];

/**
 * The chrome every page of a layout shares: the navbar, the site footer, the docs sidebar and the
 * table of contents. It is one React tree whose pages differ only in the item marked active, the
 * categories open and the headings listed, each drawn by the same component with the same styles,
 * so axe reads it whole, in both modes, on the layouts' pages (DARK_LOADS) and reads each other
 * page's own content. It was a third of axe's time on an ordinary page (a catalogue page: 1.0 s of
 * the whole page's WCAG rules against 0.6 s without it, 2026-12-03). Page-level rules (one main,
 * landmarks, headings' order, region) still run on every page over what is left.
 */
const CHROME = '.navbar, footer.footer, .theme-doc-sidebar-container, .theme-doc-toc-desktop';
const CHROME_READ_ON = new Set(DARK_LOADS);

/** Chromium logs the not-found page's own 404 as a console error. */
function expectedProblems(pagePath: string): string[] {
  return pagePath === NOT_FOUND
    ? ['console error: Failed to load resource: the server responded with a status of 404 (Not Found)']
    : [];
}

async function checkLoad(page: Page, pagePath: string, mode: ColorMode): Promise<string[]> {
  const { problems } = watchForProblems(page);
  const response = await gotoInMode(page, pagePath, mode);
  const notFound = pagePath === NOT_FOUND;
  expect(response?.status(), 'HTTP status').toBe(notFound ? 404 : 200);
  await expect(page.locator('h1')).toHaveCount(1);
  if (notFound) await expect(page.locator('h1')).toHaveText('Page Not Found');
  return problems;
}

/**
 * Each page is loaded, hydrated and read by axe in light and dark, the longest with thousands of
 * elements. Pinned to one core (`npm run test:slow`, issue 44), ordinary pages took 12 to 16 s,
 * the FAQ 23, Known issues 20 and the generated lists (every type, every error, whose repeated
 * sections axe reads once: markRepeatedSections) 25 to 38: a machine 1.5 times slower than that
 * would pass 30 s on the FAQ. So every page takes Playwright's slow allowance (3 × 30 s).
 */
/**
 * The two generated lists take longer still on a slower machine: the every-type page alone, idle,
 * 37 to 40 s on the twentieth session's machine (a build of 6b63772 and of its head alike), and 65 to
 * 78 s beside the suite's other worker, then over 90 s (CI at ba7eb78, both tries). They get twice
 * the slow allowance; the limit is room for a slow machine, not a bound on the page. Since axe runs
 * in the page itself (./utils.ts, axeViolations), the every-type page takes 21 s alone and idle on the
 * twenty-first session's machine, where it took 37 to 40 s; 9.7 s once the colour rules read each
 * look once (2026-12-04).
 */
const LONGEST = new Set(['/supported-components/metadata-types/', '/errors/']);

for (const pagePath of pages) {
  test(`${pagePath}`, async ({ page }) => {
    test.slow();
    if (LONGEST.has(pagePath)) test.setTimeout(180_000);
    const problems = await checkLoad(page, pagePath, 'light');
    // A section shaped like an earlier one gives axe the same answer: each shape is checked once.
    await markRepeatedSections(page);
    const repeated = `[${REPEATED_SECTION}]`;
    const scope = { exclude: CHROME_READ_ON.has(pagePath) ? repeated : `${repeated}, ${CHROME}` };
    expect(
      await axeViolations(page, { landmarks: true, withoutColour: true, ...scope }),
      'axe violations, light',
    ).toEqual([]);
    expect(await axeColourViolationsByLook(page, scope), 'axe colour violations, light').toEqual([]);
    // Beside another, a complementary landmark needs its own name to be found
    // (axe's landmark-unique passes one unnamed next to one named; pa11y does not).
    const asides = await page.getByRole('complementary').all();
    if (asides.length > 1) for (const aside of asides) await expect(aside).toHaveAccessibleName(/\S/);

    // The theme eases colours in (CSS transitions): the colours they end on are measured.
    await switchToDark(page);
    expect(await axeColourViolationsByLook(page, scope), 'axe colour violations, dark').toEqual([]);
    expect(problems).toEqual(expectedProblems(pagePath));
  });
}

// The colours of each page in dark are checked above; what a load in dark can
// break on its own is the start: the stored choice applied, the first paint
// already dark (no light flash), hydration without errors.
for (const pagePath of DARK_LOADS) {
  test(`${pagePath} opened in dark mode`, async ({ page }) => {
    // What the HTML's own script chose, before the app ran.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstTheme?: string | null }).__firstTheme =
          document.documentElement.getAttribute('data-theme');
      }),
    );
    const problems = await checkLoad(page, pagePath, 'dark');
    expect(
      await page.evaluate(() => (window as unknown as { __firstTheme?: string | null }).__firstTheme),
      'data-theme when the HTML was parsed',
    ).toBe('dark');
    expect(problems).toEqual(expectedProblems(pagePath));
  });
}
