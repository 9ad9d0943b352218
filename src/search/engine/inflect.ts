// cspell:ignore overwrit runn aeiou bdgmnprt
/**
 * Other forms of a verb a reader typed: readers write "overwriting" where
 * the pages say "overwrite" and "overwritten", "released" where they say
 * "release". The index folds plurals only (./tokenize.ts); stripping -ing,
 * -ed and -e from every word at index time was tried and reverted, since it
 * made a page's other forms count as much as the reader's own. Here the forms
 * are found at query time and weigh less than the word as typed
 * (./queryPlan.ts), so a page with the reader's own form still leads; the
 * word being typed gets none, as it already matches the forms it begins.
 */

/** Verb endings a reader's word may carry, longest first. */
const ENDINGS = ['ing', 'ed', 'en', 'es', 's', 'e'] as const;
/** Endings a base may take to make the pages' form (no `-s`: the index folds it away). */
const FORMS = ['', 'e', 'ed', 'd', 'ing', 'en'] as const;

/**
 * The other forms of `term`: its base ("overwriting" → "overwrit", "overwrite")
 * with each verb ending, a doubled last consonant undone or added
 * ("running" → "run"; "writ" → "written"). Words under five letters have
 * none (too many neighbors), and only lower-case letters are inflected.
 */
export function inflections(term: string): string[] {
  if (term.length < 5 || !/^[a-z]+$/.test(term)) return [];
  const bases = new Set<string>();
  for (const ending of ENDINGS) {
    if (!term.endsWith(ending)) continue;
    const base = term.slice(0, -ending.length);
    if (base.length < 3) continue;
    bases.add(base);
    // "running" → "runn" → "run"
    if (base.length > 3 && base.at(-1) === base.at(-2) && !/[aeiou]/.test(base.at(-1) ?? ''))
      bases.add(base.slice(0, -1));
  }
  if (bases.size === 0) bases.add(term);
  const out = new Set<string>();
  for (const base of bases) {
    for (const form of FORMS) out.add(base + form);
    // "overwrit" → "overwritten": a short vowel before a last consonant doubles it.
    if (/[aeiou][bdgmnprt]$/.test(base))
      for (const form of ['en', 'ed', 'ing']) out.add(base + base.at(-1) + form);
  }
  out.delete(term);
  return [...out];
}
