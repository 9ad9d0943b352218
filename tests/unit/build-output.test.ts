import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { describeHits, scanDirectory } from '../../src/plugins/clean-text-output/scan';
import { COMPILE_HINT } from '../../src/plugins/compile-hints';
import { tokenizeAtBuild } from '../../src/plugins/lean-prism/build-prism';
import { PLAIN_LANGUAGES } from '../../src/plugins/lean-prism/registry';
import { pageAssets } from '../../scripts/lib/first-load';
import { TARBALL } from '../../src/agents/install';
import { RECORDS_FILE, type RecordsFile } from '../../src/plugins/search-index';
import {
  BUILD_DIRS,
  DEFAULT_SITE_URL,
  FIXTURE_GENERATED_DIR,
  FIXTURE_SITE_URL,
  buildTag,
  missingBuild,
} from './builds';
import { decodeEntities } from './html';

/**
 * The clean-text-output plugin fails a build whose text files hold control
 * characters in the build pipeline's verify stage; scripts/build.sh adds the
 * PDF, the MCP tarball and the Brotli copies after it. This scans each
 * finished build that scripts/test.sh made.
 */
const ROOT = path.resolve(__dirname, '../..');

for (const dir of BUILD_DIRS) {
  test(`${dir}/ holds no control characters in its text files`, buildTag(dir), async () => {
    const full = path.join(ROOT, dir);
    if (!existsSync(path.join(full, 'index.html'))) throw new Error(missingBuild(dir));
    const hits = await scanDirectory(full);
    expect(hits, describeHits(hits)).toEqual([]);
  });
}

/** Text files a reader, a crawler or an assistant reads. */
async function textFiles(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true }))
    .filter(
      (f) => /\.(?:html|md|txt|xml|json)$|^_headers$/.test(path.basename(f)) && !f.startsWith('assets/'),
    )
    .map((f) => path.join(dir, f));
}

/**
 * The build's own address everywhere (issue 28): the fixture build is made with
 * another SITE_URL (scripts/test.sh), so a page, twin, llms file, feed or
 * header that names the default address was typed by hand or read from
 * somewhere other than the build. And no value token (src/site/values.ts)
 * survives a build unfilled.
 */
test(
  'build-test/, built with another SITE_URL, names no trace of the default address',
  buildTag('build-test'),
  async () => {
    const full = path.join(ROOT, 'build-test');
    if (!existsSync(path.join(full, 'index.html'))) throw new Error(missingBuild('build-test'));
    const home = await readFile(path.join(full, 'index.html'), 'utf8');
    expect(/<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(home)?.[1]).toBe(`${FIXTURE_SITE_URL}/`);
    const traces: string[] = [];
    for (const file of await textFiles(full)) {
      const text = await readFile(file, 'utf8');
      if (text.includes(new URL(DEFAULT_SITE_URL).host)) traces.push(path.relative(full, file));
    }
    expect(traces).toEqual([]);
    const guide = await readFile(path.join(full, 'start', 'add-docs-to-your-ai-assistant.md'), 'utf8');
    expect(guide).toContain(`${FIXTURE_SITE_URL}/downloads/metaferry-docs-mcp-`);
    // The MCP guide's snippets, in the page and its twin, name this build's tarball, of the package's version.
    const guideHtml = await readFile(
      path.join(full, 'start', 'add-docs-to-your-ai-assistant', 'index.html'),
      'utf8',
    );
    expect(guideHtml).toContain(`${FIXTURE_SITE_URL}/downloads/${TARBALL}`);
    expect(guide).toContain(`"args": ["-y", "${FIXTURE_SITE_URL}/downloads/${TARBALL}"]`);
    const llmsFull = await readFile(path.join(full, 'llms-full.txt'), 'utf8');
    expect(llmsFull).toContain(`Source: ${FIXTURE_SITE_URL}/`);
  },
);

/**
 * The fixture build searches on Algolia, so it ships no index: its search
 * records (what `npm run search:upload` sends) are in its generated files
 * folder, .docusaurus-fixtures/ (scripts/test.sh), never the public build's.
 */
test(
  "build-test/'s search records name the fixture's address, never the default",
  buildTag('build-test'),
  async () => {
    const file = path.join(ROOT, FIXTURE_GENERATED_DIR, RECORDS_FILE);
    if (!existsSync(file)) throw new Error(missingBuild('build-test'));
    const text = await readFile(file, 'utf8');
    const { siteUrl, records } = JSON.parse(text) as RecordsFile;
    expect(siteUrl, `${FIXTURE_GENERATED_DIR}/${RECORDS_FILE} is another build's`).toBe(FIXTURE_SITE_URL);
    expect(records.length).toBeGreaterThan(100);
    expect(records.every((r) => r.url.startsWith(`${FIXTURE_SITE_URL}/`))).toBe(true);
    expect(text).not.toContain(new URL(DEFAULT_SITE_URL).host);
  },
);

test('no page source types the site address or the MCP tarball version (they are tokens)', async () => {
  const typed: string[] = [];
  for (const dir of ['docs', 'blog', 'src/pages', 'test-pages']) {
    for (const file of await readdir(path.join(ROOT, dir), { recursive: true })) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = await readFile(path.join(ROOT, dir, file), 'utf8');
      if (text.includes(new URL(DEFAULT_SITE_URL).host) || /metaferry-docs-mcp-\d/.test(text)) {
        typed.push(`${dir}/${file}`);
      }
    }
  }
  expect(typed).toEqual([]);
});

for (const dir of BUILD_DIRS) {
  test(`${dir}/ has every value token filled in`, buildTag(dir), async () => {
    const full = path.join(ROOT, dir);
    if (!existsSync(path.join(full, 'index.html'))) throw new Error(missingBuild(dir));
    const left: string[] = [];
    for (const file of await textFiles(full)) {
      const text = await readFile(file, 'utf8');
      if (/%(?:SITE_URL|MCP_TARBALL_URL|MCP_TARBALL)%/.test(text)) left.push(path.relative(full, file));
    }
    expect(left).toEqual([]);
  });
}

/**
 * lean-prism tokenizes code at build time (src/plugins/lean-prism/remark.ts);
 * a fence the remark plugin missed (a new MDX shape, a key that no longer
 * matches what CodeBlock renders) would ship as plain text with no error.
 * Each built code block is tokenized again here with the build's Prism: where
 * Prism finds tokens, the page must show them.
 */
test('every code block Prism can highlight is highlighted in build/', async () => {
  const full = path.join(ROOT, 'build');
  const pages = (await readdir(full, { recursive: true })).filter((f) => f.endsWith('.html'));
  const missed: string[] = [];
  let highlighted = 0;
  for (const file of pages) {
    const html = await readFile(path.join(full, file), 'utf8');
    for (const [, language, body] of html.matchAll(
      /<pre[^>]*class="prism-code language-([\w-]+)[^"]*"[^>]*>([\s\S]*?)<\/pre>/g,
    )) {
      if (!language || !body || PLAIN_LANGUAGES.has(language)) continue;
      const shown = /class="token (?!plain")/.test(body);
      const code = decodeEntities(body.replace(/<br>/g, '\n').replace(/<[^>]+>/g, ''));
      const expected = tokenizeAtBuild(code, language).some((line) =>
        line.some((t) => !t.types.includes('plain')),
      );
      if (expected && !shown)
        missed.push(`${file}: a ${language} block starting "${code.slice(0, 40)}" shows as plain text`);
      if (shown) highlighted += 1;
    }
  }
  expect(missed).toEqual([]);
  // The site shows bash, JSON, XML, YAML, Apex and Markdown: if none is found, the pattern is stale.
  expect(highlighted).toBeGreaterThan(10);
});

/**
 * src/plugins/compile-hints: the scripts every page starts with carry V8's
 * compile hint as their first line (after Terser, which would strip it), and
 * no route chunk does (eager compilation there would be wasted on most pages).
 */
test('the start-up scripts, and only they, begin with the compile hint', async () => {
  const full = path.join(ROOT, 'build');
  const home = await readFile(path.join(full, 'index.html'), 'utf8');
  const startUp = new Set(pageAssets(home).js.map((src) => path.basename(src)));
  expect(
    [...startUp].some((f) => f.startsWith('main.')),
    'build/index.html loads no main.js',
  ).toBe(true);
  const scripts = (await readdir(path.join(full, 'assets/js'))).filter((f) => f.endsWith('.js'));
  const wrong: string[] = [];
  for (const file of scripts) {
    const text = await readFile(path.join(full, 'assets/js', file), 'utf8');
    const hinted = text.startsWith(`${COMPILE_HINT}\n`);
    if (hinted !== startUp.has(file))
      wrong.push(
        `${file}: ${hinted ? 'hinted but not a start-up script' : 'a start-up script without the hint'}`,
      );
  }
  expect(wrong).toEqual([]);
});
