import { expect, test, type Page } from '@playwright/test';
import { metadataTypes, typeAnchor } from '../../src/data/metadata-types';
import { featureAnchor, SETUP_FEATURES } from '../../src/data/metadata-types/setup-features';
import { PREREQUISITES } from '../../src/data/metadata-types/prerequisites';
import { SETTINGS_ROUTE } from '../../src/data/metadata-types/route';
import { SETTINGS_MEMBERS } from '../../src/data/metadata-types/settings';
import { statusCounts } from '../../src/data/metadata-types/status';
import { entryIdsWithoutScripts, waitForHydration, watchForProblems } from './utils';

/** The list of every Metadata API type (issue 25): every type under its anchor, the filter. */

const PAGE = '/supported-components/metadata-types/';

/**
 * Loads and hydrates the every-type page, the site's longest (every type and Setup feature, 699
 * contents entries). Hydrating it is most of a test's time: the four tests that do it took 6.6 to
 * 10.3 s in `.ci/run` in a clean clone (2026-12-05), up to a third of the default 30 s, and the
 * summary flagged them one by one. So every test that opens it takes Playwright's slow allowance,
 * for a machine three times slower; their assertions unchanged. Tests that read the page without
 * JavaScript (under 2 s) keep the default.
 */
async function open(page: Page) {
  test.slow();
  await page.goto(PAGE);
  await waitForHydration(page);
}

test('every type of the registry is on the page under its anchor, without JavaScript', async ({
  browser,
}) => {
  const { page, ids, close } = await entryIdsWithoutScripts(browser, PAGE);
  expect(ids.sort()).toEqual(
    [
      ...metadataTypes.map((t) => typeAnchor(t.name)),
      ...SETUP_FEATURES.map((f) => featureAnchor(f.name)),
    ].sort(),
  );
  // What the type is, in its page's words, then its status, then its notes.
  await expect(page.locator('h3#apexclass + p[data-about]')).toContainText('What it is:');
  await expect(page.locator('h3#apexclass + p[data-about] + p')).toContainText(
    'Supported, copied by Components',
  );
  // A type whose own page wasn't found: supported, and its entry says what it needs wasn't read.
  await expect(page.locator('h3#orchestration ~ ul').first()).toContainText(
    "What it needs before a deploy wasn't read",
  );
  await expect(page.locator('h3#experiencebundle ~ p:has(strong[data-status])').first()).toContainText(
    'Supported once the target has what it needs',
  );
  await expect(page.locator('h3#experiencebundle ~ ul').first()).toContainText(
    'Enable ExperienceBundle Metadata API',
  );
  await expect(page.locator('h3#setup-quote-templates + p')).toContainText('Not supported');
  // A type its page says the API carried up to an API version only: not copyable, why, and instead.
  const planner = page.locator('h3#genaiplanner ~ p:has(strong[data-status])').first();
  await expect(planner).toContainText('Not supported: removed after API 63.0');
  await expect(planner).not.toContainText('copied by');
  await expect(page.locator('h3#genaiplanner ~ ul').first()).toContainText('copy GenAiPlannerBundle instead');
  await close();
});

test('every settings type read is on its page under its anchor, with its member name, without JavaScript', async ({
  browser,
}) => {
  const { page, ids, close } = await entryIdsWithoutScripts(browser, SETTINGS_ROUTE);
  expect(ids.sort()).toEqual([...SETTINGS_MEMBERS.keys()].map(typeAnchor).sort());
  const product = page.locator('h3#productsettings ~ p:has(strong[data-status])').first();
  await expect(product).toContainText('as the member Product of Settings');
  await expect(page.locator('h3#productsettings + p[data-about]')).toContainText('quantity schedules');
  // A settings type its page says the API no longer carries: named, not copyable, and why.
  const insights = page.locator('h3#accountinsightssettings ~ p:has(strong[data-status])').first();
  await expect(insights).toContainText(
    'Not supported: removed after API 58.0. It was the member AccountInsights',
  );
  await expect(page.locator('h3#accountinsightssettings ~ ul').first()).toContainText(
    'from API 48.0 to 58.0 only',
  );
  // A settings type whose page names a need lists it under its entry, linked to Salesforce.
  const needing = [...SETTINGS_MEMBERS.keys()].find((member) => (PREREQUISITES[member] ?? []).length > 0);
  expect(needing).toBeTruthy();
  await expect(page.locator(`h3#${typeAnchor(needing ?? '')} ~ ul`).first()).toContainText('Needs ');
  // The every-type page's Settings entry leads here.
  await page.goto(PAGE);
  await expect(page.locator(`h3#settings ~ ul a[href="${SETTINGS_ROUTE}"]`).first()).toBeVisible();
  await close();
});

test('the filter finds a type by a project folder, and loads its code on intent', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/section-filter\.[0-9a-f]+\.js$/.test(request.url())) loaded.push(request.url());
  });
  await open(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  expect(loaded).toEqual([]);
  const box = page.getByLabel('Filter the types');
  await box.fill('lwc');
  await expect(page.getByText(/^\d+ of \d+ types match\.$/)).toBeVisible();
  expect(loaded).toHaveLength(1);
  await expect(page.locator('h3#lightningcomponentbundle')).toBeVisible();
  await expect(page.locator('h3#flow')).toBeHidden();
  await box.fill('');
  await expect(page.locator('h3#flow')).toBeVisible();
});

test("the settings types filter by what they set, in their pages' words", async ({ page }) => {
  await page.goto(SETTINGS_ROUTE);
  await waitForHydration(page);
  const box = page.getByLabel('Filter the settings types');
  // "quantity schedules" is in ProductSettings' phrase only, not in its name.
  await box.fill('schedules');
  await expect(page.getByText(`1 of ${SETTINGS_MEMBERS.size} settings types match.`)).toBeVisible();
  await expect(page.locator('h3#productsettings')).toBeVisible();
  await expect(page.locator('h3#securitysettings')).toBeHidden();
});

test('a key writes `hidden` only on the nodes whose state it changes (issue 56)', async ({ page }) => {
  await open(page);
  const box = page.getByLabel('Filter the types');
  await box.fill('lay');
  const count = page.getByText(/^\d+ of \d+ types match\.$/);
  await expect(count).toBeVisible();
  const before = await count.textContent();
  // Rewriting an unchanged node's `hidden` queued a restyle of it: every key restyled all hidden nodes.
  await page.evaluate(() => {
    const writes = { same: 0, changed: 0 };
    (window as unknown as { hiddenWrites: typeof writes }).hiddenWrites = writes;
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).getAttribute('hidden') === record.oldValue) writes.same += 1;
        else writes.changed += 1;
    }).observe(document.querySelector('article') ?? document, {
      subtree: true,
      attributeFilter: ['hidden'],
      attributeOldValue: true,
    });
  });
  await box.pressSequentially('out');
  await expect(count).not.toHaveText(before ?? '');
  const writes = () =>
    page.evaluate(
      () => (window as unknown as { hiddenWrites: { same: number; changed: number } }).hiddenWrites,
    );
  await expect.poll(async () => (await writes()).changed).toBeGreaterThan(0);
  expect((await writes()).same).toBe(0);
});

test('the status list keeps the types that need a setting first, then the Setup features no step copies', async ({
  page,
}) => {
  await open(page);
  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('copied-with-prerequisites');
  // Child types inherit their parent's requirements: the status's count, not the table's rows.
  const shown = statusCounts()['copied-with-prerequisites'];
  await expect(page.getByText(new RegExp(`^${shown} of \\d+ types match\\.$`))).toBeVisible();
  await expect(page.locator('h3#experiencebundle')).toBeVisible();
  await expect(page.locator('h3#apexclass')).toBeHidden();
  // With words as well: both must hold.
  await page.getByLabel('Filter the types').fill('territory');
  await expect(page.locator('h3#territory2model')).toBeVisible();
  await expect(page.locator('h3#experiencebundle')).toBeHidden();
  await page.getByLabel('Filter the types').fill('');
  await status.selectOption('not-copyable');
  // The Setup features, and the types their page takes out of deploys.
  const notCopyable = statusCounts()['not-copyable'];
  expect(notCopyable).toBeGreaterThan(SETUP_FEATURES.length);
  await expect(page.getByText(new RegExp(`^${notCopyable} of \\d+ types match\\.$`))).toBeVisible();
  await expect(page.locator('h3#setup-organization-wide-email-addresses')).toBeVisible();
  await expect(page.locator('h3#genaiplanner')).toBeVisible();
  await expect(page.locator('h3#experiencebundle')).toBeHidden();
  await status.selectOption('');
  await expect(page.locator('h3#apexclass')).toBeVisible();
});

test('the contents list the groups and, once hydrated, every type under its group, on a desktop and a phone (issue 52)', async ({
  page,
}) => {
  // Two loads and hydrations of the longest page, each list counted (open(): the slow allowance).
  const { problems } = watchForProblems(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await open(page);
  const desktop = page.locator('nav[aria-label="On this page"] .table-of-contents');
  await expect(desktop.locator(':scope > li > ul a')).toHaveCount(
    metadataTypes.length + SETUP_FEATURES.length,
  );
  // In the page's order, under the group whose heading comes before it.
  const firstGroup = desktop.locator(':scope > li').first();
  await expect(firstGroup.locator('ul a').first()).toHaveAttribute('href', /#accesscontrolpolicy$/);
  // The islands kept their entries through hydration, and nothing was reported.
  await expect(page.locator('h3#flow')).toBeVisible();
  expect(problems).toEqual([]);

  await page.setViewportSize({ width: 375, height: 800 });
  await open(page);
  await page.getByRole('button', { name: 'On this page' }).click();
  await expect(page.locator('.theme-doc-toc-mobile .table-of-contents ul a')).toHaveCount(
    metadataTypes.length + SETUP_FEATURES.length,
  );
});

test("an island's estimated height follows its width band: its characters times the band's figure, plus its blocks", async ({
  page,
}) => {
  // The figures of src/elements/StaticIsland/styles.module.css, per band; a band lost to the
  // minifier's reordering, or the wrong figure, changes the estimate.
  for (const [width, perChar] of [
    [375, 0.8],
    [800, 0.41],
    [1280, 0.43],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PAGE);
    const island = page.locator('[data-island]').last();
    const { chars, blocks, size } = await island.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        chars: Number(style.getPropertyValue('--island-chars')),
        blocks: Number(style.getPropertyValue('--island-blocks')),
        size: style.containIntrinsicBlockSize,
      };
    });
    expect(chars, `${width} px`).toBeGreaterThan(0);
    const px = Number(/^auto ([\d.]+)px$/.exec(size)?.[1]);
    expect(px, `${width} px: ${size}`).toBeCloseTo(chars * perChar + blocks * 20, 0);
  }
});
