/**
 * Writes a Brotli copy (`<file>.br`, quality 11) beside each text file of a
 * finished build, for nginx's `brotli_static` (deploy/nginx/site.conf.template)
 * to send to browsers that accept it. Brotli at its best setting is 20 % smaller
 * than the gzip nginx makes on the fly (the search index: 145 KB → 110 KB on
 * the wire), too slow to run per request, so it is done once here. Without
 * these files, or without the nginx module, nginx sends gzip as before.
 *
 *   tsx scripts/precompress.ts [--dir build]
 *
 * Run by scripts/build.sh and scripts/test.sh after everything that writes
 * text into the build (the build's own plugins, the PDF, the MCP tarball).
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** What nginx compresses (gzip_types, plus HTML and the Markdown twins). */
export const COMPRESSED_EXTENSIONS = [
  '.html',
  '.css',
  '.js',
  '.json',
  '.xml',
  '.xsl',
  '.txt',
  '.md',
  '.svg',
  '.webmanifest',
] as const;
/** As nginx's gzip_min_length: below this, compression saves less than its headers cost. */
export const MIN_BYTES = 256;

async function files(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const all = await files(dir);
  // A stale copy would be served for a file that changed or went away.
  await Promise.all(all.filter((f) => f.endsWith('.br')).map((f) => rm(f)));
  const targets = all.filter((f) => (COMPRESSED_EXTENSIONS as readonly string[]).includes(path.extname(f)));
  let bytes = 0;
  let brotliBytes = 0;
  let written = 0;
  // zlib runs on libuv's thread pool: a few at a time keep both cores busy.
  const queue = [...targets];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) continue;
      const br = await compress(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      if (br.length >= body.length) continue;
      await writeFile(`${file}.br`, br);
      bytes += body.length;
      brotliBytes += br.length;
      written += 1;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: written, bytes, brotliBytes };
}

async function main() {
  const argv = process.argv.slice(2);
  const flag = argv.indexOf('--dir');
  const dir = path.resolve(flag >= 0 ? (argv[flag + 1] ?? 'build') : 'build');
  const started = Date.now();
  const { files: count, bytes, brotliBytes } = await precompress(dir);
  console.log(
    `precompress: ${count} files in ${path.relative(process.cwd(), dir) || '.'}, ` +
      `${(bytes / 1024).toFixed(0)} KB → ${(brotliBytes / 1024).toFixed(0)} KB Brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
