/**
 * DocSearch keeps recent searches and favorites in local storage and reads
 * them with a bare `JSON.parse(...).slice(...)` when the modal opens: invalid
 * JSON, a non-array or an item without the fields it renders crashes the
 * modal, and it renders stored titles as HTML. Before each opening, this
 * keeps only well-formed items with plain-text fields and same-site or
 * http(s) URLs, and drops a value it cannot read.
 *
 * Keys, from @docsearch/react 3.9 (`createStoredSearches`):
 * `__DOCSEARCH_RECENT_SEARCHES__<indexName>` and
 * `__DOCSEARCH_FAVORITE_SEARCHES__<indexName>`.
 */
import { ANSWER_OBJECT_ID, LEVELS } from '../protocol/types';

export const RECENT_SEARCHES_KEY = '__DOCSEARCH_RECENT_SEARCHES__';
export const FAVORITE_SEARCHES_KEY = '__DOCSEARCH_FAVORITE_SEARCHES__';

const TYPES = new Set(['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

function isPlainText(value: unknown): value is string {
  return typeof value === 'string' && !/[<>]/.test(value);
}

function isSafeUrl(value: unknown): boolean {
  if (typeof value !== 'string' || /[<>"\s]/.test(value)) return false;
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether a stored item is something DocSearch can render safely. */
export function isValidStoredHit(item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const hit = item as Record<string, unknown>;
  // An answer card holds its query's answer: stale once stored.
  if (hit.objectID === ANSWER_OBJECT_ID) return false;
  if (typeof hit.objectID !== 'string' || !isSafeUrl(hit.url) || !TYPES.has(hit.type as string)) return false;
  if (hit.content !== undefined && hit.content !== null && !isPlainText(hit.content)) return false;
  const hierarchy = hit.hierarchy as Record<string, unknown> | null;
  if (typeof hierarchy !== 'object' || hierarchy === null) return false;
  if (!isPlainText(hierarchy.lvl0) || !isPlainText(hierarchy.lvl1)) return false;
  if (
    !LEVELS.every((l) => hierarchy[l] === undefined || hierarchy[l] === null || isPlainText(hierarchy[l]))
  ) {
    return false;
  }
  return (
    hit.__docsearch_parent === undefined ||
    hit.__docsearch_parent === null ||
    isValidStoredHit(hit.__docsearch_parent)
  );
}

/** Cleans one stored list in place; returns how many items were dropped (-1: the value was unreadable). */
export function sanitizeStoredList(storage: Storage, key: string): number {
  const raw = storage.getItem(key);
  if (raw === null) return 0;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.removeItem(key);
    return -1;
  }
  if (!Array.isArray(parsed)) {
    storage.removeItem(key);
    return -1;
  }
  const valid = parsed.filter(isValidStoredHit);
  if (valid.length !== parsed.length) storage.setItem(key, JSON.stringify(valid));
  return parsed.length - valid.length;
}

/** Cleans DocSearch's recent searches and favorites for an index. Never throws (storage may be blocked). */
export function sanitizeStoredSearches(indexName: string): void {
  try {
    const storage = window.localStorage;
    sanitizeStoredList(storage, `${RECENT_SEARCHES_KEY}${indexName}`);
    sanitizeStoredList(storage, `${FAVORITE_SEARCHES_KEY}${indexName}`);
  } catch {
    // No local storage: DocSearch then keeps nothing either.
  }
}
