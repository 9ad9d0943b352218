/**
 * A remark plugin, run before Docusaurus's own like ../ErrorEntries/remark.ts
 * (so its headings get ids): replaces `<MetadataTypes />` with every
 * Metadata API type (./nodes.ts). The data stays at build time: the page's
 * HTML holds the types, each category's in a `<StaticIsland>` that the
 * browser's build leaves empty (../StaticIsland/islands.ts), so neither this
 * page's JavaScript nor any other page's carries the registry.
 */
import type { Parent, Root, RootContent } from 'mdast';
import { asIslands, type CompiledFile, type IslandOptions } from '../StaticIsland/islands';
import { metadataTypesNodes } from './nodes';

interface FileLike extends CompiledFile {
  path?: string;
}

export default function remarkMetadataTypes(options: IslandOptions = {}) {
  return (tree: Root, file?: FileLike): void => {
    let sectionDepth = 1;
    const children: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading') sectionDepth = node.depth;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'MetadataTypes') {
        const place = `${file?.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`;
        try {
          // Each category's types are an island: in the HTML, not in the page's JavaScript (issue 41).
          const nodes = metadataTypesNodes(sectionDepth + 1, place);
          children.push(...(options.islands ? asIslands(nodes, 'types', file) : nodes));
        } catch (error) {
          throw new Error(`${place}: <MetadataTypes>: ${(error as Error).message}`, { cause: error });
        }
        continue;
      }
      children.push(node);
    }
    (tree as Parent).children = children;
  };
}
