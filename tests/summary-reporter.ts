import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the plain closing line 'N passed, N failed, N skipped' that CI reads,
 * counting each test once by its final outcome.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<string, TestResult['status']>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test.id, result.status);
  }

  onEnd(): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const status of this.outcomes.values()) {
      if (status === 'passed') passed += 1;
      else if (status === 'skipped') skipped += 1;
      else failed += 1;
    }
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
