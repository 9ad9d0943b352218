/**
 * The /search/ page (route added by the search theme, `searchPagePath`).
 *
 * Replaces the theme's SearchPage, which needs JavaScript to show even its
 * form, loads 15 results at a time on scroll and renders the engine's HTML.
 * This one:
 * - is a real `<form method="get">` with an input named `q`: before
 *   JavaScript loads (or without it) submitting loads /search/?q=…;
 * - reads `q` after hydration (the build renders the page without a query
 *   string, so reading it earlier would make the first render differ);
 * - shows 20 results at a time and a "Load more results" button, each result
 *   with its section path and a highlighted snippet;
 * - keeps the URL in step with the input (replace, debounced) so a search can
 *   be shared and survives a reload;
 * - never sets HTML: the query is text, and highlight markup comes only from
 *   the engine's own tags (src/search/highlightParts.ts);
 * - runs unchanged on the local index or Algolia (src/search/client.ts).
 */
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import { getSearchClient } from '@site/src/search/client';
import { highlightParts } from '@site/src/search/highlightParts';
import type { Level, SearchHit, SearchResult } from '@site/src/search/types';
import { LEVELS } from '@site/src/search/types';
import { useContextualFacetFilters, useSearchConfig } from '@site/src/search/useSearchConfig';
import { QUERY_PARAM } from '@site/src/search/useSearchPageUrl';
import styles from './styles.module.css';

/** The spec's page size (as DocSearch's hitsPerPage). */
export const RESULTS_PER_PAGE = 20;
/** As DocSearch's input. */
export const MAX_QUERY_LENGTH = 64;
/** How long typing must pause before the URL follows the input. */
const URL_DELAY_MS = 300;
const SNIPPET_WORDS = 30;
const PRE_TAG = '<mark>';
const POST_TAG = '</mark>';

type Status = 'idle' | 'loading' | 'done' | 'error';

interface Results {
  status: Status;
  query: string;
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

const EMPTY: Results = { status: 'idle', query: '', hits: [], nbHits: 0, page: 0, nbPages: 0 };

function Highlighted({ value }: { value: string | undefined }): ReactElement {
  return (
    <>
      {highlightParts(value ?? '', PRE_TAG, POST_TAG).map((part, i) =>
        part.highlighted ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

/** The heading a hit stands for: its own level, or the deepest heading above a paragraph. */
function titleLevel(hit: SearchHit): Level {
  if (hit.type !== 'content') return hit.type;
  const levels = LEVELS.slice(1).filter((l) => hit.hierarchy[l]);
  return levels[levels.length - 1] ?? 'lvl1';
}

function Result({
  hit,
  url,
  linkRef,
}: {
  hit: SearchHit;
  url: string;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}): ReactElement {
  const level = titleLevel(hit);
  const path = LEVELS.slice(0, LEVELS.indexOf(level))
    .map((l) => hit.hierarchy[l])
    .filter((v): v is string => Boolean(v));
  const snippet = hit._snippetResult.content?.value;
  return (
    <li className={styles.result}>
      <article>
        <h2 className={styles.resultTitle}>
          <Link to={url} ref={linkRef}>
            <Highlighted value={hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level] ?? ''} />
          </Link>
        </h2>
        {path.length > 0 && (
          <nav aria-label="Section">
            <ol className={styles.path}>
              {path.map((part, i) => (
                <li key={i}>{part}</li>
              ))}
            </ol>
          </nav>
        )}
        {snippet && (
          <p className={styles.snippet}>
            <Highlighted value={snippet} />
          </p>
        )}
      </article>
    </li>
  );
}

function readQuery(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
}

function SearchPageContent(): ReactElement {
  const { algolia, client: clientConfig } = useSearchConfig();
  const facetFilters = useContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const statusId = useId();

  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>(EMPTY);
  const latest = useRef(0);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hasReadUrl = useRef(false);
  const firstNewLink = useRef<HTMLAnchorElement | null>(null);
  const focusNewResults = useRef(false);

  const run = useCallback(
    async (q: string, page: number) => {
      const id = ++latest.current;
      if (!q.trim()) {
        setResults(EMPTY);
        return;
      }
      setResults((prev) => ({ ...prev, status: 'loading', query: q }));
      try {
        const response = await getSearchClient(clientConfig).search({
          requests: [
            {
              indexName: algolia.indexName,
              query: q,
              page,
              hitsPerPage: RESULTS_PER_PAGE,
              attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
              attributesToSnippet: [`content:${SNIPPET_WORDS}`],
              highlightPreTag: PRE_TAG,
              highlightPostTag: POST_TAG,
              snippetEllipsisText: '…',
              facetFilters: algolia.contextualSearch ? facetFilters : [],
              // One result per section: a heading and its matching paragraph
              // would otherwise show as two near-identical results.
              distinct: true,
            },
          ],
        });
        if (id !== latest.current) return;
        const result = response.results[0] as SearchResult | undefined;
        if (!result) throw new Error('No result');
        setResults((prev) => ({
          status: 'done',
          query: q,
          hits: page === 0 ? result.hits : [...prev.hits, ...result.hits],
          nbHits: result.nbHits,
          page: result.page,
          nbPages: result.nbPages,
        }));
      } catch {
        if (id === latest.current) setResults({ ...EMPTY, status: 'error', query: q });
      }
    },
    [algolia.contextualSearch, algolia.indexName, clientConfig, facetFilters],
  );

  // The URL is the source of truth on arrival and on back/forward; our own
  // replace() calls are skipped, since the input may be ahead of them.
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (hasReadUrl.current && history.action === 'REPLACE') return;
    hasReadUrl.current = true;
    const q = readQuery(location.search);
    setQuery(q);
    void runRef.current(q, 0);
  }, [location.search, history]);

  useEffect(() => () => clearTimeout(urlTimer.current), []);

  const syncUrl = useCallback(
    (q: string, delay: number) => {
      clearTimeout(urlTimer.current);
      urlTimer.current = setTimeout(() => {
        const search = q ? `?${QUERY_PARAM}=${encodeURIComponent(q)}` : '';
        if (search !== history.location.search) history.replace({ ...history.location, search });
      }, delay);
    },
    [history],
  );

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    void run(q, 0);
    syncUrl(q, URL_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    syncUrl(query, 0);
    void run(query, 0);
  };

  const loadMore = () => {
    focusNewResults.current = true;
    void run(results.query, results.page + 1);
  };

  useEffect(() => {
    if (focusNewResults.current && results.status === 'done') {
      focusNewResults.current = false;
      firstNewLink.current?.focus();
    }
  }, [results]);

  const { status, hits, nbHits } = results;
  const firstNew = results.page * RESULTS_PER_PAGE;
  const hasMore = status === 'done' && results.page + 1 < results.nbPages;

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <h1>Search the documentation</h1>
      <form className={styles.form} method="get" action={location.pathname} role="search" onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          Search terms
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name={QUERY_PARAM}
            value={query}
            onChange={(e) => onChange(e.target.value)}
            maxLength={MAX_QUERY_LENGTH}
            placeholder={algolia.placeholder ?? 'Search docs'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={statusId}
          />
          <button type="submit" className="button button--primary">
            Search
          </button>
        </div>
      </form>

      <div id={statusId} role="status" className={styles.status}>
        {status === 'done' && nbHits > 0 && (
          <p>
            {nbHits === 1 ? '1 result' : `${nbHits} results`} for “{results.query}”
          </p>
        )}
        {status === 'done' && nbHits === 0 && (
          <p>
            No results for “<strong>{results.query}</strong>”
          </p>
        )}
        {status === 'loading' && hits.length === 0 && <p>Searching…</p>}
      </div>

      {status === 'error' && (
        <div role="alert" className={styles.error}>
          <p className={styles.errorTitle}>Unable to fetch results</p>
          <p>You might want to check your network connection.</p>
        </div>
      )}

      {hits.length > 0 && status !== 'error' && (
        <ol className={styles.results}>
          {hits.map((hit, i) => (
            <Result
              key={`${hit.objectID}-${i}`}
              hit={hit}
              url={processUrl(hit.url)}
              linkRef={i === firstNew && firstNew > 0 ? (el) => (firstNewLink.current = el) : undefined}
            />
          ))}
        </ol>
      )}

      {hasMore && (
        <button type="button" className="button button--secondary" onClick={loadMore}>
          Load more results
        </button>
      )}
    </main>
  );
}

export default function SearchPage(): ReactNode {
  return (
    <Layout title="Search the documentation" description="Search the Metaferry documentation.">
      {/* A results page is no answer for a search engine; its links are still followed. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
