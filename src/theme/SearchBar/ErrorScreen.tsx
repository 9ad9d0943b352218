/**
 * DocSearch's error screen (same classes and texts), which the search bar
 * shows itself: DocSearch 3.9 sets its 'error' status when a search rejects,
 * but @algolia/autocomplete-core 1.17.9 resets it at once (see ./index.tsx),
 * so DocSearch never shows it. ./useSearchFailed.ts says when.
 */
import type { ReactElement } from 'react';
import translations from '@theme/SearchTranslations';

/** DocSearch's error screen (same classes and texts), for the case DocSearch itself no longer shows it. */
export function ErrorScreen(): ReactElement {
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
