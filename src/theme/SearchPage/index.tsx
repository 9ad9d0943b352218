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
 *   worker its inline script started (src/search/worker/earlySearch.ts): the page
 *   adopts them, and its own list replaces the painted one;
 * - groups results by page (src/search/protocol/groupHits.ts): one entry per page
 *   with its section path and best snippet, its matching sections beneath
 *   it, 20 pages at a time and a "Show more pages" button;
 * - keeps the URL in step with the input (replace, debounced) so a search can
 *   be shared and survives a reload;
 * - never sets HTML: the query is text, and highlight markup comes only from
 *   the engine's own tags (src/search/page/highlightParts.ts); the one inline
 *   script is a constant;
 * - runs unchanged on the local index or Algolia (src/search/clients/client.ts);
 * - puts the answer card first (issue 55, ./useAnswer.ts): the answer the
 *   query holds, or the first page's best passage; `?ask=` gives it a whole
 *   report or package.xml, and "Ask your assistant" hands the question and
 *   the first three pages' twins to the reader's assistant (./AnswerSection.tsx).
 *
 * Parts: ./useSearchPageState.ts (query, URL and results), ./Group.tsx (one
 * page of results), ./earlySettings.ts (what the inline script is told).
 */
import { useId, type ReactElement, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { ERRORS_ROUTE } from '@site/src/data/errors/route';
import { COVERAGE_ROUTE } from '@site/src/data/metadata-types/route';
import { QUERY_PARAM } from '@site/src/search/page/useSearchPageUrl';
import { MAX_QUERY_LENGTH, RESULTS_PER_PAGE } from '@site/src/search/protocol/pageRequest';
import {
  EARLY_RESULTS_ATTRIBUTE,
  EARLY_SEARCH_SCRIPT,
  INDEX_URL_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
  WORKER_URL_ATTRIBUTE,
} from '@site/src/search/worker/earlySearch';
import { AnswerSection } from './AnswerSection';
import { SEARCH_DESCRIPTION } from './description';
import { earlySettings } from './earlySettings';
import { Group, plural } from './Group';
import { useAnswer } from './useAnswer';
import { useSearchPageState } from './useSearchPageState';
import styles from './styles.module.css';

function SearchPageContent(): ReactElement {
  const inputId = useId();
  const statusId = useId();
  const state = useSearchPageState();
  const { algolia, indexUrl, filters, processUrl, query, results, shown, firstNewLink } = state;
  const { onChange, onSubmit, showMore } = state;

  const { status, groups, nbHits } = results;
  const answer = useAnswer(state.answerText, status === 'done', groups[0], processUrl);
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
        <form className={styles.form} method="get" action={state.pathname} role="search" onSubmit={onSubmit}>
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

          {status === 'done' && (groups.length > 0 || answer) && (
            <AnswerSection answer={answer} question={state.answerText} groups={groups} />
          )}

          {/* Where readers' searches most often end (issue 26): an error's text, a type's name. */}
          {status === 'done' && nbHits === 0 && (
            <p className={styles.noResultsHelp}>
              Looking up an error? Paste it into the <Link to={ERRORS_ROUTE}>error directory</Link>. Checking
              a metadata type? Find it among <Link to={COVERAGE_ROUTE}>every Metadata API type</Link>.
            </p>
          )}

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
    <Layout title="Search the documentation" description={SEARCH_DESCRIPTION}>
      {/* A results page is no answer for a search engine; its links are still followed. */}
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <SearchPageContent />
    </Layout>
  );
}
