/**
 * Writes the files a host and a crawler read at the root of the build
 * (issue 16): `robots.txt`, and `_headers`, the response headers Netlify and
 * Cloudflare Pages apply, from the same definition deploy/nginx renders
 * (config/http-headers.ts).
 *
 * Both are the build pipeline's root stage (src/plugins/build-pipeline): they
 * run after every file is emitted and every page rewritten, so the root
 * listing is the build's and the CSP hashes the pages' final inline scripts.
 * Only the files scripts/build.sh adds after the build (the PDF and
 * `downloads/`) are named instead of listed, from the pipeline's stages.ts.
 * tests/unit/host-files.test.ts checks the result against the finished build.
 */
import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { contentSecurityPolicy, headersFile, scriptHashes } from '../../../config/http-headers';
import { withBuildParts } from '../build-pipeline/parts';

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
 * What the docs may be used for (Content Signals, https://contentsignals.org/, in
 * robots.txt): search, answers by AI assistants (ai-input) and training (ai-train), all yes.
 * These are public product docs whose job is to be read: an admin's assistant
 * that fetches them, or a model that learned from them, answers with Metaferry's
 * own words instead of guessing; nothing here is confidential or for sale.
 * README (Markdown twins, llms.txt) says the same.
 */
export const CONTENT_SIGNAL = 'search=yes, ai-input=yes, ai-train=yes';

/** Allows everything but `disallow`, states the content signals, and names the sitemap by its absolute URL. */
export function robotsTxt({ siteUrl, disallow }: { siteUrl: string; disallow: readonly string[] }): string {
  const rules = disallow.length > 0 ? disallow.map((p) => `Disallow: ${p}`) : ['Allow: /'];
  return [
    'User-agent: *',
    `Content-Signal: ${CONTENT_SIGNAL}`,
    ...rules,
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
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
  return withBuildParts(
    { name: 'host-files' },
    {
      async rootFiles({ outDir, pages, afterBuild }) {
        const siteUrl = new URL(baseUrl, siteConfig.url).href;
        await writeFile(path.join(outDir, 'robots.txt'), robotsTxt({ siteUrl, disallow: options.disallow }));
        const entries = await readdir(outDir, { withFileTypes: true });
        const files = new Set([...entries.filter((e) => e.isFile()).map((e) => e.name), ...afterBuild.files]);
        const dirs = new Set([
          ...entries.filter((e) => e.isDirectory()).map((e) => e.name),
          ...afterBuild.dirs,
        ]);
        const csp = contentSecurityPolicy({
          scriptHashes: scriptHashes(pages.values()),
          gtm: options.gtm,
          algolia: options.algolia,
          feedbackEndpoint: options.feedbackEndpoint,
        });
        await writeFile(
          path.join(outDir, '_headers'),
          headersFile({ csp, topLevel: { dirs: [...dirs], files: [...files] } }),
        );
      },
    },
  );
}
