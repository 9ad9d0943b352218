/**
 * `<DependencyOrder />`: the recommended order of step types, computed from
 * each entry's `runAfter` in src/data/components/ (stage 1 needs nothing
 * before it, every later stage runs after the stages above), as Markdown
 * nodes: a sentence that says how to read the table, the table, and the
 * types that are not steps.
 *
 * One rendering for every surface (issue 43): ./remark.ts writes these nodes
 * into the page for its HTML, and the same transform runs for its twin and
 * search records (src/site/content-remark.ts), so the table is in the page's
 * HTML and its JavaScript carries no catalogue. Each row's stage is a row
 * header (`<th scope="row">`), so a screen reader announces the stage with
 * each cell.
 */
import type { Paragraph, PhrasingContent, RootContent, Table, TableCell, TableRow } from 'mdast';
import {
  componentPath,
  components,
  dependencyOrder,
  getComponent,
  isStep,
  type ComponentEntry,
} from '../../data/components';
import { join, link, text } from '../nodes';

export const CAPTION =
  "Step types in dependency order. Put stage 1 first; each later stage runs after the component types in its Runs after column. Types in the same stage don't depend on each other, so their order is free.";

/** Entries as links to their pages, separated by commas. */
function links(entries: readonly ComponentEntry[]): PhrasingContent[] {
  return join(entries.map((entry) => [link(componentPath(entry.slug), entry.title)]));
}

const cell = (children: PhrasingContent[], rowHeader = false): TableCell => ({
  type: 'tableCell',
  children,
  ...(rowHeader ? { data: { hName: 'th', hProperties: { scope: 'row' } } } : {}),
});

/** The distinct prerequisites of a stage's entries, sorted by title. */
function runsAfter(entries: readonly ComponentEntry[]): ComponentEntry[] {
  const slugs = new Set(entries.flatMap((entry) => entry.runAfter));
  return [...slugs].map(getComponent).sort((a, b) => a.title.localeCompare(b.title, 'en'));
}

export function dependencyOrderNodes(): RootContent[] {
  const header: TableRow = {
    type: 'tableRow',
    children: ['Stage', 'Component types', 'Runs after'].map((label) => cell([text(label)])),
  };
  const rows = dependencyOrder().map((entries, index): TableRow => {
    const prerequisites = runsAfter(entries);
    return {
      type: 'tableRow',
      children: [
        cell([text(`Stage ${index + 1}`)], true),
        cell(links(entries)),
        cell(prerequisites.length === 0 ? [text('Nothing')] : links(prerequisites)),
      ],
    };
  });
  const table: Table = { type: 'table', align: [null, null, null], children: [header, ...rows] };
  const nodes: RootContent[] = [{ type: 'paragraph', children: [text(CAPTION)] } satisfies Paragraph, table];
  const notSteps = components.filter((entry) => !isStep(entry));
  if (notSteps.length > 0) {
    nodes.push({
      type: 'paragraph',
      children: [
        ...links(notSteps),
        text(
          notSteps.length === 1
            ? ' is not a step: it starts a whole job, so it has no stage.'
            : ' are not steps: they start whole jobs, so they have no stage.',
        ),
      ],
    });
  }
  return nodes;
}
