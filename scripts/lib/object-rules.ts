/**
 * The rules scripts/object-names.ts keeps a standard object by (its header states them): pure
 * functions over an object's stub and the Metadata API's declarations, so a test can hold each rule
 * to small made-up inputs (tests/unit/object-rules.test.ts).
 */
import { key, singulars } from '../../src/data/metadata-types/words';
import type { DeclaredShape } from './declarations';

/**
 * Whether an object's stub (a Java class, one field per line: `public String Name;`) is of an object
 * whose records are data: no field of the setup objects that mirror metadata (`DeveloperName`,
 * `NamespacePrefix`, `MasterLabel`), and a created, modified or system timestamp, which an object
 * storing rows of its own has and a view over other data has not.
 */
export function storesData(stub: string): boolean {
  return (
    !/public String (DeveloperName|NamespacePrefix|MasterLabel);/.test(stub) &&
    /public Datetime (CreatedDate|LastModifiedDate|SystemModstamp);/.test(stub)
  );
}

/**
 * From the Metadata API's declarations (@salesforce/types' metadata.d.ts, read by `declaredShapes`,
 * ./declarations.ts): whether a type's field named after an object (by the object's key) carries its
 * records. It does when the field's type is a structure whose name starts or ends with the
 * object's, singular or plural (`holidays: Holiday[]`, `fieldPermissions:
 * PermissionSetFieldPermissions[]`, `businessHours: BusinessHoursEntry[]`), unless the structure is
 * only a list of names (`users: Users`, `{ user: string[] }`). A field of names, numbers or flags
 * (`user: string`) refers to records and carries none; a structure of another name
 * (`cases: KnowledgeCaseSettings`) holds something else about them, and so does a structure that is
 * a registry type of its own named with more than the field's name (`tasks: WorkflowTask[]`: the tasks
 * a workflow rule assigns, components of `WorkflowTask`, not `Task` records); `registryKeys` holds
 * the registry types' names (by `key`).
 */
export function carriedByFields(
  shapes: ReadonlyMap<string, DeclaredShape>,
  registryKeys: ReadonlySet<string> = new Set(),
): (objectKey: string) => boolean {
  const namesOnly = (type: string) => {
    const fields = shapes.get(type)?.fields;
    return fields === undefined
      ? undefined
      : fields.length === 1 && fields[0]?.type === 'string' && fields[0].list;
  };
  // The structures' keys, by the forms of the name of each field of that structure's type.
  const structuresBy = new Map<string, string[]>();
  for (const { name: field, type } of [...shapes.values()].flatMap((shape) => shape.fields)) {
    const forms = [key(field), ...singulars(key(field))];
    if (namesOnly(type) !== false) continue;
    if (registryKeys.has(key(type)) && !forms.includes(key(type))) continue;
    for (const form of forms) structuresBy.set(form, [...(structuresBy.get(form) ?? []), key(type)]);
  }
  return (objectKey) =>
    (structuresBy.get(objectKey) ?? []).some((type) =>
      [type, ...singulars(type)].some((form) => form.startsWith(objectKey) || form.endsWith(objectKey)),
    );
}
