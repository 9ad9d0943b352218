/**
 * Two writing rules a review can't keep by eye once the pages number in the
 * dozens (issue 40), checked on the sources:
 * - a sentence that says the same thing on many pages is a template: write it
 *   once (data, an element) or say what this page has to say instead;
 * - the cause or fix of an error or a symptom is read by someone whose run
 *   just failed: one condition a sentence, so no sentence runs long;
 * - a page's sentence says one thing (issue 52): one that reaches 40 words
 *   holds two ideas or more, and is split.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { errors } from '../../src/data/errors';
import { symptoms } from '../../src/data/errors/symptoms';

/** A sentence this long or longer that appears on more pages than MAX_PAGES is a template. */
const TEMPLATE_WORDS = 8;
const MAX_PAGES = 3;
/** The longest sentence an error's or a symptom's cause or fix may have. */
const MAX_WORDS = 35;
/** A page's sentence this long or longer holds more than one idea. */
const PAGE_SENTENCE_WORDS = 40;
/**
 * Long sentences on pages another change owns while this rule lands, each with its page. The test
 * fails once a sentence here is gone from its page, so the entry is removed with the split.
 */
const AWAITING_SPLIT: readonly { file: string; start: string }[] = [];

/** Sentences: split after a full stop, question mark or colon that a capital follows. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?:])\s+(?=[A-Z*`[])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const words = (sentence: string) => sentence.split(/\s+/).length;

/** A page's prose lines: no front matter, code, imports, elements, tables or headings; links as their text. */
function proseOf(source: string): string[] {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split('\n')
    .filter((line) => !/^\s*(import|export|<|\||#|:::)/.test(line))
    .map((line) => line.replace(/^\s*(\d+\.|[-*>])\s+/, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
}

/** Every page source: the docs and the blog. */
function pageFiles(): string[] {
  return execFileSync('git', ['ls-files', 'docs/*.mdx', 'docs/**/*.mdx', 'blog/*.mdx'], { encoding: 'utf8' })
    .trim()
    .split('\n');
}

/**
 * A page's paragraphs and list items, each as one line: a sentence may wrap over several source
 * lines. Front matter, code, imports, elements, tables and headings end a block and aren't in one.
 */
function blocksOf(source: string): string[] {
  const lines = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/```[\s\S]*?```/g, '')
    .split('\n');
  const blocks: string[] = [];
  let current: string | null = null;
  for (const line of lines) {
    if (!line.trim() || /^\s*(import|export|<|\||#|:::)/.test(line)) {
      if (current) blocks.push(current);
      current = null;
      continue;
    }
    const item = /^\s*(\d+\.|[-*>])\s+/.test(line);
    const text = line
      .replace(/^\s*(\d+\.|[-*>])\s+/, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .trim();
    if (item && current) blocks.push(current);
    current = item || !current ? text : `${current} ${text}`;
  }
  if (current) blocks.push(current);
  return blocks;
}

/** Whole sentences: split only after a full stop, question mark or exclamation mark that a capital follows. */
function fullSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z*`[<])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

test(`no sentence of ${TEMPLATE_WORDS} words or more is repeated on more than ${MAX_PAGES} pages`, () => {
  const files = pageFiles();
  expect(files.length).toBeGreaterThan(40);
  const pagesOf = new Map<string, Set<string>>();
  for (const file of files) {
    for (const line of proseOf(readFileSync(file, 'utf8'))) {
      for (const sentence of sentences(line)) {
        if (words(sentence) < TEMPLATE_WORDS) continue;
        const pages = pagesOf.get(sentence) ?? new Set<string>();
        pages.add(file);
        pagesOf.set(sentence, pages);
      }
    }
  }
  const templates = [...pagesOf]
    .filter(([, pages]) => pages.size > MAX_PAGES)
    .map(([sentence, pages]) => `${pages.size} pages: ${sentence}`);
  expect(templates).toEqual([]);
});

test('the rule above finds a template sentence', () => {
  const lead = 'In the job, add a step with Reports as the component type, then:';
  const lines = proseOf(`---\ntitle: X\n---\n\n${lead}\n\n1. Select **Save**.\n`);
  expect(sentences(lines.join(' '))).toContain(lead);
  expect(words(lead)).toBeGreaterThanOrEqual(TEMPLATE_WORDS);
});

test(`every cause and fix of an error or a symptom keeps its sentences to ${MAX_WORDS} words`, () => {
  const long: string[] = [];
  const items = [
    ...errors.map((e) => ({ id: e.id, cause: e.cause, fix: e.fix, byStep: Object.values(e.byStep ?? {}) })),
    ...symptoms.map((s) => ({ id: `symptom ${s.id}`, cause: s.cause, fix: s.fix, byStep: [] as string[] })),
  ];
  expect(items.length).toBeGreaterThan(100);
  for (const item of items) {
    for (const text of [item.cause, item.fix, ...item.byStep]) {
      for (const sentence of sentences(text))
        if (words(sentence) > MAX_WORDS) long.push(`${item.id} (${words(sentence)} words): ${sentence}`);
    }
  }
  expect(long).toEqual([]);
});

test(`every page keeps its sentences under ${PAGE_SENTENCE_WORDS} words`, () => {
  const files = pageFiles();
  expect(files.length).toBeGreaterThan(40);
  const long: string[] = [];
  const awaiting = new Set<string>();
  for (const file of files) {
    for (const block of blocksOf(readFileSync(file, 'utf8'))) {
      for (const sentence of fullSentences(block)) {
        if (words(sentence) < PAGE_SENTENCE_WORDS) continue;
        const known = AWAITING_SPLIT.find((a) => a.file === file && sentence.startsWith(a.start));
        if (known) awaiting.add(known.start);
        else long.push(`${file} (${words(sentence)} words): ${sentence}`);
      }
    }
  }
  expect(long).toEqual([]);
  // An entry whose sentence was split is removed from AWAITING_SPLIT.
  expect(AWAITING_SPLIT.map((a) => a.start).filter((start) => !awaiting.has(start))).toEqual([]);
});

test('the page rule reads a wrapped sentence whole and a list item on its own', () => {
  const long = `${Array.from({ length: 24 }, (_, i) => `word${i}`).join(' ')}\n${Array.from({ length: 20 }, (_, i) => `more${i}`).join(' ')}.`;
  const blocks = blocksOf(`---\ntitle: X\n---\n\n${long}\n\n- One item.\n- Another item.\n`);
  expect(blocks).toHaveLength(3);
  expect(words(fullSentences(blocks[0] ?? '')[0] ?? '')).toBe(44);
  expect(fullSentences('A step copies one type: Salesforce deploys it. Then the next.')).toHaveLength(2);
});
