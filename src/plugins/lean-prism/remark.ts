/**
 * A remark plugin for every MDX source (docs, blog, pages): when the page has
 * a code block in a highlighted language, it adds
 * `import '@site/src/plugins/lean-prism/provide';` so Prism travels with that
 * page's content chunk (see ./registry.ts for why).
 */
import type { Code, Root } from 'mdast';
import { PLAIN_LANGUAGES } from './registry';

export const PROVIDE_MODULE = '@site/src/plugins/lean-prism/provide';

interface Parent {
  children?: unknown[];
}

/** True when some fence in the tree names a language that is not shown as plain text. */
export function needsPrism(tree: Root): boolean {
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Partial<Code> & Parent;
    if (node.type === 'code' && node.lang && !PLAIN_LANGUAGES.has(node.lang.toLowerCase())) return true;
    if (Array.isArray(node.children)) stack.push(...node.children);
  }
  return false;
}

/** The ESM node MDX compiles into an import statement: source text plus its estree. */
function importNode(source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [],
            attributes: [],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

export default function remarkLeanPrism() {
  return (tree: Root): void => {
    // mdast's Root does not list MDX's ESM node type; MDX's compiler accepts it.
    if (needsPrism(tree)) (tree.children as unknown[]).unshift(importNode(PROVIDE_MODULE));
  };
}
