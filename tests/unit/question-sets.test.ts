import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { questionSets, setParts } from '../../eval/sets';

/**
 * The question sets register themselves (issue 53): every file of eval/sets/ but the loader and the
 * declarations is a set with its `SET`, and eval/README.md's tables name each set file and no other.
 */
const EVAL = path.resolve(__dirname, '../../eval');

test('every file of eval/sets/ is a set the loader reads, each with questions and its record', () => {
  const files = readdirSync(path.join(EVAL, 'sets')).filter(
    (f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'define.ts',
  );
  const sets = questionSets();
  expect(sets.map((set) => set.file).sort()).toEqual(files.sort());
  for (const set of sets) {
    expect(set.questions.length, set.file).toBeGreaterThan(0);
    expect(set.story.length, set.file).toBeGreaterThan(20);
    const { tuning, heldOut } = setParts(set);
    expect(tuning.length + heldOut.length, set.file).toBe(set.questions.length);
  }
  // Rounds are unique within a kind: they order the reports and name the rows.
  const keys = sets.map((set) => `${set.kind} ${set.round}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test("eval/README.md's tables name every set file, and every set file they name exists", () => {
  const readme = readFileSync(path.join(EVAL, 'README.md'), 'utf8');
  const firstCells = readme
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => /^\| `([^`]+)`/.exec(line)?.[1] ?? '');
  const files = new Set(questionSets().map((set) => set.file));
  for (const file of files) expect(firstCells, `eval/README.md has no row for sets/${file}`).toContain(file);
  for (const cell of firstCells.filter(
    (c) => /-questions(-[\w-]+)?\.ts$/.test(c) && c !== 'search-questions.ts',
  ))
    expect(files.has(cell), `eval/README.md names ${cell}, which is no file of eval/sets/`).toBe(true);
});
