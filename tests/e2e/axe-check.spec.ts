import { expect, test } from '@playwright/test';
import axe from 'axe-core';
import {
  axeColourViolationsAgain,
  axeColourViolationsByLook,
  axeViolations,
  REPEATED_LOOK,
  switchToDark,
  waitForHydration,
} from './utils';

/**
 * The accessibility check itself (./utils.ts, axeViolations): every other test that reads axe
 * expects no violation, so a check that had stopped reading the page would pass them all. Here it
 * must find the violations put into a clean page, in the whole page, in a part of it and in the
 * colour pass, and refuse a page with a frame it can't read.
 */
test('the axe check finds what is wrong, whole, in a part and in the colour pass, and refuses a frame', async ({
  page,
}) => {
  await page.goto('/privacy-policy/');
  // Hydrated first: React may otherwise replace what the test appends to `main` (a CI run read no
  // image-alt in `main` after appending an image to it).
  await waitForHydration(page);
  expect(await axeViolations(page, { landmarks: true })).toEqual([]);
  // The copy put in the page is the minified build of the axe-core the suite's types describe.
  expect(await page.evaluate(() => (window as unknown as { axe: { version: string } }).axe.version)).toBe(
    axe.version,
  );
  await page.evaluate(() => {
    const main = document.querySelector('main');
    const image = document.createElement('img');
    image.src = '/img/logo.svg';
    image.width = 16;
    image.height = 16;
    const faint = document.createElement('p');
    faint.textContent = 'Text too faint to read';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    main?.append(image, faint);
  });
  const whole = (await axeViolations(page, { landmarks: true })).join('\n');
  expect(whole).toContain('image-alt (critical)');
  expect(whole).toContain('color-contrast (serious)');
  // A part: what is inside it only.
  expect((await axeViolations(page, { include: 'main' })).join('\n')).toContain('image-alt');
  expect(await axeViolations(page, { include: page.getByRole('navigation').first() })).toEqual([]);
  expect(await axeViolations(page, { exclude: 'main' })).toEqual([]);
  expect((await axeColourViolationsAgain(page, { include: 'main' })).join('\n')).toMatch(/^color-contrast/);
  await page.evaluate(() => document.body.append(document.createElement('iframe')));
  expect(await axeViolations(page)).toEqual([
    "frames: the page holds 1 iframe(s), which this check doesn't read",
  ]);
});

/**
 * The sweep's colour pass reads each look of a page once (./utils.ts, markRepeatedLooks): a copy of
 * what the page already shows is left out, and text with a colour of its own is read wherever it is,
 * in light and again in dark, where the looks are the dark mode's.
 */
test('the colour pass reads each look once, and finds a new look wherever it is, in each mode', async ({
  page,
}) => {
  await page.goto('/privacy-policy/');
  await waitForHydration(page);
  expect(await axeColourViolationsByLook(page)).toEqual([]);
  await page.evaluate(() => {
    const article = document.querySelector('article');
    const first = article?.querySelector('p');
    if (!article || !first) throw new Error('no paragraph to copy');
    const copy = first.cloneNode(true) as HTMLElement;
    copy.id = 'copy';
    // Readable in light (#333 on white), too faint in dark (on the dark background).
    const dim = document.createElement('p');
    dim.id = 'dim';
    dim.textContent = 'Text written in a fixed dark grey';
    dim.style.color = '#333333';
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Text too faint to read';
    faint.style.color = '#eeeeee';
    // After the copy of the page's first paragraph: its look is read already, theirs is not.
    article.append(copy, dim, faint);
  });
  const light = await axeColourViolationsByLook(page);
  expect(light).toHaveLength(1);
  expect(light[0]).toMatch(/^color-contrast \(serious\).*#faint/);
  expect(light[0]).not.toContain('#dim');
  await expect(page.locator('#copy')).toHaveAttribute(REPEATED_LOOK, '');
  await expect(page.locator('#faint')).not.toHaveAttribute(REPEATED_LOOK);
  await switchToDark(page);
  const dark = (await axeColourViolationsByLook(page)).join('\n');
  expect(dark).toMatch(/^color-contrast \(serious\).*#dim/);
  await expect(page.locator('#copy')).toHaveAttribute(REPEATED_LOOK, '');
});
