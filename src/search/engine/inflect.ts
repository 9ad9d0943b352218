// cspell:ignore overwrit runn aeiou bdgmnprt
/**
 * Other forms of a verb a reader typed, for a word no page uses: readers
 * write "overwriting" where the pages say "overwrite" and "overwritten",
 * "deleting" where they say "delete" and "deleted". The index folds plurals
 * only (./tokenize.ts); stemming every word at index time was tried and lost
 * as many questions as it won, because it merges words the pages keep apart
 * ("deployment" is not "deploy"'s run, "validation" not "validate"'s). So
 * the forms are tried at query time, and only for a word the index lacks
 * (./queryPlan.ts), as the swapped-letter typos are.
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
