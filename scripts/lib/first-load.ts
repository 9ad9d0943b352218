/**
 * What a page of a build loads before it can hydrate, read from the built
 * files alone: the bench (eval/bench/bench.ts) reports it and the byte budgets
 * (tests/unit/budgets.test.ts) hold it down.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EARLY_INPUT_SCRIPT } from '../../src/plugins/early-input/script';
import { EARLY_SEARCH_SCRIPT } from '../../src/search/worker/earlySearch';
import { LOADER_ATTRIBUTE } from '../../src/plugins/scripts-after-paint';

/** The page types the issue measures, each with one representative route. */
export const PAGE_TYPES = {
  home: '/',
  guide: '/start/how-to-run-job/',
  catalogueIndex: '/supported-components/',
  componentPage: '/supported-components/page-layouts/',
  search: '/search/',
  errors: '/errors/',
  metadataTypes: '/supported-components/metadata-types/',
} as const;
export type PageType = keyof typeof PAGE_TYPES;

/**
 * Stock Docusaurus 3.7.0's first-load JavaScript on its docs intro page,
 * gzipped (issue 6): no page here may load more.
 */
export const STOCK_FIRST_LOAD_JS = 151 * 1024;

/** build/start/how-to-run-job/ → build/start/how-to-run-job/index.html */
export function htmlFileFor(buildDir: string, route: string): string {
  return path.join(buildDir, route.replace(/^\//, ''), 'index.html');
}

export interface PageAssets {
  /** Site-relative URLs of the scripts the HTML loads or preloads. */
  js: string[];
  /** Site-relative URLs of the stylesheets the HTML loads. */
  css: string[];
}

const TAG = /<(script|link)\b([^>]*)>/gi;
const attr = (attributes: string, name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(attributes)
    ?.slice(1)
    .find((v) => v !== undefined);

/**
 * Scripts and stylesheets named by the page's HTML: `<script src>`, the
 * after-paint loader's list, `<link rel="stylesheet">` (except print-only ones)
 * and script preloads. Same-origin only; a
 * third-party script (the tag manager) is not part of the site's bytes.
 */
export function pageAssets(html: string): PageAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const [, tag = '', attributes = ''] of html.matchAll(TAG)) {
    if (tag.toLowerCase() === 'script') {
      const src = attr(attributes, 'src');
      if (src?.startsWith('/')) js.add(src);
      // The app scripts, loaded after the first paint (src/plugins/scripts-after-paint).
      for (const url of attr(attributes, LOADER_ATTRIBUTE)?.split(' ') ?? []) {
        if (url.startsWith('/')) js.add(url);
      }
      continue;
    }
    const rel = attr(attributes, 'rel')?.toLowerCase();
    const href = attr(attributes, 'href');
    if (!href?.startsWith('/')) continue;
    // A print-only stylesheet (src/plugins/print-stylesheet) neither blocks
    // the first paint nor applies on screen: the budgets leave it out, and
    // tests/unit/print.test.ts holds it to its own.
    if (rel === 'stylesheet' && attr(attributes, 'media')?.toLowerCase() !== 'print') css.add(href);
    if (rel === 'modulepreload' || (rel === 'preload' && attr(attributes, 'as') === 'script')) js.add(href);
  }
  return { js: [...js], css: [...css] };
}

/** Gzipped size at level 6, the level deploy/nginx serves. */
export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 6 }).length;
}

/**
 * Inline scripts whose bytes count against the first-load JS budget: those
 * added to the pages since the budgets were set (issue 14's early-input
 * script, and the search page's, which paints a shared link's results). The earlier ones (the theme's colour-mode and announcement-bar
 * scripts, the after-paint loader) were in the pages the budgets were set on
 * and stay outside the count.
 */
export const COUNTED_INLINE_SCRIPTS: readonly string[] = [EARLY_INPUT_SCRIPT, EARLY_SEARCH_SCRIPT];

/**
 * What the counted inline scripts add to the page as served: the page
 * gzipped with them, less the page gzipped without them (they compress
 * against the rest of the HTML, as they do on the wire).
 */
export function inlineScriptsGzip(html: string, scripts: readonly string[] = COUNTED_INLINE_SCRIPTS): number {
  const present = scripts.filter((script) => html.includes(`>${script}</script>`));
  if (present.length === 0) return 0;
  const without = present.reduce((page, script) => page.replace(`>${script}</script>`, '></script>'), html);
  const gzip = (text: string) => gzipSync(text, { level: 6 }).length;
  return gzip(html) - gzip(without);
}

export interface FirstLoad extends PageAssets {
  jsGzip: number;
  /** The counted inline scripts' share of the gzipped HTML (inlineScriptsGzip). */
  inlineJsGzip: number;
  cssGzip: number;
}

/** The page's first-load JS and CSS with their gzipped sizes; throws if the page is missing. */
export function firstLoad(buildDir: string, route: string): FirstLoad {
  const file = htmlFileFor(buildDir, route);
  if (!existsSync(file))
    throw new Error(`${route}: no ${path.relative(process.cwd(), file)} (is the build complete?)`);
  const html = readFileSync(file, 'utf8');
  const assets = pageAssets(html);
  const size = (urls: string[]) => urls.reduce((sum, url) => sum + gzipSize(path.join(buildDir, url)), 0);
  return {
    ...assets,
    jsGzip: size(assets.js),
    inlineJsGzip: inlineScriptsGzip(html),
    cssGzip: size(assets.css),
  };
}
