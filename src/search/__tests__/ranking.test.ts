// cspell:ignore deplay recrd lyouts asignments qqxyzzy
import { expect, test } from '@playwright/test';
import { loadIndexFile, searchIndex } from '../engine';
import { fixtureIndex, type FixturePage } from './fixtures';

const PAGES: FixturePage[] = [
  {
    path: '/catalogue/compact-layout-assignments/',
    title: 'Compact layout assignments',
    intro: ['Copies each CompactLayoutAssignment to the target org.'],
  },
  {
    path: '/catalogue/page-layouts/',
    title: 'Page layouts',
    intro: ['Copies page layouts with their sections.'],
    sections: [{ title: 'Compact views', blocks: ['Phones show these views.'] }],
  },
  {
    path: '/catalogue/record-types/',
    title: 'Record types',
    intro: ['A compact summary of the record types step, copying Account.Region__c picklist values.'],
  },
  {
    path: '/errors/',
    title: 'Known issues',
    sections: [
      {
        title: 'Lock errors',
        blocks: ['A deploy fails with UNABLE_TO_LOCK_ROW when another job holds the row.'],
      },
    ],
  },
  {
    path: '/packages/',
    title: 'Package upgrade',
    intro: ['Paste the version id, such as 04t5e000000AbCdAAA, to install it.'],
  },
  { path: '/words/exact/', title: 'Alpha', intro: ['The deploy starts here.'] },
  { path: '/words/prefix/', title: 'Beta', intro: ['The deployment starts here.'] },
  { path: '/words/typo/', title: 'Gamma', intro: ['The deplay starts here.'] },
];

const index = loadIndexFile(fixtureIndex(PAGES));

/** Page paths in the order of their first hit. */
function pages(query: string): string[] {
  const out: string[] = [];
  for (const hit of searchIndex(index, query).hits) {
    const path = index.sections[hit.section]?.u.replace(/#.*/, '') ?? '';
    if (!out.includes(path)) out.push(path);
  }
  return out;
}

test('titles outrank headings, headings outrank body text', () => {
  expect(pages('compact').slice(0, 3)).toEqual([
    '/catalogue/compact-layout-assignments/',
    '/catalogue/page-layouts/',
    '/catalogue/record-types/',
  ]);
});

test('an exact word outranks a prefix, which outranks a one-letter typo', () => {
  expect(pages('deploy').filter((p) => p.startsWith('/words/'))).toEqual([
    '/words/exact/',
    '/words/prefix/',
    '/words/typo/',
  ]);
});

test('a one-letter typo still finds its word', () => {
  expect(pages('recrd types')[0]).toBe('/catalogue/record-types/');
  expect(pages('lyouts')[0]).toBe('/catalogue/page-layouts/');
  expect(pages('asignments')[0]).toBe('/catalogue/compact-layout-assignments/');
});

test('API names are found whole and by their parts', () => {
  expect(pages('CompactLayoutAssignment')[0]).toBe('/catalogue/compact-layout-assignments/');
  expect(pages('LayoutAssignment')[0]).toBe('/catalogue/compact-layout-assignments/');
  expect(pages('Account.Region__c')).toEqual(['/catalogue/record-types/']);
  expect(pages('Region__c')).toEqual(['/catalogue/record-types/']);
  expect(pages('UNABLE_TO_LOCK_ROW')).toEqual(['/errors/']);
  expect(pages('unable lock')).toEqual(['/errors/']);
  expect(pages('04t')).toEqual(['/packages/']);
  expect(pages('04t5e000000AbCdAAA')).toEqual(['/packages/']);
});

test('all words must match, unless none of the records has them all', () => {
  // "compact" and "phones" are only together in the page-layouts section.
  expect(pages('compact phones')).toEqual(['/catalogue/page-layouts/']);
  // No record has both: any word may match.
  expect(pages('phones picklist').sort()).toEqual(['/catalogue/page-layouts/', '/catalogue/record-types/']);
});

test('a section hit expands into its heading and the paragraphs that matched', () => {
  const found = searchIndex(index, 'unable lock');
  const section = index.sections[found.hits[0]?.section ?? -1];
  expect(section?.h).toEqual(['Documentation', 'Known issues', 'Lock errors']);
  expect(found.hits.map((h) => h.block)).toEqual([-1, 0]);
});

test('nothing matches nonsense, and an empty query searches nothing', () => {
  expect(pages('qqxyzzy')).toEqual([]);
  expect(searchIndex(index, '   ').hits).toEqual([]);
});
