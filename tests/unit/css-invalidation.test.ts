import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * No screen stylesheet rule reaches an element's descendants through the `class` attribute
 * (`div[class^='announcementBar_'] a`). Chromium keys such a rule's invalidation on the attribute,
 * not on a class: any element's class change then restyles every matching descendant. Docusaurus
 * changes `<html>`'s classes four times while a page hydrates, and each change restyled all 2,471
 * links of the every-type page (issue 56: its load, traced). A class selector, a role or a data
 * attribute names the element instead. Infima's `.col[class*='col--']` is on the element itself:
 * allowed.
 */
const CSS = path.resolve(__dirname, '../../build/assets/css');

/** The selectors of a stylesheet's rules, at-rules' own preludes left out. */
function selectors(css: string): string[] {
  const out: string[] = [];
  for (const match of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{/g)) {
    const prelude = (match[1] ?? '').trim();
    if (!prelude.startsWith('@')) out.push(...prelude.split(','));
  }
  return out;
}

/** True when an attribute selector on `class` is followed by a combinator and another compound. */
export function classAttributeReachesDescendants(selector: string): boolean {
  return /\[class[\^*$~|]?=[^\]]*\][^\s>~+]*\s*[\s>~+]\s*\S/.test(selector.trim());
}

test('the rule finds a descendant reached through the class attribute, and only that', () => {
  expect(classAttributeReachesDescendants("div[class^='announcementBar_'] a")).toBe(true);
  expect(classAttributeReachesDescendants('div[class^=announcementBar_]>a')).toBe(true);
  expect(classAttributeReachesDescendants(".col[class*='col--']")).toBe(false);
  expect(classAttributeReachesDescendants("div[role='banner'] a")).toBe(false);
});

test('no screen stylesheet reaches descendants through the class attribute: a class change on <html> restyles nothing below it', () => {
  const sheets = readdirSync(CSS).filter((name) => /^styles\.[0-9a-f]+\.css$/.test(name));
  expect(sheets).toHaveLength(1);
  const found = sheets.flatMap((name) =>
    selectors(readFileSync(path.join(CSS, name), 'utf8')).filter(classAttributeReachesDescendants),
  );
  expect(found).toEqual([]);
});
