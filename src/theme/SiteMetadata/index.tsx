import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useThemeConfig } from '@docusaurus/theme-common';
import { DEFAULT_SEARCH_TAG, keyboardFocusedClassName } from '@docusaurus/theme-common/internal';
import SiteMetadata from '@theme-original/SiteMetadata';
import SearchMetadata from '@theme/SearchMetadata';

/**
 * Wraps the site-wide metadata so that the not-found page declares no URL
 * of its own (issue 16).
 *
 * The theme derives the canonical link, `og:url` and the hreflang
 * alternates from the pathname being rendered, which for the not-found page
 * is the file Docusaurus writes it to: all three said
 * `https://…/404.html/`, a URL that is itself a 404. A not-found page has
 * no canonical URL, and Helmet can override a tag but not remove one, so
 * for that pathname this renders the theme's other metadata (the keyboard
 * focus class, DocSearch's tags, `themeConfig.metadata`) without the three,
 * and without `twitter:card` and `og:locale`, which describe a page to share.
 * tests/unit/crawlers.test.ts checks the built page and fails if the
 * theme's SiteMetadata renders something this does not account for.
 */
export default function SiteMetadataWrapper(): ReactNode {
  const { pathname } = useLocation();
  const {
    siteConfig: { baseUrl },
    i18n: { currentLocale },
  } = useDocusaurusContext();
  const { metadata } = useThemeConfig();
  if (pathname !== `${baseUrl}404.html`) return <SiteMetadata />;
  return (
    <>
      <Head>
        <body className={keyboardFocusedClassName} />
      </Head>
      <SearchMetadata tag={DEFAULT_SEARCH_TAG} locale={currentLocale} />
      <Head>
        {metadata.map((metadatum, i) => (
          <meta key={i} {...metadatum} />
        ))}
      </Head>
    </>
  );
}
