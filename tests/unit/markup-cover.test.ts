import { expect, test } from '@playwright/test';
import path from 'node:path';
import { coverOf, markupKinds, pageKinds } from '../engines/lib/markup-cover';
import { ROOT, sitemapPaths } from '../e2e/utils';

test('markup kinds: element names, classes and data attributes of the body only', () => {
  const kinds = markupKinds(
    '<html><head><meta class="head-only"></head><body><main class="a  b" data-island="x"><p>class="not-an-attribute"</p></main></body></html>',
  );
  expect([...kinds].sort()).toEqual(['a:data-island', 'c:a', 'c:b', 't:body', 't:main', 't:p']);
});

test('the cover holds every kind with the fewest greedy picks, the first pages kept, in the given order', () => {
  const pages = new Map<string, Set<string>>([
    ['/', new Set(['t:main'])],
    ['/one/', new Set(['t:main', 'c:x'])],
    ['/two/', new Set(['t:main', 'c:x', 'c:y'])],
    ['/three/', new Set(['c:z'])],
    ['/four/', new Set(['c:y'])],
  ]);
  expect(coverOf(pages)).toEqual(['/two/', '/three/']);
  expect(coverOf(pages, ['/'])).toEqual(['/', '/two/', '/three/']);
  expect(coverOf(new Map())).toEqual([]);
});

test("the built site's cover: every kind of markup of every sitemap page, in a quarter of the pages or fewer", () => {
  const paths = sitemapPaths('build', { everyAnswer: true });
  const pages = pageKinds(path.join(ROOT, 'build'), paths);
  const cover = coverOf(pages, ['/']);
  const held = new Set(cover.flatMap((p) => [...(pages.get(p) ?? [])]));
  const missing = paths.flatMap((p) =>
    [...(pages.get(p) ?? [])].filter((k) => !held.has(k)).map((k) => `${p} ${k}`),
  );
  expect(missing).toEqual([]);
  expect(cover).toContain('/');
  expect(cover.length).toBeLessThanOrEqual(paths.length / 4);
});
