/**
 * The one reader of an MDX element's attributes (issue 43): the remark
 * transforms (`<Fact>`, `<ErrorEntries>`, `<ErrorText>`), the elements' build
 * data (./remark-data.ts) and the Markdown conversion
 * (src/site/markdown/convert.ts) all read attributes through it, so a page
 * writes them by one rule:
 * - text: `slug="page-layouts"`;
 * - a flag: bare (`directory`, true) or a boolean literal (`link={false}`);
 * - anything else (a spread, another expression) fails the build, naming the
 *   page, the line and the element, because neither the HTML transforms nor
 *   a Markdown twin can evaluate it.
 *
 * With a schema, an attribute it doesn't name, or of the other kind, fails
 * too, listing what the element takes.
 */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export type PropKind = 'text' | 'flag';
export type PropSchema = Readonly<Record<string, PropKind>>;
/** The attributes read with a schema: each optional, text or boolean as the schema says. */
export type PropsOf<S extends PropSchema> = {
  -readonly [K in keyof S]?: S[K] extends 'text' ? string : boolean;
};

export class PropsError extends Error {
  override name = 'PropsError';
}

function describe(schema: PropSchema): string {
  return Object.entries(schema)
    .map(([name, kind]) => (kind === 'text' ? `${name}="…"` : `${name} (a flag)`))
    .join(', ');
}

/** Every attribute as text or a boolean; `place` (file:line) opens any error. */
export function readProps(node: JsxElement, place: string): Record<string, string | boolean>;
export function readProps<S extends PropSchema>(node: JsxElement, place: string, schema: S): PropsOf<S>;
export function readProps(
  node: JsxElement,
  place: string,
  schema?: PropSchema,
): Record<string, string | boolean> {
  const name = `<${node.name ?? ''}>`;
  const props: Record<string, string | boolean> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute')
      throw new PropsError(`${place}: ${name} takes no spread attributes`);
    const { value } = attribute;
    let read: string | boolean;
    if (value === null || value === undefined) read = true;
    else if (typeof value === 'string') read = value;
    else if (/^(true|false)$/.test(value.value.trim())) read = value.value.trim() === 'true';
    else
      throw new PropsError(
        `${place}: ${name} has an expression attribute (${attribute.name}={…}); pass text or a flag`,
      );
    if (schema) {
      const kind = Object.hasOwn(schema, attribute.name) ? schema[attribute.name] : undefined;
      if (!kind)
        throw new PropsError(
          `${place}: ${name} takes ${describe(schema)}; ${attribute.name} is not one of them`,
        );
      if ((kind === 'text') !== (typeof read === 'string'))
        throw new PropsError(
          `${place}: ${name}'s ${attribute.name} is ${kind === 'text' ? 'text' : 'a flag'}`,
        );
    }
    props[attribute.name] = read;
  }
  return props;
}
