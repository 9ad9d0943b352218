import { expect, test } from '@playwright/test';
import { HITS_PER_PAGE_TURN, takeTurns } from '../protocol/pageTurns';

const url = (x: string) => x;

test('a page keeps its first two hits in place; its others follow every other page’s first hits', () => {
  const hits = ['/a/#1', '/a/#2', '/a/#3', '/a/#4', '/b/#1', '/a/#5', '/c/', '/b/#2', '/b/#3'];
  expect(HITS_PER_PAGE_TURN).toBe(2);
  expect(takeTurns(hits, url)).toEqual([
    '/a/#1',
    '/a/#2',
    '/b/#1',
    '/c/',
    '/b/#2',
    '/a/#3',
    '/a/#4',
    '/a/#5',
    '/b/#3',
  ]);
});

test('pages keep the order of their first hits, and each page its own order, so grouping by page is unchanged', () => {
  const hits = ['/x/#1', '/x/#2', '/x/#3', '/y/', '/x/#4', '/z/#1', '/y/#2', '/y/#3', '/z/#2'];
  const turned = takeTurns(hits, url);
  const pages = (list: string[]) => [...new Set(list.map((h) => h.replace(/#.*/, '')))];
  expect(pages(turned)).toEqual(pages(hits));
  for (const page of pages(hits))
    expect(turned.filter((h) => h.startsWith(page))).toEqual(hits.filter((h) => h.startsWith(page)));
  expect(takeTurns(turned, url)).toEqual(turned);
});

test('one page alone keeps all its hits in order', () => {
  const hits = ['/a/#1', '/a/#2', '/a/#3'];
  expect(takeTurns(hits, url)).toEqual(hits);
});
