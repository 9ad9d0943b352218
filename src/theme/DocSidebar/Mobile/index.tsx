/**
 * Wraps the docs sidebar's phone variant, which renders nothing itself: it
 * hands the sidebar's items to the navigation drawer. Mounted after the
 * page's first idle period rather than during hydration (issue 6): the
 * theme's hand-over compares props with `localeCompare`, whose first call
 * sets up the browser's collation tables, ~75 ms of a 4×-slowed CPU, half
 * of the longest task after hydration on a guide. Pressing the menu button
 * mounts it at once, and src/theme/Navbar/MobileSidebar holds the drawer
 * back until the items have arrived, so it still opens on the docs sidebar
 * (it tells the drawer that a docs sidebar is coming: useAnnounceDocsSidebar).
 */
import type { ReactNode } from 'react';
import DocSidebarMobile from '@theme-original/DocSidebar/Mobile';
import type DocSidebarMobileType from '@theme/DocSidebar/Mobile';
import type { WrapperProps } from '@docusaurus/types';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { useAfterIdle } from '@site/src/hooks/useAfterIdle';
import { useAnnounceDocsSidebar } from '@site/src/hooks/useDocsSidebarOnPage';

type Props = WrapperProps<typeof DocSidebarMobileType>;

export default function DocSidebarMobileWrapper(props: Props): ReactNode {
  const { shown } = useNavbarMobileSidebar();
  const ready = useAfterIdle(1);
  useAnnounceDocsSidebar();
  return ready || shown ? <DocSidebarMobile {...props} /> : null;
}
