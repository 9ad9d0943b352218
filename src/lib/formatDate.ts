/**
 * Dates as the theme shows them in English ("Nov 23, 2026", UTC), without
 * `Intl.DateTimeFormat`: a page's first one costs 20 to 60 ms while the
 * browser loads its locale data (measured in Chromium at full speed; four
 * times that on Lighthouse's simulated phone), and the theme built it during
 * hydration on every dated doc page. The site is English-only.
 * src/lib/__tests__/formatDate.test.ts compares the output with Intl's.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** As `new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })`. */
export function formatShortDateUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
