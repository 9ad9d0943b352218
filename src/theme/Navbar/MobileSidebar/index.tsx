/**
 * Wraps the mobile navigation drawer so that it is built when the reader is
 * likely to need it, not during the page's start-up (issue 6).
 *
 * On a phone, the theme mounts the drawer as soon as the page hydrates:
 * every navbar item plus, on docs pages, the whole docs sidebar, all hidden
 * off-screen. In a 4×-slowed profile of a guide that render was a ~190 ms
 * long task. Here the drawer is rendered in a low-priority transition once
 * the browser is idle after load (React splits that work into short slices),
 * and at once if the menu button is pressed before then (the drawer then
 * appears without its slide-in). A CSS `@starting-style` rule would keep the
 * slide there too, but Docusaurus 3.7.0's CSS minifier hoists that rule's
 * declarations out of the at-rule, which hid the backdrop for good.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 5000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
};

export default function MobileSidebarWrapper(): ReactNode {
  const { shown, shouldRender } = useNavbarMobileSidebar();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!shouldRender || ready) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [shouldRender, ready]);
  return ready || shown ? <MobileSidebar /> : null;
}
