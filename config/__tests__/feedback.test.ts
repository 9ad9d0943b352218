import { expect, test } from '@playwright/test';
import { createFeedbackConfig, feedbackWidgetEnabled, reportProblemUrl } from '../feedback';
import { contentSecurityPolicy } from '../http-headers';

test('the Yes/No widget is shown only when answers have somewhere to go', () => {
  const none = createFeedbackConfig({ gtm: false, endpoint: undefined, siteVersion: '1' });
  expect(none).toEqual({ dataLayer: false, endpoint: null, siteVersion: '1' });
  expect(feedbackWidgetEnabled(none)).toBe(false);
  expect(
    feedbackWidgetEnabled(createFeedbackConfig({ gtm: true, endpoint: undefined, siteVersion: '1' })),
  ).toBe(true);
  const endpoint = createFeedbackConfig({
    gtm: false,
    endpoint: 'https://hooks.example.com/fb',
    siteVersion: '1',
  });
  expect(endpoint.endpoint).toBe('https://hooks.example.com/fb');
  expect(feedbackWidgetEnabled(endpoint)).toBe(true);
});

test('a FEEDBACK_ENDPOINT that is not an absolute http(s) URL fails the build', () => {
  for (const bad of [
    '/api/feedback',
    'hooks.example.com',
    'ftp://hooks.example.com/x',
    'javascript:alert(1)',
  ]) {
    expect(() => createFeedbackConfig({ gtm: false, endpoint: bad, siteVersion: '1' }), bad).toThrow(
      /FEEDBACK_ENDPOINT/,
    );
  }
});

test('the report link opens a new issue with the title and URL encoded', () => {
  expect(
    reportProblemUrl('https://github.com/metaferry/metaferry-docs', {
      title: 'Run a job & "validate" it',
      url: 'https://docs.metaferry.example/start/how-to-run-job/',
    }),
  ).toBe(
    'https://github.com/metaferry/metaferry-docs/issues/new' +
      '?title=Problem%20on%20%22Run%20a%20job%20%26%20%22validate%22%20it%22' +
      '&body=Page%3A%20https%3A%2F%2Fdocs.metaferry.example%2Fstart%2Fhow-to-run-job%2F%0A%0AWhat%20is%20wrong%20or%20missing%3F%0A',
  );
});

test('connect-src names the feedback endpoint’s origin only when one is set', () => {
  const base = { scriptHashes: [], gtm: false, algolia: false };
  const connect = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '));
  expect(connect(contentSecurityPolicy(base))).toBe("connect-src 'self'");
  expect(
    connect(contentSecurityPolicy({ ...base, feedbackEndpoint: 'https://hooks.example.com:8443/fb?x=1' })),
  ).toBe("connect-src 'self' https://hooks.example.com:8443");
  // The tag manager's CSP no longer allows frames: its <noscript> iframe is gone.
  expect(contentSecurityPolicy({ ...base, gtm: true })).toContain("frame-src 'self';");
});
