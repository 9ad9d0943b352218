/**
 * The admin's vocabulary is well formed and the engine reads every entry.
 * Each entry's search on the built index: tests/unit/search-build.test.ts.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { algoliaSynonyms, VOCABULARY } from '..';
import { queryTerms } from '../../../search/engine/tokenize';
import { phraseTerms, wideningsOf } from '../../../search/engine/vocabulary';

const ROOT = path.resolve(__dirname, '../../../..');

/** Whether a route has a docs, blog or page source (the routes entries name are docs pages). */
function hasSource(route: string): boolean {
  const bare = route.replace(/^\/|\/$/g, '');
  const candidates = [
    `docs/${bare}.mdx`,
    `docs/${bare}.md`,
    `docs/${bare}/index.mdx`,
    `docs/${bare.replace(/^docs\//, '')}.mdx`,
  ];
  return bare === 'faq' || bare === 'errors' || candidates.some((c) => existsSync(path.join(ROOT, c)));
}

for (const entry of VOCABULARY) {
  const name = `${entry.kind}: ${entry.say.join(' / ')}`;
  test(`vocabulary, ${name}: each phrase widens a query to the pages' words`, () => {
    expect(entry.say.length, name).toBeGreaterThan(0);
    expect(entry.means.length, name).toBeGreaterThan(0);
    expect(entry.reaches, name).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
    expect(hasSource(entry.reaches), `${name}: ${entry.reaches} has no source`).toBe(true);
    for (const say of entry.say) {
      const terms = queryTerms(say);
      // A phrase with a direction ("read from") is read with it, and covers its other words.
      const widenings = wideningsOf(phraseTerms(say));
      // The whole phrase is read as one, and it finds every meaning.
      expect(
        widenings.map((w) => w.covers.join(' ')),
        say,
      ).toEqual([terms.join(' ')]);
      for (const means of entry.means)
        expect(
          widenings[0]?.alternatives.map((a) => a.join(' ')),
          `${say} → ${means}`,
        ).toContain(queryTerms(means).join(' '));
    }
  });
}

test('a phrase is read longest first and a word outside every phrase widens nothing', () => {
  const widenings = wideningsOf(queryTerms('push my page layout editor changes to prod'));
  expect(widenings.map((w) => w.covers)).toEqual([['page', 'layout', 'editor'], ['prod']]);
  expect(wideningsOf(queryTerms('record type'))).toEqual([]);
});

test('a verb with its direction finds the org it names, in any form, and the verb alone finds neither', () => {
  const covers = (query: string) =>
    wideningsOf(phraseTerms(query)).map((w) => [w.covers.join(' '), w.alternatives.map((a) => a.join(' '))]);
  expect(covers('which sandbox should the release read from')).toEqual([['read', ['source org']]]);
  expect(covers('reading from it')).toEqual([['reading', ['source org']]]);
  expect(covers('deployed the field to prod')).toEqual([['prod', ['production']]]);
  expect(covers('deployed to prod')).toEqual([
    ['prod', ['production']],
    ['deployed', ['target org']],
  ]);
  expect(covers('read the release notes')).toEqual([]);
  // Another form of a word matches the vocabulary's: "deleting" as "delete".
  expect(covers('deleting a field')[0]?.[1]).toContain('destructive change');
});

test('no phrase is listed twice, and Algolia gets one one-way synonym per phrase', () => {
  const phrases = VOCABULARY.flatMap((e) => e.say.map((s) => phraseTerms(s).join(' ')));
  expect(new Set(phrases).size).toBe(phrases.length);
  const synonyms = algoliaSynonyms();
  expect(synonyms.length).toBe(phrases.length);
  expect(new Set(synonyms.map((s) => s.objectID)).size).toBe(synonyms.length);
  expect(synonyms.find((s) => s.input === 'FLS')).toEqual({
    objectID: 'vocabulary-fls',
    type: 'oneWaySynonym',
    input: 'FLS',
    synonyms: ['field-level security', 'field permissions'],
  });
});
