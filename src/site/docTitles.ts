/**
 * The docs pages' routes, titles and files as the site model has them (./model.ts), for the remark
 * transforms that run inside the MDX compiler: an error entry links a page by its route, and the
 * link's text is that page's own title, so a renamed page renames its links (issue 53: page titles
 * from the site model, not read again from the files).
 *
 * The site model hands its docs over when it is computed (./model.ts `siteModel`), in the plugins'
 * `allContentLoaded`, before any page compiles or an answer page renders; the build pipeline adds
 * their digest to the compile cache's name, so a renamed page compiles again the pages that link
 * it. Unit tests hand over the built site's pages (./__tests__/builtDocPages.ts
 * `setBuiltDocPages`). A transform that asks before either fails, naming what is missing, rather
 * than link with no title.
 */
import { createHash } from 'node:crypto';

export interface DocPage {
  /** Site path, with its trailing slash: `/start/how-to-run-job/`. */
  readonly route: string;
  readonly title: string;
  /** Absolute path of the source file, where known (the build's model knows it; a manifest doesn't). */
  readonly file?: string;
}

let known: { byRoute: Map<string, DocPage>; byFile: Map<string, DocPage>; digest: string } | undefined;

/** Hands over the docs pages of this build; returns their digest (routes and titles), for the compile cache. */
export function setDocPages(pages: readonly DocPage[]): string {
  const sorted = [...pages].sort((a, b) => a.route.localeCompare(b.route));
  const digest = createHash('sha256')
    .update(JSON.stringify(sorted.map(({ route, title }) => [route, title])))
    .digest('hex');
  known = {
    byRoute: new Map(sorted.map((page) => [page.route, page])),
    byFile: new Map(sorted.flatMap((page) => (page.file ? [[page.file, page] as const] : []))),
    digest,
  };
  return digest;
}

function pages(): NonNullable<typeof known> {
  if (!known)
    throw new Error(
      "src/site/docTitles.ts: no docs pages handed over: the build pipeline's allContentLoaded hands them before pages compile (tests: setBuiltDocPages)",
    );
  return known;
}

/** The digest of the docs pages handed over last (their routes and titles). */
export function docPagesDigest(): string {
  return pages().digest;
}

/** The title of the docs page at `route` (an anchor after it is ignored), or undefined. */
export function docTitle(route: string): string | undefined {
  return pages().byRoute.get(route.replace(/#.*$/, ''))?.title;
}

/** The route of a docs source file, by its absolute path, or undefined. */
export function docRoute(file: string): string | undefined {
  return pages().byFile.get(file)?.route;
}
