/**
 * The road of a fact (issue 53): how many source files lie on an import path from a fact's data to the
 * places that show it. A file is on the road when one of the readers imports it, directly or not, and
 * it imports the data, directly or not; the data file and the readers count. Fewer files mean a
 * change to how the fact is shown has fewer places to look.
 *
 *   npm run bench:road            this checkout
 *   npm run bench:road -- DIR     another checkout (a `git worktree` of an older commit), same roads
 *
 * Imports are read with TypeScript's own pre-processor and resolved with the checkout's tsconfig
 * (`@site/` is the checkout's root), so a type-only import counts like any other: it is a file a
 * reader of the code opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

interface Road {
  readonly name: string;
  /** The fact's data, relative to the checkout. */
  readonly data: string;
  /** Where a reader meets it: the page's element, the twin, the search index, the MCP tools. */
  readonly readers: readonly string[];
}

const ROADS: readonly Road[] = [
  {
    name: 'An error entry: page, twin, search index, explain_error',
    data: 'src/data/errors/entries/connect.ts',
    readers: [
      'src/elements/ErrorEntries/remark.ts',
      'src/plugins/markdown-twins/index.ts',
      'src/plugins/search-index/index.ts',
      'packages/docs-mcp/src/tools/explain-error.ts',
    ],
  },
  {
    name: "A type's status: every-type page, check_support, plan_job",
    data: 'src/data/metadata-types/status.ts',
    readers: [
      'src/elements/MetadataTypes/remark.ts',
      'packages/docs-mcp/src/tools/check-support.ts',
      'packages/docs-mcp/src/tools/plan-job.ts',
    ],
  },
];

function importsOf(root: string, file: string, options: ts.CompilerOptions): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found = ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
  const out: string[] = [];
  for (const specifier of found) {
    const local = specifier.startsWith('@site/')
      ? path.join(root, specifier.slice('@site/'.length))
      : specifier;
    const resolved = ts.resolveModuleName(local, file, options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const target = path.resolve(resolved.resolvedFileName);
    if (target.startsWith(root) && !target.includes(`${path.sep}node_modules${path.sep}`)) out.push(target);
  }
  return out;
}

/** Every file a reader reaches, with its imports. */
function graphFrom(
  root: string,
  starts: readonly string[],
  options: ts.CompilerOptions,
): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const queue = starts.map((start) => path.join(root, start));
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (graph.has(file) || !fs.existsSync(file)) continue;
    const next = /\.(m|c)?[jt]sx?$/.test(file) ? importsOf(root, file, options) : [];
    graph.set(file, next);
    queue.push(...next);
  }
  return graph;
}

function onRoad(graph: Map<string, string[]>, data: string): Set<string> {
  // Files that reach the data: walk the graph backwards from it.
  const importers = new Map<string, string[]>();
  for (const [file, imports] of graph) {
    for (const target of imports) importers.set(target, [...(importers.get(target) ?? []), file]);
  }
  const reached = new Set<string>();
  const queue = [data];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(importers.get(file) ?? []));
  }
  return reached;
}

function main(): void {
  const root = path.resolve(process.argv[2] ?? '.');
  const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  const options = configFile
    ? ts.parseJsonConfigFileContent(ts.readConfigFile(configFile, ts.sys.readFile).config, ts.sys, root)
        .options
    : {};
  for (const road of ROADS) {
    const graph = graphFrom(root, road.readers, options);
    const data = path.join(root, road.data);
    if (!graph.has(data)) {
      console.log(`${road.name}: the readers don't reach ${road.data} in ${root}`);
      continue;
    }
    const files = [...onRoad(graph, data)].map((file) => path.relative(root, file)).sort();
    // What those files lean on: every file of the checkout they import, directly or not.
    const leaned = new Set<string>();
    const queue = files.map((file) => path.join(root, file));
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (leaned.has(file)) continue;
      leaned.add(file);
      queue.push(...(graph.get(file) ?? []));
    }
    console.log(`${road.name}: ${files.length} files on the road, ${leaned.size} with what they import`);
    if (process.env.ROAD_LIST) for (const file of files) console.log(`  ${file}`);
  }
}

main();
