/**
 * The docs' tools for agents in the browser (issue 56, WebMCP): where the browser offers the Web
 * Model Context API (`document.modelContext` in the current draft, `navigator.modelContext` in
 * earlier builds: ./modelContext.ts), the page registers
 * the docs MCP server's read-only tools (search, read a page, explain an error, check a type, plan a
 * job), once the page is idle. The check is a property test: where the API is absent nothing else
 * loads, and ./register.ts (the tools and the data they answer from) is its own chunk.
 */
import { useEffect, type ReactElement } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useSearchConfig } from '@site/src/search/clients/useSearchConfig';
import { modelContextOf } from './modelContext';

export default function PageTools(): ReactElement | null {
  const { siteConfig } = useDocusaurusContext();
  const { algolia, client } = useSearchConfig();
  useEffect(() => {
    const context = modelContextOf(document, navigator);
    if (!context) return undefined;
    const start = () =>
      void import(/* webpackChunkName: "page-tools" */ './register').then(({ registerPageTools }) =>
        registerPageTools(context, {
          client,
          indexName: algolia.indexName,
          baseUrl: siteConfig.baseUrl,
          origin: window.location.origin,
        }),
      );
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(start, 2000);
    return () => window.clearTimeout(timer);
    // Registered once per page load: the tools read the current page's origin, not its route.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
