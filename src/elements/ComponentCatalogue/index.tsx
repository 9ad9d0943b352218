import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { categoryIds, categoryLabels, componentPath } from '@site/src/data/catalogue';
import type { CatalogueCard } from '@site/src/data/components';
import {
  filterComponents,
  formatCount,
  isCategory,
  isFiltered,
  NO_FILTERS,
  readFilters,
  writeFilters,
  type Filters,
} from './filter';
import { cardTypes } from './cardTypes';
import field from '../field.module.css';
import styles from './styles.module.css';

/** How long typing must pause before the URL follows the search text. */
const URL_DELAY_MS = 300;

interface Props {
  /** Level of each card's title; 3 when the catalogue sits under a `##` heading. */
  readonly headingLevel?: 2 | 3;
  /** Every entry's card, added at build time by src/elements/remark-data.ts (pages don't write it). */
  readonly data?: { readonly entries: readonly CatalogueCard[] };
}

/**
 * The filters, kept in the URL (`?q=` and `?category=`): read after hydration
 * and on history moves, written back with replace() (the search text after a
 * pause in typing).
 */
function useUrlFilters() {
  const location = useLocation();
  const history = useHistory();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const hasReadUrl = useRef(false);
  const urlTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);

  // Read the URL on mount and when the reader moves through history. Skip the
  // replace() calls below: by the time Docusaurus renders their location the
  // reader may have typed more, and reading it back would drop characters.
  useEffect(() => {
    if (hasReadUrl.current && history.action === 'REPLACE') return;
    hasReadUrl.current = true;
    const read = readFilters(location.search);
    // Keep the same object when nothing changed, so the cards are not rendered again.
    setFilters((current) => (current.q === read.q && current.category === read.category ? current : read));
  }, [location.search, history]);

  useEffect(() => () => clearTimeout(urlTimer.current), []);

  const ownPathname = location.pathname;
  const writeUrl = useCallback(
    (next: Filters) => {
      clearTimeout(urlTimer.current);
      const { pathname, search, hash } = history.location;
      // The reader may have followed a card link while a write was pending;
      // never put this page's filters on another page's URL.
      if (pathname !== ownPathname) return;
      const nextSearch = writeFilters(search, next);
      // replace, not push: filtering is not navigation, and Back should leave the page.
      if (nextSearch !== search) history.replace({ pathname, search: nextSearch, hash });
    },
    [history, ownPathname],
  );

  const setQuery = (q: string) => {
    const next = { ...filters, q };
    setFilters(next);
    clearTimeout(urlTimer.current);
    urlTimer.current = setTimeout(() => writeUrl(next), URL_DELAY_MS);
  };

  const setCategory = (value: string) => {
    const next = { ...filters, category: isCategory(value) ? value : undefined };
    setFilters(next);
    writeUrl(next);
  };

  const clear = () => {
    setFilters(NO_FILTERS);
    writeUrl(NO_FILTERS);
    inputRef.current?.focus();
  };

  return { filters, setQuery, setCategory, clear, inputRef };
}

/**
 * The filterable index of /supported-components/.
 *
 * The static HTML holds every entry, so the list works without JavaScript;
 * the filter controls stay disabled until the page has hydrated. Filters live
 * in the URL (`?q=` and `?category=`) so a filtered view can be shared and
 * survives a reload. The URL is read only after hydration: the build renders
 * the page without a query string, and reading it earlier would make the
 * first client render differ from the server HTML.
 */
export default function ComponentCatalogue({ headingLevel = 3, data }: Props): ReactElement {
  if (!data) {
    throw new Error(
      "<ComponentCatalogue />: no data; list src/elements/remark-data.ts in this content plugin's remarkPlugins.",
    );
  }
  const components = data.entries;
  const isBrowser = useIsBrowser();
  const { filters, setQuery, setCategory, clear, inputRef } = useUrlFilters();
  const searchId = useId();
  const categoryId = useId();

  const results = useMemo(() => filterComponents(components, filters), [components, filters]);
  const filtered = isFiltered(filters);
  const clearButton = (
    <button type="button" className="button button--secondary button--sm" onClick={clear}>
      Clear filters
    </button>
  );

  return (
    <div className={styles.catalogue}>
      <div className={styles.controls}>
        <div className={field.field}>
          <label htmlFor={searchId}>Filter components</label>
          <input
            ref={inputRef}
            id={searchId}
            className={field.input}
            type="search"
            value={filters.q}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name, metadata type or field"
            autoComplete="off"
            spellCheck={false}
            disabled={!isBrowser}
          />
        </div>
        <div className={field.field}>
          <label htmlFor={categoryId}>Category</label>
          <select
            id={categoryId}
            className={field.input}
            value={filters.category ?? ''}
            onChange={(event) => setCategory(event.target.value)}
            disabled={!isBrowser}
          >
            <option value="">All categories</option>
            {categoryIds.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className={styles.status}>
        <p className={styles.count} role="status" aria-live="polite">
          {formatCount(results.length)}
        </p>
        {filtered && results.length > 0 && clearButton}
      </div>

      {results.length === 0 ? (
        <div className={styles.empty}>
          <p>{emptyMessage(filters)}</p>
          {clearButton}
        </div>
      ) : (
        <ul className={styles.grid}>
          {results.map((entry) => (
            <Card key={entry.slug} entry={entry} headingLevel={headingLevel} />
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Memoized: right after hydration the catalogue renders again (its inputs are
 * enabled), and without this every card and link went with it, a long task
 * on a phone (issue 6).
 */
const Card = memo(function Card({
  entry,
  headingLevel,
}: {
  entry: CatalogueCard;
  headingLevel: 2 | 3;
}): ReactElement {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card}>
      <Heading className={styles.title}>
        <Link to={componentPath(entry.slug)}>{entry.title}</Link>
      </Heading>
      <p className={styles.summary}>{entry.summary}</p>
      <p className={styles.meta}>
        <span className={styles.label}>Category:</span> {categoryLabels[entry.category]}
      </p>
      <p className={styles.meta}>
        <span className={styles.label}>Metadata API types:</span> <CardTypes entry={entry} />
      </p>
    </li>
  );
});

function CardTypes({ entry }: { entry: CatalogueCard }): ReactNode {
  const line = cardTypes(entry);
  if (line.kind === 'text') return line.text;
  return (
    <>
      {line.prefix}
      {line.types.map((type, index) => (
        <span key={type}>
          {index > 0 && ', '}
          <code>{type}</code>
        </span>
      ))}
      {line.more > 0 && ` and ${line.more} more`}
    </>
  );
}

function emptyMessage({ q, category }: Filters): string {
  const text = q.trim();
  const where = category === undefined ? '' : ` in ${categoryLabels[category]}`;
  return text === '' ? `No components${where}.` : `No components match “${text}”${where}.`;
}
