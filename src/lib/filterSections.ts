/**
 * The filter of a page made of groups and entries (the error directory, the
 * Metadata API types): each `h2` is a group, each `h3` an entry that runs to
 * the next heading. Shows the entries whose text holds every word typed,
 * hides the others and the groups left empty; returns how many show. Loaded
 * on intent by the boxes that call it.
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
