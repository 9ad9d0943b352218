import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { components, limitText } from '../../src/data/components';
import { symptoms } from '../../src/data/errors/symptoms';
import { errors } from '../../src/data/errors';
import { answerPages } from '../../src/data/errors/pages';
import { llms } from '../../config/llms';
import { asManifest, MANIFEST_FILE, OTHER_SECTION } from '../../src/agents/manifest';
import { INDEX_HEAD_PATTERN } from '../../src/search/engine/indexFormat';
import { twinPath } from '../../src/lib/twinPath';
import { directiveSentence } from '../../src/plugins/markdown-twins';
import config from '../../docusaurus.config';
import { decodeEntities } from './html';

/**
 * The Markdown twins, llms.txt and llms-full.txt in build/ (issue 11),
 * checked against the built HTML pages they stand for.
 */
const BUILD = path.resolve(__dirname, '../../build');
const ORIGIN = config.url.replace(/\/$/, '');

test.beforeAll(() => {
  if (!existsSync(path.join(BUILD, 'llms.txt'))) {
    throw new Error('build/ has no llms.txt: run `npx docusaurus build` first (scripts/test.sh does)');
  }
});

const read = (sitePath: string) => readFileSync(path.join(BUILD, sitePath), 'utf8');

function sitemapRoutes(): string[] {
  return [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname);
}

function decode(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, '').replace(/\u200b/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's H1 (the archive's sits in a hero above <main>) and the H2s of its main content. */
function htmlHeadings(html: string): { h1: string[]; h2: string[] } {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  const of = (level: number) =>
    [
      ...(level === 1 ? html : main).matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g')),
    ].map((m) => decode(m[1] ?? ''));
  return { h1: of(1), h2: of(2) };
}

/** The twin without its fenced code blocks, whose content may be anything. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
}

/** Headings of a twin as plain text: links, code, emphasis and escapes removed. */
function twinHeadings(markdown: string, level: number): string[] {
  return [...prose(markdown).matchAll(new RegExp(`^${'#'.repeat(level)} (.+)$`, 'gm'))].map((m) =>
    (m[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\(.)|`([^`]*)`|[*_]+/g, (_m, escaped?: string, code?: string) => escaped ?? code ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

test('every page in the sitemap has a twin with its H1, every H2, and no MDX or HTML', () => {
  const routes = sitemapRoutes();
  expect(routes.length).toBeGreaterThan(40);
  for (const route of routes) {
    const twinFile = twinPath(route);
    expect(existsSync(path.join(BUILD, twinFile)), `${route}: no ${twinFile}`).toBe(true);
    const twin = read(twinFile);
    const html = htmlHeadings(read(path.join(route, 'index.html')));
    expect(html.h1, `${route}: one H1 in the HTML`).toHaveLength(1);
    expect(twinHeadings(twin, 1), `${route}: the twin's only H1 is the page's`).toEqual(html.h1);
    const h2 = twinHeadings(twin, 2);
    for (const heading of html.h2) expect(h2, `${route}: H2 "${heading}"`).toContain(heading);

    const text = prose(twin);
    expect(text, `${route}: import`).not.toMatch(/^import /m);
    expect(text, `${route}: export`).not.toMatch(/^export /m);
    expect(text, `${route}: <div`).not.toContain('<div');
    // A JSX or HTML tag outside inline code: `<Name`, `</name>` or `<name …/>`.
    const outsideCode = text.replace(/`[^`\n]*`/g, '');
    expect(outsideCode, `${route}: JSX or HTML`).not.toMatch(/<\/?[A-Za-z][\w.]*(?:\s[^>]*)?\/?>/);
    expect(outsideCode, `${route}: MDX expression`).not.toMatch(/\{\/\*|\*\/\}/);
  }
});

test('every HTML page names its twin in a <link rel="alternate">, and the twin exists', () => {
  const pages = readdirSync(BUILD, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => path.relative(BUILD, path.join(entry.parentPath, entry.name)));
  expect(pages.length).toBeGreaterThan(40);
  for (const file of pages) {
    const route = `/${file.replace(/index\.html$/, '')}`;
    const links = [...read(file).matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]+)">/g)];
    expect(
      links.map((m) => m[1]),
      route,
    ).toEqual([twinPath(route)]);
    expect(existsSync(path.join(BUILD, twinPath(route))), route).toBe(true);
  }
  expect(read('404.html')).not.toContain('text/markdown');
});

test('each component page twin holds its At a glance data', () => {
  expect(components.length).toBeGreaterThan(20);
  for (const entry of components) {
    const twin = read(twinPath(`/supported-components/${entry.slug}/`));
    const glance = twin.slice(twin.indexOf('**At a glance**'), twin.indexOf('\n## '));
    expect(glance, entry.slug).toContain('**At a glance**');
    for (const value of [...entry.metadataTypes, ...entry.fields])
      expect(glance, entry.slug).toContain(`\`${value}\``);
    for (const permission of entry.permissions) expect(glance, entry.slug).toContain(permission);
    for (const limit of entry.limits)
      expect(glance, entry.slug).toContain(limitText(limit).replace(/\s+/g, ' '));
  }
  const catalogue = read('supported-components.md');
  for (const entry of components) {
    expect(catalogue).toContain(`[${entry.title}](${ORIGIN}/supported-components/${entry.slug}.md)`);
  }
});

test('llms.txt: product, summary, sections in sidebar order, every doc exactly once, links to twins', () => {
  const llms = read('llms.txt');
  // The summary, then paragraphs (no list items, no headings) until the first section.
  expect(llms).toMatch(/^# Metaferry\n\n> \S.+\n\n(?:[^#\n-][^\n]*\n+)*## /);
  const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
  expect(sections).toEqual([
    'Getting started',
    'Basic terminology',
    'Supported components',
    'FAQ, errors and known issues',
    'Each error and problem on its own page',
    'Optional',
  ]);
  const links = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)(?:: \S.*)?$/gm)].map((m) => m[1] ?? '');
  const entries = llms.split('\n').filter((line) => line.startsWith('- '));
  expect(links).toHaveLength(entries.length);
  for (const link of links) {
    expect(link.startsWith(`${ORIGIN}/`), link).toBe(true);
    expect(existsSync(path.join(BUILD, new URL(link).pathname)), link).toBe(true);
  }
  const docs = sitemapRoutes().filter((route) => !/^\/(?:blog|search|privacy-policy)\//.test(route));
  for (const route of docs) {
    const twin = `${ORIGIN}${twinPath(route)}`;
    expect(
      links.filter((link) => link === twin),
      route,
    ).toHaveLength(1);
  }
  const optional = llms.slice(llms.indexOf('## Optional'));
  for (const route of sitemapRoutes().filter((r) =>
    /^\/blog\/(?!tags\/|archive\/|authors\/)[^/]+\/$/.test(r),
  )) {
    expect(optional, route).toContain(`${ORIGIN}${twinPath(route)}`);
  }
});

test('llms-full.txt: every doc twin in llms.txt order, each after a rule and its source', () => {
  const full = read('llms-full.txt');
  const llms = read('llms.txt');
  const docLinks = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)]
    .map((m) => m[1] ?? '')
    // Not the posts, nor the answers' own pages: /errors/ holds their text already.
    .filter((link) => !/^\/(?:blog|errors)\//.test(new URL(link).pathname));
  const sources = [...full.matchAll(/^---\n\nSource: (\S+)\n\n# /gm)].map((m) => m[1]);
  expect(sources).toEqual(docLinks);
  // Each twin as it is, less its pointer to llms.txt: llms-full.txt is that index's full text already.
  const directive = `\n\n${directiveSentence(`${ORIGIN}/llms.txt`)}`;
  expect(full).not.toContain(directive.trim());
  for (const link of docLinks) {
    expect(full, link).toContain(read(new URL(link).pathname).replace(directive, '').trim());
  }
});

test('every HTML page and every twin points to llms.txt near its top (the llms.txt directive)', () => {
  const llmsUrl = `${ORIGIN}/llms.txt`;
  const files = readdirSync(BUILD, { recursive: true, encoding: 'utf8' }).filter(
    // Pages and twins; not the agent skill under .well-known/ (tests/unit/agent-discovery.test.ts).
    (f) =>
      (f.endsWith('.html') || f.endsWith('.md')) && !f.startsWith('assets') && !f.startsWith('.well-known'),
  );
  expect(files.length).toBeGreaterThan(100);
  for (const file of files) {
    const text = readFileSync(path.join(BUILD, file), 'utf8');
    if (file.endsWith('.md')) {
      const at = text.indexOf(`[llms.txt](${llmsUrl})`);
      expect(at, file).toBeGreaterThan(0);
      // Under the title and description: within the first tenth, or the first 600 characters of a short twin.
      expect(at, file).toBeLessThan(Math.max(600, text.length / 10));
    } else {
      const body = text.slice(text.indexOf('<body'));
      // First in the body, unfocusable and out of the accessibility tree: for agents, not for readers.
      expect(body, file).toMatch(
        new RegExp(
          `^<body[^>]*><div data-llms-txt aria-hidden="true" style="[^"]*clip:[^"]*">[^<]*<a href="${llmsUrl.replace(/[.]/g, '\\.')}" tabindex="-1">`,
        ),
      );
    }
  }
});

test('/errors.md lists every error entry under its anchor, with its text, cause, fix and source, and llms.txt links it', () => {
  const twin = readFileSync(path.join(BUILD, 'errors.md'), 'utf8');
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  expect(llms).toContain(`(${config.url}/errors.md)`);
  // The errors, then the problems that show no error (src/data/errors/symptoms.ts), each a section.
  const [errorPart = '', symptomPart = ''] = twin.split(/^## Problems that show no error$/m);
  const sections = errorPart.split(/^### /m).slice(1);
  expect(sections).toHaveLength(errors.length);
  expect(symptomPart.split(/^### /m).slice(1)).toHaveLength(symptoms.length);
  for (const entry of errors) {
    const section = sections.find((s) => s.startsWith(`${entry.title}\n`)) ?? '';
    expect(section, entry.id).not.toBe('');
    const shown = entry.example ?? entry.message;
    if (shown) expect(section, entry.id).toContain(`**Salesforce's text:** \`${shown}\``);
    expect(section, entry.id).toContain('**Cause:** ');
    expect(section, entry.id).toContain('**Fix:** ');
    expect(section, entry.id).toContain(`**Source:** [${entry.source.title}](${entry.source.url})`);
  }
  // The page's anchors are the entries' ids.
  const html = readFileSync(path.join(BUILD, 'errors', 'index.html'), 'utf8');
  for (const entry of errors) expect(html, entry.id).toContain(`id="${entry.id}"`);
});

test('the build manifest lists every sitemap page and every twin once, llms.txt first and in its order', () => {
  const manifest = asManifest(JSON.parse(read(MANIFEST_FILE)) as unknown, MANIFEST_FILE);
  expect(manifest.origin).toBe(ORIGIN);
  const routes = manifest.pages.map((page) => page.route);
  expect(new Set(routes).size).toBe(routes.length);
  for (const route of sitemapRoutes()) expect(routes, route).toContain(route);
  for (const page of manifest.pages) {
    expect(page.md, page.route).toBe(twinPath(page.route));
    expect(existsSync(path.join(BUILD, page.md)), page.md).toBe(true);
    expect(manifest.sections, page.route).toContain(page.section);
  }
  // llms.txt's links, in order, are the manifest's first pages.
  const listed = [...read('llms.txt').matchAll(/^- \[(?:\\.|[^\]\\])*\]\((\S+?)\)/gm)].map(
    (m) => new URL(m[1] ?? '').pathname,
  );
  expect(manifest.pages.slice(0, listed.length).map((page) => page.md)).toEqual(listed);
  expect(manifest.pages.slice(listed.length).every((page) => page.section === OTHER_SECTION)).toBe(true);
});

test('the build manifest names the search index head and gives the sidebar pages their reading depth', () => {
  const manifest = asManifest(JSON.parse(read(MANIFEST_FILE)) as unknown, MANIFEST_FILE);
  // The head the build wrote, by its content-hashed name (what --site and the tarball read).
  const heads = readdirSync(BUILD).filter((name) => INDEX_HEAD_PATTERN.test(name));
  expect(heads).toHaveLength(1);
  expect(manifest.index).toBe(`/${heads[0]}`);
  // Depth 0 for the landing page and each category's own page, 1 for the pages in a category;
  // none for the pages outside the sidebar (blog lists, the search page).
  const depth = (route: string) => manifest.pages.find((page) => page.route === route)?.depth;
  expect(depth('/')).toBe(0);
  expect(depth('/start/')).toBe(0);
  expect(depth('/start/how-to-run-job/')).toBe(1);
  expect(depth('/search/')).toBeUndefined();
  // Every page of a sidebar category is in the reading order; of the others, only the docs. The
  // answers' own pages (llms.txt's section of them) sit outside it.
  for (const page of manifest.pages.filter((p) => p.section !== OTHER_SECTION && p.section !== llms.answers))
    expect(page.depth, page.route).toBeDefined();
  const answers = manifest.pages.filter((p) => p.section === llms.answers);
  expect(answers.map((p) => p.route)).toEqual(answerPages().map((p) => p.route));
  expect(answers.every((p) => p.depth === undefined && p.title !== '' && p.description !== '')).toBe(true);
  expect(
    manifest.pages.filter((page) => page.route.startsWith('/blog/')).every((p) => p.depth === undefined),
  ).toBe(true);
});
