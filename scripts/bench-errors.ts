/**
 * `npm run bench:errors [-- --dir build] [--tuning]`: how well and how fast
 * pasted errors find their entries (issue 24). Prints, and writes to
 * .bench/errors.json:
 * - first-match accuracy on the question sets (eval/error-questions.ts and
 *   the second round, eval/error-questions-2.ts), for each set's halves
 *   and both together: the tuning halves and the held-out halves, which no
 *   tuning run looks at. `--tuning` lists the tuning halves' misses, and only
 *   those; the held-out halves are only ever scored. The third set
 *   (eval/error-questions-3.ts, written blind after round 2's tuning) is
 *   held out whole: scored, its misses never listed; the fourth
 *   (eval/error-questions-4.ts, written blind after the third) and the
 *   fifth (eval/error-questions-5.ts, written blind after the fourth's
 *   tuning) are split in halves as the first two, as are the sixth (variation) and the near
 *   misses; the seventh (eval/error-questions-7.ts, written blind after the near misses' round)
 *   was held out whole until the eighth was written, and is now split in halves too; the eighth
 *   (eval/error-questions-8.ts, written blind, half nulls) is held out whole, scored with its false
 *   first matches, and apart on its lines no earlier set holds;
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
import { errorMatcher } from '../src/data/errors/explain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';
import { CPU_SLOWDOWN } from './lib/latency';
import { ERROR_QUESTIONS } from '../eval/error-questions';
import { ERROR_QUESTIONS_2 } from '../eval/error-questions-2';
import { ERROR_QUESTIONS_3 } from '../eval/error-questions-3';
import { ERROR_QUESTIONS_4 } from '../eval/error-questions-4';
import { ERROR_QUESTIONS_5 } from '../eval/error-questions-5';
import { ERROR_QUESTIONS_6 } from '../eval/error-questions-6';
import { ERROR_QUESTIONS_7 } from '../eval/error-questions-7';
import { ERROR_QUESTIONS_8 } from '../eval/error-questions-8';
import { ERROR_QUESTIONS_NEAR_MISS } from '../eval/error-questions-near-miss';
import { halves, type ErrorQuestion } from '../eval/types';

const ROOT = path.resolve(__dirname, '..');
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
  for (let i = 0; lines.length < REPORT_LINES; i += 1) {
    const question = ERROR_QUESTIONS[i % ERROR_QUESTIONS.length];
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
      // The load on intent: from the focus to the chunk fetched and run.
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

async function main() {
  const dir = path.resolve(ROOT, arg('--dir') ?? 'build');
  const tuningRun = process.argv.includes('--tuning');
  // The sets split in halves; set 3 is held out whole.
  const split = [
    ['set 1 (issue 24)', halves(ERROR_QUESTIONS)],
    ['set 2 (round 2)', halves(ERROR_QUESTIONS_2)],
    ['set 4 (round 4)', halves(ERROR_QUESTIONS_4)],
    ['set 5 (round 5)', halves(ERROR_QUESTIONS_5)],
    ['set 6 (variation)', halves(ERROR_QUESTIONS_6)],
  ] as const;
  if (tuningRun) console.log('Tuning halves, misses:');
  const tuningScore = score(
    split.flatMap(([, set]) => set.tuning),
    tuningRun,
  );
  const heldOutScore = score(
    split.flatMap(([, set]) => set.heldOut),
    false,
  );
  const pct = (s: Score) => `${(s.accuracy * 100).toFixed(1)} % (${s.correct}/${s.total})`;
  console.log('First-match accuracy   tuning half         held-out half');
  for (const [name, set] of split)
    console.log(
      `  ${name.padEnd(22)} ${pct(score(set.tuning, false)).padEnd(19)} ${pct(score(set.heldOut, false))}`,
    );
  console.log(`  ${'all halves'.padEnd(22)} ${pct(tuningScore).padEnd(19)} ${pct(heldOutScore)}`);
  // The near misses (issue 39): lines that share a code or words with an entry but say another error.
  // What counts first is the wrong answers: a first match that names another entry than the line's.
  const nearMiss = halves(ERROR_QUESTIONS_NEAR_MISS);
  if (tuningRun) console.log('Near misses, tuning half, misses:');
  const nearTuning = score(nearMiss.tuning, tuningRun);
  const nearHeldOut = score(nearMiss.heldOut, false);
  const wrong = (s: Score) => `${s.falseFirst} false, ${s.correct}/${s.total} right`;
  console.log(`  ${'near misses'.padEnd(22)} ${wrong(nearTuning).padEnd(19)} ${wrong(nearHeldOut)}`);
  console.log(
    `  ${'false first matches'.padEnd(22)} ${String(tuningScore.falseFirst).padEnd(19)} ${heldOutScore.falseFirst}   (all halves of sets 1, 2, 4, 5)`,
  );
  const third = score(ERROR_QUESTIONS_3, false);
  // Set 3 repeats a few lines of the other sets word for word (bare status
  // codes, common messages); its score on the lines no other set holds is
  // the one no tuning can have seen.
  const earlier = new Set(
    split.flatMap(([, set]) => [...set.tuning, ...set.heldOut]).map((q) => q.line.toLowerCase()),
  );
  const thirdNew = score(
    ERROR_QUESTIONS_3.filter((q) => !earlier.has(q.line.toLowerCase())),
    false,
  );
  console.log(`  ${'set 3 (held out whole)'.padEnd(22)} ${'-'.padEnd(19)} ${pct(third)}`);
  console.log(`  ${'  its lines new to it'.padEnd(22)} ${'-'.padEnd(19)} ${pct(thirdNew)}`);
  // Set 7 (issue 39, third round): real lines written blind after the matcher's last change, held out
  // whole; its nulls are near misses and errors no entry covers, so its false first matches are the
  // precision figure no tuning has seen.
  // After set 8 was written and scored, set 7 was split in halves like the others: its tuning half's
  // misses are listed in a tuning run, its held-out half only scored.
  const seventh = score(ERROR_QUESTIONS_7, false);
  const seventhHalves = halves(ERROR_QUESTIONS_7);
  if (tuningRun) console.log('Set 7, tuning half, misses:');
  const seventhTuning = score(seventhHalves.tuning, tuningRun);
  const seventhHeldOut = score(seventhHalves.heldOut, false);
  const withFalse = (s: Score) => `${pct(s)}, ${s.falseFirst} false`;
  console.log(
    `  ${'set 7 (round 39)'.padEnd(22)} ${withFalse(seventhTuning).padEnd(19)} ${withFalse(seventhHeldOut)}`,
  );
  // Set 8 (the round after issue 39): written blind, half its lines near misses and lines no entry
  // covers, held out whole.
  // Its writer found some of the same public lines as the earlier sets' writers: the score on the
  // lines no earlier set holds is the one no tuning can have seen.
  const eighth = score(ERROR_QUESTIONS_8, false);
  const beforeEighth = new Set(
    [...earlier, ...ERROR_QUESTIONS_3.map((q) => q.line.toLowerCase())].concat(
      [...ERROR_QUESTIONS_7, ...ERROR_QUESTIONS_NEAR_MISS].map((q) => q.line.toLowerCase()),
    ),
  );
  const eighthNew = score(
    ERROR_QUESTIONS_8.filter((q) => !beforeEighth.has(q.line.toLowerCase())),
    false,
  );
  console.log(
    `  ${'set 8 (held out whole)'.padEnd(22)} ${'-'.padEnd(19)} ${pct(eighth)}, ${eighth.falseFirst} false`,
  );
  console.log(
    `  ${'  its lines new to it'.padEnd(22)} ${'-'.padEnd(19)} ${pct(eighthNew)}, ${eighthNew.falseFirst} false`,
  );
  const timing = tuningRun ? undefined : await pasteTiming(dir);
  if (timing) {
    console.log(
      `Paste box at ${CPU_SLOWDOWN}× CPU: matcher loads in ${timing.loadMs} ms on intent; a ${timing.lines}-line report answers in ${timing.answerMs} ms (median of ${RUNS})`,
    );
  }
  await mkdir(path.join(ROOT, '.bench'), { recursive: true });
  await writeFile(
    path.join(ROOT, '.bench', 'errors.json'),
    `${JSON.stringify({ tuning: tuningScore, heldOut: heldOutScore, third, thirdNew, seventh, seventhTuning, seventhHeldOut, eighth, eighthNew, nearTuning, nearHeldOut, timing }, null, 2)}\n`,
  );
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
