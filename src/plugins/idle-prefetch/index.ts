/**
 * Moves Docusaurus's link prefetching out of the page's start-up (issue 6).
 *
 * Every internal `<Link>` asks `window.docusaurus.prefetch(route)` as soon as
 * it scrolls into view, and each call matches the route table and appends
 * `<link rel="prefetch">` tags. Right after hydration that is 20–40 calls in
 * one task: ~240 ms of a 4×-slowed CPU profile of a guide, the largest long
 * task after the main script. ./client.ts queues those calls and runs them
 * one per idle period instead, so the same routes are still fetched before
 * anyone clicks, without blocking input. `preload` (hover, focus, touch) is
 * untouched and stays immediate.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
