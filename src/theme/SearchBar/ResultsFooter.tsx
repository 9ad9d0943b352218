/**
 * The modal's "See all {count} results" link, to /search/?q= with the
 * trailing slash every URL of the site has (the theme's drops it).
 */
import type { ReactElement } from 'react';
import type { InternalDocSearchHit } from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import { useSearchPageUrl } from '@site/src/search/page/useSearchPageUrl';

export function ResultsFooter({
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
