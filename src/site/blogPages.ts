/**
 * The pages the blog plugin generates rather than reads from a file: its list
 * (and the list's later pages), the archive, the tags, each tag's page and the
 * authors. Stated once, for the readers of the site that describe them: the
 * Markdown twins print each with the posts it lists
 * (../plugins/markdown-twins/generated.ts), and search indexes each by its own
 * words only (../plugins/search-index/records.ts), never the posts it lists,
 * which are pages of their own.
 *
 * The titles follow the theme's English texts ("Archive", "Tags", `One post
 * tagged with "…"`); tests/unit/markdown-twins.test.ts compares each twin's H1
 * with the built page, so a theme change that moves them fails there.
 */
import type { BlogContent } from '@docusaurus/plugin-content-blog';

export const ARCHIVE_PAGE = { title: 'Archive', description: 'Every blog post, newest first.' } as const;
export const TAGS_PAGE = { title: 'Tags', description: 'The blog posts by topic.' } as const;
export const AUTHORS_PAGE = {
  title: 'Authors',
  description: 'The people who write the Metaferry blog.',
} as const;

export const plural = (count: number, one: string, many: string): string =>
  count === 1 ? one : many.replace('{count}', String(count));

/** A tag page's title, as the theme's BlogTagsPostsPage words it. */
export function tagPageTitle(count: number, label: string): string {
  return plural(count, `One post tagged with "${label}"`, `{count} posts tagged with "${label}"`);
}

/** A page the blog generates: where it is, what it is called, and the words that are its own. */
export interface BlogGeneratedPage {
  /** Site path, the site's trailing-slash rule applied. */
  route: string;
  title: string;
  description?: string;
  /** Its own words, one block each: a tag's name and description, an author's name and role. */
  blocks: string[];
}

/**
 * The blog's generated pages. `listed` tells a post the site lists (not hidden) by its id: a tag page
 * counts only those, as the theme does.
 */
export function blogGeneratedPages(
  blog: BlogContent,
  listed: (postId: string) => boolean,
  normalize: (permalink: string) => string,
): BlogGeneratedPage[] {
  const pages: BlogGeneratedPage[] = [];
  for (const list of blog.blogListPaginated ?? []) {
    const { permalink, blogTitle, blogDescription, page, totalPages } = list.metadata;
    pages.push({
      route: normalize(permalink),
      title: page > 1 ? `${blogTitle}, page ${page} of ${totalPages}` : blogTitle,
      description: blogDescription,
      blocks: [],
    });
  }
  const base = normalize(blog.blogListPaginated?.[0]?.metadata.permalink ?? '/blog/').replace(/\/$/, '');
  pages.push({ route: normalize(`${base}/archive/`), ...ARCHIVE_PAGE, blocks: [] });

  const tags = Object.values(blog.blogTags ?? {}).filter((tag) => !tag.unlisted);
  if (blog.blogTagsListPath)
    pages.push({
      route: normalize(blog.blogTagsListPath),
      ...TAGS_PAGE,
      blocks: [...tags]
        .sort((a, b) => a.label.localeCompare(b.label, 'en'))
        .map((tag) => (tag.description ? `${tag.label}: ${tag.description}` : tag.label)),
    });
  for (const tag of tags) {
    const count = tag.items.filter(listed).length;
    for (const tagPage of tag.pages)
      pages.push({
        route: normalize(tagPage.metadata.permalink),
        title: tagPageTitle(count, tag.label),
        ...(tag.description ? { description: tag.description } : {}),
        blocks: [],
      });
  }

  const authors = Object.values(blog.authorsMap ?? {});
  if (authors.length > 0)
    pages.push({
      route: normalize(`${base}/authors/`),
      ...AUTHORS_PAGE,
      blocks: authors.map((author) => {
        const name = author.name ?? author.key;
        return author.title ? `${name}, ${author.title}.` : name;
      }),
    });
  return pages;
}
