/**
 * The Metadata API's types as `@salesforce/types` declares them (lib/metadata.d.ts, Salesforce's
 * Metadata API WSDL as TypeScript; a dependency of @salesforce/source-deploy-retrieve): each
 * `export type Name = Base & … {` with its bases and its fields, one a line, each field's name, the
 * name of its type and whether it is a list. Read by scripts/file-parts.ts, by scripts/object-names.ts
 * (through `carriedByFields`, ./object-rules.ts) and by the tests that hold a row's field to the WSDL
 * (src/data/metadata-types/__tests__/setup-labels.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DeclaredShape {
  /** The types it extends (`FlowNode` of `FlowDecision = FlowNode & {…}`). */
  readonly bases: readonly string[];
  /** Its own fields, without its bases'. */
  readonly fields: readonly { readonly name: string; readonly type: string; readonly list: boolean }[];
}

/** Every declared type by name, read from the installed package under `root` (the repository). */
export function declaredShapes(root: string): Map<string, DeclaredShape> {
  return parseDeclarations(
    readFileSync(path.join(root, 'node_modules/@salesforce/types/lib/metadata.d.ts'), 'utf8'),
  );
}

/** Every type declared in `dts`, text written as metadata.d.ts writes it, by name. */
export function parseDeclarations(dts: string): Map<string, DeclaredShape> {
  const shapes = new Map<string, DeclaredShape>();
  for (const [, name = '', bases = '', body = ''] of dts.matchAll(
    /^export type (\w+) = ((?:\w+ & )*)\{\n([\s\S]*?)^\};/gm,
  )) {
    const fields = [...body.matchAll(/^ {4}(\w+)\??: (\w+)(\[\])?(?: \| null)?;$/gm)].map(
      ([, field = '', type = '', list]) => ({ name: field, type, list: list !== undefined }),
    );
    shapes.set(name, { bases: bases.split(' & ').filter(Boolean), fields });
  }
  return shapes;
}
