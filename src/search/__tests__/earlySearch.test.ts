import { expect, test } from '@playwright/test';
import { withWorkerUrl } from '../../plugins/search-index';
import {
  EARLY_CLASSES,
  EARLY_SEARCH_SCRIPT,
  INDEX_URL_ATTRIBUTE,
  WORKER_URL_ATTRIBUTE,
} from '../worker/earlySearch';

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
