/**
 * What the site gets when it imports `prism-react-renderer` (aliased by
 * ./index.ts): the same `Highlight` render-prop API and `Prism` object, built
 * on Prism's core alone.
 *
 * Why: prism-react-renderer ships as one module that defines about twenty
 * languages when it is evaluated. Docusaurus imports it from the main bundle
 * (CodeBlock and the language loader), so every page paid for it whether or
 * not it shows code: ~17 KB gzipped and, in a 4×-slowed Chromium profile,
 * ~260 ms inside the main script's first long task (issue 6). Here the
 * browser runs no Prism at all: the build tokenizes each fence with Prism's
 * core and the grammars the content uses, and the page's content chunk
 * carries the tokens (./remark.ts makes them, ./registry.ts holds them).
 *
 * The render output matches prism-react-renderer 2.4's (class names, line and
 * token props, theme styles), so theme-classic's CodeBlock works unchanged;
 * ./__tests__/Highlight.test.ts compares the two.
 */
import { useMemo, type CSSProperties, type ReactElement } from 'react';
import clsx from 'clsx';
import type { PrismTheme } from 'prism-react-renderer';
import type PrismType from 'prismjs';
import { registeredTokens } from './registry';
import { plainTokens, type Token } from './tokens';

export type { Token } from './tokens';

/**
 * prism-react-renderer exports its Prism; this module has none to give (see
 * ./registry.ts). Its one importer in the theme, theme-classic's
 * prism-include-languages, is replaced by src/theme/prism-include-languages.ts;
 * ./__tests__/remark.test.ts fails if another theme module starts importing it.
 */
export const Prism = undefined;

type PrismCore = typeof PrismType;

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
  /** prism-react-renderer's own Prism for the caller; ignored, since the build tokenized the code. */
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

/**
 * A block's tokens: the ones the build made for this page (./registry.ts),
 * as fresh objects since theme-classic's Line edits them in place. A block
 * the build did not tokenize shows as plain text.
 */
function blockTokens(code: string, language: string): Token[][] {
  return registeredTokens(language, code) ?? plainTokens(code);
}

export function Highlight({ code, language: rawLanguage, theme, children }: HighlightProps) {
  const language = rawLanguage.toLowerCase();
  const dictionary = useMemo(() => themeDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => blockTokens(code, language), [code, language]);
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
