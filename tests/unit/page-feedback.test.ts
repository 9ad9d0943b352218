import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { product } from '../../config/product';
import { decodeEntities } from './html';

/**
 * Page feedback and consent in the public build (issue 13), which sets
 * neither GTM_CONTAINER_ID nor FEEDBACK_ENDPOINT: every doc page ends with
 * the "Report a problem" link, in the HTML itself; no page has the Yes/No
 * widget's slot, and no file has the consent banner's code. The first test
 * reads the theme's source: src/theme/DocItem/Footer relies on DocItem/Layout
 * rendering the footer at the end of the doc's article.
 */
const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

function files(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(ext))
    .map((e) => path.join(e.parentPath, e.name));
}

test('the theme still renders DocItem/Footer at the end of the doc’s article', () => {
  const layout = readFileSync(
    path.join(ROOT, 'node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js'),
    'utf8',
  ).replace(/\s+/g, ' ');
  expect(layout).toContain("import DocItemFooter from '@theme/DocItem/Footer';");
  expect(layout).toMatch(/<article>.*<DocItemFooter \/> <\/article>/);
});

test.describe('the public build', () => {
  test.beforeAll(() => {
    if (!existsSync(path.join(BUILD, 'index.html')))
      throw new Error('build/ is missing: run `npx docusaurus build`');
  });

  test('every doc page ends with the report link, its URL exact, and no Yes/No widget', () => {
    const docPages = files(BUILD, '.html')
      .map((file) => readFileSync(file, 'utf8'))
      .filter((html) => html.includes('docs-doc-page'));
    expect(docPages.length).toBeGreaterThan(30);
    for (const html of docPages) {
      const canonical = /<link[^>]+rel="canonical"[^>]+href="([^"]+)"/.exec(html)?.[1] ?? '';
      const title = decodeEntities(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
      const section = /<section[^>]*aria-label="Page feedback"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
      expect(section, canonical).toBeDefined();
      const href = decodeEntities(
        /<a[^>]+href="([^"]+)"[^>]*>Report a problem with this page<\/a>/.exec(section ?? '')?.[1] ?? '',
      );
      const expected =
        `${product.docsRepoUrl}/issues/new?title=${encodeURIComponent(`Problem on "${title}"`)}` +
        `&body=${encodeURIComponent(`Page: ${canonical}\n\nWhat is wrong or missing?\n`)}`;
      expect(href, canonical).toBe(expected);
      // The section holds the link and nothing else: no slot for the question.
      expect(section?.replace(/<a[\s\S]*<\/a>/, ''), canonical).toBe('');
    }
  });

  test('one page’s link, spelled out', () => {
    const html = readFileSync(path.join(BUILD, 'start/how-to-run-job/index.html'), 'utf8');
    expect(decodeEntities(html)).toContain(
      'https://github.com/metaferry/metaferry-docs/issues/new?title=Problem%20on%20%22Run%20a%20job%22' +
        '&body=Page%3A%20https%3A%2F%2Fdocs.metaferry.example%2Fstart%2Fhow-to-run-job%2F%0A%0AWhat%20is%20wrong%20or%20missing%3F%0A',
    );
  });

  test('no Yes/No question and no consent banner: none of their code, no cookie, no footer button', () => {
    for (const file of files(path.join(BUILD, 'assets'), '.js')) {
      const js = readFileSync(file, 'utf8');
      // Nor the question's code (src/plugins/page-feedback drops it at build time).
      expect(js, file).not.toContain('page_feedback');
      expect(js, file).not.toContain('Send feedback');
      expect(js, file).not.toContain('mfGrantConsent');
      expect(js, file).not.toContain('cm__desc');
      expect(js, file).not.toContain('data-cookie-settings');
    }
    for (const file of files(BUILD, '.html')) {
      const html = readFileSync(file, 'utf8');
      // (The privacy policy names the host and the footer button in its text.)
      expect(html, file).not.toMatch(/<(?:script|link|iframe)[^>]*googletagmanager/);
      expect(html, file).not.toContain("'consent'");
      expect(html, file).not.toContain('data-cookie-settings');
    }
  });
});
