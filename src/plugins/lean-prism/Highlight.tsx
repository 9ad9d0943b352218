/**
 * What the site gets when it imports `prism-react-renderer` (aliased by
 * ./index.ts): the same `Highlight` render-prop API and `Prism` object, built
 * on Prism's core alone.
 *
 * Why: prism-react-renderer ships as one module that defines about twenty
 * languages when it is evaluated. Docusaurus imports it from the main bundle
 * (CodeBlock and the language loader), so every page paid for it whether or
 * not it shows code: ~17 KB gzipped and, in a 4×-slowed Chromium profile,
 * ~260 ms inside the main script's first long task (issue 6). Here Prism is
 * its core plus the grammars the content uses, and it is not in the main
 * bundle at all: it travels with the content of the pages that show code
 * (./registry.ts says how, ./remark.ts adds it).
 *
 * The render output matches prism-react-renderer 2.4's (class names, line and
 * token props, theme styles), so theme-classic's CodeBlock works unchanged;
 * tests/unit/lean-prism.test.tsx compares the two.
 */
import { useMemo, type CSSProperties, type ReactElement } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type PrismType from 'prismjs';
import type { Grammar, TokenStream } from 'prismjs';
import { providedPrism, PrismProxy } from './registry';

/** prism-react-renderer's `Prism` export; see ./registry.ts. */
export const Prism = PrismProxy;

type PrismCore = typeof PrismType;

/** A run of text on one line with the Prism token types it is nested in. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

type Style = CSSProperties;
type ThemeDictionary = Record<string, Style | undefined> & { root: Style; plain: Style };

interface LineInputProps {
  line: Token[];
  className?: string;
  style?: Style;
  [key: string]: unknown;
}
interface TokenInputProps {
  token: Token;
  className?: string;
  style?: Style;
  [key: string]: unknown;
}

export interface RenderProps {
  tokens: Token[][];
  className: string;
  style: Style;
  getLineProps: (input: LineInputProps) => { className: string; style?: Style; [key: string]: unknown };
  getTokenProps: (input: TokenInputProps) => {
    className: string;
    style?: Style;
    children: string;
    [key: string]: unknown;
  };
}

export interface HighlightProps {
  code: string;
  language: string;
  theme: PrismTheme;
  prism?: PrismCore;
  children: (props: RenderProps) => ReactElement;
}

/** The theme's styles by token type, for one language. */
export function themeDictionary(theme: PrismTheme, language: string): ThemeDictionary {
  const byType: Record<string, Style> = {};
  for (const { types, style, languages } of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) byType[type] = { ...byType[type], ...(style as Style) };
  }
  return {
    ...byType,
    root: theme.plain as Style,
    plain: { ...(theme.plain as Style), backgroundColor: undefined },
  };
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

/**
 * Tokenized blocks by language and code. theme-classic's CodeBlock mounts
 * every block a second time right after hydration (to apply the reader's
 * color mode), so without this each block was tokenized twice during
 * start-up. Callers get copies: theme-classic's Line edits tokens in place.
 */
const tokenCache = new Map<string, Token[][]>();
const TOKEN_CACHE_SIZE = 200;

function cachedTokenize(prism: PrismCore | undefined, code: string, language: string): Token[][] {
  // Another Prism (a caller's own) may have other grammars: not cached.
  if (!prism || prism !== providedPrism()) return tokenize(prism, code, language);
  const key = `${language}\u0000${code}`;
  let lines = tokenCache.get(key);
  if (!lines) {
    lines = tokenize(prism, code, language);
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.delete(tokenCache.keys().next().value ?? '');
    tokenCache.set(key, lines);
  }
  return lines.map((line) => line.map((token) => ({ ...token })));
}

function tokenize(prism: PrismCore | undefined, code: string, language: string): Token[][] {
  // No Prism: a block rendered on a page whose MDX did not import it (see
  // ./remark.ts); shown as plain text rather than failing.
  const grammar: Grammar | undefined = prism?.languages[language];
  if (!prism || !grammar) return normalizeTokens(code);
  // The hooks let languages such as markdown adjust the tokens they produce.
  const env = { code, grammar, language, tokens: [] as TokenStream };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function Highlight({
  code,
  language: rawLanguage,
  theme,
  prism = providedPrism(),
  children,
}: HighlightProps) {
  const language = rawLanguage.toLowerCase();
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => cachedTokenize(prism, code, language), [prism, code, language]);
  const getLineProps = ({ line, className, style, ...rest }: LineInputProps) => ({
    ...rest,
    className: clsx('token-line', className),
    style: style ? { ...dictionary.plain, ...style } : dictionary.plain,
  });
  const getTokenProps = ({ token, className, style, ...rest }: TokenInputProps) => {
    const own = tokenStyle(dictionary, token);
    return {
      ...rest,
      className: clsx('token', ...token.types, className),
      children: token.content,
      style: style ? { ...own, ...style } : own,
    };
  };
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}

function tokenStyle(dictionary: ThemeDictionary, { types, empty }: Token): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? { display: 'inline-block' } : undefined;
  // An empty line inside a multi-line token keeps that token's color only.
  const [first] = types;
  if (types.length === 1 && first !== undefined && empty) return dictionary[first];
  return Object.assign(empty ? { display: 'inline-block' } : {}, ...types.map((type) => dictionary[type]));
}
