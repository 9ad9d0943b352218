/**
 * A remark plugin for every MDX source: replaces each `<DependencyOrder />`
 * (on a line of its own, without attributes) with the table ./nodes.ts
 * builds. It runs in the one content chain (src/site/content-remark.ts), for
 * the page's HTML and for its Markdown alike. Anything else fails the build,
 * naming the file and line.
 */
import type { Parent, Root, RootContent } from 'mdast';
import { dependencyOrderNodes } from './nodes';

interface FileLike {
  path?: string;
}

export default function remarkDependencyOrder() {
  return (tree: Root, file?: FileLike): void => {
    const visit = (parent: Parent): void => {
      parent.children = parent.children.flatMap((child): RootContent[] => {
        const node = child as RootContent;
        if (
          (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
          node.name === 'DependencyOrder'
        ) {
          const place = `${file?.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`;
          if (node.type !== 'mdxJsxFlowElement' || node.attributes.length > 0 || node.children.length > 0)
            throw new Error(`${place}: <DependencyOrder /> stands on a line of its own, without attributes`);
          return dependencyOrderNodes();
        }
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent);
        return [node];
      }) as Parent['children'];
    };
    visit(tree);
  };
}
