// cspell:ignore wasnt isnt doesnt dont didnt cant wont arent werent hasnt havent
/**
 * Salesforce-aware tokenizing, shared by the index build (Node) and the
 * browser, so a word is split the same way when it is indexed, searched and
 * highlighted.
 *
 * Salesforce API names are long compounds that readers type whole or by part:
 * `CompactLayoutAssignment`, `Account.Industry__c`, `UNABLE_TO_LOCK_ROW`, the
 * `04t` prefix of a package version id. Each word therefore yields its whole
 * form first, then its parts: split on `.`, `-` and `/` (`Account`,
 * `Industry__c`), then on `_` (`Industry`), then at camelCase boundaries
 * (`Compact`, `Layout`, `Assignment`). A 15- or 18-character record id yields
 * itself and its three-character key prefix (`04t`).
 */

/**
 * A word: letters, digits and underscores, possibly joined by `.`, `-`, `/`
 * or an apostrophe (so `Account.Industry__c`, `on-error`, `CI/CD` and `org's`
 * stay one word). Trailing punctuation is never part of a word.
 */
export const WORD_PATTERN = /[\p{L}\p{N}_]+(?:[.\-/'’][\p{L}\p{N}_]+)*/gu;

/** Parts of a word: `Account.Region__c` → `Account`, `Region__c`; then `Region__c` → `Region`, `c`. */
const MAJOR_SEPARATORS = /[.\-/]+/;
const MINOR_SEPARATORS = /_+/;
/** A word with no separators and no inner capitals: `step`, `Salesforce`, `API`. */
const PLAIN_WORD = /^(?:[A-Za-z][a-z]*|[A-Z]+|[0-9]+)$/;
/** A Salesforce record id, 15 or 18 characters, with at least one digit (words of that length have none). */
const RECORD_ID = /^(?=.*\d)(?=.*\p{L})[\p{L}\p{N}]{15}(?:[\p{L}\p{N}]{3})?$/u;

/**
 * Words that carry no meaning in a reader's question. Kept short on purpose: `not` and `all` do carry meaning
 * here. `happen` frames a question ("what happens when…") without saying what it is about.
 */
const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at by for with from into as is are was were be been being it its this that ' +
    'these those i me my you your we our do does did how what when where which who whom why can could ' +
    'will would should shall may might if so than then there their they them he she his her has have had ' +
    'happen vs versus because yet ' +
    // Negated verbs, as tokenize leaves them with or without the apostrophe: a question's "doesn't show up"
    // is about showing up.
    'wasnt isnt doesnt dont didnt cant wont arent werent hasnt havent'
  ).split(' '),
);

/** Splits a text into the raw words it contains, in order. */
export function words(text: string): string[] {
  return text.match(WORD_PATTERN) ?? [];
}

/**
 * Lower-cases, drops diacritics and apostrophes, and folds simple English
 * plurals (`steps` → `step`, `entries` → `entry`, `classes` → `class`), so readers need not type
 * the exact form. Applied identically at index and query time.
 */
export function normalizeTerm(term: string): string {
  // Diacritics only exist outside ASCII; skipping NFKD for plain words keeps tokenizing fast.
  let t = /^[\x20-\x7e]*$/.test(term)
    ? term.toLowerCase()
    : term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  t = t.replace(/['’]/g, '');
  if (/^\p{Ll}+$/u.test(t) && t.length >= 4) {
    if (t.endsWith('ies') && t.length > 4) t = `${t.slice(0, -3)}y`;
    // `-es` after a sibilant is the plural's own syllable: `classes`, `processes`, `sandboxes`, `batches`.
    else if (/(?:ss|x|ch|sh)es$/.test(t)) t = t.slice(0, -2);
    else if (t.endsWith('s') && !/(?:ss|us|is)$/.test(t)) t = t.slice(0, -1);
  }
  return t;
}

/** True for the stop words dropped from the index and, unless they are all there is, from queries. */
export function isStopWord(term: string): boolean {
  return STOP_WORDS.has(term);
}

/**
 * The terms of one word: the whole word, then its parts. Terms are
 * normalized; one-character terms and duplicates are dropped.
 */
export function wordTerms(word: string): string[] {
  // Fast path for the common case, a plain word ("step", "Salesforce"): it has no parts.
  if (PLAIN_WORD.test(word)) {
    const t = normalizeTerm(word);
    return t.length > 1 ? [t] : [];
  }
  // A record id is an opaque string: whole, and its key prefix (what kind of record).
  if (RECORD_ID.test(word)) return [normalizeTerm(word), normalizeTerm(word.slice(0, 3))];
  const out: string[] = [];
  const add = (raw: string) => {
    const t = normalizeTerm(raw);
    if (t.length > 1 && !out.includes(t)) out.push(t);
  };
  add(word);
  for (const major of word.replace(/['’]/g, '').split(MAJOR_SEPARATORS)) {
    if (!major) continue;
    add(major);
    for (const minor of major.split(MINOR_SEPARATORS)) {
      if (!minor) continue;
      add(minor);
      const camel = splitCamelCase(minor);
      if (camel.length > 1) camel.forEach(add);
    }
  }
  return out;
}

/**
 * `compactLayout` → `compact`, `Layout`; `XMLParser` → `XML`, `Parser`.
 * Never splits between letters and digits, so `04t` and `lvl1` stay whole.
 * (No lookbehind: Safari before 16.4 rejects it.)
 */
function splitCamelCase(part: string): string[] {
  return part
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, '$1 $2')
    .split(' ');
}

/**
 * Every term of a text, in order, stop words included (the caller decides
 * whether to drop them). Used as MiniSearch's `tokenize`, with
 * {@link processTerm} as its `processTerm`.
 */
export function tokenize(text: string): string[] {
  return words(text).flatMap(wordTerms);
}

/** A Salesforce name of two capitalized words: `PermissionSet`, `RecordType`, `FlexiPage`. */
const TWO_PART_NAME = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u;

/**
 * The compounds of a site's texts: the two-word names written as one
 * (`PermissionSet` → `permissionset`), which {@link tokenizer} also finds
 * where a page writes them as two words ("permission sets"); and `names`,
 * two-word names in their joined spelling (`changeset`, from Setup's "Change
 * Sets"), unless a text writes that spelling as a word of its own, which is
 * then another name (`layoutAssignments`, a field of a profile's XML).
 */
export function compoundsOf(texts: Iterable<string>, names: Iterable<string> = []): Set<string> {
  const out = new Set<string>();
  const unwritten = new Set(names);
  for (const text of texts)
    for (const word of words(text)) {
      const name = TWO_PART_NAME.test(word);
      if (!name && unwritten.size === 0) continue;
      const term = normalizeTerm(word);
      if (name) out.add(term);
      unwritten.delete(term);
    }
  for (const name of unwritten) out.add(name);
  return out;
}

/**
 * Each word of a text, with the joined spelling of it and the plain word
 * before it, normalized as one word ("permission sets" → `permissionset`), or
 * '' when either is not a plain word: the one walk {@link adjacentJoins} and
 * {@link tokenizer} share.
 */
function wordsWithJoins(text: string): { word: string; joined: string }[] {
  const out: { word: string; joined: string }[] = [];
  let previous = '';
  for (const word of words(text)) {
    const plain = PLAIN_WORD.test(word) ? word.toLowerCase() : '';
    out.push({ word, joined: previous && plain ? normalizeTerm(previous + plain) : '' });
    previous = plain;
  }
  return out;
}

/**
 * The joined spelling of each two side-by-side plain words of a text,
 * normalized as one word ("permission sets" → `permissionset`, "git hub" →
 * `github`): what a query and a page title also search for when the pages
 * spell it as one (`joinedTerms` in ./queryPlan.ts).
 */
export function adjacentJoins(text: string): string[] {
  return wordsWithJoins(text).flatMap(({ joined }) => (joined ? [joined] : []));
}

/**
 * {@link tokenize}, and after two side-by-side words whose joined spelling is
 * one of `compounds`, that compound: the index then holds "permission set"
 * as the name `PermissionSet` too, so a reader who types either finds both.
 */
export function tokenizer(compounds: ReadonlySet<string>): (text: string) => string[] {
  if (compounds.size === 0) return tokenize;
  return (text) =>
    wordsWithJoins(text).flatMap(({ word, joined }) =>
      compounds.has(joined) ? [...wordTerms(word), joined] : wordTerms(word),
    );
}

/** MiniSearch's `processTerm` at index time: terms are already normalized by {@link tokenize}; stop words go. */
export function processTerm(term: string): string | null {
  return isStopWord(term) ? null : term;
}

/**
 * The terms of the query's last word: the word being typed, searched as a
 * prefix (Algolia's default `queryType: 'prefixLast'`). Earlier words are
 * complete and match whole.
 */
export function lastWordTerms(query: string): Set<string> {
  const last = words(query).at(-1);
  if (!last) return new Set();
  const terms = wordTerms(last);
  return new Set(terms.length > 0 ? terms : [normalizeTerm(last)]);
}

/**
 * The terms to search for in a query. Stop words are dropped unless the
 * query has nothing else, so typing "how" still finds words that start with it.
 */
export function queryTerms(query: string): string[] {
  const all = tokenize(query);
  // A last word of one letter or digit is the start of a word being typed: search it as a prefix.
  const last = words(query).at(-1);
  if (last && last.length === 1 && all.length === 0) all.push(normalizeTerm(last));
  const meaningful = all.filter((t) => !isStopWord(t));
  return [...new Set(meaningful.length > 0 ? meaningful : all)];
}
