/**
 * The filter of a page made of groups and entries (the error directory, the
 * Metadata API types): each `h2` is a group, each `h3` an entry that runs to
 * the next heading. Shows the entries whose text holds every word typed,
 * hides the others and the groups left empty; returns how many show. With a
 * `status`, only the entries that hold an element marked `data-status` with
 * it (the every-type page's statuses). Loaded on intent by the boxes that
 * call it.
 *
 * Per keystroke it only compares and writes (issue 56, from a trace of the
 * every-type page at 4× CPU): the page's entries and their lower-cased text
 * are read once and kept while the page's nodes stay, and `hidden` is written
 * only on a node whose state changes. Writing it again on an unchanged node
 * still marked that node to be styled again, so every key restyled all 1,431
 * hidden nodes, and reading every entry's text again cost the rest.
 */
interface Entry {
  readonly nodes: readonly HTMLElement[];
  /** The entry's text, lower case, as read on the first filter. */
  readonly text: string;
  /** The `data-status` values inside it. */
  readonly statuses: ReadonlySet<string>;
}

interface Group {
  readonly heading: HTMLElement;
  readonly entries: readonly Entry[];
}

const read = new WeakMap<HTMLElement, readonly Group[]>();

function entryOf(nodes: HTMLElement[]): Entry {
  const statuses = new Set<string>();
  for (const node of nodes) {
    if (node.dataset.status) statuses.add(node.dataset.status);
    node.querySelectorAll<HTMLElement>('[data-status]').forEach((marked) => {
      if (marked.dataset.status) statuses.add(marked.dataset.status);
    });
  }
  const text = nodes
    .map((node) => node.textContent ?? '')
    .join(' ')
    .toLowerCase();
  return { nodes, text, statuses };
}

/**
 * The page's groups and entries, read once; read again if the page's nodes were replaced. The boxes
 * call it on intent too, so the first key finds them read.
 */
export function groupsOf(container: HTMLElement): readonly Group[] {
  const known = read.get(container);
  const first = known?.[0]?.heading;
  if (known && first && container.contains(first)) return known;
  // A long list's entries sit inside its islands (src/elements/StaticIsland), one level down.
  const children = Array.from(container.children).flatMap((child) =>
    child.hasAttribute('data-island') ? Array.from(child.children) : [child],
  ) as HTMLElement[];
  const groups: Group[] = [];
  let group: { heading: HTMLElement; entries: Entry[] } | undefined;
  let nodes: HTMLElement[] | undefined;
  const finishEntry = () => {
    if (nodes && group) group.entries.push(entryOf(nodes));
    nodes = undefined;
  };
  for (const child of children) {
    if (child.tagName === 'H2') {
      finishEntry();
      group = { heading: child, entries: [] };
      groups.push(group);
    } else if (child.tagName === 'H3' && group) {
      finishEntry();
      nodes = [child];
    } else if (nodes) nodes.push(child);
  }
  finishEntry();
  read.set(container, groups);
  return groups;
}

function show(node: HTMLElement, visible: boolean): void {
  if (node.hidden === visible) node.hidden = !visible;
}

export function filterEntries(
  container: HTMLElement,
  query: string,
  status = '',
): { shown: number; total: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  let shown = 0;
  let total = 0;
  for (const group of groupsOf(container)) {
    let inGroup = 0;
    for (const entry of group.entries) {
      const match =
        words.every((word) => entry.text.includes(word)) && (!status || entry.statuses.has(status));
      for (const node of entry.nodes) show(node, match);
      total += 1;
      if (match) inGroup += 1;
    }
    shown += inGroup;
    show(group.heading, inGroup > 0);
  }
  return { shown, total };
}
