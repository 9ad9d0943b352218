import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import { product } from './product';

/**
 * Search: DocSearch's modal and our /search/ page, on one of two back ends
 * chosen at build time.
 *
 * - `local` (default): an index built with the site (src/plugins/search-index)
 *   queried in the browser; no third-party request.
 * - `algolia`: Algolia DocSearch, when the deployment provides all three
 *   credentials.
 *
 * `themeConfig.algolia` is set in both modes: it is what makes preset-classic
 * add the search theme (the /search/ route, OpenSearch file, translations)
 * and it carries DocSearch's props. In local mode the credentials are
 * placeholders that never leave the browser: our SearchBar hands DocSearch a
 * client that searches the local index.
 *
 * This file imports nothing from src/, plugins or packages (config/ only
 * points down). The modal's own parameters (hitsPerPage, maxResultsPerGroup)
 * are search's, in src/search/protocol/modalRequest.ts, which the SearchBar
 * passes to DocSearch.
 */
export type SearchMode = 'local' | 'algolia';

/** Index name in local mode; DocSearch keys recent searches and favorites in local storage by it. */
export const LOCAL_INDEX_NAME = `${product.slug}-docs`;
const LOCAL_PLACEHOLDER = 'local';

export interface AlgoliaCredentials {
  appId?: string;
  apiKey?: string;
  indexName?: string;
}

/** What the browser reads from `siteConfig.customFields.search`. */
export interface SearchCustomFields {
  mode: SearchMode;
}

export function searchModeFor(credentials: AlgoliaCredentials): SearchMode {
  return credentials.appId && credentials.apiKey && credentials.indexName ? 'algolia' : 'local';
}

export function createSearchConfig(credentials: AlgoliaCredentials) {
  const searchMode = searchModeFor(credentials);
  const algolia = {
    appId: (searchMode === 'algolia' && credentials.appId) || LOCAL_PLACEHOLDER,
    apiKey: (searchMode === 'algolia' && credentials.apiKey) || LOCAL_PLACEHOLDER,
    indexName: (searchMode === 'algolia' && credentials.indexName) || LOCAL_INDEX_NAME,
    // Filter by language and docs version tag, as the theme does; with one
    // docs version, results are never limited to it.
    contextualSearch: true,
    searchPagePath: 'search',
    placeholder: 'Search docs',
  } satisfies AlgoliaThemeConfig['algolia'];
  const customFields: SearchCustomFields = { mode: searchMode };
  return { searchMode, algolia, customFields };
}
