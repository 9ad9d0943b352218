/**
 * Twins of the pages Docusaurus generates rather than reads from a file (the
 * blog's list, archive, tags and authors, and the search page), with the
 * headings those pages show, and llms.txt / llms-full.txt (llmstxt.org).
 *
 * The generated blog pages' titles and descriptions are the site's
 * (../../site/blogPages.ts), which search indexes too; the headings follow
 * the theme's English texts, and tests/unit/markdown-twins.test.ts compares
 * each twin's H1 and H2s with the built page, so a theme change that moves
 * them fails there.
 */
import type { AnswerPage } from '../../data/errors/pages';
import { answerNodes } from '../../elements/ErrorEntries/page';
import { documentToMarkdown } from '../../site/markdown/convert';
import { MANIFEST_FORMAT, OTHER_SECTION, type DocsManifest, type ManifestPage } from '../../agents/manifest';
import type { BlogContent, BlogPost } from '@docusaurus/plugin-content-blog';
import type { LlmsOptions } from '../../../config/llms';
import { readingDepth, type SiteModel, type SitePage } from '../../site/model';
import { ARCHIVE_PAGE, AUTHORS_PAGE, plural, TAGS_PAGE, tagPageTitle } from '../../site/blogPages';

/** A generated page's twin, with the title and description it was written from (the manifest's). */
export interface GeneratedTwin {
  readonly title: string;
  readonly description: string;
  readonly text: string;
}

/** A page llms.txt lists, under its section, as the build manifest takes it. */
export interface ListedPage {
  readonly route: string;
  readonly title: string;
  readonly description?: string;
  /** Its depth in the sidebar's reading order; null outside it. */
  readonly depth: number | null;
  readonly section: string;
}

/** A page's title and description, as the build manifest gives them. */
export type PageHead = Pick<GeneratedTwin, 'title' | 'description'>;

export interface Urls {
  /** Site path or link in a twin → the URL a reader of the twin follows. */
  twin: (permalink: string) => string;
  /** Full URL of an HTML page. */
  page: (permalink: string) => string;
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function line(value: string): string {
  return value.replace(/\s+/g, ' ').replace(/([\\`*_[\]<>#])/g, '\\$1');
}

/** "Published March 4, 2025 by Ana Ruiz (Product lead). Tags: Release." */
export function postByline(post: BlogPost): string {
  const { date, authors, tags, readingTime } = post.metadata;
  const by = authors
    .map((author) =>
      author.title ? `${line(author.name ?? '')} (${line(author.title)})` : line(author.name ?? ''),
    )
    .filter(Boolean);
  const parts = [
    `Published ${DATE.format(new Date(date))}${by.length > 0 ? ` by ${by.join(' and ')}` : ''}.`,
  ];
  if (tags.length > 0) parts.push(`Tags: ${tags.map((tag) => line(tag.label)).join(', ')}.`);
  if (readingTime) parts.push(`${Math.max(1, Math.ceil(readingTime))} min read.`);
  return parts.join(' ');
}

function postEntry(post: SitePage & { post: BlogPost }, urls: Urls): string {
  return [
    `## [${line(post.title)}](${urls.twin(post.route)})`,
    postByline(post.post),
    line(post.description ?? ''),
  ]
    .filter(Boolean)
    .join('\n\n');
}

function doc(title: string, description: string | undefined, body: string[]): GeneratedTwin {
  return {
    title,
    description: description ?? '',
    text:
      [`# ${line(title)}`, description ? `> ${line(description)}` : '', ...body]
        .filter(Boolean)
        .join('\n\n') + '\n',
  };
}

export function blogTwins(
  blog: BlogContent,
  posts: SiteModel['posts'],
  urls: Urls,
  normalize: (permalink: string) => string,
): Map<string, GeneratedTwin> {
  const twins = new Map<string, GeneratedTwin>();
  const byId = new Map(posts.map((post) => [post.id, post]));
  const listed = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? []);

  for (const list of blog.blogListPaginated) {
    const { permalink, blogTitle, blogDescription, page, totalPages } = list.metadata;
    const title = page > 1 ? `${blogTitle}, page ${page} of ${totalPages}` : blogTitle;
    twins.set(
      normalize(permalink),
      doc(
        title,
        blogDescription,
        listed(list.items).map((p) => postEntry(p, urls)),
      ),
    );
  }

  const base = normalize(blog.blogListPaginated[0]?.metadata.permalink ?? '/blog/').replace(/\/$/, '');
  // The archive lists every post by year, newest first, as the theme's BlogArchivePage does.
  const years = new Map<string, string[]>();
  for (const post of posts) {
    const year = String(new Date(post.post.metadata.date).getUTCFullYear());
    const entry = `- ${DATE.format(new Date(post.post.metadata.date))}: [${line(post.title)}](${urls.twin(post.route)})`;
    years.set(year, [...(years.get(year) ?? []), entry]);
  }
  twins.set(
    normalize(`${base}/archive/`),
    doc(
      ARCHIVE_PAGE.title,
      ARCHIVE_PAGE.description,
      [...years].flatMap(([year, entries]) => [`## ${year}`, entries.join('\n')]),
    ),
  );

  const tags = Object.values(blog.blogTags).filter((tag) => !tag.unlisted);
  const byLetter = new Map<string, string[]>();
  for (const tag of [...tags].sort((a, b) => a.label.localeCompare(b.label, 'en'))) {
    const letter = tag.label.charAt(0).toLocaleUpperCase('en');
    const count = listed(tag.items).length;
    const entry = `- [${line(tag.label)}](${urls.twin(normalize(tag.permalink))}): ${plural(count, 'one post', '{count} posts')}${
      tag.description ? `. ${line(tag.description)}` : ''
    }`;
    byLetter.set(letter, [...(byLetter.get(letter) ?? []), entry]);
  }
  twins.set(
    normalize(blog.blogTagsListPath),
    doc(
      TAGS_PAGE.title,
      TAGS_PAGE.description,
      [...byLetter].flatMap(([letter, entries]) => [`## ${letter}`, entries.join('\n')]),
    ),
  );
  for (const tag of tags) {
    for (const tagPage of tag.pages) {
      twins.set(
        normalize(tagPage.metadata.permalink),
        doc(
          tagPageTitle(listed(tag.items).length, tag.label),
          tag.description,
          listed(tagPage.items).map((p) => postEntry(p, urls)),
        ),
      );
    }
  }

  const authors = Object.values(blog.authorsMap ?? {});
  if (authors.length > 0) {
    twins.set(
      normalize(`${base}/authors/`),
      doc(
        AUTHORS_PAGE.title,
        AUTHORS_PAGE.description,
        authors.map((author) => {
          const theirs = posts.filter((p) => p.post.metadata.authors.some((a) => a.key === author.key));
          return [
            `## ${line(author.name ?? author.key)}`,
            author.title ? `${line(author.title)}.` : '',
            theirs.map((p) => `- [${line(p.title)}](${urls.twin(p.route)})`).join('\n'),
          ]
            .filter(Boolean)
            .join('\n\n');
        }),
      ),
    );
  }
  return twins;
}

export function searchTwin(
  permalink: string,
  urls: Urls,
  llmsUrl: string,
  llmsFullUrl: string,
): GeneratedTwin {
  return doc('Search the documentation', 'Search every page of the Metaferry documentation.', [
    `Search in a browser at ${urls.page(permalink)}, or put your words in the address: \`${urls.page(
      permalink,
    )}?q=field+sets\`.`,
    `Without a browser, read [llms.txt](${llmsUrl}), the index of every page as Markdown, or [llms-full.txt](${llmsFullUrl}), every documentation page in one file.`,
  ]);
}

/**
 * The twins of the answers' own pages (src/plugins/answer-pages), from the nodes their HTML comes from,
 * with their links resolved as every twin's are.
 */
export async function answerTwins(
  answers: readonly AnswerPage[],
  resolveUrl: (url: string) => string,
): Promise<Map<string, GeneratedTwin>> {
  const twins = new Map<string, GeneratedTwin>();
  for (const answer of answers) {
    const { title, description } = answer;
    const text = await documentToMarkdown({ body: answerNodes(answer) }, { title, description, resolveUrl });
    twins.set(answer.route, { title, description, text });
  }
  return twins;
}

/** config/llms.ts's options, with the paragraphs between the summary and the first section. */
export interface LlmsTextOptions extends LlmsOptions {
  /** Paragraphs between the summary and the first section (llmstxt.org allows any Markdown but headings there), given the site's root URL. */
  details?: (rootUrl: string) => string;
}

/** llms.txt: the product, a summary, then one section per sidebar category; every doc exactly once. */
/** llms.txt, and the docs in sidebar order (for llms-full.txt). */
export function llmsTxt(
  site: SiteModel,
  options: LlmsTextOptions,
  urls: Urls,
  answers: readonly { title: string; route: string; description: string }[] = [],
): { text: string; docOrder: SitePage[]; listed: ListedPage[] } {
  const docs = new Map(site.docs.map((d) => [d.id, d]));
  const sections = new Map<string, SitePage[]>();
  const add = (section: string, page: SitePage) =>
    sections.set(section, [...(sections.get(section) ?? []), page]);
  const seen = new Set<string>();
  const docOrder: SitePage[] = [];
  for (const { label, docIds } of site.sidebar) {
    for (const id of docIds) {
      const page = docs.get(id);
      if (!page || seen.has(id)) continue;
      seen.add(id);
      docOrder.push(page);
      const section = label ?? options.sectionOf[id];
      if (!section) {
        throw new Error(
          `markdown twins: the sidebar doc "${id}" sits outside any category, so llms.txt has no section for it. ` +
            'Name one in "sectionOf" in config/llms.ts.',
        );
      }
      add(section, page);
    }
  }
  const missing = site.docs.filter((d) => !seen.has(d.id));
  if (missing.length > 0) {
    throw new Error(
      `markdown twins: not in any sidebar, so missing from llms.txt: ${missing.map((d) => d.id).join(', ')}`,
    );
  }
  const entry = (page: SitePage) =>
    `- [${line(page.title)}](${urls.twin(page.route)})${page.description ? `: ${line(page.description)}` : ''}`;
  const optional = [...(sections.get(options.optional) ?? []), ...site.posts];
  sections.delete(options.optional);
  const parts = [`# ${options.productName}`, `> ${line(options.summary)}`];
  if (options.details) parts.push(options.details(urls.page('/')).trim());
  for (const [title, pages] of sections) parts.push(`## ${title}`, pages.map(entry).join('\n'));
  // Each error's and problem's own page (issue 54), after the sidebar's sections: a line names its
  // page only, as its title says what it answers; 157 descriptions would more than double the file
  // assistants read first (afdocs holds llms.txt under 50,000 characters).
  if (answers.length > 0) {
    parts.push(
      `## ${options.answers}`,
      answers.map((answer) => `- [${line(answer.title)}](${urls.twin(answer.route)})`).join('\n'),
    );
  }
  if (optional.length > 0) parts.push(`## ${options.optional}`, optional.map(entry).join('\n'));
  // The pages as listed, each under its section: the build manifest's order (src/agents/manifest.ts).
  const listedPage = (page: SitePage, section: string): ListedPage => ({
    route: page.route,
    title: page.title,
    description: page.description,
    depth: readingDepth(page),
    section,
  });
  const listed: ListedPage[] = [
    ...[...sections].flatMap(([section, pages]) => pages.map((page) => listedPage(page, section))),
    ...answers.map((answer) => ({ ...answer, depth: null, section: options.answers })),
    ...optional.map((page) => listedPage(page, OTHER_SECTION)),
  ];
  return { text: parts.join('\n\n') + '\n', docOrder, listed };
}

/** llms-full.txt: every doc twin in sidebar order, each after a rule and its source URL. */
export function llmsFullTxt(
  options: LlmsOptions,
  docOrder: readonly SitePage[],
  twinOf: (page: SitePage) => string,
  urls: Urls,
): string {
  const head = [`# ${options.productName}`, `> ${line(options.summary)}`].join('\n\n');
  const pages = docOrder.map((page) => `---\n\nSource: ${urls.twin(page.route)}\n\n${twinOf(page).trim()}`);
  return [head, ...pages].join('\n\n') + '\n';
}

/**
 * The build manifest (src/agents/manifest.ts): llms.txt's pages in its order, then every other twin
 * in path order, each with its route, twin path, title, description and section, and its depth when
 * it is in the sidebar's reading order. Titles and descriptions come from the site model and the
 * generated pages' own data (`heads`), never from the twins' text.
 */
export function docsManifest(
  listed: readonly ListedPage[],
  /** Every twin's route (listed or not) → its page's title and description. */
  heads: ReadonlyMap<string, PageHead>,
  twinPathOf: (route: string) => string,
  origin: string,
): DocsManifest {
  const plain = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
  const pages: ManifestPage[] = [];
  const seen = new Set<string>();
  for (const { route, title, description, depth, section } of listed) {
    if (seen.has(route)) continue;
    seen.add(route);
    pages.push({
      route,
      md: twinPathOf(route),
      title: plain(title),
      description: plain(description),
      section,
      ...(depth === null ? {} : { depth }),
    });
  }
  const others = [...heads.keys()]
    .filter((route) => !seen.has(route))
    .map((route) => ({ route, md: twinPathOf(route) }))
    .sort((a, b) => (a.md < b.md ? -1 : a.md > b.md ? 1 : 0));
  for (const { route, md } of others) {
    const head = heads.get(route);
    pages.push({
      route,
      md,
      title: plain(head?.title),
      description: plain(head?.description),
      section: OTHER_SECTION,
    });
  }
  return {
    format: MANIFEST_FORMAT,
    origin: origin.replace(/\/$/, ''),
    sections: [...new Set(pages.map((p) => p.section))],
    pages,
  };
}
