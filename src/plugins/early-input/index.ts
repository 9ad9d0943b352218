/**
 * Input made before the app runs is not lost (issue 14).
 *
 * The app's scripts start after the first paint (../scripts-after-paint), so
 * for a moment the reader sees a page whose buttons do nothing: Ctrl/Cmd+K or
 * `/`, a tap on Search, on the phone menu button or on the color-mode toggle
 * (which the theme renders `disabled` until it has hydrated) would be lost.
 * EARLY_INPUT_SCRIPT (./script.ts), inline in every page's head, records
 * exactly those inputs and replays them, in order and once each, through the
 * real UI once React has hydrated. Keys typed after a search shortcut are
 * recorded too: replayed into the search bar while its modal loads, they
 * become the modal's query (src/theme/SearchBar, `typedWhileOpening`).
 *
 * One inline script and no client module: the replay is a few dozen bytes,
 * and a client module would add its code and its hydration wait to every
 * page's main.js. The Content-Security-Policy allows the script by its hash
 * (config/http-headers.ts hashes every inline script of the build).
 *
 * Relies on Docusaurus 3.7.0's markup, checked against the theme and the
 * build by tests/unit/early-input.test.ts: the navbar's `.navbar__toggle`,
 * the color-mode toggle's `toggleButton_…` CSS-module class and its
 * `disabled` before hydration, and `<html data-has-hydrated="true">` once the
 * app has hydrated.
 */
import type { Plugin } from '@docusaurus/types';
import { EARLY_INPUT_SCRIPT } from './script';

export default function earlyInputPlugin(): Plugin {
  return {
    name: 'early-input',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: EARLY_INPUT_SCRIPT }] };
    },
  };
}
