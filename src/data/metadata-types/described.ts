// cspell:ignore ment ments redirections wavedataset Agentforce
/**
 * A type named by what it is (issue 51): the thing its Salesforce page says the type represents.
 * An admin names "presence status" or "reporting snapshot", not `ServicePresenceStatus` or
 * `AnalyticSnapshot`; every registry type's page opens "Represents a …", read into
 * guide/represents.json. The rule, stated once:
 *
 * - A query names a type when its words are the noun phrase that type's page says it represents,
 *   once the phrase loses its articles and a framing word that adds no thing of its own
 *   ("definition of", "details of", "instance of"): "Einstein Bot template" for `BotTemplate`.
 * - Or when the words before that phrase name the feature the type belongs to, as the same sentence
 *   or the type's requirements (guide/requirements.json, kind `feature`) name it: "Omni-Channel
 *   presence status"; or the words after it, joined by "for", "in" or "of": "custom content types
 *   for Salesforce CMS". "Custom" before a phrase is read past: what an admin makes is custom.
 * - A phrase that lists what it includes ("in-app guidance, including prompts and walkthroughs")
 *   names its head ("in-app guidance") and each thing listed under it ("in-app guidance prompts").
 * - A phrase's head, the noun phrase before its complement ("private connection" of "private
 *   connection between org and third-party data service"), names the type too, and a query names it
 *   by its words before the query's first joining word ("outbound private connections to AWS").
 * - Only a phrase of two words or more (one word is a type's own name, or too general), and only a
 *   phrase no other type's page gives: two types that represent the same words answer neither, but
 *   where the words before it are one type's own (its feature's, or its name's: "outbound").
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import {
  GUIDE_REPRESENTS,
  GUIDE_REQUIREMENTS,
  GUIDE_SETTINGS_READS,
  GUIDE_SETUP_NAMES,
  SETTINGS_PAGE_NAMES,
} from './guide';
import { SETTINGS_MEMBERS } from './settings';
import { getMetadataType, metadataTypes, typeOwnNamed, type MetadataType } from './registry';
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

/** Words at a phrase's start that frame the thing without being one (articles go too). */
const FRAMES = [
  'configuration details for',
  'definition of',
  'definition for',
  'details of',
  'details for',
  'instance of',
  'information about',
  'metadata associated with',
  'metadata used to manage',
  'metadata describing',
];
const ARTICLES = /^(?:a|an|the)\s+/;
const ARTICLE_WORDS = new Set(['a', 'an', 'the']);

/** The phrase's own words: lower case, no article, no framing words. */
export function phraseWords(phrase: string): string[] {
  // An API name inside the phrase ("DocumentChecklistItem settings") is read as its words.
  const spelled = phrase.replace(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g, (name) => nameWords(name).join(' '));
  let text = words(spelled).join(' ').replace(ARTICLES, '');
  for (const frame of FRAMES)
    if (text.startsWith(`${frame} `)) {
      text = text.slice(frame.length + 1).replace(ARTICLES, '');
      break;
    }
  // Articles inside the phrase go too ("section of the Lightning Experience help menu"): a query's do.
  return text.split(' ').filter((w) => w && !ARTICLE_WORDS.has(w));
}

/**
 * The phrases a page's noun phrase names: itself, or, when it lists what it includes ("in-app
 * guidance, including prompts and walkthroughs"), the head before the list and each thing listed
 * under the head ("in-app guidance prompts", "in-app guidance walkthroughs").
 */
function namedPhrases(represents: string): string[] {
  // An abbreviation in brackets after the name ("Analytics Extended Metadata (XMD)") is another way
  // to say it, not a word a reader must type: the name reads without it too.
  const abbreviated = /^(.+?)\s*\([A-Z][A-Z0-9]+\)$/.exec(represents.trim())?.[1];
  if (abbreviated) return [represents, ...namedPhrases(abbreviated)];
  // The Wave types' pages call CRM Analytics "the Analytics application" (meta_wavedataset.htm):
  // a phrase that opens with the product's name reads with "Analytics" alone too, unless those words
  // are another type's own name ("Analytics dashboard": `AnalyticsDashboard`, Tableau Next's).
  const analytics = /^CRM (Analytics \S.*)$/i.exec(represents.trim())?.[1];
  if (analytics && !typeOwnNamed(key(analytics))) return [represents, ...namedPhrases(analytics)];
  const shared = sharedHead(represents);
  if (shared) return [represents, ...shared];
  const listing = listOf(represents);
  if (!listing) return [represents, ...nounHead(represents)];
  return [listing.head, ...listing.items.map((item) => `${listing.head} ${item}`)];
}

/**
 * Words listed before one head they share ("sales, support, lead, or solution process", Setup's name
 * for `BusinessProcess`): each word with the head ("sales process", "support process", …). Only a
 * list of three or more single words, with commas, whose last item is the word and the head.
 */
function sharedHead(represents: string): string[] | undefined {
  const match = /^(\w+(?:,\s*\w+)+),?\s+(?:or|and)\s+(\w+)\s+(\w+)$/.exec(represents.trim());
  if (!match) return undefined;
  const [, listed = '', last = '', head = ''] = match;
  return [...listed.split(/,\s*/), last].map((word) => `${word} ${head}`);
}

/** A phrase that lists what it includes, after "including" or "such as": its head and the items. */
function listOf(represents: string): { head: string; items: string[] } | undefined {
  const [head, listed] = represents.split(/,?\s+(?:including|such as)\s+/, 2);
  if (!head || listed === undefined) return undefined;
  return { head, items: listed.split(/\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+/).filter(Boolean) };
}

/** Last words of a whole product's name ("Rate Management"): it names many types, never one settings type. */
const PRODUCT_WORDS = new Set([
  'cloud',
  'management',
  'studio',
  'engine',
  'framework',
  'service',
  'manager',
  'cms',
  'payments',
  'functions',
]);

/**
 * A settings type's phrases: its page's, and each setting it lists after "such as" or "including",
 * on its own ("encryption key settings, such as customer-supplied keys options and key derivation
 * settings"; "currency settings, including turning on multiple currencies": "multiple currencies"),
 * since the settings a type holds are what a reader names. Not a list after "for": it names what the
 * settings are about ("settings for platform events and change data capture events"), which other
 * types carry. Not an item that is a clause ("whether Chat is enabled"), nor a whole product's name
 * ("Rate Management").
 */
function settingsPhrases(represents: string): string[] {
  const listing = listOf(represents);
  if (!listing) return [represents, ...nounHead(represents), ...settingsOf(represents)];
  const items = listing.items
    // "turning on multiple currencies": the setting is the thing the verb acts on.
    .map((item) =>
      item.replace(/^(?:turning on|turning off|enabling|disabling|configuring|setting|managing)\s+/i, ''),
    )
    .filter(
      (item) =>
        item &&
        !/^(?:whether|how|what|which)\b|^(?:so on|more|others?)$/i.test(item) &&
        !PRODUCT_WORDS.has(words(item).at(-1) ?? ''),
    );
  return [listing.head, ...items];
}

/**
 * "Settings for X" are X's settings (issue 51): "settings to access the Service Console for
 * Manufacturing" names "Service Console for Manufacturing settings", as a reader says it. One thing
 * only, of five words at most: not a list ("settings for business hours and holidays in …"), nor a
 * feature being enabled ("settings for enabling …").
 */
function settingsOf(represents: string): string[] {
  const thing =
    /^(?:metadata used to manage\s+)?settings (?:to access|for|of) (?:the )?(.+?)(?: feature)?$/i.exec(
      represents,
    )?.[1];
  if (!thing || /,|\band\b|\bor\b|^enabling\b|\blike\b/i.test(thing) || words(thing).length > 5) return [];
  return [`${thing} settings`];
}

/** Words that join a noun phrase's head to what completes it ("private connection between …"). */
const COMPLEMENT = /\s+(?:between|for|of|to|with|that|which|in|on|from|used|where|when)\s+/;

/**
 * A phrase's head, the noun phrase before its complement ("private connection" of "private
 * connection between org and third-party data service"): the thing itself, which a reader names
 * with a complement of their own. Only a head of two words or more (`phrases()` checks).
 */
function nounHead(represents: string): string[] {
  const [head, complement] = represents.split(COMPLEMENT, 2);
  return head && complement !== undefined ? [head] : [];
}

/**
 * A phrase that opens with a name Setup gives the type's feature ("Social Business Rules custom
 * format for Case Subject"): what follows the name is the thing itself, which a reader names
 * without it ("custom format for case subject"). Two words at least (`phrases()` checks).
 */
function afterOwnName(type: string, named: readonly string[]): string[] {
  const names = GUIDE_SETUP_NAMES.filter((row) => row.type === type).map((row) => phraseWords(row.name));
  return named.flatMap((phrase) => {
    const own = phraseWords(phrase);
    const name = names.find((n) => n.length > 0 && n.length < own.length && n.every((w, i) => own[i] === w));
    return name ? [own.slice(name.length).join(' ')] : [];
  });
}

interface Described {
  /** The registry type, or an organization settings type (`settings`), whose page gives the phrase. */
  readonly type: string;
  /** `type` is an organization settings type, a member of `Settings` (./settings.ts). */
  readonly settings: boolean;
  /** The page's noun phrase, or the name Setup or the product gives the thing (`setupName`). */
  readonly represents: string;
  readonly page: string;
  /** A name Setup or the product gives the thing (./guide/setup-names.json), not the page's phrase. */
  readonly setupName: boolean;
  /**
   * The words of the features the type belongs to, from its page's sentence and its requirements,
   * and the words of the type's own name ("outbound" of `OutboundNetworkConnection`).
   */
  readonly featureWords: ReadonlySet<string>;
  /**
   * The words of the type's own name and of the product its page's sentence places it in, not its
   * requirements' sentences: what the loosest reading (`describedByMost`) may meet beside the phrase.
   */
  readonly ownWords: ReadonlySet<string>;
}

interface PhraseTable {
  /** Each phrase's rows by its key, one a type (its first): more than one when two types' pages give it. */
  readonly byKey: Map<string, Described[]>;
  /** Each phrase's own words (`phraseWords`) and its row, for the reading in any order. */
  readonly rows: readonly { readonly words: readonly string[]; readonly row: Described }[];
  /**
   * Each registry type's own name as words, a row of the loosest reading only: a type whose page
   * gives no phrase (`ExtlClntAppOauthSecuritySettings`) is still named by its name's words.
   */
  readonly names: readonly { readonly words: readonly string[]; readonly row: Described }[];
}

/**
 * The keys a run of words is looked up by in the phrase table: its words joined, the last as written
 * and each singular it may stand for ("templates", "template"). The table is keyed the same way.
 */
function phraseKeys(run: readonly string[]): Set<string> {
  const head = run.slice(0, -1).join('');
  const last = run[run.length - 1] ?? '';
  return new Set([last, ...singulars(last)].map((w) => head + w));
}

let phraseTable: PhraseTable | undefined;

/**
 * Whether a Setup page's name, its "Settings" or "Setup" apart, opens a registry type's name ("Path
 * Settings": `PathAssistant`; "Territory Settings": `Territory`): the page is where those things are
 * made as much as where the feature is switched on, so its name names both.
 */
export function homeOfAType(name: string): boolean {
  const thing = words(name).slice(0, -1);
  return metadataTypes.some((type) => {
    const own = nameWords(type.name);
    return own.length > thing.length && thing.every((w, i) => sameWord(w, own[i] ?? ''));
  });
}

/** Every phrase of every type's page and Setup names, read once. */
function phrases(): PhraseTable {
  if (phraseTable) return phraseTable;
  const map = new Map<string, Described[]>();
  const rows: { words: readonly string[]; row: Described }[] = [];
  // The words of each type's features: its feature requirements', read once a type.
  const requirementWords = new Map<string, string[]>();
  for (const r of GUIDE_REQUIREMENTS)
    if (r.kind === 'feature')
      requirementWords.set(r.type, [...(requirementWords.get(r.type) ?? []), ...words(r.text)]);
  // And the product or feature its page's sentence places it in, for each of the type's phrases,
  // Setup's names too.
  const productWords = new Map<string, string[]>();
  for (const r of GUIDE_REPRESENTS)
    if (r.feature) productWords.set(r.type, [...(productWords.get(r.type) ?? []), ...words(r.feature)]);
  const ownOf = (type: string) => new Set([...(productWords.get(type) ?? []), ...nameWords(type)]);
  const sources = [
    ...GUIDE_REPRESENTS.map(({ type, represents, page, feature }) => ({
      type,
      represents,
      page,
      feature,
      setupName: false,
      settings: false,
    })),
    // The names Setup and the product give the thing (./guide/setup-names.json) read as its phrases too.
    ...GUIDE_SETUP_NAMES.map(({ type, name, page }) => ({
      type,
      represents: name,
      page,
      feature: undefined,
      setupName: true,
      settings: false,
    })),
    // The name Setup gives each organization settings type's page (./guide/settings-setup-names.json),
    // when it says it is settings ("Process Automation Settings", "Data Cloud Setup"): a page named
    // for a feature ("Einstein Activity Capture") or for the things it lists ("Agentforce Agents",
    // "Password Policies") names them as much as the settings that switch them on.
    ...SETTINGS_PAGE_NAMES.flatMap(({ member, name, page }) =>
      SETTINGS_MEMBERS.has(member) && !homeOfAType(name)
        ? [{ type: member, represents: name, page, feature: undefined, setupName: true, settings: true }]
        : [],
    ),
    // What each organization settings type's own page says it represents (./guide/settings-reads.json).
    ...GUIDE_SETTINGS_READS.flatMap(({ member, represents, page }) =>
      represents && page && SETTINGS_MEMBERS.has(member)
        ? [{ type: member, represents, page, feature: undefined, setupName: false, settings: true }]
        : [],
    ),
  ];
  for (const { feature, ...source } of sources) {
    if (!source.settings && !getMetadataType(source.type)) continue;
    const described: Described = {
      ...source,
      featureWords: new Set([
        ...words(feature ?? ''),
        ...(requirementWords.get(source.type) ?? []),
        ...(productWords.get(source.type) ?? []),
        ...nameWords(source.type),
      ]),
      ownWords: ownOf(source.type),
    };
    // A Setup page's name is a name, not a page's sentence of what the settings hold.
    const named =
      source.settings && !source.setupName
        ? settingsPhrases(source.represents)
        : namedPhrases(source.represents);
    for (const phrase of [...named, ...afterOwnName(source.type, named)]) {
      const own = phraseWords(phrase);
      if (own.length < 2) continue;
      rows.push({ words: own, row: described });
      // A definition type's phrase with "definition" after it, as its name ends ("telemetry signal
      // definitions": `TelemetryDefinition`, whose Setup name is "telemetry signal").
      const kind = source.settings ? undefined : nameWords(source.type).at(-1);
      const forms = kind === 'definition' && own.at(-1) !== kind ? [own, [...own, kind]] : [own];
      // The phrase as the page words it, and with its last word singular ("custom content types").
      for (const k of forms.flatMap((form) => [...phraseKeys(form)]))
        // The first of one type's rows keeps it; another type's joins it.
        if (!map.get(k)?.some((row) => row.type === source.type))
          map.set(k, [...(map.get(k) ?? []), described]);
    }
  }
  const names = metadataTypes.flatMap((type) => {
    const name = nameWords(type.name);
    if (name.length < 2) return [];
    const row: Described = {
      type: type.name,
      settings: false,
      represents: name.join(' '),
      page: '',
      setupName: false,
      featureWords: new Set([...(productWords.get(type.name) ?? []), ...name]),
      ownWords: ownOf(type.name),
    };
    return [{ words: name, row }];
  });
  phraseTable = { byKey: map, rows, names };
  return phraseTable;
}

export interface DescribedMatch {
  /** The registry type: `Settings` for an organization settings type (`settingsMember`). */
  readonly type: MetadataType;
  /** The organization settings type the phrase is its page's (`SecuritySettings`). */
  readonly settingsMember?: string;
  /** What the type's page says it represents, or the name Setup gives the thing (`setupName`). */
  readonly represents: string;
  readonly page: string;
  readonly setupName: boolean;
}

/** The joining words a reader's complement starts with, as COMPLEMENT's. */
const COMPLEMENT_WORDS = new Set(['between', 'for', 'of', 'to', 'with', 'in', 'on', 'from', 'such']);

/** Words before a phrase that add no thing of their own: an admin's component is "custom" anyway. */
const READ_PAST = new Set(['custom']);

/** The words of a list that name things (`isThing`), "custom" aside: what the readings in any order compare. */
export function thingWordsOf(list: Iterable<string>, isThing: (word: string) => boolean): string[] {
  return [...list].filter((w) => isThing(w) && !READ_PAST.has(w));
}

/** A phrase's thing words (`thingWordsOf`) and its head (`headWord`, '' for none). */
export interface PhraseThings {
  readonly things: readonly string[];
  readonly head: string;
}
const phraseThingsKnown = new WeakMap<(word: string) => boolean, WeakMap<readonly string[], PhraseThings>>();

/**
 * A table's phrase's thing words and head, read once for each way of telling things (`isThing`): the
 * readings in any order compare them with every reader's words, and read each of thousands of phrases
 * again for each query. Only for the tables' own lists, which never change: the key is the list itself.
 */
export function phraseThings(list: readonly string[], isThing: (word: string) => boolean): PhraseThings {
  let known = phraseThingsKnown.get(isThing);
  if (!known) phraseThingsKnown.set(isThing, (known = new WeakMap()));
  let read = known.get(list);
  if (!read)
    known.set(list, (read = { things: thingWordsOf(list, isThing), head: headWord(list, isThing) ?? '' }));
  return read;
}
/** Words that join a phrase to the feature after it ("custom content types for Salesforce CMS"). */
const FEATURE_JOINS = new Set(['for', 'in', 'of']);

/** The phrase a query's words end with, and its row; the words before are the feature's or read past. */
function endingPhrase(queryWords: readonly string[]): Described | undefined {
  const map = phrases().byKey;
  for (let from = 0; from < queryWords.length - 1; from += 1) {
    // The last word as written, or the singular a plural stands for ("statuses", "policies", "templates").
    for (const candidate of phraseKeys(queryWords.slice(from))) {
      const before = queryWords.slice(0, from);
      const fits = (map.get(candidate) ?? []).filter((row) =>
        before.every((w) => row.featureWords.has(w) || READ_PAST.has(w)),
      );
      // A phrase two types claim names neither, unless the reader's words before it are one's only
      // ("outbound private connection": OutboundNetworkConnection's, not InboundNetworkConnection's).
      const claims = map.get(candidate)?.length ?? 0;
      if (fits.length === 1 && (claims === 1 || before.some((w) => !READ_PAST.has(w)))) return fits[0];
    }
  }
  return undefined;
}

/**
 * The type whose phrase is the query's words, every one of them, as written (the last may be a
 * plural): "support processes" is Setup's support process (`BusinessProcess`), though "support" alone
 * is a question's word ("is Flow supported", "support for flows") that other readings drop, and
 * "subscription to event types" is `EventSubscription`'s, not `EventType` with "type" read as the
 * question's word. One type's phrase only; nothing before or after it.
 */
export function describedWhole(queryWords: readonly string[]): DescribedMatch | undefined {
  if (queryWords.length < 2) return undefined;
  for (const candidate of phraseKeys(queryWords)) {
    const rows = phrases().byKey.get(candidate) ?? [];
    if (rows.length === 1) return asMatch(rows[0]);
  }
  return undefined;
}

/** The type a query's words name by what it represents; undefined when none, or more than one. */
export function describedType(queryWords: readonly string[]): DescribedMatch | undefined {
  let found = endingPhrase(queryWords);
  // Or the phrase, then its feature after "for", "in" or "of": every word after is the feature's.
  for (let at = queryWords.length - 2; !found && at > 0; at -= 1) {
    if (!FEATURE_JOINS.has(queryWords[at] ?? '')) continue;
    const phrase = endingPhrase(queryWords.slice(0, at));
    const after = queryWords.slice(at + 1);
    if (phrase && after.every((w) => phrase.featureWords.has(w))) found = phrase;
  }
  return asMatch(found);
}

/**
 * The type named before a query's first joining word, with the reader's own complement after it
 * ("outbound private connections to AWS for callouts"): in an English noun phrase the head comes
 * first. `queryWords` keep their joining words; `readPast` drops a question's words from the head.
 */
export function describedHead(
  queryWords: readonly string[],
  readPast: (word: string) => boolean,
): DescribedMatch | undefined {
  // The complement starts at a joining word, or at a participle after the head ("certificates
  // uploaded for API clients"), which opens a reduced relative clause.
  const join = queryWords.findIndex((w, i) => COMPLEMENT_WORDS.has(w) || (i > 1 && isParticiple(w)));
  const head = queryWords.slice(0, Math.max(join, 0)).filter((w) => !readPast(w));
  // Two words at least, as every phrase has, and a complement after them.
  return join > 0 && head.length >= 2 ? asMatch(endingPhrase(head)) : undefined;
}

function asMatch(found: Described | undefined): DescribedMatch | undefined {
  const type = found && getMetadataType(found.settings ? 'Settings' : found.type);
  return found && type
    ? {
        type,
        ...(found.settings ? { settingsMember: found.type } : {}),
        represents: found.represents,
        page: found.page,
        setupName: found.setupName,
      }
    : undefined;
}

/**
 * The type whose phrase has the reader's words in any order (issue 51): "custom case subject format"
 * for "custom format for case subject". Only the words that name things count on either side
 * (`isThing`), and "custom", which adds none; both heads the same (`headWord`: "reports in a
 * folder" are reports); two words at least; one type's phrases only.
 */
export function describedByWords(
  asked: readonly string[],
  head: string,
  isThing: (word: string) => boolean,
): DescribedMatch | undefined {
  const reader = thingWordsOf(asked, isThing);
  if (reader.length < 2) return undefined;
  const fits = phrases().rows.filter((r) => {
    const phrase = phraseThings(r.words, isThing);
    return sameWords(reader, phrase.things) && sameWord(head, phrase.head);
  });
  const types = new Set(fits.map((r) => r.row.type));
  return types.size === 1 ? asMatch(fits[0]?.row) : undefined;
}

/**
 * A word of a page's noun phrase that names a thing: every word but those that join, place or open
 * a clause. A reader's "set up" is a verb; a page's "set of branding properties" opens with a noun.
 */
const PHRASE_JOINS = new Set([
  ...COMPLEMENT_WORDS,
  'and',
  'or',
  'that',
  'which',
  'who',
  'whose',
  'by',
  'at',
  'into',
]);
const inPhrase = (word: string) => !PHRASE_JOINS.has(word);

/** Words for one thing: Salesforce's API pages say "entity" where Setup says "object". */
const SAME_THING: readonly (readonly string[])[] = [['entity', 'object']];
const sameThingKnown = new Map<string, Map<string, boolean>>();
let sameThingPairs = 0;
/**
 * Remembered, since the loosest reading asks the same pairs across many phrases; by the first word,
 * then the second, with no key to build per question; bounded.
 */
const sameThing = (a: string, b: string): boolean => {
  let ofA = sameThingKnown.get(a);
  const known = ofA?.get(b);
  if (known !== undefined) return known;
  const same =
    sameWord(a, b) ||
    SAME_THING.some((set) => set.some((x) => sameWord(a, x)) && set.some((y) => sameWord(b, y)));
  if (sameThingPairs > 200_000) {
    sameThingKnown.clear();
    sameThingPairs = 0;
    ofA = undefined;
  }
  if (!ofA) sameThingKnown.set(a, (ofA = new Map()));
  ofA.set(b, same);
  sameThingPairs += 1;
  return same;
};

/**
 * Words a type's pages use for one kind of thing as its head: Salesforce names a type that holds how
 * a feature behaves "… Settings", "… Config" or "… Configuration" alike (`OmniSupervisorConfig` is a
 * "supervisor configuration", `CareRequestConfiguration` a "configuration for care requests"), and an
 * admin says "settings" for any of them. Heads only: as a word of the phrase, "configuration" still
 * says what it says ("records of configuration settings" names no type).
 */
const SAME_HEAD = ['settings', 'setting', 'configuration', 'configurations', 'config', 'configs'];
const sameHead = (a: string, b: string): boolean =>
  sameThing(a, b) || (SAME_HEAD.includes(a.toLowerCase()) && SAME_HEAD.includes(b.toLowerCase()));

/** The loosest reading's rows, read once for a way of telling thing words: each row's words, each type's heads. */
interface LooseTable {
  /** Each row's words, and every form they take (`formsOf`), to meet a reader's word at once. */
  readonly rows: readonly {
    readonly row: Described;
    readonly theirs: readonly string[];
    readonly forms: ReadonlySet<string>;
  }[];
  /** What each type is: its phrases' heads and its name's last word. */
  readonly heads: ReadonlyMap<string, readonly string[]>;
  /** The names Setup and Help give each type (./guide/setup-names.json), as words. */
  readonly setupNames: readonly { readonly type: string; readonly words: readonly string[] }[];
  /** The rows that hold each form (`rows[i].forms`), by row index, ascending. */
  readonly byForm: ReadonlyMap<string, readonly number[]>;
  /** Each type's rows, by index, ascending. */
  readonly byType: ReadonlyMap<string, readonly number[]>;
  /** `rowsMeeting`'s answers, remembered for each word (bounded). */
  readonly meeting: Map<string, readonly number[]>;
}

/** A word, the singulars it may stand for, and the words for the same thing (`SAME_THING`). */
function formsOf(word: string): readonly string[] {
  const known = forms.get(word);
  if (known) return known;
  const same = SAME_THING.find((set) => set.some((x) => sameWord(word, x))) ?? [];
  const all = [word, ...singulars(word), ...same.flatMap((x) => [x, ...singulars(x)])];
  if (forms.size > 50_000) forms.clear();
  forms.set(word, all);
  return all;
}
/** Each word's forms, remembered: `meets` asks them of one reader's word for every row (bounded). */
const forms = new Map<string, readonly string[]>();

/**
 * Whether a reader's word is one of a row's (`sameThing`): their forms meet, or, for a noun in
 * "-ment" and its verb ("assignments", "assigned"), word by word.
 */
function meets(word: string, row: LooseTable['rows'][number]): boolean {
  if (formsOf(word).some((form) => row.forms.has(form))) return true;
  return WORD_BY_WORD.test(word) && row.theirs.some((p) => sameThing(word, p));
}
/** The endings of a word `meets` compares with a row's words one by one ("assignments", "assigned"). */
const WORD_BY_WORD = /ments?$|ed$|ing$/;
const looseTables = new WeakMap<(word: string) => boolean, LooseTable>();

function looseTable(isThing: (word: string) => boolean): LooseTable {
  const known = looseTables.get(isThing);
  if (known) return known;
  const table = [...phrases().rows, ...phrases().names];
  const heads = new Map<string, string[]>();
  for (const { words: phrase, row } of table) {
    const known = heads.get(row.type) ?? [nameWords(row.type).at(-1) ?? ''];
    known.push(thingHead(phrase, inPhrase) ?? '');
    heads.set(row.type, known);
  }
  const rows = table.map(({ words: phrase, row }) => {
    const theirs = [...new Set([...thingWordsOf(phrase, isThing), ...thingWordsOf(row.ownWords, isThing)])];
    return { row, theirs, forms: new Set(theirs.flatMap(formsOf)) };
  });
  const byForm = new Map<string, number[]>();
  const byType = new Map<string, number[]>();
  rows.forEach(({ row, forms }, i) => {
    for (const form of forms) addIndex(byForm, form, i);
    addIndex(byType, row.type, i);
  });
  const loose: LooseTable = {
    rows,
    heads,
    setupNames: GUIDE_SETUP_NAMES.map(({ type, name }) => ({ type, words: words(name) })),
    byForm,
    byType,
    meeting: new Map(),
  };
  looseTables.set(isThing, loose);
  return loose;
}

/** Adds row index `i` to the list `map` holds for `key`. */
function addIndex(map: Map<string, number[]>, key: string, i: number): void {
  const known = map.get(key);
  if (known) known.push(i);
  else map.set(key, [i]);
}

/**
 * The loose table's rows a word meets, by index, found both ways: through the index of forms
 * (`rowsMeeting`, what the readings use) and by asking `meets` of every row (its definition). A test
 * holds them equal over the table's own words.
 */
export function rowsMeetingBothWays(
  word: string,
  isThing: (word: string) => boolean,
): { indexed: readonly number[]; each: readonly number[] } {
  const table = looseTable(isThing);
  const each: number[] = [];
  table.rows.forEach((looseRow, i) => {
    if (meets(word, looseRow)) each.push(i);
  });
  return { indexed: rowsMeeting(word, table), each };
}

/** Every word of the loose table's rows, each once. */
export function looseTableWords(isThing: (word: string) => boolean): string[] {
  return [...new Set(looseTable(isThing).rows.flatMap((looseRow) => looseRow.theirs))];
}

/**
 * The rows a reader's word meets (`meets`), by index, ascending: the rows that hold one of its forms,
 * found in the table's index of forms, and, for a noun in "-ment" and its verb, the rows one of whose
 * words is the same thing. The same as asking `meets` of every row, which the loose readings did for
 * each word of each query: a third of a query's time when it names no type (profiled 2026-12-06).
 * Remembered for each word, as queries share their words ("deployment", "rules").
 */
function rowsMeeting(word: string, table: LooseTable): readonly number[] {
  const known = table.meeting.get(word);
  if (known) return known;
  const found = new Set<number>();
  for (const form of formsOf(word)) for (const i of table.byForm.get(form) ?? []) found.add(i);
  // The other rows, for the word by word part of `meets`, which only a word with those endings passes.
  if (WORD_BY_WORD.test(word))
    table.rows.forEach((looseRow, i) => {
      if (!found.has(i) && meets(word, looseRow)) found.add(i);
    });
  const rows = [...found].sort((a, b) => a - b);
  if (table.meeting.size > 20_000) table.meeting.clear();
  table.meeting.set(word, rows);
  return rows;
}

/**
 * How many of `list`'s words each row of the table meets (`rowsMeeting`), by row index, a word counted
 * as often as it is written: a row meets them all when its count is the list's length.
 */
function hitsPerRow(list: readonly string[], table: LooseTable): Uint16Array {
  const hits = new Uint16Array(table.rows.length);
  for (const w of list) for (const i of rowsMeeting(w, table)) hits[i] = (hits[i] ?? 0) + 1;
  return hits;
}

/** A run's head: its last word that isn't a participle ("objects" of "objects selected"). */
function thingHead(list: readonly string[], isThing: (word: string) => boolean): string | undefined {
  const { run } = firstRun(list, isThing);
  return run.filter((w) => !isParticiple(w)).at(-1) ?? run.at(-1);
}

/**
 * The type whose pages' words hold the reader's (issue 51): an admin who read the type's page words
 * it their own way ("objects selected for Change Data Capture notifications", of `PlatformEventChannelMember`:
 * "entity … selected for a channel", Setup's "Change Data Capture"). Only words that name things
 * count (`isThing`), "custom" not. The reader's head, the last word of their first run of thing words
 * that isn't a participle, is what the type is: one of its phrases' heads or its name's last word
 * ("entity" and "object" are one). Three of the reader's words at least are the type's (its phrases',
 * its features', its name's), all but one at most. The type with most wins, and only alone.
 */
export function describedByMost(
  asked: readonly string[],
  isThing: (word: string) => boolean,
): DescribedMatch | undefined {
  // What the thing does names it less than what it is: a participle ("created with …") is not the
  // reader's word for it. A word and its plural are one word ("property types for … properties").
  const reader = thingWordsOf(
    asked.filter((w) => !isParticiple(w)),
    isThing,
  ).filter((w, i, all) => all.findIndex((other) => sameWord(other, w)) === i);
  const head = thingHead(asked, isThing);
  const last = reader.at(-1);
  if (reader.length < 3 || !head || !last) return undefined;
  // The last word may be missed when a complement holds it ("objects selected for Change Data
  // Capture notifications": "notifications" is the complement's), unless it is a type's whole name
  // ("groups of permission sets and flows": flows are another thing the reader names).
  const complemented = firstRun(asked, isThing).rest.some(isThing);
  const table = looseTable(isThing);
  const { rows, heads, setupNames } = table;
  // A name Setup or Help gives a type, written whole in the reader's words, lends the type its
  // words: a reader joins it to another of the type's ("custom Change Data Capture channels").
  // Only whole: a name's single words ("rule" of "stage assignment rule") name nothing.
  const lent = new Map<string, string[]>();
  for (const { type, words: name } of setupNames)
    if (name.length > 1 && runsAt(asked, name).length > 0)
      lent.set(type, [...(lent.get(type) ?? []), ...name]);
  // The types the reader's head says the thing is, found once, not for each of their phrases.
  const headed = new Set(
    [...heads].filter(([, own]) => own.some((h) => h && sameHead(head, h))).map(([type]) => type),
  );
  let best = 0;
  let bestRows: Described[] = [];
  // The types that hold every word of the reader's in one phrase, whatever their head.
  const whole = new Set<string>();
  // How many of the reader's words each row meets, or the words a type's lent name holds
  // (`rowsMeeting`, by index); and whether it meets the last. Not `hitsPerRow`: a word a row meets
  // both ways counts once.
  const hitsOf = new Uint16Array(rows.length);
  const lastHit = new Uint8Array(rows.length);
  for (const w of reader) {
    const met = new Set(rowsMeeting(w, table));
    for (const [type, names] of lent)
      if (names.some((n) => sameWord(w, n))) for (const i of table.byType.get(type) ?? []) met.add(i);
    for (const i of met) {
      hitsOf[i] = (hitsOf[i] ?? 0) + 1;
      if (w === last) lastHit[i] = 1;
    }
  }
  for (const [i, looseRow] of rows.entries()) {
    const hits = hitsOf[i] ?? 0;
    // Fewer than three is neither every word of the reader's (three at least) nor a reading.
    if (hits < 3) continue;
    const { row } = looseRow;
    if (hits === reader.length) whole.add(row.type);
    if (!headed.has(row.type)) continue;
    // All the reader's words, or all but one of four or more, never their last.
    const missed = reader.length - hits;
    const lastMissed = lastHit[i] !== 1;
    if (
      missed > 1 ||
      (missed === 1 && (reader.length < 4 || (lastMissed && (!complemented || isOneWordName(last)))))
    )
      continue;
    if (hits > best) [best, bestRows] = [hits, [row]];
    else if (hits === best && !bestRows.some((r) => r.type === row.type)) bestRows.push(row);
  }
  const [found] = bestRows;
  // A reading that misses a word another type's phrase holds with all the others is no reading.
  if (!found || bestRows.length > 1 || (best < reader.length && [...whole].some((t) => t !== found.type)))
    return undefined;
  // Nor one whose head is only a phrase's, where the reader writes another type's own name whole,
  // ending at the head ("classic email templates": `EmailTemplate`'s name, not `EmailFolder`'s,
  // whose page lists the folders of "Classic email templates").
  const ownHead = sameWord(head, nameWords(found.type).at(-1) ?? '');
  if (!ownHead && namesAnotherAtHead(asked, head, found.type)) return undefined;
  return asMatch(found);
}

/**
 * Whether the words hold another registry type's name of two words or more whole (the phrase table's
 * `names`), the name's last word the head.
 */
function namesAnotherAtHead(asked: readonly string[], head: string, type: string): boolean {
  return phrases().names.some(
    ({ words: name, row }) =>
      row.type !== type && sameWord(head, name.at(-1) ?? '') && runsAt(asked, name).length > 0,
  );
}

let oneWordNames: Set<string> | undefined;

/** Whether a word, or the singular it may stand for, is a registry type's whole one-word name ("flows"). */
function isOneWordName(word: string): boolean {
  oneWordNames ??= new Set(
    metadataTypes.map((type) => nameWords(type.name)).flatMap((name) => (name.length === 1 ? name : [])),
  );
  const names = oneWordNames;
  return [word, ...singulars(word)].some((form) => names.has(form));
}

/**
 * The types one of whose phrases, with the type's name and product, holds every thing word of the
 * reader's ("classic email template folders": `EmailFolder`, by Setup's "Salesforce Classic email
 * templates"): a reading that gives another type these words is no reading.
 */
export function typesHoldingAll(asked: readonly string[], isThing: (word: string) => boolean): Set<string> {
  const reader = thingWordsOf(asked, isThing);
  const found = new Set<string>();
  if (reader.length === 0) return found;
  const table = looseTable(isThing);
  const hits = hitsPerRow(reader, table);
  table.rows.forEach((looseRow, i) => {
    if (hits[i] === reader.length) found.add(looseRow.row.type);
  });
  return found;
}

/**
 * Whether a type other than `type` has a phrase that holds every thing word of `head` and two words
 * of `clause` at least: the clause then narrows the head to that type's thing ("trusted URLs that
 * external users are allowed to be redirected to": `RedirectWhitelistUrl`'s "trusted URL for external
 * user redirections", not `CspTrustedSite`'s "Trusted URLs").
 */
export function clauseNarrowsToAnother(
  head: readonly string[],
  clause: readonly string[],
  type: string,
  isThing: (word: string) => boolean,
): boolean {
  const own = thingWordsOf(head, isThing);
  const more = thingWordsOf(clause, isThing);
  if (own.length === 0 || more.length < 2) return false;
  const table = looseTable(isThing);
  const [ownHits, moreHits] = [hitsPerRow(own, table), hitsPerRow(more, table)];
  return table.rows.some(
    (looseRow, i) => looseRow.row.type !== type && ownHits[i] === own.length && (moreHits[i] ?? 0) >= 2,
  );
}

/**
 * The types whose pages' phrases hold a query's one word ("flexcards": `FlexcardDefinition`'s
 * "Omnistudio Flexcard"; "milestones"), offered, never read as the answer: a word alone says too
 * little to name a type, but a word few types' pages use points at them. Only when at most `limit`
 * types' pages hold it; a common word ("rules") offers none.
 */
function suggestedByOneWord(word: string, isThing: (word: string) => boolean, limit: number): string[] {
  const types = new Set<string>();
  const table = looseTable(isThing);
  for (const i of rowsMeeting(word, table)) {
    const row = table.rows[i]?.row;
    if (row?.page) types.add(row.type);
  }
  return types.size > limit ? [] : [...types].sort((a, b) => a.localeCompare(b));
}

/**
 * The types whose pages' words share most of a query's (issue 51), for the suggestions of a query
 * that names none: two of the reader's thing words at least in one of a type's phrases with its
 * feature's and its name's words, the reader's head among them counting one more; most first, at
 * most `limit`. A suggestion, never an answer: `describedByMost` is the rule that answers. A settings
 * type's phrase suggests that settings type by its own name (`ProductSettings`), which `check_support`
 * answers, not `Settings`, which names none of them.
 */
export function suggestedByWords(
  asked: readonly string[],
  isThing: (word: string) => boolean,
  limit: number,
): string[] {
  const reader = [
    ...new Set(
      thingWordsOf(
        asked.filter((w) => !isParticiple(w)),
        isThing,
      ),
    ),
  ];
  const head = thingHead(asked, isThing);
  if (reader.length === 1) return suggestedByOneWord(reader[0] ?? '', isThing, limit);
  if (reader.length < 2) return [];
  const best = new Map<string, number>();
  // The pages' phrases, not the names' rows: the nearest spellings already offer names. Each row's
  // count of the reader's words it meets, and whether it meets the head (`rowsMeeting`).
  const table = looseTable(isThing);
  const hitsOf = hitsPerRow(reader, table);
  const headMet = new Set(head ? rowsMeeting(head, table) : []);
  for (const [i, looseRow] of table.rows.entries()) {
    const { row } = looseRow;
    const hits = hitsOf[i] ?? 0;
    if (!row.page || hits < 2) continue;
    const score = hits + (headMet.has(i) ? 1 : 0);
    const name = row.type;
    if (score > (best.get(name) ?? 0)) best.set(name, score);
  }
  return [...best.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name]) => name);
}
