import { expect, test, type Page } from '@playwright/test';
import { pauseClock, queuedRendersDone, waitForHydration } from './utils';

/**
 * Input made before the app's scripts have run is applied once they have, in
 * order and once each (issue 14; src/plugins/early-input). The scripts are
 * held back by intercepting them, so every input here lands on the
 * server-rendered page with no app behind it.
 */

declare global {
  interface Window {
    /** What changed on the page, in order (see watchChanges). */
    __changes?: string[];
    /** The events the head script replayed, in order (see watchReplays). */
    __replayed?: string[];
  }
}

/**
 * Logs the events the head script replays: its replay dispatches them itself
 * (a keydown at the focused element, a click on the target), so they are the
 * page's only untrusted keydowns and clicks. Watching them, a test counts the
 * replays themselves, not an effect that might come later.
 */
async function watchReplays(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const replayed: string[] = [];
    window.__replayed = replayed;
    const log = (event: Event) => {
      if (event.isTrusted) return;
      const target = event.target instanceof Element ? event.target : null;
      if (event instanceof KeyboardEvent) replayed.push(`key:${event.ctrlKey ? 'Control+' : ''}${event.key}`);
      else if (target?.closest('.DocSearch-Button')) replayed.push('click:search');
      else if (target?.closest('.navbar__toggle')) replayed.push('click:menu');
      else if (target?.closest('[class*=toggleButton_]')) replayed.push('click:color-mode');
    };
    window.addEventListener('keydown', log, true);
    window.addEventListener('click', log, true);
  });
}

/**
 * Page time, with Playwright's clock. It runs as usual while the page loads
 * and hydrates (installed before `goto`); `pause` stops it once the app has
 * started, and `runTimers` then fires every timer due in the next second and
 * the ones those set. The replay runs in timers (one task after hydration,
 * then one per tap), so after `runTimers` it has had every chance to run, and
 * to run again: what it did is then final.
 */
async function installClock(
  page: Page,
): Promise<{ pause: () => Promise<void>; runTimers: () => Promise<void> }> {
  await page.clock.install();
  return {
    pause: () => pauseClock(page),
    runTimers: () => page.clock.runFor(1000),
  };
}

/**
 * Logs each change of color mode (`theme:<mode>`) and each opening or
 * closing of the phone menu (`menu:open`, `menu:closed`), from the first
 * parse on: the order and count of what the replay did.
 */
async function watchChanges(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const changes: string[] = [];
    window.__changes = changes;
    let theme: string | null = null;
    let menu = false;
    new MutationObserver(() => {
      const nextTheme = document.documentElement.getAttribute('data-theme');
      if (nextTheme !== theme) {
        theme = nextTheme;
        changes.push(`theme:${theme}`);
      }
      const nextMenu = Boolean(document.querySelector('nav.navbar-sidebar--show'));
      if (nextMenu !== menu) {
        menu = nextMenu;
        changes.push(`menu:${menu ? 'open' : 'closed'}`);
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class', 'data-theme'] });
  });
}

/**
 * Opens `path` with the app's scripts held back, once the page has painted
 * and asked for them; the returned function lets them through.
 */
async function openHeld(page: Page, path = '/'): Promise<() => Promise<void>> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const requested = page.waitForRequest(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await requested;
  await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  return async () => {
    release();
    await waitForHydration(page);
  };
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const modalInput = (page: Page) => modal(page).getByRole('searchbox');

test('Ctrl+K before the app runs opens the search modal once it does; nothing else sees the key', async ({
  page,
}) => {
  await watchReplays(page);
  const clock = await installClock(page);
  const start = await openHeld(page);
  // Page listeners after the head script's (capture, on window) see nothing it recorded.
  await page.evaluate(() => {
    window.__changes = [];
    window.addEventListener('keydown', (event) => window.__changes?.push(`key:${event.key}`), true);
  });
  await page.keyboard.press('Control+k');
  // The Control key's own keydown is not recorded; the K is.
  expect(await page.evaluate(() => window.__changes)).toEqual(['key:Control']);
  await start();
  await clock.pause();
  await clock.runTimers();
  await expect(modal(page)).toHaveCount(1);
  // The modal's own timers (it focuses its input in one).
  await clock.runTimers();
  await expect(modalInput(page)).toBeFocused();
  await expect(modalInput(page)).toHaveValue('');
  // Replayed once, and every timer that could replay it again has run: a second Ctrl+K would
  // have closed the modal again.
  expect(await page.evaluate(() => window.__replayed)).toEqual(['key:Control+k']);
  await expect(modal(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);
});

test('`/` and a query typed before the app runs open the modal with that query, once', async ({ page }) => {
  const start = await openHeld(page, '/start/how-to-run-job/');
  await page.keyboard.press('/');
  await page.keyboard.type('profx');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('ile');
  await start();
  await expect(modalInput(page)).toHaveValue('profile');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a tap on Search before the app runs opens the modal once it does', async ({ page }) => {
    const start = await openHeld(page);
    await page.locator('.navbar .DocSearch-Button').tap();
    await start();
    await expect(modalInput(page)).toBeFocused();
  });

  test('a menu tap then a color-mode toggle before the app runs: both applied, in that order, once', async ({
    page,
  }) => {
    await watchChanges(page);
    await watchReplays(page);
    const clock = await installClock(page);
    const start = await openHeld(page);
    await page.locator('.navbar__toggle').tap();
    // The navbar shows its color-mode toggle only on a wide screen (on a
    // phone it is in the menu, which needs the app): widen the window for
    // the second input, a mouse click on the toggle, still disabled.
    await page.setViewportSize({ width: 1280, height: 800 });
    const toggle = page.locator('.navbar button[class*="toggleButton_"]');
    await expect(toggle).toBeDisabled();
    const box = await toggle.boundingBox();
    if (!box) throw new Error('color-mode toggle not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => window.__changes)).toEqual(['theme:light']);
    await start();
    await clock.pause();
    await clock.runTimers();
    // Every timer the replay set has run: each tap replayed once, in order.
    expect(await page.evaluate(() => window.__replayed)).toEqual(['click:menu', 'click:color-mode']);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await queuedRendersDone(page);
    expect(await page.evaluate(() => window.__changes)).toEqual(['theme:light', 'menu:open', 'theme:dark']);
  });

  test('input after the app has started is applied once, not replayed again', async ({ page }) => {
    await watchChanges(page);
    await watchReplays(page);
    const clock = await installClock(page);
    await page.goto('/');
    await waitForHydration(page);
    await clock.pause();
    await page.locator('.navbar__toggle').tap();
    await page.locator('.navbar-sidebar button[class*="toggleButton_"]').tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toHaveCount(1);
    // Every timer a replay would run in has run (the modal's focus is one of them).
    await clock.runTimers();
    await expect(modalInput(page)).toBeFocused();
    expect(await page.evaluate(() => window.__replayed)).toEqual([]);
    await queuedRendersDone(page);
    await expect(modal(page)).toHaveCount(1);
    expect(await page.evaluate(() => window.__changes)).toEqual(['theme:light', 'menu:open', 'theme:dark']);
  });
});
