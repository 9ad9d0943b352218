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
import type { LiteSearchClient } from '@site/src/search/protocol/request';
import { normalizeRequests } from '@site/src/search/protocol/request';
import { loadAnswers, loadedClientModule } from './loadModal';
import { wholeText } from './pastedText';

type SearchArgs = Parameters<LiteSearchClient['search']>[0];
type SearchOptions = Parameters<LiteSearchClient['search']>[1];

export function useTransformSearchClient(
  clientConfig: SearchClientConfig,
  docusaurusVersion: string,
  siteUrl: string,
): (docSearchClient: DocSearchTransformClient) => DocSearchTransformClient {
  // The cast: ours has the lite client's search interface, not its generic signature.
  return useCallback(
    (docSearchClient: DocSearchTransformClient): DocSearchTransformClient => {
      // DocSearch renders the modal, and so calls this, only after loadModal, which loads the client.
      const clientModule = loadedClientModule();
      if (!clientModule) throw new Error('SearchBar: the search client is not loaded');
      const { getSearchClient, emptyResponse, latestAfterPaint } = clientModule;
      const client = getSearchClient(clientConfig);
      // Keep DocSearch's user agents ("docsearch (3.9.0)", "docsearch-react (3.9.0)"), as on its own client.
      for (const [, segment, version] of docSearchClient.transporter.algoliaAgent.value.matchAll(
        /(docsearch[\w-]*) \(([^)]+)\)/g,
      )) {
        if (segment && version) client.addAlgoliaAgent(segment, version);
      }
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const forDocSearch: LiteSearchClient = {
        appId: client.appId,
        transporter: client.transporter,
        addAlgoliaAgent: (segment, version) => client.addAlgoliaAgent(segment, version),
        // After the keystroke's paint, and only the newest (src/lib/latestAfterPaint.ts).
        search: latestAfterPaint(async (args: SearchArgs, requestOptions?: SearchOptions) => {
          const [response, answers] = await Promise.all([
            client.search(args, requestOptions).catch(() => emptyResponse(args)),
            loadAnswers().catch(() => null),
          ]);
          const query = String(normalizeRequests(args)[0]?.query ?? '');
          return answers ? answers.withAnswer(response, wholeText(query), siteUrl) : response;
        }),
      };
      return forDocSearch as unknown as DocSearchTransformClient;
    },
    [clientConfig, docusaurusVersion, siteUrl],
  );
}
