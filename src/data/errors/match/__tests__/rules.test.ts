import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { MATCHER_RULES } from '../rules';

const DIR = path.resolve(__dirname, '..');
/** A top-level constant: a threshold, a limit, a word list or a pattern. */
const CONSTANT = /^(?:export )?const ([A-Z][A-Z0-9_]*)\s*[:=]/gm;

test('every constant of the matcher has a row in the rules table, in its own module, and every row names one', () => {
  const declared = new Map<string, string>();
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'rules.ts')) {
    for (const match of readFileSync(path.join(DIR, name), 'utf8').matchAll(CONSTANT))
      declared.set(match[1] as string, name.replace(/\.ts$/, ''));
  }
  expect(declared.size).toBeGreaterThan(20);
  for (const [constant, file] of declared) {
    const rule = MATCHER_RULES[constant];
    expect(rule, `${constant} (${file}.ts) has no row in match/rules.ts`).toBeDefined();
    expect(rule?.file, constant).toBe(file);
  }
  for (const [constant, rule] of Object.entries(MATCHER_RULES)) {
    expect(
      declared.has(constant),
      `match/rules.ts names ${constant}, which no module of match/ declares`,
    ).toBe(true);
    expect(rule.guards.length, constant).toBeGreaterThan(30);
    expect(rule.set, constant).toBeTruthy();
    expect(rule.commit, constant).toMatch(/^[0-9a-f]{7}$/);
  }
});
