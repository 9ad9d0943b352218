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
 */
import type { ReactNode } from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useAfterIdle } from '@site/src/hooks/useAfterIdle';

export default function MobileSidebarWrapper(): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const ready = useAfterIdle(2);
  return ready || shown ? <MobileSidebar /> : null;
}
