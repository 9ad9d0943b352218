/**
 * Types Salesforce's own page takes out of deploys (./guide/removed.json): the Metadata API carried
 * them only up to an API version (`EventSubscription`, 41.0 to 45.0; `GenAiPlanner`, replaced by
 * `GenAiPlannerBundle`), or the page says its components can't be used directly
 * (`FunctionReference`). A step deploys at the newest API version both orgs support, which doesn't
 * know such a type: each is answered not copyable, with its page's sentence, never "Supported".
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_REMOVED, type GuideRemoved } from './guide';
import { getMetadataType } from './registry';
import { settingsFileName } from './settings';

export type RemovedType = GuideRemoved;

/** Every type taken out of deploys, by its name. */
export const REMOVED: ReadonlyMap<string, RemovedType> = new Map(GUIDE_REMOVED.map((row) => [row.type, row]));

/** The row of a type taken out of deploys, if it is one. */
export const removedOf = (name: string): RemovedType | undefined => REMOVED.get(name);

/**
 * The names a release removed that the registry no longer has at all, neither a type nor a settings
 * type (the sharing rule types before API 33.0, `AccountSharingRules`): read by their exact name
 * (./index.ts) and named in plans (../package-plan/data.ts).
 */
export const goneNames = (): RemovedType[] =>
  GUIDE_REMOVED.filter((row) => !row.settings && !getMetadataType(row.type));

/**
 * "from API 41.0 to 45.0", "in API 37.0" (one version only), or "up to API 32.0" where the page
 * gives no first version.
 */
const span = (row: RemovedType) =>
  row.first && row.first === row.last
    ? `in API ${row.first}`
    : row.first
      ? `from API ${row.first} to ${row.last ?? ''}`
      : `up to API ${row.last ?? ''}`;

/** How a package.xml names it: a settings type as its member of `Settings` (`AccountInsights`). */
const listedAs = (row: RemovedType, name: string) =>
  row.settings ? `the member \`${settingsFileName(name)}\` of \`Settings\`` : `\`${name}\``;

/**
 * What takes its place in the type that replaces it: that type, or the part of its file the page
 * names (`GlobalPicklistValue`: `CustomValue`, in a `GlobalValueSet`).
 */
const takesItsPlace = (row: RemovedType) =>
  row.replacedByPart
    ? `whose file holds the \`${row.replacedByPart}\` entries that take its place`
    : 'which takes its place';

/**
 * What to do instead: copy what replaces it, or copy it in a Components step of its own whose API
 * version option is one that still carried it (other types in that step would lose what newer
 * versions added).
 */
function instead(row: RemovedType, markdown: boolean): string {
  if (row.replacedBy) return `copy ${listedAs(row, row.replacedBy)} instead, ${takesItsPlace(row)}`;
  // A plan's warnings show code spans only (src/elements/JobPlanner): no link there.
  const step = markdown ? '[Components](/supported-components/components/)' : 'Components';
  const option = markdown ? '**API version**' : 'API version';
  return `copy it only in a ${step} step of its own whose ${option} is ${row.last ?? ''} or earlier`;
}

/** What the site says of a type taken out of deploys: its page's sentence, why a step doesn't copy it, and what to do. */
export function removedNote(row: RemovedType): string {
  const name = `\`${row.type}\``;
  if (!row.last)
    return `Salesforce's page says ${name} components can't be used directly: only the Salesforce CLI's commands for Functions deploy them (“${row.quote}”). No step copies it.`;
  return `${name} was in the Metadata API ${span(row)} only, as Salesforce's page says (“${row.quote}”). A step deploys at the newest API version both orgs support, which doesn't know the type: ${instead(row, true)}.`;
}

/**
 * What a plan says of a type taken out of deploys that a package.xml lists: why the step won't copy
 * it, and what to do.
 */
export function removedWarning(row: RemovedType): string {
  const name = listedAs(row, row.type);
  if (!row.last)
    return `Salesforce's page says ${name} components can't be used directly: only the Salesforce CLI's commands for Functions deploy them. No step copies it: leave it out.`;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} was in the Metadata API ${span(row)} only, as Salesforce's page for \`${row.type}\` says: the step deploys at the newest API version both orgs support, which doesn't know it. Leave it out, or ${instead(row, false)}.`;
}

/**
 * What a plan says of a name a release removed that the registry no longer has (`goneNames`), listed
 * in a package.xml: the last version that carried it, and what replaces it.
 */
export function goneWarning(row: RemovedType): string {
  const instead = row.replacedBy ? ` List \`${row.replacedBy}\` instead, ${takesItsPlace(row)}.` : '';
  return `\`${row.type}\` was a Metadata API type up to API ${row.last ?? ''} only, as Salesforce's page says: no step copies it.${instead}`;
}
