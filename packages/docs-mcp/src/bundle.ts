/**
 * The documentation a server answers from, in one shape whether it was packed
 * into the tarball at build time (docs.json) or read from a live deployment
 * (--site): the pages of the site's build manifest (src/agents/manifest.ts),
 * in its order, each with its Markdown twin, and the site's search index file.
 */
import { OTHER_SECTION, routeOfTwin, type DocsManifest } from '../../../src/agents/manifest';
import type { IndexFile } from '../../../src/search/protocol/types';

export { OTHER_SECTION, routeOfTwin };

/** Bump when the shape below changes: an old docs.json is then rejected, not misread. */
export const BUNDLE_FORMAT = 1;

export interface BundlePage {
  /** Site path of the HTML page, with its trailing slash: `/start/how-to-run-job/`. */
  route: string;
  /** Site path of the twin: `/start/how-to-run-job.md`. */
  md: string;
  title: string;
  description: string;
  /** llms.txt section (a sidebar category), or OTHER_SECTION. */
  section: string;
  /** The twin, byte for byte as the site serves it. */
  markdown: string;
}

export interface DocsBundle {
  format: number;
  /** Origin of the site the pages link to, without a trailing slash. */
  origin: string;
  /** Sections in sidebar order. */
  sections: string[];
  pages: BundlePage[];
  index: IndexFile;
}

/**
 * Puts the pages together, in the manifest's order (src/agents/manifest.ts).
 * `twins` maps a twin's site path to its text; a page without its twin fails.
 */
export function bundleFromManifest(
  manifest: DocsManifest,
  twins: ReadonlyMap<string, string>,
  index: IndexFile,
  origin = manifest.origin,
): DocsBundle {
  const pages = manifest.pages.map((page): BundlePage => {
    const markdown = twins.get(page.md);
    if (markdown === undefined) throw new Error(`the manifest lists ${page.md}, but there is no such twin`);
    if (routeOfTwin(page.md) !== page.route) throw new Error(`twin ${page.md} does not map to ${page.route}`);
    return { ...page, markdown };
  });
  return {
    format: BUNDLE_FORMAT,
    origin: origin.replace(/\/$/, ''),
    sections: [...manifest.sections],
    pages,
    index,
  };
}
