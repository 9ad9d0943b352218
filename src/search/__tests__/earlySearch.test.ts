import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withWorkerUrl } from '../../plugins/search-index';
import {
  EARLY_CLASSES,
  EARLY_SEARCH_SCRIPT,
  INDEX_URL_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
  WORKER_URL_ATTRIBUTE,
  type EarlySearchSettings,
} from '../worker/earlySearch';

const ROOT = path.resolve(__dirname, '../../..');

test('the search page’s inline script is one valid script that names no file, so one CSP hash covers every build', () => {
  expect(() => new Function(EARLY_SEARCH_SCRIPT)).not.toThrow();
  expect(EARLY_SEARCH_SCRIPT).not.toMatch(/assets\/|search-index\./);
  // It sets text, never HTML.
  expect(EARLY_SEARCH_SCRIPT).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  // Every class it paints with is one the page hands it.
  const used = new Set([...EARLY_SEARCH_SCRIPT.matchAll(/\bk\.(\w+)/g)].map((m) => m[1]));
  expect([...used].sort()).toEqual([...EARLY_CLASSES].sort());
});

test('the worker’s URL is written into the search page’s script only', () => {
  const page = `<script ${INDEX_URL_ATTRIBUTE}="/search-index.1.json" ${WORKER_URL_ATTRIBUTE}="">x</script>`;
  expect(withWorkerUrl(page, '/assets/js/search-worker.ab12.js')).toBe(
    `<script ${INDEX_URL_ATTRIBUTE}="/search-index.1.json" ${WORKER_URL_ATTRIBUTE}="/assets/js/search-worker.ab12.js">x</script>`,
  );
  const other = '<p>no script</p>';
  expect(withWorkerUrl(other, '/assets/js/search-worker.ab12.js')).toBe(other);
});

test('build/search/: the script names the built worker and index, and the class names the page’s list uses', () => {
  const html = readFileSync(path.join(ROOT, 'build', 'search', 'index.html'), 'utf8');
  const attribute = (name: string) =>
    new RegExp(`<script [^>]*${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
  const worker = attribute(WORKER_URL_ATTRIBUTE);
  expect(worker).toMatch(/^\/assets\/js\/search-worker\.[0-9a-f]+\.js$/);
  expect(existsSync(path.join(ROOT, 'build', worker)), worker).toBe(true);
  expect(existsSync(path.join(ROOT, 'build', attribute(INDEX_URL_ATTRIBUTE)))).toBe(true);
  const settings = JSON.parse(attribute(SETTINGS_ATTRIBUTE)) as EarlySearchSettings;
  expect(settings.perPage).toBe(20);
  const css = readFileSync(
    path.join(ROOT, 'build', /href="(\/assets\/css\/styles\.[0-9a-f]+\.css)"/.exec(html)?.[1] ?? ''),
    'utf8',
  );
  for (const [name, className] of Object.entries(settings.classes)) {
    expect(className, name).toMatch(/\S/);
    expect(css.includes(`.${className}`), `${name}: .${className} in the stylesheet`).toBe(true);
  }
});
