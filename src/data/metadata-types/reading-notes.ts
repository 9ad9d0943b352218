/**
 * What an answer says of how it read the reader's words (issue 51): `readingNote` for a match the
 * resolver (./index.ts) read from a name, a phrase, a label or a text, and `offeredNote` for a type
 * it offers without reading it. Each note says which words were read, whose they are (a type's name,
 * its page's phrase, a Setup label, a field), and asks the reader to check the reading where it
 * rests on words, not on a name. The search box's answer card, the every-type page's twin and the
 * docs MCP server's `check_support` show these notes.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { andList } from '../prose';
import { VALUE_SETS_SOURCE, type NamedHow, type NamedInText } from './named-in-text';
import { getMetadataType } from './registry';
import { removedOf } from './removed';
import { settingsFileName } from './settings';
import type { SetupLabel } from './setup-labels';
import type { OfferedOther, TypeMatch } from './type-match';
import { filePartNote, partNote } from './unlisted';

/** How a query read by Setup labels was read: the label, or the labels and their fields. */
function labelNote(
  query: string,
  member: string,
  labels: readonly SetupLabel[],
  mark: (name: string) => string,
  what = 'setting',
): string {
  const fields = new Set(labels.map((label) => label.field));
  const asked = `No type is named “${query.trim()}”`;
  const [one] = labels;
  if (fields.size === 1 && one)
    return `${asked}: its words are those of the Setup option “${one.label}”, which sets ${mark(one.field)} of ${mark(member)}, as Salesforce's pages say, so it's read as that; check it's the ${what} you meant.`;
  const named = andList(labels.map((label) => `“${label.label}” (${mark(label.field)})`));
  return `${asked}: its words are those of the Setup options ${named}, fields of ${mark(member)}, as Salesforce's pages say, so it's read as that type; check which ${what} you meant.`;
}

/**
 * The sentence that says how a query naming no type was read (`readAs`, `described`), worded once
 * for `check_support` (./support.ts) and the answer card (src/search/answer/answer.ts): each caller
 * chooses only how the type's name is marked (a code span, or plain). Null when the query named it.
 */
export function readingNote(
  query: string,
  match: TypeMatch,
  mark: (name: string) => string = (name) => name,
): string | null {
  // The loosest reading says what it rests on and asks the reader to check it.
  if (match.withoutBrand !== undefined) {
    const rest = readingNote(match.withoutBrand, { ...match, withoutBrand: undefined }, mark);
    return `“Salesforce” is the brand its products' names carry, so “${query.trim()}” is read without it. ${rest ?? ''}`.trim();
  }
  if (match.onSetupPage !== undefined) {
    const { words, place } = match.onSetupPage;
    const rest = readingNote(words, { ...match, onSetupPage: undefined }, mark);
    return `“${place}” says where Setup shows it, so “${words}” is read alone. ${rest ?? ''}`.trim();
  }
  const byMost = (name: string) =>
    `No type is named “${query.trim()}”: nearly all its words are in what Salesforce's pages say of ${name} (“${match.described ?? ''}”, its feature, its name), so it's read as that type; check it's the thing you meant.`;
  if (match.type && match.settingsMember) {
    const settings = `${mark(match.settingsMember)} is organization settings: a package.xml lists it as the member ${mark(settingsFileName(match.settingsMember))} of ${mark(match.type.name)}.`;
    if (match.namedInText) return `${writtenNote(match.namedInText, query, mark)} ${settings}`;
    if (match.filePart) return `${filePartNote(match.filePart, mark)} ${settings}`;
    if (match.settingsByObject)
      return `No type is named “${query.trim()}”: what it asks to switch is the name of ${mark(match.settingsMember)} without “Settings”, so it's read as that. ${settings}`;
    if (match.settingsWithout)
      return `No type is named “${query.trim()}”: its words are the name of ${mark(match.settingsMember)} without “Settings”, so it's read as that. ${settings}`;
    if (match.setupLabels)
      return `${labelNote(query, match.settingsMember, match.setupLabels, mark)} ${settings}`;
    if (match.settingsField?.includes('.') && !match.readAs)
      return `${mark(match.settingsField)} is a field in the file of ${mark(match.settingsMember)}, where the Metadata API's WSDL places it. ${settings}`;
    if (match.settingsField && !match.readAs)
      return `${mark(match.settingsField)} is a field of ${mark(match.settingsMember)}, as Salesforce's page for it lists. ${settings}`;
    if (match.settingsField)
      return `No type is named “${query.trim()}”: its words are those Salesforce's page for ${mark(match.settingsMember)} gives its field ${mark(match.settingsField)}, so it's read as that; check it's the setting you meant. ${settings}`;
    if (match.slipped) return `${slipNote(query, match.slipped, match.settingsMember, mark)} ${settings}`;
    if (match.described && match.describedByMost) return `${byMost(mark(match.settingsMember))} ${settings}`;
    if (match.described && match.describedByName)
      return `No type is named “${query.trim()}”: Salesforce calls the Setup page of ${mark(match.settingsMember)} “${match.described}”, so it's read as that. ${settings}`;
    if (match.described)
      return `No type is named “${query.trim()}”: Salesforce's page for ${mark(match.settingsMember)} says it represents “${match.described}”, so it's read as that. ${settings}`;
    return match.readAs
      ? `No type is named “${query.trim()}”: its last words are the name of ${mark(match.settingsMember)}, so it's read as that. ${settings}`
      : settings;
  }
  if (!match.type || !match.readAs) return null;
  if (match.setupLabels) return labelNote(query, match.type.name, match.setupLabels, mark, 'option');
  if (match.unlisted) return partNote(match.unlisted, mark);
  if (match.filePart) return filePartNote(match.filePart, mark);
  const name = mark(match.type.name);
  if (match.namedInText) return writtenNote(match.namedInText, query, mark);
  const asked = `No type is named “${query.trim()}”`;
  if (match.described && match.describedByMost) return byMost(name);
  const replaced = match.replaced ? removedOf(match.replaced) : undefined;
  if (match.replaced && replaced)
    return `“${query.trim()}” names ${mark(match.replaced)}, which ${name} replaced${replaced.last ? ` after API ${replaced.last}` : ''}, as [Salesforce's page](${replaced.page}) says, so it's read as ${name}; check it's the thing you meant.`;
  if (match.wordLeftOut)
    return `${asked}: its words are those of ${name}'s name but “${match.wordLeftOut}”, and no other type's name fits so, so it's read as that type; check it's the thing you meant.`;
  if (match.subject) {
    const what = !match.described
      ? `the name of ${name}`
      : match.describedByName
        ? `what Salesforce calls the thing ${name} configures`
        : `what Salesforce's page for ${name} says it represents`;
    return `${asked}: it opens with “${match.subject}”, ${what}, and says what happened to it, so it's read as that type.`;
  }
  if (match.slipped) return slipNote(query, match.slipped, match.type.name, mark);
  if (match.configAsSettings)
    return `${asked}: Salesforce's pages call what ${name} configures “${query.trim()}”, so it's read as that type.`;
  if (match.described && match.describedByName)
    return `${asked}: Salesforce calls what ${name} configures “${match.described}”, so it's read as that type.`;
  return match.described
    ? `${asked}: Salesforce's page for ${name} says it represents “${match.described}”, so it's read as that type.`
    : `${asked}: read as ${name}, the nearest name.`;
}

/** What a note says after the quoted word of how the text wrote the name, by each way but the name itself. */
const WRITTEN_HOW: Record<Exclude<NamedHow, 'name'>, string> = {
  field: ", a custom field's full name,",
  object: ', an object named as one, whose definition is this type,',
  file: ', a path to its source file or folder,',
  lowered: ", its API name with the first letter lowered as a project's files write it,",
  aside: ', the API name of the thing it means, in an aside,',
  spelled: ', its API name in words apart,',
  moved: ', words that name it, as what the text deploys or retrieves,',
  plural: ', its API name in the plural,',
  folder: ', the folder a source-format project keeps it in,',
  flagged:
    " as a metadata type (with its capital, after a CLI's “-m” or a verb such as deploy or retrieve, or before “metadata”)",
};

/** What an answer read from a name written inside a text says: the word, how it names the type, and that no other type is named so. */
function writtenNote(written: NamedInText, query: string, mark: (name: string) => string): string {
  const name = mark(written.settingsMember ?? written.type);
  const check = "check it's the type you meant.";
  if (written.valueSet)
    return `Read as ${name}: the text writes “${written.word}”, the values of a standard picklist, whose standard value set is ${mark(written.valueSet)} in [Salesforce's list](${VALUE_SETS_SOURCE}): list that name as its member.`;
  if (written.how === 'name') return `Read as ${name}, the one type whose API name the text writes; ${check}`;
  // Quoted as the reader wrote it: a reading of part of the query saw it lower-cased.
  const at = query.toLowerCase().indexOf(written.word.toLowerCase());
  const word = `“${at < 0 ? written.word : query.slice(at, at + written.word.length)}”`;
  return `Read as ${name}: the text writes ${word}${WRITTEN_HOW[written.how]} and names no other type so; ${check}`;
}

/** What an answer that names no type says of the type it offers (`TypeMatch.offered`), and why it isn't read. */
export function offeredNote(
  offered: NamedInText,
  other: OfferedOther | undefined,
  mark: (name: string) => string,
): string {
  const name = offered.settingsMember ?? offered.type;
  const head = `No type read: the text writes “${offered.word}” as what it deploys or retrieves, the words of ${mark(name)}`;
  const children = getMetadataType(offered.type)?.children ?? [];
  const why = other
    ? `, but “${other.clause}” read alone names ${other.reads ? mark(other.reads) : 'something else'}`
    : children.length > 0
      ? `, which holds other types (${[...children.slice(0, 3).map(mark), ...(children.length > 3 ? ['…'] : [])].join(', ')}) admins name by its words`
      : '';
  return `${head}${why}: ask again with the name you mean.`;
}

/** What a text wrote one typing slip from a name (`apiNameSlip`), and the name read. */
function slipNote(query: string, slipped: string, name: string, mark: (text: string) => string): string {
  return `No type is named “${query.trim()}”: it writes “${slipped}”, one typing slip from the name of ${mark(name)}, so it's read as that; check it's the one you meant.`;
}
