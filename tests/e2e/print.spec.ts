import { expect, test, type Page } from '@playwright/test';
import { lightCodeTheme } from '../../config/prism';
import { gotoInMode, waitForHydration } from './utils';

/**
 * Printing (issue 12): src/css/print.css, linked with media="print" by
 * src/plugins/print-stylesheet, and the Print entry of the page-actions menu.
 * Print media is emulated on a guide with tabs, a catalogue page and the FAQ,
 * in both colour modes, one page load each.
 */
const PAGES = {
  guide: '/start/how-to-start/',
  // A catalogue page with highlighted code (its error texts are lines of code since issue 24).
  catalogue: '/supported-components/field-sets/',
  faq: '/faq/',
};

/** Site chrome that shows on a desktop screen and must not print. */
const CHROME = {
  navbar: '.navbar',
  sidebar: '.theme-doc-sidebar-container',
  'table of contents': '.theme-doc-toc-desktop',
  'announcement bar': '[role="banner"]',
  footer: '.footer',
  'edit link': '.theme-edit-this-page',
  'previous/next links': '.pagination-nav',
  'page actions': 'button[aria-haspopup="menu"]',
  // Its question and "Report a problem" work only on screen; on paper the link printed its issue URL.
  'page feedback': 'section[aria-label="Page feedback"]',
};

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** The light code theme's colours a token of these types may have (config/prism.ts). */
function lightTokenColours(types: string[]): string[] {
  const styles = lightCodeTheme.styles.filter((s) => s.types.some((t) => types.includes(t)));
  const colours = styles.flatMap((s) => ('color' in s.style && s.style.color ? [s.style.color] : []));
  return [lightCodeTheme.plain.color, ...colours].map(rgb);
}

/** Relative luminance of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

async function printed(page: Page, route: string, mode: 'light' | 'dark') {
  await page.emulateMedia({ media: 'screen' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoInMode(page, route, mode);
  for (const [name, selector] of Object.entries(CHROME)) {
    await expect(page.locator(selector).first(), `${route}: ${name} shows on screen`).toBeVisible();
  }
  await page.emulateMedia({ media: 'print' });
  for (const [name, selector] of Object.entries(CHROME)) {
    await expect(page.locator(selector).first(), `${route}: ${name} prints`).toBeHidden();
  }
  await expect(page.locator('a[href="#__docusaurus_skipToContent_fallback"]')).toBeHidden();
  await expect(page.locator('article h1')).toBeVisible();

  const colours = await page.evaluate(() => {
    const style = (selector: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el) : undefined;
    };
    const link = document.querySelector<HTMLAnchorElement>('article .markdown a[href^="http"]');
    return {
      body: style('body')?.backgroundColor ?? '',
      text: style('article .markdown p')?.color ?? '',
      code: style('article pre')?.backgroundColor,
      codeText: style('article pre .token-line')?.color,
      link: link
        ? { href: link.getAttribute('href'), after: getComputedStyle(link, '::after').content }
        : null,
      tokens: Array.from(document.querySelectorAll('article .theme-code-block .token'), (token) => ({
        types: Array.from(token.classList).filter((c) => c !== 'token'),
        color: getComputedStyle(token).color,
      })),
    };
  });
  expect(colours.body, `${route}: page background`).toBe('rgb(255, 255, 255)');
  expect(luminance(colours.text), `${route}: text ${colours.text}`).toBeLessThan(0.05);
  if (colours.code !== undefined) {
    expect(luminance(colours.code), `${route}: code background ${colours.code}`).toBeGreaterThan(0.85);
    expect(luminance(colours.codeText ?? ''), `${route}: code text ${colours.codeText}`).toBeLessThan(0.05);
  }
  // Highlighted code keeps the light theme's colours in either mode.
  expect(colours.tokens.length, `${route}: highlighted code`).toBeGreaterThan(0);
  for (const token of colours.tokens) {
    expect(lightTokenColours(token.types), `${route}: a ${token.types.join(' ')} token`).toContain(
      token.color,
    );
  }
  expect(colours.link, `${route}: an external link`).not.toBeNull();
  expect(colours.link?.after, `${route}: the address after an external link`).toBe(
    `" (${colours.link?.href})"`,
  );

  // An A4 sheet's printable width at 96 dpi (210 mm less 2 × 16 mm margins).
  await page.setViewportSize({ width: 673, height: 900 });
  const overflow = await page.evaluate(() => {
    const wide = [document.documentElement.scrollWidth - document.documentElement.clientWidth];
    const cut = Array.from(document.querySelectorAll('article pre, article table, article figure'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} ${el.scrollWidth}>${el.clientWidth}`);
    return { page: wide[0], cut };
  });
  expect(overflow.page, `${route}: the page is wider than the sheet`).toBeLessThanOrEqual(0);
  expect(overflow.cut, `${route}: cut on the right`).toEqual([]);
}

for (const mode of ['light', 'dark'] as const) {
  test(`print, ${mode} mode: the article alone, light, within the sheet (guide, catalogue, FAQ)`, async ({
    page,
  }) => {
    for (const route of Object.values(PAGES)) await printed(page, route, mode);
  });
}

test('print shows every tab panel under its label, and opens details', async ({ page }) => {
  await page.goto(PAGES.guide);
  await waitForHydration(page);
  await page.emulateMedia({ media: 'print' });
  const tabs = await page.locator('[role="tab"]').allTextContents();
  expect(tabs.length).toBeGreaterThan(1);
  await expect(page.locator('[role="tablist"]').first()).toBeHidden();
  const panels = page.locator('[role="tabpanel"]');
  await expect(panels).toHaveCount(tabs.length);
  const labels = await panels.evaluateAll((els) =>
    els.map((el) => getComputedStyle(el, '::before').content.replace(/^"|"$/g, '')),
  );
  expect(labels).toEqual(tabs.map((t) => t.trim()));
  for (const panel of await panels.all()) await expect(panel).toBeVisible();

  // The contributors' element reference has the site's collapsed details.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/markdown-page/');
  await waitForHydration(page);
  const details = page.locator('article details:not([open])');
  expect(await details.count()).toBeGreaterThan(0);
  const body = details.first().locator(':scope > summary ~ div').first();
  await expect(body).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(body).toBeVisible();
});

test('Print in the page-actions menu prints the page', async ({ page }) => {
  await page.addInitScript(() => {
    const counted = window as Window & { printCalls?: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls = (counted.printCalls ?? 0) + 1;
    };
  });
  await page.goto(PAGES.catalogue);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Page actions' }).click();
  await page.getByRole('menuitem', { name: 'Print' }).click();
  await expect(page.getByRole('menu', { name: 'Page actions' })).toBeHidden();
  expect(await page.evaluate(() => (window as Window & { printCalls?: number }).printCalls)).toBe(1);
});

test('the every-type page prints as a table, a type a row: name, what it is, status and steps, notes, no text under 8pt (issues 41, 51)', async ({
  page,
}) => {
  await page.goto('/supported-components/metadata-types/');
  await page.emulateMedia({ media: 'print' });
  // An A4 sheet's printable width at 96 dpi, as above.
  await page.setViewportSize({ width: 673, height: 900 });
  const printed = await page.evaluate(() => {
    const pt = (el: Element | null) => (el ? (parseFloat(getComputedStyle(el).fontSize) * 3) / 4 : NaN);
    const box = (el: Element | null) => el?.getBoundingClientRect();
    const heading = document.querySelector('h3#experiencebundle');
    // What the type is opens its row (`data-about`), its status and steps under it, then its notes.
    const about = heading?.nextElementSibling ?? null;
    const status = about?.nextElementSibling ?? null;
    const notes = status?.nextElementSibling ?? null;
    const island = heading?.parentElement ?? null;
    const link = about?.querySelector('a[href^="http"]') ?? null;
    return {
      display: island ? getComputedStyle(island).display : '',
      isAbout: about?.hasAttribute('data-about') ?? false,
      about: { box: box(about)?.toJSON() as DOMRect },
      // The table's links print without their addresses.
      linkAfter: link ? getComputedStyle(link, '::after').content : 'no link',
      heading: { pt: pt(heading), box: box(heading)?.toJSON() as DOMRect },
      status: { pt: pt(status), box: box(status)?.toJSON() as DOMRect },
      notes: { pt: pt(notes), box: box(notes)?.toJSON() as DOMRect },
      next: box(document.querySelector('h3#experiencebundle ~ h3'))?.toJSON() as DOMRect,
      smallest: Math.min(...Array.from(island?.querySelectorAll('*') ?? [], pt)),
      body: pt(document.body),
      // An ordinary heading of the page (the letters) keeps its size.
      letter: pt(document.querySelector('h2#types-e')),
    };
  });
  expect(printed.display).toBe('grid');
  // The filter does nothing on paper: it isn't printed (on screen it is).
  await expect(page.getByLabel('Filter the types')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByLabel('Filter the types')).toBeVisible();
  // The name in the first column; what it is beside it, on the same line; its status and steps under
  // that, then its notes.
  expect(printed.isAbout).toBe(true);
  expect(printed.linkAfter).toBe('none');
  expect(printed.about.box.top).toBeCloseTo(printed.heading.box.top, 0);
  expect(printed.about.box.left).toBeGreaterThan(printed.heading.box.right - 1);
  expect(printed.status.box.left).toBe(printed.about.box.left);
  expect(printed.status.box.top).toBeGreaterThanOrEqual(printed.about.box.bottom - 1);
  expect(printed.notes.box.left).toBe(printed.status.box.left);
  expect(printed.notes.box.top).toBeGreaterThanOrEqual(printed.status.box.bottom - 1);
  // The next type starts a row of its own, under the notes.
  expect(printed.next.top).toBeGreaterThanOrEqual(printed.notes.box.bottom - 1);
  expect(printed.next.left).toBe(printed.heading.box.left);
  // Smaller than the body, never under 8pt.
  expect(printed.heading.pt).toBeLessThan(printed.body);
  expect(printed.smallest).toBeGreaterThanOrEqual(8);
  expect(printed.letter).toBeGreaterThan(printed.body);
});
