/**
 * The smoke suite every engine runs (issue 16): Firefox ESR and WebKitGTK,
 * the engines behind many admins' and every iPhone's browser, on the public
 * build. Chromium runs the full suite in tests/e2e/.
 *
 * What it checks is what the site changes about how the framework starts
 * (scripts after paint, idle prefetch, deferred phone menu) and the features
 * a reader meets first. One browser and one page per engine; the tests run
 * in order and leave the page at a desktop width in light mode.
 */
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { ROOT, sitemapPaths } from '../e2e/utils';
import { markupCover } from './lib/markup-cover';
import { launch, missingFor, type EngineName, type EnginePage } from './lib/engines';
import { startRecorder, type Recorder } from './lib/recorder';

const GUIDE = '/start/how-to-create-job/';
const HYDRATED = "document.documentElement.getAttribute('data-has-hydrated') === 'true'";
const DESKTOP = { width: 1280, height: 800 };

/**
 * The pages each engine opens to check that pages load and hydrate (issue 56's suite time): the
 * fewest sitemap pages that hold every kind of markup any page holds (./lib/markup-cover.ts says why
 * that is what an engine can break), the pages with islands (src/elements/StaticIsland), whose
 * hydration is their own, and the first page among them. Both engines open them all: a kind found
 * on one page only was opened in one engine while the two shared the sitemap by halves, and each
 * engine opened 45 pages (2026-12-04).
 */
const FIRST_PAGES = ['/', '/errors/', '/supported-components/metadata-types/'];

/** Each script answered this much later while `slowScripts` is on (see the leaving test). */
const SCRIPT_DELAY_MS = 300;

export function defineEngineSuite(engine: EngineName): void {
  test.describe(`${engine}`, () => {
    const missing = missingFor(engine);
    // Never silently: a machine without the engine says so in the report.
    test.skip(missing !== null && !process.env.CI, missing ?? '');

    let page: EnginePage;
    let recorder: Recorder;
    let origin = '';
    let slowScripts = false;
    let started = 0;

    test.beforeAll(async () => {
      started = Date.now();
      const testInfo = test.info();
      // Launching the browser is most of a short test's time.
      testInfo.setTimeout(60_000);
      if (missing) throw new Error(missing);
      const target = testInfo.project.use.baseURL;
      if (!target) throw new Error('the engines project needs a baseURL (the served public build)');
      recorder = await startRecorder(target, { scriptDelayMs: () => (slowScripts ? SCRIPT_DELAY_MS : 0) });
      origin = recorder.origin;
      page = await launch(engine);
    });

    test.afterAll(async () => {
      await page?.close();
      await recorder?.close();
      // Per worker: a failed test restarts the worker, and the browser with it.
      console.log(`${engine}: smoke suite took ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });

    /** Everything the page and the engine reported since the last call. */
    async function problems(): Promise<string[]> {
      return [...(await recorder.settle()), ...page.takeEngineErrors()];
    }

    async function open(path: string): Promise<void> {
      await page.goto(origin + path);
      await page.waitFor(HYDRATED, `${path} to hydrate`);
    }

    test('every kind of markup the pages hold loads and hydrates with no uncaught error', async () => {
      test.setTimeout(150_000);
      await problems();
      const paths = markupCover(
        path.join(ROOT, 'build'),
        sitemapPaths('build', { everyAnswer: true }),
        FIRST_PAGES,
      );
      const found: string[] = [];
      for (const pagePath of paths) {
        await open(pagePath);
        found.push(...(await recorder.settle(0)), ...page.takeEngineErrors());
      }
      found.push(...(await problems()));
      expect(found).toEqual([]);
    });

    test('leaving a page before it hydrates, then Back, leaves no error and a hydrated page', async () => {
      test.setTimeout(120_000);
      // Scripts answered late, so that they are still downloading when the
      // reader leaves: the app's own scripts (left as soon as the HTML is
      // parsed), or the route's chunks, which main.js requests as it runs
      // (left at once, and half-way through their download).
      slowScripts = true;
      const mainHasRun = 'window.docusaurus !== undefined';
      const leaves: { when: string; waitFor?: string; then: number }[] = [
        { when: 'before the app scripts ran', then: 0 },
        { when: 'as the route chunks start downloading', waitFor: mainHasRun, then: 0 },
        { when: 'half-way through the route chunks', waitFor: mainHasRun, then: SCRIPT_DELAY_MS / 2 },
      ];
      try {
        for (const [n, { when, waitFor, then }] of leaves.entries()) {
          const url = `${GUIDE}?left=${n}`;
          await page.goto(origin + url, 'parsed');
          if (waitFor) await page.waitFor(waitFor, 'main.js to run');
          await page.evaluate(`new Promise((resolve) => setTimeout(resolve, ${then}))`);
          expect(await page.evaluate<boolean>(HYDRATED), `hydrated before leaving ${when}`).toBe(false);
          await page.goto(`${origin}/faq/`);
          await page.back();
          expect(await page.url()).toBe(origin + url);
          await page.waitFor(HYDRATED, `the page left ${when} to hydrate after Back`, 15_000);
          expect(await problems(), `left ${when}`).toEqual([]);
        }
        // Reloading before hydration is leaving too.
        await page.goto(`${origin}${GUIDE}?left=reload`, 'parsed');
        await page.waitFor(mainHasRun, 'main.js to run');
        await page.reload();
        await page.waitFor(HYDRATED, 'the reloaded page to hydrate', 15_000);
        expect(await problems(), 'reloaded before hydration').toEqual([]);
      } finally {
        slowScripts = false;
      }
    });

    test('a sidebar link navigates inside the app, without a full reload', async () => {
      await open(GUIDE);
      await page.evaluate('(window.__samePage = true)');
      await page.click('.theme-doc-sidebar-menu a.menu__link[href="/start/how-to-run-job/"]');
      await page.waitFor("location.pathname === '/start/how-to-run-job/'", 'the next guide');
      await page.waitFor(
        "document.querySelector('h1')?.textContent === 'Run a job'",
        "the next guide's title",
      );
      expect(await page.evaluate<boolean>('window.__samePage === true')).toBe(true);
      expect(await problems()).toEqual([]);
    });

    test('search: the button and Ctrl+K open the modal; a query lists hits; Enter opens the first', async () => {
      const modalInputFocused = "document.activeElement?.matches('.DocSearch-Modal input') === true";
      await open('/');
      await page.click('button.DocSearch-Button');
      await page.waitFor(modalInputFocused, 'the modal, from the button');
      await page.press('Escape');
      await page.waitFor("!document.querySelector('.DocSearch-Modal')", 'the modal to close');
      await page.pressCtrlK();
      await page.waitFor(modalInputFocused, 'the modal, from Ctrl+K');
      await page.type('record type');
      // The first hit, once the whole query is answered: the answer card (issue 55) for the type RecordType,
      // its status and steps. Enter opens the selected hit, which DocSearch marks once it has rendered the
      // list (under load, a later answer can render after the first hit shows): the type's entry.
      await page.waitFor(
        "document.querySelector('.DocSearch-Hit [data-answer-kind=type]')?.textContent.includes('RecordType') === true && " +
          "document.querySelector('.DocSearch-Hit')?.textContent.includes('Supported') === true && " +
          "document.querySelector('.DocSearch-Hit[aria-selected=true]') === document.querySelector('.DocSearch-Hit')",
        'the RecordType answer card first, selected',
      );
      await page.press('Enter');
      await page.waitFor(
        "location.pathname === '/supported-components/metadata-types/' && location.hash === '#recordtype'",
        "RecordType's entry among every type",
      );
      expect(await problems()).toEqual([]);
    });

    test('ask by address: /search/?ask= opens with the answer card for an error, a type, a Setup feature, a symptom and a package.xml', async () => {
      test.setTimeout(120_000);
      const asks = [
        [
          'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record',
          'error',
          'A record lock blocked the deployment',
        ],
        ['Territory2Model', 'type', 'Territory2Model'],
        ['quote templates', 'feature', 'Quote templates'],
        ['flow arrived inactive in production', 'symptom', 'The flow arrived inactive'],
        [
          '<?xml version="1.0"?>\n<Package><types><members>*</members><name>ApexClass</name></types>\n<types><members>Admin</members><name>Profile</name></types></Package>',
          'plan',
          'in 2 steps',
        ],
      ] as const;
      for (const [ask, kind, title] of asks) {
        await open(`/search/?ask=${encodeURIComponent(ask)}`);
        await page.waitFor(
          `document.querySelector('main [aria-label=Answer] [data-answer-kind=${kind}] h2')?.textContent.includes(${JSON.stringify(title)}) === true`,
          `the ${kind} card for ${ask.slice(0, 30)}`,
        );
      }
      expect(await problems()).toEqual([]);
    });

    test('the search page lists results for /search/?q=profile', async () => {
      await open('/search/?q=profile');
      await page.waitFor(
        "document.querySelectorAll('main ol > li h2, main ol > li h3').length > 0",
        'results',
      );
      expect(await page.evaluate<string>("document.querySelector('main input[type=search]')?.value")).toBe(
        'profile',
      );
      expect(await problems()).toEqual([]);
    });

    test('the colour mode toggles and survives a reload', async () => {
      await open(GUIDE);
      const theme = "document.documentElement.getAttribute('data-theme')";
      const before = await page.evaluate<string>(theme);
      const after = before === 'dark' ? 'light' : 'dark';
      await page.waitFor(
        '!document.querySelector(\'button[title^="Switch between dark and light"]\').disabled',
        'the toggle',
      );
      await page.click('button[title^="Switch between dark and light"]');
      await page.waitFor(`${theme} === '${after}'`, `${after} mode`);
      await page.reload();
      expect(await page.evaluate<string>(theme)).toBe(after);
      await page.evaluate("localStorage.removeItem('theme')");
      expect(await problems()).toEqual([]);
    });

    test('the plan page plans typed type names in its worker', async () => {
      await open('/start/plan-a-job-from-package-xml/');
      await page.click('main textarea');
      await page.type('Flow, ApexClass');
      await page.waitFor("document.body.innerText.includes('1 step, 2 components')", 'the plan');
      // Planned off the main thread (src/elements/JobPlanner/planWorker.ts): its script was fetched.
      const worker =
        "performance.getEntriesByType('resource').some((e) => /\\/plan-worker\\.[0-9a-f]+\\.js$/.test(e.name))";
      expect(await page.evaluate<boolean>(worker)).toBe(true);
      expect(await problems()).toEqual([]);
    });

    test('the catalogue filter changes the list and the URL', async () => {
      await open('/supported-components/');
      const cards = "document.querySelectorAll('main ul li h3').length";
      const all = await page.evaluate<number>(cards);
      expect(all).toBeGreaterThan(1);
      const filter = 'main input[type=search]';
      await page.waitFor(`!document.querySelector('${filter}').disabled`, 'the filter');
      await page.click(filter);
      await page.type('CompactLayout');
      await page.waitFor(`${cards} > 0 && ${cards} < ${all}`, 'a shorter list');
      await page.waitFor("location.search === '?q=CompactLayout'", 'the query in the URL');
      expect(await problems()).toEqual([]);
    });

    test('at 375 px the menu button opens the drawer on the docs list, from its first frame, and it navigates', async () => {
      await page.setViewport(375, 740);
      try {
        await open(GUIDE);
        // Pressed right after hydration: before an idle period has let the
        // docs sidebar hand its items over (the WebKit bug of issue 16). Every
        // frame is recorded until the drawer has shown for 30 of them, however
        // long the click takes to land (under CI's load, longer than a second).
        await page.evaluate(`(() => {
          const frames = (window.__menuFrames = []);
          let shown = 0;
          const record = () => {
            const open = document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show');
            const drawer = document.querySelector('.navbar-sidebar');
            const frame = !open || !drawer ? 'no drawer'
              : drawer.querySelector('.navbar-sidebar__items--show-secondary') ? 'docs list' : 'main menu';
            if (frame !== 'no drawer') shown += 1;
            if (shown > 0) frames.push(frame);
            if (shown < 30) requestAnimationFrame(record);
          };
          requestAnimationFrame(record);
          return true;
        })()`);
        await page.click('button[aria-label="Toggle navigation bar"]');
        const link = '.navbar-sidebar .menu__link[href="/start/how-to-run-job/"]';
        await page.waitFor(
          `document.querySelector('${link}')?.getBoundingClientRect().width > 0`,
          'the docs list',
        );
        await page.waitFor(
          "window.__menuFrames.filter((frame) => frame !== 'no drawer').length >= 30",
          'thirty frames of the open drawer',
        );
        // From the drawer's first frame on, it shows the docs list, never the main menu.
        const frames = await page.evaluate<string[]>('window.__menuFrames');
        const shown = frames.filter((frame) => frame !== 'no drawer');
        expect([...new Set(shown)], frames.join(', ')).toEqual(['docs list']);
        await page.click(link);
        await page.waitFor(
          "location.pathname === '/start/how-to-run-job/'",
          'the guide chosen in the drawer',
        );
        await page.waitFor(
          "!document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show')",
          'the drawer to close',
        );
        expect(await problems()).toEqual([]);
      } finally {
        await page.setViewport(DESKTOP.width, DESKTOP.height);
      }
    });
  });
}
