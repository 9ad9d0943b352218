/**
 * The client DocSearch gets from ./transformSearchClient.ts, built when the modal first renders: in
 * the modal's own chunk (./modalParts.ts), not in every page's first load, since it runs only then.
 * See ./transformSearchClient.ts for what it does.
 */
import type { DocSearchTransformClient } from '@docsearch/react';
import type { SearchClientConfig } from '@site/src/search/clients/client';
import { normalizeRequests, type LiteSearchClient } from '@site/src/search/protocol/request';
import { loadAnswers, loadedClientModule } from './loaded';
import { wholeText } from './pastedText';

type SearchArgs = Parameters<LiteSearchClient['search']>[0];
type SearchOptions = Parameters<LiteSearchClient['search']>[1];

export interface ClientSettings {
  readonly clientConfig: SearchClientConfig;
  readonly docusaurusVersion: string;
  readonly siteUrl: string;
}

export function forDocSearch(
  docSearchClient: DocSearchTransformClient,
  { clientConfig, docusaurusVersion, siteUrl }: ClientSettings,
): DocSearchTransformClient {
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
  const ours: LiteSearchClient = {
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
  // The cast: ours has the lite client's search interface, not its generic signature.
  return ours as unknown as DocSearchTransformClient;
}
