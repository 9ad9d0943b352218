/**
 * The pages each engine of the smoke suite opens (./../smoke.ts): the fewest of the sitemap's pages,
 * chosen greedily, that together hold every kind of markup any page of the built site holds. A kind
 * is an element name, a class, or a `data-` attribute's name in the page's server-rendered body:
 * what selects a component's styles and marks the element it renders, islands included. What can
 * break in one engine and not in another is the code a page runs and the CSS it applies, and those
 * follow the components a page renders, not its words: two pages of the same kinds run the same
 * code (the route's own chunk holds the compiled content, built by the same toolchain for the same
 * browsers). Every page is still opened in Chromium, by the sweep (tests/e2e/sweep.spec.ts), which
 * also fails on a request that fails. Each engine opens the whole cover, so every kind is opened in
 * both engines.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The kinds of markup in a page's HTML body: `t:` element names, `c:` classes, `a:` data attributes. */
export function markupKinds(html: string): Set<string> {
  const body = html.slice(Math.max(0, html.indexOf('<body')));
  const kinds = new Set<string>();
  for (const [, tag = ''] of body.matchAll(/<([a-z][\w-]*)/g)) kinds.add(`t:${tag}`);
  for (const [, classes = ''] of body.matchAll(/\sclass="([^"]*)"/g))
    for (const name of classes.split(/\s+/)) if (name) kinds.add(`c:${name}`);
  for (const [, attribute = ''] of body.matchAll(/\s(data-[\w-]+)=/g)) kinds.add(`a:${attribute}`);
  return kinds;
}

/**
 * The pages, in the order given, that together hold every kind any of them holds: `first` (kept
 * whatever it adds), then, again and again, the page that adds the most kinds not yet held (the
 * earlier one of equals), until none adds any.
 */
export function coverOf(
  pages: ReadonlyMap<string, ReadonlySet<string>>,
  first: readonly string[] = [],
): string[] {
  const held = new Set<string>();
  const chosen: string[] = [];
  const take = (page: string) => {
    chosen.push(page);
    for (const kind of pages.get(page) ?? []) held.add(kind);
  };
  for (const page of first) if (pages.has(page) && !chosen.includes(page)) take(page);
  for (;;) {
    let best: string | undefined;
    let adds = 0;
    for (const [page, kinds] of pages) {
      let count = 0;
      for (const kind of kinds) if (!held.has(kind)) count += 1;
      if (count > adds) [best, adds] = [page, count];
    }
    if (!best) break;
    take(best);
  }
  return [...pages.keys()].filter((page) => chosen.includes(page));
}

/** A sitemap path's HTML file in a build (`/faq/` → build/faq/index.html). */
export function pageFile(buildDir: string, pagePath: string): string {
  return path.join(buildDir, pagePath.endsWith('/') ? `${pagePath}index.html` : pagePath);
}

/** Each of a build's pages with the kinds of markup its HTML holds, read once. */
export function pageKinds(buildDir: string, paths: readonly string[]): Map<string, Set<string>> {
  return new Map(paths.map((p) => [p, markupKinds(readFileSync(pageFile(buildDir, p), 'utf8'))]));
}

/** The cover of a build's pages, `first` kept. */
export function markupCover(
  buildDir: string,
  paths: readonly string[],
  first: readonly string[] = [],
): string[] {
  return coverOf(pageKinds(buildDir, paths), first);
}
