/**
 * What the paste box and the filter of /errors/ run, loaded on intent (the
 * first focus, pointer or keystroke in either box) by ./index.tsx: the
 * matcher (src/data/errors/match.ts) over the entries' texts the page was
 * built with (./data.ts), and the filter over the entries in the page's HTML.
 */
import { createMatcher, type Explanation } from '../../data/errors/match';
import type { ToolPattern } from './data';

/** Characters the paste box reads at once (about 2,500 lines of a report). */
export const PASTE_LIMIT = 500_000;

export interface Tools {
  /** Throws InputTooLargeError past PASTE_LIMIT. */
  explain(text: string): Explanation;
  titleOf(id: string): string;
}

/** The matcher over the patterns the page was built with (./data.ts). */
export function createTools(patterns: readonly ToolPattern[]): Tools {
  const matcher = createMatcher(patterns);
  const titles = new Map(patterns.map((pattern) => [pattern.id, pattern.title]));
  return {
    explain: (text) => matcher.explain(text, { maxLength: PASTE_LIMIT }),
    titleOf: (id) => titles.get(id) ?? id,
  };
}

/**
 * Shows the entries of the page whose heading or text holds every word of
 * `query`, hides the others and the groups left empty; returns how many show.
 * The entries are the `h3`s below the `h2` groups of the page's Markdown
 * (`<ErrorEntries directory />`): each runs to the next heading.
 */
export function filterEntries(container: HTMLElement, query: string): { shown: number; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  let total = 0;
  let group: { heading: HTMLElement; shown: number } | undefined;
  let entry: { nodes: HTMLElement[] } | undefined;
  const finishEntry = () => {
    if (!entry) return;
    const text = entry.nodes
      .map((node) => node.textContent ?? '')
      .join(' ')
      .toLowerCase();
    const match = words.every((word) => text.includes(word));
    for (const node of entry.nodes) node.hidden = !match;
    total += 1;
    if (match) {
      shown += 1;
      if (group) group.shown += 1;
    }
    entry = undefined;
  };
  const finishGroup = () => {
    finishEntry();
    if (group) group.heading.hidden = group.shown === 0;
    group = undefined;
  };
  for (const child of Array.from(container.children) as HTMLElement[]) {
    if (child.tagName === 'H2') {
      finishGroup();
      group = { heading: child, shown: 0 };
    } else if (child.tagName === 'H3' && group) {
      finishEntry();
      entry = { nodes: [child] };
    } else if (entry) entry.nodes.push(child);
  }
  finishGroup();
  return { shown, total };
}
