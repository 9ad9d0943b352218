/**
 * The docs MCP server's `check_support` answer (issues 25 and 38): the type a
 * query names (./index.ts, resolveType), its status and what it needs
 * (./status.ts), which Metaferry steps copy it (the planner's first), what the
 * docs say about it, and its entry on the coverage page, with absolute
 * addresses on the docs' origin. A near-spelling is named as such; a Setup
 * feature the Metadata API doesn't carry answers `not-copyable`, and so do records of a standard
 * object (./records.ts), which no deploy carries.
 */
import { absoluteMarkdown } from '../prose';
import {
  baselineAskNote,
  COVERAGE_ROUTE,
  coverageOf,
  noStatusOf,
  offeredNote,
  readingNote,
  resolveType,
  typeAnchor,
  type TypeMatch,
} from '.';
import { aboutType } from './about';
import { SETTINGS_ROUTE } from './route';
import { CHECKED_AGAINST } from './guide';
import { METADATA_NOT_DATA, OBJECT_REFERENCE, OBJECTS_SOURCE } from './records';
import type { RequirementKind } from './prerequisites';
import { removedNote } from './removed';
import { baseNote, declaredNote, filePartNote, unlistedNote, type UnlistedName } from './unlisted';
import { fieldLimit } from './settings-fields';
import { featureAnchor, type SetupFeature } from './setup-features';
import type { SetupLabel } from './setup-labels';
import { settingsStatusOf, statusOf, type TypeKind, type TypeStatus } from './status';

/**
 * What an answer says of a name the guide pages that the registry lacks: a type too new, or a base
 * type, whose types to list instead each link their entry.
 */
function unlistedAnswerNote(row: UnlistedName, origin: string): string {
  if (row.kind !== 'base') return unlistedNote(row);
  const entry = (name: string) => `[\`${name}\`](${COVERAGE_ROUTE}#${typeAnchor(name)})`;
  return absoluteMarkdown(
    baseNote(row, (name) => `\`${name}\``, entry),
    origin,
  );
}

/**
 * Why a name that has no status of its own has none, and the page that says so: a type with a page
 * of its own the registry doesn't list yet, or a base type (the types to list in its place); a name
 * only the Metadata API's WSDL declares; a complex type several types' files hold (`FilterItem`).
 */
function whyUnknown(match: TypeMatch, origin: string): { note: string; source: string | null } | undefined {
  const why = noStatusOf(match);
  switch (why?.kind) {
    case 'unlisted':
      return { note: unlistedAnswerNote(why.unlisted, origin), source: why.unlisted.page };
    case 'declared':
      return { note: declaredNote(why.declared), source: null };
    case 'part':
      return { note: filePartNote(why.part, (name) => `\`${name}\``), source: null };
    default:
      return undefined;
  }
}

/** The docs' answer on records: Metaferry copies metadata, not the records stored in it. */
export const RECORDS_ROUTE = '/faq/#can-metaferry-copy-data-records';

// A type, not an interface: the MCP SDK's structured content is a Record<string, unknown>.
export type SupportAnswer = {
  query: string;
  type: string | null;
  /** What the type is, in its Salesforce page's words (./about.ts), or null. */
  represents: string | null;
  /** True when a step copies it (`copied` or `copied-with-prerequisites`). */
  supported: boolean;
  status: TypeStatus;
  /** What must be true first, by kind, each with Salesforce's page and its API version. */
  requires: { kind: RequirementKind; text: string; source: string; api: string }[];
  /** Whether `*` works for it in a package.xml; null where Salesforce's page doesn't say. */
  wildcard: boolean | null;
  /** The kind of type: its own, a folder, a child in its parent's file, org settings; null when none. */
  kind: TypeKind | null;
  steps: { title: string; url: string }[];
  notes: string[];
  /**
   * The nearest real names when the query names none, by spelling or by the words of their pages;
   * after a slip, the name it was read as.
   */
  suggestions: string[];
  /** The name it was read as when the query was a near-spelling, else null. */
  readAs: string | null;
  /**
   * The settings field a behavior asked for was read by (`enableQuantitySchedule` of
   * `ProductSettings`: "turn on quantity schedules"), else null.
   */
  field: string | null;
  url: string | null;
  /** Salesforce's page the status rests on. */
  source: string | null;
  /** The release the facts were checked against: "API 66.0 (Spring '26)". */
  checkedAgainst: string;
  /**
   * False for a type whose own Salesforce page was never found (./status.ts, needsUnread): its empty
   * `requires` then means unknown, not nothing. True otherwise.
   */
  needsRead: boolean;
};

/** Why records (of `object`, a standard object, or of no one object) are not copyable. */
function recordsNote(object: string | undefined): string {
  const no =
    'A deploy carries metadata only, so no step can copy records: move them with Data Loader or another data tool.';
  return object
    ? `These are records of the \`${object}\` object, a standard object of an org with every feature on (API ${OBJECTS_SOURCE.api}) that no metadata type carries. ${no}`
    : `These are records, the data an org stores in its objects, and the Metadata API manages customizations, not the data itself. ${no} Custom metadata type records are the exception: they are metadata (\`CustomMetadata\`), which a Components step copies.`;
}

/** An answer that names no type: its suggestions, and why it offers the first, when it does. */
function unknownOf(match: TypeMatch) {
  const notes = match.offered
    ? [offeredNote(match.offered, match.offeredOther, (name) => `\`${name}\``)]
    : [];
  return { status: 'unknown' as const, notes, suggestions: [...match.suggestions], source: null };
}

export function supportOf(query: string, origin: string): SupportAnswer {
  const match = resolveType(query);
  const { type, suggestions, readAs, feature } = match;
  const none = {
    query,
    type: null,
    represents: null,
    supported: false,
    requires: [],
    wildcard: null,
    kind: null,
    steps: [],
    readAs: null,
    field: null,
    url: null,
    checkedAgainst: CHECKED_AGAINST,
    needsRead: true,
  } satisfies Partial<SupportAnswer>;
  if (feature)
    return {
      ...none,
      status: 'not-copyable',
      notes: [featureNote(feature)],
      // The types it is part of, which a step does copy.
      suggestions: [...(feature.partOf ?? [])],
      url: `${origin}${COVERAGE_ROUTE}#${featureAnchor(feature.name)}`,
      source: feature.source,
    };
  // A name a release removed that the registry no longer has: what replaces it, and its page.
  if (match.removed)
    return {
      ...none,
      type: match.removed.type,
      status: 'not-copyable',
      notes: [absoluteMarkdown(removedNote(match.removed), origin)],
      suggestions: [...suggestions],
      url: match.removed.replacedBy
        ? `${origin}${COVERAGE_ROUTE}#${typeAnchor(match.removed.replacedBy)}`
        : null,
      source: match.removed.page,
    };
  if (match.records || match.anyRecords)
    return {
      ...none,
      status: 'not-copyable',
      notes: [recordsNote(match.records)],
      suggestions: [],
      url: `${origin}${RECORDS_ROUTE}`,
      source: match.records ? OBJECT_REFERENCE : METADATA_NOT_DATA,
    };
  // A name with no status of its own (a type the registry doesn't list yet, a base type, a name only
  // the WSDL declares, a part several files hold): unknown, saying why, and its page when it has one.
  const why = whyUnknown(match, origin);
  if (why)
    return {
      ...none,
      status: 'unknown',
      notes: [why.note],
      suggestions: [...suggestions],
      url: `${origin}${COVERAGE_ROUTE}`,
      source: why.source,
    };
  if (!type) return { ...none, ...unknownOf(match) };
  const coverage = coverageOf(type);
  // A settings type is answered by its own page's facts, on top of `Settings`'.
  const facts =
    (match.settingsMember && settingsStatusOf(match.settingsMember, match.settingsField)) || statusOf(type);
  const notes = coverage.notes.map((note) => absoluteMarkdown(note, origin));
  // A settings type is answered by its own name; its status and steps are `Settings`'.
  const name = match.settingsMember ?? type.name;
  const reading = readingNote(query, match, (name) => `\`${name}\``);
  // A setting or an option read by its Setup labels: then each label's page, for the reader to check.
  if (reading)
    notes.unshift(
      match.settingsMember || facts.removed ? reading : `${reading} Write \`${type.name}\` in a package.xml.`,
      ...(match.setupLabels ?? []).map(labelPageNote),
    );
  // A settings type its page says the API no longer carries: its page's sentence, first.
  if (match.settingsMember && facts.removed)
    notes.unshift(absoluteMarkdown(removedNote(facts.removed), origin));
  // A settings type's own page's word beyond `Settings`': a one-way field, a baseline permission.
  const member = match.settingsMember;
  for (const note of [oneWayNote(member, match.settingsField), member && baselineAskNote(member)])
    if (note) notes.push(absoluteMarkdown(note, origin));
  // A type its page takes out of deploys has no step; a settings type's would be `Settings`'.
  const steps = facts.removed
    ? []
    : coverage.steps.map((step) => ({ title: step.title, url: origin + step.url }));
  return {
    query,
    type: name,
    represents: aboutType(name).represents?.text ?? null,
    supported: steps.length > 0,
    status: facts.status,
    requires: facts.requires.map(({ kind, text, source, api }) => ({ kind, text, source, api })),
    wildcard: facts.wildcard,
    kind: facts.kind,
    steps,
    notes,
    // What its page names in its place, for a type taken out of deploys.
    suggestions: facts.removed?.replacedBy ? [facts.removed.replacedBy] : [...suggestions],
    readAs: readAs ? type.name : null,
    field: match.settingsField ?? null,
    // A settings type's entry is on the page of settings types.
    url: `${origin}${match.settingsMember ? SETTINGS_ROUTE : COVERAGE_ROUTE}#${typeAnchor(name)}`,
    // A settings type's own page, which its answer is named after.
    source: facts.source,
    checkedAgainst: CHECKED_AGAINST,
    needsRead: facts.needsUnread === undefined,
  };
}

/** Where a Setup label a query was read by is written: its page, and the day it was read. */
const labelPageNote = (label: SetupLabel) =>
  `The label “${label.label}” is on [Salesforce's page](${label.page}), read ${label.read}${label.release ? ` in its release ${label.release} edition` : ''}.`;

/** Read by a settings field that can't go back to false: turning it on can't be undone, as its page says. */
function oneWayNote(member: string | undefined, field: string | undefined): string | undefined {
  const limit = member && field ? fieldLimit(member, field) : undefined;
  return limit?.when === 'off'
    ? `Once \`${field ?? ''}\` is on, it can't be turned off, as Salesforce's page says (“${limit.quote ?? ''}”): a deploy that turns it on can't be undone.`
    : undefined;
}

/**
 * What a feature no step copies says: a part one settings field's page states (the field, the page's
 * sentence, what can be done instead), a part of a type, or a Setup feature apart.
 */
function featureNote(feature: SetupFeature): string {
  const setup = feature.setup ? ` (${feature.setup})` : '';
  if (feature.field && feature.member) return fieldPartNote(feature, feature.field, feature.member);
  if (!feature.partOf)
    return `${feature.name} is a Setup feature the Metadata API doesn't carry, so no step can copy it: change it in Setup in each org${setup}.`;
  const where = feature.member
    ? `\`${feature.member}\` (a member of \`Settings\`)`
    : feature.partOf.map((t) => `\`${t}\``).join(' or ');
  const instead = feature.support
    ? 'Salesforce Customer Support turns it on, in each org that needs it'
    : `set it by hand in each org${setup}`;
  return `${feature.name}: a deploy of ${where} leaves it out, as Salesforce's page says (“${feature.quote ?? ''}”). The type is copied; no step can copy this part: ${instead}.`;
}

/** What a part one settings field's page states says: the field, the page's sentence, and what can be done instead. */
function fieldPartNote(feature: SetupFeature, field: string, member: string): string {
  const where = `\`${field}\` of \`${member}\` (a member of \`Settings\`)`;
  return feature.when === 'off'
    ? `${feature.name}: once ${where} is on, it can't be turned off, as Salesforce's page says (“${feature.quote ?? ''}”). A deploy can turn it on; no step turns it off again.`
    : `${feature.name}: the Metadata API only reads ${where}, as Salesforce's page says (“${feature.quote ?? ''}”). The type is copied; this value isn't: each org keeps its own${feature.setup ? ` (change it on the ${feature.setup})` : ''}.`;
}
