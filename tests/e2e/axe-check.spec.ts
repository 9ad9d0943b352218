import { expect, test } from '@playwright/test';
import { axeColourViolationsAgain, axeViolations, waitForHydration } from './utils';

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
