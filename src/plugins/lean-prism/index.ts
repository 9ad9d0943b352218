/**
 * Points `prism-react-renderer` at ./Highlight.tsx in both the client and the
 * server bundle, so the markup Docusaurus renders and hydrates comes from one
 * implementation. Why it exists is in that file.
 *
 * The grammars are listed in ./grammars.ts, not in
 * `themeConfig.prism.additionalLanguages` (which must stay empty: that list
 * is evaluated at start-up on every page).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export const LEAN_PRISM_MODULE = path.join(__dirname, 'Highlight.tsx');

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return { resolve: { alias: { 'prism-react-renderer$': LEAN_PRISM_MODULE } } };
    },
  };
}
