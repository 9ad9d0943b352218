import { expect, test } from '@playwright/test';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import { blogGeneratedPages } from '../blogPages';
import { blogPageRecords } from '../../plugins/search-index/records';
import { siteModel } from '../model';
import { allContent } from './allContent';

const tag = (label: string, items: string[], description?: string) => ({
  label,
  description,
  permalink: `/blog/tags/${label.toLowerCase()}`,
  items,
  unlisted: false,
  pages: [{ metadata: { permalink: `/blog/tags/${label.toLowerCase()}` }, items }],
});

// Only the fields blogGeneratedPages reads; the plugin's full type has many more.
const BLOG = {
  blogPosts: [],
  blogListPaginated: [
    {
      metadata: { permalink: '/blog', blogTitle: 'Blog', blogDescription: 'News.', page: 1, totalPages: 1 },
      items: ['post', 'hidden'],
    },
  ],
  blogTags: {
    '/blog/tags/release': tag('Release', ['post', 'hidden'], 'Release notes.'),
    '/blog/tags/guides': tag('Guides', ['post']),
  },
  blogTagsListPath: '/blog/tags',
  authorsMap: {
    ana: { key: 'ana', name: 'Ana Ruiz', title: 'Product lead' },
    tom: { key: 'tom', name: 'Tom' },
  },
} as unknown as BlogContent;

test("the blog's generated pages: each with its title, description and own words, tags counting listed posts only", () => {
  const pages = blogGeneratedPages(
    BLOG,
    (id) => id !== 'hidden',
    (p) => `${p.replace(/\/$/, '')}/`,
  );
  expect(pages).toEqual([
    { route: '/blog/', title: 'Blog', description: 'News.', blocks: [] },
    { route: '/blog/archive/', title: 'Archive', description: 'Every blog post, newest first.', blocks: [] },
    {
      route: '/blog/tags/',
      title: 'Tags',
      description: 'The blog posts by topic.',
      blocks: ['Guides', 'Release: Release notes.'],
    },
    {
      route: '/blog/tags/release/',
      title: 'One post tagged with "Release"',
      description: 'Release notes.',
      blocks: [],
    },
    { route: '/blog/tags/guides/', title: 'One post tagged with "Guides"', blocks: [] },
    {
      route: '/blog/authors/',
      title: 'Authors',
      description: 'The people who write the Metaferry blog.',
      blocks: ['Ana Ruiz, Product lead.', 'Tom'],
    },
  ]);
});

test("search indexes them as hubs of the blog's section, by their own words", () => {
  const content = allContent();
  const blog = content['docusaurus-plugin-content-blog']?.default as Record<string, unknown>;
  Object.assign(blog, BLOG, { blogPosts: blog.blogPosts });
  const options = { siteDir: '/site', trailingSlash: true, baseUrl: '/' };
  const records = blogPageRecords(siteModel(content, options), 'https://docs.example.com', options);
  const authors = records.find((r) => r.url === 'https://docs.example.com/blog/authors/');
  expect(authors).toMatchObject({
    type: 'lvl1',
    hierarchy: { lvl0: 'Blog', lvl1: 'Authors' },
    docusaurus_tag: 'default',
  });
  expect(records.filter((r) => r.url_without_anchor === authors?.url).map((r) => r.content)).toEqual([
    'The people who write the Metaferry blog.',
    'Ana Ruiz, Product lead.',
    'Tom',
  ]);
  // Hubs rank as hubs (weight.pageRank 3), in Algolia as locally.
  expect(new Set(records.map((r) => r.weight.pageRank))).toEqual(new Set([3]));
  // The one listed post counts; the hidden one is not the model's.
  expect(records.map((r) => r.hierarchy.lvl1)).toContain('One post tagged with "Release"');
});
