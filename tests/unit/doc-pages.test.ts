import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { asManifest, MANIFEST_FILE } from '../../src/agents/manifest';
import { docPages } from '../../src/site/docPages';

/**
 * src/site/docPages.ts reads the docs' routes and titles from their files, for the remark transforms
 * that run where Docusaurus's content isn't at hand; the built site's manifest (from the site model,
 * Docusaurus's own reading) must agree with it on every page.
 */
const BUILD = path.resolve(__dirname, '../../build');
const DOCS = path.resolve(__dirname, '../../docs');

test('every docs page, read from its file, has the route and title the built site gives it', () => {
  const file = path.join(BUILD, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error('build/ has no manifest: run `npx docusaurus build` first');
  const manifest = asManifest(JSON.parse(readFileSync(file, 'utf8')) as unknown, file);
  const built = new Map(manifest.pages.map((page) => [page.route, page.title]));
  const pages = docPages();
  const sources = readdirSync(DOCS, { recursive: true, encoding: 'utf8' }).filter(
    (name) => /\.mdx?$/.test(name) && !name.includes('__tests__'),
  );
  expect(pages).toHaveLength(sources.length);
  for (const page of pages)
    expect(built.get(page.route), page.route).toBe(page.title.replace(/\s+/g, ' ').trim());
});
