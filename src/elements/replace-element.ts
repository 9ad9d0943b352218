/**
 * The walk a static element's remark transform makes (./index.ts): every `<Name …>` in the page,
 * at any depth, replaced with the nodes `replace` returns for it. `place` is the element's file and
 * line, for the build error a bad attribute or an unknown id gives.
 */
import type { Parent, Root, RootContent } from 'mdast';
import type { JsxElement } from './types';

export function replaceElement(
  name: string,
  replace: (node: JsxElement, place: string) => RootContent[],
): (tree: Root, file?: { path?: string }) => void {
  return (tree, file) => {
    const visit = (parent: Parent): void => {
      parent.children = parent.children.flatMap((child): RootContent[] => {
        const node = child as RootContent;
        if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name)
          return replace(node, `${file?.path ?? 'an MDX file'}:${node.position?.start.line ?? '?'}`);
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent);
        return [node];
      }) as Parent['children'];
    };
    visit(tree);
  };
}
