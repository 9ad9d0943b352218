/**
 * The JSON-LD and the sharing meta tags a page gets at build time, as pure
 * functions of what the plugin knows about the page (tested in
 * __tests__/structured-data.test.ts, and on the build in
 * tests/unit/share-metadata.test.ts).
 */

export interface Crumb {
  name: string;
  /** Site path; the theme renders a crumb without one as plain text. */
  path?: string;
}

export interface Author {
  name: string;
  title?: string;
}

export type PageFacts =
  | { kind: 'home' }
  | { kind: 'doc'; breadcrumbs: Crumb[]; lastUpdatedAt?: number }
  | {
      kind: 'post';
      datePublished: string;
      lastUpdatedAt?: number;
      authors: Author[];
      keywords: string[];
    }
  | { kind: 'other' };

export interface SharedPage {
  facts: PageFacts;
  title: string;
  description: string;
  /** Absolute canonical URL of the page. */
  url: string;
  /** Absolute URL of the page's card, and its text alternative. */
  image: string;
  imageAlt: string;
}

export interface SiteFacts {
  /** Origin plus base URL, ending in a slash: `https://docs.metaferry.example/`. */
  siteUrl: string;
  siteName: string;
  productName: string;
  description: string;
  /** Absolute URL of the product's logo. */
  logo: string;
  searchPath: string;
  blogPath: string;
}

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const iso = (ms: number) => new Date(ms).toISOString();

/** Open Graph type: an article for docs and posts, a website for every other page. */
export function ogType(facts: PageFacts): 'article' | 'website' {
  return facts.kind === 'doc' || facts.kind === 'post' ? 'article' : 'website';
}

export function structuredData(
  page: SharedPage,
  site: SiteFacts,
  imageSize: { width: number; height: number },
): JsonLd[] {
  const websiteId = `${site.siteUrl}#website`;
  const publisher = {
    '@type': 'Organization',
    name: site.productName,
    logo: { '@type': 'ImageObject', url: site.logo },
  };
  const image = { '@type': 'ImageObject', url: page.image, ...imageSize, caption: page.imageAlt };
  const common = {
    '@id': page.url,
    url: page.url,
    mainEntityOfPage: page.url,
    headline: page.title,
    name: page.title,
    description: page.description,
    image,
    inLanguage: 'en',
    isPartOf: { '@id': websiteId },
    publisher,
  };
  const { facts } = page;
  switch (facts.kind) {
    case 'home':
      return [
        {
          '@context': CONTEXT,
          '@type': 'WebSite',
          '@id': websiteId,
          url: site.siteUrl,
          name: site.siteName,
          description: site.description,
          inLanguage: 'en',
          image,
          publisher,
          potentialAction: {
            '@type': 'SearchAction',
            target: {
              '@type': 'EntryPoint',
              urlTemplate: `${site.siteUrl}${site.searchPath.replace(/^\//, '')}?q={search_term_string}`,
            },
            'query-input': 'required name=search_term_string',
          },
        },
      ];
    case 'doc':
      return [
        {
          '@context': CONTEXT,
          '@type': 'TechArticle',
          ...common,
          ...(facts.lastUpdatedAt ? { dateModified: iso(facts.lastUpdatedAt) } : {}),
        },
        breadcrumbList(facts.breadcrumbs, site.siteUrl, page.url),
      ];
    case 'post':
      return [
        {
          '@context': CONTEXT,
          '@type': 'BlogPosting',
          ...common,
          datePublished: facts.datePublished,
          // A post's last commit, or its publication date when it has none.
          dateModified: facts.lastUpdatedAt ? iso(facts.lastUpdatedAt) : facts.datePublished,
          author: facts.authors.map((a) => ({
            '@type': 'Person',
            name: a.name,
            ...(a.title ? { jobTitle: a.title } : {}),
          })),
          keywords: facts.keywords,
          isPartOf: { '@type': 'Blog', '@id': `${site.siteUrl}${site.blogPath.replace(/^\//, '')}` },
        },
      ];
    case 'other':
      return [{ '@context': CONTEXT, '@type': 'WebPage', ...common }];
  }
}

/** The theme's breadcrumbs as a BreadcrumbList, positions from 1; the home icon is not an item (as in the theme's microdata). */
export function breadcrumbList(crumbs: Crumb[], siteUrl: string, pageUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      // The last crumb is the page itself, which the theme shows unlinked.
      item:
        index === crumbs.length - 1
          ? pageUrl
          : crumb.path
            ? `${siteUrl}${crumb.path.replace(/^\//, '')}`
            : undefined,
    })),
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<` escaped so no text can close the script element; JSON.parse reads the escape back. */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** Whether `html` has a `<meta>` with this property or name (Docusaurus writes some itself). */
export function hasMeta(html: string, key: string): boolean {
  return new RegExp(`<meta\\b[^>]*\\s(?:property|name)="${key.replace(/[.:]/g, '\\$&')}"`, 'i').test(html);
}

/** The tags this plugin adds to a page's head: only those the page does not carry already. */
export function headTags(
  html: string,
  page: SharedPage,
  site: SiteFacts,
  imageSize: { width: number; height: number },
): string {
  const meta: [string, string][] = [
    ['og:type', ogType(page.facts)],
    ['og:site_name', site.siteName],
    ['og:image', page.image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(imageSize.width)],
    ['og:image:height', String(imageSize.height)],
    ['og:image:alt', page.imageAlt],
  ];
  const tags = meta
    .filter(([key]) => !hasMeta(html, key))
    .map(([key, value]) => `<meta property="${key}" content="${escapeAttribute(value)}">`);
  // Docusaurus sets twitter:card on every page but the not-found one.
  if (!hasMeta(html, 'twitter:card')) tags.push('<meta name="twitter:card" content="summary_large_image">');
  tags.push(...structuredData(page, site, imageSize).map(jsonLdScript));
  return tags.join('');
}
