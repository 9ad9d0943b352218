import { expect, test } from '@playwright/test';
import { createLocalClient, matchesFacetFilters, RetryError } from '../clients/localClient';
import type { SearchHit, SearchResponse } from '../protocol/types';
import { fixtureIndex, type FixturePage } from './fixtures';

const LONG =
  'Validate only runs each step as a check-only deploy in every target org, so nothing changes until you run the job for real.';
const PAGES: FixturePage[] = [
  {
    path: '/start/how-to-run-job/',
    title: 'Run a job',
    lvl0: 'Getting started',
    description: 'Run a job against its target orgs.',
    sections: [{ title: 'Validate only', anchor: 'validate-only', blocks: [LONG] }],
  },
  {
    path: '/blog/release/',
    title: 'Release notes',
    lvl0: 'Blog',
    tag: 'default',
    intro: ['The <script>alert("x")</script> tag & friends are shown as text in every job.'],
  },
];

/** The value, or a failed test when there is none. */
function must<T>(value: T | undefined | null): T {
  if (value === undefined || value === null) throw new Error('expected a value');
  return value;
}

function client(fetchImpl?: typeof fetch) {
  const file = fixtureIndex(PAGES);
  return createLocalClient({
    indexUrl: '/search-index.test.json',
    origin: 'https://docs.example.com',
    fetch: fetchImpl ?? (async () => new Response(JSON.stringify(file), { status: 200 })),
  });
}

const DOCSEARCH_REQUEST = {
  indexName: 'metaferry-docs',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

test('answers in the Algolia response shape DocSearch reads', async () => {
  const response = await client().search({ requests: [{ ...DOCSEARCH_REQUEST, query: 'validate only' }] });
  expect(response.results).toHaveLength(1);
  const result = must(response.results[0]);
  expect(result).toMatchObject({ page: 0, hitsPerPage: 20, query: 'validate only', index: 'metaferry-docs' });
  expect(result.exhaustiveNbHits).toBe(true);
  expect(typeof result.processingTimeMS).toBe('number');
  expect(result.params).toContain('query=validate+only');
  expect(result.nbHits).toBe(2);
  expect(result.nbPages).toBe(1);
  const [heading, paragraph] = result.hits as [SearchHit, SearchHit];
  expect(heading).toMatchObject({
    type: 'lvl2',
    url: 'https://docs.example.com/start/how-to-run-job/#validate-only',
    hierarchy: { lvl0: 'Getting started', lvl1: 'Run a job', lvl2: 'Validate only', lvl3: null },
    content: null,
  });
  expect(paragraph.type).toBe('content');
  expect(paragraph.content).toBe(LONG);
  expect(heading._highlightResult.hierarchy.lvl2).toEqual({
    value: '<mark>Validate</mark> <mark>only</mark>',
    matchLevel: 'full',
    matchedWords: ['validate', 'only'],
    fullyHighlighted: true,
  });
  expect(heading._snippetResult.hierarchy?.lvl1).toEqual({ value: 'Run a job', matchLevel: 'none' });
  // Retrieved attributes only (plus objectID and the highlight results).
  expect(Object.keys(heading).sort()).toEqual(
    ['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url'].sort(),
  );
  expect(new Set(result.hits.map((h) => h.objectID)).size).toBe(result.hits.length);
});

test('snippets keep the requested number of words around the match', async () => {
  const c = client();
  const ten = await c.search({ requests: [{ ...DOCSEARCH_REQUEST, query: 'real' }] });
  const five = await c.search({
    requests: [{ ...DOCSEARCH_REQUEST, attributesToSnippet: ['content:5'], query: 'real' }],
  });
  const words = (v: string) =>
    v
      .replace(/<\/?mark>|…/g, '')
      .trim()
      .split(/\s+/).length;
  const snippet10 = must(must(must(ten.results[0]).hits[0])._snippetResult.content).value;
  const snippet5 = must(must(must(five.results[0]).hits[0])._snippetResult.content).value;
  expect(words(snippet10)).toBe(10);
  expect(words(snippet5)).toBe(5);
  expect(snippet10).toMatch(/^….*<mark>real<\/mark>\.$/);
});

test('highlight tags come from the request, and everything else is escaped', async () => {
  const response = await client().search({
    requests: [
      {
        indexName: 'i',
        query: 'script',
        highlightPreTag: '[[',
        highlightPostTag: ']]',
        attributesToSnippet: ['content'],
      },
    ],
  });
  const hit = must(must(response.results[0]).hits[0]);
  expect(hit._highlightResult.content?.value).toBe(
    'The &lt;[[script]]&gt;alert(&quot;x&quot;)&lt;/[[script]]&gt; tag &amp; friends are shown as text in every job.',
  );
  expect(hit._snippetResult.content?.value).not.toContain('<');
});

test('accepts the legacy array form and pages through results', async () => {
  const c = client();
  const legacy = await c.search([{ indexName: 'i', params: { query: 'job', hitsPerPage: 1, page: 1 } }]);
  const result = must(legacy.results[0]);
  expect(result.hitsPerPage).toBe(1);
  expect(result.page).toBe(1);
  expect(result.hits).toHaveLength(1);
  expect(result.nbPages).toBe(result.nbHits);
  const string = await c.search([{ indexName: 'i', params: 'query=job&hitsPerPage=1' }]);
  expect(must(string.results[0]).hits).toHaveLength(1);
  // Several requests answer in order.
  const two = await c.search({
    requests: [
      { indexName: 'a', query: 'job' },
      { indexName: 'b', query: 'zzzz' },
    ],
  });
  expect(two.results.map((r) => [r.index, r.nbHits > 0])).toEqual([
    ['a', true],
    ['b', false],
  ]);
});

test('distinct keeps the best-ranked hit of each section URL, and counts sections', async () => {
  const search = async (distinct?: boolean | number) =>
    must((await client().search({ requests: [{ indexName: 'i', query: 'validate', distinct }] })).results[0]);
  const all = await search();
  const urls = all.hits.map((h) => h.url);
  // The "Validate only" heading and its paragraph: two records, one section.
  expect(urls.filter((u) => u.endsWith('#validate-only')).length).toBeGreaterThan(1);
  const one = await search(true);
  expect(one.hits.map((h) => h.url)).toEqual([...new Set(urls)]);
  expect(one.nbHits).toBe(new Set(urls).size);
  expect(one.hits[0]?.objectID).toBe(all.hits[0]?.objectID);
  const perUrl = new Map<string, number>();
  for (const url of urls) perUrl.set(url, (perUrl.get(url) ?? 0) + 1);
  const upToTwo = [...perUrl.values()].reduce((sum, n) => sum + Math.min(n, 2), 0);
  expect((await search(2)).hits).toHaveLength(upToTwo);
  expect((await search(0)).hits).toHaveLength(all.hits.length);
});

test('facet filters: outer AND, inner OR, over language and docusaurus_tag', async () => {
  const search = async (facetFilters: unknown) => {
    const response: SearchResponse = await client().search({
      requests: [{ indexName: 'i', query: 'job', facetFilters } as never],
    });
    return must(response.results[0]).hits.map((h) => h.hierarchy.lvl0);
  };
  expect(
    new Set(await search(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']])),
  ).toEqual(new Set(['Getting started', 'Blog']));
  expect(new Set(await search(['language:en', ['docusaurus_tag:default']]))).toEqual(new Set(['Blog']));
  expect(await search(['language:fr'])).toEqual([]);
  expect(new Set(await search('-docusaurus_tag:default'))).toEqual(new Set(['Getting started']));
  const hit = {
    language: 'en',
    docusaurus_tag: 'x',
    type: 'content',
    hierarchy: { lvl0: 'A' },
  } as unknown as SearchHit;
  expect(matchesFacetFilters(hit, ['language:en', ['type:lvl1', 'type:content']])).toBe(true);
  expect(matchesFacetFilters(hit, [['hierarchy.lvl0:B']])).toBe(false);
});

test('a failed fetch rejects with a RetryError, and the next search tries again', async () => {
  let calls = 0;
  const file = JSON.stringify(fixtureIndex(PAGES));
  const c = client(async () => {
    calls++;
    if (calls === 1) throw new TypeError('Failed to fetch');
    if (calls === 2) return new Response('nope', { status: 503 });
    return new Response(file, { status: 200 });
  });
  const first = c.search({ requests: [{ indexName: 'i', query: 'job' }] });
  await expect(first).rejects.toBeInstanceOf(RetryError);
  await expect(first).rejects.toMatchObject({ name: 'RetryError' });
  await expect(c.search({ requests: [{ indexName: 'i', query: 'job' }] })).rejects.toMatchObject({
    name: 'RetryError',
  });
  const third = await c.search({ requests: [{ indexName: 'i', query: 'job' }] });
  expect(must(third.results[0]).nbHits).toBeGreaterThan(0);
  expect(calls).toBe(3);
});

test('addAlgoliaAgent is accepted and changes nothing else', async () => {
  const c = client();
  c.addAlgoliaAgent('docusaurus', '3.7.0');
  c.addAlgoliaAgent('docusaurus', '3.7.0');
  expect(c.transporter.algoliaAgent.value).toBe('Metaferry local search; docusaurus (3.7.0)');
  await expect(c.search({ requests: [{ indexName: 'i', query: 'job' }] })).resolves.toBeTruthy();
});
