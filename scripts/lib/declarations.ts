/**
 * The Metadata API's types as `@salesforce/types` declares them (lib/metadata.d.ts, Salesforce's
 * Metadata API WSDL as TypeScript; a dependency of @salesforce/source-deploy-retrieve): each
 * `export type Name = Base & … {` with its bases and its fields, one a line, each field's name and
 * the name of its type. Read by scripts/file-parts.ts and by the tests that hold a row's field to the
 * WSDL (src/data/metadata-types/__tests__/setup-labels.test.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface DeclaredShape {
  /** The types it extends (`FlowNode` of `FlowDecision = FlowNode & {…}`). */
  readonly bases: readonly string[];
  /** Its own fields, without its bases'. */
  readonly fields: readonly { readonly name: string; readonly type: string }[];
}

/** Every declared type by name, read from the installed package under `root` (the repository). */
export function declaredShapes(root: string): Map<string, DeclaredShape> {
  const dts = readFileSync(path.join(root, 'node_modules/@salesforce/types/lib/metadata.d.ts'), 'utf8');
  const shapes = new Map<string, DeclaredShape>();
  for (const [, name = '', bases = '', body = ''] of dts.matchAll(
    /^export type (\w+) = ((?:\w+ & )*)\{\n([\s\S]*?)^\};/gm,
  )) {
    const fields = [...body.matchAll(/^ {4}(\w+)\??: (\w+)(?:\[\])?(?: \| null)?;$/gm)].map(
      ([, field = '', type = '']) => ({ name: field, type }),
    );
    shapes.set(name, { bases: bases.split(' & ').filter(Boolean), fields });
  }
  return shapes;
}
