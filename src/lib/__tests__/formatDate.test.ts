import { expect, test } from '@playwright/test';
import { formatShortDateUtc } from '../formatDate';

test('dates read as Intl formats them in English, in UTC, for every month and edge of a day', () => {
  const intl = new Intl.DateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let month = 0; month < 12; month++) {
    for (const [day, hour] of [
      [1, 0],
      [9, 12],
      [28, 23],
    ] as const) {
      const date = new Date(Date.UTC(2026, month, day, hour, 59, 59));
      expect(formatShortDateUtc(date), date.toISOString()).toBe(intl.format(date));
    }
  }
  expect(formatShortDateUtc(new Date(Date.UTC(1999, 11, 31, 23, 59)))).toBe('Dec 31, 1999');
});
