/**
 * The extract of the catalogue and of Salesforce's registry the planner
 * (./plan.ts) runs on, built at build time (the plan page's data prop, the
 * MCP server's bundle). Every type goes to the one Components step, but where
 * a step's planner rule (`PlannerRule` in ../catalogue.ts) says what a step of
 * its own adds (profile sections, layout assignments, folders, per-org URLs).
 * The type-level reference table and the list of the types whose page was
 * read ride along, for the order of the steps.
 */
import { baselinePermissions, dependencyOrder } from '../components';
import { CHECKED_AGAINST, GUIDE_SETTINGS_READS } from '../metadata-types/guide';
import {
  SETTINGS_MEMBERS_READ,
  SETTINGS_REFERENCES,
  TYPE_REFERENCES,
  TYPES_READ,
} from '../metadata-types/references';
import { getMetadataType, metadataTypes } from '../metadata-types';
import { goneNames, goneWarning, REMOVED, removedWarning } from '../metadata-types/removed';
import { partsLeftOut } from '../metadata-types/setup-features';
import type { Requirement } from '../metadata-types/prerequisites';
import { SETTINGS_MEMBERS, settingsFileName } from '../metadata-types/settings';
import { UNLISTED, unlistedWarning } from '../metadata-types/unlisted';
import { settingsOwnNeeds, statusOf } from '../metadata-types/status';
import { facts } from '../salesforce-facts';
import type { PlanData, PlanRequirement, PlanStep, PlanType } from './types';

let cached: PlanData | undefined;

/** Built once per process. */
export function planData(): PlanData {
  cached ??= buildPlanData();
  return cached;
}

function buildPlanData(): PlanData {
  const layers = dependencyOrder();
  const layerOf = new Map<string, number>();
  layers.forEach((layer, index) => layer.forEach((entry) => layerOf.set(entry.slug, index)));
  const steps: PlanStep[] = layers.flat().map((entry) => ({
    slug: entry.slug,
    title: entry.title,
    ...(entry.planner ? { planner: entry.planner } : {}),
    permissions: [...entry.permissions],
    layer: layerOf.get(entry.slug) ?? 0,
  }));
  const types: Record<string, PlanType> = {};
  const asPlan = (requires: readonly Requirement[]): PlanRequirement[] =>
    requires.map(({ kind, text, permission }) => ({ kind, text, ...(permission ? { permission } : {}) }));
  for (const type of metadataTypes) {
    const { requires, wildcard, removed, needsUnread, internal } = statusOf(type);
    // A settings type's part is its member's (./types.ts PlanMember), not every Settings deploy's.
    const parts = partsLeftOut(type.name).filter((part) => part.inPlans !== false);
    const leftOut = parts.filter((part) => !part.member);
    const members: Record<string, { requires?: PlanRequirement[]; leavesOut?: string[]; removed?: string }> =
      {};
    if (type.name === 'Settings') {
      for (const { member, requires: own } of settingsOwnNeeds())
        (members[settingsFileName(member)] ??= {}).requires = asPlan(own);
      // A settings type its page says the API no longer carries (`AccountInsights`).
      for (const row of REMOVED.values())
        if (row.settings) (members[settingsFileName(row.type)] ??= {}).removed = removedWarning(row);
    }
    for (const part of parts)
      if (part.member) ((members[settingsFileName(part.member)] ??= {}).leavesOut ??= []).push(part.name);
    types[type.name] = {
      ...(type.parent ? { parent: type.parent } : {}),
      ...(type.namedAlone ? { namedAlone: true as const } : {}),
      ...(type.folderType ? { folderType: type.folderType } : {}),
      ...(type.keptIn ? { keptIn: type.keptIn } : {}),
      ...(requires.length > 0 ? { requires: asPlan(requires) } : {}),
      ...(wildcard === false ? { wildcard: false } : {}),
      ...(removed ? { removed: removedWarning(removed) } : {}),
      ...(leftOut.length > 0 ? { leavesOut: leftOut.map((part) => part.name) } : {}),
      ...(needsUnread ? { needsUnread: true as const } : {}),
      ...(internal ? { internal: internal.quote } : {}),
      ...(Object.keys(members).length > 0 ? { members } : {}),
    };
  }
  return {
    steps,
    generic: 'components',
    baselinePermissions: [...baselinePermissions],
    removedNames: Object.fromEntries(
      goneNames().flatMap((row) => (row.last ? [[row.type, goneWarning(row)]] : [])),
    ),
    unlistedNames: Object.fromEntries(UNLISTED.map((row) => [row.name, unlistedWarning(row)])),
    // Every settings type Salesforce's `@salesforce/types` names but those whose page says they are
    // no org settings, whether or not its page was read: how a package.xml names one is the same.
    settingsMembers: [
      ...new Set([
        ...SETTINGS_MEMBERS.keys(),
        ...GUIDE_SETTINGS_READS.filter((row) => row.orgSettings !== false).map((row) => row.member),
      ]),
    ]
      .map(settingsFileName)
      .sort(),
    types,
    maxFiles: facts.deployMaxFiles.value,
    maxFilesText: facts.deployMaxFiles.text,
    // Types whose components are uploaded files, whose size a package.xml doesn't tell.
    fileTypes: ['StaticResource', 'Document', 'ContentAsset'].filter((name) => getMetadataType(name)),
    maxZipText: facts.deployMaxZip.text,
    apexCoverageText: facts.apexProductionCoverage.text,
    references: referencesBy(TYPE_REFERENCES, (ref) => ref.from),
    // Only registry types: the list rides to the browser.
    read: [...TYPES_READ].filter((name) => getMetadataType(name)).sort(),
    settingsReferences: referencesBy(SETTINGS_REFERENCES, (ref) => ref.member),
    settingsRead: [...SETTINGS_MEMBERS_READ].sort(),
    checkedAgainst: CHECKED_AGAINST,
  };
}

/** The reference rows as the planner reads them: by the type (or settings member) that names, the named type and the field. */
function referencesBy<T extends { readonly to: string; readonly field: string }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
): Record<string, { to: string; field: string }[]> {
  const grouped: Record<string, { to: string; field: string }[]> = {};
  for (const row of rows) (grouped[keyOf(row)] ??= []).push({ to: row.to, field: row.field });
  return grouped;
}
