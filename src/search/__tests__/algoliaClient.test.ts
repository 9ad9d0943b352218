// cspell:ignore algoliasearch
import { expect, test } from '@playwright/test';
import { liteClient } from 'algoliasearch/lite';
import type { EndRequest, Response } from '@algolia/client-common';
import {
  ALGOLIA_TIMEOUTS,
  createAlgoliaClient,
  createHostsCache,
  HOST_EXPIRATION_MS,
} from '../clients/algoliaClient';

class MemoryStorage {
  data = new Map<string, string>();
  getItem = (key: string) => this.data.get(key) ?? null;
  setItem = (key: string, value: string) => void this.data.set(key, value);
  removeItem = (key: string) => void this.data.delete(key);
}

test("the Algolia client uses the spec's timeouts: connect 1 s, read 2 s, write 30 s", () => {
  expect(ALGOLIA_TIMEOUTS).toEqual({ connect: 1000, read: 2000, write: 30000 });
  const client = createAlgoliaClient('APPID', 'search-key');
  expect(client.transporter.timeouts).toEqual({ connect: 1000, read: 2000, write: 30000 });
  expect(client.transporter.hosts.map((h) => h.url)).toContain('APPID-dsn.algolia.net');
});

test('a host that failed is skipped for 2 minutes, then tried again', async () => {
  let now = 1_000_000;
  const storage = new MemoryStorage();
  const tried: string[] = [];
  const client = liteClient('APPID', 'key', {
    hostsCache: createHostsCache({ appId: 'APPID', storage, now: () => now }),
    requester: {
      async send(request: EndRequest): Promise<Response> {
        const host = new URL(request.url).host;
        tried.push(host.includes('dsn') ? 'dsn' : 'fallback');
        if (host.includes('dsn')) return { status: 0, content: 'Network request failed', isTimedOut: false };
        return {
          status: 200,
          content: JSON.stringify({ results: [{ hits: [], nbHits: 0 }] }),
          isTimedOut: false,
        };
      },
    },
  });
  // The transporter reads Date.now() when it marks a host; keep it in step with our clock.
  const realNow = Date.now;
  Date.now = () => now;
  try {
    const search = async (query: string) => {
      tried.length = 0;
      await client.search({ requests: [{ indexName: 'docs', query }] });
      return [...tried];
    };
    expect(await search('a')).toEqual(['dsn', 'fallback']);
    expect(await search('b')).toEqual(['fallback']);
    now += HOST_EXPIRATION_MS - 1;
    expect(await search('c')).toEqual(['fallback']);
    now += 2;
    expect(await search('d')).toEqual(['dsn', 'fallback']);
  } finally {
    Date.now = realNow;
  }
  // The state is kept where the next page reads it.
  expect([...storage.data.keys()]).toEqual(['metaferry-algolia-hosts-APPID']);
});

test('the hosts cache survives unreadable storage', async () => {
  const storage = new MemoryStorage();
  storage.setItem('metaferry-algolia-hosts-APPID', '{not json');
  const cache = createHostsCache({ appId: 'APPID', storage });
  const host = { url: 'APPID-dsn.algolia.net', accept: 'read' as const, protocol: 'https' as const };
  const fresh = await cache.get(host, () => Promise.resolve('default'));
  expect(fresh).toBe('default');
});
