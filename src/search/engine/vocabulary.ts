/**
 * The admin's words (src/data/vocabulary) as the engine reads them: each
 * phrase a reader may type, as query terms, with the terms of the phrases
 * the pages use for it. Compiled once per load, with the same tokenizer as
 * the index and the query, so "Lightning App Builder" and "CI/CD" are split
 * the way the pages' words were.
 */
import { VOCABULARY } from '../../data/vocabulary';
import { adjacentJoins, isStopWord, tokenize } from './tokenize';

/** The reader's words found in a query, and the phrases that stand for them. */
export interface Widening {
  /** The query's terms the phrase covers. */
  readonly covers: readonly string[];
  /** Each a phrase the pages use, as terms: a section holding all of one covers the reader's words. */
  readonly alternatives: readonly (readonly string[])[];
}

function termsOf(phrase: string): string[] {
  return [...new Set(tokenize(phrase).filter((t) => !isStopWord(t)))];
}

interface Compiled {
  readonly phrases: ReadonlyMap<string, readonly (readonly string[])[]>;
  readonly longest: number;
}

let compiled: Compiled | undefined;

function compile(): Compiled {
  const phrases = new Map<string, (readonly string[])[]>();
  let longest = 1;
  for (const entry of VOCABULARY) {
    const means = entry.means.map(termsOf).filter((terms) => terms.length > 0);
    for (const say of entry.say) {
      const terms = termsOf(say);
      if (terms.length === 0) continue;
      longest = Math.max(longest, terms.length);
      const key = terms.join(' ');
      const list = phrases.get(key) ?? [];
      for (const m of means) if (!list.some((x) => x.join(' ') === m.join(' '))) list.push(m);
      phrases.set(key, list);
    }
  }
  return { phrases, longest };
}

/**
 * The vocabulary phrases in a query's terms (in order, stop words dropped),
 * longest first, left to right; a term belongs to one phrase at most.
 */
export function wideningsOf(terms: readonly string[]): Widening[] {
  compiled ??= compile();
  const { phrases, longest } = compiled;
  const out: Widening[] = [];
  for (let i = 0; i < terms.length;) {
    let matched = 0;
    for (let n = Math.min(longest, terms.length - i); n >= 1 && matched === 0; n -= 1) {
      const covers = terms.slice(i, i + n);
      const alternatives = phrases.get(covers.join(' '));
      if (alternatives) {
        out.push({ covers, alternatives });
        matched = n;
      }
    }
    i += Math.max(1, matched);
  }
  return out;
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
