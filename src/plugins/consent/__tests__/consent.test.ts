import vm from 'node:vm';
import { expect, test } from '@playwright/test';
import { COOKIE_PATTERN, SETTINGS_SELECTOR } from '../constants';
import {
  ANALYTICS_CATEGORY,
  CONSENT_COOKIE,
  GTM_SCRIPT_URL,
  SETTINGS_ATTRIBUTE,
  consentHeadScript,
} from '..';

/**
 * The consent head script (src/plugins/consent), run in a bare VM with a
 * fake document: what it pushes and whether it requests the container, for
 * each stored choice. The browser tests (tests/e2e/fixtures-build) run it for
 * real; these cover the cookie values a browser test can't easily make.
 */
function runHeadScript(cookie: string) {
  const appended: { src?: string }[] = [];
  const window: { dataLayer?: unknown[]; mfGrantConsent?: () => void; mfDenyConsent?: () => void } = {};
  const document = {
    cookie,
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (el: { src?: string }) => appended.push(el) },
  };
  vm.runInNewContext(consentHeadScript('GTM-TEST123'), { window, document });
  // The VM's arguments objects, as plain arrays.
  const layer = (window.dataLayer ?? []).map((e) =>
    typeof e === 'object' && e !== null && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
  );
  return { layer, appended, window };
}

const choice = (categories: string[]) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories, revision: 0 }))}`;

test('with no choice stored: Consent Mode defaults all denied, and no container', () => {
  const { layer, appended } = runHeadScript('');
  expect(layer).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
      },
    ],
  ]);
  expect(appended).toEqual([]);
});

test('after Reject, or with a corrupt cookie, still no container', () => {
  for (const cookie of [
    choice([]),
    `${CONSENT_COOKIE}=%7Bnot-json`,
    `${CONSENT_COOKIE}=${encodeURIComponent('{}')}`,
  ]) {
    const { appended, layer } = runHeadScript(`other=1; ${cookie}`);
    expect(appended, cookie).toEqual([]);
    expect(layer, cookie).toHaveLength(1);
  }
});

test('after Accept: defaults, then the update, then the container, once', () => {
  const { layer, appended, window } = runHeadScript(`a=b; ${choice([ANALYTICS_CATEGORY])}`);
  expect(layer[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
  expect(layer[1]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
  expect(layer[2]).toMatchObject({ event: 'gtm.js' });
  expect(appended).toEqual([{ async: true, src: `${GTM_SCRIPT_URL}?id=GTM-TEST123` }]);
  window.mfGrantConsent?.();
  expect(appended).toHaveLength(1);
  // Withdrawing consent (Cookie settings, then Reject) tells the running container.
  window.mfDenyConsent?.();
  expect(Array.from(window.dataLayer?.at(-1) as ArrayLike<unknown>)).toEqual([
    'consent',
    'update',
    { analytics_storage: 'denied' },
  ]);
});

test('a container id that is not one fails the build instead of reaching a script', () => {
  expect(() => consentHeadScript("GTM-X';alert(1)//")).toThrow(/not a container id/);
});

test('the cookie the client module looks for is the one the banner sets and the head script reads', () => {
  expect(COOKIE_PATTERN.test(`x=1; ${CONSENT_COOKIE}=abc`)).toBe(true);
  expect(COOKIE_PATTERN.test(`x${CONSENT_COOKIE}=abc`)).toBe(false);
  expect(SETTINGS_SELECTOR).toBe(`[${SETTINGS_ATTRIBUTE}]`);
  expect(consentHeadScript('GTM-TEST123')).toContain(`${CONSENT_COOKIE}=`);
});
