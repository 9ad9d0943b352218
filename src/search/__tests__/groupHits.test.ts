import { expect, test } from '@playwright/test';
import { groupHitsByPage, headingLevel } from '../protocol/groupHits';
import { createLocalClient } from '../clients/localClient';
import type { SearchHit } from '../protocol/types';
import { fixtureIndex, type FixturePage } from './fixtures';

const PAGES: FixturePage[] = [
  {
    path: '/supported-components/profile-updates/',
    title: 'Profile updates',
    lvl0: 'Supported components',
    description: 'Copy profile permissions between orgs.',
    intro: ['A profile update step copies field permissions of each profile.'],
    sections: [
      {
        title: 'What it copies',
        blocks: ['Field permissions and tab settings of every profile you select.'],
      },
      {
        title: 'What is not copied',
        blocks: ['Login hours of a profile stay as they are in the target org.'],
      },
      { title: 'Options', blocks: ['Choose whether the profile keeps its own layouts.'] },
      {
        title: 'Common errors',
        blocks: ['When a profile names a field the target org lacks, the deploy fails.'],
      },
      { depth: 3, title: 'Unknown profile', anchor: 'unknown-profile', blocks: ['The profile is missing.'] },
      { title: 'Order and dependencies', blocks: ['Run it after the fields each profile mentions.'] },
    ],
  },
  {
    path: '/start/how-to-run-job/',
    title: 'Run a job',
    lvl0: 'Getting started',
    description: 'Run a job against its target orgs.',
    sections: [{ title: 'Validate only', blocks: ['A validation never changes a profile.'] }],
  },
  {
    path: '/faq/',
    title: 'FAQ',
    description: 'Answers to common questions about profile permissions.',
    sections: [{ title: 'Can I copy users?', blocks: ['No: users are data, not metadata.'] }],
  },
];

async function search(query: string): Promise<SearchHit[]> {
  const file = fixtureIndex(PAGES);
  const client = createLocalClient({
    indexUrl: '/search-index.test.json',
    origin: 'https://docs.example.com',
    fetch: async () => new Response(JSON.stringify(file), { status: 200 }),
  });
  const response = await client.search({
    requests: [
      {
        indexName: 'docs',
        query,
        hitsPerPage: 1000,
        attributesToSnippet: ['content:30'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      },
    ],
  });
  return response.results[0]?.hits ?? [];
}

test('one entry per page, in the order of each page’s best hit, with its sections beneath, once each', async () => {
  const hits = await search('profile');
  const groups = groupHitsByPage(hits);
  const pages = groups.map((g) => g.url);
  expect(new Set(pages).size).toBe(pages.length);
  expect(pages).toEqual([...new Set(hits.map((h) => h.url.replace(/#.*$/, '')))]);
  expect(pages[0]).toBe('https://docs.example.com/supported-components/profile-updates/');
  const profile = groups[0];
  expect(profile?.title).toBe('<mark>Profile</mark> updates');
  expect(profile?.path).toEqual(['Supported components']);
  // Each matching section once, though a heading and its paragraph both matched.
  const anchors = profile?.sections.map((s) => s.url.split('#')[1]);
  expect(new Set(anchors).size).toBe(anchors?.length);
  expect(anchors).toEqual(expect.arrayContaining(['what-it-copies', 'unknown-profile', 'common-errors']));
  expect(profile?.sectionTotal).toBe(profile?.sections.length);
  expect(profile?.hitCount).toBe(hits.filter((h) => h.url.startsWith(profile?.url ?? '-')).length);
  // Every hit lands in exactly one group.
  expect(groups.reduce((n, g) => n + g.hitCount, 0)).toBe(hits.length);
});

test('the page shows its best matching snippet, and the section it comes from does not repeat it', async () => {
  const groups = groupHitsByPage(await search('login hours'));
  const profile = groups.find((g) => g.url.endsWith('/profile-updates/'));
  expect(profile?.snippet).toContain('<mark>Login</mark> <mark>hours</mark>');
  const section = profile?.sections.find((s) => s.url.endsWith('#what-is-not-copied'));
  expect(section?.title).toBe('What is not copied');
  expect(section?.snippet).toBeNull();
});

test('a section keeps its own matching snippet and the headings above it', async () => {
  const groups = groupHitsByPage(await search('profile missing'));
  const profile = groups.find((g) => g.url.endsWith('/profile-updates/'));
  const unknown = profile?.sections.find((s) => s.url.endsWith('#unknown-profile'));
  expect(unknown?.path).toEqual(['Common errors']);
  expect(unknown?.title).toBe('Unknown <mark>profile</mark>');
});

test('maxSections caps the sections listed; sectionTotal still counts them all', async () => {
  const hits = await search('profile');
  const all = groupHitsByPage(hits);
  const capped = groupHitsByPage(hits, 2);
  const total = all[0]?.sections.length ?? 0;
  expect(total).toBeGreaterThan(2);
  expect(capped[0]?.sections).toHaveLength(2);
  expect(capped[0]?.sections).toEqual(all[0]?.sections.slice(0, 2));
  expect(capped[0]?.sectionTotal).toBe(total);
});

test('a page whose snippets show no matched word falls back to its description', () => {
  const pageHit: SearchHit = {
    objectID: 'a',
    hierarchy: {
      lvl0: 'Blog',
      lvl1: 'Release notes',
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
    content: 'What changed this month.',
    type: 'lvl1',
    url: 'https://docs.example.com/blog/release/',
    url_without_anchor: 'https://docs.example.com/blog/release/',
    anchor: null,
    _highlightResult: {
      hierarchy: {
        lvl1: { value: '<mark>Release</mark> notes', matchLevel: 'full', matchedWords: ['release'] },
      },
      hierarchy_camel: [],
    },
    _snippetResult: { content: { value: 'What changed this month.', matchLevel: 'none' } },
  };
  const [group] = groupHitsByPage([pageHit]);
  expect(group).toMatchObject({
    title: '<mark>Release</mark> notes',
    path: ['Blog'],
    snippet: 'What changed this month.',
    sections: [],
    sectionTotal: 0,
  });
  expect(
    headingLevel({ ...pageHit, type: 'content', hierarchy: { ...pageHit.hierarchy, lvl2: 'Fixes' } }),
  ).toBe('lvl2');
});
