/**
 * Every answer at its own address (issue 54): an error entry's or a symptom's page, /errors/<anchor>/,
 * loaded from the server and reached inside the app (src/components/AnswerPage).
 */
import { expect, test } from '@playwright/test';
import { answerPages } from '../../src/data/errors/pages';
import { waitForHydration, watchForProblems } from './utils';

const ENTRY = 'entity-not-found';
const entryPage = answerPages().find((page) => page.anchor === ENTRY);
const symptomPage = answerPages().find((page) => page.kind === 'symptom');

test("loaded from the server, an answer's page shows it before and after hydration, with its own head", async ({
  page,
}) => {
  if (!entryPage) throw new Error(`${ENTRY} has no page`);
  const { problems } = watchForProblems(page);
  // No data request: the answer is in the page's HTML.
  const dataRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/answer.json')) dataRequests.push(request.url());
  });
  await page.goto(entryPage.route);
  await expect(page.locator('article h1')).toHaveText(entryPage.title);
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText(entryPage.title);
  await expect(page.locator('#answer-body')).toContainText('Cause:');
  await expect(page.locator('#answer-body a[href="/errors/#entity-not-found"]')).toHaveText('this entry');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${entryPage.route.replace(/\//g, '\\/')}$`),
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', entryPage.description);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
    'href',
    `/errors/${ENTRY}.md`,
  );
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Errors');
  expect(dataRequests).toEqual([]);
  expect(problems).toEqual([]);
});

test('the directory links each answer to its own page', async ({ page }) => {
  await page.goto('/errors/');
  for (const answer of [entryPage, symptomPage]) {
    if (!answer) throw new Error('an answer has no page');
    await expect(page.locator(`a[href="${answer.route}"]`).first()).toHaveText(answer.route);
  }
});

/** An entry a guide names inline (`<ErrorText>`): its link is the app's, so its page loads inside the app. */
const LINKED = 'field-referenced-elsewhere';
const linkedPage = answerPages().find((answer) => answer.anchor === LINKED);

test("reached by a link inside the app, an answer's page loads its data, and shows the error with Retry when that fails", async ({
  page,
}) => {
  if (!linkedPage) throw new Error(`${LINKED} has no page`);
  const { problems } = watchForProblems(page);
  await page.goto('/faq/');
  await waitForHydration(page);
  let fail = true;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === `${linkedPage.route}answer.json`,
    async (route) => {
      if (!fail) return route.continue();
      await held;
      return route.abort('internetdisconnected');
    },
  );
  await page.locator(`article a[href="${linkedPage.route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${linkedPage.route}$`));
  // The site's loading spinner, then the error and Retry (the spec's page load failure).
  await expect(page.locator('svg#loader')).toBeVisible();
  release();
  const retry = page.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  fail = false;
  await retry.click();
  await expect(page.locator('article h1')).toHaveText(linkedPage.title);
  await expect(page.locator('#answer-body')).toContainText('Cause:');
  await expect(page).toHaveTitle(new RegExp(linkedPage.title.slice(0, 20)));
  await expect(retry).toHaveCount(0);
  // The aborted request is the test's; nothing else failed.
  expect(problems.filter((problem) => !/answer\.json|ERR_INTERNET_DISCONNECTED/.test(problem))).toEqual([]);
});
