/**
 * Replaces theme-classic's language loader, which evaluates every grammar in
 * `themeConfig.prism.additionalLanguages` during every page's start-up. The
 * site's grammars are defined instead when a page first renders code
 * (src/plugins/lean-prism/grammars.ts).
 *
 * It is replaced rather than fed an empty list: with no languages, the
 * loader's `require(`prismjs/components/prism-${lang}`)` still matches
 * prismjs/components/index.js, which added ~8 KB gzipped of Node-only loader
 * code to the main bundle.
 */
export default function prismIncludeLanguages(): void {
  // Nothing to load at start-up: see above.
}
