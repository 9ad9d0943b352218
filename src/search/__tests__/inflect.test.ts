// cspell:ignore overwrit
import { expect, test } from '@playwright/test';
import { loadIndexFile } from '../engine';
import { inflections } from '../engine/inflect';
import { fixtureIndex, pageOrder } from './fixtures';

test("a verb's other forms: its base with each ending, a doubled consonant undone or added", () => {
  expect(inflections('overwriting')).toEqual(expect.arrayContaining(['overwrite', 'overwritten']));
  expect(inflections('running')).toContain('run');
  expect(inflections('deleted')).toEqual(expect.arrayContaining(['delete', 'deleting']));
  expect(inflections('overwriting')).not.toContain('overwriting');
});

test('short words, API names and words with digits have no other forms', () => {
  expect(inflections('runs')).toEqual([]);
  expect(inflections('Account')).toEqual([]);
  expect(inflections('v66ing')).toEqual([]);
});

test("a reader's form of a verb finds the page that uses another, below a page with the reader's own form", () => {
  const index = loadIndexFile(
    fixtureIndex([
      { path: '/protected/', title: 'Protected', intro: ['A run never overwrites a protected item.'] },
      { path: '/other/', title: 'Other', intro: ['Nothing about it, by hand.'] },
      { path: '/own/', title: 'Landing', intro: ['Stop overwriting items by hand.'] },
    ]),
  );
  const pages = (q: string) => pageOrder(index, q);
  expect(pages('overwriting items')).toEqual(['/own/', '/protected/']);
  expect(pages('overwritten items')).toEqual(['/protected/', '/own/']);
  // The word being typed gets no other forms: it already matches, as a prefix, the forms it begins.
  expect(pages('overwriting')).toEqual(['/own/']);
});
