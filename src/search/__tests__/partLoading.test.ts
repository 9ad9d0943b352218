/** The index loaded part by part (issue 26): what a search fetches, and what a superseded search does not. */
import { expect, test } from '@playwright/test';
import { addChunk, addShard, loadIndexFile } from '../engine';
import { runRequest, runRequestLoading, type PartLoader } from '../protocol/runRequest';
import { fixtureIndex } from './fixtures';

const FILE = fixtureIndex([
  {
    path: '/supported-components/profile-updates/',
    title: 'Profile updates',
    lvl0: 'Supported components',
    intro: ['A profile update step copies field permissions of each profile.'],
    sections: [{ title: 'What it copies', blocks: ['Field permissions and tab settings.'] }],
  },
  {
    path: '/start/how-to-run-job/',
    title: 'Run a job',
    lvl0: 'Getting started',
    sections: [{ title: 'Validate only', blocks: ['A validation never changes a profile.'] }],
  },
]);

function partial(superseded = false) {
  const { parts, ...head } = FILE;
  const index = loadIndexFile(head);
  const fetched: string[] = [];
  const load: PartLoader = {
    async shards(ids) {
      for (const id of ids) {
        fetched.push(`shard ${id}`);
        addShard(index, id, parts?.shards[id] ?? { i: [], m: {} });
      }
    },
    async chunks(ids) {
      for (const id of ids) {
        fetched.push(`chunk ${id}`);
        const chunk = parts?.chunks[id];
        if (chunk) addChunk(index, id, chunk);
      }
    },
    superseded: () => superseded,
  };
  return { index, load, fetched };
}

test('a search fetches shards, then the chunks of its hits, and answers as the whole index does', async () => {
  const { index, load, fetched } = partial();
  const request = { indexName: 'docs', query: 'profile', hitsPerPage: 20 };
  const answer = await runRequestLoading(index, request, 'https://docs.example.com', load);
  expect(fetched.some((f) => f.startsWith('shard'))).toBe(true);
  expect(fetched.some((f) => f.startsWith('chunk'))).toBe(true);
  const whole = runRequest(loadIndexFile(FILE), request, 'https://docs.example.com');
  expect({ ...answer, processingTimeMS: 0 }).toEqual({ ...whole, processingTimeMS: 0 });
});

test('a search a newer one replaced answers with no hits and fetches no text', async () => {
  const { index, load, fetched } = partial(true);
  const answer = await runRequestLoading(
    index,
    { indexName: 'docs', query: 'profile' },
    'https://docs.example.com',
    load,
  );
  expect(answer.hits).toEqual([]);
  expect(answer.nbHits).toBe(0);
  expect(fetched.filter((f) => f.startsWith('chunk'))).toEqual([]);
});
