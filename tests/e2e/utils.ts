import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Locator, type Page, type Request } from '@playwright/test';
import type axe from 'axe-core';

export const ROOT = path.resolve(__dirname, '../..');

/** An answer's own page (src/plugins/answer-pages): `/errors/<anchor>/`. */
const ANSWER_PAGE = /^\/errors\/[^/]+\/$/;
/**
 * Every answer's page is the one render of the answer route, filled in (src/plugins/answer-pages): a
 * sweep of the pages in a browser takes every ANSWER_SAMPLE_STEP-th of them, in the sitemap's order
 * (errors, then symptoms: both kinds), rather than 157 loads of one template. Their HTML is checked
 * one by one without a browser (tests/unit/html-validity.test.ts, share-metadata.test.ts).
 */
export const ANSWER_SAMPLE_STEP = 20;

/**
 * Every page path in a build's sitemap, as a site-relative path; the answers' pages sampled (above)
 * unless `everyAnswer`.
 */
export function sitemapPaths(buildDir = 'build', { everyAnswer = false } = {}): string[] {
  const xml = readFileSync(path.join(ROOT, buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  if (everyAnswer) return paths;
  const answers = paths.filter((p) => ANSWER_PAGE.test(p));
  return [
    ...paths.filter((p) => !ANSWER_PAGE.test(p)),
    ...answers.filter((_, index) => index % ANSWER_SAMPLE_STEP === 0),
  ];
}

/**
 * Docusaurus marks <html data-has-hydrated="true"> once React has hydrated.
 * A precondition, not a measure of speed (bench.ts measures that), so it waits
 * longer than an assertion: the longest page (every Metadata API type, 575
 * sections) hydrates in about 1.8 s here when idle, and passed the 7 s of
 * `expect` under CI's two workers beside a fixture build (stop 33's CI run).
 */
const HYDRATION_TIMEOUT = 30_000;
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: HYDRATION_TIMEOUT,
  });
}

/**
 * A long list's page as its HTML alone has it, scripts off (the lists live in static islands the
 * browser's build leaves empty): the page, the ids of its entries' headings (`article h3[id]`), in
 * page order, and the context to close.
 */
export async function entryIdsWithoutScripts(
  browser: Browser,
  route: string,
): Promise<{ page: Page; ids: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(route);
  const ids = await page.locator('article h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  return { page, ids, close: () => context.close() };
}

declare global {
  interface Window {
    /** The scripts and stylesheets that have loaded or failed (see watchCodeLoads). */
    __codeLoaded?: Set<string>;
  }
}

/**
 * Records, from the first parse on, each script and stylesheet that has
 * loaded or failed, for {@link codeSettled}. Call before `goto`.
 */
export async function watchCodeLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const loaded = new Set<string>();
    window.__codeLoaded = loaded;
    const record = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src) loaded.add(target.src);
      else if (target instanceof HTMLLinkElement && target.href) loaded.add(target.href);
    };
    // Capture on the document: load and error do not bubble, and the
    // element's own handlers (webpack's) run in the same task, after this.
    document.addEventListener('load', record, true);
    document.addEventListener('error', record, true);
  });
}

/**
 * Waits until every script and stylesheet the page has asked for so far has
 * loaded (or failed), and the tasks that handled those loads are over. A
 * dynamic `import()` resolves when its chunk has run, and webpack removes a
 * chunk's `<script>` once it has loaded, so once this returns, whatever the
 * page was waiting for that code to do (open a modal, or not) has been
 * decided. Needs {@link watchCodeLoads} before `goto`.
 */
export async function codeSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loaded = window.__codeLoaded;
    if (!loaded) throw new Error('codeSettled needs watchCodeLoads before goto');
    const elements = Array.from(
      document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel~="stylesheet"]'),
    );
    return elements.every((element) =>
      loaded.has(element instanceof HTMLScriptElement ? element.src : element.href),
    );
  });
}

/**
 * Stops page time (Playwright's clock, installed before `goto`): from then on
 * only `page.clock.runFor` moves it, by exactly what it says. `pauseAt` needs
 * a time ahead of the page's, which a busy page can pass between reading it
 * and pausing; then it reads it again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 100);
      return;
    } catch (error) {
      if (!String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}

/**
 * Waits until the tasks the page has already queued on a message channel
 * have run: React schedules its renders there (its scheduler uses
 * MessageChannel in browsers), so a state change made before this is on
 * screen after it, also with Playwright's clock paused.
 */
export async function queuedRendersDone(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}

/**
 * Waits until the element's animations and transitions, and its
 * descendants', have finished (a banner's entrance, say): what is measured
 * after this is where it comes to rest.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}

/**
 * Switches the page to dark with the reader's own control (the navbar toggle) and waits for the
 * colours the theme's transitions end on, which is what a colour check must read (a transition
 * replaced by another rejects `finished`; that is fine).
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))),
  );
}

/**
 * Collects what should never happen on a healthy page: console errors,
 * uncaught exceptions and failed same-origin requests.
 */
export function watchForProblems(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('requestfailed', (req: Request) => {
    problems.push(`request failed: ${req.url()} (${req.failure()?.errorText ?? 'unknown'})`);
  });
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (
      res.status() >= 400 &&
      url.origin === new URL(page.url() || res.url()).origin &&
      res.request().resourceType() !== 'document'
    ) {
      problems.push(`HTTP ${res.status()}: ${res.url()}`);
    }
  });
  return { problems };
}

export type ColorMode = 'light' | 'dark';

/** Opens `path` with the colour mode already chosen, as a returning reader would. */
export async function gotoInMode(page: Page, target: string, mode: ColorMode) {
  await page.addInitScript((m) => window.localStorage.setItem('theme', m), mode);
  const response = await page.goto(target);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  return response;
}

/**
 * The axe rules whose outcome depends on colours: what a second colour mode
 * of the same page can change. The markup is the same in both modes (only
 * `data-theme` differs), so the other rules give the same answer twice.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe's best-practice rules for landmarks and headings, which the WCAG tags
 * leave out and pa11y reports: all content inside a landmark, one banner,
 * landmarks of a role told apart by their names, no skipped heading level.
 */
export const LANDMARK_RULES = [
  'region',
  'landmark-one-main',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-unique',
  'landmark-complementary-is-top-level',
  'landmark-banner-is-top-level',
  'heading-order',
  'page-has-heading-one',
] as const;

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Lays out every island of the page before axe reads it. Islands are `content-visibility: auto`
 * (src/elements/StaticIsland/styles.module.css): the browser skips their layout until the reader
 * scrolls near them, and axe, which reads colours and target sizes from layout, then reports
 * contrast and size failures that no reader sees. Set through the CSSOM, which the site's
 * Content-Security-Policy allows (a <style> element it would refuse).
 */
async function renderIslands(page: Page): Promise<void> {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('[data-island]').forEach((island) => {
      island.style.contentVisibility = 'visible';
    });
  });
}

/**
 * The colour rules again on a page axe has already run on (a colour mode switched since): the copy
 * of axe left in the page runs them. Same report as axeViolations.
 */
export async function axeColourViolationsAgain(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  return axeViolations(page, { ...scope, colourOnly: true });
}

/** The attribute markRepeatedLooks puts on the parts the colour rules leave to an earlier element. */
export const REPEATED_LOOK = 'data-axe-look-seen';

/**
 * Marks every part of the page whose colours an earlier element of the page already shows axe, in
 * the colour mode the page is in now (the marks of an earlier call go first), and returns how many
 * parts it marked: exclude `[data-axe-look-seen]` from the colour rules afterwards
 * (axeColourViolationsByLook).
 *
 * The colour rules read each element with text of its own for its look alone: its text's colour,
 * size, weight and shadow, its opacity, the backgrounds behind it up to the first opaque one (with
 * their images, opacities, blends and filters), and for a link, its underline and the text around it.
 * Two elements alike in all of these get the same answer from them, whatever their words. They were
 * three quarters of axe's time on the sweep's pages (an ordinary page: 0.3 to 0.7 s of 0.4 to 1.0;
 * the every-type page 18 of 24 s; 2026-12-04), reading the same few looks over and over.
 *
 * A part is marked when each of its elements has no text of its own or looks like an element before it
 * in the page, so every look the page has is still read, where it first appears, and an element with
 * a new colour, size or background anywhere is read too. What a look leaves out: an element laid over
 * another from outside its own ancestors (a sticky header over scrolled text). The sweep reads each
 * page at its top, where the site's only such element, the navbar, covers no text.
 */
export async function markRepeatedLooks(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    document.querySelectorAll(`[${attribute}]`).forEach((el) => el.removeAttribute(attribute));
    const styles = new Map<Element, CSSStyleDeclaration>();
    const styleOf = (el: Element): CSSStyleDeclaration => {
      const known = styles.get(el);
      if (known) return known;
      const style = getComputedStyle(el);
      styles.set(el, style);
      return style;
    };
    const backdrops = new Map<Element, string>();
    // The backgrounds behind an element, its own first, up to the first opaque colour with no image.
    const backdrop = (el: Element): string => {
      const known = backdrops.get(el);
      if (known !== undefined) return known;
      const s = styleOf(el);
      const layer = [s.backgroundColor, s.backgroundImage, s.opacity, s.mixBlendMode, s.filter].join('|');
      const opaque = s.backgroundImage === 'none' && s.backgroundColor.startsWith('rgb(');
      const parent = el.parentElement;
      const value = opaque || !parent ? layer : `${layer}>${backdrop(parent)}`;
      backdrops.set(el, value);
      return value;
    };
    const look = (el: Element): string => {
      const s = styleOf(el);
      const around = el.tagName === 'A' && el.parentElement ? styleOf(el.parentElement) : null;
      const link = around
        ? [s.textDecorationLine, s.textDecorationColor, s.borderBottomStyle, around.color, around.display]
        : [];
      return [
        el.tagName,
        s.color,
        s.fontSize,
        s.fontWeight,
        s.textShadow,
        s.webkitTextFillColor,
        s.visibility,
        ...link,
        backdrop(el),
      ].join('/');
    };
    const ownText = (el: Element) =>
      Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''));
    const seen = new Set<string>();
    let marked = 0;
    // Whether every element of the part is read already or has no text; marks the largest such parts.
    const walk = (el: Element): boolean => {
      let alike = true;
      if (ownText(el)) {
        const key = look(el);
        alike = seen.has(key);
        seen.add(key);
      }
      const children = Array.from(el.children);
      const read = children.map(walk);
      const whole = alike && read.every(Boolean);
      if (!whole)
        children.forEach((child, i) => {
          if (!read[i]) return;
          child.setAttribute(attribute, '');
          marked += 1;
        });
      return whole;
    };
    walk(document.body);
    return marked;
  }, REPEATED_LOOK);
}

/**
 * The colour rules on the page in the colour mode it is in now, each look read once
 * (markRepeatedLooks): what the sweep reads of a page's colours, in light and in dark. Same report
 * as axeViolations; `scope` as there.
 */
export async function axeColourViolationsByLook(
  page: Page,
  scope: { include?: string; exclude?: string } = {},
): Promise<string[]> {
  await markRepeatedLooks(page);
  const seen = `[${REPEATED_LOOK}]`;
  return axeViolations(page, {
    ...scope,
    exclude: scope.exclude ? `${scope.exclude}, ${seen}` : seen,
    colourOnly: true,
  });
}

/**
 * What axe reads (issue 44): a test about one part of a page (the search
 * modal, a menu, a list of results) checks that part, `include`, and leaves
 * the rest of the page to the sweep (sweep.spec.ts), which checks every page
 * whole once. axe's time grows with the elements it reads, most of it in the
 * colour rules: the whole of a long page three times over is what timed out
 * on a slower machine. `exclude` leaves out what another pass has covered
 * (markRepeatedSections).
 */
export interface AxeScope {
  /** What is checked (a CSS selector, or the element a locator finds), with everything inside it. */
  include?: string | Locator;
  /** A CSS selector: what it matches, and inside it, is left out. */
  exclude?: string;
}

const SCOPE_ATTRIBUTE = 'data-axe-scope';

/**
 * axe-core's minified build, which its package ships for injecting into pages: the same rules as
 * `axe.source` (its unminified build) in 0.58 MB against 1.3 MB. Putting it in a page took 280 to
 * 330 ms against 400 to 470 ms (six sweep pages, alternated, one worker idle, 2026-12-04): the
 * source travels over the DevTools protocol as JSON before the page parses it, and the suite puts it
 * in once per page axe reads. ./axe-check.spec.ts checks the copy in the page is the version of the
 * axe-core the suite's types describe.
 */
export const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe with the WCAG 2.0–2.2 A and AA rule sets (plus, with `landmarks`, the
 * landmark and heading rules, in the same pass), or only their colour rules,
 * on the whole page or on the part `include` names.
 *
 * axe-core runs in the page itself: its source is put in once per page and
 * `axe.run` reads the document. @axe-core/playwright, which the suite used
 * before, runs axe in every frame and then assembles the report in a second,
 * blank page it opens for each check: on this suite's pages that took 2 to 3 s
 * of each check, against 0.2 to 0.7 s for the run itself (the sweep's pages,
 * measured on 2026-12-01), most of the sweep's time. The site's pages hold no
 * frame, so the document is the whole page; a page with one fails the check
 * rather than leaving the frame unread.
 */
export async function axeViolations(
  page: Page,
  {
    colourOnly = false,
    withoutColour = false,
    landmarks = false,
    include,
    exclude,
  }: AxeScope & { colourOnly?: boolean; withoutColour?: boolean; landmarks?: boolean } = {},
): Promise<string[]> {
  await renderIslands(page);
  const frames = await page.locator('iframe').count();
  if (frames > 0)
    return [`frames: the page holds ${String(frames)} iframe(s), which this check doesn't read`];
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let selector = typeof include === 'string' ? include : null;
  if (include && typeof include !== 'string') {
    // axe takes selectors: name the located element by an attribute of its own for this run.
    await include.evaluate((el, attribute) => el.setAttribute(attribute, ''), SCOPE_ATTRIBUTE);
    selector = `[${SCOPE_ATTRIBUTE}]`;
  }
  const options: axe.RunOptions = {
    // Only violations are read: axe then skips building the report (selectors, HTML snippets) for
    // the thousands of nodes that pass, most of its time on a long page.
    resultTypes: ['violations'],
    runOnly: colourOnly ? { type: 'rule', values: [...COLOUR_RULES] } : { type: 'tag', values: WCAG_TAGS },
    // Named rules beside the tags: `rules` switches on rules outside them (axe's ruleShouldRun reads
    // it before runOnly's tags).
    // `withoutColour` switches the colour rules off the same way (axeColourViolationsByLook reads them).
    rules: Object.fromEntries([
      ...(landmarks && !colourOnly ? LANDMARK_RULES.map((id) => [id, { enabled: true }]) : []),
      ...(withoutColour ? COLOUR_RULES.map((id) => [id, { enabled: false }]) : []),
    ]),
  };
  const found = await page.evaluate(
    async ({ include: within, exclude: without, options: run }) => {
      // The copy of axe-core put in the page above; its types are Node's, not the page's.
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const report = await inPage.run(
        {
          ...(within ? { include: [[within]] } : { include: [document] }),
          ...(without ? { exclude: [[without]] } : {}),
        } as axe.ElementContext,
        run,
      );
      return report.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { include: selector, exclude: exclude ?? null, options },
  );
  if (include && typeof include !== 'string')
    await include.evaluate((el, attribute) => el.removeAttribute(attribute), SCOPE_ATTRIBUTE);
  return found.map(describeViolation);
}

/** One line per violated rule, with its first five targets. */
function describeViolation(v: {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}): string {
  return `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.targets.slice(0, 5).join(', ')}`;
}

/** The attribute markRepeatedSections puts on the elements it leaves to an earlier section. */
export const REPEATED_SECTION = 'data-axe-repeated';

/**
 * Marks, in the page's article, every section whose markup has the shape of
 * an earlier one, and returns how many it marked. A section is a heading and
 * what follows it up to the next heading; its shape is the set of its
 * elements' tags, classes, ARIA and link attributes' names, each with its
 * path from the section's top and whether it holds text of its own. axe's
 * rules read exactly these and the styles they select, never the words, so
 * a section of the same shape gives the same answer: a page generated from a
 * list (every Metadata API type, every error entry) is hundreds of copies of
 * a few shapes, and checking each copy was most of the sweep's time, minutes
 * of it on a slower machine (issue 44). Every shape is still checked, on its
 * first section; a section with another element, class or attribute is
 * checked too. Exclude `[data-axe-repeated]` from axe afterwards.
 */
export async function markRepeatedSections(page: Page): Promise<number> {
  return page.evaluate((attribute) => {
    const content = document.querySelector('article .markdown') ?? document.querySelector('article');
    if (!content) return 0;
    const seen = new Set<string>();
    let marked = 0;
    let section: Element[] = [];
    const describe = (el: Element): string => {
      const attributes = el
        .getAttributeNames()
        .filter(
          (name) =>
            name.startsWith('aria-') ||
            ['role', 'href', 'target', 'tabindex', 'alt', 'title', 'lang'].includes(name),
        )
        .sort();
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && /\S/.test(n.textContent ?? ''),
      );
      return `${el.tagName}.${Array.from(el.classList).sort().join('.')}[${attributes.join(',')}]${ownText ? '+text' : ''}`;
    };
    const shapeOf = (elements: Element[]): string => {
      const paths = new Set<string>();
      const walk = (el: Element, prefix: string) => {
        const here = `${prefix}/${describe(el)}`;
        paths.add(here);
        for (const child of Array.from(el.children)) walk(child, here);
      };
      for (const el of elements) walk(el, '');
      return [...paths].sort().join('\n');
    };
    const close = () => {
      if (section.length === 0) return;
      const shape = shapeOf(section);
      if (seen.has(shape)) {
        for (const el of section) el.setAttribute(attribute, '');
        marked += section.length;
      } else seen.add(shape);
      section = [];
    };
    for (const child of Array.from(content.children)) {
      if (/^H[1-6]$/.test(child.tagName)) close();
      section.push(child);
    }
    close();
    return marked;
  }, REPEATED_SECTION);
}
