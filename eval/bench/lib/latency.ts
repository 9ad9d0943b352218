/**
 * Interaction latency for `npm run bench -- --latency` (issue 14): the time
 * from a reader's input to the next paint, as the browser's Event Timing API
 * reports it (what Interaction to Next Paint is made of), on a phone with a
 * 4× slower CPU.
 *
 * Each run opens fresh pages in a new browser context (empty cache, as a
 * first visit), waits for the app to start and settle, then makes each input
 * once and reads the `event` entries it produced. An interaction's latency
 * is the largest `duration` among its entries (pointerdown, pointerup and
 * click of one tap share an `interactionId`; so do keydown and keyup of one
 * key). The observer only reports entries of at least 16 ms (the smallest
 * `durationThreshold`): an input that produced none was faster than that and
 * counts as 0, shown as "< 16 ms".
 */
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium';
import {
  deployReport,
  ERRORS_PAGE,
  HYDRATION_PAGES,
  hydrationOf,
  largeManifest,
  MANIFEST_MEMBERS,
  pasteAndWait,
  PLANNER_PAGE,
  REPORT_LINES,
  TYPES_FILTER,
  TYPES_PAGE,
  watchHydration,
  type Hydration,
  type HydrationPage,
} from './latency-long-pages';

export const CPU_SLOWDOWN = 4;
/** The target for each interaction's 75th percentile. */
export const TARGET_MS = 200;
/** A mid-range phone: its viewport shows the phone menu button and hides the navbar's links. */
const PHONE = devices['Pixel 7'];
const GUIDE = '/start/how-to-run-job/';
const CATALOGUE = '/supported-components/';
/** A page with highlighted code blocks, whose tokens are coloured by the theme. */
const CODE_PAGE = '/supported-components/ci-cd/';
const QUERY = 'profile';
/** The search page, and an error code whose answer card (issue 55) is its entry's. */
const SEARCH_PAGE = '/search/';
const PAGE_QUERY = 'UNABLE_TO_LOCK_ROW';
const FILTER = 'layout';

export const INTERACTIONS = {
  openSearch: 'Open the search modal (tap)',
  typeQuery: `Type a query in the modal (per key, "${QUERY}")`,
  typeSearchPage: `Type an error code on /search/ (per key, "${PAGE_QUERY}"), to its answer card`,
  openMenu: 'Open the phone menu (tap)',
  toggleColorMode: 'Toggle color mode (tap, in the menu)',
  toggleColorModeCode: 'Toggle color mode on a page with code (tap, in the menu)',
  filterCatalogue: `Filter the catalogue (per key, "${FILTER}")`,
  filterTypes: `Filter the every-type page (per key, "${TYPES_FILTER}")`,
  pasteReport: `Paste a ${REPORT_LINES}-line deploy report into /errors/ (Control+V)`,
  pasteManifest: `Paste a ${MANIFEST_MEMBERS.toLocaleString('en-US')}-member package.xml into the planner (Control+V)`,
} as const;
/** The pastes whose time to answer is reported beside their latency. */
const PASTES = ['pasteReport', 'pasteManifest'] as const;
type Paste = (typeof PASTES)[number];
export type Interaction = keyof typeof INTERACTIONS;

export interface LatencyResult {
  date: string;
  url: string;
  runs: number;
  cpuSlowdown: number;
  device: string;
  targetMs: number;
  /** Every interaction's latency in ms, all runs together (0: under 16 ms). */
  samples: Record<Interaction, number[]>;
  p75: Record<Interaction, number>;
  max: Record<Interaction, number>;
  /** Each paste's time from the key to the first paint showing its answer, ms, all runs. */
  toAnswer: Record<Paste, number[]>;
  /** Each page type's hydration, one per run, cache empty, at the same CPU slowdown. */
  hydration: Record<HydrationPage, Hydration[]>;
}

declare global {
  interface Window {
    /** Event Timing entries with an interaction, collected by the bench's init script. */
    __benchEvents?: { id: number; name: string; duration: number }[];
  }
}

/** `interactionId` is in the Event Timing spec and Chromium; TypeScript's DOM types lack it. */
type EventTimingEntry = PerformanceEventTiming & { interactionId?: number };

function observeEventTiming(): void {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as EventTimingEntry[]) {
      if (entry.interactionId)
        window.__benchEvents?.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
    // durationThreshold is in the Event Timing spec; TypeScript's DOM types lack it.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Two frames and a pause: Event Timing entries are reported after the paint that follows the input. */
async function settle(page: Page, ms = 150): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForTimeout(ms);
}

/**
 * Runs `act`, then returns the latency of each interaction it produced,
 * longest entry per interaction, padded with 0 up to `expected` inputs.
 */
async function measure(page: Page, expected: number, act: () => Promise<void>): Promise<number[]> {
  await page.evaluate(() => {
    window.__benchEvents = [];
  });
  await act();
  await settle(page, 300);
  const events = await page.evaluate(() => window.__benchEvents ?? []);
  const byInteraction = new Map<number, number>();
  for (const { id, duration } of events)
    byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration));
  const latencies = [...byInteraction.values()];
  while (latencies.length < expected) latencies.push(0);
  return latencies;
}

async function typeSlowly(page: Page, text: string): Promise<void> {
  for (const key of text) {
    await page.keyboard.press(key);
    // About a fast typist's pace; lets each key's work show as its own interaction.
    await page.waitForTimeout(180);
  }
}

/** A page of the site, opened as a first visit, once its app has started and gone quiet. */
/** Taps the colour-mode toggle in the open phone menu: its latency, until the theme has changed. */
async function measureToggle(page: Page): Promise<number[]> {
  const before = await page.locator('html').getAttribute('data-theme');
  return measure(page, 1, async () => {
    await page.locator('.navbar-sidebar button[title*="dark and light mode"]').tap();
    await page.waitForFunction(
      (previous) => document.documentElement.getAttribute('data-theme') !== previous,
      before,
    );
  });
}

/** Types PAGE_QUERY on /search/, key by key, until its answer card shows; leaves the page on GUIDE. */
async function typeOnSearchPage(page: Page): Promise<number[]> {
  await openSettled(page, SEARCH_PAGE);
  await page.locator('main input[type=search]').tap();
  await settle(page, 500);
  const latencies = await measure(page, PAGE_QUERY.length, async () => {
    await typeSlowly(page, PAGE_QUERY);
    await page.locator('main [aria-label=Answer] [data-answer-kind=error]').waitFor();
  });
  await openSettled(page, GUIDE);
  return latencies;
}

async function openSettled(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForSelector('html[data-has-hydrated="true"]', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // The phone menu is built after two idle periods (src/theme/Navbar/MobileSidebar).
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
  await settle(page, 500);
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  // Nearest rank: the smallest value with at least p of the samples at or below it.
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
}

/** A fresh phone context at CPU_SLOWDOWN, with a script that runs before each page's own. */
async function phoneContext(browser: Browser, baseUrl: string, initScript: () => void) {
  const context = await browser.newContext({ ...PHONE, baseURL: baseUrl });
  await context.addInitScript(initScript);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** One page's hydration, in a fresh phone context at CPU_SLOWDOWN. */
async function hydrationIn(browser: Browser, baseUrl: string, route: string): Promise<Hydration> {
  const { context, page } = await phoneContext(browser, baseUrl, watchHydration);
  const hydration = await hydrationOf(page, route);
  await context.close();
  return hydration;
}

/** A record of an empty list per key. */
function emptyRecord<K extends string, V>(keys: readonly K[]): Record<K, V[]> {
  return Object.fromEntries(keys.map((k) => [k, [] as V[]])) as Record<K, V[]>;
}

export async function measureLatency(baseUrl: string, runs: number): Promise<LatencyResult> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const samples = emptyRecord<Interaction, number>(Object.keys(INTERACTIONS) as Interaction[]);
  const toAnswer: Record<Paste, number[]> = { pasteReport: [], pasteManifest: [] };
  const hydration = emptyRecord<HydrationPage, Hydration>(Object.keys(HYDRATION_PAGES) as HydrationPage[]);
  const report = deployReport();
  const manifest = largeManifest();
  try {
    for (let run = 1; run <= runs; run += 1) {
      console.error(`bench: latency run ${run}/${runs}`);
      const step = (what: string) => console.error(`bench:   ${what}`);
      for (const [type, route] of Object.entries(HYDRATION_PAGES) as [HydrationPage, string][]) {
        step(`hydration, ${route}`);
        hydration[type].push(await hydrationIn(browser, baseUrl, route));
      }
      const { context, page } = await phoneContext(browser, baseUrl, observeEventTiming);

      step('search, menu and colour mode');
      await openSettled(page, GUIDE);
      const searchButton = page.locator('.navbar .DocSearch-Button');
      samples.openSearch.push(
        ...(await measure(page, 1, async () => {
          await searchButton.tap();
          await page.locator('.DocSearch-Modal input').waitFor();
        })),
      );
      await page.waitForLoadState('networkidle');
      await settle(page, 500);
      samples.typeQuery.push(
        ...(await measure(page, QUERY.length, async () => {
          await typeSlowly(page, QUERY);
          await page.locator('.DocSearch-Hit').first().waitFor();
        })),
      );
      await page.keyboard.press('Escape');
      await page.locator('.DocSearch-Modal').waitFor({ state: 'detached' });
      await settle(page, 500);

      step('search page');
      samples.typeSearchPage.push(...(await typeOnSearchPage(page)));

      samples.openMenu.push(
        ...(await measure(page, 1, async () => {
          await page.locator('.navbar__toggle').tap();
          await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
        })),
      );
      await settle(page, 500);
      samples.toggleColorMode.push(...(await measureToggle(page)));

      await openSettled(page, CODE_PAGE);
      await page.locator('.navbar__toggle').tap();
      await page.locator('.navbar-sidebar').waitFor({ state: 'visible' });
      await settle(page, 500);
      samples.toggleColorModeCode.push(...(await measureToggle(page)));

      await openSettled(page, CATALOGUE);
      const filter = page.getByLabel('Filter components');
      await filter.tap();
      await settle(page, 300);
      samples.filterCatalogue.push(...(await measure(page, FILTER.length, () => typeSlowly(page, FILTER))));

      step('filter the types');
      await openSettled(page, TYPES_PAGE);
      const types = page.getByLabel('Filter the types');
      await types.tap();
      await settle(page, 300);
      samples.filterTypes.push(
        ...(await measure(page, TYPES_FILTER.length, () => typeSlowly(page, TYPES_FILTER))),
      );

      // Each box loads its engine on intent (focus): loaded first, as a reader's first paste finds it.
      for (const [key, route, text] of [
        ['pasteReport', ERRORS_PAGE, report],
        ['pasteManifest', PLANNER_PAGE, manifest],
      ] as const) {
        step(INTERACTIONS[key]);
        await openSettled(page, route);
        await page.locator('main textarea').first().focus();
        await page.waitForLoadState('networkidle');
        await settle(page, 500);
        let waited = NaN;
        const latencies = await measure(page, 1, async () => {
          waited = await pasteAndWait(
            context,
            page,
            'main textarea',
            text,
            'main [aria-live="polite"] ol > li',
          );
        });
        // Control and V are two interactions; the paste is V's, the longer one.
        samples[key].push(Math.max(...latencies));
        toAnswer[key].push(waited);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {
    date: new Date().toISOString(),
    url: baseUrl,
    runs,
    cpuSlowdown: CPU_SLOWDOWN,
    device: 'Pixel 7 (412×839, touch)',
    targetMs: TARGET_MS,
    ...summarize(samples),
    toAnswer,
    hydration,
  };
}

/** Each interaction's samples with their 75th percentile and maximum: one summary for a run and a merge. */
function summarize(samples: Record<Interaction, number[]>): Pick<LatencyResult, 'samples' | 'p75' | 'max'> {
  const each = (f: (values: number[]) => number) =>
    Object.fromEntries(Object.entries(samples).map(([k, v]) => [k, f(v)])) as Record<Interaction, number>;
  return { samples, p75: each((v) => percentile(v, 0.75)), max: each((v) => Math.max(...v)) };
}

const shown = (value: number) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);

/** Runs measured one at a time (alternating with another build's) as one result. */
export function mergeLatency(results: readonly LatencyResult[]): LatencyResult {
  const [first] = results;
  if (!first) throw new Error('mergeLatency: no results');
  const keys = Object.keys(INTERACTIONS) as Interaction[];
  const samples = Object.fromEntries(keys.map((k) => [k, results.flatMap((r) => r.samples[k])])) as Record<
    Interaction,
    number[]
  >;
  const toAnswer = Object.fromEntries(
    PASTES.map((k) => [k, results.flatMap((r) => r.toAnswer[k])]),
  ) as Record<Paste, number[]>;
  const pages = Object.keys(HYDRATION_PAGES) as HydrationPage[];
  const hydration = Object.fromEntries(
    pages.map((k) => [k, results.flatMap((r) => r.hydration[k])]),
  ) as Record<HydrationPage, Hydration[]>;
  return {
    ...first,
    runs: results.reduce((sum, r) => sum + r.runs, 0),
    ...summarize(samples),
    toAnswer,
    hydration,
  };
}

/** Each figure of this build beside the previous build's, measured in the same run (issue 56). */
export function latencyCompareMarkdown(previous: LatencyResult, current: LatencyResult): string {
  const lines = [
    `Input to next paint (Event Timing), Chromium, ${current.device}, ${current.cpuSlowdown}× CPU slowdown, ` +
      `${current.runs} runs of each build, alternating; target p75 ≤ ${current.targetMs} ms.`,
    '',
    '| Interaction | p75, previous | p75, this build | Max, previous | Max, this build | Target |',
    '| --- | ---: | ---: | ---: | ---: | :---: |',
  ];
  for (const [key, label] of Object.entries(INTERACTIONS) as [Interaction, string][]) {
    const p75 = current.p75[key];
    lines.push(
      `| ${label} | ${shown(previous.p75[key])} | ${shown(p75)} | ${shown(previous.max[key])} | ` +
        `${shown(current.max[key])} | ${p75 <= current.targetMs ? 'met' : '**missed**'} |`,
    );
  }
  lines.push('', '| Paste | Key to answer painted, median, previous | This build |', '| --- | ---: | ---: |');
  for (const key of PASTES) {
    const median = (r: LatencyResult) => Math.round(percentile(r.toAnswer[key], 0.5));
    lines.push(`| ${INTERACTIONS[key]} | ${median(previous)} ms | ${median(current)} ms |`);
  }
  return lines.join('\n');
}

export function latencyMarkdown(result: LatencyResult): string {
  const lines = [
    `Input to next paint (Event Timing), Chromium, ${result.device}, ${result.cpuSlowdown}× CPU slowdown, ` +
      `${result.runs} runs; target p75 ≤ ${result.targetMs} ms.`,
    '',
    '| Interaction | Samples | p75 | Max | Target |',
    '| --- | ---: | ---: | ---: | :---: |',
  ];
  for (const [key, label] of Object.entries(INTERACTIONS) as [Interaction, string][]) {
    const p75 = result.p75[key];
    lines.push(
      `| ${label} | ${result.samples[key].length} | ${shown(p75)} | ${shown(result.max[key])} | ` +
        `${p75 <= result.targetMs ? 'met' : '**missed**'} |`,
    );
  }
  lines.push('', '| Paste | Key to the answer painted, median | Max |', '| --- | ---: | ---: |');
  for (const key of PASTES) {
    const values = result.toAnswer[key];
    lines.push(
      `| ${INTERACTIONS[key]} | ${Math.round(percentile(values, 0.5))} ms | ${Math.round(Math.max(...values))} ms |`,
    );
  }
  lines.push(
    '',
    `Hydration at ${result.cpuSlowdown}× CPU, first visit, median of ${result.runs} (target ≤ 1,000 ms after the scripts arrive):`,
    '',
    '| Page | Route | Hydrated, from navigation | After the last script arrived |',
    '| --- | --- | ---: | ---: |',
  );
  for (const [type, route] of Object.entries(HYDRATION_PAGES) as [HydrationPage, string][]) {
    const runs = result.hydration[type];
    const median = (f: (h: Hydration) => number) => Math.round(percentile(runs.map(f), 0.5));
    lines.push(
      `| ${type} | \`${route}\` | ${median((h) => h.hydratedAt)} ms | ${median((h) => h.afterScripts)} ms |`,
    );
  }
  return lines.join('\n');
}
