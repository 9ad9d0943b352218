import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { EARLY_INPUT_SCRIPT } from '../../src/plugins/early-input/script';
import { PAGE_TYPES, htmlFileFor, inlineScriptsGzip } from '../../scripts/lib/first-load';

/**
 * The early-input head script (issue 14, src/plugins/early-input) in the
 * build, and the Docusaurus 3.7.0 markup it depends on: when one of these
 * fails after an upgrade, the script's targets or its hydration signal need
 * revisiting.
 */
const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const DOCUSAURUS = path.join(ROOT, 'node_modules/@docusaurus');

const read = (file: string) => readFileSync(file, 'utf8');
/** The opening tags of the elements whose class list has `token` (a prefix when it ends in `_`). */
function elementsWithClass(html: string, token: string): string[] {
  const tags = html.match(/<[a-z]+\b[^>]*\sclass="[^"]*"[^>]*>/g) ?? [];
  return tags.filter((tag) =>
    (/\sclass="([^"]*)"/.exec(tag)?.[1] ?? '')
      .split(/\s+/)
      .some((name) => (token.endsWith('_') ? name.startsWith(token) : name === token)),
  );
}

test.beforeAll(() => {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run `npx docusaurus build` first (scripts/test.sh does)');
  }
});

test('every page type carries the script in its head, once, and its targets as the script expects', () => {
  for (const [type, route] of Object.entries(PAGE_TYPES)) {
    const html = read(htmlFileFor(BUILD, route));
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.split(`<script>${EARLY_INPUT_SCRIPT}</script>`), type).toHaveLength(2);
    expect(html.split(EARLY_INPUT_SCRIPT), type).toHaveLength(2);
    // As EARLY_TARGETS names them: Search, the phone menu button, the color-mode toggle.
    expect(elementsWithClass(html, 'DocSearch-Button'), type).toHaveLength(1);
    expect(elementsWithClass(html, 'navbar__toggle'), type).toHaveLength(1);
    const toggles = elementsWithClass(html, 'toggleButton_');
    expect(toggles, type).toHaveLength(1);
    // Disabled until hydration: why taps are recorded at pointerup.
    expect(toggles[0], type).toMatch(/^<button\b[^>]*\sdisabled=""/);
    // The signal the replay waits for, not yet given.
    expect(html, type).toMatch(/<html\b[^>]*\sdata-has-hydrated="false"/);
  }
});

test('the Content-Security-Policy allows the script by its hash', () => {
  const hash = createHash('sha256').update(EARLY_INPUT_SCRIPT, 'utf8').digest('base64');
  expect(read(path.join(BUILD, '_headers'))).toContain(`'sha256-${hash}'`);
});

test('the script stays a few hundred bytes of the served page', () => {
  // Counted in the first-load JS budget too (tests/unit/budgets.test.ts).
  const cost = inlineScriptsGzip(read(htmlFileFor(BUILD, '/')));
  expect(cost).toBeGreaterThan(0);
  expect(cost).toBeLessThanOrEqual(512);
});

test('Docusaurus still marks hydration on <html> and renders the color-mode toggle disabled before it', () => {
  const squash = (file: string) => read(path.join(DOCUSAURUS, file)).replace(/\s+/g, ' ');
  expect(squash('core/lib/client/hasHydratedDataAttribute.js')).toContain(
    '<html data-has-hydrated={isBrowser}/>',
  );
  const toggle = squash('theme-classic/lib/theme/ColorModeToggle/index.js');
  expect(toggle).toContain('disabled={!isBrowser}');
  expect(toggle).toContain('styles.toggleButton');
  expect(squash('theme-classic/lib/theme/Navbar/MobileSidebar/Toggle/index.js')).toContain(
    'className="navbar__toggle clean-btn"',
  );
});
