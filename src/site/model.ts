/**
 * The site model (issue 23): every doc, blog post and MDX page once per
 * build, with what each reader of the site needs to know about it: its
 * route, source file, title, description, kind, sidebar section and trail,
 * reading order, last update and whether it is hidden.
 *
 * Why one module: the Markdown twins, the search records, the share metadata
 * (cards, JSON-LD) and the docs PDF each used to enumerate the pages and walk
 * the sidebar themselves, with copied rules and different policies (a JSX
 * page skipped silently by one, failing the build in another). Now this is
 * the only module that reads Docusaurus's `allContent`; it is computed once
 * per load (memoized on the `allContent` object, which Docusaurus hands every
 * plugin's `allContentLoaded`), and the build pipeline writes it for the
 * scripts that run after the build (./file.ts).
 *
 * Policies, stated once:
 * - hidden: unlisted or draft content; it has no twin, no search record, no
 *   card, and is not in the PDF;
 * - not public: the test-only pages under /tests/ (the fixture build);
 * - a public JSX page fails the build: its text is code, so no twin, record
 *   or PDF page could say what it shows (none exists; write pages in MDX).
 */
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent, BlogPost } from '@docusaurus/plugin-content-blog';
import type { LoadedContent as PagesContent } from '@docusaurus/plugin-content-pages';
import type { AllContent, LoadContext } from '@docusaurus/types';
import { aliasedSitePathToRelativePath } from '@docusaurus/utils';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { docPagesDigest, setDocPages } from './docTitles';
import type { PageKind } from './pageKind';
import { sidebarSections, sidebarTrails, type Crumb, type SidebarNode, type SidebarSection } from './sidebar';

export type { Crumb, SidebarSection } from './sidebar';

/** The section of a page outside the sidebar's categories (DocSearch's Docusaurus template's lvl0). */
export const DEFAULT_SECTION = 'Documentation';
export const BLOG_SECTION = 'Blog';
/** The theme's DEFAULT_SEARCH_TAG: what `<meta name="docsearch:docusaurus_tag">` says outside the docs. */
export const DEFAULT_TAG = 'default';
/** The kinds a doc may declare in its `search_kind` front matter; every other doc is `docs`. */
const DECLARED_KINDS: readonly PageKind[] = ['hub', 'faq', 'contributors'];

export interface SitePage {
  /** What made the page: the docs, the blog or the pages plugin. */
  source: 'doc' | 'post' | 'page';
  /** Docs: the doc id; posts: the post id; pages: the permalink. */
  id: string;
  /** The site path, with the site's trailing-slash rule applied (`/start/how-to-run-job/`). */
  route: string;
  title: string;
  description?: string;
  /**
   * The `keywords` front matter (Docusaurus's own, also its `<meta name="keywords">`): what readers type
   * for what the page answers, in their words rather than the page's. Search indexes them as a field.
   */
  keywords: readonly string[];
  /** Absolute path of the MDX file. */
  file: string;
  /** Path of the MDX file from the site's root (`docs/start/how-to-run-job.mdx`). */
  relativeFile: string;
  /** What the page is for (search ranking): `search_kind` front matter for docs, `blog` for posts. */
  kind: PageKind;
  /** The top-level sidebar category a doc sits in; DEFAULT_SECTION outside one, BLOG_SECTION for posts. */
  section: string;
  /** The breadcrumbs the theme shows (docs); a doc outside every sidebar is its own trail. */
  trail: Crumb[];
  /** Position in the sidebar's reading order (docs in a sidebar), else null. */
  order: number | null;
  /** Last commit time (ms since the epoch), when the build shows last-update dates. */
  lastUpdatedAt?: number;
  /** Unlisted or draft. */
  hidden: boolean;
  /** DocSearch's `docusaurus_tag`: the docs version's tag, `default` elsewhere. */
  searchTag: string;
  /** Blog posts: the mdx-loader removes a leading `#` title before it computes heading ids. */
  removeContentTitle: boolean;
  /** Blog posts: the loaded post (authors, dates, tags, reading time). */
  post?: BlogPost;
}

export interface SiteModel {
  /** Every public page that is not hidden: docs in reading order, then posts, then MDX pages. */
  pages: SitePage[];
  /** Public pages including hidden ones, by route (share metadata describes every built page). */
  byRoute: ReadonlyMap<string, SitePage>;
  /** Public docs that are not hidden, in reading order. */
  docs: SitePage[];
  posts: (SitePage & { post: BlogPost })[];
  /** Top-level sidebar entries in order; each doc id appears once. */
  sidebar: SidebarSection[];
  /** The blog plugin's content (its generated pages: list, archive, tags, authors). */
  blog: BlogContent | undefined;
}

export interface SiteModelOptions {
  siteDir: string;
  trailingSlash: boolean | undefined;
  baseUrl: string;
}

/** The site model's options, as every plugin that computes it reads them from its load context. */
export function modelOptions(
  context: Pick<LoadContext, 'siteDir' | 'siteConfig' | 'baseUrl'>,
): SiteModelOptions {
  return {
    siteDir: context.siteDir,
    trailingSlash: context.siteConfig.trailingSlash,
    baseUrl: context.baseUrl,
  };
}

function isHidden(frontMatter: Record<string, unknown> | undefined, unlisted: boolean | undefined): boolean {
  return Boolean(unlisted || frontMatter?.draft === true || frontMatter?.unlisted === true);
}

const isPublic = (route: string) => !route.startsWith('/tests/');

/** The `keywords` front matter; Docusaurus has already checked it is a list of strings. */
function keywordsOf(frontMatter: Record<string, unknown> | undefined): readonly string[] {
  const value = frontMatter?.keywords;
  return Array.isArray(value)
    ? value.filter((k): k is string => typeof k === 'string' && k.trim() !== '')
    : [];
}

/** A doc's kind, from its `search_kind` front matter; a misspelled value fails the build rather than rank as docs. */
export function declaredKind(frontMatter: Record<string, unknown> | undefined, source: string): PageKind {
  const value = frontMatter?.search_kind;
  if (value === undefined) return 'docs';
  if (typeof value === 'string' && (DECLARED_KINDS as readonly string[]).includes(value))
    return value as PageKind;
  throw new Error(
    `site model: ${source}: search_kind must be one of ${DECLARED_KINDS.join(', ')}, got ${JSON.stringify(value)}`,
  );
}

const memo = new WeakMap<AllContent, Map<string, SiteModel>>();

/** The site model of a load, computed once per `allContent` and options (and its docs handed to ./docTitles.ts). */
export function siteModel(allContent: AllContent, options: SiteModelOptions): SiteModel {
  const key = JSON.stringify(options);
  let byOptions = memo.get(allContent);
  if (!byOptions) memo.set(allContent, (byOptions = new Map()));
  const cached = byOptions.get(key);
  if (cached) return cached;
  const model = computeSiteModel(allContent, options);
  byOptions.set(key, model);
  // The remark transforms link docs pages by their titles (./docTitles.ts): the model hands them over.
  setDocPages(
    model.pages
      .filter((page) => page.source === 'doc')
      .map(({ route, title, file }) => ({ route, title, file })),
  );
  return model;
}

/**
 * Computes the site model of a load and hands its docs (route, title, file) to the remark
 * transforms (./docTitles.ts), which link pages by their titles; returns the titles' digest, for the
 * compile cache. `siteModel` does the same on its first computation: whichever plugin's
 * `allContentLoaded` computes the model first (Docusaurus runs them in any order), the transforms
 * have the docs before any of them renders.
 */
export function handDocsToTransforms(allContent: AllContent, options: SiteModelOptions): string {
  siteModel(allContent, options);
  return docPagesDigest();
}

/**
 * A page's depth in the sidebar's reading order: 0 for a page at the top of the sidebar or a
 * category's own page, 1 for a page in a category, 2+ deeper; null for a page outside it.
 */
export function readingDepth(page: Pick<SitePage, 'order' | 'trail'>): number | null {
  return page.order === null ? null : Math.max(0, page.trail.length - 1);
}

/** How a page's source file and route are written, from the site's options. */
interface Paths {
  readonly relativeFile: (source: string) => string;
  readonly file: (source: string) => string;
  readonly route: (url: string) => string;
}

/** The docs, each with its sidebar trail, section and order; the sidebar's sections go to `sidebar`. */
function docPages(docsContent: DocsContent | undefined, paths: Paths, sidebar: SidebarSection[]): SitePage[] {
  const all: SitePage[] = [];
  for (const version of docsContent?.loadedVersions ?? []) {
    const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
    const docPath = (id: string) => {
      const doc = byId.get(id);
      return doc ? paths.route(doc.permalink) : undefined;
    };
    const docLabel = (id: string) => {
      const doc = byId.get(id);
      return doc?.frontMatter.sidebar_label ?? doc?.title ?? id;
    };
    const trails = new Map<string, { crumbs: Crumb[]; section: string }>();
    const order = new Map<string, number>();
    for (const items of Object.values(version.sidebars) as unknown as SidebarNode[][]) {
      for (const [id, trail] of sidebarTrails(items, docPath, docLabel)) {
        if (!trails.has(id)) trails.set(id, trail);
      }
      for (const section of sidebarSections(items)) {
        sidebar.push(section);
        for (const id of section.docIds) if (!order.has(id)) order.set(id, order.size);
      }
    }
    for (const doc of version.docs) {
      const permalink = paths.route(doc.permalink);
      const trail = trails.get(doc.id);
      all.push({
        source: 'doc',
        id: doc.id,
        route: permalink,
        title: doc.title,
        description: doc.description,
        keywords: keywordsOf(doc.frontMatter),
        file: paths.file(doc.source),
        relativeFile: paths.relativeFile(doc.source),
        kind: declaredKind(doc.frontMatter, doc.source),
        section: trail?.section || DEFAULT_SECTION,
        trail: trail?.crumbs ?? [{ name: doc.title, path: permalink }],
        order: order.get(doc.id) ?? null,
        lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
        hidden: isHidden(doc.frontMatter, doc.unlisted),
        // getDocsVersionSearchTag(pluginId, versionName), as DocVersionRoot sets it.
        searchTag: `docs-default-${version.versionName}`,
        removeContentTitle: false,
      });
    }
  }

  return all;
}

function postPages(blog: BlogContent | undefined, paths: Paths): SitePage[] {
  const all: SitePage[] = [];
  for (const post of blog?.blogPosts ?? []) {
    const { metadata } = post;
    all.push({
      source: 'post',
      id: post.id,
      route: paths.route(metadata.permalink),
      title: metadata.title,
      description: metadata.description,
      keywords: keywordsOf(metadata.frontMatter),
      file: paths.file(metadata.source),
      relativeFile: paths.relativeFile(metadata.source),
      kind: 'blog',
      section: BLOG_SECTION,
      trail: [],
      order: null,
      lastUpdatedAt: metadata.lastUpdatedAt ?? undefined,
      hidden: isHidden(metadata.frontMatter, metadata.unlisted),
      searchTag: DEFAULT_TAG,
      removeContentTitle: true,
      post,
    });
  }

  return all;
}

/**
 * Only the default pages instance: another one (the fixture build's test
 * pages) serves /tests/, which no reader of the model describes.
 */
function sitePagesOf(sitePages: PagesContent | undefined, paths: Paths): SitePage[] {
  const all: SitePage[] = [];
  for (const page of sitePages ?? []) {
    const permalink = paths.route(page.permalink);
    if (page.type !== 'mdx') {
      if (!isPublic(permalink)) continue;
      throw new Error(
        `site model: ${page.source} is a JSX page; a page's text must be readable by its Markdown twin, search and the PDF, so write it in MDX (src/site/model.ts)`,
      );
    }
    all.push({
      source: 'page',
      id: page.permalink,
      route: permalink,
      title: page.title ?? String(page.frontMatter.title ?? ''),
      description: page.description,
      keywords: keywordsOf(page.frontMatter),
      file: paths.file(page.source),
      relativeFile: paths.relativeFile(page.source),
      kind: 'docs',
      section: DEFAULT_SECTION,
      trail: [],
      order: null,
      hidden: isHidden(page.frontMatter, page.unlisted),
      searchTag: DEFAULT_TAG,
      removeContentTitle: false,
    });
  }

  return all;
}

function computeSiteModel(allContent: AllContent, options: SiteModelOptions): SiteModel {
  const relativeFile = (source: string) => aliasedSitePathToRelativePath(source);
  const paths: Paths = {
    relativeFile,
    file: (source) => path.resolve(options.siteDir, relativeFile(source)),
    route: (url) => applyTrailingSlash(url, options),
  };
  const sidebar: SidebarSection[] = [];
  const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
  const all: SitePage[] = [
    ...docPages(
      allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined,
      paths,
      sidebar,
    ),
    ...postPages(blog, paths),
    ...sitePagesOf(allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined, paths),
  ];

  const publicPages = all.filter((p) => isPublic(p.route));
  const listed = publicPages.filter((p) => !p.hidden);
  const docs = listed
    .filter((p) => p.source === 'doc')
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER));
  const posts = listed.filter((p): p is SitePage & { post: BlogPost } => p.post !== undefined);
  return {
    pages: [...docs, ...posts, ...listed.filter((p) => p.source === 'page')],
    byRoute: new Map(publicPages.map((p) => [p.route, p])),
    docs,
    posts,
    sidebar,
    blog,
  };
}
