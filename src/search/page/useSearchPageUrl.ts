/**
 * The /search/ page's address and query parameter, for the page itself and
 * for the modal's "See all results" link.
 */
import { useCallback } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import { applyTrailingSlash } from '@docusaurus/utils-common';

/** The query parameter of the search page, as the theme names it. */
export const QUERY_PARAM = 'q';

/**
 * Ask by address (issue 55): `/search/?ask=<question>` opens with the answer card for the whole
 * text (an error report, a package.xml), where `q` is cut to the input's 64 characters.
 */
export const ASK_PARAM = 'ask';

/**
 * Link to the search page for a query: `/search/?q=…`. The theme's
 * useSearchLinkCreator drops the trailing slash every other URL of this site
 * has (`/search?q=`), which costs a redirect on static hosts.
 */
export function useSearchPageUrl(): (query: string) => string {
  const { siteConfig } = useDocusaurusContext();
  const { baseUrl, trailingSlash } = siteConfig;
  const searchPagePath =
    (siteConfig.themeConfig as unknown as AlgoliaThemeConfig).algolia.searchPagePath || 'search';
  return useCallback(
    (query: string) => {
      const path = applyTrailingSlash(`${baseUrl}${searchPagePath}`, { trailingSlash, baseUrl });
      return query ? `${path}?${QUERY_PARAM}=${encodeURIComponent(query)}` : path;
    },
    [baseUrl, trailingSlash, searchPagePath],
  );
}
