import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './utils';

/**
 * The docs' tools for agents in the browser (issue 56, src/components/PageTools): with the Web Model
 * Context API stubbed as its draft describes (`navigator.modelContext.registerTool` taking a name, a
 * description, a JSON Schema and `execute`), the page registers the five read-only tools once idle,
 * and they answer from the site's own data; without the API, their chunk is never fetched. The data
 * the error, type and plan tools answer from (the search box's answer chunk) is fetched on the first
 * call of one of them, not when the tools register.
 */
interface StubTool {
  name: string;
  description: string;
  inputSchema: { required?: string[] };
  execute(input: Record<string, unknown>): Promise<{ content: { text: string }[]; isError?: boolean }>;
}
type StubWindow = Window & { __pageTools: StubTool[] };

/** Stubs the API on `host` as the draft describes it, opens a guide and waits for the five tools. */
async function registersTools(page: Page, host: 'navigator' | 'document'): Promise<void> {
  await page.addInitScript((on) => {
    const tools: unknown[] = [];
    (window as unknown as { __pageTools: unknown[] }).__pageTools = tools;
    Object.defineProperty(on === 'document' ? document : navigator, 'modelContext', {
      configurable: true,
      value: { registerTool: (tool: unknown) => void tools.push(tool) },
    });
  }, host);
  await page.goto('/start/how-to-run-job/');
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as StubWindow).__pageTools.map((t) => t.name)))
    .toEqual(['search_docs', 'get_page', 'explain_error', 'check_support', 'plan_job']);
}

test('where the browser offers navigator.modelContext, the page registers the docs tools, and they answer', async ({
  page,
}) => {
  await registersTools(page, 'navigator');
  const answerChunks = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/search-answer\.[^/]*\.js$/.test(entry.name)).length,
    );
  // Registered, the tools hold their names and schemas only: their data waits for a call.
  expect(await answerChunks()).toBe(0);
  const call = (name: string, input: Record<string, unknown>) =>
    page.evaluate(
      async ([tool, args]) => {
        const found = (window as unknown as StubWindow).__pageTools.find((t) => t.name === tool);
        const answer = await found?.execute(args);
        return { text: answer?.content[0]?.text ?? '', isError: answer?.isError === true };
      },
      [name, input] as const,
    );
  // A failed fetch of that data is a refusal that says so, and the next call fetches it again.
  await page.route(/\/search-answer\.[^/]*\.js$/, (route) => route.abort());
  const failed = await call('check_support', { type: 'flows' });
  expect(failed.isError).toBe(true);
  expect(failed.text).toMatch(/Loading chunk .* failed.*Call check_support again to retry\./s);
  await page.unroute(/\/search-answer\.[^/]*\.js$/);
  const support = JSON.parse((await call('check_support', { type: 'flows' })).text) as {
    type: string;
    status: string;
  };
  expect(support).toMatchObject({ type: 'Flow', status: 'copied-with-prerequisites' });
  expect(await answerChunks()).toBeGreaterThan(0);
  const explained = JSON.parse(
    (
      await call('explain_error', {
        text: 'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record',
      })
    ).text,
  ) as {
    lines: { matches: { id: string }[] }[];
  };
  expect(explained.lines[0]?.matches[0]?.id).toBeTruthy();
  const plan = JSON.parse((await call('plan_job', { packageXml: 'Flow, Profile' })).text) as {
    steps: { slug: string }[];
  };
  expect(plan.steps.map((s) => s.slug)).toEqual(['components', 'profile-updates']);
  const found = JSON.parse((await call('search_docs', { query: 'validate only' })).text) as { url: string }[];
  expect(found.length).toBeGreaterThan(0);
  expect(found[0]?.url).toMatch(/^http/);
  const read = await call('get_page', { path: '/faq/' });
  expect(read.isError).toBe(false);
  expect(read.text).toMatch(/^# /m);
  // Bad input gets a clear message, as over MCP.
  expect(await call('get_page', { path: 'https://elsewhere.example/faq/' })).toMatchObject({ isError: true });
  expect(await call('plan_job', { packageXml: '<Foo/>' })).toMatchObject({ isError: true });
});

test('where the document offers modelContext, as the current draft has it, the page registers there', async ({
  page,
}) => {
  await registersTools(page, 'document');
});

test('without modelContext on the document or the navigator, the tools are never loaded', async ({
  page,
}) => {
  await page.goto('/start/how-to-run-job/');
  await waitForHydration(page);
  // A signal, not a sleep: the page has been idle once (when the tools would have loaded).
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
  );
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js')),
  );
  expect(scripts.some((name) => name.includes('page-tools'))).toBe(false);
  expect(await page.evaluate(() => 'modelContext' in navigator || 'modelContext' in document)).toBe(false);
});
