/**
 * The table of contents of a page with static islands (the error directory, the every-type page:
 * src/elements/StaticIsland) at levels 2 and 3, as the spec asks (issue 52).
 *
 * An island's headings are in the page's HTML only: the browser's compilation of the page has no
 * copy of them, so its `toc` lists the group headings alone, while the server's lists every entry.
 * Rendered from `toc`, the two would differ and React would drop the islands to repair the
 * hydration. So those pages compile their contents at level 2 (`toc_max_heading_level: 2`, the
 * same in both), and once the page has hydrated this adds the level-3 headings that the islands
 * hold, read from the page itself, under their groups: on the next idle moment, and again when an
 * island is filled after a client-side navigation. This module loads only on a page with islands
 * (./useIslandToc.ts); a page without them keeps its `toc` as it is.
 */
import type { TOCItem } from '@docusaurus/mdx-loader';
import { ISLAND_ATTRIBUTE } from '@site/src/elements/StaticIsland/attribute';
import { whenIdle } from '@site/src/lib/whenIdle';

/** A heading's HTML as the table of contents shows it: without its anchor link. */
function headingHtml(heading: Element): string {
  const copy = heading.cloneNode(true) as Element;
  Array.from(copy.querySelectorAll('.hash-link')).forEach((link) => link.remove());
  return copy.innerHTML.trim();
}

/**
 * `toc` with the level-3 headings of the page's islands after the group each follows, in the
 * page's order; `toc` itself when `root` has no island.
 */
export function withIslandHeadings(toc: readonly TOCItem[], root: ParentNode): readonly TOCItem[] {
  const inIslands = new Set(Array.from(root.querySelectorAll(`[${ISLAND_ATTRIBUTE}] h3[id]`)));
  if (inIslands.size === 0) return toc;
  const known = new Set(toc.map((item) => item.id));
  const headings = Array.from(root.querySelectorAll('h2[id], h3[id]'));
  const out: TOCItem[] = [];
  for (const item of toc) {
    out.push(item);
    const at = headings.findIndex((heading) => heading.id === item.id);
    if (at < 0) continue;
    for (const heading of headings.slice(at + 1)) {
      if (heading.tagName === 'H2' || known.has(heading.id)) break;
      if (inIslands.has(heading)) out.push({ value: headingHtml(heading), id: heading.id, level: 3 });
    }
  }
  return out;
}

/**
 * Calls `onChange` with `toc` and the islands' headings on the next idle moment, and again when an
 * island is filled (after a client-side navigation); returns what stops it.
 */
export function watchIslandHeadings(
  toc: readonly TOCItem[],
  onChange: (contents: readonly TOCItem[] | null) => void,
): () => void {
  const article = document.querySelector('article') ?? document.body;
  const read = () => {
    const all = withIslandHeadings(toc, article);
    onChange(all === toc ? null : all);
  };
  let cancel = whenIdle(read, { timeout: 2_000, fallbackDelay: 200 });
  const observer = new MutationObserver(() => {
    cancel();
    cancel = whenIdle(read, { timeout: 2_000, fallbackDelay: 200 });
  });
  Array.from(article.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)).forEach((island) =>
    observer.observe(island, { childList: true }),
  );
  return () => {
    cancel();
    observer.disconnect();
  };
}
