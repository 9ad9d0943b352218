/** The index loaded part by part (issue 26): what a search fetches, and what a superseded search does not. */
import { expect, test } from '@playwright/test';
import { addChunk, addShard, loadIndexFile, prefixShards, PREFIX_SHARDS } from '../engine';
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

function partial(superseded = false, file = FILE) {
  const { parts, ...head } = file;
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

/** Letters for a number: 0 → "a", 27 → "bb"; words with no digits, as the tokenizer keeps them whole. */
function letters(n: number): string {
  let out = '';
  let k = n;
  do {
    out = String.fromCharCode(97 + (k % 26)) + out;
    k = Math.floor(k / 26);
  } while (k > 0);
  return out.padStart(3, 'a');
}

test('a prefix whose completions span many shards completes only in the shards of its most frequent ones', () => {
  // Shards 0 to 4 hold "pa" to "pd" and "q"; "pb" is in five sections, "pd" in three.
  expect(prefixShards(['pa', 'pb', 'pc', 'pd', 'q'], [1, 5, 1, 3, 1], [0, 1, 2, 3, 4])).toEqual({
    p: [1, 3],
  });
  // Completions in PREFIX_SHARDS shards or fewer complete everywhere.
  expect(prefixShards(['pa', 'pb', 'q'], [1, 1, 1], [0, 1, 2])).toEqual({});
});

test('the first keystroke fetches at most PREFIX_SHARDS shards on a large site, and answers as the whole index does', async () => {
  // 300 pages, each with ten words of their own that begin with "p", and "profile" on every page.
  const FILE_LARGE = fixtureIndex(
    Array.from({ length: 300 }, (_, page) => ({
      path: `/page-${letters(page)}/`,
      title: `Page ${letters(page)}`,
      intro: [
        `A profile and ${Array.from({ length: 10 }, (_, k) => `p${letters(page * 10 + k)}`).join(' ')}.`,
      ],
    })),
  );
  const completions = FILE_LARGE.terms.filter((t) => t.startsWith('p'));
  const shardOf = (t: string) => {
    const at = FILE_LARGE.terms.indexOf(t);
    return FILE_LARGE.s.filter((s) => s.from <= at).length - 1;
  };
  const spanned = new Set(completions.map(shardOf));
  expect(spanned.size).toBeGreaterThan(PREFIX_SHARDS);
  const { index, load, fetched } = partial(false, FILE_LARGE);
  const request = { indexName: 'docs', query: 'p', hitsPerPage: 20 };
  const answer = await runRequestLoading(index, request, 'https://docs.example.com', load);
  const shards = fetched.filter((f) => f.startsWith('shard'));
  expect(shards.length).toBeGreaterThan(0);
  expect(shards.length).toBeLessThanOrEqual(PREFIX_SHARDS);
  expect(answer.nbHits).toBeGreaterThan(0);
  const whole = runRequest(loadIndexFile(FILE_LARGE), request, 'https://docs.example.com');
  expect({ ...answer, processingTimeMS: 0 }).toEqual({ ...whole, processingTimeMS: 0 });
  // The word typed whole still finds every page that holds it.
  const typed = runRequest(
    loadIndexFile(FILE_LARGE),
    { ...request, query: 'profile', hitsPerPage: 1000 },
    'https://docs.example.com',
  );
  expect(new Set(typed.hits.map((h) => h.url_without_anchor)).size).toBe(300);
});
