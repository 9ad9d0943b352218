/**
 * The navbar search: DocSearch's own modal, on the local index or on Algolia.
 *
 * Replaces (does not wrap) @docusaurus/theme-search-algolia's SearchBar,
 * because that component lets DocSearch create the Algolia client and gives
 * no way to substitute one: it passes DocSearch a `transformSearchClient` of
 * its own that only adds a user agent, and the site config, serialized to the
 * browser, cannot carry a function to replace it. Otherwise this is the
 * theme's component, with these differences:
 * - `transformSearchClient` returns our client (src/search/client.ts): the
 *   local index by default, algoliasearch's lite client with explicit
 *   timeouts when Algolia is configured;
 * - no Algolia preconnect in local mode (no third-party request at all);
 * - `getMissingResultsUrl` opens the docs repository's new-issue form;
 * - `maxResultsPerGroup: 5` and `hitsPerPage: 20` passed explicitly;
 * - "See all results" links to /search/?q= with the trailing slash the site
 *   uses everywhere;
 * - corrupt recent searches or favorites in local storage are cleaned before
 *   the modal reads them (src/search/storedSearches.ts);
 * - each search waits for the keystroke's paint, and one overtaken by a
 *   newer keystroke meanwhile does not run (src/lib/latestAfterPaint.ts);
 * - DocSearch's error screen is shown by us: DocSearch 3.9 sets the 'error'
 *   status when a search rejects, but @algolia/autocomplete-core 1.17.9 (its
 *   onInput's `.finally(() => setStatus('idle'))`) resets it at once, so the
 *   modal shows "No results" (or the previous query's hits) instead of
 *   "Unable to fetch results". We follow our client's outcome and, while the
 *   latest search has failed, show DocSearch's error screen markup and texts
 *   in its dropdown in place of what DocSearch rendered;
 * - no "Search by Algolia" logo in local mode, where Algolia is not involved;
 * - hits are not links inside the listbox options, and the lists get the
 *   ids the input refers to (both for accessibility, see Hit and
 *   useDocSearchA11yRepair);
 * - the button and the keyboard shortcuts are our own few lines, with
 *   DocSearch's markup, classes and keys: importing DocSearchButton from
 *   @docsearch/react would put that whole module, modal included (one file),
 *   into every page's first load, which the theme's dynamic import of the
 *   modal then cannot avoid. The modal, its CSS, the search client and the index load on the
 *   reader's first sign of intent (hover, focus, touch, shortcut).
 */
// cspell:words algoliasearch
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type MutableRefObject,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type {
  DocSearchHit,
  DocSearchModalProps,
  DocSearchTransformClient,
  InternalDocSearchHit,
  StoredDocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type * as SearchClientModule from '@site/src/search/client';
import type { SearchClientConfig } from '@site/src/search/client';
import type { LiteSearchClient } from '@site/src/search/localClient';
import { sanitizeStoredSearches } from '@site/src/search/storedSearches';
import { useContextualFacetFilters, useSearchConfig } from '@site/src/search/useSearchConfig';
import { useSearchPageUrl } from '@site/src/search/useSearchPageUrl';
import { loadOnce } from '@site/src/lib/loadOnce';
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';
import './styles.css';

type ModalComponent = ComponentType<DocSearchModalProps>;
type SearchArgs = Parameters<LiteSearchClient['search']>[0];
type SearchOptions = Parameters<LiteSearchClient['search']>[1];

type ClientModule = typeof SearchClientModule;

let clientModule: ClientModule | undefined;
/**
 * The search client (local index or Algolia, with its analytics), loaded on
 * the first sign of intent like the modal, not in every page's first load.
 */
const loadClient = loadOnce(() =>
  import('@site/src/search/client').then((module) => (clientModule = module)),
);

/** DocSearch's modal and its styles, and the search client, loaded once: the modal renders with all three. */
const loadModal = loadOnce(() =>
  Promise.all([import('@docsearch/react'), import('@docsearch/css/dist/modal.css'), loadClient()]).then(
    ([docsearch]): ModalComponent => docsearch.DocSearchModal,
  ),
);

/** First sign of intent: fetch the modal and warm the search back end in parallel. */
function prepare(clientConfig: SearchClientConfig): void {
  loadModal().catch(() => undefined);
  loadClient().then(
    ({ getSearchClient }) => void getSearchClient(clientConfig).preload(),
    () => undefined,
  );
}

function isEditing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
}

/**
 * DocSearch's shortcuts (useDocSearchKeyboardEvents): Ctrl/Cmd+K toggles,
 * `/` outside a text field opens, Escape closes; a letter or digit typed while
 * the button has focus opens the modal with it as the query.
 *
 * Unlike DocSearch's own bar, nothing typed while the modal's code is still
 * loading is lost: `typedWhileOpening` (null when not opening) collects it,
 * Backspace included, and the modal opens with it as the query; Escape then
 * cancels the opening.
 */
function useSearchShortcuts(options: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (key: string) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
  typedWhileOpening: MutableRefObject<string | null>;
}): void {
  const { isOpen, onOpen, onClose, onInput, buttonRef, typedWhileOpening } = options;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const typed = typedWhileOpening.current;
      if (typed !== null && !isOpen && !event.metaKey && !event.ctrlKey && !event.altKey) {
        if (event.key === 'Escape') typedWhileOpening.current = null;
        else if (event.key === 'Backspace') typedWhileOpening.current = typed.slice(0, -1);
        else if (event.key?.length === 1) typedWhileOpening.current = typed + event.key;
        else return;
        event.preventDefault();
        return;
      }
      const isShortcut = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (
        (event.code === 'Escape' && isOpen) ||
        isShortcut ||
        (!isEditing(event.target) && event.key === '/' && !isOpen)
      ) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (
        !isOpen &&
        buttonRef.current === document.activeElement &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.altKey &&
        /^[a-zA-Z0-9]$/.test(event.key)
      ) {
        event.preventDefault();
        onInput(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, buttonRef, typedWhileOpening]);
}

function SearchIcon(): ReactElement {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 113.733 3.733a7.533 7.533 0 0110.653 10.653z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** DocSearch's button: same markup and classes, so its stylesheet applies. */
function SearchButton(props: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClick: () => void;
  onIntent: () => void;
}): ReactElement {
  const { buttonRef, onClick, onIntent } = props;
  // Known only in the browser; the server renders no keys, as DocSearch does.
  const [isApple, setIsApple] = useState<boolean | null>(null);
  useEffect(() => setIsApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  const label = translations.button?.buttonAriaLabel ?? 'Search';
  return (
    <button
      ref={buttonRef}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${isApple ? 'Command' : 'Ctrl'}+K)`}
      aria-keyshortcuts={isApple ? 'Meta+K' : 'Control+K'}
      onClick={onClick}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{translations.button?.buttonText ?? 'Search'}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {isApple !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{isApple ? '⌘' : 'Ctrl'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}

/** DocSearch's error screen (same classes and texts), for the case DocSearch itself no longer shows it. */
function ErrorScreen(): ReactElement {
  const texts = translations.modal?.errorScreen;
  return (
    <div className="search-error-screen" role="alert">
      <div className="DocSearch-ErrorScreen">
        <div className="DocSearch-Screen-Icon">
          <svg width="40" height="40" viewBox="0 0 20 20" fill="none" aria-hidden="true">
            <path
              d="M4 9a5 5 0 0110 0 4 4 0 01-1 7.9H5A4 4 0 014 9zM3 3l14 14"
              stroke="currentColor"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
        <p className="DocSearch-Title">{texts?.titleText ?? 'Unable to fetch results'}</p>
        <p className="DocSearch-Help">
          {texts?.helpText ?? 'You might want to check your network connection.'}
        </p>
      </div>
    </div>
  );
}

/**
 * Whether the latest search of the open modal failed. Cleared when a search
 * starts, and when the input is emptied (DocSearch then shows its start
 * screen without searching).
 */
function useSearchFailed(
  isOpen: boolean,
  clientConfig: SearchClientConfig,
  container: HTMLElement | null,
): boolean {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!isOpen) {
      setFailed(false);
      return undefined;
    }
    // The modal opens once the client has loaded (loadModal), so it is here by then.
    let unsubscribe = () => {};
    let active = true;
    loadClient().then(
      ({ getSearchClient }) => {
        if (active)
          unsubscribe = getSearchClient(clientConfig).onOutcome((outcome) => setFailed(outcome === 'failed'));
      },
      () => undefined,
    );
    const onInput = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.classList.contains('DocSearch-Input') && !target.value.trim()) setFailed(false);
    };
    container?.addEventListener('input', onInput);
    return () => {
      active = false;
      unsubscribe();
      container?.removeEventListener('input', onInput);
    };
  }, [isOpen, clientConfig, container]);
  return failed;
}

/**
 * A hit's content. Not a link, unlike the theme's: DocSearch puts it inside a
 * listbox option, and a link in an option is a nested interactive control
 * (axe `nested-interactive`) that screen readers announce unreliably. The
 * listbox keeps keyboard selection (Enter goes through `navigator`); this
 * handles the pointer: a click navigates, a modified or middle click opens a
 * new tab, as a link would.
 */
function Hit({
  hit,
  children,
}: {
  hit: InternalDocSearchHit | StoredDocSearchHit;
  children: ReactNode;
}): ReactElement {
  const history = useHistory();
  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button > 1) return;
    if (event.button === 1 || event.metaKey || event.ctrlKey || event.shiftKey) {
      window.open(hit.url, '_blank', 'noopener');
    } else {
      history.push(hit.url);
    }
  };
  return (
    // Keyboard use is the listbox's own (arrows, Enter): see the doc comment.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className="search-hit" data-url={hit.url} onClick={open} onAuxClick={open}>
      {children}
    </div>
  );
}

/**
 * Accessibility repairs to DocSearch 3.9's markup, re-applied as it renders:
 * - every hit list has the id `docsearch-list`, while the input's
 *   `aria-controls` (from autocomplete) names `docsearch-<source>-list`: an
 *   invalid reference and duplicate ids (axe `aria-valid-attr-value`); each
 *   list is renamed after its items' ids;
 * - the backdrop is a nameless `role="button"` with `tabindex="0"` around the
 *   whole dialog (axe `nested-interactive`, and an extra Tab stop), carrying
 *   the combobox attributes autocomplete meant for its root (`aria-expanded`
 *   and the like, not allowed on a plain element); it loses them all and
 *   still closes the modal on click, while Escape and the Cancel button close
 *   it from the keyboard.
 */
const BACKDROP_ATTRIBUTES = [
  'role',
  'tabindex',
  'aria-expanded',
  'aria-haspopup',
  'aria-owns',
  'aria-labelledby',
];

function useDocSearchA11yRepair(container: HTMLElement | null, isOpen: boolean): void {
  useEffect(() => {
    if (!container || !isOpen) return undefined;
    const repair = () => {
      const backdrop = container.querySelector('.DocSearch-Container');
      for (const name of BACKDROP_ATTRIBUTES)
        if (backdrop?.hasAttribute(name)) backdrop.removeAttribute(name);
      container.querySelectorAll<HTMLUListElement>('ul[role="listbox"]').forEach((list) => {
        const itemId = list.querySelector('li[id]')?.id;
        const id = itemId?.replace(/-item-\d+$/, '-list');
        if (id && list.id !== id) list.id = id;
      });
    };
    repair();
    const observer = new MutationObserver(repair);
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [container, isOpen]);
}

function ResultsFooter({
  state,
  onClose,
}: {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
}): ReactElement {
  const searchPageUrl = useSearchPageUrl();
  return (
    <Link to={searchPageUrl(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{ count: String(state.context.nbHits ?? 0) }}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function SearchBar(): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { algolia, client: clientConfig } = useSearchConfig();
  const docsRepoUrl = String(siteConfig.customFields?.docsRepoUrl ?? '');
  const history = useHistory();
  const searchPageUrl = useSearchPageUrl();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useContextualFacetFilters();

  const containerRef = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ModalComponent | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const typedWhileOpening = useRef<string | null>(null);

  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const failed = useSearchFailed(isOpen, clientConfig, container);
  const [dropdown, setDropdown] = useState<Element | null>(null);

  const onIntent = useCallback(() => prepare(clientConfig), [clientConfig]);

  const openModal = useCallback(() => {
    if (!containerRef.current) {
      const div = document.createElement('div');
      div.className = `search-modal search-modal--${clientConfig.mode}`;
      document.body.insertBefore(div, document.body.firstChild);
      containerRef.current = div;
      setContainer(div);
    }
    sanitizeStoredSearches(algolia.indexName);
    prepare(clientConfig);
    typedWhileOpening.current ??= '';
    loadModal().then(
      (component) => {
        const typed = typedWhileOpening.current;
        typedWhileOpening.current = null;
        if (typed === null) return; // Escape while it loaded
        if (typed) setInitialQuery((query) => (query ?? '') + typed);
        setModal(() => component);
        setIsOpen(true);
      },
      // The modal could not load (offline): the search page still works without it.
      () => {
        typedWhileOpening.current = null;
        history.push(searchPageUrl(''));
      },
    );
  }, [algolia.indexName, clientConfig, history, searchPageUrl]);

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

  // Where the error screen goes: DocSearch's dropdown, whose own content is hidden meanwhile (styles.css).
  useEffect(() => {
    container?.classList.toggle('search-modal--failed', failed);
    setDropdown(failed ? (container?.querySelector('.DocSearch-Dropdown') ?? null) : null);
  }, [failed, container]);

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

  const transformItems = useCallback(
    (items: DocSearchHit[]) => items.map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
    [processSearchResultUrl],
  );

  // DocSearch's own client is set aside for ours. A failed search resolves
  // empty for DocSearch (our error screen reports it, see useSearchFailed):
  // a rejection would leave DocSearch's autocomplete state stale and surface
  // as an unhandled rejection. The cast: ours has the lite client's search
  // interface, not its generic signature.
  const transformSearchClient = useCallback(
    (docSearchClient: DocSearchTransformClient): DocSearchTransformClient => {
      // DocSearch renders the modal, and so calls this, only after loadModal, which loads the client.
      if (!clientModule) throw new Error('SearchBar: the search client is not loaded');
      const { getSearchClient, emptyResponse, latestAfterPaint } = clientModule;
      const client = getSearchClient(clientConfig);
      // Keep DocSearch's user agents ("docsearch (3.9.0)", "docsearch-react (3.9.0)"), as on its own client.
      for (const [, segment, version] of docSearchClient.transporter.algoliaAgent.value.matchAll(
        /(docsearch[\w-]*) \(([^)]+)\)/g,
      )) {
        if (segment && version) client.addAlgoliaAgent(segment, version);
      }
      client.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const forDocSearch: LiteSearchClient = {
        appId: client.appId,
        transporter: client.transporter,
        addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
        // After the keystroke's paint, and only the newest (src/lib/latestAfterPaint.ts).
        search: latestAfterPaint((args: SearchArgs, requestOptions?: SearchOptions) =>
          client.search(args, requestOptions).catch(() => emptyResponse(args)),
        ),
      };
      return forDocSearch as unknown as DocSearchTransformClient;
    },
    [clientConfig, siteMetadata.docusaurusVersion],
  );

  const searchParameters = useMemo(() => {
    const configured = algolia.searchParameters?.facetFilters ?? [];
    const normalize = (f: unknown) => (typeof f === 'string' ? [f] : (f as string[]));
    const facetFilters = algolia.contextualSearch
      ? [...contextualFacetFilters, ...normalize(configured)]
      : configured;
    return { ...algolia.searchParameters, facetFilters } as DocSearchModalProps['searchParameters'];
  }, [algolia.contextualSearch, algolia.searchParameters, contextualFacetFilters]);

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
        containerRef.current &&
        createPortal(
          <Modal
            appId={algolia.appId}
            apiKey={algolia.apiKey}
            indexName={algolia.indexName}
            placeholder={translations.placeholder}
            searchParameters={searchParameters}
            maxResultsPerGroup={algolia.maxResultsPerGroup}
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(algolia.searchPagePath ? { resultsFooterComponent } : {})}
            translations={translations.modal}
            getMissingResultsUrl={getMissingResultsUrl}
          />,
          containerRef.current,
        )}
      {isOpen && failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </>
  );
}
