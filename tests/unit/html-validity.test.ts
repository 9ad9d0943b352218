import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { BUILD_DIRS, buildTag, missingBuild } from './builds';
import { decodeEntities } from './html';

/**
 * Every HTML page of the public build and of the fixture build passes the
 * Nu HTML checker (the W3C validator's engine, `vnu-jar` from npm) with no
 * error. Warnings are left out: they are advice, not conformance failures.
 *
 * One checker run per build over all its pages, so the JVM starts twice in
 * all (once under `npm run check`, which leaves out the fixture build's tests:
 * ./builds.ts). Java comes from the system (`default-jre-headless` on Debian); the
 * package's own postinstall, which would download a JDK, never runs under
 * npm 11 and is not needed.
 */
const ROOT = path.resolve(__dirname, '../..');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

/** Runs the checker once over `files` (relative to `dir`); returns its messages. */
function runVnu(dir: string, files: string[]): VnuMessage[] {
  const result = spawnSync(
    'java',
    // C1 only (TieredStopAtLevel=1): a run this short never pays back the
    // optimising compiler; it halves the CPU time (5.5 s instead of 13.5 s
    // for build/). C1's frames are bigger, so the checker's schema needs a
    // deeper stack than the 512 KB its README asks for.
    [
      '-Xss8m',
      '-XX:TieredStopAtLevel=1',
      '-jar',
      VNU_JAR,
      '--format',
      'json',
      '--errors-only',
      '--stdout',
      ...files,
    ],
    { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error) throw new Error(`could not run java (default-jre-headless): ${result.error.message}`);
  // Exit status 1 only says errors were found; the JSON says which.
  if (!result.stdout.trim().startsWith('{')) {
    throw new Error(`vnu exited with ${result.status}: ${result.stderr || result.stdout}`);
  }
  return (JSON.parse(result.stdout) as { messages: VnuMessage[] }).messages;
}

function describe(buildDir: string, dir: string, m: VnuMessage): string {
  const file = m.url ? path.relative(dir, fileURLToPath(m.url)) : '(no file)';
  const where = m.lastLine ? `:${m.lastLine}:${m.firstColumn ?? m.lastColumn ?? 0}` : '';
  // Control characters (the checker reports U+0000) shown as escapes, so the report stays text.
  const visible = (m.extract ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const extract = visible ? ` «${visible.slice(0, 120)}»` : '';
  return `${buildDir}/${file}${where}: ${m.message}${extract}`;
}

// The two runs go to separate workers: each is one single-threaded checker.
test.describe.configure({ mode: 'parallel' });

for (const buildDir of BUILD_DIRS) {
  test(`every page in ${buildDir}/ passes the Nu HTML checker with no error`, buildTag(buildDir), () => {
    // About 6 s of CPU per build (~60 pages); minutes of slack for a busy machine.
    test.setTimeout(180_000);
    const dir = path.join(ROOT, buildDir);
    if (!existsSync(path.join(dir, 'index.html'))) throw new Error(missingBuild(buildDir));
    const files = htmlFiles(dir);
    expect(files.length, 'HTML pages found').toBeGreaterThan(20);
    const errors = runVnu(dir, files)
      .filter((m) => m.type !== 'info')
      .map((m) => describe(buildDir, dir, m));
    expect(errors, `${errors.length} error(s) in ${files.length} pages`).toEqual([]);
  });
}

const TITLE_MAX = 70;

/** The document's own <title> (inline SVGs in the body have theirs), entities decoded. */
function documentTitle(html: string): string | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const raw = /<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1];
  return raw === undefined ? undefined : decodeEntities(raw);
}

for (const buildDir of BUILD_DIRS) {
  test(
    `every page in ${buildDir}/ has a <title> of at most ${TITLE_MAX} characters`,
    buildTag(buildDir),
    () => {
      // Longer titles are cut in search results and tabs; html-validate's long-title rule.
      // A long blog post title: set a shorter `title_meta` in its front matter.
      const dir = path.join(ROOT, buildDir);
      if (!existsSync(path.join(dir, 'index.html'))) throw new Error(missingBuild(buildDir));
      const files = htmlFiles(dir);
      expect(files.length, 'HTML pages found').toBeGreaterThan(20);
      const long = files.flatMap((file) => {
        const title = documentTitle(readFileSync(path.join(dir, file), 'utf8'));
        if (title === undefined) return [`${file}: no <title>`];
        return [...title].length > TITLE_MAX ? [`${file}: ${[...title].length} characters: ${title}`] : [];
      });
      expect(long).toEqual([]);
    },
  );
}
