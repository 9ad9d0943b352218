/**
 * The color mode switches without transitions (issue 56). Infima gives links, buttons and
 * menu items short color transitions, which are right for a hover and wrong for a switch of
 * the whole palette: on the guide, in the phone menu, one tap started 75 of them, and the browser
 * computed their before and after styles and fired 150 transition events (each dispatched through
 * React's root listener) before it painted the new colors (a trace at 4× CPU: about 100 ms of the
 * tap's 380).
 *
 * The theme's provider sets `data-theme` on `<html>` from an effect that runs inside the click.
 * A mutation observer's callback runs right after it, before the browser's next style pass, and
 * marks `<html>` so that custom.css turns transitions off for that pass; two frames later, with
 * the new colors painted, the mark goes and hovers transition again. Nothing of the theme is
 * overridden: this listens to the attribute the theme already writes.
 */
export const SWITCHING_ATTRIBUTE = 'data-theme-switching';

/** Starts watching `root`'s color mode; returns what stops it. */
export function quietColorSwitch(root: HTMLElement = document.documentElement): () => void {
  let mode = root.getAttribute('data-theme');
  let frame = 0;
  const observer = new MutationObserver(() => {
    const now = root.getAttribute('data-theme');
    if (now === mode) return;
    mode = now;
    root.setAttribute(SWITCHING_ATTRIBUTE, '');
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => root.removeAttribute(SWITCHING_ATTRIBUTE));
    });
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
    root.removeAttribute(SWITCHING_ATTRIBUTE);
  };
}
