/**
 * DocSearch records for every page of the site model (src/site/model.ts:
 * routes, titles, sections and sources exactly the site's), and for the
 * blog's generated pages (src/site/blogPages.ts), but /search/ and the
 * not-found page, which say nothing a reader would search for.
 */
import { createHash } from 'node:crypto';
import type { AllContent } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { siteDocuments } from '../../site/documents';
import { siteValues } from '../../site/values';
import {
  BLOG_SECTION,
  DEFAULT_TAG,
  siteModel,
  type SiteModel,
  type SiteModelOptions,
} from '../../site/model';
import { blogGeneratedPages } from '../../site/blogPages';
import {
  PAGE_RANK,
  type Hierarchy,
  type PageKind,
  type RecordType,
  type SearchRecord,
} from '../../search/protocol/types';
import { sectionsOf, type Section } from './sections';

export const LANGUAGE = 'en';

/** One page to index. */
export interface PageSource {
  permalink: string;
  title: string;
  description?: string;
  /** Absolute path of the MDX file; empty for a page the blog generates. */
  file: string;
  lvl0: string;
  tag: string;
  /** Blog posts: the mdx-loader removes a leading `#` title before it computes heading ids. */
  removeContentTitle?: boolean;
  /** What the page is for (ranking); docs when absent. */
  kind?: PageKind;
  /** Its `keywords` front matter: readers' words for what it answers, searched on its page record. */
  keywords?: readonly string[];
}

/** The pages to index, from the site model: every listed page but /search/ and the not-found page, by URL. */
export function collectPages(allContent: AllContent, options: SiteModelOptions): PageSource[] {
  return siteModel(allContent, options)
    .pages.filter((p) => !/^\/(?:search|404)\/?$/.test(p.route))
    .map((p) => ({
      permalink: p.route,
      title: p.title,
      description: p.description,
      file: p.file,
      lvl0: p.section,
      tag: p.searchTag,
      removeContentTitle: p.removeContentTitle,
      kind: p.kind,
      keywords: p.keywords,
    }))
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

  const keywords = page.keywords?.length ? { keywords: [...page.keywords] } : {};
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
      ...(type === 'lvl1' ? keywords : {}),
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
}

/**
 * The blog's generated pages (../../site/blogPages.ts: its list, archive, tags, each tag and authors), each
 * a hub: found by its title, description and own words ("blog authors", "blog archive"), never by
 * the posts it lists, which rank as themselves.
 */
export function blogPageRecords(
  model: SiteModel,
  siteUrl: string,
  options: SiteModelOptions,
): SearchRecord[] {
  if (!model.blog) return [];
  const listed = new Set(model.posts.map((post) => post.id));
  return blogGeneratedPages(
    model.blog,
    (id) => listed.has(id),
    (permalink) => applyTrailingSlash(permalink, options),
  ).flatMap((page) =>
    pageRecords(
      {
        permalink: page.route,
        title: page.title,
        description: page.description,
        file: '',
        lvl0: BLOG_SECTION,
        tag: DEFAULT_TAG,
        kind: 'hub',
      },
      [{ depth: 1, title: null, anchor: null, blocks: page.blocks }],
      siteUrl,
    ),
  );
}

/** Every record of the site, in a stable order (by page URL, then position on the page). */
export async function buildSearchRecords(options: BuildRecordsOptions): Promise<SearchRecord[]> {
  const { allContent, ...modelOptions } = options;
  const model = siteModel(allContent, modelOptions);
  const documents = await siteDocuments(model, siteValues(options.siteUrl, options.baseUrl));
  const pages = collectPages(allContent, modelOptions).map((page) => {
    const document = documents.get(page.permalink);
    if (!document) throw new Error(`search index: no document for ${page.permalink}`);
    return { url: page.permalink, records: pageRecords(page, sectionsOf(document), options.siteUrl) };
  });
  for (const record of blogPageRecords(model, options.siteUrl, modelOptions))
    pages.push({ url: new URL(record.url).pathname, records: [record] });
  return pages.sort((a, b) => a.url.localeCompare(b.url)).flatMap((p) => p.records);
}
