/**
 * The build manifest (issue 43): every page the site has as Markdown, in
 * reading order, with its route, twin, title, description, section and
 * reading depth, and the search index's head file. The
 * markdown-twins plugin writes it from the site model and the converted
 * documents, as `/docs-manifest.json` beside llms.txt; the docs MCP server
 * reads it, from the build when it is packed (scripts/build-docs-mcp.ts) or
 * from a live deployment with `--site`, instead of learning the site again
 * from llms.txt and the sitemap.
 *
 * The order is llms.txt's (the sidebar: one section per sidebar category,
 * llms.txt's `Optional` last under OTHER_SECTION), then every other twin
 * (blog lists, tags, the search page) in path order.
 *
 * Plain data and pure functions: the site's build and the bundled server
 * both import it.
 */

export const MANIFEST_FILE = 'docs-manifest.json';
/** Bump when the shape below changes: a server then refuses an old manifest instead of misreading it. */
export const MANIFEST_FORMAT = 1;

/**
 * Section of the pages outside the sidebar's categories: llms.txt's
 * `Optional` (blog posts, the contributors' page) and the twins llms.txt does
 * not list (blog lists, tags, the search page). "Optional" means "skippable"
 * to llms.txt readers; as a section name a model would pass, it says nothing.
 */
export const OTHER_SECTION = 'More';

export interface ManifestPage {
  /** Site path of the HTML page, with its trailing slash: `/start/how-to-run-job/`. */
  readonly route: string;
  /** Site path of the twin: `/start/how-to-run-job.md`. */
  readonly md: string;
  readonly title: string;
  readonly description: string;
  /** A sidebar category, or OTHER_SECTION. */
  readonly section: string;
  /**
   * For a page in the sidebar's reading order: 0 at the top of the sidebar or a category's own page,
   * 1 in a category, 2+ deeper (what the docs PDF nests its bookmarks by). Absent for other pages.
   */
  readonly depth?: number;
}

export interface DocsManifest {
  readonly format: number;
  /** Origin of the site, without a trailing slash. */
  readonly origin: string;
  /** Sections in reading order. */
  readonly sections: readonly string[];
  readonly pages: readonly ManifestPage[];
  /**
   * Site path of the offline search index's head file (`/search-index.<hash>.json`), which names its
   * parts; absent when the site searches with Algolia.
   */
  readonly index?: string;
}

/** `/index.md` → `/`, `/start/how-to-run-job.md` → `/start/how-to-run-job/` (the inverse of src/lib/twinPath). */
export function routeOfTwin(mdPath: string): string {
  if (mdPath === '/index.md') return '/';
  return mdPath.replace(/\.md$/, '/');
}

/** Checks a manifest read from a file or a site; throws a clear message when it isn't one this code reads. */
export function asManifest(value: unknown, from: string): DocsManifest {
  const manifest = value as Partial<DocsManifest> | null;
  if (!manifest || typeof manifest !== 'object' || !Array.isArray(manifest.pages))
    throw new Error(`${from} is not a docs manifest`);
  if (manifest.format !== MANIFEST_FORMAT)
    throw new Error(
      `${from} has format ${String(manifest.format)}; this code reads ${MANIFEST_FORMAT}: rebuild the site or update the server`,
    );
  if (manifest.pages.length === 0) throw new Error(`${from} lists no pages`);
  return manifest as DocsManifest;
}
