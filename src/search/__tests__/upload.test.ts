// cspell:ignore algoliasearch
import { expect, test } from '@playwright/test';
import { algoliasearch } from 'algoliasearch';
import type { EndRequest, Response } from '@algolia/client-common';
import { checkRecords, readUploadEnv, uploadRecords, UploadError } from '../../../scripts/search-upload';
import { algoliaSynonyms } from '../../data/vocabulary';
import { fixtureRecords } from './fixtures';

const RECORDS = fixtureRecords([
  { path: '/a/', title: 'A', intro: ['Alpha text.'], sections: [{ title: 'Part', blocks: ['More.'] }] },
  { path: '/b/', title: 'B', intro: ['Beta text.'] },
]);
const ENV = { appId: 'APPID', indexName: 'docs', adminApiKey: 'admin-key' };

/** An Algolia that answers in memory, recording each request as "METHOD path" and its body by that name. */
function fakeAlgolia(answer: (request: EndRequest) => Response | undefined) {
  const log: string[] = [];
  const bodies = new Map<string, unknown>();
  const client = algoliasearch(ENV.appId, ENV.adminApiKey, {
    requester: {
      async send(request) {
        const url = new URL(request.url);
        const line = `${request.method} ${decodeURIComponent(url.pathname)}`;
        log.push(line);
        if (typeof request.data === 'string')
          bodies.set(line, { query: url.searchParams.toString(), body: JSON.parse(request.data) });
        const custom = answer(request);
        if (custom) return custom;
        const body = url.pathname.endsWith('/batch')
          ? { taskID: 3, objectIDs: [] }
          : url.pathname.includes('/task/')
            ? { status: 'published' }
            : { taskID: 1, updatedAt: '2025-01-01T00:00:00Z' };
        return { status: 200, content: JSON.stringify(body), isTimedOut: false };
      },
    },
  });
  return { client, log, bodies };
}

test('settings and the vocabulary’s synonyms first, then the records into a copy that replaces the index in one move', async () => {
  const { client, log, bodies } = fakeAlgolia(() => undefined);
  const result = await uploadRecords({ client, env: ENV, records: RECORDS });
  expect(result).toEqual({ records: RECORDS.length, pages: 2, batches: 1 });
  const steps = log
    .filter((line) => !line.includes('/task/'))
    .map((line) => line.replace(/_tmp_\d+/, '_tmp'));
  expect(steps).toEqual([
    'PUT /1/indexes/docs/settings',
    'POST /1/indexes/docs/synonyms/batch',
    'POST /1/indexes/docs/operation',
    'POST /1/indexes/docs_tmp/batch',
    'POST /1/indexes/docs/operation',
    'POST /1/indexes/docs_tmp/operation',
  ]);
  // The synonyms are the vocabulary's, one way (the reader's word finds the pages'), replacing the old ones.
  const sent = bodies.get('POST /1/indexes/docs/synonyms/batch') as { query: string; body: unknown };
  expect(sent.query).toContain('replaceExistingSynonyms=true');
  expect(sent.body).toEqual(algoliaSynonyms());
  expect(sent.body).toContainEqual(
    expect.objectContaining({
      type: 'oneWaySynonym',
      input: 'FLS',
      synonyms: ['field-level security', 'field permissions'],
    }),
  );
});

test('a rejected key is reported clearly, naming the variable', async () => {
  const { client } = fakeAlgolia(() => ({
    status: 403,
    content: JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }),
    isTimedOut: false,
  }));
  const upload = uploadRecords({ client, env: ENV, records: RECORDS });
  await expect(upload).rejects.toBeInstanceOf(UploadError);
  await expect(upload).rejects.toThrow(
    /Algolia rejected ALGOLIA_ADMIN_API_KEY for application APPID \(HTTP 403: Invalid Application-ID or API key\)/,
  );
});

test('missing variables are all named; a dry run needs no admin key', () => {
  expect(() => readUploadEnv({}, false)).toThrow(
    'search:upload: set ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY.',
  );
  expect(() => readUploadEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i' }, false)).toThrow(
    /set ALGOLIA_ADMIN_API_KEY\. The admin API key is in the Algolia dashboard/,
  );
  expect(readUploadEnv({ ALGOLIA_APP_ID: 'A', ALGOLIA_INDEX_NAME: 'i' }, true)).toEqual({
    appId: 'A',
    indexName: 'i',
    adminApiKey: undefined,
  });
});

test('records are checked before anything is sent', () => {
  expect(checkRecords(RECORDS)).toHaveLength(RECORDS.length);
  expect(() => checkRecords([])).toThrow(/refusing to empty the index/);
  expect(() => checkRecords([RECORDS[0], RECORDS[0]])).toThrow(/duplicate objectID/);
  expect(() => checkRecords([{ ...RECORDS[0], url: '/a/' }])).toThrow(/url is not absolute/);
});
