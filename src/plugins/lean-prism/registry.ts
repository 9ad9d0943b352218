/**
 * Where `Highlight` finds a code block's tokens. The build tokenizes every
 * highlighted fence with Prism in Node (./remark.ts) and the page's compiled
 * MDX registers the tokens here when its content chunk loads; the browser
 * never downloads or runs Prism.
 *
 * Why it works with hydration: Docusaurus loads a route's content chunks
 * before it hydrates or renders that route, so a page's tokens are here by
 * the time its first block renders, on the server and in the browser alike,
 * and the markup hydrates unchanged. (A lazy `import()` of Prism inside the
 * component rendered plain text first and raced hydration: React error 421,
 * issue 6.)
 */
import { blockKey, decodeTokens, type EncodedLine, type Token } from './tokens';

/** Fence languages shown as plain text on purpose: there is no grammar for them, or none is wanted. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'mdx']);

const registered = new Map<string, EncodedLine[]>();

/** Called by compiled MDX with a JSON array of [blockKey, encoded lines]. */
export function registerTokens(json: string): void {
  for (const [key, lines] of JSON.parse(json) as [string, EncodedLine[]][]) registered.set(key, lines);
}

/** Fresh tokens for a block the build tokenized (theme-classic's Line edits them in place), or undefined. */
export function registeredTokens(language: string, code: string): Token[][] | undefined {
  const lines = registered.get(blockKey(language, code));
  return lines && decodeTokens(lines);
}
