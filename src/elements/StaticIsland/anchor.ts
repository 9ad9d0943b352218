/**
 * Lands the address's anchor where it belongs on a page of islands (./index.tsx). An island nobody
 * has been near keeps an estimated height (./styles.module.css). Following an anchor puts its target
 * at the top of the viewport; the island above it then comes near the viewport, the browser lays it
 * out, and its real height replaces the estimate. That island, the first thing in view, is the
 * browser's scroll anchor, so it stays and the target moves by the difference (on /errors/, 108 px:
 * off the screen). So, when the address names an anchor inside an island, the islands from a screen
 * and a half above the target down to its own are laid out for good (their real heights known), and
 * the target is scrolled to again. On the page's first render and on each change of the address's
 * anchor; nothing else.
 */
import { ISLAND_ATTRIBUTE } from './attribute';

/** How far above the target islands are laid out, in viewport heights: past the browser's margin for `content-visibility: auto`. */
const ABOVE = 1.5;

export function landAnchor(): void {
  const { hash } = window.location;
  if (hash.length < 2) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  const target = document.getElementById(id);
  const island = target?.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`);
  // A reader already a screen away from it (scrolled before the page hydrated) is left where they are.
  if (!target || !island || Math.abs(target.getBoundingClientRect().top) > window.innerHeight) return;
  island.style.contentVisibility = 'visible';
  let above = 0;
  for (
    let node = island.previousElementSibling;
    node instanceof HTMLElement && above < window.innerHeight * ABOVE;
    node = node.previousElementSibling
  ) {
    if (node.hasAttribute(ISLAND_ATTRIBUTE)) node.style.contentVisibility = 'visible';
    above += node.getBoundingClientRect().height;
  }
  target.scrollIntoView();
}

let listening = false;

/** Once a page: lands the anchor now, and again whenever the address's anchor changes. */
export function keepAnchorsLanding(): void {
  if (listening) return;
  listening = true;
  landAnchor();
  window.addEventListener('hashchange', landAnchor);
}
