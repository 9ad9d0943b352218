/**
 * The /search/ page's state: the query, kept in step with the URL (read after
 * hydration and on back/forward, written back debounced), the results for it
 * (adopted from the page's inline script when it painted them, else asked
 * of the search client, the latest query winning), and how many pages of
 * results are shown, with focus moved to the first new one on "Show more
 * pages". ./index.tsx renders it.
 */
import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type MutableRefObject,
} from 'react';
import { useHistory, useLocation } from '@docusaurus/router';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import { getSearchClient, type SearchClientConfig } from '@site/src/search/clients/client';
import {
  useContextualFacetFilters,
  useSearchConfig,
  type AlgoliaConfig,
} from '@site/src/search/clients/useSearchConfig';
import { ASK_PARAM, QUERY_PARAM } from '@site/src/search/page/useSearchPageUrl';
import type { PageGroup } from '@site/src/search/protocol/groupHits';
import { MAX_QUERY_LENGTH, RESULTS_PER_PAGE, type PageResults } from '@site/src/search/protocol/pageRequest';
import type { FacetFilters } from '@site/src/search/protocol/types';
import { SEARCH_QUERY_ATTRIBUTE, takeEarlyResults } from '@site/src/search/worker/earlySearch';

/** How long typing must pause before the URL follows the input. */
const URL_DELAY_MS = 300;

export type Status = 'idle' | 'loading' | 'done' | 'error';

export interface Results {
  status: Status;
  query: string;
  groups: PageGroup[];
  nbHits: number;
}

const EMPTY: Results = { status: 'idle', query: '', groups: [], nbHits: 0 };

function keepRoomForResults(query: string): void {
  document.documentElement.toggleAttribute(SEARCH_QUERY_ATTRIBUTE, query.trim() !== '');
}

/**
 * The query of an address: `?q=`, else `?ask=` (issue 55: a question, an error report or a
 * package.xml, whole; the input and the search get its first characters, the answer card all of it).
 */
function readQuery(search: string): { q: string; ask: string | null } {
  const params = new URLSearchParams(search);
  const q = params.get(QUERY_PARAM);
  const ask = q === null ? params.get(ASK_PARAM) : null;
  const text = q ?? ask ?? '';
  const asked = ask?.trim() ? ask : null;
  return { q: (asked ? text.trim().replace(/\s+/g, ' ') : text).slice(0, MAX_QUERY_LENGTH), ask: asked };
}

export interface SearchPageState {
  algolia: AlgoliaConfig;
  indexUrl: string | null;
  filters: FacetFilters;
  processUrl: (url: string) => string;
  pathname: string;
  query: string;
  /** What the answer card reads: the whole `?ask=` text until the reader edits the input, else the query. */
  answerText: string;
  results: Results;
  shown: number;
  firstNewLink: MutableRefObject<HTMLAnchorElement | null>;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  showMore: () => void;
}

/**
 * The results for the latest query (an earlier query's answer that arrives
 * late is dropped) and how many pages of them are shown.
 */
function useResults(indexName: string, clientConfig: SearchClientConfig, filters: FacetFilters) {
  const [results, setResults] = useState<Results>(EMPTY);
  const [shown, setShown] = useState(RESULTS_PER_PAGE);
  const latest = useRef(0);
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
          answer = await getSearchClient(clientConfig).searchPages(q, indexName, filters);
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
    [indexName, clientConfig, filters],
  );

  return { results, shown, setShown, run };
}

export function useSearchPageState(): SearchPageState {
  const { algolia, client: clientConfig } = useSearchConfig();
  const { indexUrl } = clientConfig;
  const facetFilters = useContextualFacetFilters();
  const processUrl = useSearchResultUrlProcessor();
  const location = useLocation();
  const history = useHistory();

  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hasReadUrl = useRef(false);
  const firstNewLink = useRef<HTMLAnchorElement | null>(null);
  const focusNewResults = useRef(false);

  const filters = useMemo(
    () => (algolia.contextualSearch ? facetFilters : []),
    [algolia.contextualSearch, facetFilters],
  );
  const filtersKey = JSON.stringify(filters);
  const { results, shown, setShown, run } = useResults(algolia.indexName, clientConfig, filters);

  // The URL is the source of truth on arrival and on back/forward; our own
  // replace() calls are skipped, since the input may be ahead of them.
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    if (hasReadUrl.current && history.action === 'REPLACE') return;
    hasReadUrl.current = true;
    const { q, ask } = readQuery(location.search);
    setQuery(q);
    setAsked(ask);
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
    setAsked(null);
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

  return {
    algolia,
    indexUrl,
    filters,
    processUrl,
    pathname: location.pathname,
    query,
    answerText: asked ?? results.query,
    results,
    shown,
    firstNewLink,
    onChange,
    onSubmit,
    showMore,
  };
}
