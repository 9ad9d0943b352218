import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { describeHits, scanDirectory } from '../../src/plugins/clean-text-output/scan';

/**
 * The clean-text-output plugin fails a build whose text files hold control
 * characters, but it runs beside the other plugins' postBuild hooks, so files
 * those hooks write may appear after its scan. This scans each finished build
 * that scripts/test.sh made.
 */
const ROOT = path.resolve(__dirname, '../..');

for (const dir of ['build', 'build-test', 'build-algolia']) {
  test(`${dir}/ holds no control characters in its text files`, async () => {
    const full = path.join(ROOT, dir);
    test.skip(!existsSync(path.join(full, 'index.html')) && dir !== 'build', `${dir}/ not built`);
    expect(existsSync(path.join(full, 'index.html')), `${dir}/ is missing: run scripts/test.sh`).toBe(true);
    const hits = await scanDirectory(full);
    expect(hits, describeHits(hits)).toEqual([]);
  });
}
