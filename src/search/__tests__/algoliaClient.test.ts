import { expect, test } from '@playwright/test';
import { ALGOLIA_TIMEOUTS, createAlgoliaClient } from '../algoliaClient';

test("the Algolia client uses the spec's timeouts: connect 1 s, read 2 s, write 30 s", () => {
  expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  const client = createAlgoliaClient('APPID', 'search-key');
  expect(client.transporter.timeouts).toEqual({ connect: 1000, read: 2000, write: 30000 });
  expect(client.transporter.hosts.map((h) => h.url)).toContain('APPID-dsn.algolia.net');
});
