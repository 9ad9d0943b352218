/**
 * The head script of ./index.ts, apart from the plugin so that tests and the
 * byte budget (scripts/lib/first-load.ts) can read it without the plugin's
 * Node.js imports.
 */

/** The buttons whose taps are recorded: Search, the phone menu button, the color-mode toggle. */
export const EARLY_TARGETS = [
  '.DocSearch-Button',
  '.navbar__toggle',
  // The theme's ColorModeToggle: its CSS-module class keeps its local name before the hash.
  '[class*=toggleButton_]',
] as const;

/**
 * Small (the bytes count against the first-load JS budget:
 * scripts/lib/first-load.ts) and ES5 (it runs before anything else, in every
 * browser that loads the page).
 *
 * Recording, in one capture-phase listener on the window for keydown,
 * pointerup and click, while `a` is set:
 * - a key: Ctrl/Cmd+K, or `/` outside a text field; after either (`o`),
 *   single characters, Backspace and Escape too, which the search bar takes
 *   as the query while its modal loads (Escape ends that, and the opening).
 *   Recorded keys are prevented: Ctrl+K would focus the browser's address
 *   bar, `/` open Firefox's quick find;
 * - a tap on a target: at pointerup (a disabled button, as the color-mode
 *   toggle is before hydration, gets pointer events but no click), as the
 *   target's index; a click with `detail` 0 (Enter or Space on a focused
 *   button) likewise. A tap's own click is stopped, not recorded. A tap on
 *   Search starts a query like `/`; a tap elsewhere ends it. Other mouse
 *   buttons are stopped on the targets and not recorded.
 * Every recorded event is stopped there, at the window in the capture phase,
 * where this listener is the first: a half-started app never sees it, only
 * the replay does.
 *
 * Replaying: when Docusaurus marks `<html data-has-hydrated="true">` (in the
 * render that also enables the color-mode toggle), one task later (the
 * search bar's key listener is installed by an effect of the hydration), the
 * recording stops and the queue is replayed in order: a key as the same
 * keydown at the focused element, a tap as a click on the target (the first
 * match: the navbar's own toggle, before the phone menu's copy). Each tap
 * gets a task of its own, with the keys that follow it, so that it is applied
 * before the next, as a separate tap would be; the keys after a search
 * shortcut or tap go in one go, so that the search bar collects them all
 * while its modal loads. From then on the listener does nothing and input
 * reaches the app as usual.
 */
export const EARLY_INPUT_SCRIPT = [
  // As Docusaurus's HTML minifier (terser) writes it, so that the build carries these exact bytes
  // (checked by tests/unit/early-input.test.ts), which the budget and the unit tests read.
  // i: the targets, n: the queue, a: recording, o: a query is being typed, r: the listener,
  // c: the replay (one tap per task, with the keys after it).
  '!function(){var e=document,t=e.documentElement,n=[],a=1,o=0,i=',
  `${JSON.stringify(EARLY_TARGETS)};`,
  'function r(e){if(a){var t=e.target,r=e.key,c=e.ctrlKey||e.metaKey,s=3;',
  'if(r){if(c&&/^k$/i.test(r)||"/"==r&&!t.closest("input,textarea,[contenteditable]"))o=1;else{if(!o||c||e.altKey||r[1]&&"Backspace"!=r&&"Escape"!=r)return;o="Escape"!=r}e.preventDefault(),n.push(e)}',
  'else{for(;s--&&!t.closest(i[s]););if(s<0)return;e.detail||e.button||n.push(s)&&(o=!s)}',
  'e.stopImmediatePropagation()}}',
  'function c(){a=0;for(var t,o=0;null!=(t=n[0])&&(t.key||!o++);n.shift())t.key?e.activeElement.dispatchEvent(new KeyboardEvent(t.type,t)):e.querySelector(i[t]).click();null!=t&&setTimeout(c)}',
  '["keydown","pointerup","click"].map(function(e){addEventListener(e,r,!0)}),',
  'new MutationObserver(function(){"true"==t.dataset.hasHydrated&&setTimeout(c)}).observe(t,{attributes:!0})}()',
].join('');
