/**
 * `<MetadataTypes />`: every Metadata API type of Salesforce's registry
 * (src/data/metadata-types), grouped by first letter, each under a heading
 * whose anchor is its name in lower case, with the steps that copy it, its
 * folder, suffix and child types, what the site says about it, and its
 * reference. One rendering for the page (./remark.ts), its twin and its
 * search records (./markdown.ts): each type is a section, so a search for
 * "flow" or "LightningComponentBundle" reaches it.
 */
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import {
  coverageOf,
  metadataTypes,
  REGISTRY_VERSION,
  typeAnchor,
  unknownCatalogueTypes,
} from '../../data/metadata-types';
import { componentPath, metadataTypeReference } from '../../data/components';
import {
  featureAnchor,
  partsLeftOut,
  UNSUPPORTED_TYPES_PAGE,
} from '../../data/metadata-types/setup-features';
import { CHECKED_AGAINST, GUIDE_RELEASE } from '../../data/metadata-types/guide';
import { TYPES_READ } from '../../data/metadata-types/references';
import type { Requirement } from '../../data/metadata-types/prerequisites';
import { SETTINGS_ROUTE } from '../../data/metadata-types/route';
import { settingsFileName } from '../../data/metadata-types/settings';
import {
  featureStatusLabel,
  removedStatusLabel,
  REQUIREMENT_KIND_LABELS,
} from '../../data/metadata-types/status-labels';
import {
  settingsOwnNeeds,
  SETUP_FEATURES,
  STATUS_LABELS,
  statusCounts,
  statusOf,
  type TypeStatus,
} from '../../data/metadata-types/status';
import { aboutType } from '../../data/metadata-types/about';
import { COMPONENT_LABELS, type SetupLabel } from '../../data/metadata-types/setup-labels';
import { code, inlineNodes, join, link, list, text } from '../nodes';

const COMPONENTS_URL = componentPath('components');
/**
 * The letters are navigation, not answers: they stay out of the index. Each type is a section of it
 * (issue 25), now that a query fetches only the index's parts it needs (issue 26). A new object for
 * each heading: Docusaurus's headings plugin writes each heading's id into its data.
 */
const unindexed = (): Heading['data'] => ({ unindexed: 'navigation' });
/**
 * The status, in bold, marked for the page's filter (../SectionFilter: `data-status`); a part only
 * Salesforce Customer Support turns on says so in the same place.
 */
export const statusNode = (status: TypeStatus, label: string = STATUS_LABELS[status]): PhrasingContent => ({
  type: 'strong',
  children: [text(label)],
  data: { hProperties: { 'data-status': status } },
});
/** Fails, naming each entry, when the catalogue names a type Salesforce's registry lacks. */
export function assertCatalogueTypes(unknown: readonly { slug: string; type: string }[]): void {
  if (unknown.length === 0) return;
  throw new Error(
    `the catalogue names types Salesforce's registry (@salesforce/source-deploy-retrieve ${REGISTRY_VERSION}) does not have: ` +
      unknown.map((u) => `${u.type} (src/data/components/entries/${u.slug}.ts)`).join(', '),
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
  const counts = statusCounts();
  const statuses = metadataTypes.map(statusOf);
  const removedTypes = statuses.filter((status) => status.removed).length;
  const read = metadataTypes.filter((type) => TYPES_READ.has(type.name)).length;
  const unread = statuses.filter((status) => status.needsUnread).length;
  const nodes: RootContent[] = [
    // A status line of counts, generated: shown, not searched (like the letter headings below).
    {
      type: 'paragraph',
      data: { unindexed: 'related' },
      children: [
        text(
          `Checked against Salesforce ${CHECKED_AGAINST}: the Metadata API Developer Guide as it stood on ${GUIDE_RELEASE.read}, ` +
            `beside the registry of @salesforce/source-deploy-retrieve ${REGISTRY_VERSION}. ` +
            `${counts.copied} types are ${STATUS_LABELS.copied.toLowerCase()}, ` +
            `${counts['copied-with-prerequisites']} ${STATUS_LABELS['copied-with-prerequisites'].toLowerCase()}, ` +
            `and ${removedTypes} not supported: their own page says the Metadata API no longer carries them, as GenAiPlanner after 63.0, ` +
            `or that they can't be used directly, and each entry quotes it and says what to copy instead. ` +
            (unread > 0
              ? `For ${unread} types no Salesforce page of their own was found, so their entries list no need and say so. `
              : '') +
            `What ${read} of them may name in other components was read from their pages for the job planner.`,
        ),
      ],
    },
  ];
  for (const [letter, types] of groups) {
    nodes.push({
      type: 'heading',
      depth: level(depth),
      children: [text(`${letter} {#types-${letter.toLowerCase()}}`)],
      data: unindexed(),
    });
    for (const type of types) nodes.push(...typeNodes(type, level(depth + 1), place));
  }
  nodes.push(...setupFeatureNodes(level(depth), level(depth + 1)));
  return nodes;
}

/** One type's heading, its status line (steps, folder, suffix, children, Salesforce's page) and its notes. */
function typeNodes(
  type: (typeof metadataTypes)[number],
  depth: Heading['depth'],
  place: string,
): RootContent[] {
  const nodes: RootContent[] = [];
  const { notes } = coverageOf(type);
  nodes.push({
    type: 'heading',
    depth,
    children: [text(`${type.name} {#${typeAnchor(type.name)}}`)],
    data: {},
  });
  // Salesforce's page for the type: the catalogue's, else the page its "represents" phrase was read on.
  const about = aboutType(type.name).represents;
  const reference =
    metadataTypeReference[type.name] ??
    (about && /api_meta|api-metadata/.test(about.page) && !about.page.includes('ja-jp')
      ? about.page
      : undefined);
  nodes.push(...aboutNodes(type.name, reference));
  const status = statusOf(type);
  const facts: PhrasingContent[][] = [];
  if (type.directoryName) facts.push([text('Folder '), code(type.directoryName)]);
  if (type.suffix) facts.push([text(facts.length === 0 ? 'Suffix ' : 'suffix '), code(`.${type.suffix}`)]);
  if (type.children.length > 0)
    facts.push([
      text(facts.length === 0 ? 'Child types ' : 'child types '),
      ...join(type.children.map((c) => [code(c)])),
    ]);
  nodes.push({
    type: 'paragraph',
    children: [
      // The status, as the data holds it (src/data/metadata-types/status.ts): copied, or copied once
      // the target has what the type's page names; or not copyable, when its page takes it out of
      // deploys (src/data/metadata-types/removed.ts), which its first note says why.
      ...(status.removed
        ? [statusNode(status.status, removedStatusLabel(status.removed))]
        : [
            statusNode(status.status),
            text(', copied by '),
            // Components copies every type, and the intro links it: 575 links to one page, each a
            // Link that watches the viewport to prefetch, made the page's hydration its longest task.
            ...join(stepNodes(coverageOf(type).steps)),
          ]),
      ...(facts.length > 0 ? [text('. '), ...join(facts, '; '), text('.')] : [text('.')]),
      // Salesforce's page for the type (above).
      ...(reference
        ? [text(' '), link(reference, `${type.name} in the Metadata API Developer Guide`), text('.')]
        : []),
    ],
  });
  const leftOut = partsLeftOut(type.name);
  const items: PhrasingContent[][] = [
    ...status.requires.map(requirementItem),
    // For `Settings`, the settings types whose own page names more (src/data/metadata-types/settings.ts).
    ...settingsNeeds(type.name).map(({ member, requirement }) => [
      code(member),
      text(` (the member `),
      code(settingsFileName(member)),
      text(`) needs ${REQUIREMENT_KIND_LABELS[requirement.kind]}: ${requirement.text.replace(/\.$/, '')} (`),
      link(requirement.source, 'Salesforce'),
      text(').'),
    ]),
    ...(status.wildcard !== null && status.wildcardSource
      ? [
          [
            code('<members>*</members>'),
            text(
              status.wildcard
                ? ' in a package.xml retrieves all of them ('
                : " in a package.xml doesn't work for it: name each member (",
            ),
            link(status.wildcardSource, 'Salesforce'),
            text(').'),
          ],
        ]
      : []),
    // What its page says a deploy of it leaves out, each under its own anchor below.
    ...(leftOut.length > 0
      ? [
          [
            text('A deploy leaves out '),
            ...join(leftOut.map((part) => [link(`#${featureAnchor(part.name)}`, part.name)])),
            text(` (below): no step copies ${leftOut.length > 1 ? 'them' : 'it'}.`),
          ],
        ]
      : []),
    // Each settings type has its entry on a page of its own.
    ...(type.name === 'Settings'
      ? [
          [
            text('What each organization settings type represents and needs, with its member name: '),
            link(SETTINGS_ROUTE, 'Every organization settings type'),
            text('.'),
          ],
        ]
      : []),
    ...optionsItem(type.name),
    ...notes.map((note) => inlineNodes(note, place)),
  ];
  if (items.length > 0) nodes.push(list(items));
  return nodes;
}

/**
 * The labels Setup gives a type's fields, as Salesforce's pages name them (what a reader types): each
 * field with its labels, each linked to its page, in the table's order.
 */
export function labelsByField(
  labels: readonly SetupLabel[],
): { field: string; links: PhrasingContent[][] }[] {
  return [...new Set(labels.map((label) => label.field))].map((field) => ({
    field,
    links: labels.filter((label) => label.field === field).map((label) => [link(label.page, label.label)]),
  }));
}

/** A component type's options with their Setup labels: one list item, or none. */
function optionsItem(name: string): PhrasingContent[][] {
  const fields = labelsByField(COMPONENT_LABELS.filter((label) => label.type === name));
  if (fields.length === 0) return [];
  return [
    [
      text("Setup options, as Salesforce's pages name them: "),
      ...join(fields.map(({ field, links }) => [code(field), text(' ('), ...join(links, ' or '), text(')')])),
      text('.'),
    ],
  ];
}

/** The steps that copy a type, each linked but Components, which the intro links once. */
export const stepNodes = (steps: readonly { title: string; url: string }[]): PhrasingContent[][] =>
  steps.map((step) => (step.url === COMPONENTS_URL ? [text(step.title)] : [link(step.url, step.title)]));

/** A need of a type, as its list item: "Needs a feature or setting in the target: … (Salesforce)." */
export const requirementItem = (requirement: Requirement): PhrasingContent[] => [
  text(`Needs ${REQUIREMENT_KIND_LABELS[requirement.kind]}: ${requirement.text.replace(/\.$/, '')} (`),
  link(requirement.source, 'Salesforce'),
  text(').'),
];

/**
 * What the type is, in Salesforce's words (src/data/metadata-types/about.ts): "What it is: …", the
 * noun phrase its page says it represents, then the other names Salesforce's pages give the thing,
 * each linked to its page. None when no page was read for it. `shown`: a page the entry links
 * already, not linked twice.
 */
export function aboutNodes(name: string, shown?: string): RootContent[] {
  const { represents, names } = aboutType(name);
  const said: PhrasingContent[] = [];
  if (represents)
    said.push(
      text(`What it is: ${represents.text.replace(/\.$/, '')}`),
      ...(represents.page === shown ? [] : [text(' ('), link(represents.page, 'Salesforce'), text(')')]),
      text('.'),
    );
  if (names.length > 0)
    said.push(
      text(`${said.length > 0 ? ' ' : ''}Salesforce's pages also call it `),
      ...join(
        names.map((n) => [link(n.page, n.text)]),
        ', ',
      ),
      text('.'),
    );
  // Marked for print (src/css/print.css), where it sits in the entry's row, above its status.
  return said.length > 0
    ? [{ type: 'paragraph', children: said, data: { hProperties: { 'data-about': '' } } }]
    : [];
}

/** What each settings type's own page says a deploy of it needs, listed under `Settings`. */
function settingsNeeds(typeName: string): { member: string; requirement: Requirement }[] {
  if (typeName !== 'Settings') return [];
  return settingsOwnNeeds().flatMap(({ member, requires }) =>
    requires.map((requirement) => ({ member, requirement })),
  );
}

/** The Setup features no step can copy, under their own heading. */
function setupFeatureNodes(depth: Heading['depth'], featureDepth: Heading['depth']): RootContent[] {
  const nodes: RootContent[] = [];
  // The Setup features no deploy carries (src/data/metadata-types/setup-features.ts): asked about as
  // types ("can I copy quote templates?"), answered here as not copyable.
  nodes.push({
    type: 'heading',
    depth,
    children: [text("Setup features the Metadata API doesn't carry {#setup-features}")],
    data: unindexed(),
  });
  nodes.push({
    type: 'paragraph',
    children: [
      text(
        "No step can copy these: the Metadata API can't retrieve or deploy them, so they are changed by hand in each org (",
      ),
      link(UNSUPPORTED_TYPES_PAGE, 'Unsupported Metadata Types'),
      text(
        "). Each links the Salesforce page that shows why. The features apart come first; then the parts of a type that its own page says a deploy leaves out: the type is copied, the part isn't.",
      ),
    ],
  });
  for (const feature of SETUP_FEATURES) {
    nodes.push({
      type: 'heading',
      depth: featureDepth,
      children: [text(`${feature.name} {#${featureAnchor(feature.name)}}`)],
      data: {},
    });
    nodes.push({
      type: 'paragraph',
      children: [
        statusNode('not-copyable', featureStatusLabel(feature)),
        ...(feature.partOf
          ? [
              // A part of a type: the type is copied, its page says a deploy leaves this out.
              text(
                `${feature.setup ? ` (${feature.setup})` : ''}. A deploy of ${feature.member ? `${feature.member}, a member of ` : ''}`,
              ),
              ...join(
                feature.partOf.map((type) => [link(`#${typeAnchor(type)}`, type)]),
                ' or ',
              ),
              text(` leaves it out: “${feature.quote ?? ''}” (`),
              link(feature.source, 'Salesforce'),
              text(').'),
            ]
          : [
              text(
                ` in each org${feature.setup ? ` (${feature.setup})` : ''}. ${feature.why.replace(/\.$/, '')} (`,
              ),
              link(feature.source, 'Salesforce'),
              text(').'),
            ]),
        // Where Salesforce no longer publishes the item, where it was seen.
        ...(feature.seenIn ? [text(` Seen in ${feature.seenIn}`)] : []),
      ],
    });
  }
  return nodes;
}
