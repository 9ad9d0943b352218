/**
 * `<ComponentCatalogue />` in Markdown: the cards the component (./index.tsx)
 * lists, unfiltered, in its order and words: each title linked to its page,
 * its summary, its category and its Metadata API types (./cardTypes.ts).
 */
import { categoryLabels, components, type ComponentEntry } from '../../data/components';
import { linkTo } from '../markdown-helpers';
import type { ElementMapping } from '../types';
import { cardTypes } from './cardTypes';

function typesLine(entry: ComponentEntry): string {
  const line = cardTypes(entry);
  if (line.kind === 'text') return line.text;
  const types = line.types.map((type) => `\`${type}\``).join(', ');
  return `${line.prefix}${types}${line.more > 0 ? ` and ${line.more} more` : ''}`;
}

export function catalogueList(): string {
  return components
    .map((entry) =>
      [
        `- ${linkTo(entry)}: ${entry.summary}`,
        `  - Category: ${categoryLabels[entry.category]}`,
        `  - Metadata API types: ${typesLine(entry)}`,
      ].join('\n'),
    )
    .join('\n');
}

export const markdown: ElementMapping = () => catalogueList();
