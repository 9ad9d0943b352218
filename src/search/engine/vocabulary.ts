/**
 * The admin's words (src/data/vocabulary) as the engine reads them: each
 * phrase a reader may type, as query terms, with the terms of the phrases
 * the pages use for it. Compiled once per load, with the same tokenizer as
 * the index and the query, so "Lightning App Builder" and "CI/CD" are split
 * the way the pages' words were.
 */
import { VOCABULARY } from '../../data/vocabulary';
import { adjacentJoins, isStopWord, tokenize } from './tokenize';
import { inflections } from './inflect';

/** The reader's words found in a query, and the phrases that stand for them. */
export interface Widening {
  /** The query's terms the phrase covers. */
  readonly covers: readonly string[];
  /** Each a phrase the pages use, as terms: a section holding all of one covers the reader's words. */
  readonly alternatives: readonly (readonly string[])[];
}

/**
 * Stop words that say which way a copy goes: "read from" a source org, "deploy to" a target org. The index
 * holds no stop word, so a phrase with one is read from the query's own words (`phraseTerms`) and covers
 * only its other words.
 */
const DIRECTION_WORDS: ReadonlySet<string> = new Set(['from', 'to', 'into']);

/** A text's words as vocabulary phrases read them: stop words dropped, except the ones that give a direction. */
export function phraseTerms(text: string): string[] {
  return tokenize(text).filter((t) => !isStopWord(t) || DIRECTION_WORDS.has(t));
}

function termsOf(phrase: string): string[] {
  return [...new Set(tokenize(phrase).filter((t) => !isStopWord(t)))];
}

interface Compiled {
  /** Phrases of words that carry meaning, matched over a query's terms with every stop word dropped. */
  readonly phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Phrases with a direction word ("read from"), matched over `phraseTerms`. */
  readonly directed: ReadonlyMap<string, readonly (readonly string[])[]>;
  readonly longest: number;
}

let compiled: Compiled | undefined;

function compile(): Compiled {
  const phrases = new Map<string, (readonly string[])[]>();
  const directed = new Map<string, (readonly string[])[]>();
  let longest = 1;
  for (const entry of VOCABULARY) {
    const means = entry.means.map(termsOf).filter((terms) => terms.length > 0);
    for (const say of entry.say) {
      const withDirection = phraseTerms(say);
      const direction = withDirection.some((t) => DIRECTION_WORDS.has(t));
      const terms = direction ? withDirection : termsOf(say);
      if (terms.length === 0) continue;
      longest = Math.max(longest, terms.length);
      const into = direction ? directed : phrases;
      const key = terms.join(' ');
      const list = into.get(key) ?? [];
      for (const m of means) if (!list.some((x) => x.join(' ') === m.join(' '))) list.push(m);
      into.set(key, list);
    }
  }
  return { phrases, directed, longest };
}

/**
 * The phrase of `phrases` that `words` begins with, as its key: the words as typed, or with one of them in
 * another form ("deleting" reads as "delete", "reading from" as "read from"; ./inflect.ts).
 */
function phraseAt(words: readonly string[], phrases: ReadonlyMap<string, unknown>): string | undefined {
  const key = words.join(' ');
  if (phrases.has(key)) return key;
  for (let i = 0; i < words.length; i += 1)
    for (const form of inflections(words[i] as string)) {
      const other = [...words.slice(0, i), form, ...words.slice(i + 1)].join(' ');
      if (phrases.has(other)) return other;
    }
  return undefined;
}

/** Phrases of `phrases` in `words`, longest first, left to right; a word belongs to one phrase at most. */
function scan(
  words: readonly string[],
  phrases: ReadonlyMap<string, readonly (readonly string[])[]>,
  longest: number,
): Widening[] {
  const out: Widening[] = [];
  for (let i = 0; i < words.length;) {
    let matched = 0;
    for (let n = Math.min(longest, words.length - i); n >= 1 && matched === 0; n -= 1) {
      const span = words.slice(i, i + n);
      const key = phraseAt(span, phrases);
      const covers = span.filter((t) => !DIRECTION_WORDS.has(t));
      if (key !== undefined && covers.length > 0) {
        out.push({ covers, alternatives: phrases.get(key) ?? [] });
        matched = n;
      }
    }
    i += Math.max(1, matched);
  }
  return out;
}

/**
 * The vocabulary phrases in a query's words (`phraseTerms`, in order), longest first, left to right: a
 * term belongs to one phrase of meaning words at most, and to one phrase with a direction at most.
 */
export function wideningsOf(words: readonly string[]): Widening[] {
  compiled ??= compile();
  const { phrases, directed, longest } = compiled;
  const plain = words.filter((t) => !DIRECTION_WORDS.has(t));
  return [...scan(plain, phrases, longest), ...(directed.size > 0 ? scan(words, directed, longest) : [])];
}

/**
 * Setup's labels of two words ("Change Sets", "Deployment Status", "App Manager"), joined as the index's
 * compounds are (`changeset`): each is one name, so a query for "change sets" prefers the sections that
 * name change sets over those that say "change" and "set" apart (src/search/engine/indexBuild.ts).
 */
export function twoWordLabels(): string[] {
  const out = new Set<string>();
  for (const entry of VOCABULARY)
    if (entry.kind === 'setup-label')
      for (const say of entry.say) {
        const joins = adjacentJoins(say);
        if (termsOf(say).length === 2 && joins.length === 1) out.add(joins[0] as string);
      }
  return [...out];
}
