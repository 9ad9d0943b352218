/**
 * A remark plugin for every MDX source: it gives the elements that render the
 * catalogue their data at build time (each element's `data.ts`, listed in
 * ./index.ts), as a `data` prop, instead of letting them import
 * src/data/components in the browser.
 *
 * Why: that module holds every entry, with its fields, limits, permissions
 * and reference links (about 7 KB gzipped). The catalogue index carries only
 * what its cards and filter read (src/data/components/index.ts:
 * `catalogueData`). The components import types and labels only, from
 * src/data/catalogue.ts. ("At a glance", which showed one entry, is now
 * written into its page's Markdown at build time: ./AtAGlance/nodes.ts.)
 *
 * Bad data from an element's attributes fails the build, naming the file and
 * the line.
 */
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { elementData } from './index';
import { readProps } from './props';

interface FileLike {
  path?: string;
}

/** ESTree for a JSON value: MDX compiles attribute expressions from their tree, not their text. */
export function jsonToEstree(value: unknown): unknown {
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  ) {
    return { type: 'Literal', value, raw: JSON.stringify(value) };
  }
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(jsonToEstree) };
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
          value: jsonToEstree(v),
        })),
    };
  }
  throw new Error(`element data: ${typeof value} is not JSON`);
}

/** `data={…}` with `value` as a literal. */
export function dataAttribute(value: unknown): MdxJsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name: 'data',
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: jsonToEstree(value) }],
        } as never, // an ESTree Program; its node types are not among this project's dependencies
      },
    },
  };
}

export default function remarkElementData() {
  return (tree: Root, file?: FileLike): void => {
    const stack: RootContent[] = [...tree.children];
    for (let node = stack.pop(); node; node = stack.pop()) {
      if ('children' in node) stack.push(...(node.children as RootContent[]));
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') continue;
      const make = node.name && Object.hasOwn(elementData, node.name) ? elementData[node.name] : undefined;
      if (!make) continue;
      const element = node as MdxJsxFlowElement;
      const line = node.position?.start.line;
      const place = `${file?.path ?? 'an MDX file'}${line ? `:${line}` : ''}`;
      // The one attribute reader (./props.ts): text and flags, as the twin reads them.
      const attributes = readProps(element, place);
      try {
        element.attributes = element.attributes.filter(
          (a) => a.type !== 'mdxJsxAttribute' || a.name !== 'data',
        );
        element.attributes.push(dataAttribute(make(attributes)));
      } catch (error) {
        throw new Error(`${place}: ${(error as Error).message}`);
      }
    }
  };
}
