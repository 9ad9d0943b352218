/**
 * Names Salesforce's Metadata API Developer Guide gives a page of its own that the pinned registry
 * doesn't list as a type (./guide/unlisted.json, the sweep its interface describes):
 * - a part of other types' files (`ActionOverride`, `SharingBaseRule`): read as the type whose file
 *   holds it, saying so, since that type is what a package.xml lists and what a step copies;
 * - a type with a file of its own that the registry doesn't have yet (`ClaimFinancialSettings`):
 *   answered unknown, saying why, rather than "no type is named so" or a near name's answer.
 * Each by its exact name only, never a near spelling (`IdentityVerificationProcDtl` is no slip for
 * `IdentityVerificationProcDef`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_RELEASE, GUIDE_UNLISTED, type GuideUnlisted } from './guide';
import { getMetadataType } from './registry';

export type UnlistedName = GuideUnlisted;

/** Every row whose parents the registry has (a part) or that the registry lacks (an own type). */
export const UNLISTED: readonly UnlistedName[] = GUIDE_UNLISTED.filter((row) =>
  row.kind === 'part' ? row.parents.some((parent) => getMetadataType(parent)) : !getMetadataType(row.name),
);

/** The registry types whose files hold a part, in its page's order. */
export const partParents = (row: UnlistedName): string[] =>
  row.parents.filter((parent) => getMetadataType(parent));

/** "`GlobalValueSet` or `CustomObject`": the parents as the notes name them. */
const listed = (names: readonly string[], mark: (name: string) => string) =>
  names.length < 3
    ? names.map(mark).join(' or ')
    : `${names.slice(0, -1).map(mark).join(', ')} or ${mark(names[names.length - 1] ?? '')}`;

/** What an answer says of a part, read as its first parent: where it lives, in its page's words. */
export function partNote(row: UnlistedName, mark: (name: string) => string = (name) => name): string {
  const parents = partParents(row);
  const first = parents[0] ?? '';
  const field = row.field ? ` (its ${mark(row.field)} field)` : '';
  return `${mark(row.name)} isn't a type a package.xml lists: it is part of the file of ${listed(parents, mark)}${parents.length === 1 ? field : ''}, as Salesforce's page says (“${row.quote}”), so it's read as ${mark(first)}, which a step copies with it.`;
}

/** What an answer says of a type with a file of its own that the registry doesn't list yet. */
export function unlistedNote(row: UnlistedName): string {
  return `\`${row.name}\` has a page of its own in Salesforce's Metadata API Developer Guide (API ${row.since ?? ''} and later: “${row.quote}”), but the type list these answers are checked against, Salesforce's registry in \`@salesforce/source-deploy-retrieve\` ${GUIDE_RELEASE.registry}, doesn't have it yet: no answer here says whether a step copies it.`;
}

/** What a plan says of a package.xml that lists one of these names as a type. */
export function unlistedWarning(row: UnlistedName): string {
  if (row.kind === 'part') {
    const parents = partParents(row);
    return `\`${row.name}\` is part of the file of ${listed(parents, (name) => `\`${name}\``)}, not a type a package.xml lists, as Salesforce's page says: list ${parents.length === 1 ? `\`${parents[0] ?? ''}\`` : 'the type that holds it'} instead.`;
  }
  return `\`${row.name}\` has a page in Salesforce's Metadata API Developer Guide (API ${row.since ?? ''} and later), but the registry this plan is checked against doesn't list it: no step here is known to copy it.`;
}
