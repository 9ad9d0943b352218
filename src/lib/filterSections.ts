/**
 * The filter of a page made of groups and entries (the error directory, the
 * Metadata API types): each `h2` is a group, each `h3` an entry that runs to
 * the next heading. Shows the entries whose text holds every word typed,
 * hides the others and the groups left empty; returns how many show. With a
 * `status`, only the entries that hold an element marked `data-status` with
 * it (the every-type page's statuses). Loaded on intent by the boxes that
 * call it.
 */
export function filterEntries(
  container: HTMLElement,
  query: string,
  status = '',
): { shown: number; total: number } {
  const marked = status ? `[data-status="${CSS.escape(status)}"]` : '';
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
    const match =
      words.every((word) => text.includes(word)) &&
      (!marked || entry.nodes.some((node) => node.querySelector(marked) !== null));
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
  // A long list's entries sit inside its islands (src/elements/StaticIsland), one level down.
  const children = Array.from(container.children).flatMap((child) =>
    child.hasAttribute('data-island') ? Array.from(child.children) : [child],
  ) as HTMLElement[];
  for (const child of children) {
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
