import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { remarkInputsDigest } from '..';

test("the cache key follows the remark transforms' inputs: a data module's change renames the cache, a test's or a component's does not", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'cache-key-'));
  try {
    for (const dir of ['src/data/errors/__tests__', 'src/elements/ErrorEntries']) {
      mkdirSync(path.join(site, dir), { recursive: true });
    }
    const write = (file: string, text: string) => writeFileSync(path.join(site, file), text);
    write('src/data/errors/entries.ts', "export const message = 'Cannot find folder:{folder}';");
    write('src/data/errors/__tests__/entries.test.ts', '// a test');
    write('src/elements/ErrorEntries/nodes.ts', 'export {};');
    write('src/elements/ErrorEntries/index.tsx', 'export {};');
    const first = remarkInputsDigest(site);
    write('src/data/errors/__tests__/entries.test.ts', '// another test');
    write('src/elements/ErrorEntries/index.tsx', 'export const x = 1;');
    expect(remarkInputsDigest(site)).toBe(first);
    write('src/data/errors/entries.ts', "export const message = 'Cannot find folder: {folder}';");
    expect(remarkInputsDigest(site)).not.toBe(first);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
