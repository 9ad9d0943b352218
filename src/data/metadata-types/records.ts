/**
 * Records of standard objects (issue 51): "paused flow interviews", "the products in our product
 * catalog", "PushTopic queries" name records, which no deploy carries, so no step copies them. The
 * objects are the standard objects of a Salesforce org with every feature on that no metadata type
 * carries or mirrors (./guide/objects.json, written by scripts/object-names.ts, which says which
 * objects it leaves out and why).
 *
 * The rule, read only when no reading of the query names a type, a settings type or a Setup feature
 * (./index.ts, resolveType, last):
 * - Not a query that opens with a verb of changing or allowing ("let users add topics …", "enable
 *   …"): it asks for a setting. A question's verbs ("copy accounts", "migrate …") are read past.
 * - Not a question about something else than copying ("Setup Audit Trail after a release, which
 *   user shows up …?"): a query that ends with a question mark asks about copying only when it
 *   says so ("can Metaferry copy quotes?").
 * - Not when every word of a type's name of two words or more is in the query ("topics for objects
 *   records" names `TopicsForObjects`).
 * - The thing asked is the query's first run of words after its determiners and a partitive ("the
 *   list of", "kinds of"), up to a joining, relative or question word, a clause's subject (a pronoun
 *   or a possessive: "… our technicians close"), or a participle or "-ing" word after it ("flow
 *   interviews waiting for …"), unless that word opens an object's whole name ("old streaming
 *   channels").
 * - Its last words are an object's name's words, the last one plural or singular, the longest such
 *   name ("care barrier types": `CareBarrierType`, not `CareBarrier`); or it holds an object's API
 *   name of two words or more written whole ("PushTopic queries").
 * - A one-word object name only when it is the whole run ("topics", "the products in …"): narrowed
 *   by other words it names another thing ("Site.com sites", "forecast periods").
 * - Never the object's name alone in the singular ("work order", "opportunity"), which may mean the
 *   object's definition, its fields and layouts, which is metadata, and is often an English word
 *   too: the query says more, words before the name ("paused flow interviews"), after it ("the
 *   products in our product catalog", "topics that users have put on posts") or "records" or "data"
 *   ("opportunity records"). A name alone in the plural ("work orders", "opportunities") names the
 *   things, its records, as the FAQ's answer on records says ("Accounts, contacts … aren't
 *   copied"); blind writers read "products", "quotes" and "users" so (sets 51 and 52).
 * - Words that, whole, are an object's name are read so before any reading of a type that leaves a
 *   word out, takes the words in another order or as a typing slip (./index.ts: "job profiles" is
 *   `JobProfile`'s records, not a kind of `Profile`); a type's page that calls what it configures by
 *   those words ("data streams") still answers first.
 * - Not words that, whole, are an organization settings field's name and more than an object's whole
 *   name ("milestone feed items", `EntitlementSettings`' switch): they name the setting as much as
 *   the records, and no answer says either (./index.ts, `recordsReading`).
 * - Not an object a Setup feature answers for (./setup-features.ts: "each set of operating hours is a
 *   record of the OperatingHours object"): that feature's reading, which holds every word of the
 *   query to the feature's, decides ("operating hours for Jira" is no Salesforce feature).
 *
 * Records of no one object (`recordsAskedIn`): the thing asked is records and nothing else, with at
 * most a custom object's words or API name before them ("copy records", "custom object records",
 * "Invoice__c records", "migrate data"), ending the query or before where they go. The answer links
 * Salesforce's page that says the Metadata API manages customizations, not the data itself, and
 * names the exception, custom metadata type records (`CustomMetadata`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import objectsJson from './guide/objects.json';
import { SETUP_FEATURES } from './setup-features';
import { isParticiple, key, singulars } from './words';

/** A participle or "-ing" word ("existing", "closed", "using"): it says which records, or ends the thing asked. */
const isVerbal = (word: string) => isParticiple(word) || word.endsWith('ing');

/** Where the object names come from, the API version and the day they were read. */
export const OBJECTS_SOURCE = {
  url: objectsJson.source,
  api: objectsJson.api,
  read: objectsJson.read,
} as const;

/**
 * Salesforce's page that says the Metadata API manages customizations, "not the data itself": an
 * answer about records that names no one object links it.
 */
export const METADATA_NOT_DATA =
  'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm';

/** Salesforce's list of standard objects, which an answer about records links. */
export const OBJECT_REFERENCE =
  'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_list.htm';

/** The object names, as read. */
export const OBJECT_NAMES: readonly string[] = objectsJson.names.split(' ');

/** Verbs that open a request for a change: the query asks for a setting, not for records. */
const CHANGE_OPENERS = new Set([
  'let',
  'allow',
  'enable',
  'disable',
  'turn',
  'activate',
  'deactivate',
  'add',
  'create',
  'give',
  'set',
  'make',
  'configure',
  'assign',
  'change',
  'edit',
  'update',
  'delete',
]);
/** The openers that make or change records when all that follows is an object's name (`thingAsked`). */
const RECORD_VERBS = new Set(['add', 'create', 'delete', 'edit', 'update']);
/** Words read past before the thing: determiners and a question's own words. */
const LEADING = new Set([
  'the',
  'a',
  'an',
  'our',
  'my',
  'all',
  'each',
  'every',
  'which',
  'what',
  'can',
  'does',
  'do',
  'is',
  'are',
  'metaferry',
  'copy',
  'copies',
  'deploy',
  'deploys',
  'migrate',
  'move',
  'transfer',
]);
/** A possessive after the thing opens a clause's subject ("the work orders our technicians close"). */
const POSSESSIVES = new Set(['our', 'my', 'your', 'their', 'his', 'her', 'its']);
/** The words of a question about copying: a question without one asks something else. */
const COPY_WORDS = new Set([
  'copy',
  'copies',
  'copied',
  'deploy',
  'deploys',
  'deployed',
  'migrate',
  'move',
  'transfer',
  'support',
  'supports',
  'supported',
  'metaferry',
]);
/** Words that say where records go, which may follow them ("copy records from …"), in a query or a text (./named-in-text.ts). */
export const WHERE_TO = new Set(['from', 'to', 'into', 'between', 'across']);
/** Verbs of copying: "data" alone is records only after one ("copy data", "migrate data"). */
const MOVE_VERBS = new Set(['copy', 'copies', 'migrate', 'move', 'transfer', 'deploy', 'deploys']);
/** Words after an object's name that say its records are meant. */
const RECORD_WORDS = new Set(['records', 'record', 'data']);
/** A partitive before the thing ("the list of …", "kinds of …"): the thing follows "of". */
const PARTITIVES = new Set(['list', 'lists', 'kind', 'kinds', 'type', 'types', 'set', 'sets']);

/** An object's name's words: `CareBarrierType` → care, barrier, type; `Product2` → product. */
function objectWords(name: string): string[] {
  return name
    .replace(/\d+$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .filter(Boolean);
}

/** The objects a Setup feature answers for, read once from the features' sentences. */
let featureObjects: ReadonlySet<string> | undefined;

let objects:
  readonly { readonly name: string; readonly key: string; readonly words: readonly string[] }[] | undefined;

/** The objects with their keys and words, built once. */
const objectList = () =>
  (objects ??= OBJECT_NAMES.map((name) => ({ name, key: key(name), words: objectWords(name) })));

/** Whether the words of `list` from `at` on are a name's words, its last one perhaps a plural. */
const nameAt = (list: readonly string[], at: number, name: readonly string[]) =>
  name.every((w, i) => {
    const word = list[at + i] ?? '';
    return word === w || (i === name.length - 1 && singulars(word).includes(w));
  });

/** Whether the words, whole, are one object's name, the last perhaps a plural ("care requests": `CareRequest`). */
export const namesObject = (list: readonly string[]): boolean =>
  objectList().some(({ words }) => words.length === list.length && nameAt(list, 0, words));

/** Whether the words from `at` on are one of the objects' whole names of two words or more. */
const opensName = (
  names: readonly { readonly words: readonly string[] }[],
  list: readonly string[],
  at: number,
) => names.some(({ words }) => words.length > 1 && nameAt(list, at, words));

/**
 * The thing a query asks about (the rule above): its run of words after its determiners and a
 * partitive, and where the run stopped; undefined when the query asks for a setting, about something
 * else than copying, or names a type by its words.
 */
function thingAsked(
  text: string,
  queryWords: readonly string[],
  ends: (word: string) => boolean,
  namesType: (queryWords: readonly string[]) => boolean,
): { readonly run: string[]; readonly at: number } | undefined {
  if (/\?\s*$/.test(text) && !queryWords.some((w) => COPY_WORDS.has(w))) return undefined;
  // A verb of making or changing records before nothing but an object's whole name asks about those
  // records ("add opportunity team members"); before anything else, it asks for a setting.
  const object = queryWords.slice(1);
  while (LEADING.has(object[0] ?? '')) object.shift();
  const recordsMade = RECORD_VERBS.has(queryWords[0] ?? '') && namesObject(object);
  if ((CHANGE_OPENERS.has(queryWords[0] ?? '') && !recordsMade) || namesType(queryWords)) return undefined;
  let at = recordsMade ? 1 : 0;
  while (at < queryWords.length) {
    const word = queryWords[at] ?? '';
    if (PARTITIVES.has(word) && queryWords[at + 1] === 'of') at += 2;
    else if (LEADING.has(word)) at += 1;
    else break;
  }
  const named = objectList();
  const run: string[] = [];
  for (; at < queryWords.length; at += 1) {
    const word = queryWords[at] ?? '';
    // A participle or "-ing" word after the first ends the thing asked ("accounts using …"), unless
    // it opens an object's name the next words complete ("old streaming channels").
    const verbal = isVerbal(word);
    if (
      ends(word) ||
      (run.length > 0 && (POSSESSIVES.has(word) || (verbal && !opensName(named, queryWords, at))))
    )
      break;
    run.push(word);
  }
  return { run, at };
}

/**
 * The standard object whose records a query (`text`, its `queryWords`) names (the rule above), or
 * undefined. `ends` says which words end the thing asked (joining, relative and question words, a
 * clause's subject); `namesType` whether the query holds every word of a type's name of two words or
 * more.
 */
export function objectRecordsIn(
  text: string,
  queryWords: readonly string[],
  ends: (word: string) => boolean,
  namesType: (queryWords: readonly string[]) => boolean,
): string | undefined {
  featureObjects ??= new Set(
    SETUP_FEATURES.flatMap((feature) =>
      [...feature.why.matchAll(/records? of the (\w+) object/g)].map((m) => m[1] ?? ''),
    ),
  );
  const asked = thingAsked(text, queryWords, ends, namesType);
  if (!asked) return undefined;
  const { run, at } = asked;
  const named = objectList();
  // A list whose last part ends with a word no object's name ends with shares that word as its head:
  // "ideas and answers zones" are zones, for ideas and for answers, not idea records; "work orders
  // and service appointments" are two objects' records.
  if (sharedHead(queryWords, run.length, at, ends, named)) return undefined;
  // "Opportunity records", "account data": the reader says records.
  const saysRecords = RECORD_WORDS.has(run.at(-1) ?? '') && run.length > 1;
  if (saysRecords) run.pop();
  if (run.length === 0) return undefined;
  // `word`: the name's one word, when it has one (`Product2`: product).
  let best: { name: string; word: string; size: number } | undefined;
  for (const object of named) {
    const size = object.words.length;
    if ((best && size <= best.size) || featureObjects.has(object.name)) continue;
    const whole = size >= 2 && run.some((w) => w === object.key || singulars(w).includes(object.key));
    // A one-word name only as the whole run, or after the reader's participles or "-ing" words
    // ("existing account records", "closed cases"): they say which records, not another thing.
    const described = run.slice(0, -1).every(isVerbal);
    const atEnd =
      size <= run.length && (size > 1 || described) && nameAt(run, run.length - size, object.words);
    if (whole || atEnd) best = { name: object.name, word: object.words.join(''), size };
  }
  // The object's name alone in the singular may mean its definition (its fields, layouts), which is
  // metadata: only a query that says more names its records, or the name's plural alone, its words
  // apart or its API name whole ("work orders", "PushTopics", "opportunities"): the things.
  const last = run.at(-1) ?? '';
  const joined = run.join('');
  const pluralAlone =
    best !== undefined &&
    at === queryWords.length &&
    joined !== best.word &&
    singulars(joined).includes(best.word);
  const saysMore =
    saysRecords || pluralAlone || (best !== undefined && run.length > best.size) || at < queryWords.length;
  // A one-word name is also an English word ("what order should …", "the site"): read as records
  // only in the plural ("accounts using …") or with a word that says records.
  const oneWord = best !== undefined && best.size === 1 && !saysRecords;
  if (oneWord && (last === best?.word || !singulars(last).includes(best?.word ?? ''))) return undefined;
  return saysMore ? best?.name : undefined;
}

/** Words that join the parts of a list. */
const LIST_JOINS = new Set(['and', 'or']);

/**
 * Whether the thing asked (`run` words), ended at `at` by a word that joins a list's parts, is the
 * first part of a list whose last part (the words after the join, up to the next word that ends a
 * thing) is longer and ends with a word that is no object's name's last word, plural or singular,
 * nor a word that says records: a head the parts share ("ideas and answers zones").
 */
function sharedHead(
  queryWords: readonly string[],
  run: number,
  at: number,
  ends: (word: string) => boolean,
  named: readonly { readonly words: readonly string[] }[],
): boolean {
  if (!LIST_JOINS.has(queryWords[at] ?? '')) return false;
  let end = at + 1;
  while (end < queryWords.length && !ends(queryWords[end] ?? '')) end += 1;
  const last = queryWords[end - 1] ?? '';
  // The last part a modifier and its head, longer than the first part ("answers zones" after
  // "ideas"): a last part of one word is a thing of its own ("… and surveys").
  if (end - (at + 1) < 2 || end - (at + 1) <= run || RECORD_WORDS.has(last)) return false;
  return !named.some(({ words }) => nameAt([last], 0, words.slice(-1)));
}

/**
 * Whether a query asks about records themselves, of no one object it names (the rule above, for
 * the thing asked): "records", "data records", "custom object records", an API name ending in `__c`
 * before "records" ("Invoice__c records"), or "data" after a verb of copying ("migrate data"),
 * ending the query or before where they go ("copy records from …"). Not "custom metadata
 * records", which are metadata, nor "record types": the thing asked must be records and nothing else.
 */
export function recordsAskedIn(
  text: string,
  queryWords: readonly string[],
  ends: (word: string) => boolean,
): boolean {
  // "Custom object" before "records" is allowed below: the type's words don't stop this reading.
  const asked = thingAsked(text, queryWords, ends, () => false);
  // Ending the query, or before where the records go: "records that link …" or "record of a custom
  // metadata type" say which records, and some are metadata.
  if (!asked || (asked.at < queryWords.length && !WHERE_TO.has(queryWords[asked.at] ?? ''))) return false;
  const thing = asked.run.join(' ');
  // `words` splits "Invoice__c" into "invoice c": the text says whether it held one.
  const custom = /[a-z0-9]__c\b/i.test(text) ? '|[a-z0-9]+ c' : '';
  return (
    new RegExp(`^(?:(?:custom )?objects?${custom} )?(?:(?:data )?records?|data)$`).test(thing) &&
    (thing !== 'data' || queryWords.some((word) => MOVE_VERBS.has(word)))
  );
}
