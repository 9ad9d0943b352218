/**
 * The OpenSearch description (`/opensearch.xml`), which lets a browser add
 * the site as a search engine (issue 16).
 *
 * theme-search-algolia writes one from a fixed template when
 * `searchPagePath` is set: `ShortName` is the whole site title (23
 * characters; the spec allows 16), the image is declared `image/x-icon`
 * whatever the favicon is (ours is an SVG), and the search URL lacks the
 * trailing slash every route here has (`/search?q=`, one redirect more).
 * None of that is an option, so the wrapped theme (./index.ts) writes this
 * file and head link instead of the theme's.
 */
import type { LoadContext } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { product } from '../../../config/product';

export const OPENSEARCH_FILE = 'opensearch.xml';
/** The search page's query parameter (the spec's `q`; src/search/page/useSearchPageUrl.ts reads it). */
const QUERY_PARAM = 'q';
/** OpenSearch 1.1: ShortName holds at most 16 characters. */
export const SHORT_NAME = `${product.name} docs`;

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function openSearchDescription(context: LoadContext, searchPagePath: string): string {
  const { siteConfig, baseUrl } = context;
  if (SHORT_NAME.length > 16) throw new Error(`opensearch: ShortName "${SHORT_NAME}" is over 16 characters`);
  const site = new URL(baseUrl, siteConfig.url).href;
  const searchPage = new URL(
    applyTrailingSlash(`${baseUrl}${searchPagePath}`, { trailingSlash: siteConfig.trailingSlash, baseUrl }),
    siteConfig.url,
  ).href;
  const favicon = siteConfig.favicon ? new URL(siteConfig.favicon, site).href : undefined;
  const faviconType = favicon
    ? IMAGE_TYPES[favicon.slice(favicon.lastIndexOf('.')).toLowerCase()]
    : undefined;
  if (favicon && !faviconType) throw new Error(`opensearch: no image type known for ${favicon}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/"',
    '                       xmlns:moz="http://www.mozilla.org/2006/browser/search/">',
    `  <ShortName>${escapeXml(SHORT_NAME)}</ShortName>`,
    `  <Description>Search the ${escapeXml(product.name)} documentation</Description>`,
    '  <InputEncoding>UTF-8</InputEncoding>',
    ...(favicon
      ? [`  <Image width="16" height="16" type="${faviconType}">${escapeXml(favicon)}</Image>`]
      : []),
    `  <Url type="text/html" method="get" template="${escapeXml(searchPage)}?${QUERY_PARAM}={searchTerms}"/>`,
    `  <Url type="application/opensearchdescription+xml" rel="self" template="${escapeXml(site)}${OPENSEARCH_FILE}"/>`,
    `  <moz:SearchForm>${escapeXml(searchPage)}</moz:SearchForm>`,
    '</OpenSearchDescription>',
    '',
  ];
  return lines.join('\n');
}
