/**
 * DocSearch's `transformSearchClient`: it sets DocSearch's own Algolia client
 * aside and returns ours (src/search/clients/client.ts, the local index or
 * Algolia), keeping DocSearch's user agents. Each search waits for the
 * keystroke's paint, and one overtaken by a newer keystroke does not run
 * (src/lib/latestAfterPaint.ts). A failed search resolves empty for DocSearch
 * (our error screen reports it, see ./useSearchFailed.ts): a rejection would
 * leave DocSearch's autocomplete state stale and surface as an unhandled
 * rejection. The answer card goes first among the hits (src/search/answer,
 * issue 55) once its module has loaded; each search waits for it, and a
 * module that cannot load leaves the hits as they are. The card reads the
 * reader's whole paste where the input, at DocSearch's 64 characters, holds
 * less (./pastedText.ts).
 */
import { useCallback } from 'react';
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { loadedModalParts } from './loadModal';

export function useTransformSearchClient(
  clientConfig: SearchClientConfig,
  docusaurusVersion: string,
  siteUrl: string,
): (docSearchClient: DocSearchTransformClient) => DocSearchTransformClient {
  return useCallback(
    (docSearchClient: DocSearchTransformClient): DocSearchTransformClient => {
      // DocSearch renders the modal, and so calls this, only after loadModal, which loads the parts.
      const parts = loadedModalParts();
      if (!parts) throw new Error('SearchBar: the modal parts are not loaded');
      return parts.forDocSearch(docSearchClient, { clientConfig, docusaurusVersion, siteUrl });
    },
    [clientConfig, docusaurusVersion, siteUrl],
  );
}
