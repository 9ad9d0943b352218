import { expect, test } from '@playwright/test';
import { isValidStoredHit, sanitizeStoredList } from '../modal/storedSearches';
import { ANSWER_OBJECT_ID } from '../protocol/types';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

const GOOD = {
  objectID: '/start/~0',
  url: '/start/how-to-run-job/#validate-only',
  type: 'lvl2',
  content: null,
  hierarchy: { lvl0: 'Getting started', lvl1: 'Run a job', lvl2: 'Validate only', lvl3: null },
};
const KEY = '__DOCSEARCH_RECENT_SEARCHES__metaferry-docs';

test('well-formed items are kept as they are', () => {
  const storage = new MemoryStorage();
  storage.setItem(KEY, JSON.stringify([GOOD]));
  expect(sanitizeStoredList(storage, KEY)).toBe(0);
  expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([GOOD]);
});

test('unreadable values are removed', () => {
  const storage = new MemoryStorage();
  for (const raw of ['{not json', '{"a":1}', '"text"', 'null', '42']) {
    storage.setItem(KEY, raw);
    expect(sanitizeStoredList(storage, KEY)).toBe(-1);
    expect(storage.getItem(KEY)).toBeNull();
  }
});

test('malformed or unsafe items are dropped, the rest kept', () => {
  const storage = new MemoryStorage();
  const bad = [
    null,
    1,
    'x',
    [],
    { objectID: 'x' },
    { ...GOOD, url: 'javascript:alert(1)' },
    { ...GOOD, url: '//evil.example/' },
    { ...GOOD, type: 'script' },
    { ...GOOD, hierarchy: { ...GOOD.hierarchy, lvl1: '<img src=x onerror=alert(1)>' } },
    { ...GOOD, content: '<script>alert(1)</script>' },
    { ...GOOD, hierarchy: null },
    { ...GOOD, __docsearch_parent: { objectID: 1 } },
  ];
  storage.setItem(KEY, JSON.stringify([GOOD, ...bad]));
  expect(sanitizeStoredList(storage, KEY)).toBe(bad.length);
  expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([GOOD]);
  expect(isValidStoredHit({ ...GOOD, url: 'https://docs.example.com/x/' })).toBe(true);
});

test('an answer card chosen in the modal is not kept: it answers its query, and goes stale', () => {
  const storage = new MemoryStorage();
  const card = { ...GOOD, objectID: ANSWER_OBJECT_ID, hierarchy: { ...GOOD.hierarchy, lvl0: 'Answer' } };
  expect(isValidStoredHit(card)).toBe(false);
  storage.setItem(KEY, JSON.stringify([card, GOOD]));
  expect(sanitizeStoredList(storage, KEY)).toBe(1);
  expect(JSON.parse(storage.getItem(KEY) ?? '')).toEqual([GOOD]);
});
