/**
 * Text of the data-driven components, read from the same data they render,
 * so a page's generated parts are searchable: `<AtAGlance slug="x" />` (the
 * Metadata API types, fields, permissions and limits of a catalogue entry)
 * and `<ComponentCatalogue />` (every entry's title and summary), and
 * `<Fact id="x" />` (the fact's text, as src/plugins/remark-facts writes it), so
 * a search for "10,000 files" finds the pages that state it.
 */
import {
  baselinePermissions,
  components,
  getComponent,
  limitText,
  type ComponentEntry,
} from '../../data/components';
import { facts, isFactId } from '../../data/salesforce-facts';
import type { Expander } from './extract';

function atAGlance(entry: ComponentEntry): string[] {
  const blocks: string[] = [];
  if (entry.metadataTypes.length > 0) blocks.push(`Metadata API types: ${entry.metadataTypes.join(', ')}`);
  if (entry.fields.length > 0) blocks.push(`Fields and elements: ${entry.fields.join(', ')}`);
  blocks.push(
    `Permissions needed: ${
      entry.permissions.length > 0
        ? `${entry.permissions.join(', ')}, in addition to the baseline permissions`
        : `baseline permissions only (${baselinePermissions.join(', ')})`
    }`,
  );
  blocks.push(...entry.limits.map((limit) => `Limit: ${limitText(limit)}`));
  return blocks;
}

export const expanders: Readonly<Record<string, Expander>> = {
  AtAGlance: ({ slug }) => (slug ? atAGlance(getComponent(slug)) : undefined),
  ComponentCatalogue: () => components.map((entry) => `${entry.title}: ${entry.summary}`),
  // An unknown id fails the build in the component itself; here it just adds no text.
  Fact: ({ id }) => (id && isFactId(id) ? [facts[id].text] : []),
};
