/**
 * `npm run search:upload [-- --dry-run] [-- --records <file>]`: replaces the
 * records of an Algolia index with this site's, atomically, so a team can
 * move search to Algolia without running DocSearch's crawler.
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, and ALGOLIA_ADMIN_API_KEY
 * (a key with the addObject, deleteIndex and editSettings ACLs; never the
 * search key the site is built with). Records come from the site's sources
 * (as `search:records` writes them) or from `--records <file>`.
 *
 * What it does, with algoliasearch v5's full client:
 * 1. `setSettings` on the index: the ranking and facets DocSearch's records
 *    need (the contextual search filters on language and docusaurus_tag);
 * 2. `saveSynonyms`: the admin's vocabulary (src/data/vocabulary) as one-way
 *    synonyms, replacing the index's synonyms, so Algolia widens a query as
 *    the offline engine does ("FLS" finds "field-level security");
 * 3. `replaceAllObjects`: records go to a temporary copy of the index (with
 *    its settings, rules and synonyms), which then replaces the index in one
 *    move, so readers never see a half-filled index.
 * `--dry-run` checks the records and the environment and prints the plan,
 * without a request.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { algoliasearch, type Algoliasearch, type IndexSettings } from 'algoliasearch';
import { algoliaSynonyms } from '../src/data/vocabulary';
import type { SearchRecord } from '../src/search/protocol/types';
import { loadSiteRecords } from './search-records';

/**
 * Index settings for DocSearch records, in line with the settings DocSearch's
 * own crawler gives an index: hierarchy then content searchable, page and
 * heading records first, facets for the theme's contextual search. A page
 * record's `keywords` (its front matter: readers' words for what it answers)
 * are searched after its text, as the local index weighs them, and never shown.
 */
export const INDEX_SETTINGS: IndexSettings = {
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
    'unordered(keywords)',
  ],
  attributesForFaceting: ['type', 'filterOnly(language)', 'filterOnly(docusaurus_tag)'],
  // Groups a heading's record with its paragraphs: the /search/ page asks for
  // `distinct: true` (one result per section); DocSearch's modal does not.
  attributeForDistinct: 'url',
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  // API names such as CompactLayoutAssignment are found by their parts too.
  camelCaseAttributes: ['hierarchy', 'content'],
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
  // As the local index (and Algolia's defaults): one typo from 4 letters, two from 8; prefix on the last word.
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: 'prefixLast',
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeWordsIfNoResults: 'allOptional',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  snippetEllipsisText: '…',
};

const BATCH_SIZE = 1000;

/** A failure to explain to the person running the script, without a stack trace. */
export class UploadError extends Error {
  override name = 'UploadError';
}

export interface UploadEnv {
  appId: string;
  indexName: string;
  /** Absent in a dry run without a key. */
  adminApiKey: string | undefined;
}

/** Reads and checks the environment; names every missing variable at once. */
export function readUploadEnv(env: NodeJS.ProcessEnv, dryRun: boolean): UploadEnv {
  const value = (name: string) => env[name]?.trim() || undefined;
  const appId = value('ALGOLIA_APP_ID');
  const indexName = value('ALGOLIA_INDEX_NAME');
  const adminApiKey = value('ALGOLIA_ADMIN_API_KEY');
  const missing = [
    !appId && 'ALGOLIA_APP_ID',
    !indexName && 'ALGOLIA_INDEX_NAME',
    !adminApiKey && !dryRun && 'ALGOLIA_ADMIN_API_KEY',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new UploadError(
      `search:upload: set ${missing.join(', ')}.` +
        (missing.includes('ALGOLIA_ADMIN_API_KEY')
          ? ' The admin API key is in the Algolia dashboard, Settings → API Keys (not the search-only key the site uses).'
          : ''),
    );
  }
  return { appId: appId as string, indexName: indexName as string, adminApiKey };
}

/** Checks the records before anything is sent: an index is replaced whole, so a broken list would empty it. */
export function checkRecords(records: unknown): SearchRecord[] {
  if (!Array.isArray(records) || records.length === 0) {
    throw new UploadError('search:upload: no records to upload; refusing to empty the index.');
  }
  const ids = new Set<string>();
  records.forEach((record: Partial<SearchRecord>, i) => {
    const problem =
      (typeof record.objectID !== 'string' && 'no objectID') ||
      (ids.has(record.objectID as string) && `duplicate objectID ${record.objectID}`) ||
      (!/^https?:\/\//.test(record.url ?? '') && 'url is not absolute') ||
      (!record.hierarchy?.lvl0 && 'no hierarchy.lvl0') ||
      (!record.hierarchy?.lvl1 && 'no hierarchy.lvl1') ||
      (!record.language && 'no language') ||
      (!record.docusaurus_tag && 'no docusaurus_tag');
    if (problem) throw new UploadError(`search:upload: record ${i} (${record.url ?? '?'}): ${problem}.`);
    ids.add(record.objectID as string);
  });
  return records as SearchRecord[];
}

function describeFailure(error: unknown, env: UploadEnv): UploadError {
  const status = (error as { status?: number }).status;
  const message = error instanceof Error ? error.message : String(error);
  if (status === 401 || status === 403) {
    return new UploadError(
      `search:upload: Algolia rejected ALGOLIA_ADMIN_API_KEY for application ${env.appId} (HTTP ${status}: ${message}). ` +
        'Use the admin API key, or a key with the addObject, deleteIndex and editSettings ACLs on this index.',
    );
  }
  if ((error as { name?: string }).name === 'RetryError') {
    return new UploadError(
      `search:upload: no Algolia host of application ${env.appId} answered. Check the network and ALGOLIA_APP_ID.`,
    );
  }
  return new UploadError(
    `search:upload: Algolia refused the upload${status ? ` (HTTP ${status})` : ''}: ${message}`,
  );
}

export interface UploadResult {
  records: number;
  pages: number;
  batches: number;
}

/** Sets the index settings and synonyms, then replaces all records atomically. */
export async function uploadRecords(options: {
  client: Pick<Algoliasearch, 'setSettings' | 'saveSynonyms' | 'waitForTask' | 'replaceAllObjects'>;
  env: UploadEnv;
  records: SearchRecord[];
}): Promise<UploadResult> {
  const { client, env, records } = options;
  try {
    const { taskID } = await client.setSettings({ indexName: env.indexName, indexSettings: INDEX_SETTINGS });
    await client.waitForTask({ indexName: env.indexName, taskID });
    const synonyms = await client.saveSynonyms({
      indexName: env.indexName,
      synonymHit: algoliaSynonyms(),
      replaceExistingSynonyms: true,
    });
    await client.waitForTask({ indexName: env.indexName, taskID: synonyms.taskID });
    await client.replaceAllObjects({
      indexName: env.indexName,
      objects: records.map((record) => ({ ...record })),
      batchSize: BATCH_SIZE,
    });
  } catch (error) {
    throw describeFailure(error, env);
  }
  return summary(records);
}

function summary(records: SearchRecord[]): UploadResult {
  return {
    records: records.length,
    pages: new Set(records.map((r) => r.url_without_anchor)).size,
    batches: Math.ceil(records.length / BATCH_SIZE),
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dryRun = args.includes('--dry-run');
  const recordsAt = args.indexOf('--records');
  const env = readUploadEnv(process.env, dryRun);
  const records = checkRecords(
    recordsAt >= 0 && args[recordsAt + 1]
      ? JSON.parse(await readFile(path.resolve(args[recordsAt + 1] as string), 'utf8'))
      : (await loadSiteRecords()).records,
  );
  const plan = summary(records);
  const target = `index "${env.indexName}" of application ${env.appId}`;
  if (dryRun) {
    console.log(
      `search:upload (dry run): would set the index settings and ${algoliaSynonyms().length} synonyms, and replace all records of ${target} ` +
        `with ${plan.records} records from ${plan.pages} pages, in ${plan.batches} batch(es).` +
        (env.adminApiKey ? '' : ' ALGOLIA_ADMIN_API_KEY is not set: a real upload would stop here.'),
    );
    return;
  }
  const client = algoliasearch(env.appId, env.adminApiKey as string);
  const done = await uploadRecords({ client, env, records });
  console.log(`search:upload: replaced ${target} with ${done.records} records from ${done.pages} pages.`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof UploadError ? error.message : error);
    process.exit(1);
  });
}
