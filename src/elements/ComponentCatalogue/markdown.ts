/** `<ComponentCatalogue />` in Markdown: what the component (./index.tsx) lists, unfiltered, as one table. */
import { categoryLabels, components, type ComponentEntry } from '../../data/components';
import { cell, code, linkTo } from '../markdown-helpers';
import type { ElementMapping } from '../types';

/** A catalogue row's types, in At a glance's terms (the cards' bare "any" would mislead for Apex and CI/CD). */
function typesCell(entry: ComponentEntry): string {
  if (entry.mechanism === 'pipeline') return "Those of the job's steps";
  if (entry.mechanism === 'execute-anonymous') return 'None (runs Apex)';
  if (entry.anyMetadataType) {
    return entry.metadataTypes.length > 0 ? `Any, for example ${code(entry.metadataTypes)}` : 'Any';
  }
  return code(entry.metadataTypes);
}

export function catalogueTable(): string {
  const rows = components.map(
    (entry) =>
      `| ${linkTo(entry)} | ${cell(categoryLabels[entry.category])} | ${cell(typesCell(entry))} | ${cell(
        entry.summary,
      )} |`,
  );
  return [
    `${components.length} component types.`,
    [
      '| Component type | Category | Metadata API types | What it copies |',
      '| --- | --- | --- | --- |',
      ...rows,
    ].join('\n'),
  ].join('\n\n');
}

export const markdown: ElementMapping = () => catalogueTable();
