/**
 * The not-found page declares no URL of its own (issue 16).
 *
 * The theme's SiteMetadata derives the canonical link, `og:url` and the
 * hreflang alternates from the pathname it renders, which for the not-found
 * page is the file Docusaurus writes it to: all three said
 * `https://…/404.html/`, a URL that is itself a 404. `twitter:card` and
 * `og:locale` describe a page to share, which a not-found page is not.
 *
 * Done on the built 404.html, not by wrapping SiteMetadata: a wrapper ran in
 * every page's first-load JavaScript to act on one file that only crawlers
 * and link previews read. Browsers never navigate to /404.html on the client
 * (unknown paths are rendered by the docs plugin at their own URL), so the
 * static file is the whole audience. tests/unit/crawlers.test.ts checks the
 * built page, and that other pages keep these tags.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { withBuildParts } from '../build-pipeline/parts';

/** A `<link>` or `<meta>` tag that names the page's URL or describes it for sharing. */
const URL_TAGS =
  /<(?:link|meta)\b[^>]*(?:\brel="canonical"|\bhreflang=|\bproperty="og:url"|\bproperty="og:locale"|\bname="twitter:card")[^>]*>/g;

export function withoutUrlTags(html: string): string {
  return html.replace(URL_TAGS, '');
}

export default function notFoundMetadataPlugin(): Plugin {
  return withBuildParts(
    { name: 'not-found-metadata' },
    {
      transformHtml: (html, page) =>
        page.file === path.join(page.outDir, '404.html') ? withoutUrlTags(html) : html,
    },
  );
}
