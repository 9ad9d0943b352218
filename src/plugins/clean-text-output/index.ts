import type { Plugin } from '@docusaurus/types';
import { withBuildParts } from '../build-pipeline/parts';
import { describeHits, scanDirectory } from './scan';

/**
 * Fails the build when an emitted text file (HTML, Markdown, XML, JSON, TXT)
 * holds a control character other than tab, newline or carriage return,
 * naming the file and the byte offset. See `scan.ts` for why.
 *
 * It is the build pipeline's verify stage (src/plugins/build-pipeline), so
 * it sees every file the build writes; `tests/unit/build-output.test.ts`
 * scans each finished build again, with the PDF and the MCP tarball that
 * scripts/build.sh adds after it.
 */
export default function cleanTextOutputPlugin(): Plugin {
  return withBuildParts(
    { name: 'clean-text-output' },
    {
      async verify(outDir) {
        const hits = await scanDirectory(outDir);
        if (hits.length > 0) {
          throw new Error(
            `Control characters in the build output (${hits.length}); fix their source, do not strip them:\n${describeHits(hits)}`,
          );
        }
      },
    },
  );
}
