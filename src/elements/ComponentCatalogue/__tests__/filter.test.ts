import { expect, test } from '@playwright/test';
import { components, type ComponentEntry } from '../../../data/components';
import { filterComponents, formatCount, isFiltered, NO_FILTERS, readFilters, writeFilters } from '../filter';

const slugs = (entries: readonly ComponentEntry[]) => entries.map((entry) => entry.slug);

test.describe('filterComponents', () => {
  test('returns every entry, in order, without filters', () => {
    expect(filterComponents(components, NO_FILTERS)).toEqual(components);
    expect(filterComponents(components, { q: '   ' })).toEqual(components);
  });

  test('matches the title, ignoring case', () => {
    expect(slugs(filterComponents(components, { q: 'DASHBOARDS' }))).toEqual(['dashboards']);
  });

  test('matches the summary', () => {
    expect(slugs(filterComponents(components, { q: '04t' }))).toEqual(['package-upgrade']);
  });

  test('matches the slug', () => {
    expect(slugs(filterComponents(components, { q: 'flexi-pages' }))).toEqual(['flexi-pages-overrides']);
  });

  test('matches a metadata type', () => {
    expect(slugs(filterComponents(components, { q: 'remoteSITESetting' }))).toEqual(['remote-site-settings']);
    expect(slugs(filterComponents(components, { q: 'GlobalValueSet' }))).toEqual(['picklist-values']);
  });

  test('matches a field', () => {
    expect(slugs(filterComponents(components, { q: 'trackHistory' }))).toEqual(['field-history-tracking']);
    expect(slugs(filterComponents(components, { q: 'InlineHelpText' }))).toEqual(['help-texts']);
  });

  test('requires every word, in any order', () => {
    expect(slugs(filterComponents(components, { q: '  layouts  page ' }))).toContain('page-layouts');
    expect(filterComponents(components, { q: 'page zzzz' })).toEqual([]);
  });

  test('filters by category, alone or with text', () => {
    expect(slugs(filterComponents(components, { q: '', category: 'analytics' }))).toEqual([
      'dashboards',
      'reports',
    ]);
    expect(slugs(filterComponents(components, { q: 'folder', category: 'analytics' }))).toEqual([
      'dashboards',
      'reports',
    ]);
    expect(filterComponents(components, { q: 'letterhead', category: 'analytics' })).toEqual([]);
  });

  test('returns nothing when nothing matches', () => {
    expect(filterComponents(components, { q: 'no component has this text' })).toEqual([]);
  });
});

test.describe('query string', () => {
  test('reads q and category', () => {
    expect(readFilters('?q=history&category=data-model')).toEqual({ q: 'history', category: 'data-model' });
    expect(readFilters('')).toEqual({ q: '', category: undefined });
  });

  test('ignores an unknown category', () => {
    expect(readFilters('?category=marketing')).toEqual({ q: '', category: undefined });
  });

  test('writes only the filters that are set, keeping other parameters', () => {
    expect(writeFilters('', { q: 'page layouts' })).toBe('?q=page+layouts');
    expect(writeFilters('?q=old&category=analytics', { q: '', category: 'data-model' })).toBe(
      '?category=data-model',
    );
    expect(writeFilters('?q=old&category=analytics', NO_FILTERS)).toBe('');
    expect(writeFilters('?utm_source=mail', { q: 'x' })).toBe('?utm_source=mail&q=x');
  });

  test('round-trips', () => {
    const filters = { q: 'Record types & more', category: 'data-model' } as const;
    expect(readFilters(writeFilters('', filters))).toEqual(filters);
  });

  test('isFiltered ignores blank text', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(isFiltered({ q: '  ' })).toBe(false);
    expect(isFiltered({ q: 'a' })).toBe(true);
    expect(isFiltered({ q: '', category: 'analytics' })).toBe(true);
  });
});

test('formatCount uses the right plural', () => {
  expect(formatCount(0)).toBe('0 components');
  expect(formatCount(1)).toBe('1 component');
  expect(formatCount(2)).toBe('2 components');
  expect(formatCount(23)).toBe('23 components');
});
