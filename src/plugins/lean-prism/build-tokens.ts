/**
 * Prism's token stream made into the lines of ./tokens.ts, at build time
 * (./remark.ts through ./build-prism.ts, and the tests).
 */
import type PrismType from 'prismjs';
import type { Grammar, TokenStream } from 'prismjs';
import { NEWLINE, type EncodedLine, type Token } from './tokens';

type PrismCore = typeof PrismType;

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

export function encodeTokens(lines: readonly Token[][]): EncodedLine[] {
  return lines.map((line) => line.map((token) => [token.types.join(' '), token.content]));
}
