import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gzipSize, pageAssets } from '../../scripts/lib/first-load';
import { minifyCss, printCssFile, PRINT_CSS_SOURCE } from '../../src/plugins/print-stylesheet';

/**
 * The print stylesheet (src/css/print.css, issue 12) reaches every page of
 * build/ as its own file with media="print", outside the first-load budgets
 * (scripts/lib/first-load.ts leaves print-only stylesheets out), so it holds
 * a budget of its own here.
 */
const BUILD = path.resolve(__dirname, '../../build');
const PRINT_CSS_BUDGET = 2 * 1024;
const PRINT_LINK = /<link\b[^>]*\bmedia="print"[^>]*>/g;

test('minifyCss drops comments and indentation, and keeps every rule', () => {
  const css =
    '/* why */\nh1,\n  h2 {\n  break-after: avoid; /* note */\n}\na::after { content: " (" attr(href) ")"; }\n';
  expect(minifyCss(css)).toBe(
    'h1,\nh2 {\nbreak-after: avoid;\n}\na::after { content: " (" attr(href) ")"; }',
  );
});

test('every page of build/ links the print stylesheet, print-only, outside its first load', async () => {
  expect(existsSync(path.join(BUILD, 'index.html')), 'build/ is missing: run the build first').toBe(true);
  const expected = printCssFile(readFileSync(PRINT_CSS_SOURCE, 'utf8'));
  const href = `/assets/css/${expected.fileName}`;
  const pages = (await readdir(BUILD, { recursive: true })).filter((f) => f.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(40);
  const wrong: string[] = [];
  for (const file of pages) {
    const html = readFileSync(path.join(BUILD, file), 'utf8');
    const links = [...html.matchAll(PRINT_LINK)].map(([tag]) => tag);
    if (
      links.length !== 1 ||
      !links[0]?.includes(`href="${href}"`) ||
      !links[0].includes('rel="stylesheet"')
    ) {
      wrong.push(`${file}: ${links.join(' ') || 'no print stylesheet'}`);
    } else if (pageAssets(html).css.includes(href)) {
      wrong.push(`${file}: the print stylesheet counts as first-load CSS`);
    }
  }
  expect(wrong).toEqual([]);
  const file = path.join(BUILD, href);
  expect(readFileSync(file, 'utf8')).toBe(expected.css);
  expect(gzipSize(file)).toBeLessThanOrEqual(PRINT_CSS_BUDGET);
});

/**
 * Denser print (issue 41, item 3) stops at a size people read: every font size the stylesheet
 * sets is at least 8pt, or relative to a size at least as large (1em and up, `inherit`), or a
 * `max()` with a floor of 8pt or more. tests/e2e/print.spec.ts measures the every-type table.
 */
test('the print stylesheet sets no text under 8pt', () => {
  const source = minifyCss(readFileSync(PRINT_CSS_SOURCE, 'utf8'));
  const sizes = [...source.matchAll(/(?<![\w-])font-size:\s*([^;}]+)/g)].map(([, value]) =>
    (value ?? '').trim(),
  );
  expect(sizes.length).toBeGreaterThan(5);
  const readable = (value: string): boolean => {
    const floor = /^max\((.*)\)$/.exec(value);
    if (floor) return (floor[1] ?? '').split(',').some((part) => readable(part.trim()));
    const length = /^([\d.]+)(pt|em|rem|%)$/.exec(value);
    if (!length) return value === 'inherit';
    const [, number = '', unit] = length;
    return unit === 'pt' ? Number(number) >= 8 : Number(number) >= (unit === '%' ? 100 : 1);
  };
  expect(sizes.filter((value) => !readable(value))).toEqual([]);
});

/**
 * The docs PDF (scripts/pdf.ts) is linked from the landing page and its
 * Markdown twin; scripts/test.sh writes the file after the build, and
 * tests/e2e/pdf.spec.ts checks it.
 */
test('the landing page and its Markdown twin link the docs PDF', () => {
  const html = readFileSync(path.join(BUILD, 'index.html'), 'utf8');
  expect(html).toMatch(
    /<a href="\/metaferry-docs\.pdf"[^>]*>Download the whole documentation as one PDF<\/a>/,
  );
  const twin = readFileSync(path.join(BUILD, 'index.md'), 'utf8');
  expect(twin).toMatch(
    /\[Download the whole documentation as one PDF\]\(https?:\/\/[^/]+\/metaferry-docs\.pdf\)/,
  );
});
