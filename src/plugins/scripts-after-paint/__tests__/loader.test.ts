import { expect, test } from '@playwright/test';
import { LOADER_ATTRIBUTE, LOADER_SCRIPT, loadScriptsAfterPaint } from '..';

const head = (scripts: string) =>
  `<html><head><link rel="stylesheet" href="/assets/css/styles.1.css">${scripts}</head><body><p>Text</p></body></html>`;

test('the deferred app scripts become one loader, in their order, where they were', () => {
  const html = head(
    '<script src="/assets/js/runtime~main.1.js" defer="defer"></script>\n<script src="/assets/js/main.2.js" defer="defer"></script>\n',
  );
  expect(loadScriptsAfterPaint(html)).toBe(
    head(
      `<script ${LOADER_ATTRIBUTE}="/assets/js/runtime~main.1.js /assets/js/main.2.js">${LOADER_SCRIPT}</script>`,
    ),
  );
});

test('a page without deferred scripts, or with other scripts only, is left as it is', () => {
  for (const html of [
    head(''),
    head('<script>inline()</script>'),
    head('<script src="https://www.googletagmanager.com/gtm.js" async></script>'),
  ]) {
    expect(loadScriptsAfterPaint(html)).toBe(html);
  }
});

test('the loader is one valid script with no file name of its own, so one CSP hash covers every page', () => {
  expect(() => new Function(LOADER_SCRIPT)).not.toThrow();
  expect(LOADER_SCRIPT).not.toMatch(/assets\//);
});
