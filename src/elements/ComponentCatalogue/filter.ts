/**
 * Pure helpers behind the catalogue filter: matching, URL query state and the
 * result count. No React and no browser globals, so unit tests import them
 * directly.
 */
import { categoryIds, type ComponentCategory, type ComponentEntry } from '../../data/catalogue';

/** What the filter reads of an entry. */
type Filterable = Pick<
  ComponentEntry,
  'title' | 'summary' | 'slug' | 'metadataTypes' | 'fields' | 'category'
>;

export interface Filters {
  /** Free text as typed; matching ignores case and surrounding spaces. */
  readonly q: string;
  /** A category id, or undefined for all categories. */
  readonly category?: ComponentCategory;
}

export const NO_FILTERS: Filters = { q: '' };

/** Query-string keys: `?q=history&category=data-model`. */
export const QUERY_KEYS = { q: 'q', category: 'category' } as const;

function haystack(entry: Filterable): string {
  return [entry.title, entry.summary, entry.slug, ...entry.metadataTypes, ...entry.fields]
    .join('\n')
    .toLowerCase();
}

/**
 * Entries that match every word of `q` (in the title, summary, slug, metadata
 * types or fields, ignoring case) and, when given, the category. Order is
 * kept.
 */
export function filterComponents<T extends Filterable>(entries: readonly T[], filters: Filters): T[] {
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(
    (entry) =>
      (filters.category === undefined || entry.category === filters.category) &&
      words.every((word) => haystack(entry).includes(word)),
  );
}

export function isFiltered(filters: Filters): boolean {
  return filters.q.trim() !== '' || filters.category !== undefined;
}

export function isCategory(value: string | null | undefined): value is ComponentCategory {
  return (categoryIds as readonly (string | null | undefined)[]).includes(value);
}

/** Filters from a query string such as `?q=layout&category=layout-ui`; unknown categories are ignored. */
export function readFilters(search: string): Filters {
  const params = new URLSearchParams(search);
  const category = params.get(QUERY_KEYS.category);
  return { q: params.get(QUERY_KEYS.q) ?? '', category: isCategory(category) ? category : undefined };
}

/**
 * The query string for `filters`, keeping any other parameters of `search`.
 * Empty filters leave no trace: `?q=` and `?category=` are removed.
 */
export function writeFilters(search: string, filters: Filters): string {
  const params = new URLSearchParams(search);
  if (filters.q.trim() === '') params.delete(QUERY_KEYS.q);
  else params.set(QUERY_KEYS.q, filters.q);
  if (filters.category === undefined) params.delete(QUERY_KEYS.category);
  else params.set(QUERY_KEYS.category, filters.category);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** "1 component", "23 components", "0 components". */
export function formatCount(count: number): string {
  return `${count} ${new Intl.PluralRules('en-US').select(count) === 'one' ? 'component' : 'components'}`;
}
