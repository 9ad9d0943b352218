import { expect, test } from '@playwright/test';
import { errors } from '..';
import { EXPLAIN_LIMIT, errorMatcher, explainErrors } from '../explain';
import { InputTooLargeError } from '../match';

const ORIGIN = 'https://docs.example.test';

test("every entry's own text explains as that entry, first, with its address and Markdown on the site's origin", () => {
  for (const entry of errors) {
    const text = entry.example ?? entry.message;
    if (!text) continue;
    const [line] = explainErrors(text, ORIGIN).lines;
    const first = line?.matches[0];
    expect(first?.id, text).toBe(entry.id);
    expect(first?.url).toBe(`${ORIGIN}/errors/${entry.id}/`);
    expect(first?.code).toBe(entry.code ?? null);
    // The message with the line's names in place: every fixed part of the entry's text is there.
    for (const literal of (entry.message ?? '').split(/\{[A-Za-z][A-Za-z0-9 ]*\}/).filter((l) => l.trim())) {
      expect(first?.message, entry.id).toContain(literal.trim());
    }
    expect(first?.message, entry.id).not.toMatch(/\{[A-Za-z]+\}/);
    for (const markdown of [first?.cause ?? '', first?.fix ?? '']) {
      expect(markdown, entry.id).not.toMatch(/\]\(\//);
      expect(markdown, entry.id).not.toMatch(/\{fact:/);
    }
  }
});

test('past the limit: the limit named, nothing matched', () => {
  expect(() => explainErrors('x'.repeat(EXPLAIN_LIMIT + 1), ORIGIN)).toThrow(InputTooLargeError);
  expect(explainErrors('x'.repeat(EXPLAIN_LIMIT), ORIGIN).lines).toEqual([]);
});

test('a question in the search box that holds a message’s commonest words is not read as that error', () => {
  const matcher = errorMatcher();
  // "Field … is not" opens "Field {field} in {object} is not available in this org due to insufficient privileges.".
  expect(
    matcher.matchLine('field set step fails because its field is not there yet', { prefix: true }),
  ).toEqual([]);
  expect(
    matcher.matchLine('Field Region__c in Account is not available in this org du', { prefix: true })[0]?.id,
  ).toBe('field-not-available-insufficient-privileges');
});

test('every message and variant, wrapped as each tool prints it, finds its entry first', () => {
  const matcher = errorMatcher();
  // Names and numbers filled in where the message has placeholders.
  const fill = (text: string) =>
    text.replace(/\{([^}]+)\}/g, (_, name: string) =>
      /num|count|percent|line|col/i.test(name) ? '42' : 'Acme_Widget__c',
    );
  const wrappings: [string, (text: string) => string][] = [
    ['lower case', (t) => t.toLowerCase()],
    ['sf table row', (t) => `│ Error │ ApexClass │ force-app/main/default/classes/Foo.cls │ ${t} (12:5) │`],
    ['Deployment Status row', (t) => `CustomObject\tAcme__c\t12\t5\t${t}`],
    [
      'run log CSV',
      (t) => `"UAT","Components","Failed","CustomField","Account.Region__c","${t.replace(/"/g, '""')}"`,
    ],
    ['run log JSON', (t) => JSON.stringify({ target: 'UAT', step: 'Components', error: t })],
    ['punctuation dropped', (t) => t.replace(/[.:;,'"()]/g, ' ')],
  ];
  const misses: string[] = [];
  for (const entry of errors)
    for (const text of [entry.message, ...(entry.variants ?? [])])
      if (text)
        for (const [name, wrap] of wrappings) {
          const line = wrap(fill(text));
          const first = matcher.matchLine(line)[0]?.id;
          if (first !== entry.id) misses.push(`${name}: ${line} → ${first ?? 'nothing'}`);
        }
  expect(misses).toEqual([]);
});
