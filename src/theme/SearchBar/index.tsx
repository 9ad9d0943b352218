/**
 * The navbar search: DocSearch's own modal, on the local index or on Algolia.
 *
 * Replaces (does not wrap) @docusaurus/theme-search-algolia's SearchBar,
 * because that component lets DocSearch create the Algolia client and gives
 * no way to substitute one: it passes DocSearch a `transformSearchClient` of
 * its own that only adds a user agent, and the site config, serialized to the
 * browser, cannot carry a function to replace it. Otherwise this is the
 * theme's component, with these differences:
 * - `transformSearchClient` returns our client (src/search/clients/client.ts,
 *   see ./transformSearchClient.ts): the local index by default,
 *   algoliasearch's lite client with explicit timeouts when Algolia is
 *   configured;
 * - no Algolia preconnect in local mode (no third-party request at all);
 * - `getMissingResultsUrl` opens the docs repository's new-issue form;
 * - `maxResultsPerGroup: 5` and `hitsPerPage: 20` passed explicitly, from
 *   src/search/protocol/modalRequest.ts, where the whole request the modal
 *   sends is stated for the other callers that search as it does;
 * - "See all results" links to /search/?q= with the trailing slash the site
 *   uses everywhere;
 * - corrupt recent searches or favorites in local storage are cleaned before
 *   the modal reads them (src/search/modal/storedSearches.ts);
 * - each search waits for the keystroke's paint, and one overtaken by a
 *   newer keystroke meanwhile does not run (src/lib/latestAfterPaint.ts);
 * - DocSearch's error screen is shown by us: DocSearch 3.9 sets the 'error'
 *   status when a search rejects, but @algolia/autocomplete-core 1.17.9 (its
 *   onInput's `.finally(() => setStatus('idle'))`) resets it at once, so the
 *   modal shows "No results" (or the previous query's hits) instead of
 *   "Unable to fetch results". We follow our client's outcome and, while the
 *   latest search has failed, show DocSearch's error screen markup and texts
 *   in its dropdown in place of what DocSearch rendered (./ErrorScreen.tsx,
 *   ./useSearchFailed.ts);
 * - no "Search by Algolia" logo in local mode, where Algolia is not involved;
 * - hits are not links inside the listbox options, and the lists get the
 *   ids the input refers to (both for accessibility, see ./Hit.tsx and
 *   ./a11yRepair.ts);
 * - the button and the keyboard shortcuts are our own few lines, with
 *   DocSearch's markup, classes and keys: importing DocSearchButton from
 *   @docsearch/react would put that whole module, modal included (one file),
 *   into every page's first load, which the theme's dynamic import of the
 *   modal then cannot avoid (./SearchButton.tsx, ./shortcuts.ts). The modal,
 *   its CSS, the search client and the index load on the reader's first sign
 *   of intent (hover, focus, touch, shortcut; ./loadModal.ts);
 * - the first hit is the answer card when the query holds an answer (an
 *   error, a type, a Setup feature, a symptom, a package.xml) or a page's
 *   best passage (issue 55; ./answers.ts, ./Hit.tsx, ./pastedText.ts for a
 *   paste longer than the input holds).
 *
 * The DocSearch markup these parts reach into is named in
 * ./docsearchMarkup.ts; tests/unit/theme-overrides.test.ts fails when
 * @docsearch/react's version or that markup changes.
 */
// cspell:words algoliasearch
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import type { DocSearchHit, DocSearchModalProps, InternalDocSearchHit } from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { useContextualFacetFilters, useSearchConfig } from '@site/src/search/clients/useSearchConfig';
import { useSearchPageUrl } from '@site/src/search/page/useSearchPageUrl';
import { MAX_RESULTS_PER_GROUP } from '@site/src/search/protocol/modalRequest';
import { takeTurns } from '@site/src/search/protocol/pageTurns';
import { answerUrlOf } from '@site/src/data/errors/route';
import { useDocSearchA11yRepair } from './a11yRepair';
import { DOCSEARCH } from './docsearchMarkup';
import { ErrorScreen } from './ErrorScreen';
import { loadedModalParts, loadModal, prepare, type ModalComponent } from './loadModal';
import { ResultsFooter } from './ResultsFooter';
import { SearchButton } from './SearchButton';
import { docSearchParameters } from './searchParameters';
import { useSearchShortcuts } from './shortcuts';
import { useTransformSearchClient } from './transformSearchClient';
import { useSearchFailed } from './useSearchFailed';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

/** Opening and closing the modal: its container, the lazily loaded component, and keys typed while it loads. */
function useModalOpening(clientConfig: SearchClientConfig, indexName: string) {
  const history = useHistory();
  const searchPageUrl = useSearchPageUrl();
  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const typedWhileOpening = useRef<string | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const div = document.createElement('div');
      div.className = `search-modal search-modal--${clientConfig.mode}`;
      document.body.insertBefore(div, document.body.firstChild);
      containerRef.current = div;
      setContainer(div);
    }
    prepare(clientConfig);
    typedWhileOpening.current ??= '';
    loadModal().then(
      (component) => {
        const typed = typedWhileOpening.current;
        typedWhileOpening.current = null;
        if (typed === null) return; // Escape while it loaded
        // Before DocSearch reads them as it mounts: its code (./modalParts.ts) came with the modal's.
        loadedModalParts()?.sanitizeStoredSearches(indexName);
        // Rendered now, not on React's next tick: a key pressed in between would find the modal
        // shown but the shortcuts still closed (an Escape ignored) and its field not yet focused
        // (a letter lost). flushSync also runs the effects, so the next key event finds both ready.
        flushSync(() => {
          if (typed) setInitialQuery((query) => (query ?? '') + typed);
          setModal(() => component);
          setIsOpen(true);
        });
      },
      // The modal could not load (offline): the search page still works without it.
      () => {
        typedWhileOpening.current = null;
        history.push(searchPageUrl(''));
      },
    );
  }, [indexName, clientConfig, history, searchPageUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const onInput = useCallback(
    (key: string) => {
      setInitialQuery(key);
      openModal();
    },
    [openModal],
  );

  useSearchShortcuts({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput,
    buttonRef,
    typedWhileOpening,
  });
  useDocSearchA11yRepair(container, isOpen);
  return { Modal, isOpen, initialQuery, container, buttonRef, openModal, closeModal };
}

/** The modal's behavior props that differ from the theme's (see the header). */
function useModalBehavior(closeModal: () => void) {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { algolia, client: clientConfig } = useSearchConfig();
  const docsRepoUrl = String(siteConfig.customFields?.docsRepoUrl ?? '');
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useContextualFacetFilters();

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        // Algolia results may point at another site, which the router cannot show.
        if (isRegexpStringMatch(algolia.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [algolia.externalUrlRegex, history],
  );

  // Pages take turns (pageTurns.ts): Algolia's hits get the order the local engine already gives.
  // Then a hit in an answer's section on /errors/ leads to the answer's own page (issue 54).
  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      takeTurns(items, (item) => item.url).map((item) => ({
        ...item,
        url: processSearchResultUrl(answerUrlOf(item.url, item.hierarchy.lvl3)),
      })),
    [processSearchResultUrl],
  );

  const transformSearchClient = useTransformSearchClient(
    clientConfig,
    siteMetadata.docusaurusVersion,
    siteConfig.url,
  );

  const searchParameters = useMemo(
    () => docSearchParameters(algolia, contextualFacetFilters) as DocSearchModalProps['searchParameters'],
    [algolia, contextualFacetFilters],
  );

  const resultsFooterComponent = useCallback(
    ({ state }: { state: AutocompleteState<InternalDocSearchHit> }) => (
      <ResultsFooter state={state} onClose={closeModal} />
    ),
    [closeModal],
  );

  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) =>
      `${docsRepoUrl}/issues/new?title=${encodeURIComponent(`Search: no results for "${query}"`)}`,
    [docsRepoUrl],
  );
  return {
    navigator,
    transformItems,
    transformSearchClient,
    searchParameters,
    getMissingResultsUrl,
    ...(algolia.searchPagePath ? { resultsFooterComponent } : {}),
  };
}

/** The modal's extras (./ModalExtras.tsx), from its chunk, loaded with the modal. */
function ModalExtrasSlot({ container }: { container: HTMLElement }): ReactNode {
  const Extras = loadedModalParts()?.ModalExtras;
  return Extras ? <Extras container={container} /> : null;
}

export default function SearchBar(): ReactNode {
  const { algolia, client: clientConfig } = useSearchConfig();
  const { Modal, isOpen, initialQuery, container, buttonRef, openModal, closeModal } = useModalOpening(
    clientConfig,
    algolia.indexName,
  );
  const { searchParameters, ...behavior } = useModalBehavior(closeModal);
  const failed = useSearchFailed(isOpen, clientConfig, container);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const onIntent = useCallback(() => prepare(clientConfig), [clientConfig]);

  // Where the error screen goes: DocSearch's dropdown, whose own content is hidden meanwhile (styles.css).
  useEffect(() => {
    container?.classList.toggle('search-modal--failed', failed);
    setDropdown(failed ? (container?.querySelector(`.${DOCSEARCH.dropdown}`) ?? null) : null);
  }, [failed, container]);

  return (
    <>
      {clientConfig.mode === 'algolia' && (
        <Head>
          {/* Lets the browser open the connection to DocSearch's cluster early: the first query is faster. */}
          <link rel="preconnect" href={`https://${algolia.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton buttonRef={buttonRef} onClick={openModal} onIntent={onIntent} />
      {isOpen &&
        Modal &&
        container &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={translations.placeholder}
            searchParameters={searchParameters}
            maxResultsPerGroup={MAX_RESULTS_PER_GROUP}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            hitComponent={loadedModalParts()?.Hit}
            {...behavior}
            translations={translations.modal}
          />,
          container,
        )}
      {isOpen && failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
      {isOpen && Modal && container && <ModalExtrasSlot container={container} />}
    </>
  );
}
