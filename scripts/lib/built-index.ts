/**
 * The offline index of a built site, read whole (head file and parts, issue
 * 26): what the tests, the benchmarks and the docs MCP server's package load
 * with `loadIndexFile`. Throws when the build has no index.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { withParts } from '../../src/search/engine';
import { INDEX_HEAD_PATTERN } from '../../src/search/engine/indexFormat';
import type { IndexFile } from '../../src/search/protocol/types';

export { INDEX_HEAD_PATTERN };

/** The head file's name in `buildDir`, or undefined. */
export function indexHeadName(buildDir: string): string | undefined {
  return existsSync(buildDir) ? readdirSync(buildDir).find((f) => INDEX_HEAD_PATTERN.test(f)) : undefined;
}

export function readBuiltIndex(
  buildDir: string,
  missing = `No search-index.<hash>.json in ${buildDir}: build the site first`,
): IndexFile {
  const name = indexHeadName(buildDir);
  if (!name) throw new Error(missing);
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
  return withParts(read(name) as IndexFile, read);
}
