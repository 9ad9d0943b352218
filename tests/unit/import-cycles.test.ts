import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import ts from 'typescript';

/**
 * No module imports itself back through others: a cycle makes evaluation order decide which side
 * sees the other's exports undefined, and ties the modules' chunks together. The graph is the
 * one `madge --circular` reads (CONTRIBUTING.md, Review): every import of the project's own
 * TypeScript, static, dynamic (`import()`) and type-only alike, `@site/` and relative paths
 * resolved to files. Three cycles ran through the search box's modal loader (2026-12-02: a part
 * of the modal read the loader that loads it); ./loaded.ts took them apart.
 */
const ROOT = path.resolve(__dirname, '../..');
const DIRS = ['src', 'config', 'packages', 'scripts', 'eval'];
const EXTENSIONS = ['.ts', '.tsx'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return EXTENSIONS.some((ext) => entry.name.endsWith(ext)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The project file an import names, or undefined for a package or a non-TypeScript file. */
function resolved(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@site/')) base = path.join(ROOT, specifier.slice('@site/'.length));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => base + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  return candidates.find((c) => EXTENSIONS.some((ext) => c.endsWith(ext)) && isFile(c));
}

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of DIRS.flatMap((dir) => sources(path.join(ROOT, dir)))) {
    // preProcessFile lists static, dynamic and type-only imports and re-exports.
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles.flatMap(({ fileName }) => resolved(file, fileName) ?? []);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each cycle once, as the files on it, from a depth-first walk (a back edge closes one). */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (file: string) => {
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (onStack.has(next)) found.push(stack.slice(stack.indexOf(next)));
      else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return found.map((cycle) => cycle.map((file) => path.relative(ROOT, file)));
}

test('the import graph finds what it should: a cycle in a made-up graph, and the real files', () => {
  const made = new Map([
    ['a', ['b']],
    ['b', ['c']],
    ['c', ['a', 'd']],
    ['d', []],
  ]);
  expect(cycles(made).map((c) => c.join(' > '))).toEqual(['a > b > c']);
  const graph = importGraph();
  expect(graph.size).toBeGreaterThan(300);
  // A dynamic import counts: the search box's loader loads the modal's parts with import().
  const loader = path.join(ROOT, 'src/theme/SearchBar/loadModal.ts');
  expect(graph.get(loader)).toContain(path.join(ROOT, 'src/theme/SearchBar/modalParts.ts'));
});

test('no module of the project imports itself back through others', () => {
  expect(cycles(importGraph()).map((cycle) => cycle.join(' > '))).toEqual([]);
});
