import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { facts, type FactId } from '../salesforce-facts';

/**
 * Pages state the shared facts through `<Fact id="…" />`, never as typed
 * numbers, so a change in src/data/salesforce-facts.ts reaches every page.
 * Each matcher below finds one fact written in prose; code blocks, inline
 * code (Salesforce's messages quoted verbatim), front matter, imports and
 * comments are skipped. A matcher with `near` only counts when those words
 * appear in the same paragraph or list item, so "a scratch org expires after
 * 7 days" is not mistaken for the access-link expiry.
 */
interface Matcher {
  readonly fact: FactId;
  readonly pattern: RegExp;
  readonly near?: RegExp;
}

const MATCHERS: readonly Matcher[] = [
  { fact: 'deployMaxFiles', pattern: /\b10,?000\s+(?:metadata\s+)?(?:files|components)\b/i },
  { fact: 'deployMaxZip', pattern: /\b39\s?MB\b/i },
  { fact: 'deployMaxUnzipped', pattern: /\b600\s?MB\b/i },
  // Also apexSpecifiedTestsCoverage (per class, with RunSpecifiedTests): the message names the org-wide one.
  { fact: 'apexProductionCoverage', pattern: /\b75\s?%|\b75 percent\b/i },
  {
    fact: 'fieldHistoryMaxFields',
    pattern: /\b20\s+(?:tracked\s+)?(?:standard\s+and\s+custom\s+)?fields\b/i,
  },
  { fact: 'fieldHistoryRetention', pattern: /\b(?:18|24)\s+months\b/i },
  {
    fact: 'compactLayoutHighlightsFields',
    pattern: /\b(?:10|ten|7|seven)\s+fields\b|\bfirst\s+(?:7|seven)\b/i,
    near: /compact layout/i,
  },
  { fact: 'listViewFilterPicklistChars', pattern: /\b240\s+characters\b/i },
  // Also picklistUnrestrictedMaxActive and globalValueSetMaxValues: the message names one of the three.
  {
    fact: 'picklistRestrictedMaxValues',
    pattern: /\b1,?000\s+(?:active\s+|total\s+)?values\b|\bup\s+to\s+1,?000\b/i,
  },
  { fact: 'apexSoqlQueries', pattern: /\b100\s+SOQL\s+(?:query|queries)\b/i },
  { fact: 'apexDmlStatements', pattern: /\b150\s+DML\s+statements?\b/i },
  { fact: 'apexCpuTime', pattern: /\b10\s+seconds\s+of\s+CPU\b|\b10,?000\s+(?:ms|milliseconds)\b/i },
  { fact: 'retryMoreTries', pattern: /\b(?:2|two)\s+more\s+(?:tries|times|attempts)\b/i },
  { fact: 'retryFirstWait', pattern: /\b(?:30|thirty)\s+seconds\b/i },
  { fact: 'retrySecondWait', pattern: /\b(?:2|two)\s+minutes\b/i },
  {
    fact: 'maxConcurrentTargets',
    pattern: /\b(?:5|five)\s+at\s+a\s+time\b|\bmore\s+than\s+(?:5|five)\s+targets\b/i,
  },
  {
    fact: 'maxConcurrentTargets',
    pattern: /\b(?:up\s+to|at\s+most)\s+(?:5|five)\b/i,
    near: /\btargets?\b|\bparallel\b|at a time/i,
  },
  // The public unfiled folder's being in every org, which the planner relies on too.
  { fact: 'unfiledPublicFolder', pattern: /\b(?:exists\s+in|every\s+org\s+has)\b/i, near: /unfiled/i },
  // The one exception to a profile deploy's overlay (issue 52): told once, as the fact.
  { fact: 'profileLayoutAssignments', pattern: /\bNot\s+Assigned\b/ },
  // An example API version in prose ("such as 62.0"), not a historical one ("from API version 45.0");
  // package.xml examples use the fact too (test below).
  { fact: 'currentApiVersion', pattern: /\bsuch\s+as\s+\d{2}\.0\b/i },
  {
    fact: 'scratchOrgDurationDays',
    pattern: /\b(?:7|30)\s+days\b|\b1\s+to\s+30\s+days\b/i,
    near: /\bscratch\b/i,
  },
  {
    fact: 'massAccessLinkDays',
    pattern: /\b(?:7|seven)\s+days\b/i,
    near: /\blinks?\b|\bExpired\b|access request/,
  },
  {
    fact: 'massAccessMaxOrgs',
    pattern: /\bup\s+to\s+(?:50|fifty)\b|\b(?:50|fifty)\s+(?:Salesforce\s+)?orgs\b/i,
  },
];

const ROOT = path.resolve(__dirname, '../../..');
const CONTENT_DIRS = ['docs', 'blog'];

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pages(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The lines of a page as a reader sees them in prose: code fences, front
 * matter, import lines and comments become empty lines (so line numbers
 * stay right) and inline code spans are blanked.
 */
function proseLines(source: string): string[] {
  const lines = source.split('\n');
  const out: string[] = [];
  let fence: string | null = null;
  let frontMatter = lines[0] === '---';
  let commentEnd: string | null = null;
  lines.forEach((line, index) => {
    if (frontMatter) {
      out.push('');
      if (index > 0 && line === '---') frontMatter = false;
      return;
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      out.push('');
      if (fenceMatch?.[1]?.startsWith(fence)) fence = null;
      return;
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      out.push('');
      return;
    }
    // Drop MDX and HTML comments, which may span lines.
    let rest = line;
    let text = '';
    while (rest) {
      if (commentEnd) {
        const end = rest.indexOf(commentEnd);
        if (end < 0) break;
        rest = rest.slice(end + commentEnd.length);
        commentEnd = null;
        continue;
      }
      const open = /\{\/\*|<!--/.exec(rest);
      if (!open) {
        text += rest;
        break;
      }
      text += rest.slice(0, open.index);
      commentEnd = open[0] === '<!--' ? '-->' : '*/}';
      rest = rest.slice(open.index + open[0].length);
    }
    if (/^\s*(?:import|export)\s/.test(text)) text = '';
    out.push(text.replace(/`[^`]*`/g, '``'));
  });
  return out;
}

const ITEM_START = /^\s*(?:[-*+]|\d+\.)\s/;

/** Paragraphs and list items as [first line, text]: a fact may wrap across lines inside one. */
function blocks(lines: readonly string[]): [number, string][] {
  const out: [number, string][] = [];
  let start = -1;
  const close = (end: number) => {
    if (start >= 0) out.push([start, lines.slice(start, end).join('\n')]);
    start = -1;
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') return close(index);
    if (ITEM_START.test(line)) close(index);
    if (start < 0) start = index;
  });
  close(lines.length);
  return out;
}

/** Every fact stated in prose, as `file:line: states "…" in prose; write <Fact …>`. */
function findStatedFacts(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [first, text] of blocks(proseLines(source))) {
    for (const matcher of MATCHERS) {
      if (matcher.near && !matcher.near.test(text)) continue;
      const pattern = new RegExp(matcher.pattern.source, `${matcher.pattern.flags}g`);
      for (const match of text.matchAll(pattern)) {
        const line = first + 1 + (text.slice(0, match.index).match(/\n/g)?.length ?? 0);
        found.push(
          `${file}:${line}: states "${match[0].replace(/\s+/g, ' ')}" in prose; write <Fact id="${matcher.fact}" /> (${facts[matcher.fact].text})`,
        );
      }
    }
  }
  return found.sort((x, y) => lineOf(x) - lineOf(y));
}

function lineOf(problem: string): number {
  return Number(/:(\d+):/.exec(problem)?.[1] ?? 0);
}

test('no page states a shared fact in prose instead of rendering it with <Fact>', () => {
  const problems = CONTENT_DIRS.flatMap((dir) =>
    pages(path.join(ROOT, dir)).flatMap((file) =>
      findStatedFacts(path.relative(ROOT, file), readFileSync(file, 'utf8')),
    ),
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

/**
 * Front matter can't render `<Fact>`, and a description outlives the fact it
 * copies: descriptions say what a page is for without the numbers.
 */
function findFactsInDescription(file: string, source: string): string[] {
  const description = /^---\n[\s\S]*?^description:\s*(.*)$[\s\S]*?^---$/m.exec(source)?.[1] ?? '';
  return MATCHERS.flatMap((matcher) => {
    if (matcher.near && !matcher.near.test(description)) return [];
    const match = matcher.pattern.exec(description);
    return match
      ? [`${file}: the description states "${match[0]}" (${matcher.fact}); say it without the number`]
      : [];
  });
}

test('no front-matter description states a shared fact', () => {
  const problems = CONTENT_DIRS.flatMap((dir) =>
    pages(path.join(ROOT, dir)).flatMap((file) =>
      findFactsInDescription(path.relative(ROOT, file), readFileSync(file, 'utf8')),
    ),
  );
  expect(problems, problems.join('\n')).toEqual([]);
  expect(
    findFactsInDescription('page.mdx', '---\ndescription: Ask the admins of up to 50 orgs.\n---\n'),
  ).toHaveLength(1);
});

/**
 * A package.xml example names the current API version through the fact: its
 * fence says `facts` and its `<version>` holds `<Fact id="currentApiVersion" />`
 * (src/elements/Fact/code.ts replaces it at build time).
 */
test('package.xml examples take their API version from the facts', () => {
  const problems = CONTENT_DIRS.flatMap((dir) =>
    pages(path.join(ROOT, dir)).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(/<version>\s*(\d+\.\d)\s*<\/version>/g)].map(
        (match) =>
          `${path.relative(ROOT, file)}: <version>${match[1]}</version>; write <version><Fact id="currentApiVersion" /></version> in a fence marked facts`,
      );
    }),
  );
  expect(problems, problems.join('\n')).toEqual([]);
});

test('the matcher finds a fact in prose and ignores code, comments, front matter and unrelated numbers', () => {
  const source = [
    '---',
    'description: Ask the admins of up to 50 orgs.',
    '---',
    "import Tabs from '@theme/Tabs';",
    '',
    'A deploy takes at most 10,000 files.',
    'A deploy takes at most <Fact id="deployMaxFiles" />.',
    'Salesforce says `at least 75% test coverage is required`.',
    '```text',
    'Retry waits 30 seconds.',
    '```',
    '{/* targets run 5 at a time */}',
    '- A scratch org expires after 7 days by default.',
    '- The access link expires after',
    '  7 days.',
    'A report holds 2,000 rows and a dashboard 20 components.',
    '',
    'One deploy takes 10,000',
    'files at most.',
  ].join('\n');
  const found = findStatedFacts('page.mdx', source);
  // The scratch org's 7 days is the scratch-org fact, not the access link's (its `near` words differ).
  expect(found).toHaveLength(4);
  expect(found[0]).toMatch(/^page\.mdx:6: states "10,000 files".*deployMaxFiles/);
  expect(found[1]).toMatch(/^page\.mdx:13: states "7 days".*scratchOrgDurationDays/);
  expect(found[2]).toMatch(/^page\.mdx:15: states "7 days".*massAccessLinkDays/);
  expect(found[3]).toMatch(/^page\.mdx:18: states "10,000 files".*deployMaxFiles/);
});
