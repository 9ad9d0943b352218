/**
 * The Prism grammars the site's code blocks use, defined in Node at build
 * time (./build-prism.ts); the browser never loads them. All of them are
 * defined together, never one by one, so the tokens of a block do not depend
 * on which pages were built before it (markdown, for one, highlights the
 * fences inside it with whatever grammars exist).
 *
 * Add a language here when the content uses a new fence language; the unit
 * test in ./__tests__ fails on a fence whose language has no grammar.
 */
import type Prism from 'prismjs';

/** In dependency order: Prism components extend the grammars before them. */
/* eslint-disable @typescript-eslint/no-require-imports -- each component reads the global `Prism`
   while it is evaluated, so it must run inside loadGrammars, after the global is set; `import` would
   evaluate it first. */
const COMPONENTS: readonly (() => unknown)[] = [
  () => require('prismjs/components/prism-markup.js'), // also xml, html, svg
  () => require('prismjs/components/prism-clike.js'),
  () => require('prismjs/components/prism-sql.js'),
  () => require('prismjs/components/prism-apex.js'), // needs clike, sql
  () => require('prismjs/components/prism-bash.js'), // also sh, shell
  () => require('prismjs/components/prism-json.js'),
  () => require('prismjs/components/prism-yaml.js'), // also yml
  () => require('prismjs/components/prism-markdown.js'), // needs markup; also md
];
/* eslint-enable @typescript-eslint/no-require-imports */

export { PLAIN_LANGUAGES } from './registry';

const loaded = new WeakSet<object>();

/** Defines every grammar above on `prism`, once. Components read the global `Prism` while they load. */
export function loadGrammars(prism: typeof Prism): void {
  if (loaded.has(prism)) return;
  loaded.add(prism);
  const scope = globalThis as { Prism?: unknown };
  const before = scope.Prism;
  scope.Prism = prism;
  try {
    for (const load of COMPONENTS) load();
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
}
