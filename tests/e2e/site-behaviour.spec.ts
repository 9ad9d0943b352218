import { expect, test, type Page } from '@playwright/test';
import { announcementBar } from '../../config/announcement';
import { pauseClock, waitForHydration, watchForProblems } from './utils';

/** One test per behaviour in the spec's "Site behaviour" and state lists. */

const GUIDE = '/start/how-to-start/';
const OTHER_GUIDE = '/start/how-to-create-job/';

async function open(page: Page, target: string) {
  await page.goto(target);
  await waitForHydration(page);
}

test.describe('colour mode', () => {
  test('the toggle switches light and dark, and the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, GUIDE);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the switch starts no transition, and hovers transition again after it (issue 56)', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await open(page, GUIDE);
    const link = page.locator('.menu__link').first();
    const duration = () => link.evaluate((el) => getComputedStyle(el).transitionDuration);
    // Infima transitions the menu's links: what the switch must not start.
    expect(await duration()).not.toMatch(/^0s(, 0s)*$/);
    const toggle = page.getByRole('button', { name: /Switch between dark and light mode/ });
    // The pointer's own hover transition on the button runs out before counting starts.
    await toggle.hover();
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.evaluate(() => {
      const w = window as Window & { transitionsStarted?: number };
      w.transitionsStarted = 0;
      document.addEventListener(
        'transitionrun',
        () => (w.transitionsStarted = (w.transitionsStarted ?? 0) + 1),
        {
          capture: true,
        },
      );
    });
    const html = page.locator('html');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).not.toHaveAttribute('data-theme-switching');
    expect(
      await page.evaluate(() => (window as Window & { transitionsStarted?: number }).transitionsStarted),
    ).toBe(0);
    expect(await duration()).not.toMatch(/^0s(, 0s)*$/);
  });

  test('a corrupt stored value does not break the page', async ({ page }) => {
    const { problems } = watchForProblems(page);
    await page.addInitScript(() => localStorage.setItem('theme', '{"not":"a mode"'));
    await open(page, GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toMatch(/^(light|dark)$/);
    expect(problems).toEqual([]);
  });
});

test('the announcement bar stays dismissed across reloads, per announcement id', async ({ page }) => {
  await open(page, GUIDE);
  const bar = page.getByRole('banner').filter({ hasText: 'Read the release notes' });
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Read the release notes')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
    announcementBar.id,
  );

  // A new announcement id shows the bar again.
  await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('Read the release notes')).toBeVisible();
});

test.describe('navbar breakpoint at 996 px', () => {
  test('at 997 px the navbar shows its items and no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 997, height: 800 });
    await open(page, GUIDE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Install' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
  });

  test('at 996 px it collapses into a menu with a back-to-main-menu button', async ({ page }) => {
    await page.setViewportSize({ width: 996, height: 800 });
    await open(page, GUIDE);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Install', exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    // On a doc page the menu opens on the docs sidebar; the back button leads to the main menu.
    const back = page.getByRole('button', { name: /Back to main menu/ });
    await expect(back).toBeVisible();
    await back.click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Install' })).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  test('on a phone the menu is built while the page is idle and stays closed', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, GUIDE);
    // src/theme/Navbar/MobileSidebar: mounted after load, not during hydration.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Run a job' })).toBeVisible();
    // The page behind is dimmed (the backdrop is not hidden by any override).
    await expect(page.locator('.navbar-sidebar__backdrop')).toBeVisible();
  });

  test('on a phone the menu opens on the docs sidebar even when pressed right after hydration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, GUIDE);
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.getByRole('button', { name: /Back to main menu/ })).toBeVisible();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Run a job' })).toBeVisible();
    await page.getByRole('button', { name: 'Close navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar')).toBeHidden();
  });

  test('without requestIdleCallback (WebKit), the menu pressed right after hydration shows the docs list from its first frame', async ({
    page,
  }) => {
    // WebKit has no requestIdleCallback: the docs sidebar then hands its
    // items to the drawer only half a second after hydration (issue 16).
    await page.addInitScript(() => {
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    });
    await page.setViewportSize({ width: 375, height: 740 });
    await open(page, GUIDE);
    await page.evaluate(() => {
      const frames: string[] = [];
      (window as { __menuFrames?: string[] }).__menuFrames = frames;
      const record = () => {
        const open = document.querySelector('.navbar')?.classList.contains('navbar-sidebar--show');
        const drawer = document.querySelector('.navbar-sidebar');
        frames.push(
          !open || !drawer
            ? 'no drawer'
            : drawer.querySelector('.navbar-sidebar__items--show-secondary')
              ? 'docs list'
              : 'main menu',
        );
        if (frames.length < 60) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar').getByRole('link', { name: 'Run a job' })).toBeVisible();
    await page.waitForFunction(
      () => ((window as { __menuFrames?: string[] }).__menuFrames ?? []).length >= 60,
    );
    const frames = await page.evaluate(() => (window as { __menuFrames?: string[] }).__menuFrames ?? []);
    const shown = frames.filter((frame) => frame !== 'no drawer');
    expect(shown.length, frames.join(', ')).toBeGreaterThan(0);
    expect(new Set(shown), frames.join(', ')).toEqual(new Set(['docs list']));
  });
});

test("'Skip to main content' is first in tab order and moves focus to the content", async ({ page }) => {
  await open(page, GUIDE);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  // Docusaurus focuses the first <main> programmatically and drops its
  // temporary tabindex, so the next Tab lands inside the main content,
  // past the navbar and the sidebar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});

test('the table of contents lists headings of levels 2 and 3 only', async ({ page }) => {
  await open(page, '/markdown-page/');
  const toc = page.locator('.theme-doc-toc-desktop');
  const tocTargets = await toc
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))));
  const headings = await page
    .locator('article :is(h2, h3, h4)[id]')
    .evaluateAll((hs) => hs.map((h) => ({ id: h.id, level: Number(h.tagName.slice(1)) })));
  const expected = headings.filter((h) => h.level <= 3).map((h) => h.id);
  expect(expected.length).toBeGreaterThan(3);
  expect(headings.some((h) => h.level === 3)).toBe(true);
  expect(
    headings.some((h) => h.level === 4),
    'the page needs an h4 to prove it is left out',
  ).toBe(true);
  expect(tocTargets).toEqual(expected);
});

test.describe('progress bar (shown when navigation takes over 200 ms)', () => {
  /**
   * Pauses the page's clock (Playwright's), clicks through to another guide
   * and returns whether the progress bar showed. Docusaurus starts the bar on
   * a 200 ms timer when a navigation begins and clears it once the new route
   * has rendered, so the test decides the time, not the machine (issue 44):
   * a slow navigation holds the next page's code until the clock has passed
   * 200 ms; a quick one is let through at once, and the clock only moves on
   * (well past 200 ms) once the new page shows.
   */
  async function navigate(page: Page, slow: boolean): Promise<boolean> {
    await page.clock.install();
    await open(page, GUIDE);
    const link = page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Create a job' });
    // Hovering preloads the next page's code, as a reader's pointer does.
    if (!slow) {
      await link.hover();
      await page.waitForLoadState('networkidle');
    }
    await pauseClock(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = () => {};
    const seen = new Promise<void>((resolve) => {
      requested = resolve;
    });
    if (slow) {
      await page.route('**/assets/js/*.js', async (route) => {
        requested();
        await held;
        await route.continue();
      });
    }
    await link.click();
    if (slow) {
      // The navigation waits on the held code; 250 ms pass on the page's clock.
      await seen;
      await page.clock.runFor(250);
      await expect(page.locator('#nprogress')).toBeAttached();
      release();
    }
    await expect(page).toHaveURL(new RegExp(`${OTHER_GUIDE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a job');
    // Any timer the navigation left would run now.
    await page.clock.runFor(1_000);
    return page.evaluate(
      () =>
        document.getElementById('nprogress') !== null ||
        document.documentElement.classList.contains('nprogress-busy'),
    );
  }

  test('appears when the next page is still loading 200 ms after the click', async ({ page }) => {
    await navigate(page, true);
  });

  test('does not appear when the next page loads within 200 ms', async ({ page }) => {
    expect(await navigate(page, false)).toBe(false);
  });
});

test.describe('scroll after navigation', () => {
  test('to the anchor when the link has one', async ({ page }) => {
    await open(page, '/markdown-page/');
    const anchor = 'how-does-metaferry-keep-access-to-my-orgs';
    await page.getByRole('link', { name: 'how Metaferry keeps access to your orgs' }).click();
    await expect(page).toHaveURL(new RegExp(`/faq/#${anchor}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('to the top when it has none', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await open(page, GUIDE);
    await page.mouse.wheel(0, 5000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveURL(new RegExp(`${GUIDE}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('prefetching', () => {
  /**
   * Scrolls links into view and hovers one, as a reader would, and waits until
   * the page has seen both: every link's IntersectionObserver has reported
   * the new scroll position (observers report in the same task, after one
   * rendering update; the one made here last waits for it), and the hover's
   * preload has run (in the mouseover handler). Returns the chunk requests
   * made from then on.
   */
  async function scrollAndHover(page: Page, connection: { effectiveType: string; saveData: boolean } | null) {
    if (connection) {
      await page.addInitScript((c) => {
        Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
      }, connection);
    }
    const requested: string[] = [];
    await open(page, '/');
    page.on('request', (req) => {
      if (req.url().includes('/assets/js/')) requested.push(req.url());
    });
    // Links come into view and get hovered: both prefetch on a good connection.
    await page.evaluate(() => window.scrollBy({ top: 2000, behavior: 'instant' }));
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'FAQ' }).hover();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver(() => {
            observer.disconnect();
            resolve();
          });
          document.querySelectorAll('a[href]').forEach((link) => observer.observe(link));
        }),
    );
    return requested;
  }

  /**
   * Waits until every prefetch asked so far has run: src/plugins/idle-prefetch
   * runs them one per idle period in the order asked, so one more, asked now
   * for the page itself, settles after all of them.
   */
  async function prefetchQueueDrained(page: Page) {
    await page.evaluate(async () => {
      await window.docusaurus.prefetch(window.location.pathname);
    });
  }

  test('a fast connection prefetches the bundles of linked pages', async ({ page }) => {
    const requested = await scrollAndHover(page, null);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
  });

  test('links in view are prefetched once the page is idle, without any hover', async ({ page }) => {
    // src/plugins/idle-prefetch queues the prefetches that Docusaurus asks
    // for during start-up; the queue must still drain.
    await open(page, GUIDE);
    await expect
      .poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['on a 2g connection', { effectiveType: '2g', saveData: false }],
    ['in data-saver mode', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      const requested = await scrollAndHover(page, connection);
      await prefetchQueueDrained(page);
      // Docusaurus adds a <link rel="prefetch"> per chunk as it prefetches, and a <script> per
      // chunk it preloads (removed once loaded: the requests are the record of those).
      await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
      expect(requested).toEqual([]);
    });
  }
});

test('the app scripts are requested only once the document is parsed', async ({ page }) => {
  // src/plugins/scripts-after-paint: the whole text can paint before any
  // JavaScript runs. (Not compared with the first-paint entry: its time is
  // when the frame reached the screen, which can be a few milliseconds after
  // the loader's timeout has already fired for that frame.)
  await open(page, GUIDE);
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const main = performance
      .getEntriesByType('resource')
      .find((e) => /\/assets\/js\/main\.\w+\.js$/.test(e.name));
    return { parsed: navigation?.domContentLoadedEventStart, requested: main?.startTime };
  });
  expect(timing.requested, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.parsed ?? Infinity);
});

test('code is highlighted after navigating in the app from a page with no code', async ({ page }) => {
  // src/plugins/lean-prism defines its grammars when the first code block renders.
  await open(page, '/basic-terminology/what-is-org-salesforce/');
  await expect(page.locator('article pre')).toHaveCount(0);
  await page.locator('article').getByRole('link', { name: 'execute anonymous Apex' }).first().click();
  await expect(page).toHaveURL(/\/supported-components\/execute-anonymous-apex\/$/);
  await expect(page.locator('pre.language-apex .token.keyword').first()).toBeVisible();
});

test('a route whose code fails to preload triggers a full page reload', async ({ page }) => {
  await open(page, GUIDE);
  await page.evaluate(() => {
    (window as unknown as { marker: string }).marker = 'same document';
  });
  let failed = 0;
  await page.route('**/assets/js/*.js', async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('failed');
    } else {
      await route.continue();
    }
  });
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Docs sidebar' })
    .getByRole('link', { name: 'Create a job' })
    .click();
  await reloaded;
  await waitForHydration(page);
  expect(failed).toBe(1);
  await expect(page).toHaveURL(new RegExp(`${OTHER_GUIDE}$`));
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a job');
});

test('test-only pages are not part of the public build', async ({ page }) => {
  const response = await page.goto('/tests/crash/');
  expect(response?.status()).toBe(404);
});
