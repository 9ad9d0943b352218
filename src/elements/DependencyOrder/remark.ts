/**
 * A remark plugin for every MDX source: replaces each `<DependencyOrder />`
 * (on a line of its own, without attributes) with the table ./nodes.ts
 * builds. It runs in the one content chain (src/site/content-remark.ts), for
 * the page's HTML and for its Markdown alike. Anything else fails the build,
 * naming the file and line.
 */
import { replaceElements } from '../nodes';
import { dependencyOrderNodes } from './nodes';

export default function remarkDependencyOrder() {
  return replaceElements({
    DependencyOrder: (node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.attributes.length > 0 || node.children.length > 0)
        throw new Error('<DependencyOrder /> stands on a line of its own, without attributes');
      return dependencyOrderNodes();
    },
  });
}
