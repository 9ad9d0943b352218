/**
 * `<SettingsTypes />`: every organization settings type whose own page was read
 * (src/data/metadata-types/settings.ts), grouped by first letter, each under a heading whose anchor
 * is its name in lower case: what it represents, its status, the member a package.xml lists under
 * `Settings`, the labels Setup gives its fields (src/data/metadata-types/setup-labels.ts, each
 * linked to the page that names it), what its page says a deploy needs or leaves out (the whole
 * type's, or one field's), a baseline permission it asks for, and its page. A reader names a
 * setting ("quantity schedules"), rarely `Settings`: each settings type is a section, so the search
 * box reaches it, and the answer card and `check_support` link it.
 */
import type { Heading, PhrasingContent, RootContent } from 'mdast';
import { baselineAskNote, coverageOf, getMetadataType, typeAnchor } from '../../data/metadata-types';
import { CHECKED_AGAINST } from '../../data/metadata-types/guide';
import { COVERAGE_ROUTE } from '../../data/metadata-types/route';
import { SETTINGS_MEMBERS, settingsFileName } from '../../data/metadata-types/settings';
import { featureAnchor, partsLeftOut } from '../../data/metadata-types/setup-features';
import { fieldNeedsOf } from '../../data/metadata-types/settings-fields';
import { SETUP_LABELS } from '../../data/metadata-types/setup-labels';
import { removedNote } from '../../data/metadata-types/removed';
import { removedStatusLabel } from '../../data/metadata-types/status-labels';
import { settingsOwnNeeds, settingsStatusOf } from '../../data/metadata-types/status';
import { aboutNodes, labelsByField, requirementItem, statusNode, stepNodes } from '../MetadataTypes/nodes';
import { code, inlineNodes, join, link, list, strong, text } from '../nodes';

/** The nodes the element stands for. */
export function settingsTypesNodes(depth: number): RootContent[] {
  const level = (n: number) => Math.min(Math.max(n, 2), 6) as Heading['depth'];
  const settings = getMetadataType('Settings');
  if (!settings) throw new Error("Salesforce's registry has no Settings type");
  const members = [...SETTINGS_MEMBERS.keys()].sort((a, b) => a.localeCompare(b));
  const withNeeds = settingsOwnNeeds().length;
  const removed = members.filter((member) => settingsStatusOf(member)?.removed).length;
  const nodes: RootContent[] = [
    {
      type: 'paragraph',
      data: { unindexed: 'related' },
      children: [
        text(
          `Checked against Salesforce ${CHECKED_AGAINST}: ${members.length} organization settings types whose own page was read; ` +
            `${withNeeds} of them name something a deploy needs first, and ${removed} the Metadata API no longer carries.`,
        ),
      ],
    },
  ];
  const groups = new Map<string, string[]>();
  for (const member of members) {
    const letter = member[0]?.toUpperCase() ?? '?';
    groups.set(letter, [...(groups.get(letter) ?? []), member]);
  }
  const steps = coverageOf(settings).steps;
  for (const [letter, group] of groups) {
    nodes.push({
      type: 'heading',
      depth: level(depth),
      children: [text(`${letter} {#settings-${letter.toLowerCase()}}`)],
      data: { unindexed: 'navigation' },
    });
    for (const member of group) nodes.push(...memberNodes(member, level(depth + 1), steps));
  }
  return nodes;
}

function memberNodes(
  member: string,
  depth: Heading['depth'],
  steps: readonly { title: string; url: string }[],
): RootContent[] {
  const facts = settingsStatusOf(member);
  const page = SETTINGS_MEMBERS.get(member)?.page;
  if (!facts || !page) return [];
  const nodes: RootContent[] = [
    { type: 'heading', depth, children: [text(`${member} {#${typeAnchor(member)}}`)], data: {} },
    ...aboutNodes(member, page),
    {
      type: 'paragraph',
      children: [
        // A settings type its page says the API no longer carries (src/data/metadata-types/removed.ts):
        // not copyable, and the first item says why.
        ...(facts.removed
          ? [statusNode(facts.status, removedStatusLabel(facts.removed)), text('. It was the member ')]
          : [
              statusNode(facts.status),
              text(', copied by '),
              ...join(stepNodes(steps)),
              text(' as the member '),
            ]),
        code(settingsFileName(member)),
        text(' of '),
        link(`${COVERAGE_ROUTE}#${typeAnchor('Settings')}`, 'Settings'),
        text(' in a package.xml. '),
        link(page, `${member} in the Metadata API Developer Guide`),
        text('.'),
      ],
    },
  ];
  // The labels Setup gives its fields, as Salesforce's pages name them (what a reader types), by field.
  const fields = labelsByField(SETUP_LABELS.filter((label) => label.type === member));
  if (fields.length > 0)
    nodes.push(
      { type: 'paragraph', children: [strong('Setup options'), text(", as Salesforce's pages name them:")] },
      list(fields.map(({ field, links }) => [code(field), text(': '), ...join(links, '; ')])),
    );
  const items: PhrasingContent[][] = [
    ...(facts.removed ? [inlineNodes(removedNote(facts.removed), '<SettingsTypes />')] : []),
    ...facts.requires.map(requirementItem),
    // A field whose own description says what it needs: a need of that field only, not of the type.
    ...fieldNeedsOf(member).map(({ field, requirement }) => [
      text('To set '),
      code(field),
      text(': '),
      ...requirementItem(requirement),
    ]),
    ...partsLeftOut('Settings')
      .filter((part) => part.member === member)
      .map((part) => [
        text('A deploy leaves out '),
        link(`${COVERAGE_ROUTE}#${featureAnchor(part.name)}`, part.name),
        text(': no step copies it.'),
      ]),
    // A baseline permission its own page asks for: said, and said to be no prerequisite.
    ...[baselineAskNote(member)].flatMap((note) => (note ? [inlineNodes(note, '<SettingsTypes />')] : [])),
  ];
  if (items.length > 0) nodes.push(list(items));
  return nodes;
}
