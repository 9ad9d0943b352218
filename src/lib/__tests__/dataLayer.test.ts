import { expect, test } from '@playwright/test';
import { dataLayer } from '../dataLayer';

/** Runs `dataLayer()` with `window.dataLayer` set to `layer` (Node has no window). */
function withWindow<T>(layer: unknown, run: () => T): T {
  const global = globalThis as { window?: unknown };
  global.window = { dataLayer: layer };
  try {
    return run();
  } finally {
    delete global.window;
  }
}

test('no data layer until the container was requested, as before a consent choice', () => {
  const consentDefaults = [['consent', 'default', { analytics_storage: 'denied' }]];
  expect(withWindow(consentDefaults, dataLayer)).toBeUndefined();
  expect(withWindow(undefined, dataLayer)).toBeUndefined();
  expect(withWindow({ push() {} }, dataLayer)).toBeUndefined();
});

test('the data layer once the container was requested (after Accept)', () => {
  const layer = [['consent', 'default', {}], { 'gtm.start': 1, event: 'gtm.js' }];
  expect(withWindow(layer, dataLayer)).toBe(layer);
});
