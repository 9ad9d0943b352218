/**
 * A remark plugin, run before Docusaurus's own like ../ErrorEntries/remark.ts
 * (so its headings get ids): replaces `<MetadataTypes />` with every
 * Metadata API type (./nodes.ts). The data stays at build time: the page's
 * HTML holds the types, and nothing of the registry reaches other pages.
 */
import type { Parent, Root, RootContent } from 'mdast';
import { metadataTypesNodes } from './nodes';

interface FileLike {
  path?: string;
}

export default function remarkMetadataTypes() {
  return (tree: Root, file?: FileLike): void => {
    let sectionDepth = 1;
    const children: RootContent[] = [];
    for (const node of tree.children) {
      if (node.type === 'heading') sectionDepth = node.depth;
      if (node.type === 'mdxJsxFlowElement' && node.name === 'MetadataTypes') {
        const place = `${file?.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`;
        try {
          children.push(...metadataTypesNodes(sectionDepth + 1, place));
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
