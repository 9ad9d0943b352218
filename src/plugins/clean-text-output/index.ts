import type { Plugin } from '@docusaurus/types';
import { describeHits, scanDirectory } from './scan';

/**
 * Fails the build when an emitted text file (HTML, Markdown, XML, JSON, TXT)
 * holds a control character other than tab, newline or carriage return,
 * naming the file and the byte offset. See `scan.ts` for why.
 *
 * Docusaurus runs the plugins' `postBuild` hooks concurrently, so files that
 * another plugin writes in its own `postBuild` may not exist yet when this
 * scan runs; `tests/unit/build-output.test.ts` scans each finished build
 * directory again and covers those.
 */
export default function cleanTextOutputPlugin(): Plugin {
  return {
    name: 'clean-text-output',
    async postBuild({ outDir }) {
      const hits = await scanDirectory(outDir);
      if (hits.length > 0) {
        throw new Error(
          `Control characters in the build output (${hits.length}); fix their source, do not strip them:\n${describeHits(hits)}`,
        );
      }
    },
  };
}
