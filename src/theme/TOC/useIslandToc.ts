/**
 * The table of contents with the level-3 headings of the page's static islands, once the page has
 * hydrated (./islandHeadings.ts, issue 52). That code loads only where the page has an island (the
 * error directory, the every-type page), on its own chunk: no page's first load carries it.
 */
import { useEffect, useState } from 'react';
import type { TOCItem } from '@docusaurus/mdx-loader';
import { ISLAND_ATTRIBUTE } from '@site/src/elements/StaticIsland/attribute';

/** The deepest level a table of contents shows (the spec: levels 2 to 3). */
export const TOC_MAX_LEVEL = 3;

/** The contents and their deepest level, the islands' headings added once the page is idle. */
export function useIslandToc(
  toc: readonly TOCItem[],
  maxHeadingLevel: number | undefined,
): { toc: readonly TOCItem[]; maxHeadingLevel: number | undefined } {
  const [added, setAdded] = useState<readonly TOCItem[] | null>(null);
  useEffect(() => {
    if (!document.querySelector(`[${ISLAND_ATTRIBUTE}]`)) return undefined;
    let live = true;
    let stop: (() => void) | undefined;
    // A failed load leaves the contents at the level the page compiled them to.
    import(/* webpackChunkName: "toc-island-headings" */ './islandHeadings').then(
      ({ watchIslandHeadings }) => {
        if (live) stop = watchIslandHeadings(toc, setAdded);
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop?.();
    };
  }, [toc]);
  if (!added) return { toc, maxHeadingLevel };
  return { toc: added, maxHeadingLevel: Math.max(maxHeadingLevel ?? TOC_MAX_LEVEL, TOC_MAX_LEVEL) };
}
