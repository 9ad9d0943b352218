/**
 * Names Salesforce's Metadata API Developer Guide gives a page of its own that the pinned registry
 * doesn't list as a type (./guide/unlisted.json, the sweep its interface describes):
 * - a part of other types' files (`ActionOverride`, `SharingBaseRule`): read as the type whose file
 *   holds it, saying so, since that type is what a package.xml lists and what a step copies;
 * - a type with a file of its own that the registry doesn't have yet (`ClaimFinancialSettings`):
 *   answered unknown, saying why, rather than "no type is named so" or a near name's answer.
 * - a base type whose page names the types to list in its place (`RoleOrTerritory`: `Role` or
 *   `Territory`): answered unknown, naming them, since which one the reader means only they know;
 * - every other complex type of the Metadata API that lives inside a type's file (./guide/file-parts.json,
 *   written by scripts/file-parts.ts from Salesforce's WSDL types, and for the registry types those
 *   lack, from the types' own pages: `FlowRule` in a `Flow`,
 *   `ReportFilter` in a `Report`): read as the one type that holds it, or, when several types' files
 *   hold it (`FilterItem`), named with them and answered unknown; a part of one organization settings
 *   type's file (`FiscalYearSettings`, the `fiscalYear` field of `CompanySettings`) is read as that
 *   settings type.
 * - a name a real manifest lists as a type that another Salesforce guide says is a type's components
 *   (`PlatformEvent`: `CustomObject` components named `…__e`, the Platform Events Developer Guide),
 *   read as `ArticleType` is.
 * - a name the Metadata API's WSDL declares as a metadata type that nothing above answers and no
 *   reading of the resolver reads (./guide/file-parts.json `declared`: `QuickTextSettings`,
 *   `AIWorksheetTemplate`): answered unknown, saying where it was seen and why no status is given,
 *   instead of an answer that says nothing.
 * Each by its exact name only, never a near spelling (`IdentityVerificationProcDtl` is no slip for
 * `IdentityVerificationProcDef`, `ReportFilter` none for `ReportFolder`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_RELEASE, GUIDE_SETTINGS_READS, GUIDE_UNLISTED, type GuideUnlisted } from './guide';
import filePartsJson from './guide/file-parts.json';
import { getMetadataType } from './registry';
import { SETTINGS_MEMBERS, settingsFileName } from './settings';
import { key } from './words';

export type UnlistedName = GuideUnlisted;

/** Every row whose parents the registry has (a part) or that the registry lacks (an own type). */
export const UNLISTED: readonly UnlistedName[] = GUIDE_UNLISTED.filter((row) =>
  row.kind === 'own' ? !getMetadataType(row.name) : row.parents.some((parent) => getMetadataType(parent)),
);

/** The registry types whose files hold a part, in its page's order. */
export const partParents = (row: UnlistedName): string[] =>
  row.parents.filter((parent) => getMetadataType(parent));

/** "`GlobalValueSet` or `CustomObject`": the parents as the notes name them (`and` for a base type's). */
const listed = (names: readonly string[], mark: (name: string) => string, and: 'or' | 'and' = 'or') =>
  names.length < 3
    ? names.map(mark).join(` ${and} `)
    : `${names.slice(0, -1).map(mark).join(', ')} ${and} ${mark(names[names.length - 1] ?? '')}`;

/** What an answer says of a part, read as its first parent: where it lives, in its page's words. */
export function partNote(row: UnlistedName, mark: (name: string) => string = (name) => name): string {
  const parents = partParents(row);
  const first = parents[0] ?? '';
  if (row.kind === 'as')
    return `${mark(row.name)} isn't a type a package.xml lists: its components are ${mark(first)} components whose names end in ${mark(row.suffix ?? '')}, as Salesforce's page says (“${row.quote}”), so it's read as ${mark(first)}, which a step copies.`;
  const field = row.field ? ` (its ${mark(row.field)} field)` : '';
  return `${mark(row.name)} isn't a type a package.xml lists: it is part of the file of ${listed(parents, mark)}${parents.length === 1 ? field : ''}, as Salesforce's page says (“${row.quote}”), so it's read as ${mark(first)}, which a step copies with it.`;
}

/**
 * What an answer says of a base type: the types its page names in its place (each through `link`:
 * its entry, in an answer), and its sentence.
 */
export function baseNote(
  row: UnlistedName,
  mark: (name: string) => string = (name) => name,
  link: (name: string) => string = mark,
): string {
  return `${mark(row.name)} isn't a type a package.xml lists: it is the base type of ${listed(partParents(row), link, 'and')}, as Salesforce's page says (“${row.quote}”). List the one you mean.`;
}

/** What an answer says of a type with a file of its own that the registry doesn't list yet. */
export function unlistedNote(row: UnlistedName): string {
  return `\`${row.name}\` has a page of its own in Salesforce's Metadata API Developer Guide (API ${row.since ?? ''} and later: “${row.quote}”), but the type list these answers are checked against, Salesforce's registry in \`@salesforce/source-deploy-retrieve\` ${GUIDE_RELEASE.registry}, doesn't have it yet: no answer here says whether a step copies it.`;
}

/** What a plan says of a package.xml that lists one of these names as a type. */
export function unlistedWarning(row: UnlistedName): string {
  if (row.kind === 'as') {
    const [holder = ''] = partParents(row);
    return `\`${row.name}\` isn't a type a package.xml lists: its components are \`${holder}\` components whose names end in \`${row.suffix ?? ''}\`, as Salesforce's page says: list them under \`${holder}\` by their full names, or no step copies them.`;
  }
  if (row.kind === 'base')
    return `\`${row.name}\` isn't a type a package.xml lists: it is the base type of ${listed(partParents(row), (name) => `\`${name}\``, 'and')}, as Salesforce's page says: list the one you mean instead, or no step copies its components.`;
  if (row.kind === 'part') {
    const parents = partParents(row);
    return `\`${row.name}\` is part of the file of ${listed(parents, (name) => `\`${name}\``)}, not a type a package.xml lists, as Salesforce's page says: list ${parents.length === 1 ? `\`${parents[0] ?? ''}\`` : 'the type that holds it'} instead.`;
  }
  return `\`${row.name}\` has a page in Salesforce's Metadata API Developer Guide (API ${row.since ?? ''} and later), but the registry this plan is checked against doesn't list it: no step here is known to copy it.`;
}

/** A complex type that lives inside registry types' files (./guide/file-parts.json), with where. */
export interface FilePart {
  readonly name: string;
  /**
   * Each registry type whose file holds it, with the field path that reaches it (`decisions.rules`);
   * for a part of a settings type's file, that settings type (`CompanySettings`, `fiscalYear`).
   */
  readonly holders: readonly { readonly type: string; readonly path: string }[];
  /** Its one holder is an organization settings type, a member of `Settings` in a package.xml. */
  readonly inSettings?: true;
}

/** Where the file parts were read: the types package and its version, and the day. */
export const FILE_PARTS_SOURCE = {
  source: filePartsJson.source,
  read: filePartsJson.read,
  guide: { source: filePartsJson.guide.source, api: filePartsJson.guide.api },
} as const;

let fileParts: Map<string, FilePart> | undefined;

/** A holder as the table writes it, `Holder.field.path`: the type, and the path after its first dot. */
function holderAt(at: string): { type: string; path: string } {
  const dot = at.indexOf('.');
  return { type: at.slice(0, dot), path: at.slice(dot + 1) };
}

/** Every file part by its name; a holder the registry no longer has is dropped, and a part left with none. */
export function filePartTable(): ReadonlyMap<string, FilePart> {
  if (!fileParts) {
    fileParts = new Map();
    // The WSDL types' parts, then those of the types they lack, read from the types' own pages.
    const rows = [
      ...Object.entries(filePartsJson.parts as Record<string, string>),
      ...Object.entries(filePartsJson.guide.parts as Record<string, string>),
    ];
    for (const [name, where] of rows) {
      const holders = where.split(' ').flatMap((at) => {
        const holder = holderAt(at);
        return getMetadataType(holder.type) ? [holder] : [];
      });
      // A guide row of a part the WSDL places too adds the holders the WSDL's types lack.
      const all = [...(fileParts.get(name)?.holders ?? []), ...holders];
      if (all.length > 0) fileParts.set(name, { name, holders: all });
    }
    // The parts of one settings type's file each: a settings type the site no longer names drops it.
    for (const [name, at] of Object.entries(filePartsJson.settings as Record<string, string>)) {
      const holder = holderAt(at);
      if (SETTINGS_MEMBERS.has(holder.type))
        fileParts.set(name, { name, holders: [holder], inSettings: true });
    }
  }
  return fileParts;
}

/** Up to five holders, "`ApprovalProcess` (`entryCriteria.criteriaItems`)", and how many more. */
function holdersListed(part: FilePart, mark: (name: string) => string): string {
  const shown = part.holders.slice(0, 5).map((h) => `${mark(h.type)} (${mark(h.path)})`);
  const more = part.holders.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${String(more)} more` : listed(shown, (name) => name);
}

/** What an answer says of a file part: read as the one type that holds it, or named with the several that do. */
export function filePartNote(part: FilePart, mark: (name: string) => string = (name) => name): string {
  const [only] = part.holders;
  if (part.holders.length === 1 && only)
    return `${mark(part.name)} isn't a type a package.xml lists: Salesforce's Metadata API gives it as the type of the ${mark(only.path)} field of ${mark(only.type)}, so it lives in that type's XML and it's read as ${mark(only.type)}, which a step copies with it.`;
  return `${mark(part.name)} isn't a type a package.xml lists: Salesforce's Metadata API gives it as the type of a field in the files of ${holdersListed(part, mark)}. A step copies it with the file that holds it: list that type.`;
}

/**
 * A name the Metadata API's WSDL declares as a metadata type that no table here answers: organization
 * settings (`QuickTextSettings`) or another type (`AIWorksheetTemplate`), and whether the guide copy
 * has a page headed with it.
 */
export interface DeclaredName {
  readonly name: string;
  readonly settings: boolean;
  readonly page: boolean;
}

let declaredNames: Map<string, DeclaredName> | undefined;

/**
 * Every declared name by its key (./words.ts, as `UNLISTED`'s rows are looked up), of two words or more in its API spelling (`Package`, one
 * word, is the manifest's own element, and an admin's "package" means other things), none the
 * registry or the settings types answer.
 */
function declaredTable(): ReadonlyMap<string, DeclaredName> {
  if (!declaredNames) {
    const withPage = new Set(filePartsJson.guide.declaredPages.split(' '));
    const rows = [
      ...filePartsJson.declared.settings.split(' ').map((name) => ({ name, settings: true })),
      ...filePartsJson.declared.types.split(' ').map((name) => ({ name, settings: false })),
    ];
    declaredNames = new Map(
      rows
        .filter(
          ({ name }) => /[a-z0-9][A-Z]/.test(name) && !getMetadataType(name) && !SETTINGS_MEMBERS.has(name),
        )
        .map((row) => [key(row.name), { ...row, page: withPage.has(row.name) }] as const),
    );
  }
  return declaredNames;
}

/** The declared name a query writes alone, exactly (any case), if any. */
export function declaredNamed(query: string): DeclaredName | undefined {
  const written = query.trim();
  return /^\w+$/.test(written) ? declaredTable().get(key(written)) : undefined;
}

/**
 * The declared settings type a query names in words, each word of its name in order ("quick text
 * settings": `QuickTextSettings`), if any: two words at least, the last "settings".
 */
export function declaredSettingsInWords(query: string): DeclaredName | undefined {
  const spaced = query.trim().toLowerCase().split(/\s+/);
  if (spaced.length < 2 || spaced.at(-1) !== 'settings' || !spaced.every((w) => /^[a-z0-9]+$/.test(w)))
    return undefined;
  const found = declaredTable().get(key(spaced.join('')));
  return found?.settings ? found : undefined;
}

/** What an answer says of a declared name: where Salesforce declares it, and why no status is given. */
export function declaredNote(row: DeclaredName): string {
  const wsdl = `Salesforce's Metadata API WSDL (as \`@salesforce/types\` ${filePartsJson.source.split(' ')[1] ?? ''} gives it)`;
  // A settings type looked for and not found says when (./guide/settings-reads.json).
  const lookedFor = GUIDE_SETTINGS_READS.find((read) => read.member === row.name && read.page === null)?.read;
  const page = row.page
    ? `the Metadata API Developer Guide has a page for it that these answers haven't read (its API ${filePartsJson.guide.api} copy)`
    : lookedFor
      ? `no Salesforce page of its own was found (looked for on ${lookedFor})`
      : `the Metadata API Developer Guide has no page for it (its API ${filePartsJson.guide.api} copy)`;
  if (row.settings) {
    return `\`${row.name}\` is organization settings in ${wsdl}, which a package.xml would list as the member \`${settingsFileName(row.name)}\` of \`Settings\`, but ${page}: no answer here says whether a deploy carries it or what it needs.`;
  }
  return `\`${row.name}\` is a metadata type in ${wsdl}, but the type list these answers are checked against, Salesforce's registry in \`@salesforce/source-deploy-retrieve\` ${GUIDE_RELEASE.registry}, doesn't have it, and ${page}: no answer here says whether a step copies it.`;
}
