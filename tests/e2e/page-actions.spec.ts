import { expect, test, type Page } from '@playwright/test';
import { twinPath } from '../../src/lib/twinPath';
import config from '../../docusaurus.config';
import { axeViolations, gotoInMode, waitForHydration } from './utils';

/**
 * The page-actions menu beside doc and blog post titles (issue 11): copy the
 * twin, view it, open it in an assistant; the ARIA menu-button pattern; code
 * loaded on first intent.
 */
const GUIDE = '/start/how-to-run-job/';
const POST = '/blog/metaferry-0-0-1/';
const ORIGIN = config.url.replace(/\/$/, '');

const button = (page: Page) => page.getByRole('button', { name: 'Page actions' });
const menu = (page: Page) => page.getByRole('menu', { name: 'Page actions' });
const item = (page: Page, name: RegExp) => page.getByRole('menuitem', { name });

async function open(page: Page, route: string) {
  await page.goto(route);
  await waitForHydration(page);
}

test('the menu code loads on first intent, not with the page', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await open(page, GUIDE);
  await page.waitForLoadState('networkidle');
  const before = scripts.length;
  await expect(button(page)).not.toHaveAttribute('aria-controls');
  await button(page).hover();
  await expect(button(page)).toHaveAttribute('aria-controls', /.+/);
  expect(scripts.length).toBeGreaterThan(before);
  await expect(menu(page)).toBeHidden();
});

test('Copy page puts exactly the twin on the clipboard and says so', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, GUIDE);
  await button(page).click();
  await item(page, /^Copy page$/).click();
  await expect(page.getByRole('status').filter({ hasText: 'Page copied as Markdown' })).toBeVisible();
  const expected = await (await page.request.get(twinPath(GUIDE))).text();
  expect(expected).toMatch(/^# Run a job\n/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  await expect(button(page)).toBeFocused();
});

test('when the clipboard is refused, a dialog shows the twin selected', async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => Promise.reject(new DOMException('Denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: refuse, write: refuse } });
  });
  await open(page, POST);
  await button(page).click();
  await item(page, /^Copy page$/).click();
  const dialog = page.getByRole('dialog', { name: 'Copy the page as Markdown' });
  await expect(dialog).toBeVisible();
  const expected = await (await page.request.get(twinPath(POST))).text();
  const textarea = dialog.getByRole('textbox');
  await expect(textarea).toHaveValue(expected);
  await expect(textarea).toBeFocused();
  const selected = await textarea.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd]);
  expect(selected).toEqual([0, expected.length]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button(page)).toBeFocused();
});

test('View as Markdown and the assistant links point at the twin, in a new tab', async ({ page }) => {
  await open(page, GUIDE);
  await button(page).click();
  const absolute = `${ORIGIN}${twinPath(GUIDE)}`;
  const prompt = `Read ${absolute} so I can ask you questions about this page of the Metaferry documentation.`;
  const cases = [
    { name: /^View as Markdown/, href: twinPath(GUIDE) },
    { name: /^Open in ChatGPT/, href: `https://chatgpt.com/?q=${encodeURIComponent(prompt)}` },
    { name: /^Open in Claude/, href: `https://claude.ai/new?q=${encodeURIComponent(prompt)}` },
  ];
  for (const { name, href } of cases) {
    const link = item(page, name);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  const chatGpt = new URL((await item(page, /^Open in ChatGPT/).getAttribute('href')) ?? '');
  expect(chatGpt.searchParams.get('q')).toContain(absolute);
});

test('keyboard: the ARIA menu-button pattern', async ({ page }) => {
  await open(page, GUIDE);
  await button(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(item(page, /^Copy page$/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, /^View as Markdown/)).toBeFocused();
  await page.keyboard.press('End');
  await expect(item(page, /^Open in Claude/)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(item(page, /^Copy page$/)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(item(page, /^Open in Claude/)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item(page, /^Copy page$/)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu(page)).toBeHidden();
  await expect(button(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(button(page)).toBeFocused();

  await page.keyboard.press('ArrowUp');
  await expect(item(page, /^Open in Claude/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(menu(page)).toBeHidden();
});

test('a press outside closes the menu', async ({ page }) => {
  await open(page, GUIDE);
  await button(page).click();
  await expect(menu(page)).toBeVisible();
  await page.locator('article p').first().click();
  await expect(menu(page)).toBeHidden();
});

test('beside the title on doc pages and blog posts, not on the blog list', async ({ page }) => {
  for (const route of [GUIDE, '/', '/supported-components/record-types/', POST]) {
    await open(page, route);
    const title = await page.locator('h1').boundingBox();
    const box = await button(page).boundingBox();
    expect(title && box, route).toBeTruthy();
    if (!title || !box) continue;
    // The button sits in the title's band, to its right.
    expect(box.y, route).toBeLessThan(title.y + title.height);
    expect(box.y + box.height, route).toBeGreaterThan(title.y);
    expect(box.x, route).toBeGreaterThan(title.x);
  }
  await open(page, '/blog/');
  await expect(button(page)).toHaveCount(0);
});

test('reachable and inside the screen on a 375 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const route of [GUIDE, POST]) {
    await open(page, route);
    await button(page).click();
    await expect(menu(page)).toBeVisible();
    for (const locator of [button(page), menu(page)]) {
      const box = await locator.boundingBox();
      expect(box, route).toBeTruthy();
      expect(box?.x ?? -1, route).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0), route).toBeLessThanOrEqual(375);
    }
    const size = await button(page).boundingBox();
    expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing with the menu open and after a copy, ${mode} mode`, async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoInMode(page, GUIDE, mode);
    await button(page).click();
    await expect(menu(page)).toBeVisible();
    // The actions (button, menu, status): the rest of the page is the sweep's (sweep.spec.ts).
    // Two whole-page runs here took 15 s and ran out of time on busy machines (issue 44).
    // The button's parent holds the button, the menu and the status.
    const actions = button(page).locator('xpath=..');
    await expect(actions.locator('[role="menu"]')).toHaveCount(1);
    expect(await axeViolations(page, { include: actions })).toEqual([]);
    await item(page, /^Copy page$/).click();
    await expect(page.getByRole('status').filter({ hasText: 'Page copied' })).toBeVisible();
    expect(await axeViolations(page, { include: actions })).toEqual([]);
  });
}
