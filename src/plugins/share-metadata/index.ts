/**
 * What a shared or crawled page says about itself (issue 12): a social card
 * per page, the Open Graph tags that point at it, and JSON-LD.
 *
 * `allContentLoaded` notes what the content plugins know (a doc's sidebar
 * trail and last commit, a post's authors and dates); `postBuild` reads each
 * built page's title, description and canonical URL, draws its card
 * (./card.ts; cached by a hash of what it shows in
 * node_modules/.cache/social-cards, so an unchanged page costs a file read)
 * and adds the tags to the page's head through the shared HTML queue
 * (../build-html.ts).
 *
 * Why in the built HTML and not in a theme `<Head>`: it costs no JavaScript
 * (the budgets allow none), it covers the pages the blog plugin generates
 * (tags, archive, authors), and the cards are drawn after the pages exist,
 * from the titles they really show. The tags carry no `data-rh`, so the
 * theme's head manager leaves them in place when the page hydrates. The
 * not-found page gets nothing: it has no URL of its own to share (see
 * ../not-found-metadata). The blog post's own JSON-LD is switched off
 * (src/theme/BlogPostPage/StructuredData) since this one completes it with
 * the card and a last-modified date.
 *
 * `npm run dev` pages have none of this; it is build output.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import type { BlogContent } from '@docusaurus/plugin-content-blog';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { product } from '../../../config/product';
import { htmlFiles, rewriteBuildHtml } from '../build-html';
import { CARD_HEIGHT, CARD_WIDTH, cachedCard, type CardContent, type CardStats } from './card';
import { headTags, type Crumb, type PageFacts, type SharedPage, type SiteFacts } from './structured-data';

export const PLUGIN_NAME = 'share-metadata';
/** Where the cards go in the build. */
export const CARD_DIR = 'img/social';
/** The section a page outside the sidebar's categories shows on its card. */
export const DEFAULT_SECTION = 'Documentation';
const BLOG_PATH = '/blog/';
const SEARCH_PATH = '/search/';

interface RouteInfo {
  facts: PageFacts;
  section: string;
}

/** Sidebar items as the docs plugin loads them (before the theme turns docs into links). */
interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string; permalink?: string };
}

/**
 * The trail the theme's DocBreadcrumbs shows for each doc (its
 * useSidebarBreadcrumbs): the categories down to the doc, a category whose
 * link is the doc ending the trail. Keys are doc ids.
 */
export function sidebarTrails(
  items: readonly SidebarNode[],
  docPath: (id: string) => string | undefined,
  docLabel: (id: string) => string,
): Map<string, { crumbs: Crumb[]; section: string }> {
  const trails = new Map<string, { crumbs: Crumb[]; section: string }>();
  const walk = (nodes: readonly SidebarNode[], above: Crumb[], section: string) => {
    for (const node of nodes) {
      if (node.type === 'doc' && node.id && !trails.has(node.id)) {
        trails.set(node.id, {
          crumbs: [...above, { name: node.label ?? docLabel(node.id), path: docPath(node.id) }],
          section,
        });
      }
      if (node.type === 'category') {
        const label = node.label ?? '';
        const linkPath =
          node.link?.type === 'doc' && node.link.id ? docPath(node.link.id) : node.link?.permalink;
        const crumb: Crumb = { name: label, path: linkPath };
        const inSection = section || label;
        if (node.link?.type === 'doc' && node.link.id)
          trails.set(node.link.id, { crumbs: [...above, crumb], section: inSection });
        walk(node.items ?? [], [...above, crumb], inSection);
      }
    }
  };
  walk(items, [], '');
  return trails;
}

/** The character references React writes in text and attributes. */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: '\u00a0' };
  return text.replace(/&(#x?[\da-f]+|lt|gt|amp|quot|apos|nbsp);/gi, (_, e: string) =>
    e[0] !== '#'
      ? (named[e.toLowerCase()] ?? '')
      : String.fromCodePoint(
          e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
        ),
  );
}

const TITLE = /<title\b[^>]*>([^<]*)<\/title>/;
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta\\b[^>]*\\s(?:name|property)="${key}"[^>]*\\scontent="([^"]*)"`).exec(html)?.[1];
const canonicalHref = (html: string) => /<link\b[^>]*\srel="canonical"[^>]*\shref="([^"]*)"/.exec(html)?.[1];

export default function shareMetadataPlugin(context: LoadContext): Plugin {
  const { siteDir, siteConfig, baseUrl } = context;
  const siteUrl = `${siteConfig.url.replace(/\/$/, '')}${baseUrl}`;
  const host = new URL(siteConfig.url).host;
  const titleSuffix = ` ${siteConfig.titleDelimiter ?? '|'} ${siteConfig.title}`;
  const normalize = (permalink: string) =>
    applyTrailingSlash(permalink, { trailingSlash: siteConfig.trailingSlash, baseUrl });
  const site: SiteFacts = {
    siteUrl,
    siteName: siteConfig.title,
    productName: product.name,
    description: siteConfig.tagline,
    logo: `${siteUrl}img/logo.svg`,
    searchPath: SEARCH_PATH,
    blogPath: BLOG_PATH,
  };
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  let routes = new Map<string, RouteInfo>();

  return {
    name: PLUGIN_NAME,

    async allContentLoaded({ allContent }) {
      const next = new Map<string, RouteInfo>();
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      for (const version of docsContent?.loadedVersions ?? []) {
        const byId = new Map(version.docs.map((doc) => [doc.id, doc]));
        const docPath = (id: string) => {
          const doc = byId.get(id);
          return doc ? normalize(doc.permalink) : undefined;
        };
        const docLabel = (id: string) => {
          const doc = byId.get(id);
          return doc?.frontMatter.sidebar_label ?? doc?.title ?? id;
        };
        const trails = new Map<string, { crumbs: Crumb[]; section: string }>();
        for (const items of Object.values(version.sidebars)) {
          for (const [id, trail] of sidebarTrails(items as unknown as SidebarNode[], docPath, docLabel)) {
            if (!trails.has(id)) trails.set(id, trail);
          }
        }
        for (const doc of version.docs) {
          const permalink = normalize(doc.permalink);
          const trail = trails.get(doc.id);
          next.set(permalink, {
            section: trail?.section || DEFAULT_SECTION,
            facts:
              permalink === baseUrl
                ? { kind: 'home' }
                : {
                    kind: 'doc',
                    // A doc outside every sidebar shows no breadcrumbs; its trail is itself.
                    breadcrumbs: trail?.crumbs ?? [{ name: doc.title, path: permalink }],
                    lastUpdatedAt: doc.lastUpdatedAt ?? undefined,
                  },
          });
        }
      }
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      for (const { metadata } of blog?.blogPosts ?? []) {
        next.set(normalize(metadata.permalink), {
          section: 'Blog',
          facts: {
            kind: 'post',
            datePublished: new Date(metadata.date).toISOString(),
            lastUpdatedAt: metadata.lastUpdatedAt ?? undefined,
            authors: metadata.authors.flatMap((a) =>
              a.name ? [{ name: a.name, title: a.title ?? undefined }] : [],
            ),
            keywords: metadata.tags.map((tag) => tag.label),
          },
        });
      }
      routes = next;
    },

    async postBuild({ outDir }) {
      const started = Date.now();
      const notFound = path.join(outDir, '404.html');
      const stats: CardStats = { drawn: 0, cached: 0 };
      const additions = new Map<string, SharedPage>();
      await mkdir(path.join(outDir, CARD_DIR), { recursive: true });
      // One card at a time: drawing is CPU-bound and the build shares the machine.
      for (const file of await htmlFiles(outDir)) {
        if (file === notFound) continue;
        const html = await readFile(file, 'utf8');
        const url = canonicalHref(html);
        if (!url) continue;
        const route = url.startsWith(siteUrl) ? `${baseUrl}${url.slice(siteUrl.length)}` : null;
        const info: RouteInfo = (route && routes.get(route)) || {
          section: route?.startsWith(BLOG_PATH) ? 'Blog' : route === SEARCH_PATH ? 'Search' : DEFAULT_SECTION,
          facts: { kind: 'other' },
        };
        const fullTitle = decodeEntities(TITLE.exec(html)?.[1] ?? '');
        const title = fullTitle.endsWith(titleSuffix) ? fullTitle.slice(0, -titleSuffix.length) : fullTitle;
        // The home page's title is the site's name, which the card shows already: it gets the tagline.
        const cardTitle = info.facts.kind === 'home' ? siteConfig.tagline : title;
        const content: CardContent = { title: cardTitle, section: info.section, product: product.name, host };
        const { key, png } = await cachedCard(content, siteDir, cacheDir, stats);
        const slug = (route ?? '').replace(/^\/|\/$/g, '').replace(/\//g, '--') || 'home';
        const cardPath = `${CARD_DIR}/${slug}.${key.slice(0, 8)}.png`;
        await writeFile(path.join(outDir, cardPath), png);
        additions.set(file, {
          facts: info.facts,
          title,
          description: decodeEntities(metaContent(html, 'description') ?? ''),
          url,
          image: `${siteUrl}${cardPath}`,
          imageAlt: `${cardTitle.replace(/\.$/, '')} – ${info.section}, ${siteConfig.title}`,
        });
      }
      const size = { width: CARD_WIDTH, height: CARD_HEIGHT };
      await rewriteBuildHtml(outDir, (html, file) => {
        const page = additions.get(file);
        if (!page || html.includes('<script type="application/ld+json">')) return html;
        return html.replace('</head>', `${headTags(html, page, site, size)}</head>`);
      });
      console.log(
        `[${PLUGIN_NAME}] ${additions.size} pages: ${stats.drawn} cards drawn, ${stats.cached} from the cache, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
