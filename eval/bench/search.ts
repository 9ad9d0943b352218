/**
 * `npm run bench:search [-- --dir build]`: measures the offline search on a
 * built site (run `npm run build` first). Prints, and writes to
 * .bench/search.json:
 * - the index file's size, raw and gzipped;
 * - the time to fetch it, parse the JSON and load the MiniSearch index, in
 *   Chromium (median of 7 uncached loads);
 * - query time, p50 and p95, over 200+ queries (whole words and the prefixes
 *   a reader types on the way), through the same request the modal sends;
 * - quality: for questions readers would type (written from the pages'
 *   content, not their titles), the share whose page is among the first 3
 *   distinct pages of the results;
 * - the question sets' scores (issue 26), in Node: the project's set and
 *   the outside readers' two rounds, their tuning and held-out halves, and
 *   both held-out halves by kind, for the site's
 *   engine and for a plain MiniSearch with VitePress's defaults over the same
 *   sections (eval/search-baseline.ts). Report the held-out half:
 *   the tuning half is what the ranking was tuned on.
 *
 * The browser runs the site's own search code (src/search), bundled here with
 * esbuild, against the built index file served from the build directory.
 */
import { readFile, mkdir, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build } from 'esbuild';
import { loadIndexFile } from '../../src/search/engine';
import type { IndexFile } from '../../src/search/protocol/types';
import { indexHeadName, readBuiltIndex } from '../../scripts/lib/built-index';
import { firstQueryBytes } from '../../scripts/lib/first-query';
import { directoryCrowding, percent, questionScores } from '../question-scores';
import { QUESTIONS, questionRequest } from '../search-questions';

/** Queries whose first-search download is reported: the issue's, a broad word, a typed prefix, an error. */
const FIRST_QUERIES = ['permission set', 'step', 'p', 'unable to lock row', 'CompactLayoutAssignment'];

const ROOT = path.resolve(__dirname, '..', '..');

/** Words and phrases for timing, on top of the questions; each is also timed by its typed prefixes. */
const TIMING_WORDS = [
  'job',
  'step',
  'org',
  'sandbox',
  'production',
  'profile',
  'permission',
  'picklist',
  'record type',
  'layout',
  'report',
  'dashboard',
  'apex',
  'validate only',
  'retry',
  'protected',
  'Account.Region__c',
  'UNABLE_TO_LOCK_ROW',
  'CompactLayoutAssignment',
  'destructiveChanges.xml',
  'recrod tpyes',
  'deplyoment',
  'metadata api',
  'token',
];

function timingQueries(): string[] {
  const out: string[] = [];
  for (const phrase of [...TIMING_WORDS, ...QUESTIONS.map((x) => x.q)]) {
    // What the modal searches as the reader types: every prefix from 2 characters on, one in three.
    for (let i = 2; i < phrase.length; i += 3) out.push(phrase.slice(0, i));
    out.push(phrase);
  }
  return out;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const HARNESS = `
import { loadIndexFile } from './src/search/engine';
import { runRequest } from './src/search/protocol/runRequest';
import { questionRequest, topPages } from './eval/search-questions';
let index;
window.bench = {
  load(file) { index = loadIndexFile(file); },
  search(query) { return runRequest(index, questionRequest(query), location.origin); },
  pages(query, n) { return topPages(index, query, n, location.origin); },
};
`;

/** Serves the bench page (the harness inlined) and the index, whole, under its name. */
async function serveBench(script: string, indexName: string, indexBytes: Buffer): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    if (req.url === '/__bench__') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<!doctype html><title>bench</title><script>${script.replace(/<\/script/g, '<\\/script')}</script>`,
      );
    } else if (req.url === `/${indexName}`) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(indexBytes);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** In the bench page: 7 loads of the index (fetch, parse, load), the timing queries, the question sets' first 3 pages. */
async function measureInBrowser(page: Page, indexUrl: string) {
  const loads: { fetch: number; parse: number; load: number }[] = [];
  for (let i = 0; i < 7; i++) {
    loads.push(
      await page.evaluate(async (url) => {
        const t0 = performance.now();
        const text = await (await fetch(url, { cache: 'no-store' })).text();
        const t1 = performance.now();
        const json: unknown = JSON.parse(text);
        const t2 = performance.now();
        (window as unknown as { bench: { load(file: unknown): void } }).bench.load(json);
        return { fetch: t1 - t0, parse: t2 - t1, load: performance.now() - t2 };
      }, indexUrl),
    );
  }

  const queries = timingQueries();
  const times = await page.evaluate((qs) => {
    const bench = (window as unknown as { bench: { search(q: string): unknown } }).bench;
    return qs.map((q) => {
      const t = performance.now();
      bench.search(q);
      return performance.now() - t;
    });
  }, queries);

  const answers = await page.evaluate(
    (qs) => {
      const bench = (window as unknown as { bench: { pages(q: string, n: number): string[] } }).bench;
      return qs.map((q) => bench.pages(q, 3));
    },
    QUESTIONS.map((x) => x.q),
  );
  return { loads, times, answers };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const buildDir = path.resolve(ROOT, dirAt >= 0 ? (args[dirAt + 1] ?? 'build') : 'build');
  const indexName = indexHeadName(buildDir);
  if (!indexName) throw new Error(`No search-index.<hash>.json in ${buildDir}: run \`npm run build\` first.`);
  // The index whole (head and parts), as the timing harness loads it; what a first query fetches of it is
  // counted apart (firstQueryBytes).
  const headBytes = await readFile(path.join(buildDir, indexName));
  const indexBytes = Buffer.from(JSON.stringify(readBuiltIndex(buildDir)));

  const bundle = await build({
    stdin: { contents: HARNESS, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    write: false,
    minify: true,
  });
  const script = bundle.outputFiles[0]?.text ?? '';

  const server = await serveBench(script, indexName, indexBytes);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/__bench__`);

    const { loads, times, answers } = await measureInBrowser(page, `${origin}/${indexName}`);
    const median = (key: keyof (typeof loads)[number]) =>
      percentile(
        loads.map((l) => l[key]),
        50,
      );
    const first = times[0] ?? NaN;

    const results = QUESTIONS.map((question, i) => {
      const top3 = answers[i] ?? [];
      return { ...question, top3, found: top3.some((p) => question.pages.includes(p)) };
    });
    const found = results.filter((r) => r.found).length;

    // The question sets and the crowding read one index, loaded in Node once.
    const loaded = loadIndexFile(JSON.parse(indexBytes.toString('utf8')) as IndexFile);
    const report = {
      index: {
        file: indexName,
        headGzipBytes: gzipSync(headBytes, { level: 9 }).length,
        rawBytes: indexBytes.length,
        gzipBytes: gzipSync(indexBytes, { level: 9 }).length,
        gzipDefaultBytes: gzipSync(indexBytes).length,
      },
      loadMs: { fetch: median('fetch'), parse: median('parse'), load: median('load') },
      queries: {
        count: times.length,
        firstMs: first,
        p50Ms: percentile(times, 50),
        p95Ms: percentile(times, 95),
      },
      quality: { questions: results.length, top3: found, share: found / results.length },
      misses: results.filter((r) => !r.found).map((r) => ({ q: r.q, expected: r.pages, got: r.top3 })),
      sets: questionScores(loaded),
      crowding: directoryCrowding(loaded),
      firstQuery: await Promise.all(
        FIRST_QUERIES.map((q) => firstQueryBytes(buildDir, [questionRequest(q)])),
      ),
    };

    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(`Search index ${indexName}`);
    console.log(
      `  size            ${kb(report.index.rawBytes)} raw, ${kb(report.index.gzipBytes)} gzip -9 (${kb(report.index.gzipDefaultBytes)} gzip -6)`,
    );
    console.log(
      `  load (median 7) fetch ${ms(report.loadMs.fetch)} + JSON.parse ${ms(report.loadMs.parse)} + MiniSearch.loadJS ${ms(report.loadMs.load)} = ${ms(report.loadMs.fetch + report.loadMs.parse + report.loadMs.load)}`,
    );
    console.log(
      `  queries         ${times.length} in Chromium: first ${ms(first)}, p50 ${ms(report.queries.p50Ms)}, p95 ${ms(report.queries.p95Ms)}`,
    );
    console.log(
      `  quality         ${found}/${results.length} questions with the right page in the first 3 (${(report.quality.share * 100).toFixed(0)}%)`,
    );
    for (const miss of report.misses)
      console.log(
        `    miss: "${miss.q}" → ${miss.got.join(', ') || 'nothing'} (wanted ${miss.expected.join(' or ')})`,
      );

    console.log('  first query     gzipped bytes fetched on an empty cache (head + shards + chunks):');
    for (const f of report.firstQuery)
      console.log(
        `    ${JSON.stringify(f.query).padEnd(28)} ${kb(f.total)} = ${kb(f.head)} + ${kb(f.shards)} + ${kb(f.chunks)} in ${f.files} files`,
      );
    console.log('  question sets   first 3 pages: site engine | VitePress-default MiniSearch');
    report.sets.engine.forEach((set, i) => {
      const base = report.sets.baseline[i];
      console.log(`    ${set.name.padEnd(34)} ${percent(set).padEnd(18)} | ${base ? percent(base) : ''}`);
    });

    const { crowding } = report;
    console.log(
      `  directories     of ${crowding.questions} tuning questions, ${crowding.crowded} have a directory page in the first 3 that they don't list, ${crowding.answered} one they do; ${crowding.crowdedOut} have it there and none of their own pages (crowded out)`,
    );

    await mkdir(path.join(ROOT, '.bench'), { recursive: true });
    await writeFile(path.join(ROOT, '.bench', 'search.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
    server.close();
  }
}

// Only when run: tests/mcp imports QUESTIONS.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
