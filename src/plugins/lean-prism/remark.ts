/**
 * A remark plugin for every MDX source (docs, blog, pages): it tokenizes each
 * fence in a highlighted language with Prism, at build time, and adds to the
 * page's module a call that registers those tokens (./registry.ts says why).
 *
 * The key is the fence's text, which is what theme-classic's CodeBlock hands
 * `Highlight` unless a fence holds magic comments (`highlight-next-line`),
 * which it strips first; a block whose key misses renders as plain text, and
 * tests/unit/build-output.test.ts fails on a built page with such a block.
 */
import type { Code, Root } from 'mdast';
import { tokenizeAtBuild } from './build-prism';
import { PLAIN_LANGUAGES } from './registry';
import { encodeTokens } from './build-tokens';
import { blockKey, type EncodedLine } from './tokens';

export const REGISTRY_MODULE = '@site/src/plugins/lean-prism/registry';
const LOCAL = '__leanPrismRegisterTokens';

interface Parent {
  children?: unknown[];
}

/** Every fence in the tree whose language is highlighted, with that language in lowercase. */
export function highlightedFences(tree: Root): { language: string; code: string }[] {
  const found: { language: string; code: string }[] = [];
  const stack: unknown[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop() as Partial<Code> & Parent;
    const language = node.type === 'code' ? node.lang?.toLowerCase() : undefined;
    if (language && !PLAIN_LANGUAGES.has(language)) found.push({ language, code: node.value ?? '' });
    if (Array.isArray(node.children)) stack.push(...[...node.children].reverse());
  }
  return found;
}

/** `import {registerTokens as L} from '…'; L('<json>');` as an MDX ESM node with its estree. */
function registrationNode(json: string) {
  const source = { type: 'Literal', value: REGISTRY_MODULE, raw: JSON.stringify(REGISTRY_MODULE) };
  return {
    type: 'mdxjsEsm',
    value: `import {registerTokens as ${LOCAL}} from ${JSON.stringify(REGISTRY_MODULE)};\n${LOCAL}(${JSON.stringify(json)});`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportSpecifier',
                imported: { type: 'Identifier', name: 'registerTokens' },
                local: { type: 'Identifier', name: LOCAL },
              },
            ],
            attributes: [],
            source,
          },
          {
            type: 'ExpressionStatement',
            expression: {
              type: 'CallExpression',
              callee: { type: 'Identifier', name: LOCAL },
              arguments: [{ type: 'Literal', value: json, raw: JSON.stringify(json) }],
              optional: false,
            },
          },
        ],
      },
    },
  };
}

export default function remarkLeanPrism() {
  return (tree: Root): void => {
    const entries = new Map<string, EncodedLine[]>();
    for (const { language, code } of highlightedFences(tree)) {
      entries.set(blockKey(language, code), encodeTokens(tokenizeAtBuild(code, language)));
    }
    if (entries.size === 0) return;
    // mdast's Root does not list MDX's ESM node type; MDX's compiler accepts it.
    (tree.children as unknown[]).unshift(registrationNode(JSON.stringify([...entries])));
  };
}
