// cspell:ignore compactlayoutassignment xmlparser résumé apexclass flexipage permissionset recordtype fieldset hubaction layoutassignment deploymentstatus wasnt isnt doesnt dont didnt cant arent werent hasnt havent wasn't doesn't didn't isn't hasn't
import { expect, test } from '@playwright/test';
import {
  adjacentJoins,
  compoundsOf,
  normalizeTerm,
  queryTerms,
  tokenize,
  tokenizer,
  wordTerms,
  words,
} from '../engine/tokenize';
import { twoWordLabels, wideningsOf } from '../engine/vocabulary';

test('API names are kept whole and split into their parts', () => {
  expect(wordTerms('CompactLayoutAssignment')).toEqual([
    'compactlayoutassignment',
    'compact',
    'layout',
    'assignment',
  ]);
  expect(wordTerms('Account.Industry__c')).toEqual([
    'account.industry__c',
    'account',
    'industry__c',
    'industry',
  ]);
  expect(wordTerms('UNABLE_TO_LOCK_ROW')).toEqual(['unable_to_lock_row', 'unable', 'to', 'lock', 'row']);
  expect(wordTerms('XMLParser')).toEqual(['xmlparser', 'xml', 'parser']);
  expect(wordTerms('on-error')).toEqual(['on-error', 'on', 'error']);
});

test('a record id is found whole and by its three-character key prefix', () => {
  expect(wordTerms('04t5e000000AbCdAAA')).toEqual(['04t5e000000abcdaaa', '04t']);
  expect(wordTerms('04t')).toEqual(['04t']);
  // Letters and digits are never split apart.
  expect(wordTerms('lvl1')).toEqual(['lvl1']);
});

test('words keep their inner punctuation and drop the trailing one', () => {
  expect(words('See Account.Region__c, then run (CI/CD).')).toEqual([
    'See',
    'Account.Region__c',
    'then',
    'run',
    'CI/CD',
  ]);
});

test('terms are lower-cased, unaccented and singular', () => {
  expect(normalizeTerm('Steps')).toBe('step');
  expect(normalizeTerm('entries')).toBe('entry');
  expect(normalizeTerm('access')).toBe('access');
  // -es after a sibilant: the singular's own form.
  expect(['classes', 'processes', 'sandboxes', 'batches', 'pushes'].map(normalizeTerm)).toEqual([
    'class',
    'process',
    'sandbox',
    'batch',
    'push',
  ]);
  expect(normalizeTerm('sandbox')).toBe('sandbox');
  expect(normalizeTerm('profiles')).toBe('profile');
  expect(normalizeTerm('status')).toBe('status');
  expect(normalizeTerm('Résumé')).toBe('resume');
  expect(normalizeTerm("org's")).toBe('org');
  expect(tokenize('Target Orgs')).toEqual(['target', 'org']);
});

test('queries drop stop words unless nothing else is left', () => {
  expect(queryTerms('How do I run a job?')).toEqual(['run', 'job']);
  expect(queryTerms('how')).toEqual(['how']);
  expect(queryTerms('')).toEqual([]);
  expect(queryTerms('<script>alert(1)</script>')).toEqual(['script', 'alert']);
  // A comparison's marker names nothing: 'change set vs metaferry' is about both sides.
  expect(queryTerms('change sets vs Metaferry versus CI')).toEqual(['change', 'set', 'metaferry', 'ci']);
  // Nor do a sentence's joints and its negated verbs, typed with or without the apostrophe.
  expect(queryTerms("field set failed because the field wasn't there yet")).toEqual([
    'field',
    'set',
    'failed',
  ]);
  expect(queryTerms('org doesnt show up, cant pick it')).toEqual(['org', 'show', 'up', 'pick']);
});

test('a question frame is dropped, and failure words are synonyms of each other', () => {
  expect(queryTerms('what happens when a step fails')).toEqual(['step', 'fail']);
  expect(wideningsOf(['fail'])).toEqual([
    { covers: ['fail'], alternatives: [['failure'], ['failed'], ['error']] },
  ]);
  expect(wideningsOf(['error'])[0]?.alternatives).toEqual([['fail'], ['failure'], ['failed']]);
  expect(wideningsOf(['step'])).toEqual([]);
});

test('compounds: two-word names written as one, found again where a page writes the two words', () => {
  const compounds = compoundsOf([
    'Copies each PermissionSet and RecordType.',
    'A FlexiPage, an ApexClass, CI/CD, API.',
  ]);
  expect([...compounds].sort()).toEqual(['apexclass', 'flexipage', 'permissionset', 'recordtype']);
  const indexTerms = tokenizer(compounds);
  expect(indexTerms('Copy permission sets and record types')).toEqual([
    'copy',
    'permission',
    'set',
    'permissionset',
    'and',
    'record',
    'type',
    'recordtype',
  ]);
  // Only side-by-side words, and only known compounds.
  expect(indexTerms('permission, then set')).not.toContain('permissionset');
  expect(indexTerms('field sets')).not.toContain('fieldset');
  expect(adjacentJoins('Git Hub actions')).toEqual(['github', 'hubaction']);
});

test("compounds: Setup's two-word labels are names too, unless the pages write the joined spelling as a word", () => {
  const compounds = compoundsOf(
    ['Use change sets.', 'Copies the layoutAssignments of a profile.'],
    ['changeset', 'layoutassignment'],
  );
  expect([...compounds]).toEqual(['changeset']);
  expect(tokenizer(compounds)('Outbound change sets')).toEqual(['outbound', 'change', 'set', 'changeset']);
  // The vocabulary's Setup labels of two words, joined the same way.
  expect(twoWordLabels()).toContain('changeset');
  expect(twoWordLabels()).toContain('deploymentstatus');
  expect(twoWordLabels().every((label) => /^[a-z]+$/.test(label))).toBe(true);
});
