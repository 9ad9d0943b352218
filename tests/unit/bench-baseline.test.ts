/**
 * `npm run bench` builds stock Docusaurus over this site's content (issue 41). It broke once because an
 * element imported a folder of src/ the baseline didn't link, and the baseline lacked a remark plugin the
 * pages need. These checks fail before the bench would.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { baselineLinkedDirs } from '../../eval/bench/bench';

const ROOT = path.resolve(__dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.parentPath.includes('__tests__'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('every folder of src/ that the pages and their elements import is linked into the baseline', () => {
  const linked = new Set(baselineLinkedDirs());
  const sources = [
    ...files('docs', /\.mdx?$/),
    ...files('blog', /\.mdx?$/),
    ...files('src/elements', /\.tsx?$/),
    ...files('src/components', /\.tsx?$/),
  ];
  const imported = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(file, 'utf8').matchAll(/['"]@site\/src\/([^/'"]+)/g)) {
      if (match[1]) imported.add(match[1]);
    }
  }
  expect(imported.size).toBeGreaterThan(0);
  for (const dir of imported) expect(linked.has(dir), `@site/src/${dir}`).toBe(true);
  // The theme stays out: the baseline is Docusaurus without this site's overrides.
  expect(linked.has('theme')).toBe(false);
});

test("the baseline's config takes the site's content chain from the module the site uses", () => {
  const bench = readFileSync(path.join(ROOT, 'eval/bench/bench.ts'), 'utf8');
  const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
  expect(bench).toContain("require(repo + '/src/site/content-remark')");
  expect(config).toContain("from './src/site/content-remark'");
  // No content remark plugin imported into the config beside the chain.
  expect(config).not.toMatch(/from '\.\/src\/elements\/[^']+\/remark'/);
});
