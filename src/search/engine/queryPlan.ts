/**
 * What a query searches for (./search.ts ranks what it finds): the reader's
 * terms, the word being typed (matched as a prefix), and the alternates that
 * stand for them: the pages' words for the reader's (the vocabulary,
 * ./vocabulary.ts), for a word no page uses the words it makes with two
 * letters swapped, for a word not being typed its other forms
 * (./inflect.ts), and for two words the pages also write as one that one
 * word. `shardsFor` names the posting shards a query needs, so the worker
 * fetches them before ranking.
 */
import { adjacentJoins, lastWordTerms, queryTerms } from './tokenize';
import { phraseTerms, wideningsOf, type Widening } from './vocabulary';
import { boundedPrefix, candidateTerms, missingShards, type LoadedIndex } from './indexLoad';
import { maxTypos, transpositions } from './typos';
import { inflections } from './inflect';

/**
 * The typos a query term may have: none when the pages use the word as typed ("stop" is not a typo of
 * "step", nor "ever" of "every"), or when the site's vocabulary reads it as the pages' words (`read`:
 * "curl" is an HTTPS call, not a typo of "url"); else Algolia's allowance by length (./typos.ts).
 */
export function typosFor(index: LoadedIndex, term: string, read: ReadonlySet<string> = NONE): number {
  return index.vocabulary.has(term) || read.has(term) ? 0 : maxTypos(term);
}

const NONE: ReadonlySet<string> = new Set();

/** A prefix match of the word being typed, and a match one typo away, weigh this much of an exact match. */
export const PREFIX_WEIGHT = 0.6;
export const FUZZY_WEIGHT = 0.25;
/** A match of the pages' word for the reader's (the vocabulary) weighs this much of the reader's own word. */
export const SYNONYM_WEIGHT = 0.6;
/** A match of another form of a word the reader has finished typing ("overwriting" → "overwrite", ./inflect.ts). */
export const INFLECTION_WEIGHT = 0.3;

/** What a query searches for: its terms, the word being typed, and the alternates that stand for them. */
export interface QueryPlan {
  readonly terms: readonly string[];
  readonly typing: ReadonlySet<string>;
  /** Every search term → the query term it counts as ('' for a vocabulary phrase's word). */
  readonly groupOf: ReadonlyMap<string, string>;
  /** An alternate's weight, relative to the reader's own word. */
  readonly alternates: ReadonlyMap<string, number>;
  readonly widenings: readonly Widening[];
  /** The query's terms the vocabulary reads as the pages' words: no typos of another word (`typosFor`). */
  readonly read: ReadonlySet<string>;
}

/**
 * The joined spellings of a text's side-by-side words that the pages use as one word ("permission set" →
 * `permissionset`, as `PermissionSet` is written): what a query searches for besides its words, and what
 * a page title holds besides its own (./search.ts). The index holds no stop words, so none comes back.
 */
export function joinedTerms(index: LoadedIndex, text: string): string[] {
  return adjacentJoins(text).filter((joined) => index.vocabulary.has(joined));
}

export function planQuery(index: LoadedIndex, query: string): QueryPlan {
  const terms = queryTerms(query);
  const joins = [...new Set(joinedTerms(index, query))].filter((joined) => !terms.includes(joined));
  terms.push(...joins);
  const typed = lastWordTerms(query);
  // A word being typed that the index bounds ("p") searches its completions in those shards, as alternates,
  // instead of every term it begins: the same completions whatever shards a browser has fetched.
  const bounded = [...typed].filter((t) => terms.includes(t) && boundedPrefix(index, t));
  const typing = new Set([...typed].filter((t) => !bounded.includes(t)));
  const groupOf = new Map<string, string>(terms.map((t) => [t, t]));
  const alternates = new Map<string, number>();
  const alternate = (term: string, of: string, weight: number) => {
    if (groupOf.has(term)) return;
    groupOf.set(term, of);
    alternates.set(term, weight);
  };
  for (const t of bounded)
    for (const completion of candidateTerms(index, t, true, 0)) alternate(completion, t, PREFIX_WEIGHT);
  // The vocabulary reads the query's words with their direction ("read from"), then the joined spellings.
  const widenings = wideningsOf([...phraseTerms(query), ...joins]);
  for (const w of widenings)
    for (const phrase of w.alternatives) for (const term of phrase) alternate(term, '', SYNONYM_WEIGHT);
  const read = new Set(widenings.flatMap((w) => w.covers));
  for (const t of terms) {
    // Two swapped letters are two edits for MiniSearch's edit distance, and one typo for a reader.
    if (typosFor(index, t, read) > 0) {
      for (const swapped of transpositions(t))
        if (index.vocabulary.has(swapped)) alternate(swapped, t, FUZZY_WEIGHT);
    }
    // The word being typed already matches the forms that extend it, as a prefix.
    if (!typing.has(t))
      for (const form of inflections(t))
        if (index.vocabulary.has(form)) alternate(form, t, INFLECTION_WEIGHT);
  }
  return { terms, typing, groupOf, alternates, widenings, read };
}

/**
 * The posting shards a query needs that are not loaded yet: those of every
 * term it may match (its words and their alternates, with the prefix and
 * typo matches MiniSearch will look for). Load them before `searchIndex`.
 */
export function shardsFor(index: LoadedIndex, query: string): number[] {
  const { groupOf, typing, read } = planQuery(index, query);
  const needed = new Set<string>();
  for (const term of groupOf.keys())
    for (const t of candidateTerms(index, term, typing.has(term), typosFor(index, term, read))) needed.add(t);
  return missingShards(index, needed);
}
