import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { facts, isFactId, type Fact } from '../salesforce-facts';

/** Salesforce's own documentation, over https. */
const SALESFORCE_DOCS = /^https:\/\/(?:developer|help)\.salesforce\.com\/\S+$/;
const DOCS = path.resolve(__dirname, '../../../docs');

function shown(value: number | string): string {
  return typeof value === 'number' ? value.toLocaleString('en-US') : value;
}

for (const [id, fact] of Object.entries(facts) as [string, Fact][]) {
  test(`fact "${id}": its text states its value and it names its source`, () => {
    expect(fact.text.trim(), `fact "${id}": text`).toBe(fact.text);
    expect(fact.text, `fact "${id}": text`).not.toBe('');
    const values = Array.isArray(fact.value) ? fact.value : [fact.value];
    for (const value of values as (number | string)[]) {
      expect(fact.text, `fact "${id}": text "${fact.text}" states ${shown(value)}`).toContain(shown(value));
    }
    expect(fact.sourceTitle.trim(), `fact "${id}": source title`).not.toBe('');
    if (fact.kind === 'salesforce') {
      expect(fact.source, `fact "${id}": source is Salesforce's documentation`).toMatch(SALESFORCE_DOCS);
    } else {
      expect(fact.source, `fact "${id}": source is a page of this site`).toMatch(/^\/[a-z0-9/-]+\/$/);
      const file = path.join(DOCS, `${fact.source.slice(1, -1)}.mdx`);
      expect(existsSync(file), `fact "${id}": ${fact.source} has no page (${file})`).toBe(true);
    }
  });
}

test('isFactId accepts the ids and nothing inherited', () => {
  expect(isFactId('deployMaxFiles')).toBe(true);
  expect(isFactId('toString')).toBe(false);
  expect(isFactId('')).toBe(false);
});
