/**
 * What the tools answer with: page lookup, listing and search over one
 * DocsBundle.
 *
 * Search runs the site's own code: `loadIndexFile` (src/search/engine/) and
 * `runRequest` (src/search/protocol/runRequest.ts), with the request the
 * search modal sends (`modalRequest`, src/search/protocol/modalRequest.ts),
 * so the ranking is the site's by construction, not a copy of it that could
 * drift. Results are then folded to one per page (its best-ranked hit),
 * since a model reads pages, not paragraphs.
 *
 * Lookup never touches the file system: a path is reduced to a route and
 * looked up in the bundle's pages, so nothing outside the bundle can be read
 * whatever the path says.
 */
import { loadIndexFile, searchIndex, type LoadedIndex } from '../../../src/search/engine';
import { modalRequest } from '../../../src/search/protocol/modalRequest';
import { runRequest } from '../../../src/search/protocol/runRequest';
import { answerUrlOf } from '../../../src/data/errors/route';
import type { SearchHit, SearchRequest } from '../../../src/search/protocol/types';
import type { BundlePage, DocsBundle } from './bundle';

/** The site's cap on a search query (the spec's "Input cap: 64 characters"; src/theme/SearchPage's MAX_QUERY_LENGTH). */
export const MAX_QUERY_LENGTH = 64;
export const MAX_LIMIT = 20;
export const DEFAULT_LIMIT = 5;
/** Words around the match in a result's snippet (the search page shows 30). */
const SNIPPET_WORDS = 30;
/** The local index's name (config/search.ts LOCAL_INDEX_NAME); results only echo it. */
const INDEX_NAME = 'metaferry-docs';
/** Longer paths are refused before any parsing. */
const MAX_PATH_LENGTH = 2048;

export interface PageSummary {
  title: string;
  section: string;
  description: string;
  url: string;
  markdownUrl: string;
}

export interface SearchResultItem {
  title: string;
  /** Breadcrumb of the best-matching part of the page: category, page title, headings. */
  sectionPath: string[];
  url: string;
  markdownUrl: string;
  snippet: string;
}

/** A failure the caller should see as a tool error with this message. */
export class DocsError extends Error {
  override name = 'DocsError';
}

/**
 * The request DocSearch's modal sends (src/search/protocol/modalRequest.ts:
 * the site's contextual filters, language and the docs/default tags), with
 * every hit kept so results can be folded per page, and snippets as plain
 * text of SNIPPET_WORDS words, since a model reads no markup. Exported for the
 * tests, which compare against the engine with the same request.
 */
export function searchRequest(query: string): SearchRequest {
  return {
    ...modalRequest(query, { indexName: INDEX_NAME }),
    hitsPerPage: 1000,
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    highlightPreTag: '',
    highlightPostTag: '',
  };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
/** The engine's snippets are HTML-escaped for DocSearch; a model reads plain text. */
function unescapeHtml(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
}

function levenshtein(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row.push(
        Math.min(
          (prev[j] ?? 0) + 1,
          (row[j - 1] ?? 0) + 1,
          (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
        ),
      );
    }
    prev = row;
  }
  return prev[b.length] ?? Math.max(a.length, b.length);
}

export class Docs {
  readonly origin: string;
  readonly sections: readonly string[];
  readonly pages: readonly BundlePage[];
  private readonly byRoute: Map<string, BundlePage>;
  private readonly index: LoadedIndex;

  constructor(bundle: DocsBundle) {
    this.origin = bundle.origin;
    this.sections = bundle.sections;
    this.pages = bundle.pages;
    this.byRoute = new Map(bundle.pages.map((p) => [p.route, p]));
    this.index = loadIndexFile(bundle.index);
  }

  url(page: BundlePage): string {
    return this.origin + page.route;
  }

  markdownUrl(page: BundlePage): string {
    return this.origin + page.md;
  }

  summary(page: BundlePage): PageSummary {
    return {
      title: page.title,
      section: page.section,
      description: page.description,
      url: this.url(page),
      markdownUrl: this.markdownUrl(page),
    };
  }

  list(section?: string): PageSummary[] {
    return this.pages.filter((p) => !section || p.section === section).map((p) => this.summary(p));
  }

  /** The page a site-relative route names, if any. */
  page(route: string): BundlePage | undefined {
    return this.byRoute.get(route);
  }

  search(query: string, limit = DEFAULT_LIMIT, section?: string): SearchResultItem[] {
    const result = runRequest(this.index, searchRequest(query), this.origin);
    // Pages in the order of their best hit; the first hit with text gives the snippet.
    const byPage = new Map<BundlePage, { best: SearchHit; text?: string }>();
    for (const hit of result.hits) {
      // A hit in an answer's section on /errors/ gives the answer's own page (issue 54).
      const page = this.byRoute.get(new URL(answerUrlOf(hit.url, hit.hierarchy.lvl3)).pathname);
      if (!page || (section && page.section !== section)) continue;
      const entry = byPage.get(page) ?? { best: hit };
      byPage.set(page, entry);
      entry.text ??= hit._snippetResult.content?.value;
    }
    return [...byPage].slice(0, limit).map(([page, { best, text }]) => {
      const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
      return {
        title: page.title,
        sectionPath: levels.map((l) => best.hierarchy[l]).filter((v): v is string => Boolean(v)),
        url: this.url(page),
        markdownUrl: this.markdownUrl(page),
        snippet: unescapeHtml(text ?? page.description),
      };
    });
  }

  /**
   * The route a path, page URL or twin URL names. Throws a DocsError for
   * anything that is not a path of this site: another host or scheme,
   * `..` or `.` segments (also percent-encoded), backslashes, control
   * characters.
   */
  routeOf(input: string): string {
    const text = input.trim();
    const allowed =
      `Give a page of these docs: a route such as /start/how-to-run-job/, its full URL ` +
      `(${this.origin}/start/how-to-run-job/) or its Markdown URL (${this.origin}/start/how-to-run-job.md).`;
    if (text.length === 0) throw new DocsError(`The path is empty. ${allowed}`);
    if (text.length > MAX_PATH_LENGTH)
      throw new DocsError(`The path is longer than ${MAX_PATH_LENGTH} characters. ${allowed}`);
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    if (/[\\\u0000-\u001f]/.test(text))
      throw new DocsError(`Refused: backslashes and control characters. ${allowed}`);
    let pathname: string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('//')) {
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        throw new DocsError(`Refused: "${text}" is not a valid URL. ${allowed}`);
      }
      if (url.origin !== this.origin)
        throw new DocsError(
          `Refused: ${url.origin === 'null' ? url.protocol : url.origin} is not this documentation site (${this.origin}). ${allowed}`,
        );
      pathname = url.pathname;
    } else {
      pathname = text.split(/[?#]/, 1)[0] ?? '';
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      throw new DocsError(`Refused: the path has a broken percent-encoding. ${allowed}`);
    }
    // The raw text too: URL parsing already resolved any `..` in a full URL.
    const segments = [...decoded.split('/'), ...text.split(/[/?#]/)];
    if (segments.some((s) => s === '..' || s === '.'))
      throw new DocsError(`Refused: paths with "../" or "./" lead outside the docs. ${allowed}`);
    let route = decoded.startsWith('/') ? decoded : `/${decoded}`;
    route = route.replace(/\/index\.(?:html|md)$/, '/');
    if (route.endsWith('.md')) route = route.slice(0, -'.md'.length);
    route = route.replace(/\.html$/, '');
    if (!route.endsWith('/')) route += '/';
    return route.replace(/\/{2,}/g, '/');
  }

  /** The page for a path, or a DocsError that names up to three near pages. */
  resolve(input: string): BundlePage {
    const route = this.routeOf(input);
    const page = this.byRoute.get(route);
    if (page) return page;
    const near = this.nearPages(route);
    const list = near.map((p) => `${p.title} (${this.url(p)})`).join('; ');
    throw new DocsError(
      `No page at ${route} in these docs.` +
        (near.length > 0 ? ` Nearest pages: ${list}.` : '') +
        ' Use list_pages for every page or search_docs to find one.',
    );
  }

  /** Up to three pages a mistyped route may have meant: the closest routes by spelling, then the site's search on its words. */
  nearPages(route: string): BundlePage[] {
    const near: BundlePage[] = [];
    const add = (page: BundlePage | undefined) => {
      if (page && !near.includes(page) && near.length < 3) near.push(page);
    };
    // A typo in a slug: a few letters apart (record-type for record-types).
    const close = this.pages
      .map((page) => ({ page, distance: levenshtein(route, page.route) }))
      .filter(({ distance }) => distance <= Math.max(2, Math.floor(route.length / 8)))
      .sort((a, b) => a.distance - b.distance || a.page.route.localeCompare(b.page.route));
    for (const { page } of close) add(page);
    const words = route
      .replace(/[/_.-]+/g, ' ')
      .trim()
      .slice(0, MAX_QUERY_LENGTH);
    if (words) {
      for (const hit of searchIndex(this.index, words).hits) {
        const section = this.index.sections[hit.section];
        add(section ? this.byRoute.get(section.u.replace(/#.*$/, '')) : undefined);
      }
    }
    return near;
  }
}
