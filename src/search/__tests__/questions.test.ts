/**
 * The project's question set (scripts/search-questions.ts) against the index
 * the last build wrote: at least TOP3_TARGET of the questions must have an
 * accepted page among the first 3 distinct pages. Runs only when build/ holds
 * an index (`npx docusaurus build --out-dir build`); `npm run bench:search`
 * prints the same score with timings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { QUESTIONS, scoreQuestions, TOP3_TARGET } from '../../../scripts/search-questions';
import { loadIndexFile } from '../engine';
import type { IndexFile } from '../protocol/types';

const BUILD = path.resolve(__dirname, '../../../build');
const indexName = existsSync(BUILD)
  ? readdirSync(BUILD).find((f) => /^search-index\.[0-9a-f]+\.json$/.test(f))
  : undefined;

test('the question set is well formed: unique questions, each with site-relative pages', () => {
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(new Set(QUESTIONS.map((x) => x.q.toLowerCase())).size).toBe(QUESTIONS.length);
  for (const { q, pages } of QUESTIONS) {
    expect(pages.length, q).toBeGreaterThan(0);
    for (const page of pages) expect(page, q).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
  }
});

test(`the built index answers at least ${TOP3_TARGET * 100} % of the questions in its first 3 pages`, () => {
  test.skip(!indexName, 'no build/search-index.<hash>.json: build the site first');
  const file = JSON.parse(readFileSync(path.join(BUILD, indexName ?? ''), 'utf8')) as IndexFile;
  const index = loadIndexFile(file);
  // Every expected page must exist in the index, or a question could never be answered.
  const indexed = new Set(index.sections.map((s) => s.u.replace(/#.*/, '')));
  for (const { q, pages } of QUESTIONS)
    for (const page of pages) expect(indexed.has(page), `${q}: ${page}`).toBe(true);
  const results = scoreQuestions(index);
  const misses = results.filter((r) => !r.found);
  const share = (results.length - misses.length) / results.length;
  const report = misses.map(
    (m) => `"${m.q}" → ${m.top3.join(', ') || 'nothing'} (wanted ${m.pages.join(' or ')})`,
  );
  test
    .info()
    .annotations.push({ type: 'top-3', description: `${results.length - misses.length}/${results.length}` });
  expect(share, `top-3 ${(share * 100).toFixed(1)} %; misses:\n${report.join('\n')}`).toBeGreaterThanOrEqual(
    TOP3_TARGET,
  );
});
