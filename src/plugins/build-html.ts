/**
 * Read-modify-write passes over a build's HTML files, one pass at a time.
 *
 * Docusaurus runs every plugin's `postBuild` at once (`Promise.all` in
 * @docusaurus/core's buildLocale), and two plugins rewrite the same HTML
 * files (scripts-after-paint, markdown-twins). Run together, one could read
 * a page, the other write it, and the first then write its stale copy over
 * the second's change. Every pass goes through this queue instead. The queue
 * lives on `globalThis` so that it is shared even if a loader instantiates
 * this module twice.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const QUEUE = Symbol.for('metaferry.build-html-queue');
type Holder = { [QUEUE]?: Promise<void> };

/** Every `.html` file under `dir`. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Applies `transform` to every HTML file of `outDir`, after any pass already queued. */
export function rewriteBuildHtml(
  outDir: string,
  transform: (html: string, file: string) => string,
): Promise<void> {
  const holder = globalThis as Holder;
  const run = (holder[QUEUE] ?? Promise.resolve()).then(async () => {
    for (const file of await htmlFiles(outDir)) {
      const html = await readFile(file, 'utf8');
      const rewritten = transform(html, file);
      if (rewritten !== html) await writeFile(file, rewritten);
    }
  });
  holder[QUEUE] = run.catch(() => undefined);
  return run;
}
