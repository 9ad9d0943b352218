import { useEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page has a docs sidebar for the phone menu: set by
 * src/theme/DocSidebar/Mobile (which the doc page renders) and read by
 * src/theme/Navbar/MobileSidebar (which the navbar renders, outside the docs
 * pages' providers, so no React context reaches from one to the other).
 */
let count = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(by: number): void {
  count += by;
  listeners.forEach((listener) => listener());
}

/** Marks the page as having a docs sidebar while the calling component is mounted. */
export function useAnnounceDocsSidebar(): void {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
}

export function useDocsSidebarOnPage(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => count > 0,
    () => false,
  );
}
