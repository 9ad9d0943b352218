import { expect, test, type Page } from '@playwright/test';
import { animationsDone, axeViolations, waitForHydration, type ColorMode } from '../utils';

/**
 * Consent before the tag manager, and page feedback (issue 13), in the
 * fixture build: GTM_CONTAINER_ID=GTM-TEST123 and
 * FEEDBACK_ENDPOINT=https://feedback.metaferry.test/collect (scripts/test.sh).
 * The tag manager's host is intercepted: every request to it is counted and
 * answered with an empty script, so nothing leaves the machine.
 */
const GTM = /^https:\/\/www\.googletagmanager\.com\//;
const ENDPOINT = 'https://feedback.metaferry.test/collect';
const GUIDE = '/start/how-to-run-job/';

async function countTagManager(page: Page): Promise<{ requests: string[] }> {
  const seen = { requests: [] as string[] };
  await page.route(GTM, async (route) => {
    seen.requests.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  return seen;
}

const banner = (page: Page) => page.getByRole('dialog', { name: 'Cookie consent' });
const layer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
      e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
    ),
  );

test.describe('consent', () => {
  test('no request to the tag manager before a choice; Accept requests it once, also on the next page', async ({
    page,
  }) => {
    const gtm = await countTagManager(page);
    await page.goto(GUIDE);
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    const reject = banner(page).getByRole('button', { name: 'Reject' });
    // Equally prominent: the same size and the same colors.
    const look = (b: typeof accept) =>
      b.evaluate((el) => {
        const s = getComputedStyle(el);
        const r = el.getBoundingClientRect();
        return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, Math.round(r.height)];
      });
    expect(await look(accept)).toEqual(await look(reject));
    // Consent Mode's defaults are in place, and nothing was requested.
    expect((await layer(page))[0]).toEqual([
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ]);
    expect(gtm.requests).toEqual([]);

    await accept.click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => gtm.requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);
    expect(await layer(page)).toContainEqual(['consent', 'update', { analytics_storage: 'granted' }]);

    // The next page loads the container from the head script at once, with no banner.
    await page.goto('/faq/');
    await waitForHydration(page);
    await expect.poll(() => gtm.requests.length).toBe(2);
    await expect(banner(page)).toBeHidden();
  });

  test('after Reject: no request, also after a reload and on another page; Cookie settings reopens the banner', async ({
    page,
  }) => {
    const gtm = await countTagManager(page);
    await page.goto(GUIDE);
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await page.goto('/faq/');
    await waitForHydration(page);
    // The head script decides before any bundle runs, so by hydration it has: the consent default
    // is in the data layer and the tag manager's start is not (it is pushed with the script that
    // requests the container). A signal, instead of waiting for the network to fall quiet, which
    // ran out the test's time once in CI.
    const decided = await layer(page);
    expect(decided).toContainEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(decided).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    await expect(banner(page)).toBeHidden();
    expect(gtm.requests).toEqual([]);
    // The choice lasts six months.
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cc_cookie');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(181);
    expect(days).toBeLessThan(183);

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(banner(page)).toBeVisible();
    expect(gtm.requests).toEqual([]);
  });

  for (const mode of ['light', 'dark'] as ColorMode[]) {
    test(`the banner at 375 px, ${mode}: axe finds nothing, the skip link stays clear, keyboard reaches Accept`, async ({
      page,
    }) => {
      await countTagManager(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
      await page.goto(GUIDE);
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      // The banner's entrance transition (its box and the backdrop, in vanilla-cookieconsent's #cc-main).
      await animationsDone(page.locator('#cc-main'));
      // The banner (vanilla-cookieconsent's #cc-main); the page under it is the sweep's.
      expect(await axeViolations(page, { include: '#cc-main' })).toEqual([]);
      // The skip link, focused, is not under the banner: it is what a tap on it hits.
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await skip.focus();
      const skipBox = await skip.boundingBox();
      const bannerBox = await banner(page).boundingBox();
      expect(skipBox && bannerBox && skipBox.y + skipBox.height <= bannerBox.y).toBe(true);
      const hit = await skip.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(hit).toBe(true);
      // Keyboard: focus the banner's buttons and choose with Enter.
      const accept = banner(page).getByRole('button', { name: 'Accept' });
      await accept.focus();
      await page.keyboard.press('Enter');
      await expect(banner(page)).toBeHidden();
    });
  }
});

test.describe('page feedback', () => {
  test('No, a reason and a comment with markup: the data-layer event, the beacon body, the text shown', async ({
    page,
  }) => {
    await countTagManager(page);
    const beacons: string[] = [];
    await page.route(ENDPOINT, async (route) => {
      beacons.push(route.request().postData() ?? '');
      await route.fulfill({ status: 204 });
    });
    await page.goto(GUIDE);
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    const feedback = page.getByRole('region', { name: 'Page feedback' });
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', { name: 'No' }).click();
    await feedback.getByRole('radio', { name: 'Hard to follow' }).check();
    const markup = '<img src=x onerror="window.pwned=1"><b>bold</b>';
    const comment = feedback.getByRole('textbox', { name: 'Comment (optional)' });
    await comment.fill(markup);
    await expect(feedback.getByText(`${markup.length} of 1,000 characters`)).toBeVisible();
    expect(await comment.getAttribute('maxlength')).toBe('1000');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();

    // Shown as text: the markup is there as characters, not as elements.
    await expect(feedback.getByText(markup)).toBeVisible();
    expect(await feedback.locator('b, img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();

    const events = (await layer(page)).filter(
      (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'page_feedback',
    );
    expect(events).toEqual([
      {
        event: 'page_feedback',
        page_path: GUIDE,
        helpful: false,
        reason: 'hard-to-follow',
        comment_length: markup.length,
      },
    ]);
    await expect.poll(() => beacons.length).toBe(1);
    expect(JSON.parse(beacons[0] ?? '')).toEqual({
      page: GUIDE,
      helpful: false,
      reason: 'hard-to-follow',
      comment: markup,
      siteVersion: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });

    // One answer per page, kept: after a reload the page shows it, and it can be changed.
    await page.reload();
    await waitForHydration(page);
    await feedback.scrollIntoViewIfNeeded();
    await expect(feedback.getByText('You told us this page was not helpful.')).toBeVisible();
    await feedback.getByRole('button', { name: 'Change your answer' }).click();
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();
    await expect.poll(() => beacons.length).toBe(2);
    expect(JSON.parse(beacons[1] ?? '')).toMatchObject({ helpful: true, reason: null, comment: '' });
  });

  test('a refused beacon shows "Couldn’t send", and Try again sends it; no event before consent', async ({
    page,
  }) => {
    await countTagManager(page);
    await page.addInitScript(() => {
      let calls = 0;
      // The first beacon is refused (queue full), the next accepted.
      navigator.sendBeacon = () => {
        calls += 1;
        return calls > 1;
      };
      // A stored value that is not an answer is ignored.
      window.localStorage.setItem('page-feedback:/start/how-to-run-job/', '{not json');
    });
    await page.goto(GUIDE);
    await waitForHydration(page);
    const feedback = page.getByRole('region', { name: 'Page feedback' });
    await feedback.scrollIntoViewIfNeeded();
    await feedback.getByRole('button', { name: 'Yes' }).click();
    await expect(feedback.getByRole('alert')).toContainText('Couldn’t send your feedback.');
    await feedback.getByRole('button', { name: 'Try again' }).click();
    await expect(feedback.getByText('Thank you for your feedback.')).toBeVisible();
    // No choice was made on the banner: nothing reached the data layer.
    const events = (await layer(page)).filter(
      (e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'page_feedback',
    );
    expect(events).toEqual([]);
  });
});
