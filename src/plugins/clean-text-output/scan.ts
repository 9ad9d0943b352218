import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { codePointLabel } from '../../lib/codePointLabel';

/**
 * Finds control characters in the text files a build emits.
 *
 * React 18's streaming renderer wrote U+0000 bytes into a page whenever a
 * multi-byte character landed on its buffer boundary (facebook/react#31134):
 * invisible in a browser, but able to break a heading's anchor, a search
 * record or a Markdown twin. React 19 fixes the cause; this check makes any
 * return of it, or any other stray control character, fail loudly instead of
 * shipping. We never strip bytes after rendering: a corrupt file is a bug to
 * fix at its source.
 */

/** Extensions of the text files the site emits and readers or tools consume. */
export const TEXT_EXTENSIONS = ['.html', '.md', '.xml', '.json', '.txt'] as const;

export interface ControlCharHit {
  /** Path relative to the scanned directory, with forward slashes. */
  readonly file: string;
  /** Byte offset of the first byte of the character in the file. */
  readonly offset: number;
  /** The character as U+XXXX. */
  readonly codePoint: string;
}

/**
 * Control characters other than tab, newline and carriage return: C0
 * (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F, encoded in UTF-8 as
 * 0xC2 0x80–0x9F). Works on bytes so the offset is exact.
 */
export function findControlChars(bytes: Uint8Array, file: string): ControlCharHit[] {
  const hits: ControlCharHit[] = [];
  bytes.forEach((b, i) => {
    if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) || b === 0x7f) {
      hits.push({ file, offset: i, codePoint: codePointLabel(b) });
    } else if (b === 0xc2) {
      const next = bytes[i + 1] ?? 0;
      if (next >= 0x80 && next <= 0x9f) hits.push({ file, offset: i, codePoint: codePointLabel(next) });
    }
  });
  return hits;
}

async function* textFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (TEXT_EXTENSIONS.some((ext) => entry.name.endsWith(ext))) yield full;
  }
}

/** Every control character in every text file under `dir`. */
export async function scanDirectory(dir: string): Promise<ControlCharHit[]> {
  const hits: ControlCharHit[] = [];
  for await (const file of textFiles(dir)) {
    const rel = path.relative(dir, file).split(path.sep).join('/');
    hits.push(...findControlChars(await readFile(file), rel));
  }
  return hits;
}

/** One line per hit, at most `max` lines, for an error message a writer can act on. */
export function describeHits(hits: readonly ControlCharHit[], max = 20): string {
  const lines = hits.slice(0, max).map((h) => `  ${h.file}: ${h.codePoint} at byte ${h.offset}`);
  if (hits.length > max) lines.push(`  …and ${hits.length - max} more`);
  return lines.join('\n');
}
