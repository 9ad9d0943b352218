/**
 * Names read exactly, as written or without a question's words, before any reading of a phrase
 * (issue 51): an organization settings type by its name (`AddressSettings`, "address settings") or
 * by its name without "Settings" ("dev hub"), a name a release removed (./removed.ts), a name the
 * guide pages that the registry doesn't list (./unlisted.ts), and a part of a type's file by its
 * name (`FlowRule`) or, for a settings part, its name's words ("fiscal year settings"). ./index.ts
 * (`resolveType`) tries them in its order.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { findFeature } from './feature-readings';
import { GUIDE_SETTINGS_READS } from './guide';
import { FILLER, withSingulars } from './reader-words';
import { getMetadataType, type MetadataType } from './registry';
import { removedOf, goneNames, type RemovedType } from './removed';
import { SETTINGS_MEMBERS, settingsFileName, type SettingsMember } from './settings';
import { settingsFieldNamed, settingsMemberWithout } from './settings-fields';
import type { TypeMatch } from './type-match';
import { filePartTable, partParents, UNLISTED, type FilePart, type UnlistedName } from './unlisted';
import { capitalWords, key, nameWords, sameWord } from './words';

let settingsPages: Map<string, SettingsMember> | undefined;

/** The settings types whose own page was read (./settings.ts), by key. */
export function settingsTable(): Map<string, SettingsMember> {
  settingsPages ??= new Map([
    ...[...SETTINGS_MEMBERS.values()].map((m) => [key(m.member), m] as const),
    // The name a settings type's own page gives it, where it differs (`MapAndLocationSettings`).
    ...GUIDE_SETTINGS_READS.flatMap((read) => {
      const member = SETTINGS_MEMBERS.get(read.member);
      return read.pageName && member ? [[key(read.pageName), member] as const] : [];
    }),
  ]);
  return settingsPages;
}

/**
 * The settings type a query names exactly (`AddressSettings`, `address settings`): one of those whose
 * own page was read, never a guess from "…Settings".
 */
export function settingsMemberNamed(candidates: readonly string[]): string | undefined {
  for (const candidate of candidates) {
    const found = settingsTable().get(candidate);
    if (found) return found.member;
  }
  return undefined;
}

/**
 * A settings type named by its name without "Settings" (issue 51): "dev hub" is `DevHubSettings`,
 * "my domain" `MyDomainSettings`, as Setup names the feature those settings turn on. The whole query,
 * or its words once a question's go ("is dev hub supported"), must be that name, of two words at
 * least: a one-word name ("sandbox", "account", "knowledge") is as often an object or a product as
 * its settings. A settings type a release removed (`ExternalServicesSettings`) names no feature now.
 * Read after every reading of a registry type's whole name, so "path assistant" stays
 * `PathAssistant`, but before a registry type read by its name's last words alone (`nameEndIn`):
 * "identity provider" names every word of `IdentityProviderSettings` and only the end of
 * `ExternalAuthIdentityProvider`, as "field service" does `FieldServiceSettings` and
 * `EmbeddedServiceFieldService`. Read before a Setup feature read from part of the query ("social
 * customer service rules" is an alias of Social Business Rules); a feature named whole keeps it
 * ("encryption key": "encryption keys", the tenant secrets' alias).
 */
export function settingsNamedWithout(
  queryWords: readonly string[],
  bareWords: readonly string[],
  settings: MetadataType | undefined,
): TypeMatch | undefined {
  // A removed settings type names no feature now; a one-word name is as often an object's.
  const named = (list: readonly string[]) => {
    const found = settingsMemberWithout(list.join(''));
    return found && capitalWords(settingsFileName(found)).length >= 2 && !removedOf(found)
      ? found
      : undefined;
  };
  const member = named(queryWords) ?? named(bareWords);
  return member && settings
    ? { type: settings, suggestions: [], settingsMember: member, settingsWithout: true }
    : undefined;
}

let removedNames: Map<string, RemovedType> | undefined;

/** A name the registry no longer has that a release removed (./removed.ts), by its key, exactly. */
export function removedNamed(candidate: string): RemovedType | undefined {
  removedNames ??= new Map(goneNames().map((row) => [key(row.type), row] as const));
  return removedNames.get(candidate);
}

let unlistedNames: Map<string, UnlistedName> | undefined;

/** A name the guide pages that the registry doesn't list as a type (./unlisted.ts), by its key, exactly. */
function unlistedNamed(candidates: readonly string[]): UnlistedName | undefined {
  unlistedNames ??= new Map(UNLISTED.map((row) => [key(row.name), row] as const));
  for (const candidate of candidates) {
    const found = unlistedNames.get(candidate);
    if (found) return found;
  }
  return undefined;
}

/**
 * A name the guide pages that no registry type has (./unlisted.ts), read before the words admins use
 * for types (`SearchLayouts` is a part of `CustomObject`'s file, and says so): a part of a type's
 * file, read as that type, or a type too new for the registry. Written as the one word of its API
 * name, in any case or plural, among a question's words: spaced words are an admin's and may mean
 * another thing ("custom values").
 */
export function unlistedRead(
  bareWords: readonly string[],
  text: string,
  exact: ReadonlyMap<string, string>,
): TypeMatch | undefined {
  const oneWord = bareWords.length === 1 ? bareWords[0] : undefined;
  if (!oneWord) return undefined;
  const forms = withSingulars(oneWord);
  const unlisted = unlistedNamed(forms);
  // A field's name in its own camelCase spelling is that field (`emailServicesAddress` of
  // `CaseSettings`), not the complex type of the same name (`EmailServicesAddress`).
  if (!unlisted)
    return /^\s*[a-z]/.test(text) && settingsFieldNamed(text) ? undefined : filePartRead(forms, exact);
  const parents = partParents(unlisted);
  // A base type: the types its page names in its place, none of them read for the reader.
  if (unlisted.kind === 'base') return { type: null, suggestions: parents, unlisted };
  const holder = getMetadataType(parents[0] ?? '');
  return holder
    ? { type: holder, suggestions: parents, readAs: true, unlisted }
    : { type: null, suggestions: [], unlisted };
}

let filePartKeys: Map<string, FilePart> | undefined;

/**
 * A complex type inside registry types' files (./unlisted.ts), by its key, exactly; never a name the
 * lookup already reads (a type's name, folder or an admin's word for a type: "picklist").
 */
function filePartRead(
  candidates: readonly string[],
  exact: ReadonlyMap<string, string>,
): TypeMatch | undefined {
  filePartKeys ??= new Map(
    [...filePartTable().values()].flatMap((part) =>
      exact.has(key(part.name)) ? [] : [[key(part.name), part] as const],
    ),
  );
  const part = candidates.map((candidate) => filePartKeys?.get(candidate)).find(Boolean);
  if (!part) return undefined;
  if (part.inSettings) return settingsPartMatch(part);
  const holder = part.holders.length === 1 ? getMetadataType(part.holders[0]?.type ?? '') : undefined;
  return holder
    ? { type: holder, suggestions: [holder.name], readAs: true, filePart: part }
    : { type: null, suggestions: part.holders.map((h) => h.type), filePart: part };
}

/**
 * A part of a settings type's file read as that settings type, by the field that holds it, unless a
 * Setup feature's name claims it: a part a deploy leaves out, read from the field's page
 * (`EmailToCaseRoutingAddress`: "the Email-to-Case routing address Salesforce generates").
 */
function settingsPartMatch(part: FilePart): TypeMatch | undefined {
  const [inSettings] = part.holders;
  const settings = getMetadataType('Settings');
  if (!inSettings || !settings || findFeature([key(part.name)])) return undefined;
  return {
    type: settings,
    suggestions: [inSettings.type],
    readAs: true,
    settingsMember: inSettings.type,
    settingsField: inSettings.path.split('.')[0] ?? inSettings.path,
    filePart: part,
  };
}

let settingsPartNames: { readonly words: readonly string[]; readonly part: FilePart }[] | undefined;

/**
 * A part of one settings type's file whose name ends in "Settings", named by its name's words
 * written out, in order, and nothing else ("fiscal year settings", "Web-to-Case settings",
 * "single sign-on settings"): the last word says it is settings, and the words before say which
 * (`FiscalYearSettings`, the `fiscalYear` field of `CompanySettings`). Read before a settings type's
 * name at the end of narrowing words ("knowledge language settings" is `KnowledgeSettings`' part,
 * not `LanguageSettings`). Other parts' names written out are an admin's words for other things.
 */
export function settingsPartNamed(bareWords: readonly string[]): TypeMatch | undefined {
  if (bareWords.length < 2 || !sameWord(bareWords.at(-1) ?? '', 'settings')) return undefined;
  settingsPartNames ??= [...filePartTable().values()].flatMap((part) =>
    // The name's words as a query's are read: without the question's and joining words ("to", "on").
    part.inSettings && part.name.endsWith('Settings')
      ? [{ words: nameWords(part.name).filter((w) => !FILLER.has(w)), part }]
      : [],
  );
  const found = settingsPartNames.find(
    ({ words: name }) =>
      name.length === bareWords.length && name.every((w, i) => sameWord(w, bareWords[i] ?? '')),
  );
  return found ? settingsPartMatch(found.part) : undefined;
}
