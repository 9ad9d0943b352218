/**
 * DocSearch records for every doc page, blog post and MDX page, built from
 * the content Docusaurus has loaded (routes, titles, sidebars, sources), so
 * URLs and titles are exactly the site's.
 *
 * Left out: unlisted and draft content, pages of other `content-pages`
 * instances (the test-only pages under /tests/), JSX pages (their text is
 * code; none is public today), and the routes no plugin of ours owns (the
 * not-found page, /search/).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { AllContent } from '@docusaurus/types';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import {
  PAGE_RANK,
  type Hierarchy,
  type PageKind,
  type RecordType,
  type SearchRecord,
} from '../../search/protocol/types';
import { extractSections, type Expander, type Section } from './extract';

export const LANGUAGE = 'en';
/** The theme's DEFAULT_SEARCH_TAG: what `<meta name="docsearch:docusaurus_tag">` says outside the docs. */
export const DEFAULT_TAG = 'default';
/** lvl0 of pages outside any sidebar category, as DocSearch's Docusaurus template defaults it. */
export const DEFAULT_LVL0 = 'Documentation';
export const BLOG_LVL0 = 'Blog';

/** One page to index. */
export interface PageSource {
  permalink: string;
  title: string;
  description?: string;
  /** Absolute path of the MDX file. */
  file: string;
  lvl0: string;
  tag: string;
  /** Blog posts: the mdx-loader removes a leading `#` title before it computes heading ids. */
  removeContentTitle?: boolean;
  /** What the page is for (ranking); docs when absent. */
  kind?: PageKind;
}

/** The shape of a loaded sidebar's items that the index and the Markdown twins read. */
export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarItem[];
  link?: { type: string; id?: string };
}

/** Doc id → the label of the top-level sidebar category it sits in. */
function categoryByDoc(sidebars: Record<string, SidebarItem[]>): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (items: SidebarItem[], label: string | undefined) => {
    for (const item of items) {
      if (item.type === 'category') {
        const top = label ?? item.label;
        if (item.link?.type === 'doc' && item.link.id && top) map.set(item.link.id, top);
        walk(item.items ?? [], top);
      } else if (item.type === 'doc' && item.id && label) {
        map.set(item.id, label);
      }
    }
  };
  Object.values(sidebars).forEach((items) => walk(items, undefined));
  return map;
}

function isHidden(frontMatter: Record<string, unknown> | undefined, unlisted: boolean | undefined): boolean {
  return Boolean(unlisted || frontMatter?.draft === true || frontMatter?.unlisted === true);
}

/** The kinds a doc may declare in its `search_kind` front matter; every other doc is `docs`. */
const DECLARED_KINDS: readonly PageKind[] = ['faq', 'contributors'];

/** A doc's kind, from its `search_kind` front matter; a misspelled value fails the build rather than rank as docs. */
export function declaredKind(frontMatter: Record<string, unknown> | undefined, source: string): PageKind {
  const value = frontMatter?.search_kind;
  if (value === undefined) return 'docs';
  if (typeof value === 'string' && (DECLARED_KINDS as readonly string[]).includes(value))
    return value as PageKind;
  throw new Error(
    `search index: ${source}: search_kind must be one of ${DECLARED_KINDS.join(', ')}, got ${JSON.stringify(value)}`,
  );
}

/** The pages to index, from `allContentLoaded`'s `allContent`. */
export function collectPages(
  allContent: AllContent,
  siteDir: string,
  urlOptions: { trailingSlash: boolean | undefined; baseUrl: string },
): PageSource[] {
  const file = (source: string) => path.resolve(siteDir, aliasedSitePathToRelativePath(source));
  const pages: PageSource[] = [];

  const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  for (const version of docs?.loadedVersions ?? []) {
    const categories = categoryByDoc(version.sidebars as unknown as Record<string, SidebarItem[]>);
    for (const doc of version.docs) {
      if (isHidden(doc.frontMatter, doc.unlisted)) continue;
      pages.push({
        permalink: doc.permalink,
        title: doc.title,
        description: doc.description,
        file: file(doc.source),
        lvl0: categories.get(doc.id) ?? DEFAULT_LVL0,
        // getDocsVersionSearchTag(pluginId, versionName), as DocVersionRoot sets it.
        tag: `docs-default-${version.versionName}`,
        kind: declaredKind(doc.frontMatter, doc.source),
      });
    }
  }

  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  for (const post of blog?.blogPosts ?? []) {
    const { metadata } = post;
    if (isHidden(metadata.frontMatter, metadata.unlisted)) continue;
    pages.push({
      permalink: metadata.permalink,
      title: metadata.title,
      description: metadata.description,
      file: file(metadata.source),
      lvl0: BLOG_LVL0,
      tag: DEFAULT_TAG,
      removeContentTitle: true,
      kind: 'blog',
    });
  }

  const sitePages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
  for (const page of sitePages ?? []) {
    if (page.type !== 'mdx' || isHidden(page.frontMatter, page.unlisted)) continue;
    pages.push({
      permalink: page.permalink,
      title: page.title ?? String(page.frontMatter.title ?? ''),
      description: page.description,
      file: file(page.source),
      lvl0: DEFAULT_LVL0,
      tag: DEFAULT_TAG,
    });
  }

  return pages
    .map((p) => ({ ...p, permalink: applyTrailingSlash(p.permalink, urlOptions) }))
    .filter((p) => !p.permalink.startsWith('/tests/') && !/^\/(?:search|404)\/?$/.test(p.permalink))
    .sort((a, b) => a.permalink.localeCompare(b.permalink));
}

const LEVEL_WEIGHT: Record<RecordType, number> = {
  lvl1: 100,
  lvl2: 90,
  lvl3: 80,
  lvl4: 70,
  lvl5: 60,
  lvl6: 50,
  content: 0,
};

function objectID(url: string, type: RecordType, content: string | null, ordinal: number): string {
  return createHash('sha1')
    .update(`${url}\n${type}\n${content ?? ''}\n${ordinal}`)
    .digest('hex')
    .slice(0, 16);
}

/** The records of one page, from its sections. */
export function pageRecords(page: PageSource, sections: readonly Section[], siteUrl: string): SearchRecord[] {
  const base = siteUrl.replace(/\/$/, '') + page.permalink;
  const records: SearchRecord[] = [];
  const levels: (string | null)[] = [page.lvl0, page.title, null, null, null, null, null];
  const seen = new Map<string, number>();

  const push = (type: RecordType, content: string | null, anchor: string | null) => {
    const url = anchor ? `${base}#${anchor}` : base;
    const ordinal = seen.get(url) ?? 0;
    seen.set(url, ordinal + 1);
    records.push({
      objectID: objectID(url, type, content, ordinal),
      hierarchy: {
        lvl0: levels[0] ?? page.lvl0,
        lvl1: levels[1] ?? page.title,
        lvl2: levels[2] ?? null,
        lvl3: levels[3] ?? null,
        lvl4: levels[4] ?? null,
        lvl5: levels[5] ?? null,
        lvl6: levels[6] ?? null,
      } satisfies Hierarchy,
      content,
      type,
      url,
      url_without_anchor: base,
      anchor,
      language: LANGUAGE,
      docusaurus_tag: page.tag,
      weight: {
        pageRank: PAGE_RANK[page.kind ?? 'docs'],
        level: LEVEL_WEIGHT[type],
        position: records.length,
      },
    });
  };

  for (const section of sections) {
    if (section.depth === 1) {
      // The page itself; its description (search results, link previews) as its content.
      push('lvl1', page.description?.trim() || null, null);
    } else {
      const depth = Math.min(section.depth, 6);
      levels[depth] = section.title;
      for (let d = depth + 1; d <= 6; d++) levels[d] = null;
      push(`lvl${depth}` as RecordType, null, section.anchor);
    }
    for (const block of section.blocks) push('content', block, section.anchor);
  }
  return records;
}

export interface BuildRecordsOptions {
  allContent: AllContent;
  siteDir: string;
  /** The site's public origin (siteConfig.url), for absolute record URLs. */
  siteUrl: string;
  /** siteConfig.trailingSlash and baseUrl: record URLs are the site's canonical ones. */
  trailingSlash: boolean | undefined;
  baseUrl: string;
  expanders?: Readonly<Record<string, Expander>>;
}

/** Every record of the site, in a stable order (by page URL, then position on the page). */
export async function buildSearchRecords(options: BuildRecordsOptions): Promise<SearchRecord[]> {
  const pages = collectPages(options.allContent, options.siteDir, options);
  const perPage = await Promise.all(
    pages.map(async (page) => {
      const source = await readFile(page.file, 'utf8');
      let sections: Section[];
      try {
        sections = await extractSections(source, {
          expanders: options.expanders,
          removeContentTitle: page.removeContentTitle,
        });
      } catch (error) {
        throw new Error(`search index: cannot read ${path.relative(options.siteDir, page.file)}`, {
          cause: error,
        });
      }
      return pageRecords(page, sections, options.siteUrl);
    }),
  );
  return perPage.flat();
}
