/**
 * Where the docs come from: the docs.json packed next to the server at build
 * time (no network), or a live deployment (`--site URL`).
 *
 * A live site is read once, at start: its build manifest (docs-manifest.json,
 * src/agents/manifest.ts), every twin it lists and the search index. Every request has a deadline, so an unreachable or slow
 * site stops the server with a message instead of leaving the assistant
 * waiting on a server that never answers `initialize`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withParts } from '../../../src/search/engine/indexLoad';
import type { IndexFile } from '../../../src/search/protocol/types';
import { asManifest, MANIFEST_FILE } from '../../../src/agents/manifest';
import { BUNDLE_FORMAT, bundleFromManifest, type DocsBundle } from './bundle';

export const BUNDLE_FILE = 'docs.json';
/** Per request; a site that takes longer is treated as unreachable. */
export const FETCH_TIMEOUT_MS = 10_000;
const CONCURRENCY = 6;

export function loadBundledDocs(dir: string): DocsBundle {
  const file = path.join(dir, BUNDLE_FILE);
  const bundle = JSON.parse(readFileSync(file, 'utf8')) as DocsBundle;
  if (bundle.format !== BUNDLE_FORMAT) {
    throw new Error(
      `${file} has format ${String(bundle.format)}, this server reads ${BUNDLE_FORMAT}: rebuild the package`,
    );
  }
  return bundle;
}

async function fetchText(url: string, timeoutMs: number): Promise<string> {
  try {
    // One deadline for the headers and the body: a server that stalls mid-body fails too.
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    return await response.text();
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    if (error.message.startsWith(url)) throw error;
    const reason =
      error.name === 'TimeoutError' || error.name === 'AbortError'
        ? `no answer within ${timeoutMs / 1000} s`
        : ((error.cause as Error | undefined)?.message ?? error.message);
    throw new Error(`Cannot reach ${url}: ${reason}`);
  }
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function loadSiteDocs(site: string, timeoutMs = FETCH_TIMEOUT_MS): Promise<DocsBundle> {
  let base: URL;
  try {
    base = new URL(site.endsWith('/') ? site : `${site}/`);
  } catch {
    throw new Error(`--site: "${site}" is not a URL (for example https://docs.metaferry.example)`);
  }
  if (base.protocol !== 'https:' && base.protocol !== 'http:')
    throw new Error('--site: use an http or https URL');
  // The build manifest names every page as Markdown, in reading order (src/agents/manifest.ts).
  const manifestUrl = new URL(MANIFEST_FILE, base).href;
  let manifestValue: unknown;
  try {
    manifestValue = JSON.parse(await fetchText(manifestUrl, timeoutMs));
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${manifestUrl} is not JSON`);
    throw error;
  }
  const manifest = asManifest(manifestValue, manifestUrl);
  // The manifest names the search index's head file, which the build names by its content.
  if (!manifest.index)
    throw new Error(
      `${manifestUrl} names no offline search index (a site that searches with Algolia cannot be served with --site)`,
    );
  const indexUrl = new URL(manifest.index.replace(/^\//, ''), base).href;
  const mdPaths = manifest.pages.map((page) => page.md);
  const texts = await mapLimited(mdPaths, CONCURRENCY, (md) =>
    fetchText(new URL(md.slice(1), base).href, timeoutMs),
  );
  const twins = new Map(mdPaths.map((md, i) => [md, texts[i] ?? '']));
  // The head file names its parts (posting shards, section chunks): the server loads them all.
  const head = JSON.parse(await fetchText(indexUrl, timeoutMs)) as IndexFile;
  const files = [...head.s, ...head.c].map((ref) => ref.file);
  const parts = await mapLimited(
    files,
    CONCURRENCY,
    async (file) => JSON.parse(await fetchText(new URL(file, indexUrl).href, timeoutMs)) as unknown,
  );
  const byName = new Map(files.map((file, i) => [file, parts[i]]));
  const index = withParts(head, (file) => byName.get(file));
  return bundleFromManifest(manifest, twins, index, base.origin);
}
