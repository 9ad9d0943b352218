/**
 * `<MetadataTypes />`: every Metadata API type of Salesforce's registry
 * (src/data/metadata-types), grouped by first letter, each under a heading
 * whose anchor is its name in lower case, with the steps that copy it, its
 * folder, suffix and child types, what the site says about it, and its
 * reference. One rendering for the page (./remark.ts), its twin and its
 * search records (./markdown.ts): each type is a section, so a search for
 * "flow" or "LightningComponentBundle" reaches it.
 */
import type { Heading, PhrasingContent, RootContent, Text } from 'mdast';
import {
  coverageOf,
  metadataTypes,
  REGISTRY_VERSION,
  typeAnchor,
  unknownCatalogueTypes,
} from '../../data/metadata-types';
import { componentPath, metadataTypeReference } from '../../data/components';
import { inlineNodes } from '../ErrorEntries/nodes';

const text = (value: string): Text => ({ type: 'text', value });
const COMPONENTS_URL = componentPath('components');
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
/**
 * The letters are navigation, not answers: they stay out of the index. Each type is a section of it
 * (issue 25), now that a query fetches only the index's parts it needs (issue 26). A new object for
 * each heading: Docusaurus's headings plugin writes each heading's id into its data.
 */
const unindexed = (): Heading['data'] => ({ unindexed: 'navigation' }) as Heading['data'];
const join = (parts: PhrasingContent[][], separator = ', '): PhrasingContent[] =>
  parts.flatMap((part, index) => [...(index > 0 ? [text(separator)] : []), ...part]);

/** Fails, naming each entry, when the catalogue names a type Salesforce's registry lacks. */
export function assertCatalogueTypes(unknown: readonly { slug: string; type: string }[]): void {
  if (unknown.length === 0) return;
  throw new Error(
    `the catalogue names types Salesforce's registry (@salesforce/source-deploy-retrieve ${REGISTRY_VERSION}) does not have: ` +
      unknown.map((u) => `${u.type} (src/data/components.ts, entry "${u.slug}")`).join(', '),
  );
}

/** The nodes the element stands for; a catalogue type the registry lacks fails the build, naming the entry. */
export function metadataTypesNodes(depth: number, place: string): RootContent[] {
  assertCatalogueTypes(unknownCatalogueTypes());
  const level = (n: number) => Math.min(Math.max(n, 2), 6) as Heading['depth'];
  const groups = new Map<string, typeof metadataTypes>();
  for (const type of metadataTypes) {
    const letter = type.name[0]?.toUpperCase() ?? '?';
    groups.set(letter, [...(groups.get(letter) ?? []), type]);
  }
  const nodes: RootContent[] = [];
  for (const [letter, types] of groups) {
    nodes.push({
      type: 'heading',
      depth: level(depth),
      children: [text(`${letter} {#types-${letter.toLowerCase()}}`)],
      data: unindexed(),
    });
    for (const type of types) {
      const { steps, notes } = coverageOf(type);
      nodes.push({
        type: 'heading',
        depth: level(depth + 1),
        children: [text(`${type.name} {#${typeAnchor(type.name)}}`)],
        data: {},
      });
      const facts: PhrasingContent[][] = [];
      if (type.directoryName) facts.push([text('Folder '), code(type.directoryName)]);
      if (type.suffix)
        facts.push([text(facts.length === 0 ? 'Suffix ' : 'suffix '), code(`.${type.suffix}`)]);
      if (type.children.length > 0)
        facts.push([
          text(facts.length === 0 ? 'Child types ' : 'child types '),
          ...join(type.children.map((c) => [code(c)])),
        ]);
      nodes.push({
        type: 'paragraph',
        children: [
          // Every registry type is supported: Components copies any of them. Said in the words readers
          // search with ("is Flow supported").
          { type: 'strong', children: [text('Supported')] },
          text(', copied by '),
          // Components copies every type, and the intro links it: 575 links to one page, each a
          // Link that watches the viewport to prefetch, made the page's hydration its longest task.
          ...join(
            steps.map((step) =>
              step.url === COMPONENTS_URL
                ? [text(step.title)]
                : [{ type: 'link', url: step.url, children: [text(step.title)] }],
            ),
          ),
          ...(facts.length > 0 ? [text('. '), ...join(facts, '; '), text('.')] : [text('.')]),
          // Salesforce's page for the type, where the catalogue has checked one (src/data/components.ts).
          ...(metadataTypeReference[type.name]
            ? [
                text(' '),
                {
                  type: 'link',
                  url: metadataTypeReference[type.name] as string,
                  children: [text(`${type.name} in the Metadata API Developer Guide`)],
                } satisfies PhrasingContent,
                text('.'),
              ]
            : []),
        ],
      });
      if (notes.length > 0) {
        nodes.push({
          type: 'list',
          ordered: false,
          spread: false,
          children: notes.map((note) => ({
            type: 'listItem',
            spread: false,
            children: [{ type: 'paragraph', children: inlineNodes(note, place) }],
          })),
        });
      }
    }
  }
  return nodes;
}
