/** Problems that show no error (issue 39): found by the admin's description, never by an error text. */
import { expect, test } from '@playwright/test';
import { errorEntriesNodes } from '../../../elements/ErrorEntries/nodes';
import { errors, getError } from '..';
import { explainErrors } from '../explain';
import { SEEN_IN } from '../seen';
import { matchSymptoms, symptomAnchor, symptoms } from '../symptoms';
import { setBuiltDocPages } from '../../../site/__tests__/builtDocPages';

// The entries link docs pages by their titles, as the built site's model gives them.
test.beforeAll(setBuiltDocPages);

const ORIGIN = 'https://docs.example';

test('each symptom is well formed: unique id, telling phrases, an unpinned Salesforce source when it has one', () => {
  expect(new Set(symptoms.map((s) => s.id)).size).toBe(symptoms.length);
  for (const symptom of symptoms) {
    expect(symptom.says.length, symptom.id).toBeGreaterThanOrEqual(3);
    expect(symptom.more, symptom.id).toMatch(/^\/[a-z0-9/-]*\/(?:#[a-z0-9-]+)?$/);
    if (symptom.source) {
      expect(symptom.source.url, symptom.id).toMatch(/^https:\/\/(?:developer|help)\.salesforce\.com\//);
      expect(symptom.source.url, symptom.id).not.toMatch(/\.\d+\.0\./);
    }
    // Each phrase names its own symptom first.
    for (const phrase of symptom.says) expect(matchSymptoms(phrase)[0]?.id, phrase).toBe(symptom.id);
  }
});

test('the catalogue comes from public threads (issue 54): at least 50 symptoms name one, each thread once', () => {
  const threads = symptoms.flatMap((s) => (s.seen ? [s.seen.url] : []));
  expect(threads.length).toBeGreaterThanOrEqual(50);
  expect(new Set(threads).size).toBe(threads.length);
  for (const url of threads) expect(url).toMatch(/^https:\/\/[^/]+\/\S+$/);
});

test('descriptions in other words find their symptom; error texts, reports and unrelated sentences find none', () => {
  const cases: [string, string][] = [
    ['The flow arrived inactive in production after the release', 'flow-arrived-inactive'],
    ["After deploying, our users can't see the new field on Account", 'users-cannot-see-new-field'],
    ['Lightning page assignments were lost after the release', 'lightning-page-assignments-lost'],
    [
      'A picklist value is missing for one record type in the target',
      'picklist-value-missing-for-record-type',
    ],
    ['The profile deployed successfully but nothing changed', 'profile-nothing-changed'],
    // "none", "without" and "missing" say no as "not" does; an abbreviation of the search vocabulary
    // reads as what it means (FLS: field permissions).
    [
      'We deployed 30 fields and none of them got any permission in the profiles',
      'users-cannot-see-new-field',
    ],
    ['The FLS on the profile was not updated in the target', 'profile-nothing-changed'],
  ];
  for (const [text, id] of cases) expect(matchSymptoms(text)[0]?.id, text).toBe(id);
  for (const text of [
    'How do I create a job?',
    'record type',
    'flow',
    'FLS',
    'In field: Region__c - no CustomField named Account.Region__c found',
    'x'.repeat(401),
  ])
    expect(matchSymptoms(text), text).toEqual([]);
});

test('explain_error answers a description with its symptom, and an error text with its entry only', () => {
  const described = explainErrors('the flow arrived inactive', ORIGIN);
  expect(described.symptoms[0]).toMatchObject({
    id: 'flow-arrived-inactive',
    url: `${ORIGIN}/errors/symptom-flow-arrived-inactive/`,
  });
  const error = explainErrors(
    "Entity of type 'CustomField' named 'Account.Region__c' cannot be found; the flow arrived inactive",
    ORIGIN,
  );
  expect(error.lines.some((line) => line.matches.length > 0)).toBe(true);
  expect(error.symptoms).toEqual([]);
});

test('/errors/ lists every symptom under its anchor after the errors', () => {
  const json = JSON.stringify(
    errorEntriesNodes({ directory: true }, 2, { place: 'test', route: '/errors/' }),
  );
  expect(json).toContain('{#symptoms}');
  for (const symptom of symptoms) expect(json).toContain(`{#${symptomAnchor(symptom.id)}}`);
  expect(json.indexOf('{#symptoms}')).toBeGreaterThan(json.lastIndexOf('{#platform}'));
});

test('where each text was seen names an entry whose Salesforce page lacks the text, on a public page', () => {
  for (const [id, seen] of Object.entries(SEEN_IN)) {
    const entry = getError(id);
    expect(entry, id).toBeTruthy();
    expect(entry?.source.confirms, id).not.toBe('text');
    expect(entry?.message, id).not.toBeNull();
    expect(seen.url, id).toMatch(/^https:\/\//);
    // A title is text in the page and its twin: no markup.
    expect(seen.title, id).not.toMatch(/[<>]/);
  }
  const json = JSON.stringify(errorEntriesNodes({ ids: 'entity-not-found' }, 2, { place: 'test' }));
  expect(json).toContain('The text as seen in ');
  expect(json).toContain(SEEN_IN['entity-not-found']?.url);
});

test('an entry whose text no public page shows says so, and one without a text says what to look for instead', () => {
  const unwitnessed = errors.filter(
    (e) =>
      e.message !== null &&
      e.source.confirms !== 'text' &&
      !SEEN_IN[e.id] &&
      !/;\s*(?:and )?the texts? as /i.test(e.source.where),
  );
  // compact-layout-not-found: Salesforce's page states the rule, and no public page the site can link quotes it.
  expect(unwitnessed.map((e) => e.id)).toContain('compact-layout-not-found');
  for (const entry of unwitnessed) {
    const json = JSON.stringify(errorEntriesNodes({ ids: entry.id }, 2, { place: 'test' }));
    expect(json, entry.id).toContain('No public page we can link shows this text');
  }
  const witnessed = JSON.stringify(errorEntriesNodes({ ids: 'entity-not-found' }, 2, { place: 'test' }));
  expect(witnessed).not.toContain('No public page we can link');
  for (const entry of errors.filter((e) => e.message === null)) {
    const json = JSON.stringify(errorEntriesNodes({ ids: entry.id }, 2, { place: 'test' }));
    expect(json, entry.id).toContain("No public page shows Salesforce's text for this error.");
    expect(entry.lookFor, entry.id).toBeTruthy();
  }
});

test('a negation negates the words of its own clause: before or after them, never across a clause', () => {
  const ids = (text: string) => matchSymptoms(text).map((s) => s.id);
  // "Not" and "active" in two clauses: the flow stayed active, it did not arrive inactive.
  const stayed = ids(
    'Deploying Flow metadata with a status of Draft does not deactivate the corresponding flow version (it remains Active)',
  );
  expect(stayed[0]).toBe('flow-still-active-after-deploy');
  expect(stayed).not.toContain('flow-arrived-inactive');
  // The negation after its word, in the same clause, still negates it.
  expect(ids("I deployed, but my changes weren't there")).toContain('deploy-succeeded-target-unchanged');
  expect(ids('the flow is not active after the deploy')[0]).toBe('flow-arrived-inactive');
});
