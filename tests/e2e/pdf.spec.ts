import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PDF_FILE_NAME } from '../../config/pdf';
import { coverageOf, metadataTypes } from '../../src/data/metadata-types';
import { STATUS_LABELS, statusOf } from '../../src/data/metadata-types/status';
import { aboutType } from '../../src/data/metadata-types/about';
import { pdfFigures } from '../../scripts/lib/pdf-figures';
import { ROOT } from './utils';
import { llms } from '../../config/llms';

/**
 * The whole documentation as one PDF (issue 12), as scripts/test.sh makes it
 * after the public build (scripts/pdf.ts), read back with poppler-utils:
 * `pdfinfo` (pages, title, named destinations), `pdftotext` (the text of each
 * sheet) and `pdftohtml -xml` (the bookmarks, which pdfinfo does not list).
 *
 * What the PDF should hold comes from another of the build's files: llms.txt
 * lists every doc page with its title in sidebar order, one section per
 * sidebar category, the contributors' reference under "Optional".
 */
const BUILD = path.join(ROOT, 'build');
const PDF = path.join(BUILD, PDF_FILE_NAME);
/**
 * A document people print (issue 41, item 3): the print stylesheet (src/css/print.css) keeps the
 * whole PDF under this many A4 pages; 363 before it printed the long lists as tables, 239 after.
 * Issues 51, 52 and 54 added what each type needs (195 requirements, a line each under its row),
 * 17 Setup features, 25 symptoms and the content review's facts: 260 pages, so the limit was 275.
 * Twenty more content reviews (issue 52) each added a sentence or two where a page left a case unsaid,
 * and the docs reached 275 pages with the same density rules: the limit is 290. Reading the whole
 * Metadata API Developer Guide (issue 51, sixteenth session) added 12 parts of types a deploy leaves
 * out and 3 requirements, each a line under its type's row and an entry of its own: 290 pages, so
 * the limit is 300. The seventeenth session wrote what each type is under its row (479 phrases, 371
 * other names; the table's links no longer print their addresses) and added the page of 166
 * organization settings types, 12 pages in the same table: 304 pages, so the limit is 320.
 */
const PAGE_LIMIT = 320;

interface Entry {
  title: string;
  route: string;
  section: string;
}

/** The doc pages of build/llms.txt outside "## Optional", in order. */
function expectedDocs(): Entry[] {
  const entries: Entry[] = [];
  let section = '';
  for (const line of readFileSync(path.join(BUILD, 'llms.txt'), 'utf8').split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1] ?? '';
    const item = /^- \[(.+?)\]\((\S+?)\)/.exec(line);
    // Not the posts (Optional), nor each error's and problem's own page: the PDF holds them once,
    // in the error directory.
    if (!item || section === 'Optional' || section === llms.answers || section === '') continue;
    const twin = new URL(item[2] ?? '').pathname;
    const route = twin === '/index.md' ? '/' : `${twin.replace(/\.md$/, '')}/`;
    entries.push({ title: (item[1] ?? '').replace(/\\(.)/g, '$1'), route, section });
  }
  return entries;
}

interface Bookmark {
  title: string;
  page: number;
  children: Bookmark[];
}

/** The outline as `pdftohtml -xml` prints it: nested <outline> lists of <item page="n">. */
function bookmarks(xml: string): Bookmark[] {
  const root: Bookmark[] = [];
  const stack: Bookmark[][] = [];
  let list = root;
  const start = xml.indexOf('<outline>');
  expect(start, 'the PDF has bookmarks').toBeGreaterThanOrEqual(0);
  for (const [, close, open, page, title] of xml
    .slice(start + '<outline>'.length)
    .matchAll(/(<\/outline>)|(<outline>)|<item page="(\d+)">([^<]*)<\/item>/g)) {
    if (close) {
      const parent = stack.pop();
      if (!parent) break;
      list = parent;
    } else if (open) {
      const last = list.at(-1);
      if (!last) throw new Error('an <outline> with no item before it');
      stack.push(list);
      list = last.children;
    } else {
      list.push({ title: decode(title ?? ''), page: Number(page), children: [] });
    }
  }
  return root;
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#39);/g, (_m, e: string) =>
    e === 'amp' ? '&' : e === 'lt' ? '<' : e === 'gt' ? '>' : e === 'quot' ? '"' : "'",
  );
const run = (command: string, ...args: string[]) =>
  execFileSync(command, [...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
const keyOf = (route: string) => route.replace(/^\/|\/$/g, '').replace(/[^A-Za-z0-9]+/g, '-') || 'home';

/** Where each named destination is: a doc page's key (scripts/pdf.ts) → the page it starts on. */
function destinations(): Map<string, number> {
  const dests = new Map<string, number>();
  for (const [, page, name] of run('pdfinfo', '-dests', PDF).matchAll(/^\s*(\d+)\s+\[.*\]\s+"(.*)"$/gm)) {
    dests.set(name ?? '', Number(page));
  }
  return dests;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the docs PDF: cover, contents with page numbers, every doc page in order, bookmarks by section', () => {
  expect(existsSync(PDF), `${PDF} is missing: scripts/test.sh makes it (npx tsx scripts/pdf.ts)`).toBe(true);
  const docs = expectedDocs();
  expect(docs.length).toBeGreaterThan(30);

  const info = run('pdfinfo', PDF);
  const { pages: pageCount, bytes } = pdfFigures(PDF);
  expect(info).toMatch(/^Title:\s+Metaferry documentation$/m);
  expect(info).toMatch(/^Tagged:\s+yes$/m);
  // Cover, contents, then each doc page on sheets of its own.
  expect(pageCount).toBeGreaterThanOrEqual(docs.length + 2);
  test.info().annotations.push({
    type: 'pdf',
    description: `${pageCount} pages, ${(bytes / 1024).toFixed(0)} KB`,
  });

  const sheets = run('pdftotext', '-layout', PDF, '-').split('\f');
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    version: string;
  };
  expect(squash(sheets[0] ?? '')).toMatch(
    new RegExp(`Version ${escape(version)} · built \\d{4}-\\d{2}-\\d{2}`),
  );

  // Where each doc page starts: its named destination, which the contents link to.
  const dests = destinations();
  let previous = 2;
  const contents = squash(sheets.slice(1, 3).join(' '));
  for (const doc of docs) {
    const page = dests.get(keyOf(doc.route));
    expect(page, `${doc.route}: no destination in the PDF`).toBeDefined();
    if (page === undefined) continue;
    expect(page, `${doc.route} comes after the page before it in the sidebar`).toBeGreaterThan(previous);
    previous = page;
    // The sheet starts with the page's title, and the contents give its number.
    expect(
      squash(sheets[page - 1] ?? '').startsWith(doc.title),
      `${doc.route}: "${doc.title}" opens page ${page}`,
    ).toBe(true);
    expect(contents, `${doc.title} in the contents`).toMatch(new RegExp(`${escape(doc.title)} ${page}\\b`));
  }
  // Page numbers in the footer.
  expect(squash(sheets[pageCount - 1] ?? '')).toContain(`${pageCount} / ${pageCount}`);

  // Bookmarks: the contents, each top-level sidebar entry, a category's pages under it.
  // (The outline comes whole with the first page's text, which is all that is converted.)
  const outline = bookmarks(run('pdftohtml', '-xml', '-i', '-q', '-stdout', '-f', '1', '-l', '1', PDF));
  const top = outline.map((b) => b.title);
  expect(top[0]).toBe('Contents');
  for (const doc of docs) {
    const parent = outline.find((b) => b.title === doc.section);
    const isTop = top.includes(doc.title);
    const under = parent?.children.find((b) => b.title === doc.title);
    expect(isTop || under, `${doc.title}: a bookmark at the top or under "${doc.section}"`).toBeTruthy();
    const mark = isTop ? outline.find((b) => b.title === doc.title) : under;
    expect(mark?.page, `${doc.title}: its bookmark's page`).toBe(dests.get(keyOf(doc.route)));
  }
  // Each sidebar category is one bookmark with its pages inside.
  const categories = outline.filter((b) => docs.some((d) => d.section === b.title && d.title !== b.title));
  expect(categories.map((c) => c.title)).toEqual([
    'Getting started',
    'Basic terminology',
    'Supported components',
  ]);

  // Links: between doc pages inside the PDF (no link to the address it was made from), out to the web.
  const raw = readFileSync(PDF).toString('latin1');
  expect(raw).not.toContain('metaferry-docs.invalid');
  expect(raw).toMatch(/\/URI \(https:\/\/developer\.salesforce\.com/);
});

test(`the docs PDF stays a document people print: under ${PAGE_LIMIT} pages, every Metadata API type a table row`, () => {
  expect(existsSync(PDF), `${PDF} is missing: scripts/test.sh makes it (npx tsx scripts/pdf.ts)`).toBe(true);
  const pageCount = pdfFigures(PDF).pages;
  expect(pageCount, 'A4 pages in the docs PDF: see the density rules of src/css/print.css').toBeLessThan(
    PAGE_LIMIT,
  );

  // The every-type page's sheets: from its own destination to the next doc page's.
  const docs = expectedDocs();
  const index = docs.findIndex((d) => d.route === '/supported-components/metadata-types/');
  expect(index, 'the every-type page is in llms.txt').toBeGreaterThanOrEqual(0);
  const dests = destinations();
  const first = dests.get(keyOf(docs[index]?.route ?? ''));
  const next = dests.get(keyOf(docs[index + 1]?.route ?? ''));
  if (first === undefined || next === undefined) throw new Error('no destination for the every-type page');
  const lines = run('pdftotext', '-layout', '-f', String(first), '-l', String(next - 1), PDF, '-')
    .split('\n')
    .map(squash);

  // A table row: the type's name and, side by side on one line, what it is (where its page says) or
  // else its status and the first step that copies it, as a list of headings and paragraphs never
  // prints them.
  const row = (name: string) => {
    const type = metadataTypes.find((t) => t.name === name);
    if (!type) throw new Error(`${name}: not in the registry`);
    if (aboutType(name).represents) return `${type.name} What it is:`;
    const step = coverageOf(type).steps[0]?.title ?? '';
    return `${type.name} ${STATUS_LABELS[statusOf(type).status]}, copied by ${step}`;
  };
  const onOneLine = (name: string) => {
    const wanted = row(name);
    return lines.some((line) => line.startsWith(wanted));
  };
  for (const name of ['ApexClass', 'Flow', 'Layout', 'Report', 'ExperienceBundle']) {
    expect(onOneLine(name), `a row of its own: "${row(name)}"`).toBe(true);
  }
  // The status and the step that copies it, in the second column under what it is.
  const flow = metadataTypes.find((t) => t.name === 'Flow');
  const flowStatus =
    flow && `${STATUS_LABELS[statusOf(flow).status]}, copied by ${coverageOf(flow).steps[0]?.title}`;
  expect(lines.some((line) => flowStatus && line.includes(flowStatus))).toBe(true);
  // Every type, but for the few names too long for the name column, which wrap onto a second line.
  const wrapped = metadataTypes.map((t) => t.name).filter((name) => !onOneLine(name));
  expect(wrapped.length, `types not on one line: ${wrapped.join(', ')}`).toBeLessThanOrEqual(
    metadataTypes.length * 0.05,
  );
  test.info().annotations.push({
    type: 'pdf',
    description: `${pageCount} pages; the every-type page ${next - first} of them, ${metadataTypes.length - wrapped.length} of ${metadataTypes.length} types on one line`,
  });
});
