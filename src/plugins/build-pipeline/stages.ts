/**
 * The build's output stages, in order, and which plugin's part runs where
 * (issue 23). The pipeline (./index.ts) fails the build when a plugin gives
 * a part that is not listed here, so every order is stated in this file.
 *
 * 1. emit: files into the build. The content plugins' own outputs first
 *    (feeds, sitemap, OpenSearch: they used to race with the rest), then the
 *    generated folders and files of ours (agent-discovery: /.well-known/; answer-pages: each answer's
 *    page from the one render of their route); last, share-metadata prunes its
 *    card cache before the HTML pass draws the cards.
 * 2. html: one pass over the built pages; each page is read once, goes
 *    through the transforms in this order, and is written once.
 *    - not-found-metadata: drops the URL tags of 404.html;
 *    - scripts-after-paint: swaps the deferred app scripts for the loader;
 *    - search-index: writes the search worker's URL into the search page;
 *    - markdown-twins: the `<link rel="alternate">` to the page's twin;
 *    - share-metadata: draws the card, adds Open Graph tags and JSON-LD (last:
 *      it reads the title, description and canonical URL the page ends with).
 * 3. root: files computed from the final pages (`robots.txt`, `_headers` with
 *    the CSP's hashes of the final inline scripts).
 * 4. verify: checks on everything written.
 */
import { PDF_FILE_NAME } from '../../../config/pdf';

export const EMIT = [
  'docusaurus-plugin-content-blog',
  'docusaurus-plugin-sitemap',
  'docusaurus-theme-search-algolia',
  'print-stylesheet',
  'search-index',
  'markdown-twins',
  'agent-discovery',
  'answer-pages',
  'share-metadata',
] as const;

/**
 * The facts one emit part hands later ones (./parts.ts `BuildFacts`): each has one owner, the only
 * part that may write it, and the parts that read it, all after the owner in EMIT
 * (./__tests__/stages.test.ts).
 */
export const FACTS = {
  searchIndex: { owner: 'search-index', readers: ['markdown-twins'] },
} as const satisfies Record<string, { owner: (typeof EMIT)[number]; readers: readonly (typeof EMIT)[number][] }>;

export const HTML = [
  'not-found-metadata',
  'scripts-after-paint',
  'search-index',
  'markdown-twins',
  'share-metadata',
] as const;

export const ROOT = ['host-files'] as const;

export const VERIFY = ['clean-text-output'] as const;

/**
 * What scripts/build.sh adds to the build after `docusaurus build`: the docs
 * PDF (scripts/pdf.ts) and `downloads/`, the docs MCP tarball
 * (scripts/build-docs-mcp.ts). They stay outside the pipeline: both need the
 * finished site (the PDF prints it in Chromium; the tarball packs its twins
 * and index), they take a minute and system packages a plain build does not
 * need, and the test suite runs them beside the second build. The root
 * stage names them in `_headers`. The Brotli copies (scripts/precompress.ts)
 * come last for the same reason: they compress those files too.
 */
export const AFTER_BUILD = { files: [PDF_FILE_NAME], dirs: ['downloads'] } as const;
