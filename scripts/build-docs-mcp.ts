/**
 * `npm run build:mcp [-- --dir build]`: packs the docs MCP server
 * (packages/docs-mcp) with the docs of a finished build into
 * `<dir>/downloads/metaferry-docs-mcp-<version>.tgz` (issue 17).
 *
 * - The server and everything it imports (the MCP SDK, zod, the site's search
 *   engine from src/search, MiniSearch) are bundled by esbuild into one file,
 *   so the package has no dependencies: `npx <tarball>` installs nothing from
 *   a registry and runs with no network.
 * - It carries the agent skill the build published under /.well-known/
 *   (skills/metaferry-docs/SKILL.md), so an assistant that installs the server
 *   has the instructions for its tools too.
 * - Its docs.json holds every Markdown twin the build's manifest lists
 *   (src/agents/manifest.ts: llms.txt's order, then the other twins), and the
 *   build's search index, so it answers exactly as the site. tests/unit/
 *   build-output.test.ts checks that the manifest lists every sitemap page.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleFromManifest, type DocsBundle } from '../packages/docs-mcp/src/bundle';
import { asManifest, MANIFEST_FILE } from '../src/agents/manifest';
import { PACKAGED_SKILL, SKILL_PATH } from '../src/agents/discovery';
import { packageManifest, SERVER_PACKAGE } from '../src/agents/package';
import { BUNDLE_FILE } from '../packages/docs-mcp/src/load';
import { readBuiltIndex } from './lib/built-index';

const ROOT = path.resolve(__dirname, '..');
const PACKAGE_DIR = path.join(ROOT, 'packages', 'docs-mcp');
const STAGE_DIR = path.join(ROOT, 'node_modules', '.cache', 'docs-mcp-package');

/** The bundled command, under the package's root. */
const CLI_FILE = 'dist/cli.js';
export const TARBALL_NAME = `${SERVER_PACKAGE.name}-${SERVER_PACKAGE.version}.tgz`;

/** The docs the package carries, from a finished build: its manifest's pages, each twin as served. */
export function bundleFromBuild(buildDir: string): DocsBundle {
  const manifest = asManifest(
    JSON.parse(readFileSync(path.join(buildDir, MANIFEST_FILE), 'utf8')) as unknown,
    path.join(buildDir, MANIFEST_FILE),
  );
  const twins = new Map(
    manifest.pages.map((page) => [page.md, readFileSync(path.join(buildDir, page.md), 'utf8')] as const),
  );
  return bundleFromManifest(manifest, twins, readBuiltIndex(buildDir));
}

/** Where the Worker is written (deploy/cloudflare/wrangler.toml's `main` and its Text module). */
export const WORKER_DIR = path.join(ROOT, 'deploy', 'cloudflare', 'dist');
export const WORKER_FILE = 'worker.mjs';
/** The docs beside the Worker's code, the name its entry imports (packages/docs-mcp/src/worker-entry.ts). */
export const WORKER_DOCS_FILE = 'docs.json.txt';

/**
 * The same server as a Worker (issue 56, item 3): packages/docs-mcp/src/worker-entry.ts bundled
 * for no platform in particular (`neutral`: no Node built-in resolves, so an import of one fails
 * here, not on the edge), as one ES module, and the build's docs beside it as text: `docsJson`, the
 * bundle serialized once for both the Worker and the npm package.
 */
export async function buildDocsWorker(docsJson: string, outDir = WORKER_DIR): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result = await build({
    entryPoints: [path.join(PACKAGE_DIR, 'src', 'worker-entry.ts')],
    outfile: path.join(outDir, WORKER_FILE),
    bundle: true,
    platform: 'neutral',
    format: 'esm',
    target: 'es2022',
    mainFields: ['module', 'main'],
    conditions: ['workerd', 'worker', 'browser'],
    external: [`./${WORKER_DOCS_FILE}`],
    minify: true,
    legalComments: 'eof',
    metafile: true,
    logLevel: 'warning',
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.map((i) => i.path),
  );
  const foreign = imports.filter((name) => name !== `./${WORKER_DOCS_FILE}`);
  if (foreign.length > 0)
    throw new Error(`the Worker imports ${foreign.join(', ')}: it must carry everything it runs`);
  writeFileSync(path.join(outDir, WORKER_DOCS_FILE), docsJson);
  return path.join(outDir, WORKER_FILE);
}

export async function buildDocsMcp(buildDir: string): Promise<string> {
  const docsJson = JSON.stringify(bundleFromBuild(buildDir));
  await buildDocsWorker(docsJson);
  rmSync(STAGE_DIR, { recursive: true, force: true });
  mkdirSync(path.join(STAGE_DIR, 'dist'), { recursive: true });
  await build({
    entryPoints: [path.join(PACKAGE_DIR, 'src', 'cli.ts')],
    outfile: path.join(STAGE_DIR, ...CLI_FILE.split('/')),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    minify: true,
    legalComments: 'eof',
    banner: { js: '#!/usr/bin/env node' },
    define: { PACKAGE_VERSION: JSON.stringify(SERVER_PACKAGE.version) },
    logLevel: 'warning',
  });
  writeFileSync(path.join(STAGE_DIR, 'dist', BUNDLE_FILE), docsJson);
  // The package's manifest, from the one place that names it (src/agents/package.ts).
  const manifest = packageManifest({ cli: CLI_FILE, docs: `dist/${BUNDLE_FILE}`, skill: PACKAGED_SKILL });
  writeFileSync(path.join(STAGE_DIR, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  copyFileSync(path.join(PACKAGE_DIR, 'README.md'), path.join(STAGE_DIR, 'README.md'));
  // The agent skill the build published (src/plugins/agent-discovery), byte for byte, so the
  // skills index's digest holds for the packed copy too.
  const skill = path.join(STAGE_DIR, ...PACKAGED_SKILL.split('/'));
  mkdirSync(path.dirname(skill), { recursive: true });
  copyFileSync(path.join(buildDir, ...SKILL_PATH.split('/')), skill);
  const outDir = path.join(buildDir, 'downloads');
  mkdirSync(outDir, { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', outDir], {
    cwd: STAGE_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const tarball = path.join(outDir, TARBALL_NAME);
  statSync(tarball);
  return tarball;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const dirAt = args.indexOf('--dir');
  const buildDir = path.resolve(ROOT, dirAt >= 0 ? (args[dirAt + 1] ?? 'build') : 'build');
  const tarball = await buildDocsMcp(buildDir);
  console.log(`${path.relative(ROOT, tarball)} (${statSync(tarball).size} bytes)`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
