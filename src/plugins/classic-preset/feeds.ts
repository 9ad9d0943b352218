/**
 * Completes the blog's feeds after the blog plugin writes them (issue 16).
 *
 * What the blog plugin's public options do, they do (config: the channel
 * description is `feedOptions.description`). What they cannot do is done
 * here, on the written files, because the plugin builds its `Feed` with a
 * fixed set of options and gives no hook on the channel:
 * - a self link: RSS `atom:link rel="self"`, Atom `link rel="self"`, JSON
 *   Feed `feed_url` (the `feed` library writes them only from `feedLinks`,
 *   which the plugin never passes);
 * - authors in RSS: RSS 2.0's `<author>` is an e-mail address, so the
 *   library drops authors who have none (ours have none); each item gets a
 *   `<dc:creator>` per author instead;
 * - every author in JSON Feed: the library writes version 1 with the first
 *   author only; this writes version 1.1 with `authors` (keeping `author`
 *   for version 1 readers).
 * Each step throws when the markup it expects is missing, so a change in
 * the plugin or the library fails the build instead of shipping a feed
 * without them (tests/unit/crawlers.test.ts reads the results).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { FEED_TYPES } from '../../../config/http-headers';

export type FeedAuthors = ReadonlyMap<string, readonly { name: string; url?: string }[]>;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function expectMatch(found: boolean, what: string): void {
  if (!found) throw new Error(`blog feeds: ${what} not found; the blog plugin's feed output changed`);
}

export interface FeedSite {
  /** The site's origin (`siteConfig.url`). */
  url: string;
  baseUrl: string;
  trailingSlash: boolean | undefined;
}

/** Post URL (absolute, with the trailing slash the feeds give it) → its authors. */
export function feedAuthors(content: BlogContent, site: FeedSite): FeedAuthors {
  const { baseUrl, trailingSlash } = site;
  return new Map(
    content.blogPosts.map((post) => [
      new URL(applyTrailingSlash(post.metadata.permalink, { trailingSlash, baseUrl }), site.url).href,
      post.metadata.authors
        .filter((author) => author.name)
        .map((author) => ({ name: author.name ?? '', ...(author.url ? { url: author.url } : {}) })),
    ]),
  );
}

export function completeRss(xml: string, selfUrl: string, authors: FeedAuthors): string {
  let out = xml;
  const rssTag = /<rss\b[^>]*>/.exec(out);
  expectMatch(Boolean(rssTag), '<rss>');
  let rssOpen = rssTag?.[0] ?? '';
  if (!rssOpen.includes('xmlns:atom='))
    rssOpen = rssOpen.replace(/>$/, ' xmlns:atom="http://www.w3.org/2005/Atom">');
  if (!rssOpen.includes('xmlns:dc='))
    rssOpen = rssOpen.replace(/>$/, ' xmlns:dc="http://purl.org/dc/elements/1.1/">');
  out = out.replace(rssTag?.[0] ?? '', rssOpen);

  // The channel's own <link> is the first one, before any <item>.
  const channelLink = /(\n(\s*)<link>[^<]*<\/link>)/.exec(out.slice(0, out.indexOf('<item>')));
  expectMatch(Boolean(channelLink), 'the channel <link>');
  const [whole = '', , indent = ''] = channelLink ?? [];
  out = out.replace(
    whole,
    `${whole}\n${indent}<atom:link href="${escapeXml(selfUrl)}" rel="self" type="${FEED_TYPES['/blog/rss.xml']}"/>`,
  );

  return out.replace(
    /(\n(\s*)<item>)([\s\S]*?)(\n\s*<\/item>)/g,
    (_all, open: string, indent: string, body: string, close: string) => {
      const link = /<link>([^<]*)<\/link>/.exec(body)?.[1] ?? '';
      const names = authors.get(link);
      expectMatch(names !== undefined, `a blog post for the RSS item ${link}`);
      const creators = (names ?? [])
        .map(({ name }) => `\n${indent}    <dc:creator>${escapeXml(name)}</dc:creator>`)
        .join('');
      return `${open}${body}${creators}${close}`;
    },
  );
}

export function completeAtom(xml: string, selfUrl: string): string {
  const head = xml.slice(0, xml.includes('<entry>') ? xml.indexOf('<entry>') : xml.length);
  const alternate = /(\n(\s*)<link rel="alternate" href="[^"]*"\/>)/.exec(head);
  expectMatch(Boolean(alternate), 'the feed\'s <link rel="alternate">');
  const [whole = '', , indent = ''] = alternate ?? [];
  return xml.replace(
    whole,
    `${whole}\n${indent}<link rel="self" href="${escapeXml(selfUrl)}" type="${FEED_TYPES['/blog/atom.xml']}"/>`,
  );
}

interface JsonFeed {
  version: string;
  title: string;
  home_page_url?: string;
  feed_url?: string;
  items: { url?: string; id: string; author?: unknown; authors?: unknown }[];
  [key: string]: unknown;
}

export function completeJsonFeed(json: string, selfUrl: string, authors: FeedAuthors): string {
  const feed = JSON.parse(json) as JsonFeed;
  expectMatch(
    feed.version === 'https://jsonfeed.org/version/1' && Array.isArray(feed.items),
    'a JSON Feed 1 document',
  );
  // feed_url right after home_page_url, as the spec lists them.
  const { version: _version, title, home_page_url, items, ...rest } = feed;
  const completed = {
    version: 'https://jsonfeed.org/version/1.1',
    title,
    ...(home_page_url ? { home_page_url } : {}),
    feed_url: selfUrl,
    ...rest,
    items: items.map((item) => {
      const names = authors.get(item.url ?? item.id);
      expectMatch(names !== undefined, `a blog post for the JSON Feed item ${item.url ?? item.id}`);
      return names && names.length > 0 ? { ...item, authors: names.map((a) => ({ ...a })) } : item;
    }),
  };
  return JSON.stringify(completed, null, 4);
}

/** Rewrites the feeds the blog plugin wrote to `<outDir>/<routeBasePath>/`. */
export async function completeFeeds({
  outDir,
  site,
  content,
}: {
  outDir: string;
  site: FeedSite;
  content: BlogContent;
}): Promise<void> {
  const authors = feedAuthors(content, site);
  const steps: Record<keyof typeof FEED_TYPES, (text: string, selfUrl: string) => string> = {
    '/blog/rss.xml': (text, selfUrl) => completeRss(text, selfUrl, authors),
    '/blog/atom.xml': (text, selfUrl) => completeAtom(text, selfUrl),
    '/blog/feed.json': (text, selfUrl) => completeJsonFeed(text, selfUrl, authors),
  };
  for (const [file, complete] of Object.entries(steps)) {
    const filePath = path.join(outDir, file);
    await writeFile(filePath, complete(await readFile(filePath, 'utf8'), new URL(file, site.url).href));
  }
}
