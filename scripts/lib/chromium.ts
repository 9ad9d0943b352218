/**
 * Debian's Chromium, as the tests and the benchmark launch it. The flags let
 * it run as root on a machine without network access: no sandbox, no GPU,
 * and none of the background calls home that this network refuses.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
