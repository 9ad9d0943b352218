/**
 * Builds the offline search index with the site.
 *
 * In `allContentLoaded` (which runs in `docusaurus start` on every content
 * change as well as in `docusaurus build`), it extracts DocSearch records from
 * the MDX sources, serializes a MiniSearch index of them in parts (issue 26:
 * a head file, posting shards and section chunks, see
 * src/search/engine/indexBuild.ts), and names each file by its content hash:
 * `/search-index.<hash>.json` (the head), `/assets/search-index/shard.<hash>.json`
 * and `/assets/search-index/chunk.<hash>.json`, all cacheable forever.
 *
 * How the file is served, the simplest way that works in both commands: it is
 * written to a generated directory (`.docusaurus/search-index/`), which the
 * dev server serves as one more static directory
 * (../build-pipeline/serve-generated.ts) and the build pipeline copies into
 * the build. Emitting it as a webpack asset would need
 * the dev compiler to re-run on content changes it does not watch. The file
 * name reaches the browser as this plugin's global data.
 *
 * The search page's inline script starts the search worker itself when its
 * URL has a query (src/search/worker/earlySearch.ts); webpack names the worker's file
 * by its content, known only once the client is compiled, so the build
 * pipeline's HTML pass writes that URL into the page (`withWorkerUrl`).
 *
 * In both modes the records are also written, with the site's URL, to
 * `.docusaurus/search-records.json` (RECORDS_FILE), which `npm run
 * search:records` and `search:upload` read: the same records Algolia then
 * serves. In Algolia mode no index is built: the browser queries Algolia.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { WORKER_URL_ATTRIBUTE } from '../../search/worker/earlySearch';
import { errorPatterns } from '../../data/errors';
import { buildIndexParts } from '../../search/engine';
import { withBuildParts } from '../build-pipeline/parts';
import { serveGeneratedFolder, servedFolder } from '../build-pipeline/serve-generated';
import { buildSearchRecords } from './records';
import { modelOptions } from '../../site/model';
import type { SearchRecord } from '../../search/protocol/types';

export const PLUGIN_NAME = 'search-index';
/** The site's records and URL, from the last build or dev load, in Docusaurus's generated folder. */
export const RECORDS_FILE = 'search-records.json';

/** What RECORDS_FILE holds. */
export interface RecordsFile {
  siteUrl: string;
  records: SearchRecord[];
}
/** Index files at the root, this format's head and earlier formats' files, removed when stale. */
const FILE_PATTERN = /^search-[a-z]+\.[0-9a-f]+\.json$/;
/** Where the index's parts go, under the build's root. */
export const PARTS_DIR = 'assets/search-index';
/** The worker's file, as webpack names it (`name: 'search-worker'` in src/search/worker/searchWorkerFactory.ts). */
const WORKER_PATTERN = /^search-worker\.[0-9a-f]+\.js$/;
const EMPTY_WORKER_ATTRIBUTE = `${WORKER_URL_ATTRIBUTE}=""`;

/** The page with the worker's URL in the search page's script; other pages unchanged. */
export function withWorkerUrl(html: string, workerUrl: string): string {
  return html.includes(EMPTY_WORKER_ATTRIBUTE)
    ? html.replace(EMPTY_WORKER_ATTRIBUTE, `${WORKER_URL_ATTRIBUTE}="${workerUrl}"`)
    : html;
}

export interface SearchIndexPluginOptions {
  /** 'local' builds and serves the index; 'algolia' builds nothing. */
  mode: 'local' | 'algolia';
}

/** What the browser reads with `usePluginData('search-index')`. */
export interface SearchIndexGlobalData {
  /** Site-relative URL of the index file; null in Algolia mode. */
  indexUrl: string | null;
}

function readOptions(raw: unknown): SearchIndexPluginOptions {
  const mode = (raw as Partial<SearchIndexPluginOptions> | undefined)?.mode;
  if (mode !== 'local' && mode !== 'algolia') {
    throw new Error(
      `${PLUGIN_NAME} plugin: option "mode" must be 'local' or 'algolia', got ${JSON.stringify(mode)}`,
    );
  }
  return { mode };
}

export default function searchIndexPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const { baseUrl, siteConfig, generatedFilesDir } = context;
  const outputDir = servedFolder(generatedFilesDir, PLUGIN_NAME);
  let workerUrl: string | undefined;
  /** Site path of the index's head, from the last content load: the build manifest names it. */
  let indexUrl: string | undefined;

  return withBuildParts(
    {
      name: PLUGIN_NAME,

      async allContentLoaded({ allContent, actions }) {
        const records = await buildSearchRecords({
          allContent,
          siteUrl: siteConfig.url,
          ...modelOptions(context),
        });
        await mkdir(generatedFilesDir, { recursive: true });
        await writeFile(
          path.join(generatedFilesDir, RECORDS_FILE),
          JSON.stringify({ siteUrl: siteConfig.url, records } satisfies RecordsFile),
        );
        if (options.mode !== 'local') {
          actions.setGlobalData({ indexUrl: null } satisfies SearchIndexGlobalData);
          return;
        }
        const { head, shards, chunks } = buildIndexParts(
          records,
          // A pasted error finds its entry (issue 24): the entries' texts ride in the head file.
          errorPatterns().map((p) => ({ i: p.id, ...(p.code ? { c: p.code } : {}), x: [...p.texts] })),
        );
        // The head at the site's root (its name reaches the browser as global data); the parts under
        // /assets/, whose files are named after their content and cached for good (config/http-headers.ts):
        // one directory, not a rule per file in the hosts' _headers.
        const files = new Map<string, string>();
        const named = (kind: string, data: unknown, dir = ''): string => {
          const json = JSON.stringify(data);
          const hash = createHash('sha256').update(json).digest('hex').slice(0, 12);
          const name = `${dir}${kind}.${hash}.json`;
          files.set(name, json);
          return name;
        };
        head.s.forEach((ref, i) => (ref.file = named('shard', shards[i], `${PARTS_DIR}/`)));
        head.c.forEach((ref, i) => (ref.file = named('chunk', chunks[i], `${PARTS_DIR}/`)));
        const fileName = named('search-index', head);
        await mkdir(path.join(outputDir, PARTS_DIR), { recursive: true });
        for (const old of await readdir(outputDir)) {
          if (FILE_PATTERN.test(old) && !files.has(old)) await rm(path.join(outputDir, old), { force: true });
        }
        for (const old of await readdir(path.join(outputDir, PARTS_DIR))) {
          if (!files.has(`${PARTS_DIR}/${old}`))
            await rm(path.join(outputDir, PARTS_DIR, old), { force: true });
        }
        for (const [name, json] of files) await writeFile(path.join(outputDir, name), json);
        indexUrl = normalizeUrl([baseUrl, fileName]);
        actions.setGlobalData({ indexUrl } satisfies SearchIndexGlobalData);
      },

      configureWebpack: options.mode === 'local' ? serveGeneratedFolder(outputDir, baseUrl) : () => ({}),
    },
    options.mode !== 'local'
      ? {}
      : {
          generatedDir: outputDir,
          async emit({ outDir, facts }) {
            // The head's name, handed to the build manifest (markdown-twins, later in the emit stage).
            facts.searchIndex = indexUrl;
            const scriptsDir = path.join(outDir, 'assets', 'js');
            const workers = (await readdir(scriptsDir)).filter((name) => WORKER_PATTERN.test(name));
            if (workers.length !== 1) {
              throw new Error(
                `${PLUGIN_NAME} plugin: expected one search worker in ${scriptsDir}, found ${workers.length} ` +
                  `(${workers.join(', ') || 'none'}); see src/search/worker/searchWorkerFactory.ts`,
              );
            }
            workerUrl = normalizeUrl([baseUrl, 'assets/js', workers[0] ?? '']);
          },
          transformHtml: (html) => (workerUrl ? withWorkerUrl(html, workerUrl) : html),
        },
  );
}
