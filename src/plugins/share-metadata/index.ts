/**
 * What a shared or crawled page says about itself (issue 12): a social card
 * per page, the Open Graph tags that point at it, and JSON-LD.
 *
 * `allContentLoaded` takes what the site model (src/site/model.ts) knows of
 * each page (a doc's sidebar trail, section and last commit, a post's authors
 * and dates); the build pipeline's HTML pass (src/plugins/build-pipeline)
 * hands each built page to `transformHtml`, which reads its final title,
 * description and canonical URL, draws its card (./card.ts; cached by a hash
 * of what it shows in node_modules/.cache/social-cards, so an unchanged page
 * costs a file read) and adds the tags to its head. It runs last in that
 * pass (see the pipeline's stages.ts).
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
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { product } from '../../../config/product';
import { DEFAULT_SECTION, modelOptions, siteModel } from '../../site/model';
import { withBuildParts } from '../build-pipeline/parts';
import { CARD_HEIGHT, CARD_WIDTH, cachedCard, pruneCards, type CardContent, type CardStats } from './card';
import { headTags, type PageFacts, type SharedPage, type SiteFacts } from './structured-data';

export const PLUGIN_NAME = 'share-metadata';
/** Where the cards go in the build. */
export const CARD_DIR = 'img/social';
const BLOG_PATH = '/blog/';
const SEARCH_PATH = '/search/';

interface RouteInfo {
  facts: PageFacts;
  section: string;
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
  const site: SiteFacts = {
    siteUrl,
    siteName: siteConfig.title,
    productName: product.name,
    description: siteConfig.tagline,
    logo: `${siteUrl}img/logo.svg`,
    searchPath: SEARCH_PATH,
    blogPath: BLOG_PATH,
  };
  const size = { width: CARD_WIDTH, height: CARD_HEIGHT };
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  let routes = new Map<string, RouteInfo>();
  const stats: CardStats = { drawn: 0, cached: 0 };
  let shared = 0;
  let seconds = 0;
  let pruned = 0;

  return withBuildParts(
    {
      name: PLUGIN_NAME,

      async allContentLoaded({ allContent }) {
        const model = siteModel(allContent, modelOptions(context));
        const next = new Map<string, RouteInfo>();
        for (const page of model.byRoute.values()) {
          if (page.source === 'doc') {
            next.set(page.route, {
              section: page.section,
              facts:
                page.route === baseUrl
                  ? { kind: 'home' }
                  : { kind: 'doc', breadcrumbs: page.trail, lastUpdatedAt: page.lastUpdatedAt },
            });
          } else if (page.post) {
            const { metadata } = page.post;
            next.set(page.route, {
              section: page.section,
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
        }
        routes = next;
      },
    },
    {
      // Before the pages: cards no build has used for a while leave the cache (./card.ts, pruneCards).
      async emit() {
        pruned = await pruneCards(cacheDir);
      },
      // One card at a time: the pipeline hands the pages over one by one; drawing is CPU-bound.
      async transformHtml(html, page) {
        if (page.file === path.join(page.outDir, '404.html')) return html;
        if (html.includes('<script type="application/ld+json">')) return html;
        const url = canonicalHref(html);
        if (!url) return html;
        const started = performance.now();
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
        await mkdir(path.join(page.outDir, CARD_DIR), { recursive: true });
        await writeFile(path.join(page.outDir, cardPath), png);
        const sharedPage: SharedPage = {
          facts: info.facts,
          title,
          description: decodeEntities(metaContent(html, 'description') ?? ''),
          url,
          image: `${siteUrl}${cardPath}`,
          imageAlt: `${cardTitle.replace(/\.$/, '')} – ${info.section}, ${siteConfig.title}`,
        };
        shared += 1;
        seconds += (performance.now() - started) / 1000;
        return html.replace('</head>', `${headTags(html, sharedPage, site, size)}</head>`);
      },
      report: () =>
        `${shared} pages: ${stats.drawn} cards drawn, ${stats.cached} from the cache, in ${seconds.toFixed(1)} s` +
        (pruned > 0 ? `; ${pruned} unused cards pruned from the cache` : ''),
    },
  );
}
