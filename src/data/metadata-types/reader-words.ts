/**
 * The words of a reader's query that name no thing (issue 51), shared by the type readings
 * (./index.ts) and the Setup feature readings (./feature-readings.ts): a question's words around a
 * name (`FILLER`), the words that join or place words, open a clause or list more, verbs of changing
 * and function words, and the reader's forms of a name's word (`formOf`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { sameWord, singulars, words } from './words';

/** Words of a question around a type's name. */
export const FILLER = new Set([
  'is',
  'are',
  'can',
  'does',
  'do',
  'metaferry',
  'copy',
  'copies',
  'deploy',
  'deploys',
  'supported',
  'support',
  'supports',
  'a',
  'an',
  'the',
  'my',
  'type',
  'types',
  'metadata',
  'how',
  'to',
  'i',
  // The question's other words ("will it copy …", "can you deploy …", "could Metaferry copy …").
  'will',
  'it',
  'you',
  'we',
  'could',
  'would',
  'should',
  'too',
  'also',
  'about',
  'possible',
  // Whose and which ("our custom permissions", "can those be copied"), and the other forms of the
  // verbs of copying above ("copied", "deployed", "does it handle …").
  'our',
  'your',
  'their',
  'those',
  'these',
  'them',
  'be',
  'copied',
  'copying',
  'deployed',
  'deploying',
  'migrated',
  'migrating',
  'moved',
  'moving',
  'handle',
  'handles',
  'handled',
  // A question's own words ("which users are assigned to a permission set", "what type is Flow").
  'which',
  'what',
  'who',
  'where',
  'when',
  'why',
  // A change asked of a setting ("turn off account teams", "migrate divisions"): the name is what it acts on.
  'turn',
  'on',
  'off',
  'enable',
  'disable',
  'activate',
  'deactivate',
  'migrate',
  'move',
  'transfer',
]);

/** Words that open a relative clause after a noun: what follows describes the thing named before. */
export const RELATIVE_WORDS = new Set(['that', 'which', 'who', 'whose']);

/** A subject after a noun opens a relative clause without its pronoun ("DKIM keys we set up …"). */
export const CLAUSE_SUBJECTS = new Set(['we', 'i', 'you', 'they']);

/** Words that join or place words: a query holding one is a sentence or a question, not a name. */
export const JOINING_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'not',
  'no',
  'for',
  'of',
  'on',
  'in',
  'into',
  'to',
  'with',
  'without',
  'after',
  'before',
  'from',
  'by',
  'per',
  'at',
  'as',
  // "…settings such as …": what follows lists examples of the thing named before.
  'such',
  'when',
  'why',
]);

/** Verbs of changing, read past on both sides when a query is held to a thing a page names. */
export const CHANGE_VERBS = new Set([
  'add',
  'adding',
  'assign',
  'assigning',
  'change',
  'changing',
  'configure',
  'configuring',
  'create',
  'creating',
  'delete',
  'deleting',
  'edit',
  'editing',
  'reorder',
  'reordering',
  'set',
  'setting',
  'update',
  'updating',
]);

/**
 * The words that name things: no joining word, no question word, no verb of changing, nor the
 * particle of one ("set up", "setting up").
 */
export function thingWords(text: string): string[] {
  const all = words(text);
  return all.filter((w, i) => isThingWord(w) && !(w === 'up' && CHANGE_VERBS.has(all[i - 1] ?? '')));
}

/**
 * Words that name nothing: a relative pronoun, a form of "be" or "have", a pronoun ("trusted URLs
 * that external users are allowed to be redirected to": the thing words are trusted, URLs, external,
 * users and redirected).
 */
const FUNCTION_WORDS = new Set([
  'that',
  'whose',
  'be',
  'been',
  'being',
  'was',
  'were',
  'has',
  'have',
  'had',
  'it',
  'its',
  'they',
  'them',
  'their',
  'we',
  'our',
  'you',
  'your',
  'this',
  'these',
  'those',
  // Words that pick how many or which, and name no thing ("permission set licenses assigned to
  // individual users", "individual territories inside a territory model").
  'individual',
  'specific',
  'particular',
  'single',
  'certain',
  'various',
  'each',
  'every',
  'all',
  'some',
  'any',
]);

/** A word that can name a thing: not a joining word, a question's word, a verb of changing or a function word. */
export const isThingWord = (w: string) =>
  !JOINING_WORDS.has(w) && !FILLER.has(w) && !CHANGE_VERBS.has(w) && !FUNCTION_WORDS.has(w);

/** Words that list more things after the one named. */
export const LIST_WORDS = new Set(['and', 'or']);

/** Articles, which a name phrase may open with. */
export const DETERMINERS = new Set(['a', 'an', 'the']);

/** A name's word in a reader's form: itself, a plural, or a verb's ("delegated", "sharing" for "share"). */
export function formOf(word: string, nameWord: string): boolean {
  if (sameWord(word, nameWord)) return true;
  // "-d", "-ed", "-ing" after the name's word, its final "e" dropped before "-ing" and "-ed" ("shared",
  // "sharing" for "share"): the endings after the stem, compared in place, for readings ask this of
  // every word of every feature's name, and building the four forms each time made garbage.
  const dropsE = nameWord.endsWith('e');
  const stem = dropsE ? nameWord.length - 1 : nameWord.length;
  if (word.length <= stem || !word.startsWith(stem === nameWord.length ? nameWord : nameWord.slice(0, stem)))
    return false;
  const ending = word.slice(stem);
  return ending === 'ed' || ending === 'ing' || ending === (dropsE ? 'eed' : 'd');
}

/**
 * The words that open a complement saying where the thing named is or what made it ("in", "by"),
 * never "for", "of", "to" or "with": "X for Y" is often the reader's "Y X" ("layouts for page
 * assignments" are page layout assignments, "rules for escalation" escalation rules).
 */
export const COMPLEMENT_OPENERS = new Set(['in', 'inside', 'within', 'on', 'from', 'by', 'at']);

/** A key and the singulars its last word may stand for. */
export const withSingulars = (k: string) => [k, ...singulars(k)];
