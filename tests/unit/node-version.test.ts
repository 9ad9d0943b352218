/**
 * The Node.js the site runs on (issue 43): package.json's engines, the pinned Node.js that
 * scripts/lib/node.sh fetches when the machine's is older, and the scripts that run it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

function compare(a: string, b: string): number {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < 3; i += 1) {
    const d = (x?.[i] ?? 0) - (y?.[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

test("the pinned Node.js meets engines, which meets every dependency's own engines", () => {
  const min = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node.replace(
    /^>=\s*/,
    '',
  );
  const pinned = /^NODE_PINNED=(\S+)$/m.exec(read('scripts/lib/node.sh'))?.[1] ?? '';
  expect(compare(pinned, min), `NODE_PINNED ${pinned} < engines ${min}`).toBeGreaterThanOrEqual(0);
  for (const dependency of ['@salesforce/source-deploy-retrieve', 'afdocs']) {
    const wanted = (
      JSON.parse(read(`node_modules/${dependency}/package.json`)) as { engines?: { node?: string } }
    ).engines?.node;
    const floor = /(\d+(?:\.\d+){0,2})/.exec(wanted ?? '')?.[1] ?? '0';
    expect(compare(min, floor), `${dependency} asks for Node.js ${wanted}`).toBeGreaterThanOrEqual(0);
  }
});

test('.ci/run and the scripts that build or test switch to that Node.js before running anything', () => {
  const ci = read('.ci/run');
  expect(ci.indexOf('ensure_node')).toBeGreaterThan(0);
  expect(ci.indexOf('ensure_node')).toBeLessThan(ci.indexOf('npm ci'));
  for (const script of ['scripts/build.sh', 'scripts/test.sh', 'scripts/check.sh']) {
    const text = read(script);
    expect(text, script).toMatch(/^source scripts\/lib\/node\.sh\nensure_node$/m);
    expect(text.indexOf('ensure_node'), script).toBeLessThan(text.indexOf('npx '));
  }
});

test('version_at_least orders versions by number, not as text', () => {
  const check = (have: string, want: string) =>
    execFileSync(
      'bash',
      ['-c', `source scripts/lib/node.sh && version_at_least ${have} ${want} && echo yes || echo no`],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    ).trim();
  expect(check('20.20.2', '22.19')).toBe('no');
  expect(check('22.9.0', '22.19')).toBe('no');
  expect(check('22.19.0', '22.19')).toBe('yes');
  expect(check('22.23.5', '22.19')).toBe('yes');
  expect(check('24.1.0', '22.19')).toBe('yes');
});
