/**
 * The Setup features a reader's words name (issue 51): a feature's whole name or an alias
 * (`findFeature`, `featureNamedAsKey`), its words in the reader's own order and wording
 * (`featureNamedIn`, `mostOfName`), or its name as the head of a longer phrase (`featureForPeople`,
 * `featureAsHead`, `featureNameFirst`, `partAfterOf`). ./index.ts tries them in its order
 * (`featureRead`) and answers with the feature; the features are ./setup-features.ts.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { SETUP_FEATURES, type SetupFeature } from './setup-features';
import { isParticiple, key, nameWords, sameWord, singulars, words } from './words';
import {
  CHANGE_VERBS,
  CLAUSE_SUBJECTS,
  COMPLEMENT_OPENERS,
  DETERMINERS,
  FILLER,
  formOf,
  isThingWord,
  JOINING_WORDS,
  LIST_WORDS,
  RELATIVE_WORDS,
  thingWords,
  withSingulars,
} from './reader-words';

let featureKeys: Map<string, SetupFeature> | undefined;

/** The Setup feature a query's words name: the feature's name or a name admins use, in any case or spacing. */
export function findFeature(candidates: readonly string[]): SetupFeature | undefined {
  if (!featureKeys) {
    featureKeys = new Map();
    // The first feature to claim a name keeps it: the features apart come before the parts of types.
    for (const feature of SETUP_FEATURES)
      for (const name of [feature.name, ...feature.aliases])
        if (!featureKeys.has(key(name))) featureKeys.set(key(name), feature);
  }
  for (const candidate of candidates) {
    const feature = featureKeys.get(candidate);
    if (feature) return feature;
  }
  return undefined;
}

/**
 * What a name asks of a query: groups of words, each met by any one of its words. A word is a group
 * of its own; the words of a list of alternatives ("states, countries, or territories") are one.
 */
function wordGroups(name: string): string[][] {
  const groups: string[][] = [];
  const rest = name.replace(/(?:[\w-]+,\s+)*[\w-]+,?\s+or\s+[\w-]+/g, (list) => {
    groups.push(list.split(/,\s*(?:or\s+)?|\s+or\s+/).flatMap(thingWords));
    return ' ';
  });
  return [...groups.filter((group) => group.length > 0), ...thingWords(rest).map((w) => [w])];
}

/**
 * A name's verbs of changing after its first word: nouns of the name ("set" of "permission set
 * assignments", "setting" of "custom setting values"), which no thing word of a query meets, but which
 * a query naming the feature holds: "custom value sets" is no custom setting's values.
 */
const nameNouns = (name: string) => words(name).filter((w, i) => i > 0 && CHANGE_VERBS.has(w));

/** Each feature's words, read once: its names' word groups (two at least) and the words around it. */
let featureWords:
  | readonly {
      feature: SetupFeature;
      context: readonly string[];
      /**
       * Its names of two word groups or more: the groups, and the nouns that are verbs of changing;
       * their words in one list, their first letters, and whether one is all ending (see `namesOf`).
       */
      names: readonly {
        groups: readonly string[][];
        nouns: readonly string[];
        need: readonly string[];
        letters: ReadonlySet<number>;
        anyLetter: boolean;
      }[];
    }[]
  | undefined;

/** A feature's names of two word groups or more, each with its nouns that are verbs of changing. */
const namesOf = (feature: SetupFeature) =>
  [feature.name, ...feature.aliases]
    .map((name) => {
      const groups = wordGroups(name);
      const need = groups.flat();
      return {
        groups,
        nouns: nameNouns(name),
        need,
        // Where `mostOfName` may tell at once that a reader's word is none of the name's (`formOf`).
        letters: new Set(need.map((w) => w.charCodeAt(0))),
        anyLetter: need.some((w) => ALL_ENDING_NAME_WORDS.has(w)),
      };
    })
    .filter(({ groups }) => groups.length >= 2);

/**
 * A reader's word and a name's word that `formOf` takes for one begin with the same letter, unless
 * one of them is all ending: a plural with nothing before it ("ies" for "y"), or a verb's ending after
 * a name's "e" ("ing"). Words of that shape on either side are compared in full.
 */
const ALL_ENDING_NAME_WORDS = new Set(['ices', 'ies', 'es', 's', 'e']);

const ALL_ENDING_READER_WORDS = new Set(['ices', 'ies', 'es', 's', 'ed', 'eed', 'ing']);

function featureWordTable(): NonNullable<typeof featureWords> {
  const typeWords = (type: string) => nameWords(type).filter(isThingWord);
  featureWords ??= SETUP_FEATURES.map((feature) => ({
    feature,
    context: [
      ...thingWords(feature.quote ?? feature.why),
      // Where it is set up names the area it belongs to ("the Operating Hours tab of Field Service").
      ...thingWords(feature.setup ?? ''),
      ...[...(feature.partOf ?? []), ...(feature.member ? [feature.member] : [])].flatMap(typeWords),
      // Its other names: a reader who joins two of them ("technicians … service resources") names it.
      ...feature.aliases.flatMap(thingWords),
    ],
    names: namesOf(feature),
  }));
  return featureWords;
}

/**
 * The Setup feature a query names in its own order and wording (issue 51): every word of the
 * feature's name, or of one of its other names, is in the query, plural or singular, in any order
 * (of a list of alternatives, "states, countries, or territories", one is enough); and every other
 * word of the query is a word of the sentence the feature rests on (`quote`), of where Setup places
 * it (`setup`) or of the name of a type it is part of. Joining words, question words and verbs of
 * changing ("add", "create", "reorder") are read past on both sides. Two words at least, so a single
 * word never names a feature; when two features fit, the one whose name holds more words, and none
 * on a tie.
 */
export function featureNamedIn(query: string): SetupFeature | undefined {
  const asked = thingWords(query);
  if (asked.length < 2) return undefined;
  // A name's noun that is also a verb of changing ("set" of "permission set") is no thing word of
  // the query's, but the query must hold it.
  const all = words(query);
  let best: { feature: SetupFeature; size: number } | undefined;
  let tie = false;
  for (const { feature, context, names } of featureWordTable()) {
    for (const { groups, nouns, need } of names) {
      if (!groups.every((group) => group.some((w) => asked.some((a) => sameWord(a, w))))) continue;
      if (!nouns.every((w) => all.some((a) => sameWord(a, w)))) continue;
      if (!asked.every((a) => need.some((w) => sameWord(a, w)) || context.some((w) => sameWord(a, w))))
        continue;
      if (best && best.feature !== feature && best.size === groups.length) tie = true;
      if (!best || groups.length > best.size) {
        best = { feature, size: groups.length };
        tie = false;
      }
    }
  }
  return best && !tie ? best.feature : mostOfName(asked);
}

/**
 * A long name met by most of its words (issue 51): every word of the reader's is a word of the
 * feature's name (a plural, or a verb's "-ed" or "-ing" form, stands for its word), three words at
 * least, and they are at least two thirds of the name's words ("list views restricted to visible
 * only to me" for "List views with the Visible only to me Restrict Visibility option"; "approval
 * processes for email drafts" for "Send actions and approval processes for email drafts"). One
 * feature only: two that fit answer neither.
 */
function mostOfName(asked: readonly string[]): SetupFeature | undefined {
  if (asked.length < 3) return undefined;
  const fits = new Set<SetupFeature>();
  for (const { feature, names } of featureWordTable())
    for (const { need, letters, anyLetter } of names) {
      // A reader's word whose first letter no word of the name's has is none of them (see above).
      if (!anyLetter && asked.some((a) => !ALL_ENDING_READER_WORDS.has(a) && !letters.has(a.charCodeAt(0))))
        continue;
      const inName = (a: string) => need.some((w) => sameWord(a, w) || formOf(a, w));
      const met = need.filter((w) => asked.some((a) => sameWord(a, w) || formOf(a, w)));
      if (asked.every(inName) && met.length * 3 >= need.length * 2) fits.add(feature);
    }
  return fits.size === 1 ? [...fits][0] : undefined;
}

/** Who a feature is for, the last word after "for" ("for service agents", "for sales reps"). */
const PEOPLE = new Set(
  [
    'user',
    'agent',
    'rep',
    'representative',
    'admin',
    'administrator',
    'partner',
    'customer',
    'manager',
    'employee',
    'member',
    'team',
    'technician',
    'worker',
  ].flatMap((w) => [w, `${w}s`]),
);

/**
 * A feature named before "for" and the people it is for after it ("macros for service agents",
 * "price books for partners"): the thing a phrase names comes before "for". Only people: what
 * follows "for" otherwise may be another product the query asks about ("operating hours for Jira").
 */
export function featureForPeople(bareWords: readonly string[]): SetupFeature | undefined {
  const forAt = bareWords.indexOf('for');
  const last = bareWords[bareWords.length - 1] ?? '';
  if (forAt < 1 || forAt === bareWords.length - 1 || !PEOPLE.has(last)) return undefined;
  const before = bareWords.slice(0, forAt).join('');
  return findFeature([before, ...singulars(before)]);
}

/**
 * A Setup feature's own name, of two words or more, as the query's head phrase: its words before a
 * participle that relates it to something else ("enhanced letterheads used by Lightning email
 * templates"), a relative clause, or "and"/"or" that lists more. The whole name, written out, is the
 * thing named; what follows only describes it. Not when a place or purpose comes first ("operating
 * hours for Jira"): the complement may make the name another thing.
 */
export function featureAsHead(queryWords: readonly string[]): SetupFeature | undefined {
  const end = queryWords.findIndex(
    (w, i) =>
      i > 0 && (LIST_WORDS.has(w) || RELATIVE_WORDS.has(w) || CLAUSE_SUBJECTS.has(w) || isParticiple(w)),
  );
  if (end < 0) return undefined;
  const before = queryWords.slice(0, end);
  if (before.some((w) => JOINING_WORDS.has(w) && !DETERMINERS.has(w))) return undefined;
  const head = before.filter((w) => !FILLER.has(w));
  return head.length < 2 ? undefined : findFeature(withSingulars(head.join('')));
}

/**
 * A Setup feature's whole name, of two words or more, first in the query, then examples or a
 * complement that stays in the feature's own world: "system fields like Created By" ("like", "such
 * as": examples never make the head another thing), "private key of a certificate from Certificate
 * and Key Management" (the complement, opened by a word of `COMPLEMENT_OPENERS`, says a word of the
 * name again). Any other complement may make the name another thing ("order of active approval
 * processes in Jira"), as `featureAsHead` says; never after "for", "of", "to" or "with".
 */
export function featureNameFirst(queryWords: readonly string[]): SetupFeature | undefined {
  let start = 0;
  while (FILLER.has(queryWords[start] ?? '') && !DETERMINERS.has(queryWords[start] ?? '')) start++;
  for (let end = start + 2; end < queryWords.length; end++) {
    const word = queryWords[end] ?? '';
    const examples = word === 'like' || (word === 'such' && queryWords[end + 1] === 'as');
    if (!examples && !COMPLEMENT_OPENERS.has(word)) continue;
    const feature = featureNamedWhole(queryWords.slice(start, end));
    if (!feature) continue;
    const own = thingWords(feature.name);
    const again = queryWords.slice(end + 1).some((w) => isThingWord(w) && own.some((o) => sameWord(w, o)));
    if (examples || again) return feature;
  }
  return undefined;
}

/**
 * A part's whole name after "of", the words before it naming the kind of component the part is in
 * ("dialog blocks of Lead Nurturing and Sales Coach agents": `BotBlock`'s part, and "blocks" is the
 * last word of `BotBlock`'s name): the thing asked is that part, which a deploy leaves out.
 */
export function partAfterOf(queryWords: readonly string[]): SetupFeature | undefined {
  const of = queryWords.indexOf('of');
  if (of < 1) return undefined;
  const rest = queryWords.slice(of + 1);
  const feature = rest.filter((w) => !DETERMINERS.has(w)).length > 1 ? featureNamedWhole(rest) : undefined;
  if (!feature?.partOf) return undefined;
  const before = queryWords.slice(0, of);
  const named = feature.partOf.some((type) => {
    const last = nameWords(type).at(-1) ?? '';
    return before.some((w) => sameWord(w, last));
  });
  return named ? feature : undefined;
}

/** The feature whose whole name the words are, as written or without their articles. */
const featureNamedWhole = (list: readonly string[]) =>
  findFeature([
    ...withSingulars(list.join('')),
    ...withSingulars(list.filter((w) => !DETERMINERS.has(w)).join('')),
  ]);

/**
 * A Setup feature a query names by its whole name or an alias: the query's key as written, or
 * without a question's words (`bare`), plural or singular.
 */
export const featureNamedAsKey = (full: string, bare: string) =>
  findFeature([...withSingulars(full), ...(bare ? withSingulars(bare) : [])]);

/** Whether one of the feature's names, singular or plural, is one of these keys whole. */
export const namesWhole = (feature: SetupFeature, keys: readonly string[]) =>
  [feature.name, ...feature.aliases].some((name) =>
    withSingulars(key(name)).some((k) => keys.some((asked) => asked && withSingulars(asked).includes(k))),
  );
