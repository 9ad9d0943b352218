/**
 * `npm run bench:errors [-- --dir build] [--tuning]`: how well and how fast
 * pasted errors find their entries (issue 24). Prints, and writes to
 * .bench/errors.json:
 * - first-match accuracy on every error set and the near misses, as each declares itself in
 *   eval/sets/ (the loader, eval/sets/index.ts): a set in halves prints its tuning and held-out
 *   halves, a set held out whole its score, with its false first matches where it declares
 *   `noFalseFirst`, and apart on its lines no earlier set holds where it declares `newLines`;
 *   then the sets' halves together (`inAllHalves`, the figure every note has reported) and the
 *   near misses. `--tuning` lists the tuning halves' misses, and only those; the held-out halves
 *   and the sets held out whole are only ever scored;
 * - the paste box's time to answer a 200-line report in Chromium at 4× CPU
 *   slowdown (median of 7): from the paste to the results in the page, the
 *   matcher already loaded (its load is on intent, measured apart as the
 *   time from the first focus to the matcher being ready).
 *
 * The browser part needs a build (run `npm run build` first); the accuracy
 * part needs none.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { errorMatcher } from '../../src/data/errors/explain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { CPU_SLOWDOWN } from './lib/latency';
import { setParts, setsOf, type ErrorSet } from '../sets';
import type { ErrorQuestion } from '../types';

const ROOT = path.resolve(__dirname, '..', '..');
const RUNS = 7;
const REPORT_LINES = 200;

function arg(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

interface Score {
  total: number;
  correct: number;
  accuracy: number;
  /** First matches that name an entry, and not the right one: a wrong answer, worse than none (issue 39). */
  falseFirst: number;
}

function score(set: readonly ErrorQuestion[], listMisses: boolean): Score {
  const matcher = errorMatcher();
  let correct = 0;
  let falseFirst = 0;
  for (const question of set) {
    const first = matcher.matchLine(question.line)[0]?.id ?? null;
    if (first !== null && first !== question.entry) falseFirst += 1;
    if (first === question.entry) correct += 1;
    else if (listMisses)
      console.log(
        `  miss: ${JSON.stringify(question.line)}\n        expected ${question.entry ?? 'no match'}, got ${first ?? 'no match'}`,
      );
  }
  return { total: set.length, correct, accuracy: set.length ? correct / set.length : 0, falseFirst };
}

/** A report as the CLI prints one: a header, then an error per line from the question set, repeated. */
function report(): string {
  const lines = [
    'Deploying v66.0 metadata to release@acme.com.uat using the v66.0 SOAP API',
    'Status: Failed',
    '',
  ];
  const questions = setsOf('error').find((set) => set.round === 1)?.questions ?? [];
  for (let i = 0; lines.length < REPORT_LINES; i += 1) {
    const question = questions[i % questions.length];
    lines.push(`Error  Component_${i}  ${question?.line ?? ''}`);
  }
  return lines.join('\n');
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

async function pasteTiming(
  dir: string,
): Promise<{ loadMs: number; answerMs: number; lines: number } | undefined> {
  if (!existsSync(path.join(dir, 'errors', 'index.html'))) {
    console.log(`No ${path.relative(ROOT, dir)}/errors/index.html: build the site to time the paste box.`);
    return undefined;
  }
  const server = http.createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = path.join(dir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
      if (!file.startsWith(dir)) {
        res.writeHead(403).end();
        return;
      }
      try {
        const body = await readFile(file);
        res
          .writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
          .end(body);
      } catch {
        res.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const text = report();
  const loads: number[] = [];
  const answers: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await page.goto(`http://127.0.0.1:${port}/errors/`, { waitUntil: 'networkidle' });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      const box = page.getByLabel('Paste an error or a whole report');
      // The load on intent: from the focus to the chunk fetched and run. A focus before hydration has
      // no listener yet (the box keeps what is typed, and the next event loads the code), so the bench
      // focuses the hydrated page, as a reader's first tap.
      await page.waitForSelector('html[data-has-hydrated="true"]');
      const loadStart = Date.now();
      await Promise.all([page.waitForResponse(/\/assets\/js\/error-tools\.[0-9a-f]+\.js$/), box.focus()]);
      await page.waitForLoadState('networkidle');
      loads.push(Date.now() - loadStart);
      // Paste to results: timed in the page, from the paste event to the first frame with the results.
      const ms = await page.evaluate(async (value) => {
        const area = document.querySelector('textarea');
        if (!area) throw new Error('no paste box');
        const done = new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelectorAll('ol > li').length > 0) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - start));
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
        });
        area.value = value;
        area.dispatchEvent(new Event('paste', { bubbles: true }));
        return done;
      }, text);
      answers.push(ms);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return { loadMs: median(loads), answerMs: Math.round(median(answers)), lines: REPORT_LINES };
}

/** What one set scored, as .bench/errors.json keeps it. */
interface SetReport {
  name: string;
  tuning?: Score;
  heldOut?: Score;
  whole?: Score;
  newLines?: Score;
}

const pct = (s: Score) => `${(s.accuracy * 100).toFixed(1)} % (${s.correct}/${s.total})`;
const withFalse = (s: Score) => `${pct(s)}, ${s.falseFirst} false`;
const row = (name: string, tuning: string, heldOut: string) =>
  console.log(`  ${name.padEnd(22)} ${tuning.padEnd(19)} ${heldOut}`);

/** One error set's row(s): its halves, or its whole; its new lines apart when it declares them. */
function setRows(set: ErrorSet, elsewhere: ReadonlySet<string>, tuningRun: boolean): SetReport {
  const show = (s: Score) => (set.noFalseFirst ? withFalse(s) : pct(s));
  /** A part's lines no other set holds. */
  const fresh = (part: readonly ErrorQuestion[]) => part.filter((q) => !elsewhere.has(q.line.toLowerCase()));
  if (set.held === 'whole') {
    const whole = score(set.questions, false);
    row(set.name, '-', show(whole));
    if (!set.newLines) return { name: set.name, whole };
    const newLines = score(fresh(set.questions), false);
    row('  its lines new to it', '-', show(newLines));
    return { name: set.name, whole, newLines };
  }
  const { tuning, heldOut } = setParts(set);
  if (tuningRun) console.log(`${set.name}, tuning half, misses:`);
  const report = { name: set.name, tuning: score(tuning, tuningRun), heldOut: score(heldOut, false) };
  row(set.name, show(report.tuning), show(report.heldOut));
  if (!set.newLines) return report;
  const newLines = { tuning: score(fresh(tuning), false), heldOut: score(fresh(heldOut), false) };
  row('  its lines new to it', show(newLines.tuning), show(newLines.heldOut));
  return { ...report, newLines: newLines.heldOut };
}

async function main() {
  const dir = path.resolve(ROOT, arg('--dir') ?? 'build');
  const tuningRun = process.argv.includes('--tuning');
  const sets = setsOf('error');
  console.log('First-match accuracy   tuning half         held-out half');
  // Each set's lines that another set holds (of any round, near misses included): a line another set
  // holds may have been tuned on there, so a set's new lines are the score no tuning can have seen.
  const nearMisses = setsOf('near-miss');
  const linesElsewhere = (set: ErrorSet) =>
    new Set(
      [...sets, ...nearMisses]
        .filter((other) => other !== set)
        .flatMap((other) => other.questions)
        .map((q) => q.line.toLowerCase()),
    );
  const reports = sets.map((set) => setRows(set, linesElsewhere(set), tuningRun));
  // The halves of the sets that have always been reported together.
  const together = sets.filter((set) => set.inAllHalves).map(setParts);
  const tuningScore = score(
    together.flatMap((set) => set.tuning),
    false,
  );
  const heldOutScore = score(
    together.flatMap((set) => set.heldOut),
    false,
  );
  row('all halves', pct(tuningScore), pct(heldOutScore));
  row(
    'false first matches',
    String(tuningScore.falseFirst),
    `${heldOutScore.falseFirst}   (all halves together)`,
  );
  // The near misses (issue 39): lines that share a code or words with an entry but say another error.
  // What counts first is the wrong answers: a first match that names another entry than the line's.
  const wrong = (s: Score) => `${s.falseFirst} false, ${s.correct}/${s.total} right`;
  const near = nearMisses.map((set) => {
    const { tuning, heldOut } = setParts(set);
    if (tuningRun) console.log(`${set.name}, tuning half, misses:`);
    const report = { name: set.name, tuning: score(tuning, tuningRun), heldOut: score(heldOut, false) };
    row(set.name, wrong(report.tuning), wrong(report.heldOut));
    return report;
  });
  const timing = tuningRun ? undefined : await pasteTiming(dir);
  if (timing) {
    console.log(
      `Paste box at ${CPU_SLOWDOWN}× CPU: matcher loads in ${timing.loadMs} ms on intent; a ${timing.lines}-line report answers in ${timing.answerMs} ms (median of ${RUNS})`,
    );
  }
  await mkdir(path.join(ROOT, '.bench'), { recursive: true });
  await writeFile(
    path.join(ROOT, '.bench', 'errors.json'),
    `${JSON.stringify({ tuning: tuningScore, heldOut: heldOutScore, sets: reports, nearMisses: near, timing }, null, 2)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
