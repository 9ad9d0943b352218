/**
 * Marks the app's start-up scripts (runtime~main and main) with V8's
 * per-file explicit compile hint, `//# allFunctionsCalledOnLoad` (issue 14:
 * total blocking time).
 *
 * Why: main.js is React DOM, the router and the Docusaurus client, and every
 * page runs almost all of it while it starts. V8 compiles a function the
 * first time it is called, on the main thread, so those compiles land inside
 * the one long task that evaluates main.js (about 40 % of it on a throttled
 * phone profile, measured with V8's ParseFunction/CompileCode trace events).
 * With the hint, Chromium 136 and later compile the file's functions on the
 * background thread that already streams the script in while it downloads,
 * and the main thread only runs them. Other engines ignore the comment.
 *
 * Only the entry's chunks get it: a route's chunks hold components that many
 * pages never call, and compiling those eagerly would spend a phone's CPU
 * and memory for nothing.
 *
 * The comment is added after minification (Terser removes comments) and
 * before the content hash is computed, so the file name still changes with
 * the file. It uses webpack's public BannerPlugin, nothing of Docusaurus's.
 * tests/unit/build-output.test.ts checks the built files.
 */
import type { Plugin } from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer, { currentBundler }) {
      // Production only: the development bundle is not minified and is several
      // times larger, and compiling all of it up front would slow every reload.
      if (isServer || config.mode !== 'production') return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: /\.js$/,
            // After Terser (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
