import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from '../../docusaurus.config';
import { FEED_TYPES } from '../../config/http-headers';
import { pageDescriptions } from '../../config/page-descriptions';
import { SEARCH_DESCRIPTION } from '../../src/theme/SearchPage/description';
import { SHORT_NAME } from '../../src/plugins/classic-preset/opensearch';
import { robotsTxt } from '../../src/plugins/host-files';

/**
 * What crawlers, feed readers and browsers read from build/ (issue 16):
 * robots.txt, the feeds, the OpenSearch description, noindex pages and the
 * sitemap, and the meta of the pages the theme generates. Reads the public
 * build, which scripts/test.sh makes before the tests run.
 */
const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SITE = `${config.url}/`;
const read = (file: string) => readFileSync(path.join(BUILD, file), 'utf8');
const page = (route: string) => read(path.join(route, route.endsWith('.html') ? '' : 'index.html'));

/** Attribute values of the tags in `html` that match `selector` (a regex over the tag). */
function tags(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(new RegExp(pattern.source, 'gi'))].map((m) => m[0]);
}
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const metaContent = (html: string, key: string) =>
  tags(html, new RegExp(`<meta[^>]*(?:name|property)="${key}"[^>]*>`)).map((t) => attr(t, 'content'));

/** The blog's authors, by name, as blog/authors.yml declares them. */
const AUTHOR_NAMES = [
  ...readFileSync(path.join(ROOT, 'blog/authors.yml'), 'utf8').matchAll(/^\s+name:\s*(.+?)\s*$/gm),
].map((m) => m[1]);

test.beforeAll(() => {
  if (!existsSync(path.join(BUILD, 'index.html'))) {
    throw new Error('build/ is missing: run `npx docusaurus build` first (scripts/test.sh does)');
  }
});

test.describe('robots.txt', () => {
  test('allows everything and names the sitemap by its absolute URL', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow:/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}sitemap\\.xml$`, 'm'));
    expect(existsSync(path.join(BUILD, 'sitemap.xml'))).toBe(true);
  });

  test('states its content signals inside the User-agent group, each of the three set yes or no', () => {
    const robots = read('robots.txt');
    const group = robots.split(/\n\s*\n/)[0] ?? '';
    const signal = /^Content-Signal: (.+)$/m.exec(group)?.[1] ?? '';
    const values = Object.fromEntries(signal.split(/,\s*/).map((pair) => pair.split('=')));
    expect(Object.keys(values).sort()).toEqual(['ai-input', 'ai-train', 'search']);
    for (const value of Object.values(values)) expect(value).toMatch(/^(?:yes|no)$/);
    expect(group).toMatch(/^User-agent: \*\nContent-Signal: /);
  });

  test('a build with test pages asks crawlers to leave /tests/ alone', () => {
    const robots = robotsTxt({ siteUrl: SITE, disallow: ['/tests/'] });
    expect(robots).toMatch(/^Disallow: \/tests\/$/m);
    expect(robots).not.toMatch(/^Allow:/m);
    expect(robots).toContain(`Sitemap: ${SITE}sitemap.xml`);
  });
});

test.describe('feeds', () => {
  const blogDescription = (() => {
    const blog = (config.presets[0]?.[1] as { blog: { blogDescription: string } }).blog;
    return blog.blogDescription;
  })();

  test('RSS: a self link, the blog description, and each item its authors', () => {
    const rss = read('blog/rss.xml');
    expect(rss).toMatch(/<rss\b[^>]*\sxmlns:atom="http:\/\/www\.w3\.org\/2005\/Atom"/);
    expect(rss).toMatch(/<rss\b[^>]*\sxmlns:dc="http:\/\/purl\.org\/dc\/elements\/1\.1\/"/);
    const self = tags(rss, /<atom:link\b[^>]*\/>/);
    expect(self).toHaveLength(1);
    expect(attr(self[0] ?? '', 'href')).toBe(`${SITE}blog/rss.xml`);
    expect(attr(self[0] ?? '', 'rel')).toBe('self');
    expect(attr(self[0] ?? '', 'type')).toBe(FEED_TYPES['/blog/rss.xml']);
    const channel = rss.slice(0, rss.indexOf('<item>'));
    expect(/<description>([^<]*)<\/description>/.exec(channel)?.[1]).toBe(blogDescription);
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1] ?? '');
    expect(items.length).toBeGreaterThanOrEqual(3);
    for (const item of items) {
      const creators = [...item.matchAll(/<dc:creator>([^<]+)<\/dc:creator>/g)].map((m) => m[1]);
      expect(creators.length, /<link>([^<]*)/.exec(item)?.[1]).toBeGreaterThan(0);
      for (const name of creators) expect(AUTHOR_NAMES).toContain(name);
    }
  });

  test('Atom: a self link, the blog description, and each entry its authors', () => {
    const atom = read('blog/atom.xml');
    const head = atom.slice(0, atom.indexOf('<entry>'));
    const self = tags(head, /<link\b[^>]*rel="self"[^>]*\/>/);
    expect(self).toHaveLength(1);
    expect(attr(self[0] ?? '', 'href')).toBe(`${SITE}blog/atom.xml`);
    expect(/<subtitle>([^<]*)<\/subtitle>/.exec(head)?.[1]).toBe(blogDescription);
    const entries = [...atom.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((m) => m[1] ?? '');
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const entry of entries) {
      const names = [...entry.matchAll(/<author>\s*<name>([^<]+)<\/name>/g)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(AUTHOR_NAMES).toContain(name);
    }
  });

  test('JSON Feed: version 1.1 with feed_url, the blog description, and each item its authors', () => {
    const feed = JSON.parse(read('blog/feed.json')) as {
      version: string;
      feed_url: string;
      description: string;
      items: { url: string; authors?: { name: string }[] }[];
    };
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.feed_url).toBe(`${SITE}blog/feed.json`);
    expect(feed.description).toBe(blogDescription);
    expect(feed.items.length).toBeGreaterThanOrEqual(3);
    for (const item of feed.items) {
      expect(item.authors?.length, item.url).toBeGreaterThan(0);
      for (const { name } of item.authors ?? []) expect(AUTHOR_NAMES).toContain(name);
    }
  });

  test('pages announce each feed with its registered media type', () => {
    const links = tags(page('/blog/'), /<link\b[^>]*rel="alternate"[^>]*type="application\/[^"]+"[^>]*>/);
    const declared = Object.fromEntries(links.map((t) => [attr(t, 'href'), attr(t, 'type')]));
    expect(declared).toEqual(FEED_TYPES);
  });
});

test.describe('OpenSearch', () => {
  const xml = () => read('opensearch.xml');

  test('a ShortName of at most 16 characters and the favicon with its real type', () => {
    const shortName = /<ShortName>([^<]*)<\/ShortName>/.exec(xml())?.[1] ?? '';
    expect(shortName).toBe(SHORT_NAME);
    expect(shortName.length).toBeGreaterThan(0);
    expect(shortName.length).toBeLessThanOrEqual(16);
    const image = tags(xml(), /<Image\b[^>]*>[^<]*<\/Image>/);
    expect(image).toHaveLength(1);
    expect(config.favicon).toMatch(/\.svg$/);
    expect(attr(image[0] ?? '', 'type')).toBe('image/svg+xml');
    expect(image[0]).toContain(`>${SITE}${config.favicon}<`);
  });

  test('searches the /search/ page with the slash, and names itself', () => {
    const urls = tags(xml(), /<Url\b[^>]*\/>/);
    const html = urls.find((u) => attr(u, 'type') === 'text/html') ?? '';
    expect(attr(html, 'template')).toBe(`${SITE}search/?q={searchTerms}`);
    const self = urls.find((u) => attr(u, 'rel') === 'self') ?? '';
    expect(attr(self, 'template')).toBe(`${SITE}opensearch.xml`);
    expect(existsSync(path.join(BUILD, 'search/index.html'))).toBe(true);
  });

  test('every page links it by the same short name', () => {
    for (const route of ['/', '/start/how-to-run-job/', '/blog/']) {
      const link = tags(page(route), /<link\b[^>]*rel="search"[^>]*>/);
      expect(link, route).toHaveLength(1);
      expect(attr(link[0] ?? '', 'href')).toBe('/opensearch.xml');
      expect(attr(link[0] ?? '', 'title')).toBe(SHORT_NAME);
    }
  });
});

test.describe('indexing', () => {
  const sitemap = () => [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  for (const route of ['/markdown-page/', '/search/']) {
    test(`${route} is noindex and left out of the sitemap`, () => {
      expect(metaContent(page(route), 'robots')).toEqual(['noindex, follow']);
      expect(sitemap()).not.toContain(`${config.url}${route}`);
    });
  }

  test('the sitemap still lists the pages that are indexed', () => {
    for (const route of ['/', '/start/how-to-run-job/', '/blog/', '/supported-components/']) {
      expect(sitemap()).toContain(`${config.url}${route}`);
      expect(metaContent(page(route), 'robots'), route).toEqual([]);
    }
  });
});

test.describe('generated pages', () => {
  test('the not-found page declares no URL of its own', () => {
    const html = page('/404.html');
    expect(tags(html, /<link\b[^>]*rel="canonical"[^>]*>/)).toEqual([]);
    expect(tags(html, /<link\b[^>]*hreflang=[^>]*>/)).toEqual([]);
    expect(metaContent(html, 'og:url')).toEqual([]);
    expect(metaContent(html, 'og:locale')).toEqual([]);
    expect(metaContent(html, 'twitter:card')).toEqual([]);
    expect(html).not.toContain('404.html/');
    // The rest of the site-wide metadata is still there.
    expect(metaContent(html, 'keywords').length).toBe(1);
    expect(metaContent(html, 'docsearch:language')).toEqual(['en']);
  });

  test('other pages keep their canonical URL and hreflang', () => {
    const html = page('/start/how-to-run-job/');
    const canonical = tags(html, /<link\b[^>]*rel="canonical"[^>]*>/);
    expect(canonical.map((t) => attr(t, 'href'))).toEqual([`${SITE}start/how-to-run-job/`]);
    expect(metaContent(html, 'og:url')).toEqual([`${SITE}start/how-to-run-job/`]);
    expect(tags(html, /<link\b[^>]*hreflang=[^>]*>/).length).toBe(2);
    expect(metaContent(html, 'twitter:card')).toEqual(['summary_large_image']);
  });

  const cases = {
    '/blog/tags/': pageDescriptions.blogTags,
    '/blog/authors/': pageDescriptions.blogAuthors,
    '/404.html': pageDescriptions.notFound,
    '/search/': SEARCH_DESCRIPTION,
  };
  for (const [route, description] of Object.entries(cases)) {
    test(`${route} has a meta description that says what is on it`, () => {
      expect(metaContent(page(route), 'description')).toEqual([description]);
      // Long enough to say what is on the page (issue 28: /search/ said 35 characters), short enough not to be cut.
      expect(description.length).toBeGreaterThanOrEqual(70);
      expect(description.length).toBeLessThanOrEqual(160);
    });
  }

  test('/blog/archive/ has its own description, not the word "Archive"', () => {
    const code = JSON.parse(readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8')) as Record<
      string,
      { message: string }
    >;
    const description = code['theme.blog.archive.description']?.message ?? '';
    expect(description.length).toBeGreaterThan(40);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(metaContent(page('/blog/archive/'), 'description')).toEqual([description]);
  });
});
