/**
 * The docs pages as Docusaurus routes them, from their files alone: each page's route (its front
 * matter's `slug`, or its path under docs/, `index` dropped) and title (its front matter's `title`),
 * read once per process with a YAML parser. For what runs where the site model (./model.ts, built
 * from Docusaurus's own content) isn't at hand: the remark transforms, which run inside the MDX
 * compiler, and the data's unit tests. tests/unit/doc-pages.test.ts holds it to the built site's
 * manifest, so a rule of Docusaurus's that this reads differently fails there.
 *
 * Build time only (Node): it reads the docs folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface DocPage {
  /** Site path, with its trailing slash: `/start/how-to-run-job/`. */
  readonly route: string;
  readonly title: string;
}

const DOCS = path.resolve(__dirname, '../../docs');

/** The pages by their source file and by their route, read once. */
let read: { byFile: Map<string, DocPage>; byRoute: Map<string, DocPage> } | undefined;

/** A file's front matter: the YAML between its first two `---` lines, or nothing. */
function frontMatter(source: string): Record<string, unknown> {
  if (!source.startsWith('---\n')) return {};
  const end = source.indexOf('\n---', 4);
  if (end < 0) return {};
  const value: unknown = parse(source.slice(4, end));
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** The route of a file under docs/ (`start/how-to-run-job.mdx`), by its slug or its path. */
function routeOf(relative: string, slug: unknown): string {
  const dir = path.posix.dirname(relative);
  const name = path.posix.basename(relative).replace(/\.mdx?$/, '');
  const withSlash = (route: string) => (route.endsWith('/') ? route : `${route}/`);
  if (typeof slug === 'string') {
    // An absolute slug is the route; a relative one is relative to the file's folder.
    return withSlash(slug.startsWith('/') ? slug : path.posix.join('/', dir, slug));
  }
  return withSlash(path.posix.join('/', dir, name === 'index' ? '' : name));
}

function pages(): { byFile: Map<string, DocPage>; byRoute: Map<string, DocPage> } {
  if (read) return read;
  const byFile = new Map<string, DocPage>();
  for (const entry of readdirSync(DOCS, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name) || entry.parentPath.includes('__tests__')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(DOCS, file).split(path.sep).join('/');
    const data = frontMatter(readFileSync(file, 'utf8'));
    if (typeof data.title !== 'string') continue;
    byFile.set(file, { route: routeOf(relative, data.slug), title: data.title });
  }
  read = { byFile, byRoute: new Map([...byFile.values()].map((page) => [page.route, page])) };
  return read;
}

/** Every docs page with a title in its front matter. */
export function docPages(): DocPage[] {
  return [...pages().byFile.values()];
}

/** The title of the docs page at `route` (an anchor after it is ignored), or undefined. */
export function docTitle(route: string): string | undefined {
  return pages().byRoute.get(route.replace(/#.*$/, ''))?.title;
}

/** The route of a docs source file, given its path (absolute, or ending in `docs/…`), or undefined. */
export function docRoute(file: string): string | undefined {
  const absolute = path.isAbsolute(file)
    ? file
    : path.join(path.dirname(DOCS), file.replace(/^.*?(?=docs\/)/, ''));
  return pages().byFile.get(absolute)?.route;
}
