import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildSearchRecords, collectPages, pageRecords } from '../records';
import { allContent } from '../../../site/__tests__/allContent';
import { declaredKind } from '../../../site/model';
import { INDEX_SETTINGS } from '../../../../scripts/search-upload';
import { createSearchConfig, searchModeFor } from '../../../../config/search';

test('every doc, blog post and MDX page, with the site URL, category and docs tag; nothing else', () => {
  const pages = collectPages(allContent(), { siteDir: '/site', trailingSlash: true, baseUrl: '/' });
  expect(pages.map((p) => [p.permalink, p.lvl0, p.tag])).toEqual([
    ['/', 'Documentation', 'docs-default-current'],
    ['/blog/post/', 'Blog', 'default'],
    ['/faq/', 'Documentation', 'docs-default-current'],
    ['/markdown-page/', 'Documentation', 'docs-default-current'],
    ['/privacy-policy/', 'Documentation', 'default'],
    ['/start/', 'Getting started', 'docs-default-current'],
    ['/start/run/', 'Getting started', 'docs-default-current'],
  ]);
  expect(pages.find((p) => p.permalink === '/start/run/')?.file).toBe(
    path.resolve('/site/docs/start/run.mdx'),
  );
});

test("each page has a kind, and its records carry it as weight.pageRank for Algolia's customRanking", () => {
  const pages = collectPages(allContent(), { siteDir: '/site', trailingSlash: true, baseUrl: '/' });
  expect(Object.fromEntries(pages.map((p) => [p.permalink, p.kind ?? 'docs']))).toEqual({
    '/': 'hub',
    '/blog/post/': 'blog',
    '/faq/': 'faq',
    '/markdown-page/': 'contributors',
    '/privacy-policy/': 'docs',
    '/start/': 'hub',
    '/start/run/': 'docs',
  });
  const rank = (permalink: string) => {
    const page = pages.find((p) => p.permalink === permalink);
    if (!page) throw new Error(`no page ${permalink}`);
    return pageRecords(
      page,
      [{ depth: 1, title: null, anchor: null, blocks: ['Text.'] }],
      'https://x.test',
    ).map((r) => r.weight.pageRank);
  };
  // Docs first, then hubs, the FAQ, the blog, and the contributors' pages: the order of desc(weight.pageRank).
  expect([
    rank('/start/run/'),
    rank('/start/'),
    rank('/faq/'),
    rank('/blog/post/'),
    rank('/markdown-page/'),
  ]).toEqual([
    [4, 4],
    [3, 3],
    [2, 2],
    [1, 1],
    [0, 0],
  ]);
  expect(INDEX_SETTINGS.customRanking?.[0]).toBe('desc(weight.pageRank)');
  // A misspelled kind fails the build instead of ranking the page as docs.
  expect(() => declaredKind({ search_kind: 'FAQ' }, 'docs/faq.mdx')).toThrow(
    /search_kind must be one of hub, faq, contributors/,
  );
});

test("records carry DocSearch's fields, with anchors and the page description", async () => {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'search-records-'));
  const files: Record<string, string> = {
    'docs/intro.mdx': '---\ntitle: Intro\n---\n\nWelcome.\n',
    'docs/start/index.mdx': 'Start here.\n',
    'docs/start/run.mdx': 'Run it.\n\n## Validate only\n\nChecks only.\n\n### Deep\n\nDeeper.\n',
    'docs/faq.mdx': 'Answers.\n',
    'docs/markdown-page.mdx': 'Elements.\n',
    'blog/post.mdx': 'News text.\n',
    'src/pages/privacy-policy.mdx': '# Privacy\n\nNothing kept.\n',
  };
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, file)), { recursive: true });
    await writeFile(path.join(siteDir, file), text);
  }
  const records = await buildSearchRecords({
    allContent: allContent(),
    siteDir,
    siteUrl: 'https://docs.example.com/',
    trailingSlash: true,
    baseUrl: '/',
  });
  const run = records.filter((r) => r.url_without_anchor === 'https://docs.example.com/start/run/');
  expect(run.map((r) => [r.type, r.anchor, r.content])).toEqual([
    ['lvl1', null, 'About start/run.'],
    ['content', null, 'Run it.'],
    ['lvl2', 'validate-only', null],
    ['content', 'validate-only', 'Checks only.'],
    ['lvl3', 'deep', null],
    ['content', 'deep', 'Deeper.'],
  ]);
  expect(run[5]).toMatchObject({
    url: 'https://docs.example.com/start/run/#deep',
    hierarchy: {
      lvl0: 'Getting started',
      lvl1: 'Title of start/run',
      lvl2: 'Validate only',
      lvl3: 'Deep',
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: { level: 0 },
  });
  // The page's keywords (front matter) are its page record's, searched in Algolia, and no other record's.
  expect(run.map((r) => r.keywords)).toEqual([
    ['kick off a deploy', 'go live'],
    ...run.slice(1).map(() => undefined),
  ]);
  expect(INDEX_SETTINGS.searchableAttributes).toContain('unordered(keywords)');
  expect(INDEX_SETTINGS.attributesToRetrieve).not.toContain('keywords');
  expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  expect(records.every((r) => /^lvl[1-6]$|^content$/.test(r.type))).toBe(true);
  expect(records.some((r) => /\/tests\/|\/search\/|404/.test(r.url))).toBe(false);
});

test('search uses Algolia only with all three credentials', () => {
  expect(searchModeFor({})).toBe('local');
  expect(searchModeFor({ appId: 'A', apiKey: 'k' })).toBe('local');
  expect(searchModeFor({ appId: 'A', apiKey: 'k', indexName: 'i' })).toBe('algolia');
  const local = createSearchConfig({ appId: 'A' });
  expect(local.algolia).toMatchObject({
    appId: 'local',
    contextualSearch: true,
    searchPagePath: 'search',
    placeholder: 'Search docs',
  });
  // The modal's parameters are search's (src/search/protocol/modalRequest.ts), passed by the SearchBar.
  expect(local.algolia).not.toHaveProperty('searchParameters');
  expect(local.algolia).not.toHaveProperty('maxResultsPerGroup');
  expect(createSearchConfig({ appId: 'A', apiKey: 'k', indexName: 'i' }).algolia).toMatchObject({
    appId: 'A',
    apiKey: 'k',
    indexName: 'i',
  });
});
