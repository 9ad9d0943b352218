/**
 * `npm run search:records [-- <file>]`: writes the site's search records, in
 * DocSearch's shape, as JSON (default `build/search-records.json`).
 *
 * The records are the ones the last `docusaurus build` (or `npm run dev`)
 * made: src/plugins/search-index builds them from the site model with the
 * offline index and writes them, with the site's URL, to
 * `.docusaurus/search-records.json`, in both search modes. So what Algolia
 * serves after `search:upload` is what the local index holds, built with the
 * same SITE_URL and ALGOLIA_* settings, and no script reaches into
 * Docusaurus's private modules to load the content again.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RECORDS_FILE, type RecordsFile } from '../src/plugins/search-index';
import type { SearchRecord } from '../src/search/protocol/types';

export const SITE_DIR = path.resolve(__dirname, '..');
export const DEFAULT_RECORDS_FILE = path.join(SITE_DIR, 'build', 'search-records.json');
/** Where the search plugin writes the records (Docusaurus's generated folder). */
export const BUILT_RECORDS_FILE = path.join(SITE_DIR, '.docusaurus', RECORDS_FILE);

/** The records of the last build, with the site URL it was built for. */
export async function loadSiteRecords(
  file = BUILT_RECORDS_FILE,
): Promise<{ records: SearchRecord[]; siteUrl: string }> {
  if (!existsSync(file)) {
    throw new Error(
      `${path.relative(SITE_DIR, file)} is missing: build the site first (npm run build, with the SITE_URL and ALGOLIA_* the upload is for)`,
    );
  }
  const { records, siteUrl } = JSON.parse(await readFile(file, 'utf8')) as RecordsFile;
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
