/**
 * `npm run search:records [-- <file>]`: writes the site's search records, in
 * DocSearch's shape, as JSON (default `build/search-records.json`).
 *
 * The records come from the same code as the offline index
 * (src/plugins/search-index), run over the content Docusaurus loads, so what
 * Algolia serves after `search:upload` is what the local index holds. No
 * build is needed: Docusaurus loads the content (MDX front matter, routes,
 * sidebars) without bundling anything.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AllContent } from '@docusaurus/types';
import { loadContext } from '@docusaurus/core/lib/server/site';
import { loadPlugins } from '@docusaurus/core/lib/server/plugins/plugins';
import { expanders } from '../src/plugins/search-index/expanders';
import { buildSearchRecords } from '../src/plugins/search-index/records';
import type { SearchRecord } from '../src/search/protocol/types';

export const SITE_DIR = path.resolve(__dirname, '..');
export const DEFAULT_RECORDS_FILE = path.join(SITE_DIR, 'build', 'search-records.json');

/** Loads the site's content as `docusaurus build` does (same config, same env) and returns its records. */
export async function loadSiteRecords(): Promise<{ records: SearchRecord[]; siteUrl: string }> {
  const context = await loadContext({ siteDir: SITE_DIR });
  const { plugins } = await loadPlugins(context);
  const allContent: AllContent = {};
  for (const plugin of plugins) {
    (allContent[plugin.name] ??= {})[plugin.options.id] = plugin.content;
  }
  const siteUrl = context.siteConfig.url;
  const records = await buildSearchRecords({
    allContent,
    siteDir: SITE_DIR,
    siteUrl,
    trailingSlash: context.siteConfig.trailingSlash,
    baseUrl: context.baseUrl,
    expanders,
  });
  return { records, siteUrl };
}

async function main(): Promise<void> {
  const target = path.resolve(process.argv[2] ?? DEFAULT_RECORDS_FILE);
  const { records, siteUrl } = await loadSiteRecords();
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, `${JSON.stringify(records, null, 2)}\n`);
  const pages = new Set(records.map((r) => r.url_without_anchor)).size;
  console.log(`search:records: ${records.length} records from ${pages} pages (${siteUrl}) → ${target}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
