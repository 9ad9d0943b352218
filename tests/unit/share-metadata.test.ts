import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from '../../docusaurus.config';
import { CARD_HEIGHT, CARD_WIDTH } from '../../src/plugins/share-metadata/card';
import { gitHistory } from '../../src/plugins/share-metadata/git-history';
import { decodeEntities } from './html';

/**
 * What a shared link and a crawler read from build/ (issue 12): each page's
 * social card and Open Graph tags, its JSON-LD, and the dates from git.
 * Reads the public build, which scripts/test.sh makes before the tests run.
 */
const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SITE = `${config.url}/`;
const FULL_HISTORY = gitHistory(ROOT) === 'full';

type Page = { file: string; route: string; html: string };
type JsonLd = Record<string, unknown> & { '@type': string };

function htmlPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(BUILD, path.join(e.parentPath, e.name)));
}

const attr = (tag: string, name: string) => {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
};
const metas = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta\\b[^>]*\\s(?:name|property)="${key}"[^>]*>`, 'g'))].map((m) =>
    attr(m[0], 'content'),
  );
const canonical = (html: string) => attr(/<link\b[^>]*rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href');
const jsonLd = (html: string): JsonLd[] =>
  [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as JsonLd,
  );
const ofType = (page: Page, type: string) => jsonLd(page.html).filter((d) => d['@type'] === type);
const isDoc = (html: string) => /<html[^>]*class="[^"]*\bdocs-doc-page\b/.test(html);
const isPost = (html: string) => /<html[^>]*class="[^"]*\bblog-post-page\b/.test(html);

/** The card a page's og:image names, as a file of build/. */
const cardFile = (url: string) => path.join(BUILD, url.slice(SITE.length));

/** Width and height from a PNG's IHDR chunk, which must come first. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    file,
  ).toBe(true);
  expect(bytes.subarray(12, 16).toString('latin1'), file).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The breadcrumbs a doc page shows, after the home icon: name and link (none for plain text). */
function visibleBreadcrumbs(html: string): { name: string; href?: string }[] {
  const nav = /<nav\b[^>]*theme-doc-breadcrumbs[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  return [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)]
    .map((m) => m[1] ?? '')
    .filter((item) => !/aria-label="Home page"/.test(item))
    .map((item) => ({
      name: decodeEntities(item.replace(/<meta[^>]*>/g, '').replace(/<[^>]+>/g, '')).trim(),
      href: attr(/<a\b[^>]*>/.exec(item)?.[0] ?? '', 'href'),
    }));
}

let pages: Page[] = [];
test.beforeAll(() => {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run `npx docusaurus build` first (scripts/test.sh does)');
  }
  pages = htmlPages(BUILD)
    .filter((file) => file !== '404.html')
    .map((file) => ({
      file,
      route: `/${file.replace(/index\.html$/, '')}`,
      html: readFileSync(path.join(BUILD, file), 'utf8'),
    }));
});

test.describe('social cards and Open Graph', () => {
  test('every page has each sharing tag once, absolute, with og:url its canonical URL', () => {
    expect(pages.length).toBeGreaterThan(40);
    // Plain conditions, reported at once: two hundred pages times 28 expect() calls took half the
    // test's limit.
    const problems: string[] = [];
    const image = new RegExp(`^${SITE}img/social/[\\w-]+\\.[0-9a-f]{8}\\.png$`);
    for (const { route, html } of pages) {
      const tag = (key: string) => {
        const values = metas(html, key);
        if (values.length !== 1 || !values[0]) problems.push(`${route} ${key}: ${JSON.stringify(values)}`);
        return values[0] ?? '';
      };
      const url = tag('og:url');
      for (const key of ['og:title', 'og:description', 'og:site_name', 'og:image:alt']) tag(key);
      if (url !== canonical(html)) problems.push(`${route}: og:url ${url} is not the canonical URL`);
      if (url !== `${SITE}${route.slice(1)}`) problems.push(`${route}: og:url ${url}`);
      if (!image.test(tag('og:image'))) problems.push(`${route}: og:image`);
      if (tag('twitter:card') !== 'summary_large_image') problems.push(`${route}: twitter:card`);
      if (tag('og:image:width') !== String(CARD_WIDTH)) problems.push(`${route}: og:image:width`);
      if (tag('og:image:height') !== String(CARD_HEIGHT)) problems.push(`${route}: og:image:height`);
      const article = route !== '/' && (isDoc(html) || isPost(html));
      if (tag('og:type') !== (article ? 'article' : 'website')) problems.push(`${route}: og:type`);
    }
    expect(problems).toEqual([]);
  });

  test("each page's card is a 1200×630 PNG of its own", () => {
    const contents = new Map<string, string>();
    for (const { route, html } of pages) {
      const file = cardFile(metas(html, 'og:image')[0] ?? '');
      expect(existsSync(file), `${route}: ${file}`).toBe(true);
      expect(pngSize(file), route).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
      contents.set(readFileSync(file).toString('base64'), route);
    }
    // Every page shows a different title, so no two cards are the same picture.
    expect(contents.size).toBe(pages.length);
  });

  test('the not-found page names no card and no URL', () => {
    const html = readFileSync(path.join(BUILD, '404.html'), 'utf8');
    expect(metas(html, 'og:image')).toEqual([]);
    expect(metas(html, 'og:url')).toEqual([]);
    expect(jsonLd(html)).toEqual([]);
  });
});

test.describe('JSON-LD', () => {
  const image = (page: Page) => ({
    url: metas(page.html, 'og:image')[0],
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
  });

  test('the home page is a WebSite whose search action is the /search/ page', () => {
    const home = pages.find((p) => p.route === '/');
    if (!home) throw new Error('no home page');
    const [site, ...more] = ofType(home, 'WebSite');
    expect(more).toEqual([]);
    expect(site).toMatchObject({
      '@context': 'https://schema.org',
      url: SITE,
      name: config.title,
      image: image(home),
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${SITE}search/?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect(existsSync(path.join(BUILD, 'search/index.html'))).toBe(true);
  });

  test('every doc page is one TechArticle with its card, and its breadcrumbs are the visible ones', () => {
    const docs = pages.filter((p) => isDoc(p.html) && p.route !== '/');
    expect(docs.length).toBeGreaterThan(30);
    for (const page of docs) {
      const articles = ofType(page, 'TechArticle');
      expect(articles, page.route).toHaveLength(1);
      expect(articles[0], page.route).toMatchObject({
        '@context': 'https://schema.org',
        url: canonical(page.html),
        headline: (metas(page.html, 'og:title')[0] ?? '').replace(` | ${config.title}`, ''),
        description: metas(page.html, 'description')[0],
        image: image(page),
      });
      if (FULL_HISTORY) expect(articles[0]?.dateModified, page.route).toMatch(/^\d{4}-\d\d-\d\dT/);

      const lists = ofType(page, 'BreadcrumbList');
      expect(lists, page.route).toHaveLength(1);
      const items = (lists[0]?.itemListElement ?? []) as { position: number; name: string; item?: string }[];
      const visible = visibleBreadcrumbs(page.html);
      expect(visible.length, page.route).toBeGreaterThan(0);
      expect(
        items.map(({ position, name }) => ({ position, name })),
        page.route,
      ).toEqual(visible.map(({ name }, i) => ({ position: i + 1, name })));
      visible.forEach(({ href }, i) => {
        const expected = i === visible.length - 1 ? canonical(page.html) : href && `${SITE}${href.slice(1)}`;
        expect(items[i]?.item, `${page.route} crumb ${i + 1}`).toBe(expected);
      });
    }
  });

  test('every post is one BlogPosting with dates, authors and its card', () => {
    const posts = pages.filter((p) => isPost(p.html));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const page of posts) {
      const postings = ofType(page, 'BlogPosting');
      expect(postings, page.route).toHaveLength(1);
      const posting: Record<string, unknown> = postings[0] ?? {};
      expect(posting, page.route).toMatchObject({
        url: canonical(page.html),
        description: metas(page.html, 'description')[0],
        image: image(page),
        datePublished: metas(page.html, 'article:published_time')[0],
      });
      expect(posting.headline, page.route).toBeTruthy();
      expect(String(posting.dateModified) >= String(posting.datePublished), page.route).toBe(true);
      const authors = posting.author as { '@type': string; name: string }[];
      expect(authors.length, page.route).toBeGreaterThan(0);
      for (const author of authors) {
        expect(author['@type']).toBe('Person');
        expect(page.html, page.route).toContain(author.name);
      }
    }
  });

  test('every other page has JSON-LD too, and every block is a schema.org object', () => {
    for (const page of pages) {
      const blocks = jsonLd(page.html);
      expect(blocks.length, page.route).toBeGreaterThan(0);
      for (const block of blocks) expect(block['@context'], page.route).toBe('https://schema.org');
    }
  });
});

test.describe('dates from git', () => {
  test.skip(!FULL_HISTORY, 'a shallow clone or a copy without .git builds without dates, by design');

  test('every doc page shows "Last updated on" with its last commit, which the sitemap repeats', () => {
    const sitemap = readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8');
    const lastmod = new Map(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [m[1], m[2]]),
    );
    const docs = pages.filter((p) => isDoc(p.html));
    for (const page of docs) {
      const time = /Last updated(?:<!-- -->)? on <b><time datetime="([^"]+)"/.exec(page.html)?.[1];
      expect(time, page.route).toBeTruthy();
      const url = canonical(page.html) ?? '';
      if (!/<meta name="robots" content="noindex/.test(page.html) && !page.html.includes('content="noindex'))
        expect(lastmod.get(url), page.route).toBe(time?.slice(0, 10));
    }
    // One page checked against git itself: the date is its file's last commit.
    const page = docs.find((p) => p.route === '/start/how-to-run-job/');
    const committed = execFileSync(
      'git',
      ['log', '-1', '--format=%ct', '--', 'docs/start/how-to-run-job.mdx'],
      {
        cwd: ROOT,
      },
    )
      .toString()
      .trim();
    expect(/<time datetime="([^"]+)"/.exec(page?.html ?? '')?.[1]).toBe(
      new Date(Number(committed) * 1000).toISOString(),
    );
  });
});
