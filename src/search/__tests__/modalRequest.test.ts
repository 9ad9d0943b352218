/**
 * modalRequest() is the request DocSearch's modal sends: checked against
 * DocSearch's own code. The test finds, in @docsearch/react's shipped bundle,
 * the object DocSearchModal builds for each search (its parameters, then the
 * `searchParameters` prop spread over them), runs that very expression with
 * what the SearchBar passes (src/theme/SearchBar/searchParameters.ts), and
 * compares the result with modalRequest(), on a wide screen and a narrow one.
 * The MCP server and the question set search with modalRequest(), so when
 * DocSearch changes its request they fail here, not silently.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { docSearchParameters } from '../../theme/SearchBar/searchParameters';
import {
  MAX_RESULTS_PER_GROUP,
  MODAL_NARROW_MEDIA,
  MODAL_SNIPPET_WORDS,
  MODAL_SNIPPET_WORDS_NARROW,
  modalRequest,
  SITE_FACET_FILTERS,
} from '../protocol/modalRequest';
import type { FacetFilters } from '../protocol/types';

const ROOT = path.resolve(__dirname, '../../..');
const BUNDLE = readFileSync(path.join(ROOT, 'node_modules/@docsearch/react/dist/esm/index.js'), 'utf8');
const SEARCH_BAR = path.join(ROOT, 'src/theme/SearchBar');

/** DocSearchModal's search call: `<client>.search({requests:[<spread>({query:…,indexName:…,…},<searchParameters>)]})`. */
const SEARCH_CALL =
  /\.search\(\{requests:\[\w+\((\{query:(\w+),indexName:(\w+),[^{}]*clickAnalytics:(\w+)\}),(\w+)\)\]\}\)/g;

function modalSearchCall() {
  const calls = [...BUNDLE.matchAll(SEARCH_CALL)];
  expect(calls, 'one search call in DocSearchModal').toHaveLength(1);
  const [, literal = '', query = '', indexName = '', insights = '', spread = ''] = calls[0] ?? [];
  const snippetRefs = [...new Set([...literal.matchAll(/(\w+)\.current/g)].map((m) => m[1]))];
  expect(snippetRefs, 'the snippet length is one ref').toHaveLength(1);
  const snippetRef = snippetRefs[0] ?? '';
  // The spread object is DocSearchModal's `searchParameters` prop, and the ref starts at 10 words, 5 on a narrow screen.
  expect(BUNDLE).toMatch(new RegExp(`[,{]${spread}=\\w+\\.searchParameters[,;]`));
  expect(BUNDLE).toContain(`${snippetRef}=e.useRef(${MODAL_SNIPPET_WORDS})`);
  expect(BUNDLE).toContain(
    `window.matchMedia("${MODAL_NARROW_MEDIA}").matches&&(${snippetRef}.current=${MODAL_SNIPPET_WORDS_NARROW})`,
  );
  // DocSearch's own expression, run as it runs in the modal (Object.assign spreads as its helper does).
  const build = new Function(
    query,
    indexName,
    snippetRef,
    insights,
    spread,
    `return Object.assign(${literal}, ${spread});`,
  ) as (q: string, i: string, words: { current: number }, insights: boolean, params: unknown) => unknown;
  return (q: string, i: string, words: number, params: unknown) =>
    build(q, i, { current: words }, false, params);
}

test('the request DocSearch builds from the SearchBar’s parameters is modalRequest(), on wide and narrow screens', () => {
  const docSearchRequest = modalSearchCall();
  const filters: FacetFilters = SITE_FACET_FILTERS;
  const params = docSearchParameters({ contextualSearch: true, searchParameters: {} }, filters);
  for (const words of [MODAL_SNIPPET_WORDS, MODAL_SNIPPET_WORDS_NARROW]) {
    for (const query of ['record type', 'UNABLE_TO_LOCK_ROW']) {
      expect(docSearchRequest(query, 'metaferry-docs', words, params)).toEqual(
        modalRequest(query, { indexName: 'metaferry-docs', facetFilters: filters, snippetWords: words }),
      );
    }
  }
});

test('the SearchBar hands DocSearch those parameters and MAX_RESULTS_PER_GROUP', () => {
  const source = readFileSync(path.join(SEARCH_BAR, 'index.tsx'), 'utf8');
  expect(source).toContain('docSearchParameters(algolia, contextualFacetFilters)');
  expect(source).toContain('searchParameters={searchParameters}');
  expect(source).toContain('maxResultsPerGroup={MAX_RESULTS_PER_GROUP}');
  expect(MAX_RESULTS_PER_GROUP).toBe(5);
  // Without contextual search the theme sends only the filters configured.
  expect(docSearchParameters({ contextualSearch: false, searchParameters: {} }, SITE_FACET_FILTERS)).toEqual({
    hitsPerPage: 20,
    facetFilters: [],
  });
});
