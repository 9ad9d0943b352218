/**
 * A remark plugin for every MDX source: replaces each `<AtAGlance slug="…" />` with the summary's
 * nodes (./nodes.ts). An unknown slug or attribute fails the build, naming the file and line.
 */
import { readProps } from '../props';
import { replaceElements } from '../nodes';
import { atAGlanceNodes } from './nodes';

export default function remarkAtAGlance() {
  return replaceElements({
    AtAGlance: (node, { place }) => {
      if (node.type !== 'mdxJsxFlowElement') throw new Error('<AtAGlance> goes on a line of its own');
      const { slug } = readProps(node, place, { slug: 'text' });
      if (typeof slug !== 'string') throw new Error('<AtAGlance> needs slug="…"');
      try {
        return atAGlanceNodes(slug);
      } catch (error) {
        throw new Error(`<AtAGlance slug="${slug}">: ${(error as Error).message}`, { cause: error });
      }
    },
  });
}
