// cspell:ignore settinsg PKCE flexipage aren wasn weren doesn didn relogin Omnichannel Omniscripts hasn couldn shouldn wouldn
/**
 * The Metadata API types by the names admins use for them (issue 25, issue 51): `resolveType` reads
 * a reader's words as a registry type, an organization settings type or a Setup feature the
 * Metadata API doesn't carry, saying how it read them. Which step copies each type is
 * ./coverage.ts, re-exported here with the registry, so the coverage page, its twin and search
 * records, the answer card and the docs MCP server's `check_support` import one module. Beside it:
 * the names read exactly (./exact-names.ts), the Setup feature readings (./feature-readings.ts), the
 * words that name no thing (./reader-words.ts), the answer's shape (./type-match.ts) and the notes
 * that say how a query was read (./reading-notes.ts); each reading
 * of a phrase states its rule in its own header (./described.ts, ./records.ts, ./settings-fields.ts,
 * ./setup-labels.ts, ./named-in-text.ts), and `resolveOnce` below is their order.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import {
  NAME_WORDS_MOST,
  namedInAside,
  namedInText,
  recordsInText,
  recordsMovedInText,
  spelledInText,
  type NamedInText,
} from './named-in-text';
import {
  getMetadataType,
  metadataTypes,
  REGISTRY_VERSION,
  typeOwnNamed,
  type MetadataType,
} from './registry';
import {
  describedByMost,
  suggestedByWords,
  describedByWords,
  describedHead,
  describedType,
  describedWhole,
  phraseThings,
  typesHoldingAll,
  clauseNarrowsToAnother,
  type DescribedMatch,
} from './described';
import {
  firstRun,
  headWord,
  isParticiple,
  key,
  nameWords,
  runsAt,
  sameWord,
  sameWords,
  singulars,
  words,
} from './words';
import { namesObject, objectRecordsIn, recordsAskedIn } from './records';
import { removedOf } from './removed';
import { declaredNamed, declaredSettingsInWords } from './unlisted';
import { SETTINGS_MEMBERS, settingsFileName } from './settings';
import { partsLeftOut, SETUP_FEATURES, type SetupFeature } from './setup-features';
import {
  CLAUSE_SUBJECTS,
  COMPLEMENT_OPENERS,
  DETERMINERS,
  FILLER,
  formOf,
  isThingWord,
  JOINING_WORDS,
  RELATIVE_WORDS,
  thingWords,
  withSingulars,
} from './reader-words';
import {
  featureAsHead,
  featureForPeople,
  featureNamedAsKey,
  featureNamedIn,
  featureNameFirst,
  namesWhole,
  partAfterOf,
} from './feature-readings';
import {
  removedNamed,
  settingsMemberNamed,
  settingsNamedWithout,
  settingsPartNamed,
  settingsTable,
  unlistedRead,
} from './exact-names';
import type { OfferedOther, TypeMatch } from './type-match';
import { labelHolding, setupLabelRead } from './setup-labels';
import {
  partAnswers,
  partOfReading,
  settingsFieldAsked,
  settingsFieldHolding,
  settingsFieldInWords,
  settingsFieldNamed,
  settingsNamedAsObject,
  settingsPartAsked,
  type SettingsFieldReading,
} from './settings-fields';

export { getMetadataType, metadataTypes, REGISTRY_VERSION, type MetadataType };
export { isThingWord } from './reader-words';
export { offeredNote, readingNote } from './reading-notes';
export { noStatusOf, type NoStatus, type OfferedOther, type TypeMatch } from './type-match';

export { COVERAGE_ROUTE } from './route';
export {
  baselineAskNote,
  coverageOf,
  typeAnchor,
  unknownCatalogueTypes,
  type StepLink,
  type TypeCoverage,
} from './coverage';

// --- Names admins use ---------------------------------------------------------------------------

/** The words admins and developers use for types, beside the registry's names and folders (UI labels, older names). */
export const TYPE_WORDS: Readonly<Record<string, string>> = {
  'lightning page': 'FlexiPage',
  'lightning record page': 'FlexiPage',
  'lightning app page': 'FlexiPage',
  'lightning web component': 'LightningComponentBundle',
  'lightning component': 'AuraDefinitionBundle',
  'aura component': 'AuraDefinitionBundle',
  'visualforce page': 'ApexPage',
  'visualforce component': 'ApexComponent',
  'page layout': 'Layout',
  'custom field': 'CustomField',
  field: 'CustomField',
  'custom object': 'CustomObject',
  object: 'CustomObject',
  'custom setting': 'CustomObject',
  'custom metadata type': 'CustomObject',
  'custom metadata record': 'CustomMetadata',
  'custom label': 'CustomLabel',
  label: 'CustomLabel',
  'custom tab': 'CustomTab',
  tab: 'CustomTab',
  app: 'CustomApplication',
  'lightning app': 'CustomApplication',
  'public group': 'Group',
  button: 'WebLink',
  link: 'WebLink',
  'custom button': 'WebLink',
  'process builder': 'Flow',
  process: 'Flow',
  'screen flow': 'Flow',
  'autolaunched flow': 'Flow',
  'remote site': 'RemoteSiteSetting',
  trigger: 'ApexTrigger',
  apex: 'ApexClass',
  'help text': 'CustomField',
  picklist: 'CustomField',
  'global picklist': 'GlobalValueSet',
  'standard picklist': 'StandardValueSet',
  'email template': 'EmailTemplate',
  letterhead: 'Letterhead',
  'report folder': 'ReportFolder',
  'dashboard folder': 'DashboardFolder',
  'email folder': 'EmailFolder',
  'document folder': 'DocumentFolder',
  'sharing rule': 'SharingRules',
  'workflow rule': 'WorkflowRule',
  'field update': 'WorkflowFieldUpdate',
  'email alert': 'WorkflowAlert',
  'outbound message': 'WorkflowOutboundMessage',
  'quick action': 'QuickAction',
  action: 'QuickAction',
  'compact layout': 'CompactLayout',
  'search layout': 'CustomObject',
  'field history': 'CustomField',
  'record type': 'RecordType',
  'list view': 'ListView',
  'validation rule': 'ValidationRule',
  'field set': 'FieldSet',
  'business process': 'BusinessProcess',
  'named credential': 'NamedCredential',
  'external credential': 'ExternalCredential',
  'connected app': 'ConnectedApp',
  'static resource': 'StaticResource',
  'installed package': 'InstalledPackage',
  'criteria based sharing rule': 'SharingCriteriaRule',
  'owner based sharing rule': 'SharingOwnerRule',
  'platform event': 'CustomObject',
  'einstein bot': 'Bot',
  chatbot: 'Bot',
  'big object': 'CustomObject',
  'external object': 'CustomObject',
  'managed package': 'InstalledPackage',
};

interface Lookup {
  readonly exact: Map<string, string>;
  readonly names: readonly string[];
  /** Each type with its own name's words (`nameWords`), for `nameSpreadIn`. */
  readonly nameParts: readonly { readonly type: MetadataType; readonly words: readonly string[] }[];
  /** The words admins use (`TYPE_WORDS`) and the organization settings types' names, as words. */
  readonly sayings: readonly { readonly type: string; readonly words: readonly string[] }[];
  readonly memberParts: readonly { readonly member: string; readonly words: readonly string[] }[];
  /** Every Setup feature's names (its own and its aliases), as words. */
  readonly featureNames: readonly (readonly string[])[];
  /** Every word of every type's own name (`nameWords`). */
  readonly nameWordSet: ReadonlySet<string>;
}

/** The most words a name phrase ("experience site audiences") has. */
const MAX_PHRASE_WORDS = 4;
/**
 * Type names that say what kind of thing, not which: a query that ends with one ("opportunity
 * insights settings", "lead conversion rules") names something else, so it is not read as the type.
 */
const GENERIC_HEADS = new Set([
  'settings',
  'rules',
  'rule',
  'role',
  'group',
  'queue',
  'document',
  'report',
  'index',
]);

/**
 * Where the reader copies to or from, at the end of a query ("from sandbox to production", "between
 * orgs", "into a new sandbox", "to prod"): orgs and environments, which name no type.
 */
const ORG_PLACE =
  /(?:\s+(?:from|to|into|between|across)\s+(?:(?:a|an|the|another|other|our|my|your|each|every|all|both|two|several|multiple|new)\s+)*(?:(?:uat|staging|production|prod|sandbox|sandboxes|org|orgs|organization|organizations|environment|environments)(?:\s+(?:and|or)\s+|\s+|(?=\W*$)))+)+\W*$/i;

/** The opening of a request that says the reader wants something, and nothing of what (see resolveType). */
const REQUEST_OPENING =
  /^\s*(?:(?:i|we)(?:['’]d| would) like to|(?:i|we) (?:want|need|have) to|is (?:it|there a way) (?:possible )?to|is there a way to|please|and|also|(?:what|how) about|(?:does|do|will|can|would) (?:the )?(?:salesforce )?metadata api (?:include|support|cover|handle|deploy|carry|retrieve))\s+/i;

/**
 * How the reader copies, or what else goes along, at the end ("… with a deployment tool", "… using
 * change sets", "… along with our metadata", "… through the Metadata API"): no word of the thing.
 */
const MEANS_END =
  /\s+(?:along with|together with|with|using|via|through|by|in)\s+(?:(?:a|an|the|our|my|your|some|its)\s+)?(?:other\s+)?(?:metadata(?:\s+api)?|deployment\s+tools?|deploy\s+tools?|release\s+tools?|tools?|change\s+sets?|(?:salesforce\s+)?cli|sfdx|ant|package\.?xml|api|devops\s+center|metaferry|scripts?|components?|release)\W*$/i;

/**
 * Where in Setup the thing is, at the end of a query: its page or section ("… page", "… setup
 * page", "… section"), then or alone a place in Setup's menu ("in Setup", "under Customize", "in
 * Object Manager"). Read by `setupPageRead`.
 */
const SETUP_PLACE_END =
  /(?:\s+(?<setup>setup\s+)?(?:page|section)s?)?(?<menu>\s+(?:in|under|from|on)\s+(?:the\s+)?(?:setup(?:\s+menu)?|customize|quick\s+find|object\s+manager))?\W*$/i;

let lookup: Lookup | undefined;

/** The words that open a reader's examples of the thing ("like", "including"; "such as" too). */
const EXAMPLE_WORDS = new Set(['like', 'including']);

/** The words that start a complement saying where or for what ("in CRM Analytics", "for partners"). */
const PLACE_WORDS = new Set(['in', 'for', 'from', 'on', 'with', 'within', 'inside']);

/**
 * Whether a type's folder is one of a project's own folders: a type kept inside another type's
 * folders (`Territory2Rule`'s `rules`, inside `territory2Models/<model>/`) names a folder no reader
 * means by "rules". A type kept in folders of its own kind (`Report` in `reports/<folder>/`) is at the top.
 */
function atProjectTop(type: MetadataType): boolean {
  const holder = type.folderType ?? type.keptIn;
  const folder = holder ? getMetadataType(holder) : undefined;
  return !folder || folder.directoryName === type.directoryName;
}

function buildLookup(): Lookup {
  const exact = new Map<string, string>();
  const add = (text: string | undefined, name: string) => {
    const k = text ? key(text) : '';
    if (k && !exact.has(k)) exact.set(k, name);
  };
  // Salesforce's names first, then folders, then the words admins use: an earlier claim wins.
  for (const type of metadataTypes) add(type.name, type.name);
  for (const type of metadataTypes)
    if (!type.parent && atProjectTop(type)) add(type.directoryName, type.name);
  for (const [said, name] of Object.entries(TYPE_WORDS)) if (getMetadataType(name)) add(said, name);
  for (const type of metadataTypes) if (type.parent) add(type.directoryName, type.name);
  // A release number inside a name (`Territory2Model`: the second territory management) is no word
  // Salesforce's Help says ("territory models", "territory types"): the name without it is a key
  // too, after every other claim, so a type named so (`Territory`) keeps its own. A digit that is
  // part of a word (`DataConnectorS3`) stays.
  for (const type of metadataTypes) add(type.name.replace(/(?<=[a-z])\d+(?=[A-Z]|$)/g, ''), type.name);
  // A shortened word of a name in full (`ProductSpecificationRecType`: "product specification record
  // type", which a later reading took for `RecordType`), last, so no earlier claim changes.
  const nameParts = metadataTypes.map((type) => ({ type, words: nameWords(type.name) }));
  for (const { type, words: inWords } of nameParts) add(inWords.join(''), type.name);
  // "Config" in full ("AI application configurations": `AIApplicationConfig`), as pages say it; not a
  // shortening in ./words.ts, for admins type "config" as a word too.
  for (const { type, words: inWords } of nameParts)
    if (inWords.includes('config'))
      add(inWords.map((word) => (word === 'config' ? 'configuration' : word)).join(''), type.name);
  // Workflow's children but its rules are its "workflow actions" (Salesforce's `Workflow` page, whose
  // `WorkflowActionReference` names each): an action's name without "workflow" and with "action"
  // after it names it too ("outbound message actions", "task actions"), last of all.
  for (const { type, words: inWords } of nameParts)
    if (type.parent === 'Workflow' && type.name !== 'WorkflowRule' && inWords.at(-1) !== 'action')
      add([...inWords.slice(1), 'action'].join(''), type.name);
  return {
    exact,
    names: metadataTypes.map((type) => type.name),
    nameParts,
    sayings: Object.entries(TYPE_WORDS).map(([said, type]) => ({ type, words: words(said) })),
    memberParts: [...SETTINGS_MEMBERS.keys()].map((member) => ({ member, words: nameWords(member) })),
    featureNames: SETUP_FEATURES.flatMap((feature) => [feature.name, ...feature.aliases].map(words)),
    nameWordSet: new Set(nameParts.flatMap((part) => part.words)),
  };
}

/**
 * Edit distance with two letters swapped counting as one edit (`flwo` for `flow`), stopping early past
 * `max`. Both strings are at most MAX_QUERY characters.
 */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Edits within which a name is suggested for a query that names no type. */
const SUGGESTION_DISTANCE = 3;

/** Characters of a type query read; longer input is refused by the callers. */
export const MAX_TYPE_QUERY = 100;

export { settingsFileName };

let offering = false;

/**
 * Some words read as the search box reads them, offering nothing themselves (`offering`): no
 * reading of a run of words, or of a clause, goes on to read its own runs.
 */
function readAlone(words: string): TypeMatch {
  offering = true;
  try {
    return resolveOnce(words);
  } finally {
    offering = false;
  }
}

/**
 * The type some words name alone, as the search box reads them, by a name only (a registry name, a
 * folder, a word admins use, a plural, a settings type's name): no slip, no description. `alone`
 * reads the words alone, for a caller that asks it again (`subjectRead`) to read them once.
 */
function wordsNamed(run: string, alone: () => TypeMatch = () => readAlone(run)): NamedInText | undefined {
  lookup ??= buildLookup();
  const exact = lookup.exact;
  const k = key(run);
  const named = new Set(withSingulars(k).flatMap((c) => exact.get(c) ?? []));
  const member = settingsMemberNamed([k]);
  if (named.size === 0 && !member) return undefined;
  const read = alone();
  // By a name only: the type the words' own key names, or the settings type they name.
  const byName = read.settingsMember ? read.settingsMember === member : named.has(read.type?.name ?? '');
  if (!read.type || read.readAs || read.feature || !byName) return undefined;
  return {
    type: read.type.name,
    word: run,
    how: 'spelled',
    ...(read.settingsMember ? { settingsMember: read.settingsMember } : {}),
  };
}

/**
 * The type a longer text names by an API name or folder written in it (./named-in-text.ts), read so:
 * tried after the action-noun reading and before the records reading (`resolveType`).
 */
function writtenRead(query: string): TypeMatch | undefined {
  const written = namedInText(query);
  return written && writtenMatch(written);
}

function writtenMatch(written: NamedInText): TypeMatch | undefined {
  const type = getMetadataType(written.type);
  if (!type) return undefined;
  return {
    type,
    suggestions: [written.settingsMember ?? type.name],
    readAs: true,
    namedInText: written,
    ...(written.settingsMember ? { settingsMember: written.settingsMember } : {}),
  };
}

/**
 * A type whose own name ends with "Type" (ReportType, RecordType), named last after words that say
 * which ("custom report types"): "type" is then the name's word, not a question's, so the longest
 * run of last words is read as that name before "type" is dropped as filler.
 */
function typeNameEndingInType(queryWords: readonly string[]): MetadataType | undefined {
  const lastWord = queryWords[queryWords.length - 1];
  if (queryWords.length < 2 || (lastWord !== 'type' && lastWord !== 'types')) return undefined;
  return ownNameAtEnd(queryWords, 0);
}

/**
 * The type whose own name (or its plural) is the longest run of the query's last words that starts
 * at `from` or later and that `accept` takes: "report types" in "custom report types".
 */
function ownNameAtEnd(
  queryWords: readonly string[],
  from: number,
  accept: (type: MetadataType) => boolean = () => true,
): MetadataType | undefined {
  for (let at = from; at < queryWords.length; at += 1) {
    const type = typeOwnNamed(queryWords.slice(at).join(''));
    if (type && accept(type)) return type;
  }
  return undefined;
}

/**
 * Whether another type than the one read holds every thing word of the reader's in one phrase
 * (`typesHoldingAll`): asked of each candidate, the phrases read once, on the first ask.
 */
function heldByAnother(list: readonly string[]): (type: MetadataType) => boolean {
  let holders: Set<string> | undefined;
  return (type) => {
    holders ??= typesHoldingAll(list, isThingWord);
    return [...holders].some((other) => other !== type.name);
  };
}

/** Words that open where a thing goes or is moved between ("between orgs", "to production"). */
const MOVED_TO = new Set(['between', 'to', 'into', 'across']);

/**
 * Whether other types' phrases, and not `type`'s, hold every thing word of the query (`typesHoldingAll`)
 * before where it goes ("… between orgs" names no part of the thing). A phrase read from part of the
 * query is then no reading, and the later readings decide: "trusted URLs for redirections" are
 * `RedirectWhitelistUrl`'s "trusted URL for external user redirections", not `CspTrustedSite`'s
 * "Trusted URLs".
 */
function heldByAnotherOnly(queryWords: readonly string[], type: string): boolean {
  const to = queryWords.findIndex((w, i) => i > 0 && MOVED_TO.has(w));
  const holders = typesHoldingAll(to > 0 ? queryWords.slice(0, to) : queryWords, isThingWord);
  return holders.size > 0 && !holders.has(type);
}

/**
 * A relative clause after the thing named ("entitlements that define the support a customer gets",
 * "flows which run on update"): the words before it are the thing, read as the whole query would be;
 * a clause that names a part the type's page says a deploy leaves out (two of the part's words or
 * more: "list views that are visible only to me") answers that part.
 */
function relativeClauseRead(queryWords: readonly string[]): TypeMatch | undefined {
  const relative = queryWords.findIndex((w, i) => i > 0 && (RELATIVE_WORDS.has(w) || CLAUSE_SUBJECTS.has(w)));
  if (relative <= 0) return undefined;
  const head = resolveOnce(queryWords.slice(0, relative).join(' '));
  if (head.feature) return head;
  if (!head.type) return undefined;
  const clause = thingWords(queryWords.slice(relative + 1).join(' '));
  const parts = partsLeftOut(head.type.name).filter(
    (part) => thingWords(part.name).filter((w) => clause.some((c) => sameWord(c, w))).length >= 2,
  );
  if (parts.length === 1) return { type: null, suggestions: [], feature: parts[0] };
  // A clause that, with the head, is another type's phrase narrows the head to that thing: no
  // reading here; the loosest reading of the whole query decides.
  if (clauseNarrowsToAnother(queryWords.slice(0, relative), clause, head.type.name, isThingWord))
    return undefined;
  // The words before the clause are the thing named (`byHead`): no typing slip, which the answer card
  // would leave to a problem's symptoms first.
  return parts.length === 0
    ? { ...head, suggestions: [head.type.name], readAs: true, byHead: true }
    : undefined;
}

/** The settings type whose own name is the longest run of the query's last words after its first word. */
function settingsNameAtEnd(queryWords: readonly string[]): string | undefined {
  for (let at = 1; at < queryWords.length; at += 1) {
    const member = settingsTable().get(queryWords.slice(at).join(''));
    if (member) return member.member;
  }
  return undefined;
}

/**
 * A type's own name of two words or more, its words in the reader's forms and in its order, with
 * one word of the reader's own among them at most ("delegated administration groups": DelegateGroup;
 * "account relationship data sharing rules for partner accounts": AccountRelationshipShareRule).
 * Only the words before a joining word ("for", "in") are the thing named, and its last word is the
 * name's last, as the head of an English noun phrase. Two types read so are no answer.
 */
function nameSpreadIn(queryWords: readonly string[]): MetadataType | undefined {
  // The head ends at a joining word. Not at a participle: the clause it opens may make the thing
  // another type's; ended so, one held-out case of a blind words set was answered as another type.
  const join = queryWords.findIndex((w) => JOINING_WORDS.has(w));
  const head = (join < 0 ? queryWords : queryWords.slice(0, join)).filter(
    (w) => !FILLER.has(w) && w !== 'custom',
  );
  if (head.length < 2) return undefined;
  const found: MetadataType[] = [];
  const taken = heldByAnother(head);
  lookup ??= buildLookup();
  for (const { type, words: name } of lookup.nameParts) {
    if (name.length < 2 || name.length > head.length) continue;
    // From the head's last word back: each name word matched in order, other words counted.
    let extra = 0;
    let at = head.length - 1;
    let ok = formOf(head[at] ?? '', name[name.length - 1] ?? '');
    for (let n = name.length - 2; ok && n >= 0; n -= 1) {
      at -= 1;
      while (at >= 0 && !formOf(head[at] ?? '', name[n] ?? '')) {
        extra += 1;
        at -= 1;
      }
      ok = at >= 0 && extra <= 1;
    }
    // Words before the name's first are the reader's too: "which", "my" went as filler already.
    // A word of the reader's that another type's phrase holds with all the others makes the words
    // that type's ("classic email template folders": `EmailFolder`'s, not `EmailTemplateFolder`).
    if (ok && extra + at <= 1) {
      if (!(extra + at > 0 && taken(type))) found.push(type);
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

/**
 * A participle that opens a reduced relative clause: one followed by a joining word ("built in",
 * "used by", "selected for"). Otherwise it is as likely the sentence's verb ("flow arrived
 * inactive in production").
 */
const clauseParticiple = (list: readonly string[], at: number) =>
  isParticiple(list[at] ?? '') && JOINING_WORDS.has(list[at + 1] ?? '');

/**
 * A one-word type's own name first, then a complement ("flows built in Flow Builder", "dashboards
 * in the sales folder"): the head of an English noun phrase comes first, and what follows narrows
 * it. Only when the complement names no other type, by its whole one-word name or by two words in a
 * row of its name ("territories inside a sales territory model" may be about `Territory2Model`'s),
 * and never a generic name.
 */
function ownWordFirst(queryWords: readonly string[]): MetadataType | undefined {
  const bare = queryWords.filter((w) => !FILLER.has(w));
  const [first, next] = bare;
  if (!first || !next || !(COMPLEMENT_OPENERS.has(next) || clauseParticiple(bare, 1))) return undefined;
  const type = typeOwnNamed(first);
  if (!type || GENERIC_HEADS.has(key(type.name))) return undefined;
  const own = nameWords(type.name);
  if (own.length !== 1) return undefined;
  return namesAnother(bare.slice(1), type) ? undefined : type;
}

/**
 * Whether the words name a type other than `type`: one word its whole one-word name, or two words in
 * a row both words of its name ("a territory model", "assignment rules").
 */
function namesAnother(list: readonly string[], type: MetadataType): boolean {
  lookup ??= buildLookup();
  const { nameParts } = lookup;
  const rest = list.filter(isThingWord);
  const inName = (w: string, name: readonly string[]) => name.some((n) => sameWord(w, n));
  const names = (w: string, v?: string) =>
    nameParts.some(
      ({ type: other, words: name }) =>
        other !== type &&
        (v === undefined ? name.length === 1 && inName(w, name) : inName(w, name) && inName(v, name)),
    );
  return rest.some((w, i) => names(w) || (i > 0 && names(rest[i - 1] ?? '', w)));
}

/** A type read by what its page says it represents (./described.ts), said so. */
function describedMatch(described: DescribedMatch, byMost = false): TypeMatch {
  return {
    ...(byMost ? { describedByMost: true } : {}),
    type: described.type,
    suggestions: [described.type.name],
    readAs: true,
    described: described.represents,
    ...(described.setupName ? { describedByName: true } : {}),
    ...(described.settingsMember ? { settingsMember: described.settingsMember } : {}),
  };
}

/**
 * A type's own name without its first word or words (issue 51): "chat buttons" for `LiveChatButton`.
 * Two of the name's words at least, the reader's all of them and in its order, the last as written
 * or plural; one type only, and never a name the words already are whole.
 */
function nameEndIn(bareWords: readonly string[]): MetadataType | undefined {
  if (bareWords.length < 2) return undefined;
  lookup ??= buildLookup();
  const fits = lookup.nameParts.filter(
    ({ words: name }) =>
      name.length > bareWords.length &&
      bareWords.every((w, i) => {
        const own = name[name.length - bareWords.length + i] ?? '';
        return i === bareWords.length - 1 ? sameWord(w, own) : w === own;
      }),
  );
  if (fits.length !== 1) return undefined;
  // A feature whose name ends so too ("app extensions": Field Service's, kept as records) makes the
  // words another thing's as much as the type's: no answer.
  const alsoFeature = lookup.featureNames.some(
    (own) => own.length >= bareWords.length && sameWords(own.slice(-bareWords.length), bareWords),
  );
  return alsoFeature ? undefined : fits[0]?.type;
}

/**
 * A name or a phrase with the reader's words in another order (issue 51): "rules for escalation"
 * (`EscalationRules`), "settings for account" (`AccountSettings`), "custom case subject format"
 * (what `CaseSubjectParticle`'s page says it represents). Only words that name things count, on both
 * sides: a joining word, a question's word and "custom" go. A type's own name, a word admins use or
 * an organization settings type's name first, then the pages' phrases; two words at least, and one
 * type only.
 */
function inAnyOrder(text: string): TypeMatch | undefined {
  const all = words(text);
  const whole = namedInAnyOrder(all);
  if (whole) return whole;
  // Or the noun phrase before the reader's own complement ("custom case subject format for cases
  // created from social posts"), as a phrase's head is read (`describedHead`).
  // A relative clause is read by `relativeClauseRead`, which also answers a part the clause names.
  const { run, rest } = firstRun(all, isThingWord);
  if (RELATIVE_WORDS.has(rest[0] ?? '')) return undefined;
  return rest.some(isThingWord) ? namedInAnyOrder(run) : undefined;
}

function namedInAnyOrder(all: readonly string[]): TypeMatch | undefined {
  const asked = thingWords(all.join(' ')).filter((w) => w !== 'custom');
  const head = headWord(all, isThingWord) ?? '';
  if (asked.length < 2) return undefined;
  lookup ??= buildLookup();
  const fits = (name: readonly string[]) => {
    const phrase = phraseThings(name, isThingWord);
    return sameWords(asked, phrase.things) && sameWord(head, phrase.head);
  };
  const types = new Set<string>();
  for (const { type, words: name } of lookup.nameParts) if (fits(name)) types.add(type.name);
  for (const { type, words: said } of lookup.sayings) if (fits(said)) types.add(type);
  const members = lookup.memberParts.filter((m) => fits(m.words)).map((m) => m.member);
  // A type and its own child named alike ("rules for escalation": EscalationRules, EscalationRule)
  // are one answer: the parent, whose file holds the child.
  for (const name of types) {
    const parent = getMetadataType(name)?.parent;
    if (parent && types.has(parent)) types.delete(name);
  }
  if (types.size + members.length > 1) return undefined;
  const [name] = types;
  const type = name ? getMetadataType(name) : undefined;
  if (type) return { type, suggestions: [type.name], readAs: true, byHead: true };
  const settings = getMetadataType('Settings');
  if (members[0] && settings)
    return { type: settings, suggestions: [], settingsMember: members[0], readAs: true, byHead: true };
  const described = describedByWords(asked, head, isThingWord);
  return described ? describedMatch(described) : undefined;
}

/**
 * The loosest reading (`describedByMost`): the whole query, or without its last complement ("… in
 * CRM Analytics"), a place the reader adds that the type's pages may not name.
 */
function loosestReading(all: readonly string[]): TypeMatch | undefined {
  // The reader's examples ("… like PKCE and refresh token rotation") are no words for the thing.
  const examples = all.findIndex(
    (w, i) => i > 1 && (EXAMPLE_WORDS.has(w) || (w === 'such' && all[i + 1] === 'as')),
  );
  const queryWords = examples > 0 ? all.slice(0, examples) : all;
  const lastJoin = queryWords.reduce((at, w, i) => (i > 1 && PLACE_WORDS.has(w) ? i : at), -1);
  const most =
    describedByMost(queryWords, isThingWord) ??
    (lastJoin > 0 ? describedByMost(queryWords.slice(0, lastJoin), isThingWord) : undefined);
  return most ? describedMatch(most, true) : undefined;
}

/** Words that are each a word of the registry's names ("rules"): those words, not a slip of another name. */
function realNameWords(bareWords: readonly string[]): boolean {
  lookup ??= buildLookup();
  const names = lookup.nameWordSet;
  return bareWords.length > 0 && bareWords.every((w) => withSingulars(w).some((s) => names.has(s)));
}

/**
 * A name after words that say where it lives ("experience site audiences", "record-triggered
 * flow"): in an English noun phrase the thing named comes last, so the longest run of last words
 * that is a type's own name (or its plural) is read as that type, saying so. Its own name only, not
 * a folder or a word admins use, and not a name too generic to stand for one thing. A name phrase
 * only: four words at most, none that joins or places words (`for`, `after`) and none of a
 * question's words (`deploy`, `supported`), since a sentence that ends with a type's name ("FLS for
 * a new custom object", "GitHub Actions deploy workflow") asks about something else. Not when
 * another type's phrase holds every word, the placing ones too ("classic email template folders":
 * `EmailFolder`'s, by Setup's "Salesforce Classic email templates", not `EmailTemplateFolder`).
 */
function nameAtPhraseEnd(queryWords: readonly string[]): MetadataType | undefined {
  const namePhrase =
    queryWords.length > 1 &&
    queryWords.length <= MAX_PHRASE_WORDS &&
    !queryWords.some((w) => JOINING_WORDS.has(w) || FILLER.has(w));
  if (!namePhrase) return undefined;
  const taken = heldByAnother(queryWords);
  return ownNameAtEnd(queryWords, 1, (type) => !GENERIC_HEADS.has(key(type.name)) && !taken(type));
}

/**
 * What a query asks once the words around it that name nothing go, read first: a request's opening
 * that says the reader wants something ("I'd like to", "we need to", "is it possible to"), then an
 * aside in brackets ("explorations (lenses)", "(periods and formulas)"), the reader's other name or
 * examples, taken only when the words left name a type or a Setup feature.
 */
function readInside(text: string): TypeMatch | undefined {
  const opening = REQUEST_OPENING.exec(text)?.[0];
  if (opening && key(text.slice(opening.length))) return resolveOnce(text.slice(opening.length));
  // Where to or from at the end ("… between orgs", "… to prod"), and how or with what ("… with a
  // deployment tool", "… along with our metadata"), in either order: read past only when what is
  // left is a type's own name, read as it is written (no reading of it as another name), or a Setup
  // feature's whole name ("scheduled jobs to production": Scheduled Apex jobs).
  let left = text;
  for (let ends = 0; ends < 4; ends += 1) {
    const end = ORG_PLACE.exec(left) ?? MEANS_END.exec(left);
    if (!end || !key(left.slice(0, end.index))) break;
    left = left.slice(0, end.index);
    const read = resolveOnce(left);
    if (read.type && !read.readAs && !read.settingsMember) return read;
    const bareLeft = words(left)
      .filter((w) => !FILLER.has(w))
      .join('');
    if (read.feature && featureNamedAsKey(key(left), bareLeft) === read.feature) return read;
  }
  // An aside that holds only a type's name says which thing the words around it mean ("a page layout
  // (a flexipage)"): read as that type, before the words without it.
  const aside = namedInAside(text);
  if (aside) return writtenMatch(aside);
  const withoutAside = text.replace(/\([^()]*\)/g, ' ');
  if (withoutAside === text || !key(withoutAside)) return undefined;
  const read = resolveOnce(withoutAside);
  return read.type || read.feature ? read : undefined;
}

/** Nouns of the act of copying that a reader puts after the thing ("flow deployment", "profile migration"). */
const ACTION_NOUNS = new Set(['deployment', 'deployments', 'migration', 'migrations', 'copying', 'transfer']);

/**
 * A type named before a noun of copying it ("flow deployment", "profile migration") or after it and
 * "of" or "for" ("migration of profiles", "support for flows"), read when the whole query names nothing (so "chat deployments" stays `LiveChatDeployment`): the words before it,
 * when they name a type by its words, never by a typing slip.
 */
function readBeforeActionNoun(
  queryWords: readonly string[],
  bareWords: readonly string[],
): TypeMatch | undefined {
  const [first = '', second = ''] = queryWords;
  // Last of the words a question's own words leave ("is apex class deployment supported?"), or
  // first, with "of" or "for": "migration of profiles", "support for custom metadata types".
  const rest =
    bareWords.length > 1 && ACTION_NOUNS.has(bareWords[bareWords.length - 1] ?? '')
      ? bareWords.slice(0, -1)
      : queryWords.length > 2 &&
          (ACTION_NOUNS.has(first) || first === 'support') &&
          (second === 'of' || second === 'for')
        ? queryWords.slice(2)
        : undefined;
  if (!rest) return undefined;
  const read = resolveOnce(rest.join(' '));
  return read.type && !isSlip(read) ? read : undefined;
}

/** The nouns of a frame around the thing ("metadata associated with …", "the definition of …"). */
const FRAME_NOUNS = new Set([
  'metadata',
  'information',
  'details',
  'detail',
  'definition',
  'definitions',
  'instance',
  'instances',
]);
/** The words that join a frame's noun to the thing: "associated with", "about", "of", "for", "describing". */
const FRAME_JOINS: readonly (readonly string[])[] = [
  ['associated', 'with'],
  ['about'],
  ['of'],
  ['for'],
  ['describing'],
];

/**
 * A type named after a frame that says nothing of which thing (issue 51): "metadata associated with a
 * page layout", "the definition of a prompt template", "information about a decision table", "details
 * for a global value set translation". Salesforce's pages open so ("Represents metadata associated
 * with …"), and readers copy them. Read right after a type's own name as written, before the readings
 * that take a type from part of the words (`EventType` from "… an actionable event type"): the words
 * after the frame, when they name a type by its words, never by a typing slip. Not "records of …", which says
 * the thing is data ("record of a custom metadata type" is `CustomMetadata`, not the type's
 * definition).
 */
function readAfterFrame(queryWords: readonly string[]): TypeMatch | undefined {
  const at = queryWords[0] === 'the' ? 1 : 0;
  if (!FRAME_NOUNS.has(queryWords[at] ?? '')) return undefined;
  const join = FRAME_JOINS.find((words) => words.every((w, i) => queryWords[at + 1 + i] === w));
  if (!join) return undefined;
  let from = at + 1 + join.length;
  if (DETERMINERS.has(queryWords[from] ?? '')) from += 1;
  if (queryWords.length - from < 1) return undefined;
  const thing = queryWords.slice(from);
  // "The definition of X" is "X definition", as a type's name has it (`ActionableEventTypeDef`),
  // before X alone, whose last words may be another type's name (`EventType`); not when X has a
  // complement of its own ("an attribute for a configuration item").
  const inverted =
    (queryWords[at] ?? '').startsWith('definition') && !thing.some((w) => PLACE_WORDS.has(w) || w === 'of');
  for (const reading of inverted ? [[...thing, 'definition'], thing] : [thing]) {
    const read = resolveOnce(reading.join(' '));
    if (read.type && !isSlip(read)) return read;
  }
  return undefined;
}

/**
 * A type named as written, else by a phrase of its page that holds a question's word, read whole
 * ("support processes": Setup's support process, not "processes"), else by the name left once the
 * question's words go (`withoutQuestion`).
 */
function namedDirectly(
  asWritten: MetadataType | undefined,
  queryWords: readonly string[],
  bareWords: readonly string[],
  withoutQuestion: () => MetadataType | undefined,
): TypeMatch | undefined {
  if (asWritten) return { type: asWritten, suggestions: [] };
  const whole = bareWords.length < queryWords.length ? describedWhole(queryWords) : undefined;
  if (whole) return describedMatch(whole);
  const type = withoutQuestion();
  return type ? { type, suggestions: [] } : undefined;
}

/**
 * A thing a type's page or Setup names in every word ("Sustainability Unit of Measure"), read before a
 * Setup feature read from part of its name ("Einstein Next Best Action" is `RecommendationStrategy`'s,
 * not the recommendations' records) or a type whose name the words only end with; not before a
 * feature named whole (Salesforce's list of unsupported types names "Social Business Rules").
 */
function wholeBeforeFeature(full: string, bare: string, bareWords: readonly string[]): TypeMatch | undefined {
  const whole = bareWords.length > 1 ? describedWhole(bareWords) : undefined;
  if (!whole || featureNamedAsKey(full, bare)) return undefined;
  return describedMatch(whole);
}

/** The last words of a configuration type's name (`Config`, `Cnfg`, `Conf` and `Configuration`, by ./words.ts). */
const CONFIG_WORDS = new Set(['config', 'configuration']);

/**
 * A configuration type by the name Setup gives it (issue 51): Salesforce's pages call what
 * `FieldServiceMobileConfig` holds the Field Service Mobile Settings, and what `OmniSupervisorConfig`
 * holds Omni-Channel supervisor settings. The query is a thing's words and then "settings" (or
 * "setting"), nothing else but a question's words; a type's name is exactly those words (a plural
 * read as its singular) and then a configuration word; `bareWords` are the query's without a
 * question's words but "type" ("notification type settings"). An organization settings type of that name
 * (`MobileSettings`) is read before this, as its own name; no other reading comes first, for each
 * took such a query for a type that shares a word with it ("field service mobile settings" was
 * `MobileSettings`, "embedded service flow settings" `FlowSettings`).
 */
function configNamedAsSettings(bareWords: readonly string[]): TypeMatch | undefined {
  const last = bareWords[bareWords.length - 1];
  if (bareWords.length < 2 || (last !== 'settings' && last !== 'setting')) return undefined;
  const thing = bareWords.slice(0, -1);
  const thingForms = [
    thing.join(' '),
    ...singulars(thing.at(-1) ?? '').map((w) => [...thing.slice(0, -1), w].join(' ')),
  ];
  lookup ??= buildLookup();
  const matches = lookup.nameParts.filter(({ words: nameWordList }) => {
    const end = nameWordList[nameWordList.length - 1];
    return (
      end !== undefined && CONFIG_WORDS.has(end) && thingForms.includes(nameWordList.slice(0, -1).join(' '))
    );
  });
  const type = matches.length === 1 ? matches[0]?.type : undefined;
  return type && { type, suggestions: [type.name], readAs: true, configAsSettings: true };
}

/**
 * The type a query names: Salesforce's name in any case or spacing (`apex class`), a project folder
 * (`flows`, `lwc`, `objects`), a plural, a child type, or a word admins use (`Lightning page`); one or
 * two typing slips in a longer name, marked `readAs`. A Setup feature the Metadata API doesn't carry
 * comes back as `feature`. Otherwise null, with the nearest names as suggestions.
 */
export function resolveType(query: string): TypeMatch {
  const match = resolveOnce(query);
  const longer = match.readAs ? longerNameWritten(words(query.slice(0, MAX_TYPE_QUERY)), match) : undefined;
  const read = longer ?? replacedInWords(query, match) ?? match;
  // A name only the WSDL declares, written alone, where no reading names anything: said so. A
  // settings type it declares, named in words, is that type, not a feature's records ("quick text
  // settings": `QuickTextSettings`, not the quick text messages, which are records).
  const asked = query.slice(0, MAX_TYPE_QUERY);
  const nothing = readsNothing(read);
  const onSetupPage = nothing ? setupPageRead(asked) : undefined;
  if (onSetupPage) return onSetupPage;
  const inWords = read.type ? undefined : declaredSettingsInWords(asked);
  if (inWords) return { type: null, suggestions: [...read.suggestions], declared: inWords };
  const declared = nothing ? declaredNamed(asked) : undefined;
  return declared ? { ...read, declared } : read;
}

/**
 * A thing asked for by where Setup shows it (issue 51): "Campaigns Settings page under Customize",
 * "Mutual Authentication Certificate section in Setup". When the whole query names nothing, the
 * words before its Setup place (`SETUP_PLACE_END`), two or more, are read alone. A page or section
 * alone ("… page") is read past only when those words are a Setup page's own name: an organization
 * settings type's, or a name Setup or Help gives a type (./guide/setup-names.json): "user profile
 * page" is a user's page, not the profiles'. Where the query says Setup ("in Setup", "under
 * Customize", "… setup page"), any reading of the words but one by a last word alone. From the
 * tuning halves of rounds 123 and 124 (2026-12-07); ./README.md has the measures.
 */
function setupPageRead(asked: string): TypeMatch | undefined {
  const place = SETUP_PLACE_END.exec(asked);
  if (!place || !/\w/.test(place[0])) return undefined;
  const left = asked.slice(0, place.index).trim();
  if (words(left).length < 2) return undefined;
  const read = resolveType(left);
  // The query says Setup: "… setup page", or a place in Setup's menu.
  const inSetup = place.groups?.['setup'] !== undefined || place.groups?.['menu'] !== undefined;
  const pageName = read.settingsMember !== undefined || read.describedByName === true;
  if (!read.type || !(inSetup ? !read.byHead || pageName : pageName)) return undefined;
  return { ...read, onSetupPage: { words: left, place: place[0].replace(/\W+$/, '').trim() } };
}

/**
 * A type a release replaced, named in a reader's words, is the type that replaced it (issue 51):
 * "global picklists" are what Salesforce has called global value sets since API 38.0, so a reader
 * who asks about them asks about `GlobalValueSet`, which a step copies, not about `GlobalPicklist`,
 * which no step can. Only when the text doesn't write the removed type's API name: "GlobalPicklist"
 * written so is that type, answered not copyable with what replaced it (./removed.ts).
 */
function replacedInWords(query: string, match: TypeMatch): TypeMatch | undefined {
  const removed = match.type ? removedOf(match.type.name) : undefined;
  const successor = removed?.replacedBy ? getMetadataType(removed.replacedBy) : undefined;
  if (!removed || !successor || removed.settings) return undefined;
  if (new RegExp(`\\b${removed.type}s?\\b`, 'i').test(query)) return undefined;
  return { type: successor, suggestions: [successor.name], readAs: true, replaced: removed.type };
}

/**
 * A loose reading never stops short of a longer name the text writes whole (issue 51): by what its
 * page says it represents, "deploying our configuration item type ident field map to production"
 * read as `CnfgItemTypeDef`, whose first words the name shares; by its head, "fuel type
 * sustainability unit of measure" as `SustainabilityUom`, whose name it holds. When a text writes,
 * in words and in their order, the whole name of one type longer than the type read that opens as
 * the read type's name does (its first two words, or its one word) or holds it whole, and writes the
 * read type's own name nowhere else, the longer type is what it names: the answer, saying the words.
 * On the registry probe (each type's name in words and its page's phrase, in sentences: ./README.md) it
 * took answers from another type to the right one and changed no right one.
 */
function longerNameWritten(queryWords: readonly string[], match: TypeMatch): TypeMatch | undefined {
  const read = match.type;
  if (!read || match.settingsMember) return undefined;
  lookup ??= buildLookup();
  const own = lookup.nameParts.find((part) => part.type === read)?.words ?? [];
  if (own.length === 0) return undefined;
  const opensAlike = (name: readonly string[]) => own.slice(0, 2).every((word, i) => name[i] === word);
  const longer = lookup.nameParts
    .filter(
      ({ words: name }) => name.length > own.length && (opensAlike(name) || runsAt(name, own).length > 0),
    )
    .map((part) => ({ part, at: runsAt(queryWords, part.words) }))
    .filter(({ at }) => at.length > 0);
  const [only] = longer;
  if (!only || longer.length > 1) return undefined;
  const size = only.part.words.length;
  const inside = (at: number) => only.at.some((start) => at >= start && at + own.length <= start + size);
  if (!runsAt(queryWords, own).every(inside)) return undefined;
  const start = only.at[0] ?? 0;
  return {
    type: only.part.type,
    suggestions: [only.part.type.name],
    readAs: true,
    namedInText: {
      type: only.part.type.name,
      word: queryWords.slice(start, start + size).join(' '),
      how: 'spelled',
    },
  };
}

/**
 * Whether the word at `at` is "type" or "types" ending a registry type's name with the words before
 * it ("report types": `ReportType`; "territory 2 type": `Territory2Type`): then it is the name's
 * word, not a question's ("Flow type", "is Report supported"). Asked in a question, "can I deploy
 * report types" read as `Report`, the question's word dropped.
 */
function endsTypeName(queryWords: readonly string[], at: number): boolean {
  const word = queryWords[at];
  if (word !== 'type' && word !== 'types') return false;
  lookup ??= buildLookup();
  const { exact } = lookup;
  for (let size = 2; size <= Math.min(4, at + 1); size += 1) {
    const run = queryWords.slice(at + 1 - size, at + 1);
    if (run.slice(0, -1).some((w) => FILLER.has(w))) break;
    if (withSingulars(run.join('')).some((k) => exact.has(k))) return true;
  }
  return false;
}

/**
 * The names a question may ask about, in the order read: the words left once the question's words
 * go (`bare`), then, for a name that ends in or holds a question's word ("is custom metadata
 * supported": "metadata" and "type" are a question's words), the words from the first to the last
 * that aren't a question's, with each question word after them too, longest first ("custom
 * metadata", then "custom"), so `CustomMetadata` and `ContentTypeBundle` read whole. `bare` first:
 * "is report type supported" is `ReportType`, not `Report`.
 */
function namesLeft(queryWords: readonly string[], bare: string): string[] {
  let from = 0;
  let to = queryWords.length;
  while (from < to && FILLER.has(queryWords[from] ?? '')) from += 1;
  while (to > from && FILLER.has(queryWords[to - 1] ?? '')) to -= 1;
  const names = bare ? [bare] : [];
  if (from === to) return names;
  let end = to;
  while (end < queryWords.length && FILLER.has(queryWords[end] ?? '')) end += 1;
  for (let at = end; at >= to; at -= 1) names.push(queryWords.slice(from, at).join(''));
  return names;
}

/**
 * The type a key is a typing slip of: one edit per five letters, two at most, and no other name as
 * near; with every name ranked by its distance, nearest first.
 */
function nearestSlip(exact: ReadonlyMap<string, string>, k: string) {
  const allowed = Math.min(2, Math.floor(k.length / 5));
  const ranked = [...exact.entries()]
    .map(([candidate, name]) => ({ name, d: distance(k, candidate, Math.max(allowed, 3)) }))
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
  const best = ranked[0];
  const tie = ranked.some((r) => r.name !== best?.name && r.d === best?.d);
  const type = best && allowed > 0 && best.d <= allowed && !tie ? getMetadataType(best.name) : undefined;
  return { type, ranked };
}

/**
 * The readings of `resolveType`, in order, without its checks on the whole text (a longer name
 * written whole, a replaced type): a reading of part of a text (an opening left out, a clause, the
 * words before a place) calls this, so those checks see the reader's whole text once.
 */
function resolveOnce(query: string): TypeMatch {
  lookup ??= buildLookup();
  const exact = lookup.exact;
  const text = query.slice(0, MAX_TYPE_QUERY);
  const full = key(text);
  if (!full) return { type: null, suggestions: [] };
  const inside = readInside(text);
  if (inside) return inside;
  // A question around the name ("is Flow supported?", "can Metaferry copy flows"): the name is what
  // is left once the question's words go. Tried after the whole text, so "record type" stays whole.
  const queryWords = words(text);
  const bareWords = queryWords.filter((word, at) => !FILLER.has(word) || endsTypeName(queryWords, at));
  const bare = bareWords.join('');
  // "Type" is a question's word after a name ("Flow type"), but a word of a thing a page names
  // ("content types", "notification type settings"): some readings keep it.
  const withType = queryWords.filter((w) => !FILLER.has(w) || w === 'type' || w === 'types');
  const found = (candidates: readonly string[], childOnly = false): MetadataType | undefined => {
    for (const candidate of candidates) {
      const type = getMetadataType(exact.get(candidate) ?? '');
      if (type && (!childOnly || type.parent)) return type;
    }
    return undefined;
  };
  const unlisted = unlistedRead(bareWords, text, exact);
  if (unlisted) return unlisted;
  const direct =
    namedDirectly(found(withSingulars(full)), queryWords, bareWords, () =>
      found(namesLeft(queryWords, bare).flatMap((name) => withSingulars(name))),
    ) ?? readAfterFrame(queryWords);
  if (direct) return direct;
  // A name a release removed, which the registry no longer has (`AccountOwnerSharingRule`).
  const removed = removedNamed(full) ?? (bare ? removedNamed(bare) : undefined);
  if (removed) return { type: null, suggestions: removed.replacedBy ? [removed.replacedBy] : [], removed };
  // An organization settings type by its own name: the package.xml's `Settings`, saying so.
  const member = settingsMemberNamed([full, ...(bare ? [bare] : [])]);
  const settings = getMetadataType('Settings');
  if (member && settings) return { type: settings, suggestions: [], settingsMember: member };
  // A settings field by its own name (`enableQuantitySchedule`): the settings type whose page lists it.
  const named = settings && settingsFieldNamed(text);
  if (settings && named) return fieldMatch(text, settings, named, false);
  const wholeFirst = configNamedAsSettings(withType) ?? wholeBeforeFeature(full, bare, bareWords);
  if (wholeFirst) return wholeFirst;
  const feature = featureRead(text, full, bare, queryWords, bareWords);
  // A settings type by its name without "Settings", before a feature read from part of the query.
  const byName = settingsNamedWithout(queryWords, bareWords, settings);
  if (byName && feature && !namesWhole(feature, [full, bare])) return byName;
  const early = feature ? { type: null, suggestions: [], feature } : settingsPartNamed(bareWords);
  if (early) return early;
  // Words that, whole, are a standard object's name ("job profiles": `JobProfile`) name its records
  // (the last reading below), not a type read past a word, by a word out of place, or as a slip.
  const wholeObject = namesObject(queryWords);
  // "Chat buttons": `LiveChatButton` by its last words, before an object and a child ("Account fields").
  const nameEnd = wholeObject ? undefined : nameEndIn(bareWords);
  // A settings type named whole comes before a registry type read by its name's last words.
  if (nameEnd && byName) return byName;
  if (nameEnd) return { type: nameEnd, suggestions: [nameEnd.name], readAs: true, byHead: true };
  const child = bareWords.length > 1 ? found(withSingulars(bareWords.slice(1).join('')), true) : undefined;
  if (child) return { type: child, suggestions: [] };
  const withTypeWord = wholeObject ? undefined : typeNameEndingInType(queryWords);
  if (withTypeWord)
    return { type: withTypeWord, suggestions: [withTypeWord.name], readAs: true, byHead: true };
  // The thing the type's page says it represents ("presence status", "Omni-Channel presence status").
  const described =
    describedType(bareWords) ??
    (withType.length > bareWords.length ? describedType(withType) : undefined) ??
    describedHead(queryWords, (w) => FILLER.has(w));
  if (described && !heldByAnotherOnly(queryWords, described.type.name)) return describedMatch(described);
  const anyOrder = wholeObject ? undefined : inAnyOrder(text);
  if (anyOrder) return anyOrder;
  const headName = wholeObject ? undefined : nameAtPhraseEnd(queryWords);
  if (headName) return { type: headName, suggestions: [headName.name], readAs: true, byHead: true };
  // A settings type's own name after words that narrow it ("Shield Platform Encryption key settings"):
  // its last word, "settings", says what it is, so any number of words may come first, but none that
  // joins or asks ("settings for …", "deploy … settings").
  const settingsAtEnd =
    settings && !queryWords.some((w) => JOINING_WORDS.has(w) || FILLER.has(w))
      ? settingsNameAtEnd(queryWords)
      : undefined;
  if (settings && settingsAtEnd)
    return { type: settings, suggestions: [], settingsMember: settingsAtEnd, readAs: true, byHead: true };
  const spread = wholeObject ? undefined : nameSpreadIn(queryWords);
  if (spread) return { type: spread, suggestions: [spread.name], readAs: true, byHead: true };
  const firstWord = wholeObject ? undefined : ownWordFirst(queryWords);
  if (firstWord)
    return { type: firstWord, suggestions: [firstWord.name], readAs: true, byHead: true, nameFirst: true };
  const clauseRead = relativeClauseRead(queryWords);
  if (clauseRead) return clauseRead;
  if (byName) return byName;
  // Typing slips: one edit per five letters (two at most, no tie), in the whole text, then its bare name.
  const first = nearestSlip(exact, full);
  const second = bare && bare !== full ? nearestSlip(exact, bare) : first;
  // Real words of the registry's names ("rules") are no slip of another name ("roles"): the nearest
  // names are offered, none is taken.
  const guess = realNameWords(bareWords) || wholeObject ? undefined : (first.type ?? second.type);
  if (guess) return { type: guess, suggestions: [guess.name], readAs: true };
  const most =
    oneWordLeftOut(queryWords, wholeObject) ?? (wholeObject ? undefined : loosestReading(queryWords));
  if (most) return most;
  // "Custom" before a name says the components are the org's own, not which type ("custom flows",
  // "custom Change Data Capture channels"): read without it, when that names a type by its words
  // (no typing slip).
  if (queryWords[0] === 'custom' && queryWords.length > 1) {
    const rest = resolveOnce(queryWords.slice(1).join(' '));
    if (rest.type && !isSlip(rest) && !rest.settingsMember)
      return { ...rest, suggestions: [rest.type.name], readAs: true, byHead: true };
  }
  const acted = readBeforeActionNoun(queryWords, bareWords) ?? writtenRead(query);
  if (acted) return acted;
  // Last, records of a standard object ("paused flow interviews"): no deploy carries them.
  const records = recordsReading(text, query, queryWords, wholeObject, settings);
  if (records) return { type: null, suggestions: [], records };
  // Records of no one object ("copy records", "custom object records"): no deploy carries them either.
  if (recordsAskedIn(text, queryWords, endsThing) || recordsMovedInText(query))
    return { type: null, suggestions: [], anyRecords: true };
  // A behavior asked for by its words ("turn on quantity schedules for products") or its Setup label.
  const byField = settingsFieldReading(text, settings) ?? labelReading(text, queryWords, settings);
  if (byField) return byField;
  // Last of all, a name that opens a sentence about it ("permission sets are missing after …").
  return subjectRead(queryWords) ?? brandRead(queryWords) ?? unknownMatch(query, bare || full, queryWords);
}

/**
 * "Salesforce" before a name is the brand, which Salesforce's own names of products and features
 * carry ("Salesforce Files Connect", "Salesforce Knowledge", "the Salesforce mobile app"), and which
 * says nothing of which type: when no reading answers the query, it is read without that word, as
 * "custom" is, and taken when that reads an organization settings type (no typing slip): "enable
 * Salesforce Files Connect" is `FilesConnectSettings`. Any type was measured too (2026-12-07): on
 * the blind type status sets' tuning halves one more right answer, and on the held-out halves,
 * counted only, none more right and one more naming another type; settings types alone, one more
 * right in tuning and no held-out answer changed, and of the 8,099 probe texts one changed ("enable
 * salesforce meetings": `MeetingsSettings`). Not the word inside an address ("login.salesforce.com").
 */
function brandRead(queryWords: readonly string[]): TypeMatch | undefined {
  const rest = queryWords.filter((w, i) => w !== 'salesforce' || queryWords[i + 1] === 'com');
  if (rest.length === queryWords.length || rest.length === 0) return undefined;
  const restText = rest.join(' ');
  const read = resolveOnce(restText);
  return read.type && read.settingsMember && !isSlip(read)
    ? { ...read, readAs: true, byHead: true, withoutBrand: restText }
    : undefined;
}

/**
 * The standard object whose records a query names (./records.ts), read last of the readings. Not words
 * that, whole, are a settings field's name and more than an object's ("milestone feed items":
 * `enableMilestoneFeedItem` of `EntitlementSettings`, the switch Setup names so, and feed items
 * narrowed by a word): those name the setting as much as the records, so neither is said, and the
 * field's type is offered. An object's whole name stays its records ("work orders", though
 * `enableWorkOrders` switches them on).
 */
function recordsReading(
  text: string,
  query: string,
  queryWords: readonly string[],
  wholeObject: boolean,
  settings: MetadataType | undefined,
): string | undefined {
  if (settings && !wholeObject && settingsFieldInWords(queryWords)) return undefined;
  return objectRecordsIn(text, queryWords, endsThing, namesTypeByWords) ?? recordsInText(query);
}

/** Words that may lead a sentence's subject: determiners, and words that say which ("new", "custom"). */
const SUBJECT_LEADS = new Set([
  'the',
  'our',
  'my',
  'all',
  'some',
  'a',
  'an',
  'these',
  'those',
  'new',
  'existing',
  'custom',
]);
/**
 * Words that open what a sentence says of its subject: a form of "be", a negation or a contraction's
 * first part ("don't": don, "wasn't": wasn), and the words of a thing gone or failing.
 */
const PREDICATE_OPENERS = new Set([
  'is',
  'are',
  'was',
  'were',
  'aren',
  'wasn',
  'weren',
  'doesn',
  'don',
  'didn',
  'won',
  'cannot',
  'not',
  'never',
  'missing',
  'gone',
  'lost',
  'fail',
  'fails',
  'failed',
  'failing',
  'disappear',
  'disappears',
  'disappeared',
]);

/**
 * Auxiliaries that open a predicate when a negation follows ("Omniscripts does not get deployed",
 * "can't": can, t), and contractions' first parts that say "not" ("isn't": isn). From round 116's
 * tuning half (2026-12-07): tuning 1 more right; held out, 1 case more with the right type and a
 * need the set doesn't name (counted), none else changed; 2 of 8,249 probe texts changed, those
 * cases. Over four sentences for each registry name ("…s does not get deployed properly", "the …
 * can't be retrieved from the sandbox", "… isn't deploying to production", "our …s did not
 * deploy"): 2,271 read as their type against 814, 29 as another against 13 (a plural that names
 * the type holding the others, "assignment rules", or a removed type's successor, as the words read
 * alone).
 */
const NEGATED_AUXILIARIES = new Set([
  'do',
  'does',
  'did',
  'can',
  'could',
  'will',
  'would',
  'should',
  'has',
  'have',
]);
const NEGATED_CONTRACTIONS = new Set(['isn', 'hasn', 'haven', 'couldn', 'shouldn', 'wouldn']);

/** Whether a word (and the one after it) opens what a sentence says of its subject. */
function opensPredicate(word: string, after: string): boolean {
  if (PREDICATE_OPENERS.has(word)) return true;
  return NEGATED_CONTRACTIONS.has(word) || (NEGATED_AUXILIARIES.has(word) && /^(?:not|never|t)$/.test(after));
}

/**
 * A type's name as the sentence's subject (issue 51): "permission sets are missing after the
 * deployment", "our custom application failed to deploy", "flow not active in production". Admins
 * tell a problem with the thing first; the words after it say what happened to it, not which thing.
 * The text opens, after at most two words that lead a subject (`SUBJECT_LEADS`), with words that
 * name one type as the search box reads a name alone, exactly (`wordsNamed`: a registry name, a
 * folder, a word admins use, singular or plural; no typing slip, no organization settings type), or
 * are, whole, the thing one type's page says it represents (`describedWhole`: "Experience Cloud site"
 * is `Network`'s) and read as that type alone too, and the next word opens a predicate
 * (`PREDICATE_OPENERS`). The
 * longest such name (up to `NAME_WORDS_MOST` words, the longest registry name's), the fewest lead
 * words first. Read last of all the readings, so a reading of the whole text, records or a Setup
 * feature keeps its answer, and marked as read from the text's first words (`nameFirst`), so the
 * answer card tries the symptoms first. On the registry probe (./README.md) it read 836 more sentences
 * right and 10 as another type (5 a removed type's successor, as `replacedInWords` reads; 5 a
 * page's phrase framing another type's name: "details for a record type … are not deployed"); no
 * case of the 57 rounds of blind type and type status sets changed, in either half, and 5 of the
 * project's 1,155 other questions now name the type they open with. The page's phrase (2026-12-06):
 * 179 more probe sentences right, 2 read as the phrase alone reads (a Setup name, a replaced type),
 * no blind case changed, 1 of the 1,155 ("Classic letterhead missing …": `Letterhead`). Its note says
 * which words it read, and whose they are. An organization settings type too (2026-12-07, round 112's
 * tuning half: "Omnichannel not activated when …"), when the words read alone as that settings type by
 * its own name without "Settings" (with it, the head reading has it), and are no standard object's name ("case not assigned"
 * tells of a case, a record). Measured: of three sentences for each of the 170 settings types (…
 * "not enabled after the deployment", … "settings are missing in production", … "is not working in
 * the sandbox"), 352 read as their type against 160, none more as another; the blind sets' tuning
 * halves 1 more right, held out unchanged; 1 of 8,162 probe texts changed, that case.
 */
function subjectRead(queryWords: readonly string[]): TypeMatch | undefined {
  for (let from = 0; from <= 2; from += 1) {
    if (from > 0 && !SUBJECT_LEADS.has(queryWords[from - 1] ?? '')) break;
    for (let size = Math.min(NAME_WORDS_MOST, queryWords.length - from - 1); size >= 1; size -= 1) {
      const next = queryWords[from + size] ?? '';
      if (!opensPredicate(next, queryWords[from + size + 1] ?? '')) continue;
      const run = queryWords.slice(from, from + size);
      const subject = run.join(' ');
      // The words read alone, once for the three readings below that ask it.
      let read: TypeMatch | undefined;
      const alone = () => (read ??= readAlone(subject));
      const named = wordsNamed(subject, alone);
      const type = named && !named.settingsMember ? getMetadataType(named.type) : undefined;
      // Or the words are, whole, the thing one type's page says it represents, read so alone too.
      const described = type || size < 2 ? undefined : describedWhole(run);
      if (described && alone().type?.name === described.type.name)
        return { ...describedMatch(described), nameFirst: true, subject };
      if (type)
        return {
          type,
          suggestions: [type.name],
          readAs: true,
          byHead: true,
          nameFirst: true,
          subject,
        };
      // A settings type by its own name without "Settings" (with it, the head reading has it); never
      // an object's name.
      const settings = named || namesObject(run) ? undefined : alone();
      if (settings?.settingsMember && settings.settingsWithout && !settings.readAs && !settings.feature)
        return { ...settings, nameFirst: true, subject };
    }
  }
  return undefined;
}

/**
 * The last word of a name that says it is a feature's configuration ("external document storage":
 * `ExternalDocStorageConfig`; "clause categories": `ClauseCatgConfiguration`), which admins leave
 * out. Not "definition": the things a definition defines are often records ("actionable lists" are
 * records of the lists an `ActionableListDefinition` sets up).
 */
const SETUP_OF_A_THING = new Set(['config', 'configuration']);

/**
 * The one type whose name's words (`nameWords`, shortenings read out) the query's words are, in
 * order, but one left out between the first and the last, of a name of three words or more ("managed
 * subscriptions": `ManagedEventSubscription`; "external client app policies":
 * `ExtlClntAppConfigurablePolicies`): admins drop a word that says which kind. Or its last word, when
 * that says the type is a feature's configuration (`SETUP_OF_A_THING`), and the words are no standard
 * object's name (`wholeObject`, resolveOnce's), whose records they would be ("care requests"). Read so, saying which word; none
 * when two types' names fit. The last word (2026-12-06): 35 of the 44 such names read so, 2 more
 * tuning cases right, no other case of the blind sets, the registry probe, the 1,155 other questions
 * or the generated questions changed.
 */
function oneWordLeftOut(queryWords: readonly string[], wholeObject: boolean): TypeMatch | undefined {
  if (queryWords.length < 2) return undefined;
  lookup ??= buildLookup();
  const fits: { type: MetadataType; left: string }[] = [];
  for (const { type, words } of lookup.nameParts) {
    if (words.length !== queryWords.length + 1) continue;
    const last = words.at(-1) ?? '';
    if (sameWord(last, queryWords.at(-1) ?? '')) {
      for (let out = 1; out < words.length - 1; out += 1) {
        const rest = words.filter((_, i) => i !== out);
        if (rest.every((word, i) => sameWord(word, queryWords[i] ?? ''))) {
          fits.push({ type, left: words[out] ?? '' });
          break;
        }
      }
    } else if (
      SETUP_OF_A_THING.has(last) &&
      !wholeObject &&
      words.slice(0, -1).every((word, i) => sameWord(word, queryWords[i] ?? ''))
    )
      fits.push({ type, left: last });
    if (fits.length > 1) return undefined;
  }
  const fit = fits[0];
  return fit && { type: fit.type, suggestions: [fit.type.name], readAs: true, wordLeftOut: fit.left };
}

/** A query that names no type: the names it suggests, and the type it offers (`TypeMatch.offered`). */
function unknownMatch(query: string, spelling: string, queryWords: readonly string[]): TypeMatch {
  const offered = offering ? undefined : spelledInText(query, wordsNamed);
  const read = offered && movedNamesRead(offered);
  if (read && 'match' in read) return read.match;
  const slipped = offered ? undefined : apiNameSlip(query);
  if (slipped) return slipped;
  return {
    type: null,
    suggestions: suggestionsFor(offered, spelling, queryWords),
    ...(offered ? { offered } : {}),
    ...(read?.other ? { offeredOther: read.other } : {}),
  };
}

/** Every registry and settings name with its lower case, for `apiNameSlip`. */
let slipNames: readonly { readonly name: string; readonly lower: string }[] | undefined;

/**
 * An API name written whole with one typing slip (a letter wrong, missing, added, or two swapped:
 * `KnwoledgeSettings`), of ten letters or more and two capitals or more, in a longer text that names
 * no type otherwise: the one registry or settings type within one edit of it, when no other is and
 * the text slips to no second name. Read as the search box reads a slip alone. From round 113's
 * tuning half (2026-12-07): tuning 2 more right; held out, one case more names the right type with a
 * need the set doesn't (counted); guards unchanged; 2 of 8,350 probe texts changed. Each of the 674
 * registry and settings names of ten letters or more with its middle two letters swapped, in "Cannot
 * deploy … using the CLI": 648 read as their type against 8, 2 as a removed type's successor.
 */
function apiNameSlip(query: string): TypeMatch | undefined {
  slipNames ??= [...metadataTypes.map((type) => type.name), ...SETTINGS_MEMBERS.keys()].map((name) => ({
    name,
    lower: name.toLowerCase(),
  }));
  const found = new Map<string, string>();
  for (const match of query.slice(0, 2000).matchAll(/(?<![\w.:/\\-])[A-Z][A-Za-z0-9]*(?![\w.:/\\-])/g)) {
    const token = match[0];
    // A name written whole, or its plural, is read as written (./named-in-text.ts), not as a slip:
    // beside it, the slip is a second name.
    if ([token, ...singulars(token)].some((form) => getMetadataType(form) || SETTINGS_MEMBERS.has(form)))
      return undefined;
    if (token.length < 10 || !/^[A-Z][a-z]+(?:[A-Z][a-z0-9]*)+$/.test(token)) continue;
    const lower = token.toLowerCase();
    const near = slipNames.filter((candidate) => distance(lower, candidate.lower, 1) <= 1);
    const name = near.length === 1 ? near[0]?.name : undefined;
    if (name && !found.has(name)) found.set(name, token);
  }
  // One name only: a text naming two asks about both.
  if (found.size !== 1) return undefined;
  const [name = '', slipped = ''] = [...found][0] ?? [];
  const member = SETTINGS_MEMBERS.get(name);
  const settings = getMetadataType('Settings');
  if (member && settings)
    return { type: settings, suggestions: [name], settingsMember: member.member, readAs: true, slipped };
  const type = getMetadataType(name);
  return type && { type, suggestions: [type.name], readAs: true, slipped };
}

/**
 * The type a text names in words as what a deploy or retrieve acts on (`spelledInText`), read as the
 * answer when each clause the verb acts on, read alone as the search box reads it, names that type
 * or nothing ("the Lightning email Template" reads as `EmailTemplate`, "Page Layout changes" as
 * nothing): a clause that names another thing ("a resource assignment rule", "members of the public
 * group") says the words are part of a longer name. Never a type with children (`SharingRules`,
 * `MatchingRules`, `CustomObject`) but by its own name of two words or more, written whole and in
 * the same number ("the custom object", "the sharing rules"): admins name the children by the
 * parent's words ("a sharing rule"), and a one-word name is a common word ("workflow" in "GitHub
 * Actions deploy workflow"), so those stay offered.
 */
function movedNamesRead(
  offered: NamedInText,
): { readonly match: TypeMatch } | { readonly other?: OfferedOther } | undefined {
  const type = getMetadataType(offered.type);
  if (!type) return undefined;
  // A parent named by its own name of two words or more, exactly ("the custom object", "the sharing
  // rules"), is the parent: only a shorter or other form ("a sharing rule") may name a child.
  const own = nameWords(type.name);
  if (type.children.length > 0 && (own.length < 2 || words(offered.word).join(' ') !== own.join(' ')))
    return {};
  for (const clause of offered.clauses ?? []) {
    const read = readAlone(clause);
    const same = read.type?.name === type.name && read.settingsMember === offered.settingsMember;
    if (!same && !readsNothing(read))
      return { other: { clause, reads: read.settingsMember ?? read.type?.name ?? null } };
  }
  const match = writtenMatch({ ...offered, how: 'moved' });
  return match && { match };
}

/** A reading that names nothing: no type, feature, records or name the pages give. */
export function readsNothing(match: TypeMatch): boolean {
  return (
    !match.type &&
    !match.feature &&
    !match.records &&
    !match.anyRecords &&
    !match.removed &&
    !match.unlisted &&
    !match.filePart &&
    !match.declared
  );
}

/**
 * The names an answer that names no type suggests (five at most): a type the text names in words as
 * what a deploy or retrieve acts on (./named-in-text.ts, `spelledInText`) and not read as the answer,
 * offered first; a settings field's name in words, then a settings type whose Setup labels hold every
 * word (./setup-labels.ts, `labelHolding`); then the nearest names by spelling, then by the
 * words of the types' pages (three at most), and last a settings type one of whose fields holds every
 * word (./settings-fields.ts, `settingsFieldHolding`).
 */
function suggestionsFor(
  offered: NamedInText | undefined,
  spelling: string,
  queryWords: readonly string[],
): string[] {
  // A settings field named in words ("hover details"): its settings type, offered only.
  const field = settingsFieldInWords(queryWords);
  // A settings field holding every word of the query: offered last, after every other name.
  const holding = settingsFieldHolding(queryWords);
  // A settings or component type whose Setup labels hold every word, however little of a label (./setup-labels.ts).
  const labelled = labelHolding(queryWords);
  const read = [offered?.settingsMember ?? offered?.type, field?.member, labelled].filter(
    (name): name is string => name !== undefined,
  );
  const near = byWordsMet(
    [...nearestNames(spelling), ...suggestedByWords(queryWords, isThingWord, 3)],
    queryWords,
  );
  return [...new Set([...read, ...near, ...(holding ? [holding.member] : [])])].slice(0, 5);
}

/**
 * The nearest names, those whose own words hold more of the query's words first, the rest in their
 * order (a stable sort): "community themes" offers `CommunityThemeDefinition` before `Community`, and
 * "document types in categories" `DocumentCategoryDocumentType` before `Document`. The names read
 * from the query (written in it, a settings field's or a Setup label's words) stay before them, and
 * the settings field holding every word after them. A settings type's words count for none, so it
 * comes after every name that holds one: its name is its feature's, which a query about the
 * feature's components holds too ("predictions from prediction builder" asks for
 * `MLPredictionDefinition`, not `PredictionBuilderSettings`). From the blind type
 * status sets' tuning halves (2026-12-07), unanswered cases that name a type: the wanted type
 * offered first 111 → 121 of 335, among the first three 161 → 163; held out, counted only, 126 →
 * 138 and 200 → 201 of 366. Each page's count of the query's words in its phrases instead of the
 * name's was measured too: 124 and 161 in tuning, with wordy pages' settings types offered before the
 * type named ("move Partner Portal settings between orgs" offers `ApexSettings` first). No answer
 * changes, on the sets or the 8,474 probe texts: suggestions are offered, never taken.
 */
function byWordsMet(names: readonly string[], queryWords: readonly string[]): string[] {
  const asked = new Set(queryWords.flatMap((word) => [word, ...singulars(word)]));
  const metBy = (name: string) =>
    SETTINGS_MEMBERS.has(name) ? 0 : nameWords(name).filter((word) => asked.has(word)).length;
  const met = new Map(names.map((name) => [name, metBy(name)]));
  return [...names].sort((a, b) => (met.get(b) ?? 0) - (met.get(a) ?? 0));
}

/**
 * A Setup feature the Metadata API doesn't carry ("quote templates", "org-wide email addresses"),
 * named before typing slips, so it is never read as a type a few letters away; or a part of a type a
 * deploy leaves out, named, or asked for by a settings field's words ("turn off Email-to-Case").
 */
function featureRead(
  text: string,
  full: string,
  bare: string,
  queryWords: readonly string[],
  bareWords: readonly string[],
): SetupFeature | undefined {
  const feature =
    featureNamedAsKey(full, bare) ??
    featureNamedIn(text) ??
    featureForPeople(bareWords) ??
    featureAsHead(queryWords) ??
    featureNameFirst(queryWords) ??
    partAfterOf(queryWords) ??
    settingsPartAsked(text);
  // "Knowledge article types" are the kinds of article, metadata, not the articles a feature keeps as
  // records: a query ending in "type" names a feature only when one of the feature's names does.
  const kindsOf = /^types?$/.test(queryWords.at(-1) ?? '');
  if (!feature || (kindsOf && ![feature.name, ...feature.aliases].some((n) => /\btypes?$/i.test(n))))
    return undefined;
  return partAnswers(feature, queryWords) ? feature : undefined;
}

/**
 * A behavior asked for by its words ("turn on quantity schedules for products"): the settings type
 * one of whose fields its page describes with them (./settings-fields.ts), or the part of it a
 * deploy leaves out when that field's page says a deploy can't do what's asked.
 */
function settingsFieldReading(text: string, settings: MetadataType | undefined): TypeMatch | undefined {
  if (!settings) return undefined;
  // The settings type's own name as the request's object ("turn on Account Plans so reps …").
  const named = settingsNamedAsObject(text);
  if (named)
    return {
      type: settings,
      suggestions: [],
      settingsMember: named,
      settingsByObject: true,
      readAs: true,
      byHead: true,
    };
  const asked = settingsFieldAsked(text);
  return asked ? fieldMatch(text, settings, asked, true) : undefined;
}

/**
 * An option asked for by the label Salesforce's pages give it in Setup, read once for both kinds
 * (./setup-labels.ts): a settings field's ("force relogin after Login-As-User"), answered by its
 * settings type, or a component's ("send welcome email", an option of an Experience Cloud site's
 * `Network`), answered by the component's type.
 */
function labelReading(
  text: string,
  queryWords: readonly string[],
  settings: MetadataType | undefined,
): TypeMatch | undefined {
  const labelled = setupLabelRead(queryWords);
  if (!labelled) return undefined;
  const { member, field, labels } = labelled;
  if (!SETTINGS_MEMBERS.has(member)) {
    const type = getMetadataType(member);
    return type
      ? { type, suggestions: [type.name], readAs: true, byHead: true, setupLabels: labels }
      : undefined;
  }
  if (!settings) return undefined;
  const match = field
    ? fieldMatch(text, settings, { member, field }, true)
    : { type: settings, suggestions: [], settingsMember: member, readAs: true, byHead: true };
  return match.type ? { ...match, setupLabels: labels } : match;
}

/**
 * The answer a settings field gives, named (`enableQuantitySchedule`) or read from a request's words
 * (`readAs`, said so): its settings type and the field, or the part its page says a deploy can't
 * set, when that is what the query asks.
 */
function fieldMatch(
  text: string,
  settings: MetadataType,
  reading: SettingsFieldReading,
  readAs: boolean,
): TypeMatch {
  const part = partOfReading(text, reading);
  if (part) return { type: null, suggestions: [], feature: part };
  const match = {
    type: settings,
    suggestions: [],
    settingsMember: reading.member,
    settingsField: reading.field,
  };
  return readAs ? { ...match, readAs: true, byHead: true } : match;
}

/**
 * Whether a match is a typing slip's reading: a type read as another name (`readAs`) neither from
 * the query's head phrase (`byHead`), from what a page says the type represents (`described`), nor
 * as the type that replaced the one the query names in words (`replaced`: "agent planners" are
 * `GenAiPlannerBundle`'s since API 64.0, a reading as sure as the removed type's own name).
 */
export const isSlip = (match: TypeMatch): boolean =>
  Boolean(
    match.type &&
    match.readAs &&
    !match.byHead &&
    !match.described &&
    !match.unlisted &&
    !match.filePart &&
    !match.namedInText &&
    !match.replaced,
  );

/** The words that end the thing a query asks about, for the records reading (./records.ts). */
const endsThing = (word: string) =>
  JOINING_WORDS.has(word) ||
  RELATIVE_WORDS.has(word) ||
  CLAUSE_SUBJECTS.has(word) ||
  EXAMPLE_WORDS.has(word) ||
  (FILLER.has(word) && word !== 'type' && word !== 'types');

/** Whether a query holds every word of a type's name of two words or more ("topics for objects"). */
function namesTypeByWords(queryWords: readonly string[]): boolean {
  lookup ??= buildLookup();
  return lookup.nameParts.some(
    ({ words: name }) => name.length >= 2 && name.every((w) => queryWords.some((q) => sameWord(q, w))),
  );
}

/**
 * The nearest names: those that hold the whole query or that it holds whole, then the closest
 * spellings, one edit per four letters (at least one, at most three). A name that only shares a word
 * ("WebLink" for "web-to-lead") or is further away is another name, not a slip: it is not offered.
 */
function nearestNames(k: string): string[] {
  lookup ??= buildLookup();
  const reach = Math.min(SUGGESTION_DISTANCE, Math.max(1, Math.floor(k.length / 4)));
  const closest = [...lookup.exact.entries()]
    .map(([candidate, name]) => ({ name, d: distance(k, candidate, reach) }))
    .filter((r) => r.d <= reach)
    .sort((a, b) => a.d - b.d || a.name.localeCompare(b.name));
  return [
    ...new Set([
      ...lookup.names.filter(
        (name) => k.length >= 4 && (key(name).includes(k) || k.includes(key(name))) && key(name).length >= 4,
      ),
      ...closest.map((r) => r.name),
    ]),
  ].slice(0, 5);
}
