/**
 * Where `Highlight` finds Prism. The main bundle holds only this slot; Prism's
 * core and the site's grammars live in ./provide.ts, which the MDX of every
 * page with a highlighted code block imports (./remark.ts adds the import).
 *
 * Why a slot and not `import()`: Docusaurus loads a route's content chunks
 * before it hydrates or renders that route, so a page with code has Prism in
 * the slot by the time its first block renders, on the server and in the
 * browser alike, and its markup hydrates unchanged. A lazy `import()` inside
 * the component would render plain text first and raced hydration (React
 * error 421, issue 6). Pages without code, most of the site, never download
 * or evaluate Prism.
 */
import type Prism from 'prismjs';

/** Fence languages shown as plain text on purpose: there is no grammar for them, or none is wanted. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'mdx']);

let provided: typeof Prism | undefined;

/** Called once by ./provide.ts when a page with code loads it. */
export function providePrism(prism: typeof Prism): void {
  provided = prism;
}

/** Prism with the site's grammars, or undefined when no page with code has loaded yet. */
export function providedPrism(): typeof Prism | undefined {
  return provided;
}

/**
 * prism-react-renderer's `Prism` export, for a theme module that imports it:
 * an object that forwards to the provided Prism, so importing it adds no
 * bytes to the main bundle (theme-classic's only importer,
 * prism-include-languages, is replaced by src/theme/prism-include-languages.ts).
 */
export const PrismProxy = new Proxy({} as typeof Prism, {
  get: (_target, key) => (provided as unknown as Record<PropertyKey, unknown> | undefined)?.[key],
});
