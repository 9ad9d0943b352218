import { expect, test } from '@playwright/test';
import { COMMENT_MAX, beaconBody, dataLayerEvent, parseStoredAnswer, storageKey } from '../answer';

test('a stored answer is read back; anything else stored under the key is ignored', () => {
  expect(parseStoredAnswer(JSON.stringify({ helpful: true, reason: null, comment: '' }))).toEqual({
    helpful: true,
    reason: null,
    comment: '',
  });
  const no = { helpful: false, reason: 'hard-to-follow', comment: 'Step 3 is unclear.' };
  expect(parseStoredAnswer(JSON.stringify(no))).toEqual(no);
  for (const corrupt of [
    null,
    '',
    '{',
    'null',
    '42',
    '"yes"',
    JSON.stringify({ helpful: 'yes' }),
    JSON.stringify({ helpful: false, reason: 'boring', comment: '' }),
    JSON.stringify({ helpful: false, reason: 'other', comment: 7 }),
    JSON.stringify({ helpful: false, reason: 'other', comment: 'x'.repeat(COMMENT_MAX + 1) }),
  ]) {
    expect(parseStoredAnswer(corrupt), String(corrupt)).toBeNull();
  }
});

test('one key per page', () => {
  expect(storageKey('/start/how-to-run-job/')).not.toBe(storageKey('/faq/'));
});

test('the data-layer event carries the comment’s length, never its text', () => {
  const answer = { helpful: false, reason: 'inaccurate' as const, comment: '<b>secret</b> text' };
  const event = dataLayerEvent('/faq/', answer);
  expect(event).toEqual({
    event: 'page_feedback',
    page_path: '/faq/',
    helpful: false,
    reason: 'inaccurate',
    comment_length: answer.comment.length,
  });
  expect(JSON.stringify(event)).not.toContain('secret');
});

test('the beacon body carries the page, the answer, the comment as typed and the site version', () => {
  const answer = { helpful: false, reason: 'other' as const, comment: '<img src=x>' };
  expect(beaconBody('/faq/', answer, '1.2.3')).toEqual({
    page: '/faq/',
    helpful: false,
    reason: 'other',
    comment: '<img src=x>',
    siteVersion: '1.2.3',
  });
});
