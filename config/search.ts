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
 */
export type SearchMode = 'local' | 'algolia';

/** The spec's constants that DocSearch lets us set; both equal DocSearch 3.9's defaults, stated so they cannot drift. */
export const HITS_PER_PAGE = 20;
export const MAX_RESULTS_PER_GROUP = 5;
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
    // Snippet lengths (10 words, 5 up to 768 px) are left to DocSearch: its
    // attributesToSnippet switches on the screen width, and setting it here
    // would replace both with one value.
    searchParameters: { hitsPerPage: HITS_PER_PAGE },
    // A DocSearch prop the theme forwards but does not type.
    maxResultsPerGroup: MAX_RESULTS_PER_GROUP,
  } satisfies AlgoliaThemeConfig['algolia'] & { maxResultsPerGroup: number };
  const customFields: SearchCustomFields = { mode: searchMode };
  return { searchMode, algolia, customFields };
}
