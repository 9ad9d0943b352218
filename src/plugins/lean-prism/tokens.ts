/**
 * The lines of flat tokens that theme-classic's CodeBlock renders, and the
 * compact form in which the build hands them to the browser (./registry.ts).
 * Only what the browser needs is here; making tokens from Prism's stream is
 * in ./build-tokens.ts, which the browser never loads.
 */

/** A run of text on one line with the Prism token types it is nested in. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export const NEWLINE = /\r\n|\r|\n/;

/**
 * Code with no tokens from the build (a plain-text block) as lines of one
 * plain token each, as Prism's normalizer makes them; an empty line is one
 * `empty` token whose content is "\n".
 */
export function plainTokens(code: string): Token[][] {
  return code
    .split(NEWLINE)
    .map((content) => [
      content === '' ? { types: ['plain'], content: '\n', empty: true } : { types: ['plain'], content },
    ]);
}

/** One line as the build ships it: [types joined by spaces, content] per token; `empty` is implied by "\n". */
export type EncodedLine = [string, string][];

export function decodeTokens(lines: readonly EncodedLine[]): Token[][] {
  return lines.map((line) =>
    line.map(([types, content]) => {
      const token: Token = { types: types.split(' '), content };
      // Only markEmpty gives a token the content "\n"; Prism's own newlines are split out.
      if (content === '\n') token.empty = true;
      return token;
    }),
  );
}

/**
 * The key a block is registered under: its language, length and a 32-bit
 * FNV-1a hash of its code. The code itself would double the bytes shipped.
 */
export function blockKey(language: string, code: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < code.length; i++) {
    hash ^= code.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${language}:${code.length}:${(hash >>> 0).toString(36)}`;
}
