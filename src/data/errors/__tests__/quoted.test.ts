/**
 * No page types an error's text (issue 24): a page quotes an error through
 * `<ErrorEntries>` or `<ErrorText>`, which render it from src/data/errors, so
 * every quoted message is an entry's, with its source. This reads every page
 * source (docs, blog, pages) and fails on a typed quote: inline code, a code
 * block or a sentence that holds an entry's message, any status code an
 * entry carries, or a `text` code block in an errors or troubleshooting section.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Nodes, Root } from 'mdast';
import { errorPatterns, errors } from '..';
import { createMatcher } from '../match';
import { parseMdx } from '../../../site/markdown/parse';

const ROOT = path.resolve(__dirname, '../../../..');
const SOURCES = ['docs', 'blog', 'src/pages'];
const files = SOURCES.flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('__tests__'))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name))),
);
const matcher = createMatcher(errorPatterns());
const codes = new Set(errors.flatMap((e) => (e.code ? [e.code] : [])));

interface Quote {
  line: number;
  text: string;
  why: string;
}

function plain(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value;
  if ('children' in node) return (node.children as Nodes[]).map(plain).join('');
  return '';
}

export function typedQuotes(tree: Root): Quote[] {
  const quotes: Quote[] = [];
  let heading = '';
  const check = (node: Nodes, text: string, kind: string) => {
    const line = node.position?.start.line ?? 0;
    const match = matcher.matchLine(text)[0];
    if (match) quotes.push({ line, text, why: `${kind} quotes the text of entry "${match.id}"` });
    for (const word of text.split(/[^A-Za-z0-9_]+/)) {
      if (codes.has(word)) quotes.push({ line, text, why: `${kind} types the status code ${word}` });
    }
  };
  const walk = (node: Nodes) => {
    if (node.type === 'heading') heading = plain(node);
    if (node.type === 'inlineCode') check(node, node.value, 'inline code');
    if (node.type === 'code') {
      check(node, node.value, 'a code block');
      if ((node.lang === 'text' || !node.lang) && /error|troubleshoot/i.test(heading)) {
        quotes.push({
          line: node.position?.start.line ?? 0,
          text: node.value,
          why: `a text block under "${heading}"`,
        });
      }
    }
    if (node.type === 'paragraph') check(node, plain(node), 'a sentence');
    if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
  };
  walk(tree);
  return quotes;
}

test('the quote check sees a typed message, a typed code and a text block under an errors heading', async () => {
  const entry = errors.find((e) => e.message && e.code);
  test.skip(!entry, 'no entry with both a message and a code yet');
  const sample = entry?.example ?? entry?.message ?? '';
  const tree = await parseMdx(
    `## Common errors\n\nIt says \`${sample}\`.\n\nOr ${entry?.code ?? ''} alone.\n\n\`\`\`text\nanything\n\`\`\`\n`,
  );
  const why = typedQuotes(tree).map((q) => q.why);
  expect(why.some((w) => w.startsWith('inline code quotes'))).toBe(true);
  expect(why.some((w) => w.startsWith('a sentence types the status code'))).toBe(true);
  expect(why.some((w) => w.startsWith('a text block under'))).toBe(true);
});

for (const file of files) {
  test(`${file} quotes errors only through their entries`, async () => {
    const tree = await parseMdx(readFileSync(path.join(ROOT, file), 'utf8'));
    const quotes = typedQuotes(tree).map((q) => `${file}:${q.line}: ${q.why}: ${q.text.slice(0, 100)}`);
    expect(quotes, 'quote errors with <ErrorText id="…" /> or <ErrorEntries … />').toEqual([]);
  });
}
