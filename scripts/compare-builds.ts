/**
 * `npm run compare-builds -- <before> <after>`: what a reader, a crawler or an
 * assistant would see differently between two builds of the site.
 *
 * Why: a change to how the site is built (issue 23: one site model, one build
 * pipeline) must leave the output the same. This compares every text file a
 * reader gets (HTML pages, Markdown twins, llms files, feeds, the sitemap,
 * `_headers`, `robots.txt`, the search index's records) and the list of every
 * other file. Names that carry a content hash (`main.1a2b3c4d.js`,
 * `search-index.<hash>.json`, a card's `.<key>.png`) are compared with the
 * hash masked, inside files too, since a bundle's hash moves whenever any
 * module does; the CSP's script hashes in `_headers` are masked the same way
 * (they follow the inline scripts, which are compared in the pages).
 * So are CSS modules' class names (`box_i7m8`), whose suffix follows the
 * module's path. Compiled JavaScript and CSS are compared by name only.
 *
 * Prints each difference (the first differing line of each text file) and
 * exits 1 when there is any; `--quiet` prints the summary only.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBuiltIndex } from './lib/built-index';

const HASHED_NAME = /([./-])[0-9a-f]{8,64}(\.(?:js|css|json|png|txt|map|woff2?|LICENSE\.txt))/g;
const CSP_HASH = /'sha256-[A-Za-z0-9+/=]+'/g;
const TEXT = /\.(?:html|md|txt|xml|json|webmanifest|svg)$|^_headers$|^robots\.txt$/;
/** Compiled output whose bytes follow the bundler, not the content. */
const BY_NAME_ONLY = /^assets\/(?:js|css)\//;
/** Brotli copies and the files scripts/build.sh adds after the build. */
/** Brotli copies, and the search index's parts, which are compared through the index they make up (indexText). */
const IGNORED = /\.br$|^assets\/search-index\//;

/** A CSS module's class (`box_i7m8`): its suffix follows the module's path, which a move changes. */
const CSS_MODULE_CLASS = /\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?=[\s"])/g;

export function maskHashes(text: string): string {
  return text.replace(HASHED_NAME, '$1[hash]$2').replace(CSP_HASH, "'sha256-[hash]'");
}

/** A page with its CSS modules' class suffixes masked, inside class attributes only. */
function maskCssModules(html: string): string {
  return html.replace(
    /\bclass="([^"]*)"/g,
    (_all, names: string) => `class="${`${names} `.replace(CSS_MODULE_CLASS, '$1_[css]').trimEnd()}"`,
  );
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => !IGNORED.test(name))
    .sort();
}

/** A build's search index, whole, its sections as sorted lines, so a reordered index with the same sections compares equal. */
function indexText(dir: string): string {
  const { parts, s: shards, c: chunks, ...head } = readBuiltIndex(dir);
  const lines = (parts?.chunks ?? []).flatMap((c) => c.sections.map((s) => JSON.stringify(s))).sort();
  const postings = (parts?.shards ?? []).flatMap((shard) => shard.i.map((e) => JSON.stringify(e)));
  return [
    JSON.stringify({ ...head, shards: shards.length, chunks: chunks.length }),
    ...postings,
    ...lines,
  ].join('\n');
}

export interface Difference {
  file: string;
  kind: 'only-before' | 'only-after' | 'changed';
  detail?: string;
}

function firstDifference(a: string, b: string): string {
  const left = a.split('\n');
  const right = b.split('\n');
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    if (left[i] === right[i]) continue;
    const l = left[i] ?? '';
    const r = right[i] ?? '';
    let col = 0;
    while (col < l.length && l[col] === r[col]) col++;
    const from = Math.max(0, col - 80);
    return `line ${i + 1}, column ${col + 1}:\n  - ${l.slice(from, col + 160)}\n  + ${r.slice(from, col + 160)}`;
  }
  return 'same lines, different bytes';
}

export async function compareBuilds(before: string, after: string): Promise<Difference[]> {
  const mask = (names: string[]) => new Map(names.map((name) => [maskHashes(name), name]));
  const left = mask(await listFiles(before));
  const right = mask(await listFiles(after));
  const differences: Difference[] = [];
  for (const [key, name] of left) if (!right.has(key)) differences.push({ file: name, kind: 'only-before' });
  for (const [key, name] of right) if (!left.has(key)) differences.push({ file: name, kind: 'only-after' });
  for (const [key, leftName] of left) {
    const rightName = right.get(key);
    if (rightName === undefined || BY_NAME_ONLY.test(key) || !TEXT.test(path.basename(key))) continue;
    const mask = (text: string) =>
      key.endsWith('.html') ? maskCssModules(maskHashes(text)) : maskHashes(text);
    let a = mask(await readFile(path.join(before, leftName), 'utf8'));
    let b = mask(await readFile(path.join(after, rightName), 'utf8'));
    if (a === b) continue;
    if (/^search-index\./.test(key)) {
      a = indexText(before);
      b = indexText(after);
      if (a === b) continue;
    }
    differences.push({ file: rightName, kind: 'changed', detail: firstDifference(a, b) });
  }
  return differences.sort((x, y) => x.file.localeCompare(y.file));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  const quiet = process.argv.includes('--quiet');
  const [before, after] = args;
  if (!before || !after) {
    console.error('usage: npm run compare-builds -- <before-build-dir> <after-build-dir> [--quiet]');
    process.exit(2);
  }
  const differences = await compareBuilds(path.resolve(before), path.resolve(after));
  if (!quiet) {
    for (const d of differences)
      console.log(`${d.kind.padEnd(11)} ${d.file}${d.detail ? `\n${d.detail}` : ''}`);
  }
  const count = (kind: Difference['kind']) => differences.filter((d) => d.kind === kind).length;
  console.log(
    `compare-builds: ${differences.length} differences (${count('changed')} changed, ${count('only-before')} only in ${before}, ${count('only-after')} only in ${after})`,
  );
  process.exit(differences.length > 0 ? 1 : 0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(2);
  });
}
