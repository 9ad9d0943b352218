/**
 * Debian's Chromium, as the tests and the benchmark launch it. The flags let
 * it run as root on a machine without network access: no sandbox, no GPU,
 * and none of the background calls home that this network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell from Debian (package chromium-headless-shell, built from the same
 * Chromium source and release as the browser above): the test suite's Chromium. It is Blink and V8
 * as in the browser, without the browser's own layer (its windows, tabs and profile services),
 * and it is what Playwright itself runs for headless Chromium when it downloads its browsers.
 * Measured on 2026-12-01 on a 2-core machine, the same Playwright run (1,584 tests, 2 workers):
 * 19.0 min with the full browser, 14.0 with the shell; the Chromium projects' summed test time
 * fell from 1,755 to 1,096 s, the page sweep's from 674 to 437 s. The full browser stays for
 * what measures a reader's browser (Lighthouse and the benchmarks) and prints the docs PDF.
 * `CHROMIUM_HEADLESS_SHELL_PATH` points the tests at another one.
 */
export const CHROMIUM_HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
