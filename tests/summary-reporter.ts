import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How much slower than this run a machine may be and still pass (issue 44). */
export const HEADROOM = 3;

interface Outcome {
  title: string;
  status: TestResult['status'];
  /** The last attempt's duration, in ms. */
  duration: number;
  /** The time limit that attempt ran under, in ms (0: none). */
  timeout: number;
}

/**
 * Prints the plain closing line 'N passed, N failed, N skipped' that CI reads,
 * counting each test once by its final outcome; before it, the ten slowest
 * tests, and every test that used more than 1/HEADROOM of its time limit: on
 * a machine HEADROOM times slower it would time out (issue 44). That list is
 * a warning, never a failure (a test of the machine's speed is not a test):
 * give such a test less work or a limit sized from its work (CONTRIBUTING.md,
 * Add a test). The durations also go to .test-logs/durations.json, for
 * comparing two runs.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, Outcome>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const file = path.relative(process.cwd(), test.location.file);
    this.outcomes.set(test.id, {
      title: `[${project}] ${file}:${test.location.line} › ${test.title}`,
      status: result.status,
      duration: result.duration,
      // Playwright reports the limit the test ended with, test.setTimeout() and test.slow() included.
      timeout: test.timeout,
    });
  }

  onEnd(result: FullResult): void {
    const all = [...this.outcomes.values()];
    const ran = all.filter((o) => o.status !== 'skipped');
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    if (ran.length > 0) {
      const slowest = [...ran].sort((a, b) => b.duration - a.duration).slice(0, 10);
      console.log('\nThe ten slowest tests (last attempt; limit in brackets):');
      for (const o of slowest) console.log(`  ${seconds(o.duration)} [${seconds(o.timeout)}]  ${o.title}`);
      const tight = ran.filter((o) => o.timeout > 0 && o.duration * HEADROOM > o.timeout);
      if (tight.length > 0) {
        console.log(
          `\n${tight.length} test(s) used over 1/${HEADROOM} of their limit: they would time out on a machine ${HEADROOM}× slower.`,
        );
        for (const o of tight) console.log(`  ${seconds(o.duration)} of ${seconds(o.timeout)}  ${o.title}`);
      }
      try {
        mkdirSync('.test-logs', { recursive: true });
        writeFileSync(
          path.join('.test-logs', 'durations.json'),
          `${JSON.stringify({ status: result.status, wallMs: result.duration, tests: all }, null, 1)}\n`,
        );
      } catch (error) {
        console.log(`(durations not written: ${String(error)})`);
      }
    }
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const { status } of all) {
      if (status === 'passed') passed += 1;
      else if (status === 'skipped') skipped += 1;
      else failed += 1;
    }
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
