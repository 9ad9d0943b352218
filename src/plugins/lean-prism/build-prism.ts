/**
 * Prism's core with the site's grammars, for the build only (./remark.ts and
 * the unit tests). Nothing in the browser imports this file.
 */
import PrismCore from 'prismjs/components/prism-core';
import { loadGrammars } from './grammars';
import { tokenize } from './build-tokens';
import type { Token } from './tokens';

// Prism's core would highlight `language-*` elements of a document on its
// own; there is none in Node, but the flag keeps it from trying.
PrismCore.manual = true;
loadGrammars(PrismCore);

export const buildPrism = PrismCore;

export function tokenizeAtBuild(code: string, language: string): Token[][] {
  return tokenize(PrismCore, code, language);
}
