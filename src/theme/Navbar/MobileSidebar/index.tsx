/**
 * Wraps the mobile navigation drawer so that it is built after the page's
 * start-up, not during it (issue 6).
 *
 * On a phone, the theme mounts the drawer as soon as the page hydrates:
 * every navbar item plus, on docs pages, the whole docs sidebar, all hidden
 * off-screen. In a 4×-slowed profile of a guide that render was a ~190 ms
 * long task. Here the drawer is rendered in a low-priority transition after
 * the browser's second idle period (the first lets the docs sidebar hand its
 * items to the drawer: src/theme/DocSidebar/Mobile), and at once if the menu
 * button is pressed before then (the drawer then appears without its
 * slide-in). A CSS `@starting-style` rule would keep the slide there too, but
 * Docusaurus 3.7.0's CSS minifier hoists that rule's declarations out of the
 * at-rule, which hid the backdrop for good.
 *
 * Pressed before the docs sidebar has handed its items over (in WebKit, which
 * has no requestIdleCallback, that is the first half second after hydration),
 * the theme would show the main menu until the hand-over's effects have run,
 * then slide to the docs list (issue 16). So on a docs page the drawer waits,
 * behind the backdrop, until the theme shows its docs list (a few frames),
 * and opens on it; at most HAND_OVER_WAIT_MS, so the button can never be dead.
 */
import { useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar, useNavbarSecondaryMenu } from '@docusaurus/theme-common/internal';
import { useAfterIdle } from '@site/src/hooks/useAfterIdle';
import { useDocsSidebarOnPage } from '@site/src/hooks/useDocsSidebarOnPage';

export const HAND_OVER_WAIT_MS = 1000;

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const secondaryMenu = useNavbarSecondaryMenu();
  const docsSidebarOnPage = useDocsSidebarOnPage();
  const ready = useAfterIdle(2);

  // Whether this opening of the drawer may show it: once the docs list is
  // up, going back to the main menu inside the drawer must not hide it.
  const [released, setReleased] = useState(false);
  if (!shown && released) setReleased(false);
  if (shown && !released && (secondaryMenu.shown || !docsSidebarOnPage)) setReleased(true);
  const waiting = shown && !released;

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setReleased(true), HAND_OVER_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (waiting) return null;
  return ready || shown ? <MobileSidebar /> : null;
}
