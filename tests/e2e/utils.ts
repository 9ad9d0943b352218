import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, type Request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const ROOT = path.resolve(__dirname, '../..');

/** Every page path in a build's sitemap, as a site-relative path. */
export function sitemapPaths(buildDir = 'build'): string[] {
  const xml = readFileSync(path.join(ROOT, buildDir, 'sitemap.xml'), 'utf8');
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
  if (paths.length === 0) throw new Error(`${buildDir}/sitemap.xml lists no pages`);
  return paths;
}

/** Docusaurus marks <html data-has-hydrated="true"> once React has hydrated. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
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

/** axe with the WCAG 2.0–2.2 A and AA rule sets, or only their colour rules. */
export async function axeViolations(page: Page, { colourOnly = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (
    colourOnly
      ? builder.withRules([...COLOUR_RULES])
      : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  ).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(', ')}`,
  );
}
