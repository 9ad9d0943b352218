import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Takes Prism out of main.js (issue 6). theme-classic registers
 * `prism.additionalLanguages` from a client module, and client modules are
 * bundled into main.js: that import alone brings all of prism-react-renderer
 * (~30 KB gzipped) into every page's first load. The module cannot be
 * swizzled, so the bundler swaps it for an empty one; src/theme/CodeBlock
 * registers the languages in the chunk that highlights code.
 */
const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'lazy-prism',
    configureWebpack(_config, _isServer, { currentBundler }) {
      const emptyModule = path.join(__dirname, 'emptyClientModule.ts');
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(THEME_CLIENT_MODULE, emptyModule),
        ],
      };
    },
  };
}
