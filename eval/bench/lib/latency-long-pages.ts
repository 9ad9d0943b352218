/**
 * The long pages' share of `npm run bench -- --latency` (issue 41): how long
 * each page type takes to hydrate on a phone at 4× CPU, and the three inputs
 * the issue names on the pages that hold the lists: filtering the every-type
 * page, pasting a 200-line deploy report into the /errors/ paste box and
 * pasting a 1,000-member package.xml into the planner.
 *
 * A paste is Control+V with the text on the clipboard, so Chromium records
 * it as one keyboard interaction (its Event Timing `keydown`), as a reader's
 * paste is. The boxes read a paste in the task after it lands
 * (src/hooks/usePastedText.ts), so the interaction's latency is not the
 * whole story: `toAnswer` is the time from the key to the first paint that
 * shows the answer, what the reader waits for.
 *
 * The texts are real: the report's lines are the error texts of the
 * project's question sets (eval/, each kept with its public source), the
 * manifest joins the public package.xml files in tests/fixtures/manifests.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { ERROR_QUESTIONS } from '../../sets/error-questions';
import { parsePackageXml } from '../../../src/data/package-plan/parse';
import { ERROR_QUESTIONS_2 } from '../../sets/error-questions-2';
import { ERROR_QUESTIONS_3 } from '../../sets/error-questions-3';

const ROOT = path.resolve(__dirname, '..', '..', '..');
export const TYPES_PAGE = '/supported-components/metadata-types/';
export const ERRORS_PAGE = '/errors/';
export const PLANNER_PAGE = '/start/plan-a-job-from-package-xml/';
export const TYPES_FILTER = 'flow';
export const REPORT_LINES = 200;
export const MANIFEST_MEMBERS = 1000;

/** Page types whose hydration the bench times, each with its route. */
export const HYDRATION_PAGES = {
  guide: '/start/how-to-run-job/',
  errors: ERRORS_PAGE,
  metadataTypes: TYPES_PAGE,
  planner: PLANNER_PAGE,
} as const;
export type HydrationPage = keyof typeof HYDRATION_PAGES;

export interface Hydration {
  /** From navigation start until the app marks the page hydrated (`data-has-hydrated`). */
  readonly hydratedAt: number;
  /** From the last script the page loaded before hydrating until then: parsing, running and hydrating. */
  readonly afterScripts: number;
}

/**
 * A deploy report as `sf project deploy start` prints its failures: a table of
 * type, name and problem, one component a line, the problems taken in turn
 * from the real texts of the question sets.
 */
export function deployReport(lines = REPORT_LINES): string {
  const texts = [...ERROR_QUESTIONS, ...ERROR_QUESTIONS_2, ...ERROR_QUESTIONS_3]
    .map((q) => q.line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0 && line.length < 400);
  const rows = ['Component Failures [' + String(lines - 2) + ']', 'Type  Name  Problem'];
  for (let i = 0; rows.length < lines; i += 1)
    rows.push(`Error  Component_${i}  ${texts[i % texts.length] ?? ''}`);
  return rows.join('\n');
}

/** One package.xml of `members` members, joined from the public manifests (each type's members in turn). */
export function largeManifest(members = MANIFEST_MEMBERS): string {
  const dir = path.join(ROOT, 'tests', 'fixtures', 'manifests');
  const byType = new Map<string, string[]>();
  for (const file of [
    '06-salesforcelabs-animalshelterstarter.xml',
    '04-salesforcefoundation-volunteers-for-salesforce.xml',
    '13-501commons-salesforce-classmanagement.xml',
  ]) {
    // The planner's own parser (src/data/package-plan/parse.ts), not a second reading of the XML.
    for (const { name, members: names } of parsePackageXml(readFileSync(path.join(dir, file), 'utf8'))
      .types) {
      const list = byType.get(name) ?? [];
      for (const member of names) if (!list.includes(member)) list.push(member);
      byType.set(name, list);
    }
  }
  let left = members;
  const blocks: string[] = [];
  for (const [name, list] of byType) {
    if (left === 0) break;
    const taken = list.slice(0, left);
    left -= taken.length;
    blocks.push(
      `  <types>\n${taken.map((m) => `    <members>${m}</members>`).join('\n')}\n    <name>${name}</name>\n  </types>`,
    );
  }
  if (left > 0) throw new Error(`the fixtures hold ${members - left} distinct members, not ${members}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Package xmlns="http://soap.sforce.com/2006/04/metadata">',
    ...blocks,
    '  <version>62.0</version>',
    '</Package>',
  ].join('\n');
}

/** Installed before any script: notes when the app marks the page hydrated. */
export function watchHydration(): void {
  const w = window as Window & { __benchHydratedAt?: number };
  // The document, not its <html>: an init script runs before the parser has made the element.
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      w.__benchHydratedAt = performance.now();
      observer.disconnect();
    }
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-has-hydrated'] });
}

/** Opens `url` in `page` (throttled already) and reads how long it took to hydrate. */
export async function hydrationOf(page: Page, url: string): Promise<Hydration> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 120_000 });
  return page.evaluate(() => {
    const at = (window as Window & { __benchHydratedAt?: number }).__benchHydratedAt ?? NaN;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => e.initiatorType === 'script' && e.responseEnd <= at)
      .map((e) => e.responseEnd);
    return { hydratedAt: at, afterScripts: at - Math.max(0, ...scripts) };
  });
}

/**
 * Pastes `text` into the textarea `box` with Control+V and returns the time
 * from the key to the first paint after `answered` matches: the watchers are
 * in place before the key is pressed, and the wait gives up after a minute.
 */
export async function pasteAndWait(
  context: BrowserContext,
  page: Page,
  box: string,
  text: string,
  answered: string,
): Promise<number> {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.locator(box).focus();
  // A string, not a function: tsx would wrap the inner functions' names in a helper the page lacks.
  await page.evaluate(`(() => {
    window.__pasteStart = NaN;
    window.__pasteAnswered = NaN;
    document.addEventListener('keydown', (event) => {
      if (Number.isNaN(window.__pasteStart) && event.key.toLowerCase() === 'v') window.__pasteStart = event.timeStamp;
    }, { capture: true });
    const observer = new MutationObserver(() => {
      if (Number.isNaN(window.__pasteStart) || !document.querySelector(${JSON.stringify(answered)})) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.__pasteAnswered = performance.now(); });
    });
    observer.observe(document.body, { childList: true, subtree: true });
  })()`);
  await page.keyboard.press('Control+V');
  // A function, not a string: the site's Content Security Policy forbids the eval a string predicate needs.
  await page.waitForFunction(
    () => !Number.isNaN((window as Window & { __pasteAnswered?: number }).__pasteAnswered),
    undefined,
    { timeout: 60_000 },
  );
  return page.evaluate<number>('window.__pasteAnswered - window.__pasteStart');
}
