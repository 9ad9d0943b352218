import { expect, test } from '@playwright/test';
import { factsFor } from '../index';
import type { BuildFacts } from '../parts';
import { EMIT, FACTS } from '../stages';

test("each build fact's owner emits before every part that reads it", () => {
  for (const [name, { owner, readers }] of Object.entries(FACTS)) {
    for (const reader of readers) expect(EMIT.indexOf(owner), `${name}: ${owner} before ${reader}`).toBeLessThan(EMIT.indexOf(reader));
  }
});

test('an emit part writes only the facts it owns', () => {
  const facts: BuildFacts = {};
  factsFor(facts, 'search-index').searchIndex = '/search-index.abc.json';
  expect(facts.searchIndex).toBe('/search-index.abc.json');
  expect(() => {
    factsFor(facts, 'markdown-twins').searchIndex = '/other.json';
  }).toThrow(/"search-index" owns/);
  expect(facts.searchIndex).toBe('/search-index.abc.json');
});
