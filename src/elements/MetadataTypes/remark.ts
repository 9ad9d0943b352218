/**
 * A remark plugin, run before Docusaurus's own like ../ErrorEntries/remark.ts
 * (so its headings get ids): replaces `<MetadataTypes />` with every
 * Metadata API type (./nodes.ts). The data stays at build time: the page's
 * HTML holds the types, each category's in a `<StaticIsland>` that the
 * browser's build leaves empty (../StaticIsland/islands.ts), so neither this
 * page's JavaScript nor any other page's carries the registry.
 */
import { asIslands, type CompiledFile, type IslandOptions } from '../StaticIsland/islands';
import { metadataTypesNodes } from './nodes';
import { replaceElements } from '../nodes';

interface FileLike extends CompiledFile {
  path?: string;
}

export default function remarkMetadataTypes(options: IslandOptions = {}) {
  return replaceElements<FileLike>({
    MetadataTypes: (node, { place, sectionDepth }, file) => {
      if (node.type !== 'mdxJsxFlowElement') throw new Error('<MetadataTypes> goes on a line of its own');
      try {
        // Each category's types are an island: in the HTML, not in the page's JavaScript (issue 41).
        const nodes = metadataTypesNodes(sectionDepth + 1, place);
        return options.islands ? asIslands(nodes, 'types', file) : nodes;
      } catch (error) {
        throw new Error(`<MetadataTypes>: ${(error as Error).message}`, { cause: error });
      }
    },
  });
}
