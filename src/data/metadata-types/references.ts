/**
 * Which types a component of each type may name (issues 38 and 51): the
 * type-level reference table. A component deployed before the component it
 * names fails in a real run ("In field: … no RecordType named … found"), while
 * Validate only passes, because all deploy steps travel together in one
 * check-only deployment. The planner (../package-plan/plan.ts) orders steps by
 * this table, and its tests apply it to real manifests
 * (../package-plan/__tests__/manifests.test.ts).
 *
 * The rows live once, in ./guide/references.json: each is one field of the
 * Metadata API Developer Guide's page for the naming type, read whole for the
 * types listed in ./guide/reads.json, with the page, its API version and the
 * day it was read. Only references between components that a package.xml can
 * list are there: a field naming a standard value (a standard tab, `SYSTEM`)
 * or a component of the same file is no edge. A type's parent (RecordType in
 * its CustomObject) is not listed either: the planner reads parents from the
 * registry.
 */
import {
  GUIDE_REFERENCES,
  GUIDE_SETTINGS_REFERENCE_READS,
  GUIDE_SETTINGS_REFERENCES,
  GUIDE_TYPES_READ,
} from './guide';
import { settingsFileName } from './settings-name';

export interface TypeReference {
  /** The type whose components hold the field. */
  readonly from: string;
  /** The field, as the Metadata API Developer Guide names it (`recordTypeVisibilities.recordType`). */
  readonly field: string;
  /** The type of the component the field names. */
  readonly to: string;
  /** The guide's page for `from`, where the field is described. */
  readonly source: string;
  /** The API version of the page read, and the day. */
  readonly api: string;
  readonly read: string;
}

export const TYPE_REFERENCES: readonly TypeReference[] = GUIDE_REFERENCES.map(
  ({ from, field, to, page, api, read }) => ({
    from,
    field,
    to,
    source: page,
    api,
    read,
  }),
);

/** The types whose fields were read whole for the table: what they name is known (possibly nothing). */
export const TYPES_READ: ReadonlySet<string> = GUIDE_TYPES_READ;

/** The types a component of `type` may name, by the table (each once). */
export function referencedTypes(type: string): string[] {
  return [...new Set(TYPE_REFERENCES.filter((ref) => ref.from === type).map((ref) => ref.to))];
}

/**
 * What an organization settings type may name, by its member's name in a package.xml (`Case` for
 * `CaseSettings`): the rows of ./guide/settings-references.json. `Settings` is one registry type with
 * a page of its own for each member, so what a plan's `Settings` names is what its members name.
 */
export interface SettingsReference extends Omit<TypeReference, 'from'> {
  /** The settings type (`CaseSettings`) and its member's name in a package.xml (`Case`). */
  readonly settingsType: string;
  readonly member: string;
}

export const SETTINGS_REFERENCES: readonly SettingsReference[] = GUIDE_SETTINGS_REFERENCES.map(
  ({ from, field, to, page, api, read }) => ({
    settingsType: from,
    member: settingsFileName(from),
    field: `${from}.${field}`,
    to,
    source: page,
    api,
    read,
  }),
);

/** The settings members (`Case`) whose type's page was read whole for the table: what they name is known. */
export const SETTINGS_MEMBERS_READ: ReadonlySet<string> = new Set(
  GUIDE_SETTINGS_REFERENCE_READS.filter((row) => row.complete).map((row) => settingsFileName(row.type)),
);
