/** Every answer at its own address (issue 54): the answers' pages, from the entries and symptoms. */
import { expect, test } from '@playwright/test';
import { errors } from '..';
import { answerPages, describe, DESCRIPTION_LIMIT } from '../pages';
import { answerRoute, ERRORS_ROUTE } from '../route';
import { symptomAnchor, symptoms } from '../symptoms';
import { errorEntriesNodes } from '../../../elements/ErrorEntries/nodes';
import { answerHtml } from '../../../elements/ErrorEntries/page';
import { setBuiltDocPages } from '../../../site/__tests__/builtDocPages';

// The entries link docs pages by their titles, as the built site's model gives them.
test.beforeAll(setBuiltDocPages);

test('every entry and symptom has one page, named by its anchor on /errors/, with a title and a description', () => {
  const pages = answerPages();
  expect(pages.map((page) => page.anchor)).toEqual([
    ...errors.map((entry) => entry.id),
    ...symptoms.map((symptom) => symptomAnchor(symptom.id)),
  ]);
  expect(new Set(pages.map((page) => page.route)).size).toBe(pages.length);
  // Each anchor is a heading of the directory, so /errors/#<anchor> and /errors/<anchor>/ name one answer.
  const directory = JSON.stringify(errorEntriesNodes({ directory: true }, 2, { place: 'test' }));
  for (const page of pages) {
    expect(page.route).toBe(answerRoute(page.anchor));
    expect(page.route.startsWith(ERRORS_ROUTE)).toBe(true);
    expect(directory, page.anchor).toContain(`{#${page.anchor}}`);
    expect(page.description.length, page.anchor).toBeGreaterThan(20);
    expect(page.description.length, page.anchor).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    expect(page.description, page.anchor).not.toMatch(/[*`[\]{}]/);
  }
});

test("a description is the cause's first sentence, as text, cut at a word when it is long", () => {
  expect(describe('The **field** is [missing](/errors/). Add it.')).toBe('The field is missing.');
  const long = describe(`${'word '.repeat(60)}end.`);
  expect(long.length).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
  expect(long).toMatch(/word…$/);
});

test("an answer's page shows the entry's text, cause, fix and source, its place in the directory and related answers", async () => {
  const entry = errors.find((e) => e.id === 'entity-not-found');
  const page = answerPages().find((p) => p.anchor === 'entity-not-found');
  if (!entry || !page) throw new Error('entity-not-found is gone');
  const html = await answerHtml(page);
  expect(html).toContain('<strong>Cause:</strong>');
  expect(html).toContain('<strong>Fix:</strong>');
  expect(html).toContain(`href="${entry.source.url}"`);
  expect(html).toContain('href="/errors/#entity-not-found"');
  expect(html).toContain('<h2 id="related">Related errors</h2>');
  expect(html).toMatch(/<li><a href="\/errors\/[a-z0-9-]+\/">/);
  // Its title is the page's, not a heading of the body.
  expect(html).not.toContain(entry.title);

  const symptom = answerPages().find((p) => p.kind === 'symptom');
  if (!symptom) throw new Error('no symptom');
  const symptomHtml = await answerHtml(symptom);
  expect(symptomHtml).toContain('<strong>Described as:</strong>');
  expect(symptomHtml).toContain('href="/errors/#symptoms"');
});
