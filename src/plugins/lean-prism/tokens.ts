/**
 * Prism's token stream as the lines of flat tokens that theme-classic's
 * CodeBlock renders, and the compact form in which the build hands them to
 * the browser (./registry.ts). Pure functions, no React: the remark plugin
 * runs them in Node at build time, `Highlight` in the browser.
 */
import type PrismType from 'prismjs';
import type { Grammar, TokenStream } from 'prismjs';

type PrismCore = typeof PrismType;

/** A run of text on one line with the Prism token types it is nested in. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const NEWLINE = /\r\n|\r|\n/;

/**
 * Prism's nested token stream as lines of flat tokens. A token's types are
 * its ancestors' types plus its own type and alias; bare text at the top
 * level is `plain`. A line with no text holds one token marked `empty` whose
 * content is "\n" (theme-classic's Line renders it as an empty span).
 */
export function normalizeTokens(stream: TokenStream): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];
  const visit = (node: TokenStream, types: string[], depth: number) => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, types, depth);
      return;
    }
    if (typeof node === 'string') {
      const tokenTypes = depth === 0 ? ['plain'] : types;
      node.split(NEWLINE).forEach((content, index) => {
        if (index > 0) {
          markEmpty(line);
          lines.push((line = []));
        }
        line.push({ types: tokenTypes, content });
      });
      return;
    }
    let nested = appendType(types, node.type);
    const aliases = node.alias === undefined ? [] : Array.isArray(node.alias) ? node.alias : [node.alias];
    for (const alias of aliases) nested = appendType(nested, alias);
    visit(node.content, nested, depth + 1);
  };
  visit(stream, [], 0);
  markEmpty(line);
  return lines;
}

function markEmpty(line: Token[]): void {
  const [only, ...others] = line;
  if (!only) line.push({ types: ['plain'], content: '\n', empty: true });
  else if (others.length === 0 && only.content === '') Object.assign(only, { content: '\n', empty: true });
}

function appendType(types: string[], type: string): string[] {
  return types[types.length - 1] === type ? types : [...types, type];
}

/** Prism's tokens for `code` as lines; plain text when there is no Prism or no grammar for the language. */
export function tokenize(prism: PrismCore | undefined, code: string, language: string): Token[][] {
  const grammar: Grammar | undefined = prism?.languages[language];
  if (!prism || !grammar) return normalizeTokens(code);
  // The hooks let languages such as markdown adjust the tokens they produce.
  const env = { code, grammar, language, tokens: [] as TokenStream };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** One line as the build ships it: [types joined by spaces, content] per token; `empty` is implied by "\n". */
export type EncodedLine = [string, string][];

export function encodeTokens(lines: readonly Token[][]): EncodedLine[] {
  return lines.map((line) => line.map((token) => [token.types.join(' '), token.content]));
}

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
