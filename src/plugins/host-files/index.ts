/**
 * Writes the files a host and a crawler read at the root of the build
 * (issue 16): `robots.txt`, and `_headers`, the response headers Netlify and
 * Cloudflare Pages apply, from the same definition deploy/nginx renders
 * (config/http-headers.ts).
 *
 * Both are written in `postBuild`, which Docusaurus runs for every plugin
 * at once. Two of the others change what `_headers` describes while this
 * one runs, so it does not read their output from disk:
 * - scripts-after-paint rewrites every page, putting its loader script in:
 *   the script hashes are taken from each page as that plugin leaves it
 *   (`loadScriptsAfterPaint` is idempotent, so a page already rewritten is
 *   hashed as it is);
 * - the sitemap, the OpenSearch file and the search index are written to
 *   the root, so the root files they add are named here, not listed; so is
 *   `downloads/`, which scripts/build-docs-mcp.ts fills after the build.
 * tests/unit/host-files.test.ts checks the result against the finished build.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from '../../../config/http-headers';
import { PDF_FILE_NAME } from '../../../config/pdf';
import { loadScriptsAfterPaint } from '../scripts-after-paint';
import { PLUGIN_NAME as SEARCH_INDEX_PLUGIN, type SearchIndexGlobalData } from '../search-index';

export interface HostFilesOptions {
  /** Paths crawlers are asked to leave alone (the fixture build's /tests/). */
  disallow: string[];
  /** The tag manager is configured: its hosts join the CSP. */
  gtm: boolean;
  /** Search runs on Algolia: its hosts join the CSP. */
  algolia: boolean;
  /** FEEDBACK_ENDPOINT, or null: its origin joins the CSP's connect-src. */
  feedbackEndpoint: string | null;
}

/**
 * Root files other plugins write in their own postBuild, so possibly after
 * this one lists the root, and the docs PDF, which scripts/pdf.ts writes
 * after the build (`npm run build` runs it).
 */
const LATE_ROOT_FILES = ['sitemap.xml', 'opensearch.xml', PDF_FILE_NAME];
/** Root directories written after the build: `downloads/`, the docs MCP tarball (scripts/build-docs-mcp.ts). */
const LATE_ROOT_DIRS = ['downloads'];

/** Allows everything but `disallow`, and names the sitemap by its absolute URL. */
export function robotsTxt({ siteUrl, disallow }: { siteUrl: string; disallow: readonly string[] }): string {
  const rules = disallow.length > 0 ? disallow.map((p) => `Disallow: ${p}`) : ['Allow: /'];
  return ['User-agent: *', ...rules, '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}

function readOptions(raw: unknown): HostFilesOptions {
  const options = raw as Partial<HostFilesOptions> | undefined;
  if (
    !Array.isArray(options?.disallow) ||
    typeof options.gtm !== 'boolean' ||
    typeof options.algolia !== 'boolean' ||
    !(options.feedbackEndpoint === null || typeof options.feedbackEndpoint === 'string')
  ) {
    throw new Error(
      'host-files plugin: options are { disallow: string[], gtm: boolean, algolia: boolean, feedbackEndpoint: string | null }',
    );
  }
  return {
    disallow: options.disallow,
    gtm: options.gtm,
    algolia: options.algolia,
    feedbackEndpoint: options.feedbackEndpoint,
  };
}

export default function hostFilesPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = readOptions(rawOptions);
  const { siteConfig, baseUrl } = context;
  return {
    name: 'host-files',
    async postBuild({ outDir, plugins }) {
      await mkdir(outDir, { recursive: true });
      const siteUrl = new URL(baseUrl, siteConfig.url).href;
      await writeFile(path.join(outDir, 'robots.txt'), robotsTxt({ siteUrl, disallow: options.disallow }));

      const entries = await readdir(outDir, { withFileTypes: true });
      const indexUrl = (
        plugins.find((p) => p.name === SEARCH_INDEX_PLUGIN)?.globalData as SearchIndexGlobalData
      )?.indexUrl;
      const files = new Set([
        ...entries.filter((e) => e.isFile()).map((e) => e.name),
        ...LATE_ROOT_FILES,
        'robots.txt',
        ...(indexUrl ? [indexUrl.replace(/^\//, '')] : []),
      ]);
      const csp = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(outDir, loadScriptsAfterPaint),
        gtm: options.gtm,
        algolia: options.algolia,
        feedbackEndpoint: options.feedbackEndpoint,
      });
      const dirs = [
        ...new Set([...entries.filter((e) => e.isDirectory()).map((e) => e.name), ...LATE_ROOT_DIRS]),
      ];
      await writeFile(
        path.join(outDir, '_headers'),
        headersFile({ csp, topLevel: { dirs, files: [...files] } }),
      );
    },
  };
}
