import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

/**
 * Prose rules for every published page source: a description of at most 160
 * characters, no unfinished-work words, body headings that start at level 2
 * (docs and blog) and never skip a level, and search keywords (below).
 * Failures name the file.
 */
const ROOT = path.resolve(__dirname, '../..');
const SOURCES = ['docs', 'blog', 'src/pages'];

function mdxFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)));
}

const files = SOURCES.flatMap(mdxFiles);

function split(source: string): { frontMatter: string; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  return { frontMatter: match?.[1] ?? '', body: match ? source.slice(match[0].length) : source };
}

/** Body lines outside fenced code blocks. */
function proseLines(body: string): string[] {
  const lines: string[] = [];
  let fence: string | undefined;
  for (const line of body.split('\n')) {
    const open = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (open && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
    } else if (open) fence = open;
    else lines.push(line);
  }
  return lines;
}

test('there are pages to check', () => {
  expect(files.length).toBeGreaterThan(40);
});

for (const file of files) {
  test(`${file} follows the prose rules`, () => {
    const { frontMatter, body } = split(readFileSync(path.join(ROOT, file), 'utf8'));
    const description = /^description:\s*(.+)$/m.exec(frontMatter)?.[1]?.replace(/^['"]|['"]$/g, '');
    expect(description, `${file}: description`).toBeTruthy();
    expect(description?.length ?? 0, `${file}: description length`).toBeLessThanOrEqual(160);

    const prose = proseLines(body);
    const unfinished = prose.filter((l) => /\b(TODO|TBD|lorem ipsum|coming soon)\b/i.test(l));
    expect(unfinished, `${file}: unfinished-work words`).toEqual([]);

    const levels = prose
      .map((l) => /^(#{1,6})\s/.exec(l)?.[1]?.length)
      .filter((n): n is number => n !== undefined);
    const standalone = file.startsWith('src/pages/');
    // Docs and blog posts take their H1 from the title; a standalone page writes its own.
    let previous = standalone ? 0 : 1;
    for (const level of levels) {
      if (!standalone) expect(level, `${file}: a # heading in the body`).toBeGreaterThan(1);
      expect(level, `${file}: heading level ${level} after ${previous}`).toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  });
}

/**
 * Search keywords (`keywords` front matter, CONTRIBUTING.md): every page has MIN_KEYWORDS to
 * MAX_KEYWORDS phrases of at most MAX_KEYWORD_WORDS words, a reader's words for what the page answers.
 * None is the page's title, and none is on two pages: search would find both for it, and a phrase
 * belongs to the page that answers it.
 */
const MIN_KEYWORDS = 4;
const MAX_KEYWORDS = 12;
const MAX_KEYWORD_WORDS = 6;

function keywordsOf(file: string): { title: string; keywords: unknown } {
  const front = (parse(split(readFileSync(path.join(ROOT, file), 'utf8')).frontMatter) ?? {}) as Record<
    string,
    unknown
  >;
  return { title: String(front.title ?? ''), keywords: front.keywords };
}

test(`every page has ${MIN_KEYWORDS} to ${MAX_KEYWORDS} search keywords of its own, each of at most ${MAX_KEYWORD_WORDS} words`, () => {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const file of files) {
    const { title, keywords } = keywordsOf(file);
    if (!Array.isArray(keywords) || keywords.some((k) => typeof k !== 'string')) {
      problems.push(`${file}: keywords must be a list of phrases`);
      continue;
    }
    const list = keywords as string[];
    if (list.length < MIN_KEYWORDS || list.length > MAX_KEYWORDS)
      problems.push(`${file}: ${list.length} keywords`);
    for (const keyword of list) {
      const key = keyword.trim().toLowerCase();
      if (key.split(/\s+/).length > MAX_KEYWORD_WORDS) problems.push(`${file}: "${keyword}" is long`);
      if (key === title.trim().toLowerCase()) problems.push(`${file}: "${keyword}" is the title`);
      const first = owner.get(key);
      if (first) problems.push(`${file}: "${keyword}" is also ${first}'s`);
      else owner.set(key, file);
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});

/**
 * Say a thing once where it belongs and link to it (issue 27): a sentence of
 * 30 characters or more, typed word for word into five or more pages, is
 * boilerplate a page template or a link should carry. Link-only list items
 * ("[Order of steps](…)") and table header rows are not sentences.
 */
const MIN_SENTENCE = 30;
const MAX_PAGES = 4;

function sentences(body: string): string[] {
  return proseLines(body)
    .map((line) => line.trim().replace(/^(?:[-*]|\d+\.)\s+/, ''))
    .filter((line) => line && !/^[<#|]|^import\s/.test(line))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z*[`])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= MIN_SENTENCE && !/^\[[^\]]+\]\([^)]+\)\.?$/.test(sentence));
}

test(`no sentence is typed into more than ${MAX_PAGES} pages`, () => {
  const pages = new Map<string, Set<string>>();
  for (const file of files.filter((f) => f.startsWith('docs/') && !f.endsWith('markdown-page.mdx'))) {
    for (const sentence of sentences(split(readFileSync(path.join(ROOT, file), 'utf8')).body)) {
      pages.set(sentence, (pages.get(sentence) ?? new Set()).add(file));
    }
  }
  const repeated = [...pages]
    .filter(([, where]) => where.size > MAX_PAGES)
    .map(([s, where]) => `${where.size}× ${s}`);
  expect(repeated, repeated.join('\n')).toEqual([]);
  expect(sentences('Open **Jobs** and select the job. In **Steps**, select **Add step**.\n')).toHaveLength(2);
});
