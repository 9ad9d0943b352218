/**
 * The settings the search page hands its inline script (on the script's
 * SETTINGS_ATTRIBUTE), so the results it paints before the app runs look and
 * count as the page's own: the page's filters, page size, query cap,
 * highlight tags and CSS module class names (src/search/worker/earlySearch.ts).
 */
import {
  EARLY_CLASSES,
  type EarlyClass,
  type EarlySearchSettings,
} from '@site/src/search/worker/earlySearch';
import { MAX_QUERY_LENGTH, POST_TAG, PRE_TAG, RESULTS_PER_PAGE } from '@site/src/search/protocol/pageRequest';
import styles from './styles.module.css';

/** What the page's inline script needs to paint results as this page does (src/search/worker/earlySearch.ts). */
export function earlySettings(filters: unknown): string {
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
