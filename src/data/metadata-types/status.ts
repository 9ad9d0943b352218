/**
 * What a type needs before Metaferry can copy it (issue 38): its status, what
 * must be on in the target first, whether `*` works for it in a package.xml,
 * and its kind, each from Salesforce's own pages (./prerequisites.ts,
 * ./wildcard.ts, ./setup-features.ts; `npm run type-facts` lists them with
 * their sources and the day each was checked). The every-type page, its twin
 * and search records, and the docs MCP server's `check_support` read it, so
 * no answer says more than the data holds.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { metadataTypeReference } from '../components';
import { GUIDE_INTERNAL, GUIDE_REQUIREMENT_READS, type GuideInternal } from './guide';
import { PREREQUISITES, type Requirement } from './prerequisites';
import { getMetadataType, kindOf, metadataTypes, type MetadataType, type TypeKind } from './registry';
import { removedOf, type RemovedType } from './removed';
import { SETTINGS_MEMBERS } from './settings';
import { fieldNeeds } from './settings-fields';
import { SETUP_FEATURES, type SetupFeature } from './setup-features';
import { STATUS_LABELS, type TypeStatus } from './status-labels';
import { WILDCARD } from './wildcard';

export type { Requirement, SetupFeature, TypeKind, TypeStatus };
export { STATUS_LABELS };
export { SETUP_FEATURES };

/** Salesforce's list of Metadata API types: the source of a type that has no page of its own in the catalogue. */
export const METADATA_TYPES_LIST =
  'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_types_list.htm';

export interface TypeStatusFacts {
  readonly status: TypeStatus;
  /** What must be on in the target before a deploy of it succeeds, each with Salesforce's page. */
  readonly requires: readonly Requirement[];
  /** Whether `<members>*</members>` retrieves its components; null where Salesforce's page doesn't say. */
  readonly wildcard: boolean | null;
  /** Where the wildcard fact comes from, when there is one. */
  readonly wildcardSource: string | null;
  readonly kind: TypeKind;
  /** Salesforce's page for the type: its page in the Metadata API Developer Guide, or the list of types. */
  readonly source: string;
  /** Set when its page takes it out of deploys (./removed.ts): then it is not copyable. */
  readonly removed?: RemovedType;
  /**
   * Set when what it needs was never read: no page of its own (nor its parent's) was found, so an
   * empty `requires` says nothing. `lookedFor` is the day it was looked for, null if never.
   */
  readonly needsUnread?: { readonly lookedFor: string | null };
  /** Set when its own page says only that it is for internal use (./guide/internal.json): that page's row. */
  readonly internal?: GuideInternal;
}

let internalByType: Map<string, GuideInternal> | undefined;

let readsByType: Map<string, (typeof GUIDE_REQUIREMENT_READS)[number]> | undefined;

/**
 * For a type with no requirement row of its own or its parent's (statusOf's empty `requires`):
 * undefined when a read of its page or its parent's found rules or none; otherwise the day its page
 * was looked for and not found (`not-found` in ./guide/requirement-reads.json), or null when no read
 * has a row for it.
 */
function needsUnread(type: MetadataType): { readonly lookedFor: string | null } | undefined {
  readsByType ??= new Map(GUIDE_REQUIREMENT_READS.map((read) => [read.type, read]));
  const reads = (type.parent ? [type.name, type.parent] : [type.name]).flatMap((name) => {
    const read = readsByType?.get(name);
    return read ? [read] : [];
  });
  if (reads.some((read) => read.seen !== 'not-found')) return undefined;
  return { lookedFor: reads[0]?.read ?? null };
}

/** The status of a registry type: copied, or copied once the target has what its page says it needs. */
export function statusOf(type: MetadataType): TypeStatusFacts {
  const kind = kindOf(type);
  // A child type needs what its parent needs: it deploys inside the parent's file.
  const requires = PREREQUISITES[type.name] ?? (type.parent ? PREREQUISITES[type.parent] : undefined) ?? [];
  const wildcard = WILDCARD[type.name];
  const removed = removedOf(type.name);
  if (removed)
    return {
      status: 'not-copyable',
      requires: [],
      wildcard: null,
      wildcardSource: null,
      kind,
      source: removed.page,
      removed,
    };
  const unread = requires.length > 0 ? undefined : needsUnread(type);
  internalByType ??= new Map(GUIDE_INTERNAL.map((row) => [row.type, row]));
  const internal = internalByType.get(type.name);
  return {
    status: requires.length > 0 ? 'copied-with-prerequisites' : 'copied',
    ...(unread ? { needsUnread: unread } : {}),
    ...(internal ? { internal } : {}),
    requires,
    wildcard: wildcard?.wildcard ?? null,
    wildcardSource: wildcard?.source ?? null,
    kind,
    source: metadataTypeReference[type.name] ?? METADATA_TYPES_LIST,
  };
}

/**
 * The status of an organization settings type (`EncryptionKeySettings`, a member of `Settings`): what
 * `Settings` needs, and what the settings type's own page names (./settings.ts), linked to that page.
 */
export function settingsStatusOf(member: string, field?: string): TypeStatusFacts | undefined {
  const settings = getMetadataType('Settings');
  const removed = removedOf(member);
  const page = SETTINGS_MEMBERS.get(member)?.page ?? removed?.page;
  if (!settings || !page) return undefined;
  const base = statusOf(settings);
  // A settings type its page says the API no longer carries: not copyable, whatever `Settings` needs.
  if (removed) return { ...base, status: 'not-copyable', requires: [], source: removed.page, removed };
  // A field asked for by its words (./settings-fields.ts) adds what its own page says it needs.
  const requires = [
    ...base.requires,
    ...(PREREQUISITES[member] ?? []),
    ...(field ? fieldNeeds(member, field) : []),
  ];
  return {
    ...base,
    status: requires.length > 0 ? 'copied-with-prerequisites' : 'copied',
    requires,
    source: page,
  };
}

/** Each settings type whose own page names something a deploy needs, with those needs, by name. */
export function settingsOwnNeeds(): { member: string; requires: readonly Requirement[] }[] {
  return [...SETTINGS_MEMBERS.keys()].sort().flatMap((member) => {
    const requires = PREREQUISITES[member] ?? [];
    return requires.length > 0 ? [{ member, requires }] : [];
  });
}

/** How many registry types have each status (the note and the page's introduction report them). */
export function statusCounts(): Record<TypeStatus, number> {
  const counts: Record<TypeStatus, number> = {
    copied: 0,
    'copied-with-prerequisites': 0,
    'not-copyable': SETUP_FEATURES.length,
    unknown: 0,
  };
  for (const type of metadataTypes) counts[statusOf(type).status] += 1;
  return counts;
}

/** Every type the prerequisite and wildcard tables name is a registry type or a settings type read (a test holds them to it). */
export function unknownFactTypes(): string[] {
  return [...Object.keys(PREREQUISITES), ...Object.keys(WILDCARD)].filter(
    (name) => !getMetadataType(name) && !SETTINGS_MEMBERS.has(name),
  );
}
