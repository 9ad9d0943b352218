/**
 * This build's search set-up, for the SearchBar and the /search/ page: the
 * theme's DocSearch props (themeConfig.algolia), the mode (local or Algolia,
 * config/search.ts) and the local index's URL (the search-index plugin's
 * global data), as the client config both pass to ./client.ts.
 */
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useAlgoliaContextualFacetFilters } from '@docusaurus/theme-search-algolia/client';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { ThemeConfig as AlgoliaThemeConfig } from '@docusaurus/theme-search-algolia';
import type { SearchCustomFields } from '@site/config/search';
import type { SearchIndexGlobalData } from '@site/src/plugins/search-index';
import type { SearchClientConfig } from './client';

export type AlgoliaConfig = AlgoliaThemeConfig['algolia'];

/** The search set-up of this build: DocSearch's props, the mode and the local index URL. */
export function useSearchConfig(): { algolia: AlgoliaConfig; client: SearchClientConfig } {
  const { siteConfig } = useDocusaurusContext();
  const algolia = (siteConfig.themeConfig as unknown as AlgoliaThemeConfig).algolia as AlgoliaConfig;
  const mode = (siteConfig.customFields?.search as SearchCustomFields | undefined)?.mode ?? 'local';
  const data = usePluginData('search-index') as SearchIndexGlobalData | undefined;
  const indexUrl = data?.indexUrl ?? null;
  const client = useMemo<SearchClientConfig>(
    () => ({ mode, appId: algolia.appId, apiKey: algolia.apiKey, indexUrl }),
    [mode, algolia.appId, algolia.apiKey, indexUrl],
  );
  return { algolia, client };
}

/**
 * The theme's contextual filters (language and docs tags), stable across
 * renders: the theme's hook returns new arrays each time, which would make
 * DocSearch rebuild its autocomplete and our page search again on every render.
 */
export function useContextualFacetFilters(): readonly (string | readonly string[])[] {
  const filters = useAlgoliaContextualFacetFilters();
  const key = JSON.stringify(filters);
  return useMemo(() => JSON.parse(key) as (string | string[])[], [key]);
}
