/**
 * The pages that get a twin, from the content Docusaurus has loaded, so
 * titles, descriptions, URLs and the sidebar order are exactly the site's:
 * every doc (in sidebar order), blog post and MDX page, plus the pages the
 * blog plugin generates (list, archive, tags, authors) and the search page.
 * Unlisted and draft content and the test-only pages under /tests/ get none.
 */
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent, BlogPost } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { AllContent } from '@docusaurus/types';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import type { SidebarItem } from '../search-index/records';

export interface SourcePage {
  kind: 'doc' | 'post' | 'page';
  permalink: string;
  title: string;
  description?: string;
  /** Absolute path of the MDX file. */
  file: string;
  /** Docs: the doc id; posts: the post id. */
  id: string;
}

export interface SidebarSection {
  /** A top-level category's label, or null for a doc outside any category. */
  label: string | null;
  docIds: string[];
}

export interface SiteContent {
  docs: SourcePage[];
  /** Top-level sidebar entries in order; each doc id appears once. */
  sidebar: SidebarSection[];
  posts: (SourcePage & { post: BlogPost })[];
  pages: SourcePage[];
  blog: BlogContent | undefined;
}

function isHidden(frontMatter: Record<string, unknown> | undefined, unlisted: boolean | undefined): boolean {
  return Boolean(unlisted || frontMatter?.draft === true || frontMatter?.unlisted === true);
}

/** The doc ids of a sidebar, grouped by top-level entry, in reading order. */
export function sidebarSections(items: readonly SidebarItem[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  const collect = (item: SidebarItem, into: string[]) => {
    if (item.type === 'doc' && item.id) into.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
      for (const child of item.items ?? []) collect(child, into);
    }
  };
  for (const item of items) {
    const docIds: string[] = [];
    collect(item, docIds);
    if (docIds.length > 0)
      sections.push({ label: item.type === 'category' ? (item.label ?? null) : null, docIds });
  }
  return sections;
}

const isPublic = (permalink: string) => !permalink.startsWith('/tests/');

export function collectSite(
  allContent: AllContent,
  siteDir: string,
  urlOptions: { trailingSlash: boolean | undefined; baseUrl: string },
): SiteContent {
  const file = (source: string) => path.resolve(siteDir, aliasedSitePathToRelativePath(source));
  const permalink = (url: string) => applyTrailingSlash(url, urlOptions);

  const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
  const docs: SourcePage[] = [];
  const sidebar: SidebarSection[] = [];
  for (const version of docsContent?.loadedVersions ?? []) {
    for (const doc of version.docs) {
      if (isHidden(doc.frontMatter, doc.unlisted)) continue;
      docs.push({
        kind: 'doc',
        id: doc.id,
        permalink: permalink(doc.permalink),
        title: doc.title,
        description: doc.description,
        file: file(doc.source),
      });
    }
    for (const items of Object.values(version.sidebars)) {
      sidebar.push(...sidebarSections(items as unknown as SidebarItem[]));
    }
  }

  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const posts = (blog?.blogPosts ?? [])
    .filter((post) => !isHidden(post.metadata.frontMatter, post.metadata.unlisted))
    .map((post) => ({
      kind: 'post' as const,
      id: post.id,
      permalink: permalink(post.metadata.permalink),
      title: post.metadata.title,
      description: post.metadata.description,
      file: file(post.metadata.source),
      post,
    }));

  const sitePages = allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined;
  const pages: SourcePage[] = [];
  for (const page of sitePages ?? []) {
    if (page.type !== 'mdx') {
      // A JSX page's text is code; a twin would have to run it. None is public today.
      throw new Error(
        `markdown twins: ${page.source} is a JSX page, which has no Markdown twin; write it in MDX or exclude it in src/plugins/markdown-twins/pages.ts`,
      );
    }
    if (isHidden(page.frontMatter, page.unlisted)) continue;
    pages.push({
      kind: 'page',
      id: page.permalink,
      permalink: permalink(page.permalink),
      title: page.title ?? String(page.frontMatter.title ?? ''),
      description: page.description,
      file: file(page.source),
    });
  }

  return {
    docs: docs.filter((d) => isPublic(d.permalink)),
    sidebar,
    posts: posts.filter((p) => isPublic(p.permalink)),
    pages: pages.filter((p) => isPublic(p.permalink)),
    blog,
  };
}
