// cspell:ignore recrod tpyes recordtype PKCE Pkce oauthoidcsettings
/**
 * The answer card (issue 55) in Chromium: the modal's first result and the /search/ page's first
 * item, from the same data as the pages and the MCP tools. Firefox and WebKit run `?ask=` and the
 * modal's type card in tests/engines/smoke.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { modalInput, open, openModal, searchButton } from './search-helpers';
import { codeSettled, waitForHydration, watchCodeLoads } from './utils';

const PACKAGE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<Package xmlns="http://soap.sforce.com/2006/04/metadata">
    <types>
        <members>Account.Region__c</members>
        <name>CustomField</name>
    </types>
    <types>
        <members>Account-Account Layout</members>
        <name>Layout</name>
    </types>
    <types>
        <members>Admin</members>
        <name>Profile</name>
    </types>
    <version>62.0</version>
</Package>`;

const card = (page: Page) => page.locator('.DocSearch-Hit .search-hit--answer');

test.describe('the answer card in the modal', () => {
  const cases = [
    {
      query: 'UNABLE_TO_LOCK_ROW',
      kind: 'error',
      title: 'A record lock blocked the deployment',
      url: '/errors/unable-to-lock-row/',
    },
    {
      query: 'Territory2Model',
      kind: 'type',
      title: 'Territory2Model',
      url: '/supported-components/metadata-types/#territory2model',
    },
    {
      query: 'recrod tpyes',
      kind: 'type',
      title: 'read as RecordType',
      url: '/supported-components/metadata-types/#recordtype',
    },
    {
      // A question that writes a type's API name inside it (named-in-text.ts).
      query: "we can't retrieve EntitlementProcess with the CLI",
      kind: 'type',
      title: 'EntitlementProcess',
      url: '/supported-components/metadata-types/#entitlementprocess',
    },
    { query: 'quote templates', kind: 'feature', title: 'Not supported: change it in Setup', url: null },
    {
      // A behavior asked for by its words: the settings type whose field its page describes so.
      query: 'require PKCE for the OAuth authorization code flow',
      kind: 'type',
      title: 'isPkceRequired',
      url: '/supported-components/settings-types/#oauthoidcsettings',
    },
    {
      // A setting named by the label Setup gives it: its settings type, the note quoting the label.
      query: 'force relogin after Login-As-User',
      kind: 'type',
      title: '“Force Relogin After Login-As-User”',
      url: '/supported-components/settings-types/#securitysettings',
    },
    {
      // A component's option named by its Setup label: the component's type, the note quoting the label.
      query: 'send welcome email',
      kind: 'type',
      title: '“Send welcome email”',
      url: '/supported-components/metadata-types/#network',
    },
    {
      query: 'turn off Email-to-Case',
      kind: 'feature',
      title: 'Not supported: once on, it stays on',
      url: null,
    },
    {
      // A type its page says the API carried up to 63.0 only: not copyable, and Enter opens its entry.
      query: 'GenAiPlanner',
      kind: 'type',
      title: 'Not supported: removed after API 63.0',
      url: '/supported-components/metadata-types/#genaiplanner',
    },
    {
      // A name removed in API 33.0 that the registry no longer has: Enter opens what replaces it.
      query: 'AccountOwnerSharingRule',
      kind: 'type',
      title: 'Not supported: removed after API 32.0',
      url: '/supported-components/metadata-types/#sharingrules',
    },
    {
      // A complex type inside one type's file: read as that type, and Enter opens its entry.
      query: 'ReportFilter',
      kind: 'type',
      title: "ReportFilter isn't a type a package.xml lists",
      url: '/supported-components/metadata-types/#report',
    },
    {
      // A type with a page of its own that the pinned registry doesn't list yet.
      query: 'ClaimFinancialSettings',
      kind: 'type',
      title: 'Unknown: not in the type list these answers are checked against',
      url: '/supported-components/metadata-types/',
    },
    {
      // A settings type only the Metadata API's WSDL declares, whose page was looked for and not found.
      query: 'QuickTextSettings',
      kind: 'type',
      title: 'Unknown: declared in the Metadata API, no page of its own read',
      url: '/supported-components/metadata-types/',
    },
    {
      query: 'flow arrived inactive in production',
      kind: 'symptom',
      title: 'The flow arrived inactive',
      url: '/errors/symptom-flow-arrived-inactive/',
    },
  ] as const;
  // The cases share one page, as a reader asks one question after another: each opens the modal
  // where the last one left the reader (an entry's page, or the guide with the modal closed). A new
  // page for each took two of its three seconds, loading and hydrating the page and the search code
  // again (2026-12-06); every case still starts from a closed modal and an empty query.
  test.describe('each kind, one question after another', () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ baseURL: test.info().project.use.baseURL });
      await open(page, '/start/how-to-run-job/');
    });
    test.afterAll(async () => {
      await page?.close();
    });
    for (const { query, kind, title, url } of cases) {
      test(`“${query}”: the ${kind} card is the first, selected result${url ? ', and Enter opens its entry' : ''}`, async () => {
        const input = await openModal(page);
        await expect(input).toHaveValue('');
        await input.fill(query);
        await expect(card(page).locator(`[data-answer-kind="${kind}"]`)).toContainText(title);
        await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
        await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Answer');
        if (!url) {
          await page.keyboard.press('Escape');
          await expect(input).toBeHidden();
          return;
        }
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(url);
        await waitForHydration(page);
      });
    }
  });

  test('a pasted package.xml, longer than the input holds, is planned whole', async ({ page }) => {
    await open(page, '/');
    const input = await openModal(page);
    // The paste event the browser sends, then what a single-line input keeps of it: its first 64 characters.
    await input.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, PACKAGE_XML);
    await input.fill(PACKAGE_XML.replace(/\n/g, '').slice(0, 64));
    const plan = card(page).locator('[data-answer-kind="plan"]');
    await expect(plan).toContainText('3 components in');
    await expect(plan).toContainText('Profile updates');
    await expect(plan).toContainText('CustomField');
    // Enter opens the planner with the whole paste in its box, planned: nothing to paste again.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/start/plan-a-job-from-package-xml/#plan-box');
    await expect(page.getByLabel('Paste a package.xml')).toHaveValue(PACKAGE_XML);
    await expect(page.getByText('3 steps, 3 components')).toBeVisible();
    // Handed over once: opened again by the same link, the box stays empty.
    await page.goto('/');
    await page.goto('/start/plan-a-job-from-package-xml/#plan-box');
    await waitForHydration(page);
    await expect(page.getByLabel('Paste a package.xml')).toHaveValue('');
  });

  test('no query words hold an answer: the card quotes the best passage of the first page, its words marked', async ({
    page,
  }) => {
    await open(page, '/');
    const input = await openModal(page);
    await input.fill('cancel a run');
    const passage = card(page).locator('[data-answer-kind="passage"]');
    await expect(passage.locator('mark').first()).toBeVisible();
    // The card's page is the first page's.
    const second = page.locator('.DocSearch-Hit .search-hit').nth(1);
    const url = (await second.getAttribute('data-url')) ?? '';
    await expect(card(page)).toHaveAttribute('data-url', url);
  });

  test("a click on the card's Salesforce source opens it in a new tab and leaves the modal open", async ({
    page,
  }) => {
    // No internet here: Salesforce's page answers from the test.
    await page
      .context()
      .route('https://developer.salesforce.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Salesforce</title>' }),
      );
    await open(page, '/');
    const input = await openModal(page);
    await input.fill('UNABLE_TO_LOCK_ROW');
    const source = card(page).locator('[data-href^="https://developer.salesforce.com/"]');
    await expect(source).toBeVisible();
    const [popup] = await Promise.all([page.waitForEvent('popup'), source.click()]);
    expect(popup.url()).toMatch(/^https:\/\/developer\.salesforce\.com\//);
    await popup.close();
    await expect(modalInput(page)).toBeVisible();
  });

  test("the card's data loads once the modal is open, never with the page nor in the tap that opens it", async ({
    page,
  }) => {
    const answerChunks: string[] = [];
    page.on('request', (r) => {
      if (/search-answer/.test(r.url())) answerChunks.push(r.url());
    });
    await watchCodeLoads(page);
    await open(page, '/start/how-to-run-job/');
    await searchButton(page).hover();
    // The modal's own code loads on the hover and has run once this returns; the card's data waits for the modal.
    await codeSettled(page);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    expect(answerChunks).toEqual([]);
    await openModal(page);
    await expect.poll(() => answerChunks.length).toBeGreaterThan(0);
  });
});

test.describe('the answer card on /search/', () => {
  test('?ask= with a whole package.xml: the plan card first, the input holding its beginning; a long card opens whole', async ({
    page,
  }) => {
    await open(page, `/search/?ask=${encodeURIComponent(PACKAGE_XML)}`);
    const answer = page.getByRole('region', { name: 'Answer' });
    await expect(answer.getByRole('heading', { level: 2 })).toContainText('3 components in');
    await expect(page.getByRole('searchbox', { name: 'Search terms' })).toHaveValue(
      PACKAGE_XML.replace(/\s+/g, ' ').slice(0, 64),
    );
    await expect(answer.getByRole('link', { name: 'Open the planner' })).toHaveAttribute(
      'href',
      '/start/plan-a-job-from-package-xml/#plan-box',
    );
    // At a phone's width the plan is longer than the card's room: its beginning, and a button.
    const more = answer.getByRole('button', { name: 'Show the whole answer' });
    await expect(more).toBeVisible();
    const room = await answer.evaluate((el) => el.getBoundingClientRect().height);
    await more.click();
    await expect.poll(() => answer.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(room);
    await expect(more).toHaveCount(0);
  });

  test("the plan card's link opens the planner with the package.xml; storage that holds anything else loses nothing", async ({
    page,
  }) => {
    await open(page, `/search/?ask=${encodeURIComponent(PACKAGE_XML)}`);
    const answer = page.getByRole('region', { name: 'Answer' });
    // The card shows its beginning in its room: the link is in the rest, as a reader finds it.
    await answer.getByRole('button', { name: 'Show the whole answer' }).click();
    await answer.getByRole('link', { name: 'Open the planner' }).click();
    await expect(page.getByLabel('Paste a package.xml')).toHaveValue(PACKAGE_XML);
    await expect(page.locator('div[aria-live="polite"] ol > li > a')).not.toHaveCount(0);
    // Storage that is full of something else: the box is planned from it, and says why it can't be read.
    await page.evaluate(() => sessionStorage.setItem('metaferry:planner-input', '<Package><types>'));
    await page.goto('/');
    await page.goto('/start/plan-a-job-from-package-xml/#plan-box');
    await waitForHydration(page);
    await expect(page.getByRole('alert')).toHaveText(/the XML is not well formed/);
    // Without the card's link, nothing is taken.
    await page.evaluate(() => sessionStorage.setItem('metaferry:planner-input', 'ApexClass'));
    await page.goto('/start/plan-a-job-from-package-xml/');
    await waitForHydration(page);
    await expect(page.getByLabel('Paste a package.xml')).toHaveValue('');
  });

  test('?ask= with hostile XML says why it cannot be read', async ({ page }) => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><Package><types><members>&a;</members><name>ApexClass</name></types></Package>';
    await open(page, `/search/?ask=${encodeURIComponent(xml)}`);
    const answer = page.getByRole('region', { name: 'Answer' });
    await expect(answer.getByRole('heading', { level: 2 })).toHaveText('This package.xml cannot be read');
    await expect(answer.locator('dd').first()).not.toBeEmpty();
  });

  test('“Ask your assistant” hands the question and the first three pages’ twins to ChatGPT and Claude', async ({
    page,
  }) => {
    await open(page, '/search/?q=refresh%20a%20sandbox');
    const answer = page.getByRole('region', { name: 'Answer' });
    const chatGpt = answer.getByRole('link', { name: 'ChatGPT' });
    await expect(chatGpt).toBeVisible();
    const href = new URL((await chatGpt.getAttribute('href')) ?? '');
    expect(href.origin).toBe('https://chatgpt.com');
    const prompt = href.searchParams.get('q') ?? '';
    expect(prompt).toContain('refresh a sandbox');
    expect(prompt.match(/https?:\/\/[^\s,]+\.md/g)).toHaveLength(3);
    await expect(answer.getByRole('link', { name: 'Claude' })).toHaveAttribute(
      'href',
      /^https:\/\/claude\.ai\/new\?q=/,
    );
  });
});
