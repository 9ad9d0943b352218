// cspell:ignore retriev migrat promot ying
/**
 * A setting asked for by what it does (issue 51): "turn on quantity and revenue schedules for
 * products" is `ProductSettings`, whose fields `enableQuantitySchedule` and `enableRevenueSchedule`
 * its Salesforce page describes with those words. An admin asks to change a behavior, and rarely
 * knows which of the 166 organization settings types holds it; the types' own pages say, field by
 * field (./guide/settings-fields.json: each field's name and the words of its description's first
 * sentence, read from the settings type's own page, with the page, its API version and the day).
 *
 * The rule, stated once:
 *
 * - Only a query that asks to change a behavior: its first word is a verb of switching or shaping
 *   one (`SETTING_VERBS`: "turn", "block", "allow", "show", "keep", …), or it asks how or whether
 *   something can be so ("how do I stop …", "can owners get an email when …?"), but not how or whether
 *   to move something ("how do I migrate …", "can we deploy …": `MOVING`). A query that names things
 *   ("paused flow interviews", "manual shares") asks about components or records, whose settings
 *   field only switches the feature on: it is never read here.
 * - Its words, once words that name nothing of their own go (`GENERAL`: "enable", "user", "org",
 *   "setting", …), must be three or more, and one field of one settings type must hold three of them
 *   at least and three in five of them at least, in the field's name, its description or its type's
 *   name; a word stands for its plural and its noun ("assign", "assignment"), and a verb's "-ing"
 *   form for the verb ("sharing files" holds the "share files" of a description).
 * - And no field of another settings type may hold as many: two types that fit as well answer
 *   neither.
 *
 * - What the field's page says decides the answer: a field the API only reads, or one that can't go
 *   back to false once true when the query asks to switch something off ("turn off Email-to-Case"),
 *   is a part of the type a deploy leaves out (./guide/limits.json rows with `field`), answered
 *   `not-copyable`; a field whose page says something outside its settings file must hold first
 *   (`needs`) adds that need to the answer. Those parts are looked for first, with every one of the
 *   query's words in the field's, its description's or the part's own words, so a reading of the
 *   query's words as the type's name ("disable multiple currencies") doesn't answer what can't be
 *   done.
 *
 * The reading is the answer's last resort before suggestions (./index.ts), and the answer says what
 * it rests on (`readingNote`): the field, and its type's page, for the reader to check.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GUIDE_SETTINGS_FIELDS, type GuideSettingsFields } from './guide';
import filePartsJson from './guide/file-parts.json';
import type { Requirement } from './prerequisites';
import { SETTINGS_MEMBERS } from './settings';
import { SETUP_FEATURES, type SetupFeature } from './setup-features';
import { key, nameWords, sameWord, singulars, words } from './words';

/** Verbs a query opens with when it asks to switch or shape a behavior of the org. */
export const SETTING_VERBS: ReadonlySet<string> = new Set([
  'allow',
  'block',
  'change',
  'deactivate',
  'default',
  'disable',
  'display',
  'enable',
  'hide',
  'keep',
  'let',
  'limit',
  'lock',
  'prevent',
  'require',
  'restrict',
  'set',
  'show',
  'sort',
  'stop',
  'switch',
  'turn',
]);

/**
 * Words that name nothing a setting is about: joining words, the words every settings field's
 * description uses ("indicates whether … is enabled (true) or not (false); the default value is"),
 * and the words of asking to change a setting ("turn on", "allow users").
 */
export const GENERAL: ReadonlySet<string> = new Set(
  (
    'a an the and or of for to in on at by with from as is are be this that these those it its ' +
    'your our their we i you my me whether indicates indicate true false default value values field ' +
    'fields enable enabled enables disable disabled set sets setting settings org orgs organization ' +
    'available api version later only not no can if when which what who how use used using user ' +
    'users allow allows allowed turn turned specifies specify feature features all each any per new ' +
    'one more some into than then there do does id so off also back change deactivate'
  ).split(' '),
);

/** One settings field, its words ready to meet a query's, and the part a deploy leaves out its page states. */
interface FieldRow {
  readonly member: string;
  readonly field: string;
  readonly words: readonly string[];
  readonly part: SetupFeature | undefined;
}

let table: FieldRow[] | undefined;

/** Every read field of a settings type the site names, with its name's, description's and type's words. */
function fieldRows(): FieldRow[] {
  table ??= GUIDE_SETTINGS_FIELDS.filter((read) => SETTINGS_MEMBERS.has(read.type)).flatMap((read) =>
    read.fields.map(([field, described]) => {
      const own = [...new Set([...nameWords(field), ...words(described), ...nameWords(read.type)])].filter(
        (w) => !GENERAL.has(w),
      );
      return {
        member: read.type,
        field,
        part: fieldLimit(read.type, field),
        words: own,
      };
    }),
  );
  return table;
}

/** The settings field a query asks to change, by the rule above. */
export interface SettingsFieldReading {
  /** The settings type's own name (`ProductSettings`). */
  readonly member: string;
  /** The field whose words hold most of the query's (`enableQuantitySchedule`). */
  readonly field: string;
}

/** A verb of moving components, opening a request ("deploy", "migrating", "copied"; not "promotions"). */
const MOVING =
  /^(?:deploy(?:s|ed|ing)?|(?:retriev|migrat|promot)(?:e|es|ed|ing)|transfer(?:s|red|ring)?|cop(?:y|ies|ied|ying)|mov(?:e|es|ed|ing))$/;
/** A question's opening words before the request: "how do I …", "how to …", "can we …", "can …". */
const QUESTION = /^(?:how(?: (?:do|can|to|would|should))?|can)(?: (?:i|we|you|admins|users))?(?: |$)/;

/**
 * A query as a request: its words, and whether it asks for a behavior: it opens with a verb of one
 * (`SETTING_VERBS`), or with a question how or whether something can be so ("how do I stop …", "can
 * owners get an email when …?"), whose words after it are the request.
 */
function requestOf(query: string): { request: string[]; asks: boolean } {
  const all = words(query);
  const opening = QUESTION.exec(all.join(' '))?.[0] ?? '';
  const request = opening ? all.slice(opening.trim().split(' ').length) : all;
  // "How do I migrate …", "can we deploy …": a question about moving components, not a behavior.
  if (MOVING.test(request[0] ?? '')) return { request, asks: false };
  return { request, asks: request.length > 0 && (opening !== '' || SETTING_VERBS.has(request[0] ?? '')) };
}

/** What a query asking for a behavior says: its words that name something, once it asks for one. */
function askedWords(query: string): { all: string[]; asked: string[] } | undefined {
  const { request, asks } = requestOf(query);
  if (!asks) return undefined;
  return { all: request, asked: [...new Set(request.filter((w) => w.length > 1 && !GENERAL.has(w)))] };
}

/** Words that ask to switch something off wherever they stand: "disable …", "turn … off", "set … to false". */
const OFF_WORDS = new Set(['disable', 'disabling', 'deactivate', 'deactivating', 'off', 'false']);

/**
 * Whether a query's words ask to switch something off. A part that can't go back to false answers
 * only such a query, by any reading: "custom address fields" is the settings type, "turn off custom
 * address fields" the part.
 */
const asksOff = (all: readonly string[]) => all.some((w) => OFF_WORDS.has(w));

/**
 * The verb an "-ing" form stands for in a request ("sharing files" asks what "share files" does):
 * the word without "-ing", with an "e" back ("sharing", "share") or a doubled consonant undone
 * ("running", "run"). Words of five letters or fewer keep their own ("thing", "king").
 */
function verbOf(word: string): readonly string[] {
  if (word.length <= 5 || !word.endsWith('ing')) return NO_VERB;
  const known = verbs.get(word);
  if (known) return known;
  const stem = word.slice(0, -3);
  const last = stem.at(-1) ?? '';
  const forms = stem.at(-2) === last ? [stem, `${stem}e`, stem.slice(0, -1)] : [stem, `${stem}e`];
  if (verbs.size > 50_000) verbs.clear();
  verbs.set(word, forms);
  return forms;
}
/** No verb: one array for every word, since `holdsWord` asks it of each word it compares. */
const NO_VERB: readonly string[] = [];
/** Each "-ing" word's verbs, remembered (bounded). */
const verbs = new Map<string, readonly string[]>();

/**
 * Whether an own word holds an asked word: the same word, an asked "-ing" word's verb, or an own
 * "-ing" word's verb ("sharing files" holds the "share files" of a description, and the other way).
 */
const holdsWord = (asked: string, own: string): boolean =>
  sameWord(asked, own) ||
  verbOf(asked).some((v) => sameWord(v, own)) ||
  verbOf(own).some((v) => sameWord(asked, v));

/** Whether own words hold every asked word (`holdsWord`): a field's, a part's or a Setup label's (./setup-labels.ts). */
export const holdsEvery = (asked: readonly string[], own: readonly string[]): boolean =>
  asked.every((w) => own.some((o) => holdsWord(w, o)));

let partsByField: Map<string, SetupFeature> | undefined;

/** The part a deploy leaves out (./guide/limits.json) that a settings field's page states, if any. */
export function fieldLimit(member: string, field: string): SetupFeature | undefined {
  partsByField ??= new Map(
    SETUP_FEATURES.flatMap((part) =>
      part.member && part.field ? [[`${part.member}.${part.field}`, part]] : [],
    ),
  );
  return partsByField.get(`${member}.${field}`);
}

/**
 * Whether a part answers a query, by any reading: a part that can't go back to false only a query
 * asking to switch it off ("custom address fields" is the settings type); any other part always.
 */
export const partAnswers = (part: SetupFeature, queryWords: readonly string[]) =>
  part.when !== 'off' || asksOff(queryWords);

/**
 * A part a deploy leaves out that a query asking for a behavior names with every one of its words
 * (two at least), in the part's field, its description or the part's own words: "turn off
 * Email-to-Case", "change the My Domain name". Looked for before every other reading.
 */
export function settingsPartAsked(query: string): SetupFeature | undefined {
  // Two parts that fit answer neither, but a query asking to switch off prefers the one that can't.
  const read = askedWords(query);
  if (!read || read.asked.length < 2) return undefined;
  const found = new Set<SetupFeature>();
  for (const row of fieldRows()) {
    const { part } = row;
    if (!part || !partAnswers(part, read.all)) continue;
    const partWords = words(part.name).filter((w) => !GENERAL.has(w));
    const own = [...row.words, ...partWords];
    if (holdsEvery(read.asked, own)) found.add(part);
  }
  // Asked to switch off, a part that can't go back to false answers before a value the API only reads.
  const off = [...found].filter((part) => part.when === 'off');
  const candidates = asksOff(read.all) && off.length > 0 ? off : [...found];
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * The settings type whose one field holds most of the asked words, that field and how many it holds,
 * and whether a field of another settings type holds as many (`tied`: then the words name neither).
 */
function mostHeld(
  asked: readonly string[],
): { member: string; field: string; count: number; tied: boolean } | undefined {
  // How many asked words each row holds, from each word's rows (`rowsHolding`), not each row's words.
  const counts = new Map<number, number>();
  for (const word of asked) for (const i of rowsHolding(word)) counts.set(i, (counts.get(i) ?? 0) + 1);
  const best = new Map<string, { count: number; field: string }>();
  for (const [i, row] of fieldRows().entries()) {
    const count = counts.get(i) ?? 0;
    const was = best.get(row.member);
    if (!was || count > was.count) best.set(row.member, { count, field: row.field });
  }
  const [first, second] = [...best.entries()].sort((a, b) => b[1].count - a[1].count);
  if (!first) return undefined;
  const [member, { count, field }] = first;
  return { member, field, count, tied: second !== undefined && second[1].count >= count };
}

/** The settings field a query that asks to change a behavior names by its words, if one does alone. */
export function settingsFieldAsked(query: string): SettingsFieldReading | undefined {
  const read = askedWords(query);
  if (!read || read.asked.length < 3) return undefined;
  const { asked } = read;
  const most = mostHeld(asked);
  if (!most || most.tied || most.count < 3 || most.count * 5 < asked.length * 3) return undefined;
  return { member: most.member, field: most.field };
}

/**
 * The settings field that holds every word of a query that names something (`GENERAL` words go),
 * two at least, in its name, its description or its type's name, where no field of another settings
 * type holds as many: "gmail buttons and links" is `enableGmailButtonsAndLinks` of
 * `GoogleAppsSettings`. Any query, not only a request to change a behavior, so it is offered, never
 * read as the answer: read as the answer it gave, on the blind type status sets' tuning halves, 8
 * more right answers and 6 more false ones (a component named, "prediction builder predictions", read
 * as the settings that switch its feature on), and on the held-out halves, counted only, 13 more
 * right and 10 more false (2026-12-06).
 */
export function settingsFieldHolding(queryWords: readonly string[]): SettingsFieldReading | undefined {
  const asked = [...new Set(queryWords.filter((w) => w.length > 1 && !GENERAL.has(w)))];
  if (asked.length < 2) return undefined;
  const most = mostHeld(asked);
  return most && !most.tied && most.count === asked.length
    ? { member: most.member, field: most.field }
    : undefined;
}

/** Each asked word's rows, remembered (bounded): a query typed a letter at a time asks its words again. */
const holdingRows = new Map<string, ReadonlySet<number>>();

/** The rows (their places in `fieldRows()`) whose own words hold an asked word. */
function rowsHolding(word: string): ReadonlySet<number> {
  const known = holdingRows.get(word);
  if (known) return known;
  const here = new Set<number>();
  for (const [own, at] of ownWordRows()) if (holdsWord(word, own)) for (const i of at) here.add(i);
  if (holdingRows.size > 5_000) holdingRows.clear();
  holdingRows.set(word, here);
  return here;
}

let wordRows: Map<string, number[]> | undefined;

/** Each word the field rows hold, with the rows (their places in `fieldRows()`) that hold it. */
function ownWordRows(): Map<string, number[]> {
  if (wordRows) return wordRows;
  wordRows = new Map();
  for (const [i, row] of fieldRows().entries())
    for (const own of row.words) {
      const at = wordRows.get(own);
      if (at) at.push(i);
      else wordRows.set(own, [i]);
    }
  return wordRows;
}

/** The part a field reading answers with instead of the type, when the field's page says a deploy can't do what's asked. */
export function partOfReading(query: string, reading: SettingsFieldReading): SetupFeature | undefined {
  const part = fieldLimit(reading.member, reading.field);
  return part && partAnswers(part, words(query)) ? part : undefined;
}

/** A settings type's fields its page's tables didn't give, by settings type (./guide/file-parts.json). */
const BLOCK_FIELDS: Readonly<Record<string, readonly string[] | undefined>> = filePartsJson.blockFields;

let readsByType: Map<string, GuideSettingsFields> | undefined;

/** The fields read of a settings type's page, if its page was read. */
const readOf = (member: string) => {
  readsByType ??= new Map(GUIDE_SETTINGS_FIELDS.map((read) => [read.type, read]));
  return readsByType.get(member);
};

/** Every field of a settings type whose page says something must hold before a deploy sets it, with that need. */
export function fieldNeedsOf(member: string): { field: string; requirement: Requirement }[] {
  const read = readOf(member);
  if (!read) return [];
  const { page, api, read: checked } = read;
  return (read.needs ?? []).map(({ field, kind, text, permission }) => ({
    field,
    requirement: { kind, text, ...(permission ? { permission } : {}), source: page, api, checked },
  }));
}

/** What a field's page says must hold before a deploy sets it, as requirements on its type's page. */
export const fieldNeeds = (member: string, field: string): Requirement[] =>
  fieldNeedsOf(member).flatMap((need) => (need.field === field ? [need.requirement] : []));

/**
 * Every settings type's fields by a key each field's name gives (`keyOf`, undefined for none), null
 * for a key two fields share: a name one settings type's field alone has names it. `everyField` lists
 * each field once (GUIDE_SETTINGS_FIELDS each type and field once, ./__tests__/settings-fields.test.ts;
 * the WSDL's fields none of a type's listed names, scripts/file-parts.ts), so a shared key is always
 * two fields.
 */
function fieldsByKey(keyOf: (field: string) => string | undefined): Map<string, SettingsFieldReading | null> {
  const table = new Map<string, SettingsFieldReading | null>();
  for (const { member, field, name } of everyField()) {
    const k = keyOf(name);
    if (k !== undefined) table.set(k, table.has(k) ? null : { member, field });
  }
  return table;
}

/**
 * Every field of every settings type read: those its page's tables gave (GUIDE_SETTINGS_FIELDS),
 * then those the WSDL's types give it that they didn't and its page documents as current
 * (./guide/file-parts.json `blockFields`), mostly of the parts placed in its file alone
 * (`sessionSettings.lockSessionsToIp` of `SecuritySettings`), each by its path and its own name.
 */
export function everyField(): { member: string; field: string; name: string }[] {
  const fields: { member: string; field: string; name: string }[] = [];
  for (const read of GUIDE_SETTINGS_FIELDS) {
    if (!SETTINGS_MEMBERS.has(read.type)) continue;
    fields.push(...read.fields.map(([field]) => ({ member: read.type, field, name: field })));
    for (const path of BLOCK_FIELDS[read.type] ?? [])
      fields.push({ member: read.type, field: path, name: path.split('.').at(-1) ?? '' });
  }
  return fields;
}

let byName: Map<string, SettingsFieldReading | null> | undefined;

/**
 * A settings field named by its own name, as a .settings file or an error writes it
 * (`enableQuantitySchedule`, `<enableMultiCurrency>true</enableMultiCurrency>`): the settings type
 * whose page lists it. Only a name of two words or more (`enableEmailToCase`, not `preferences`,
 * which is a reader's word too), and only a name one settings type's page lists.
 */
export function settingsFieldNamed(query: string): SettingsFieldReading | undefined {
  byName ??= fieldsByKey((field) => (nameWords(field).length < 2 ? undefined : field.toLowerCase()));
  // An XML element and its value, or the name and a value after it, are the name.
  const bare = query
    .trim()
    .replace(/<\/?([A-Za-z]\w*)\s*>/g, ' $1 ')
    .split(/[\s:=]+/)
    .filter((w) => w && !/^(true|false)$/i.test(w));
  const names = new Set(bare.map((w) => w.toLowerCase()));
  const [name] = names;
  return names.size === 1 && name ? (byName.get(name) ?? undefined) : undefined;
}

let byWords: Map<string, SettingsFieldReading | null> | undefined;

/** The word a boolean field's name opens with, which says nothing of what it sets. */
const SWITCH_PREFIX = new Set(['enable', 'is', 'can', 'does', 'has']);

/**
 * The settings field a query names by the field's own name in words, the whole query ("hover
 * details": `enableHoverDetails`): its name's words without the switch it opens with
 * (`SWITCH_PREFIX`) or an "enabled" it ends with, two words at least, the last as written or
 * singular, one settings type's field only; a verb that switches it ("enable …") is read past.
 * Offered, never read as the answer: on the blind type status sets, read as the answer it gave one
 * more right answer on each half and two more false ones on the held-out half (2026-12-06); with
 * rounds 86 to 88 and the WSDL's documented fields, 5 more right tuning answers and, held out, 6
 * more right and 3 more false.
 */
export function settingsFieldInWords(queryWords: readonly string[]): SettingsFieldReading | undefined {
  const table = (byWords ??= fieldsByKey((field) => {
    let name = nameWords(field);
    if (SWITCH_PREFIX.has(name[0] ?? '')) name = name.slice(1);
    if (name.at(-1) === 'enabled') name = name.slice(0, -1);
    return name.length < 2 ? undefined : name.join('');
  }));
  const asked = SWITCH_VERBS.has(queryWords[0] ?? '') ? queryWords.slice(1) : queryWords;
  if (asked.length < 2) return undefined;
  const head = asked.slice(0, -1).join('');
  const last = asked.at(-1) ?? '';
  const found = [last, ...singulars(last)].flatMap((w) => {
    const read = table.get(head + w);
    return read === undefined ? [] : [read];
  });
  const [first] = found;
  return first && found.every((read) => read?.member === first.member) ? first : undefined;
}

/** Words that end the object of a request's verb: what follows says why, where or for whom. */
const OBJECT_ENDS = new Set(
  'so for to in on at by with from that which who when where because and or but as than via across'.split(
    ' ',
  ),
);

/** Verbs that switch a feature on or off whatever follows them. */
const SWITCH_VERBS = new Set(['enable', 'disable', 'activate', 'deactivate']);

let byFeatureName: Map<string, string> | undefined;

/**
 * The settings type whose name without "Settings" has this key (`devhub`: `DevHubSettings`), read
 * as a switching verb's object here and as a whole query in ./index.ts (`settingsNamedWithout`).
 */
export function settingsMemberWithout(k: string): string | undefined {
  byFeatureName ??= new Map(
    [...SETTINGS_MEMBERS.keys()].map((member) => [key(member.replace(/Settings$/, '')), member]),
  );
  return byFeatureName.get(k);
}

/**
 * A settings type named as the object of a verb that switches a feature ("turn on Account Plans so
 * reps …": `AccountPlanSettings`; "enable quotes for the sales team": `QuoteSettings`): the verb's
 * object is its words after the verb and its particle, up to a word that says why, where or for
 * whom, and those words, one plural or singular, are the name's whole. Only "enable", "disable",
 * "activate", "deactivate", and "turn" or "switch" with "on" or "off".
 */
export function settingsNamedAsObject(query: string): string | undefined {
  const all = requestOf(query).request;
  // Only a verb that switches a feature: "stop a deployment …" cancels one, "show reports …" asks
  // for things; "turn" and "switch" with their particle.
  const verb = all[0] ?? '';
  const switches =
    SWITCH_VERBS.has(verb) ||
    ((verb === 'turn' || verb === 'switch') && ['on', 'off'].includes(all[1] ?? ''));
  if (!switches) return undefined;
  let at = 1;
  while (['on', 'off', 'up', 'the', 'a', 'an', 'our'].includes(all[at] ?? '')) at += 1;
  const end = all.findIndex((w, i) => i >= at && OBJECT_ENDS.has(w));
  const object = all.slice(at, end < 0 ? all.length : end);
  if (object.length === 0 || object.length > 4) return undefined;
  const k = key(object.join(' '));
  return [k, ...singulars(k)].map(settingsMemberWithout).find(Boolean);
}
