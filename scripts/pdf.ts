/**
 * `npm run pdf`: the whole documentation as one PDF, from a finished build.
 *
 *   npx tsx scripts/pdf.ts [--build build] [--out build/metaferry-docs.pdf]
 *
 * Debian's Chromium (scripts/lib/chromium.ts), driven by Playwright, reads the
 * built pages through a request handler (no server, no port) and puts every
 * doc page, in sidebar order, into one HTML document: a cover with the
 * version and build date, a table of contents, then each page on a new sheet.
 * Links between doc pages become links inside the document, so they jump
 * inside the PDF; links to pages the PDF leaves out (blog, privacy policy)
 * point at the public site. Chromium prints it with the site's print
 * stylesheet (src/css/print.css), page numbers in the footer and bookmarks
 * from the headings: a sidebar category is a top-level bookmark, its pages
 * sit under it.
 *
 * The order and each page's depth come from the build manifest
 * (build/docs-manifest.json, src/agents/manifest.ts): the sidebar's reading
 * order, a category's own page then its pages. Pages marked noindex (the contributors' element
 * reference) are left out. When poppler's `pdfinfo` is installed, the table
 * of contents gets page numbers: the PDF is printed once, `pdfinfo -dests`
 * says where each page landed, and it is printed again with the numbers
 * (repeated until they stop moving).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { PDF_FILE_NAME } from '../config/pdf';
import { product } from '../config/product';
import { asManifest, MANIFEST_FILE } from '../src/agents/manifest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { pdfFigures } from './lib/pdf-figures';

const ROOT = path.resolve(__dirname, '..');
// An origin that never resolves: every request to it is answered from the build.
const ORIGIN = 'http://metaferry-docs.invalid';
const SHELL_PATH = '/__metaferry-pdf__/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  const value = i >= 0 ? process.argv[i + 1] : undefined;
  return value ?? fallback;
}

/** A built file for a site path, or undefined: `/start/` → build/start/index.html. */
function builtFile(buildDir: string, pathname: string): string | undefined {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = path.join(
    buildDir,
    relative.endsWith('/') || relative === '' ? `${relative}index.html` : relative,
  );
  if (!file.startsWith(buildDir)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export interface PdfDoc {
  readonly route: string;
  readonly title: string;
  /** 0: a top-level page or a category's index; 1: a page inside a category. */
  readonly depth: 0 | 1;
  /** The anchor of the page inside the combined document. */
  readonly key: string;
}

export interface Assembled {
  readonly docs: PdfDoc[];
  readonly skipped: string[];
}

interface AssembleInput {
  readonly cover: { title: string; tagline: string; version: string; date: string };
  readonly css: string;
  /** Every doc in reading order: 0 at the top of the sidebar or a category's own page, 1 inside it. */
  readonly order: readonly { route: string; depth: 0 | 1 }[];
}

/**
 * Runs in the page (the shell document): fetches every doc page in the given
 * order, and writes the combined document into the shell's body. Written as
 * one self-contained function because Playwright sends its source text.
 */
// One function on purpose: page.evaluate serializes it alone, so it can call nothing outside itself.
// eslint-disable-next-line max-lines-per-function
async function assemble(input: AssembleInput): Promise<Assembled> {
  const parse = async (route: string) => {
    const response = await fetch(route);
    if (!response.ok) throw new Error(`${route}: HTTP ${response.status}`);
    return new DOMParser().parseFromString(await response.text(), 'text/html');
  };
  const keyOf = (route: string) => route.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

  // 1. The order: the build manifest's (pdfOrder).
  const landing = await parse('/');
  const order = input.order;

  // 2. The pages, minus those not meant for readers.
  const pages: { route: string; depth: 0 | 1; doc: Document }[] = [];
  const skipped: string[] = [];
  for (const { route, depth } of order) {
    const doc = await parse(route);
    if (/noindex/i.test(doc.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '')) {
      skipped.push(route);
    } else {
      pages.push({ route, depth, doc });
    }
  }
  const inPdf = new Set(pages.map((p) => p.route));
  const canonical = landing.querySelector('link[rel="canonical"]')?.getAttribute('href');
  const siteOrigin = canonical ? new URL(canonical).origin : location.origin;

  // 3. Each page's article, with ids made unique and links pointing inside.
  const docs: PdfDoc[] = [];
  const sections: HTMLElement[] = [];
  for (const { route, depth, doc } of pages) {
    const key = keyOf(route);
    const article = doc.querySelector('article');
    const title = article?.querySelector('h1')?.textContent?.trim();
    if (!article || !title) throw new Error(`${route}: no <article> with an <h1>`);
    const base = new URL(route, location.origin);
    const ids = new Set(Array.from(article.querySelectorAll('[id]'), (el) => el.id));
    const local = (id: string) => (ids.has(id) ? `${key}--${id}` : id);
    for (const el of Array.from(article.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const { name, value } = attr;
        if (name === 'id') el.id = local(value);
        else if (['aria-labelledby', 'aria-describedby', 'aria-controls', 'for'].includes(name)) {
          el.setAttribute(name, value.split(/\s+/).map(local).join(' '));
        } else if (value.includes('url(#')) {
          el.setAttribute(
            name,
            value.replace(/url\(#([^)]+)\)/g, (_m, id: string) => `url(#${local(id)})`),
          );
        } else if ((name === 'href' || name === 'xlink:href') && value.startsWith('#')) {
          el.setAttribute(name, `#${local(decodeURIComponent(value.slice(1)))}`);
        } else if (name === 'src' && !value.startsWith('data:')) {
          el.setAttribute(name, new URL(value, base).href);
        }
      }
    }
    for (const a of Array.from(article.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      const href = a.getAttribute('href') ?? '';
      if (href.startsWith('#') || /^(mailto|tel):/i.test(href)) continue;
      const url = new URL(href, base);
      if (url.origin !== location.origin) continue;
      const target = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
      if (inPdf.has(target)) {
        const fragment = decodeURIComponent(url.hash.slice(1));
        a.setAttribute('href', `#${keyOf(target)}${fragment ? `--${fragment}` : ''}`);
      } else {
        a.setAttribute('href', `${siteOrigin}${url.pathname}${url.search}${url.hash}`);
      }
    }
    // A page inside a category sits one level down in the bookmarks.
    if (depth === 1) {
      for (const heading of Array.from(article.querySelectorAll('h1, h2, h3, h4, h5'))) {
        const lower = doc.createElement(`h${Number(heading.tagName[1]) + 1}`);
        for (const attr of Array.from(heading.attributes)) lower.setAttribute(attr.name, attr.value);
        lower.append(...Array.from(heading.childNodes));
        heading.replaceWith(lower);
      }
    }
    const section = document.createElement('article');
    section.className = `pdf-doc pdf-depth-${depth}`;
    section.id = key;
    section.append(...Array.from(article.childNodes).map((node) => document.importNode(node, true)));
    sections.push(section);
    docs.push({ route, title, depth, key });
  }

  // 4. Cover, contents, pages.
  const el = (tag: string, className: string, text?: string) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  const cover = el('section', 'pdf-cover');
  const logo = landing.querySelector('.navbar__logo img');
  if (logo) {
    const img = document.createElement('img');
    img.src = new URL(logo.getAttribute('src') ?? '', location.origin).href;
    img.alt = '';
    img.className = 'pdf-cover-logo';
    cover.append(img);
  }
  cover.append(
    el('p', 'pdf-cover-title', input.cover.title),
    el('p', 'pdf-cover-tagline', input.cover.tagline),
    el('p', 'pdf-cover-meta', `Version ${input.cover.version} · built ${input.cover.date}`),
    el('p', 'pdf-cover-meta', siteOrigin),
  );
  const toc = el('nav', 'pdf-toc');
  toc.setAttribute('aria-label', 'Contents');
  toc.append(el('h1', '', 'Contents'));
  const list = el('ol', '');
  let current: HTMLElement = list;
  for (const docEntry of docs) {
    const li = el('li', `pdf-toc-depth-${docEntry.depth}`);
    const a = el('a', '');
    a.setAttribute('href', `#${docEntry.key}`);
    a.append(el('span', 'pdf-toc-title', docEntry.title), el('span', 'pdf-toc-page'));
    a.lastElementChild?.setAttribute('data-dest', docEntry.key);
    li.append(a);
    if (docEntry.depth === 0) {
      list.append(li);
      current = li;
    } else {
      let sub = current.querySelector(':scope > ol');
      if (!sub) current.append((sub = el('ol', '')));
      sub.append(li);
    }
  }
  toc.append(list);
  const style = el('style', '');
  style.textContent = input.css;
  document.head.append(style);
  document.body.append(cover, toc, ...sections);
  await Promise.all(
    Array.from(document.images, (img) =>
      img.complete
        ? undefined
        : new Promise((resolve) => img.addEventListener('load', resolve, { once: true })),
    ),
  );
  return { docs, skipped };
}

/** The PDF's own layout, on top of the site's styles and print stylesheet. */
const PDF_CSS = `
.pdf-cover { height: 230mm; display: flex; flex-direction: column; justify-content: center; gap: 0.5rem; }
.pdf-cover-logo { width: 4.5rem; height: 4.5rem; }
.pdf-cover-title { font-size: 2.6rem; font-weight: 700; margin: 0; }
.pdf-cover-tagline { font-size: 1.25rem; margin: 0 0 2rem; }
.pdf-cover-meta { margin: 0; color: var(--ifm-color-emphasis-700); }
.pdf-toc { break-before: page; }
.pdf-toc ol { list-style: none; margin: 0; padding: 0; }
.pdf-toc ol ol { padding-left: 1.5rem; }
.pdf-toc li { margin: 0.15rem 0; }
.pdf-toc-depth-0 > a { font-weight: 600; margin-top: 0.5rem; }
.pdf-toc a { display: flex; gap: 0.5rem; color: inherit; text-decoration: none; }
.pdf-toc-title { flex: 1; border-bottom: 1px dotted var(--ifm-color-emphasis-400); }
.pdf-toc-page { min-width: 2.5rem; text-align: right; font-variant-numeric: tabular-nums; }
.pdf-doc { break-before: page; }
/* The bookmarks and the contents say where a page sits. */
.pdf-doc .theme-doc-breadcrumbs { display: none; }
.pdf-doc header > :is(h1, h2) { font-size: 2rem; }
`;

/** Where each named destination landed: `pdfinfo -dests` (poppler), or undefined without it. */
function destinationPages(pdf: string): Map<string, number> | undefined {
  let out: string;
  try {
    out = execFileSync('pdfinfo', ['-dests', pdf], { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const pages = new Map<string, number>();
  for (const line of out.split('\n')) {
    const match = /^\s*(\d+)\s+\[.*\]\s+"(.*)"\s*$/.exec(line);
    if (match) pages.set(match[2] ?? '', Number(match[1]));
  }
  return pages;
}

async function printPdf(page: Page, file: string): Promise<void> {
  await page.pdf({
    path: file,
    format: 'A4',
    printBackground: true,
    outline: true,
    tagged: true,
    margin: { top: '16mm', bottom: '18mm', left: '16mm', right: '16mm' },
    displayHeaderFooter: true,
    headerTemplate: '<span></span>',
    footerTemplate:
      '<div style="width:100%;font:8pt system-ui,sans-serif;color:#555;padding:0 16mm;display:flex;justify-content:space-between">' +
      `<span>${product.name} documentation</span><span><span class="pageNumber"></span> / <span class="totalPages"></span></span></div>`,
  });
}

/**
 * The docs in reading order with their depth, from the build manifest (src/agents/manifest.ts): its
 * pages in the sidebar's reading order. A sidebar nested deeper than one category fails.
 */
function pdfOrder(buildDir: string): { route: string; depth: 0 | 1 }[] {
  const file = path.join(buildDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site into ${buildDir} first`);
  const manifest = asManifest(JSON.parse(readFileSync(file, 'utf8')), file);
  return manifest.pages.flatMap(({ route, depth }) => {
    if (depth === undefined) return [];
    if (depth > 1) throw new Error(`${route}: nested sidebar categories are not supported by scripts/pdf.ts`);
    return [{ route, depth: depth === 0 ? (0 as const) : (1 as const) }];
  });
}

export async function makePdf(buildDir: string, out: string): Promise<{ docs: PdfDoc[]; skipped: string[] }> {
  const home = path.join(buildDir, 'index.html');
  if (!existsSync(home)) throw new Error(`${buildDir}: no index.html; run the build first`);
  const landingHtml = readFileSync(home, 'utf8');
  const stylesheets = [...landingHtml.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([tag]) => tag);
  if (!stylesheets.some((tag) => tag.includes('media="print"'))) {
    throw new Error(`${home}: no print stylesheet (src/plugins/print-stylesheet) is linked`);
  }
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  const title = `${product.name} documentation`;
  const shell =
    `<!doctype html><html lang="en" data-theme="light"><head><meta charset="utf-8"><title>${title}</title>` +
    `${stylesheets.join('')}</head><body></body></html>`;

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  try {
    const context = await browser.newContext();
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      if (url.pathname === SHELL_PATH) return route.fulfill({ contentType: TYPES['.html'], body: shell });
      const file = builtFile(buildDir, url.pathname);
      if (!file) return route.fulfill({ status: 404, body: 'not in the build' });
      return route.fulfill({
        contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
        body: readFileSync(file),
      });
    });
    const page = await context.newPage();
    // tsx compiles `assemble` with esbuild's keepNames, which wraps its inner
    // functions in calls to a `__name` helper that the page does not have.
    await page.addInitScript('globalThis.__name = (fn) => fn;');
    await page.goto(`${ORIGIN}${SHELL_PATH}`);
    const result = await page.evaluate(assemble, {
      order: pdfOrder(buildDir),
      cover: {
        title,
        tagline: product.tagline,
        version,
        date: statSync(home).mtime.toISOString().slice(0, 10),
      },
      css: PDF_CSS,
    });
    await page.emulateMedia({ media: 'print' });

    const work = mkdtempSync(path.join(tmpdir(), 'metaferry-pdf-'));
    try {
      const draft = path.join(work, 'draft.pdf');
      let numbers: Map<string, number> | undefined;
      for (let pass = 0; pass < 4; pass += 1) {
        await printPdf(page, draft);
        const landed = destinationPages(draft);
        if (!landed) {
          console.warn(
            'pdfinfo (poppler-utils) is not installed: the table of contents has links, no page numbers',
          );
          break;
        }
        const stable = numbers && result.docs.every((d) => numbers?.get(d.key) === landed.get(d.key));
        if (stable) break;
        numbers = landed;
        const missing = result.docs.filter((d) => !landed.has(d.key)).map((d) => d.route);
        if (missing.length > 0) throw new Error(`no destination in the PDF for: ${missing.join(', ')}`);
        await page.evaluate(
          (entries) => {
            for (const [key, number] of entries) {
              const span = document.querySelector(`.pdf-toc-page[data-dest="${key}"]`);
              if (span) span.textContent = String(number);
            }
          },
          [...landed],
        );
        if (pass === 3) throw new Error('the table of contents page numbers did not settle');
      }
      writeFileSync(out, readFileSync(draft));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
    return result;
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  const started = Date.now();
  const buildDir = path.resolve(option('--build', path.join(ROOT, 'build')));
  const out = path.resolve(option('--out', path.join(buildDir, PDF_FILE_NAME)));
  makePdf(buildDir, out).then(
    ({ docs, skipped }) => {
      const { pages, bytes } = pdfFigures(out);
      const kb = (bytes / 1024).toFixed(0);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        `${path.relative(process.cwd(), out)}: ${docs.length} doc pages, ${pages} PDF pages, ${kb} KB, ${seconds} s` +
          (skipped.length ? ` (left out, noindex: ${skipped.join(', ')})` : ''),
      );
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
