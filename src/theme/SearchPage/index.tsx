/**
 * The /search/ page (route added by the search theme, `searchPagePath`).
 *
 * Replaces the theme's SearchPage, which needs JavaScript to show even its
 * form, loads 15 results at a time on scroll and renders the engine's HTML.
 * This one:
 * - is a real `<form method="get">` with an input named `q`: before
 *   JavaScript loads (or without it) submitting loads /search/?q=…;
 * - reads `q` after hydration (the build renders the page without a query
 *   string, so reading it earlier would make the first render differ); by
 *   then its HTML has usually shown the results already, from the search
 *   worker its inline script started (src/search/earlySearch.ts): the page
 *   adopts them, and its own list replaces the painted one;
 * - groups results by page (src/search/groupHits.ts): one entry per page
 *   with its section path and best snippet, its matching sections beneath
 *   it, 20 pages at a time and a "Show more pages" button;
 * - keeps the URL in step with the input (replace, debounced) so a search can
 *   be shared and survives a reload;
 * - never sets HTML: the query is text, and highlight markup comes only from
 *   the engine's own tags (src/search/highlightParts.ts); the one inline
 *   script is a constant;
 * - runs unchanged on the local index or Algolia (src/search/client.ts).
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
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
import {
  EARLY_CLASSES,
  EARLY_RESULTS_ATTRIBUTE,
  EARLY_SEARCH_SCRIPT,
  INDEX_URL_ATTRIBUTE,
  SEARCH_QUERY_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
  takeEarlyResults,
  WORKER_URL_ATTRIBUTE,
  type EarlyClass,
  type EarlySearchSettings,
} from '@site/src/search/earlySearch';
import type { PageGroup } from '@site/src/search/groupHits';
import { highlightParts } from '@site/src/search/highlightParts';
import {
  MAX_QUERY_LENGTH,
  POST_TAG,
  PRE_TAG,
  RESULTS_PER_PAGE,
  type PageResults,
} from '@site/src/search/pageSearch';
import { useContextualFacetFilters, useSearchConfig } from '@site/src/search/useSearchConfig';
import { QUERY_PARAM } from '@site/src/search/useSearchPageUrl';
import styles from './styles.module.css';

/** How long typing must pause before the URL follows the input. */
const URL_DELAY_MS = 300;

/** What the page's inline script needs to paint results as this page does (src/search/earlySearch.ts). */
function earlySettings(filters: unknown): string {
  const settings: EarlySearchSettings = {
    filters,
    perPage: RESULTS_PER_PAGE,
    maxQueryLength: MAX_QUERY_LENGTH,
    preTag: PRE_TAG,
    postTag: POST_TAG,
    classes: Object.fromEntries(EARLY_CLASSES.map((name) => [name, styles[name] ?? ''])) as Record<
      EarlyClass,
      string
    >,
  };
  return JSON.stringify(settings);
}

type Status = 'idle' | 'loading' | 'done' | 'error';

interface Results {
  status: Status;
  query: string;
  groups: PageGroup[];
  nbHits: number;
}

const EMPTY: Results = { status: 'idle', query: '', groups: [], nbHits: 0 };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Highlighted({ value }: { value: string | undefined }): ReactElement {
  return (
    <>
      {highlightParts(value ?? '', PRE_TAG, POST_TAG).map((part, i) =>
        part.highlighted ? <mark key={i}>{part.text}</mark> : part.text,
      )}
    </>
  );
}

function Group({
  group,
  url,
  sectionUrl,
  linkRef,
}: {
  group: PageGroup;
  url: string;
  sectionUrl: (url: string) => string;
  linkRef?: (el: HTMLAnchorElement | null) => void;
}): ReactElement {
  const titleId = useId();
  const more = group.sectionTotal - group.sections.length;
  return (
    <li className={styles.group}>
      <article aria-labelledby={titleId}>
        <h2 className={styles.groupTitle} id={titleId}>
          <Link to={url} ref={linkRef}>
            <Highlighted value={group.title} />
          </Link>
        </h2>
        {group.path.length > 0 && <p className={styles.path}>{group.path.join(' › ')}</p>}
        {group.snippet && (
          <p className={styles.snippet}>
            <Highlighted value={group.snippet} />
          </p>
        )}
        {group.sections.length > 0 && (
          <ul className={styles.sections} aria-label="Matching sections">
            {group.sections.map((section) => (
              <li key={section.url} className={styles.section}>
                <h3 className={styles.sectionTitle}>
                  <Link to={sectionUrl(section.url)}>
                    {section.path.length > 0 && (
                      <span className={styles.sectionPath}>{section.path.join(' › ')} › </span>
                    )}
                    <Highlighted value={section.title} />
                  </Link>
                </h3>
                {section.snippet && (
                  <p className={styles.sectionSnippet}>
                    <Highlighted value={section.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {more > 0 && (
          <p className={styles.moreSections}>{plural(more, 'more section', 'more sections')} on this page</p>
        )}
      </article>
    </li>
  );
}

function keepRoomForResults(query: string): void {
  document.documentElement.toggleAttribute(SEARCH_QUERY_ATTRIBUTE, query.trim() !== '');
}

function readQuery(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAM) ?? '').slice(0, MAX_QUERY_LENGTH);
}

function SearchPageContent(): ReactElement {
  const { algolia, client: clientConfig } = useSearchConfig();
  const { indexUrl } = clientConfig;
  const facetFilters = useContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  const statusId = useId();

  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results>(EMPTY);
  const [shown, setShown] = useState(RESULTS_PER_PAGE);
  const latest = useRef(0);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hasReadUrl = useRef(false);
  const firstNewLink = useRef<HTMLAnchorElement | null>(null);
  const focusNewResults = useRef(false);

  const filters = useMemo(
    () => (algolia.contextualSearch ? facetFilters : []),
    [algolia.contextualSearch, facetFilters],
  );
  const filtersKey = JSON.stringify(filters);
  const run = useCallback(
    async (q: string, early?: Promise<PageResults>) => {
      const id = ++latest.current;
      if (!q.trim()) {
        setResults(EMPTY);
        return;
      }
      let answer: PageResults | undefined;
      if (early) {
        // Painted already (or about to be): no "Searching…" under the results.
        answer = await early.catch(() => undefined);
      }
      if (!answer) {
        setResults((prev) => ({ ...prev, status: 'loading', query: q }));
        try {
          answer = await getSearchClient(clientConfig).searchPages(q, algolia.indexName, filters);
        } catch {
          if (id === latest.current) setResults({ ...EMPTY, status: 'error', query: q });
          return;
        }
      }
      if (id !== latest.current) return;
      const { groups, nbHits } = answer;
      // A transition: React renders the list in slices of a few milliseconds,
      // so up to 20 groups never make one long task (a phone's total blocking
      // time, and the next keystroke's latency while typing).
      startTransition(() => {
        setShown(RESULTS_PER_PAGE);
        setResults({ status: 'done', query: q, groups, nbHits });
      });
    },
    [algolia.indexName, clientConfig, filters],
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
    keepRoomForResults(q);
    void runRef.current(q, takeEarlyResults(q, filtersKey));
  }, [location.search, history, filtersKey]);

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
    keepRoomForResults(q);
    void run(q);
    syncUrl(q, URL_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    syncUrl(query, 0);
    void run(query);
  };

  const showMore = () => {
    focusNewResults.current = true;
    setShown((n) => n + RESULTS_PER_PAGE);
  };

  useEffect(() => {
    if (focusNewResults.current) {
      focusNewResults.current = false;
      firstNewLink.current?.focus();
    }
  }, [shown]);

  // The room for results that the page's inline script reserves for a shared
  // link (see earlyIndex.ts) is kept while there is a query, and given after
  // client-side navigation too. Only the reader's own edits take it away: the
  // first render after hydration has no query yet, and dropping the room then
  // would shift the footer up and back down.
  useEffect(() => () => document.documentElement.removeAttribute(SEARCH_QUERY_ATTRIBUTE), []);

  const { status, groups, nbHits } = results;
  const visible = groups.slice(0, shown);
  const firstNew = shown - RESULTS_PER_PAGE;

  return (
    <>
      {/* Shows a shared link's results before the app runs; a constant, allowed by its hash. */}
      <script
        {...{
          [INDEX_URL_ATTRIBUTE]: indexUrl ?? '',
          [WORKER_URL_ATTRIBUTE]: '',
          [SETTINGS_ATTRIBUTE]: earlySettings(filters),
        }}
        dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }}
      />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search the documentation</h1>
        <form
          className={styles.form}
          method="get"
          action={location.pathname}
          role="search"
          onSubmit={onSubmit}
        >
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

        <div className={styles.resultsArea}>
          {/* The inline script's results, until the page has its own. Before the status line, so
              the painted count and list sit where the page's own will. React leaves a box set by
              dangerouslySetInnerHTML as it finds it when hydrating, and removes it here. */}
          {status === 'idle' && (
            <div
              {...{ [EARLY_RESULTS_ATTRIBUTE]: '' }}
              className={styles.early}
              dangerouslySetInnerHTML={{ __html: '' }}
            />
          )}
          <div id={statusId} role="status" className={styles.status}>
            {status === 'done' && nbHits > 0 && (
              <p>
                {plural(nbHits, 'result', 'results')} on {plural(groups.length, 'page', 'pages')} for “
                {results.query}”
              </p>
            )}
            {status === 'done' && nbHits === 0 && (
              <p>
                No results for “<strong>{results.query}</strong>”
              </p>
            )}
            {status === 'loading' && groups.length === 0 && <p>Searching…</p>}
          </div>

          {status === 'error' && (
            <div role="alert" className={styles.error}>
              <p className={styles.errorTitle}>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}

          {visible.length > 0 && status !== 'error' && (
            <ol className={styles.results} aria-label="Pages found">
              {visible.map((group, i) => (
                <Group
                  key={group.url}
                  group={group}
                  url={processUrl(group.url)}
                  sectionUrl={processUrl}
                  linkRef={i === firstNew && firstNew > 0 ? (el) => (firstNewLink.current = el) : undefined}
                />
              ))}
            </ol>
          )}

          {status !== 'error' && groups.length > shown && (
            <button type="button" className="button button--secondary" onClick={showMore}>
              Show more pages
            </button>
          )}
        </div>
      </main>
    </>
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
