/**
 * The documentation a server answers from, in one shape whether it was packed
 * into the tarball at build time (docs.json) or read from a live deployment
 * (--site): the pages in llms.txt order, each with its Markdown twin, and the
 * site's search index file.
 *
 * Why llms.txt gives the order, titles, descriptions and sections: it is the
 * one listing a deployment publishes that follows the sidebar (the
 * markdown-twins plugin writes one H2 per sidebar category), so a server
 * reading a live site and one reading the build see the same list.
 */
import type { IndexFile } from '../../../src/search/protocol/types';

/** Bump when the shape below changes: an old docs.json is then rejected, not misread. */
export const BUNDLE_FORMAT = 1;

/**
 * Section of the pages outside the sidebar's categories: llms.txt's
 * `Optional` (blog posts, the contributors' page) and the twins llms.txt does
 * not list (blog lists, tags, the search page). "Optional" means "skippable"
 * to llms.txt readers; as a section name a model would pass, it says nothing.
 */
export const OTHER_SECTION = 'More';
/** llms.txt's section for what can be skipped (llmstxt.org). */
const LLMS_OPTIONAL = 'Optional';

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

export interface LlmsEntry {
  title: string;
  url: string;
  description: string;
  section: string;
}

/** Undoes the backslash escapes the markdown-twins plugin puts in link texts and descriptions. */
function unescapeMarkdown(text: string): string {
  return text.replace(/\\(.)/g, '$1');
}

const ENTRY = /^- \[((?:\\.|[^\]\\])*)\]\((\S+?)\)(?::\s*(.*))?$/;

/** The linked pages of an llms.txt, with the H2 each sits under, in file order. */
export function parseLlmsTxt(text: string): LlmsEntry[] {
  const entries: LlmsEntry[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) {
      section = (heading[1] ?? '').trim();
      continue;
    }
    const entry = ENTRY.exec(line);
    if (entry && section) {
      entries.push({
        title: unescapeMarkdown(entry[1] ?? ''),
        url: entry[2] ?? '',
        description: unescapeMarkdown(entry[3] ?? '').trim(),
        section,
      });
    }
  }
  return entries;
}

/** `/index.md` → `/`, `/start/how-to-run-job.md` → `/start/how-to-run-job/` (the inverse of src/lib/twinPath). */
export function routeOfTwin(mdPath: string): string {
  if (mdPath === '/index.md') return '/';
  return mdPath.replace(/\.md$/, '/');
}

/** Title (the twin's H1) and description (the quote under it) of a twin llms.txt does not list. */
export function headOfTwin(markdown: string): { title: string; description: string } {
  const lines = markdown.split('\n');
  const h1 = lines.findIndex((l) => l.startsWith('# '));
  const title = unescapeMarkdown((lines[h1] ?? '').slice(2).trim());
  const next = lines.slice(h1 + 1).find((l) => l.trim() !== '') ?? '';
  const description = next.startsWith('> ') ? unescapeMarkdown(next.slice(2).trim()) : '';
  return { title, description };
}

/**
 * Puts the pages together: llms.txt's entries first, in its order, then every
 * other twin in path order. `twins` maps a twin's site path to its text.
 */
export function assembleBundle(
  llmsTxt: string,
  twins: ReadonlyMap<string, string>,
  index: IndexFile,
  origin?: string,
): DocsBundle {
  const entries = parseLlmsTxt(llmsTxt);
  if (entries.length === 0) throw new Error('llms.txt lists no pages');
  const siteOrigin = (origin ?? new URL(entries[0]?.url ?? '').origin).replace(/\/$/, '');
  const pages: BundlePage[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    const md = new URL(entry.url).pathname;
    const markdown = twins.get(md);
    if (markdown === undefined) throw new Error(`llms.txt lists ${entry.url}, but there is no such twin`);
    if (seen.has(md)) continue;
    seen.add(md);
    pages.push({
      route: routeOfTwin(md),
      md,
      title: entry.title,
      description: entry.description,
      section: entry.section === LLMS_OPTIONAL ? OTHER_SECTION : entry.section,
      markdown,
    });
  }
  const others = [...twins.keys()].filter((md) => !seen.has(md)).sort();
  for (const md of others) {
    const markdown = twins.get(md) ?? '';
    pages.push({ route: routeOfTwin(md), md, ...headOfTwin(markdown), section: OTHER_SECTION, markdown });
  }
  const sections = [...new Set(pages.map((p) => p.section))];
  return { format: BUNDLE_FORMAT, origin: siteOrigin, sections, pages, index };
}
