import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Takes Prism out of main.js (issue 6; see src/theme/CodeBlock).
 *
 * theme-classic registers `prism.additionalLanguages` from a client module,
 * and client modules are bundled into main.js: that one import brings all of
 * prism-react-renderer (~30 KB gzipped) into every page. It cannot be
 * swizzled, so the bundler swaps it for `./noPrism`, and `./client` starts
 * loading the highlighter chunk on pages whose HTML has highlighted code.
 * scripts-after-paint also lists that chunk in those pages' script loader,
 * so it is fetched with main.js and installed before hydration.
 */
const THEME_CLIENT_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

/** The webpackChunkName of the highlighter chunk (src/theme/CodeBlock). */
export const HIGHLIGHTER_CHUNK = 'code-highlighting';
/** The class Prism's server-rendered <pre> carries. */
export const HIGHLIGHTED_CODE_CLASS = 'prism-code';

export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // webpack's default vendor splitting would put Prism in a chunk of
        // its own with a numeric name; keep it in the named chunk family
        // that scripts-after-paint preloads.
        optimization: isServer
          ? {}
          : {
              splitChunks: {
                cacheGroups: {
                  codeHighlighting: {
                    test: /[\\/]node_modules[\\/](prism-react-renderer|prismjs)[\\/]/,
                    name: `${HIGHLIGHTER_CHUNK}-prism`,
                    chunks: 'async',
                    enforce: true,
                    priority: 30,
                  },
                },
              },
            },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            THEME_CLIENT_MODULE,
            path.join(__dirname, 'noPrism.ts'),
          ),
        ],
      };
    },
  };
}
