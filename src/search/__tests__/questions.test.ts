/**
 * The project's question set (eval/search-questions.ts) is well formed.
 * Its score on the built index is tests/unit/search-build.test.ts's.
 */
import { expect, test } from '@playwright/test';
import { QUESTIONS } from '../../../eval/search-questions';

test('the question set is well formed: unique questions, each with site-relative pages', () => {
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  expect(new Set(QUESTIONS.map((x) => x.q.toLowerCase())).size).toBe(QUESTIONS.length);
  for (const { q, pages } of QUESTIONS) {
    expect(pages.length, q).toBeGreaterThan(0);
    for (const page of pages) expect(page, q).toMatch(/^\/(?:[a-z0-9-]+\/)*$/);
  }
});
