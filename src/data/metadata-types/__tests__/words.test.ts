// cspell:ignore ment ments polici policie classe
/**
 * The word comparisons every reading makes (../words.ts), which are written for speed: `sameWord`
 * must say what its rule says, spelled out here with the singulars' list and the "-ment" pattern.
 */
import { expect, test } from '@playwright/test';
import { metadataTypes } from '../registry';
import { nameWords, sameWord, singulars } from '../words';

/** The rule as its comment states it, written plainly. */
function byTheRule(a: string, b: string): boolean {
  const nounOf = (noun: string, verb: string) => {
    const stem = /^([a-z]{3,})ments?$/.exec(noun)?.[1];
    return stem !== undefined && [stem, `${stem}s`, `${stem}ed`, `${stem}ing`].includes(verb);
  };
  return a === b || singulars(a).includes(b) || singulars(b).includes(a) || nounOf(a, b) || nounOf(b, a);
}

test('sameWord says what its rule says, for every pair of the registry names’ words and the hard cases', () => {
  const hard = [
    's',
    'es',
    'ies',
    'y',
    'e',
    'ie',
    'policies',
    'policy',
    'polici',
    'policie',
    'classes',
    'class',
    'classe',
    // A plural all ending on either side of a pair whose first letters differ (sameWord tells the
    // others apart by their first letter).
    'ices',
    'ix',
    'ex',
    'indices',
    'index',
  ];
  hard.push(
    'assignment',
    'assignments',
    'assign',
    'assigns',
    'assigned',
    'assigning',
    'ment',
    'ments',
    'comment',
  );
  const all = [...new Set([...hard, ...metadataTypes.flatMap((type) => nameWords(type.name))])].sort();
  expect(all.length).toBeGreaterThan(500);
  const wrong: string[] = [];
  let same = 0;
  for (const a of all)
    for (const b of all) {
      const expected = byTheRule(a, b);
      if (sameWord(a, b) !== expected) wrong.push(`${a} ${b}`);
      if (expected && a !== b) same += 1;
    }
  expect(wrong).toEqual([]);
  // The pairs are not all trivially different: plurals and "-ment" nouns meet their words.
  expect(same).toBeGreaterThan(40);
});
