/**
 * What a query fetches from a built site's offline index (issue 26), counted
 * without a browser: the head file, then the posting shards its terms need,
 * then the section chunks of the hits it returns, each at its gzip size.
 * The same functions the worker runs decide what to fetch (shardsFor,
 * rankRequest, missingChunks), so the count is what the browser downloads
 * for that query on an empty cache. Deterministic: a byte budget may test it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { addChunk, addShard, loadIndexFile } from '../../src/search/engine';
import { runRequestLoading } from '../../src/search/protocol/runRequest';
import type {
  IndexChunk,
  IndexFile,
  IndexShard,
  SearchRequest,
  SearchResult,
} from '../../src/search/protocol/types';
import { indexHeadName } from './built-index';

export interface QueryBytes {
  query: string;
  /** Gzipped bytes: the head file, the shards, the chunks, and all three. */
  head: number;
  shards: number;
  chunks: number;
  total: number;
  files: number;
}

/** The bytes `requests` (one query typed to its end, or a query's successive requests) fetch on an empty cache. */
export async function firstQueryBytes(
  buildDir: string,
  requests: readonly SearchRequest[],
): Promise<QueryBytes> {
  const gz = (file: string) => gzipSync(readFileSync(path.join(buildDir, file)), { level: 9 }).length;
  const bytes = { head: 0, shard: 0, chunk: 0 };
  let files = 0;
  const { search } = partialIndex(buildDir, (kind, file) => {
    bytes[kind] += gz(file);
    files += 1;
  });
  for (const request of requests) await search(request, 'https://docs.invalid');
  return {
    query: String(requests.at(-1)?.query ?? ''),
    head: bytes.head,
    shards: bytes.shard,
    chunks: bytes.chunk,
    total: bytes.head + bytes.shard + bytes.chunk,
    files,
  };
}

/**
 * A built index loaded as the browser loads it, from its head file, with its
 * parts read from disk as requests need them (each file reported to `onRead`):
 * `search` answers through the worker's own `runRequestLoading`, so the parts
 * it reads are the ones the browser fetches (for tests that hold it to the
 * index loaded whole, and for counting what a query fetches).
 */
export function partialIndex(
  buildDir: string,
  onRead: (kind: 'head' | 'shard' | 'chunk', file: string) => void = () => undefined,
): {
  index: ReturnType<typeof loadIndexFile>;
  search: (request: SearchRequest, origin: string) => Promise<SearchResult>;
} {
  const name = indexHeadName(buildDir);
  if (!name) throw new Error(`No search-index.<hash>.json in ${buildDir}: build the site first`);
  const read = (kind: 'head' | 'shard' | 'chunk', file: string): unknown => {
    onRead(kind, file);
    return JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
  };
  const index = loadIndexFile(read('head', name) as IndexFile);
  const load = {
    shards: async (ids: number[]) => {
      for (const id of ids) addShard(index, id, read('shard', index.file.s[id]?.file ?? '') as IndexShard);
    },
    chunks: async (ids: number[]) => {
      for (const id of ids) addChunk(index, id, read('chunk', index.file.c[id]?.file ?? '') as IndexChunk);
    },
  };
  return { index, search: (request, origin) => runRequestLoading(index, request, origin, load) };
}
