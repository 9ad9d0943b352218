/**
 * Every Metadata API type, from Salesforce's own registry: the metadata
 * registry of `@salesforce/source-deploy-retrieve` (the library behind the
 * Salesforce CLI's deploys and retrieves), pinned exactly in package.json and
 * read at build time only (the pages get what they show through
 * src/elements/remark-data.ts; the docs MCP server's bundle inlines it).
 * The project README (Metadata API types, Updating the registry) says how to update it.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import sdrPackage from '@salesforce/source-deploy-retrieve/package.json';
import registryJson from '@salesforce/source-deploy-retrieve/lib/src/registry/metadataRegistry.json';
import { key, singulars } from './words';

/** The registry's version: `@salesforce/source-deploy-retrieve`'s. */
export const REGISTRY_VERSION: string = sdrPackage.version;

export interface MetadataType {
  /** Salesforce's name for the type: `Flow`, `CustomField`. */
  readonly name: string;
  /** The folder of a source-format project (`flows`, `lwc`, `objects`); for a child type, its folder inside the parent's. */
  readonly directoryName?: string;
  /** The file suffix (`flow`, `cls`), when the type has one. */
  readonly suffix?: string;
  /** Whether its components live in folders (reports, dashboards, documents, email templates). */
  readonly inFolder: boolean;
  /** The folder type of a type that lives in folders (`ReportFolder`). */
  readonly folderType?: string;
  /**
   * The type whose components hold this one's, for a type in no folder that the registry still
   * gives a `folderType` (`Territory2Model` for `Territory2` and `Territory2Rule`): where a
   * project keeps it (`territory2Models/<model>/`) and the model its full name starts with. Not a
   * folder: Salesforce's pages take `*` for all three.
   */
  readonly keptIn?: string;
  /** Child types deployed with, or inside, this type. */
  readonly children: readonly string[];
  /** The parent type of a child type (`CustomObject` for `CustomField`). */
  readonly parent?: string;
  /**
   * A child type whose components a package.xml names by their own name, not `Parent.Name`
   * (`CustomLabel`: the registry's `ignoreParentName`; its page: "To retrieve specific labels by
   * name, use CustomLabel and specify the label names as members").
   */
  readonly namedAlone?: true;
}

interface RegistryType {
  name: string;
  directoryName?: string;
  suffix?: string;
  inFolder?: boolean;
  folderType?: string;
  ignoreParentName?: boolean;
  children?: { types: Record<string, RegistryType> };
}

const raw = registryJson as unknown as { types: Record<string, RegistryType> };

function collect(): MetadataType[] {
  const types = new Map<string, MetadataType>();
  const folderTypeName = (id: string | undefined) => (id ? raw.types[id]?.name : undefined);
  for (const type of Object.values(raw.types)) {
    const children = Object.values(type.children?.types ?? {});
    // The registry's `folderType` is a folder only for a type `inFolder`; otherwise it says where a
    // project keeps the type (`Territory2Model`, which names itself there).
    const folderType = folderTypeName(type.folderType);
    const inFolder = type.inFolder === true;
    types.set(type.name, {
      name: type.name,
      ...(type.directoryName ? { directoryName: type.directoryName } : {}),
      ...(type.suffix ? { suffix: type.suffix } : {}),
      inFolder,
      ...(folderType && inFolder ? { folderType } : {}),
      ...(folderType && !inFolder && folderType !== type.name ? { keptIn: folderType } : {}),
      children: children.map((child) => child.name).sort(),
    });
    for (const child of children) {
      if (types.has(child.name)) continue;
      types.set(child.name, {
        name: child.name,
        ...(child.directoryName ? { directoryName: child.directoryName } : {}),
        ...(child.suffix ? { suffix: child.suffix } : {}),
        inFolder: false,
        children: [],
        parent: type.name,
        ...(child.ignoreParentName === true ? { namedAlone: true as const } : {}),
      });
    }
  }
  return [...types.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** Every type and child type of the registry, by name. */
export const metadataTypes: readonly MetadataType[] = collect();

const byName = new Map(metadataTypes.map((type) => [type.name, type]));

export function getMetadataType(name: string): MetadataType | undefined {
  return byName.get(name);
}

let byKey: ReadonlyMap<string, MetadataType> | undefined;

/** The type whose own name a key (./words.ts, `key`) is, or one of its singulars ("flows": `Flow`). */
export function typeOwnNamed(k: string): MetadataType | undefined {
  byKey ??= new Map(metadataTypes.map((type) => [key(type.name), type]));
  for (const candidate of [k, ...singulars(k)]) {
    const type = byKey.get(candidate);
    if (type) return type;
  }
  return undefined;
}

/** What kind of type it is: its components' own type, a folder, a child inside its parent's file, or org settings. */
export type TypeKind = 'type' | 'folder' | 'child' | 'settings';

const folderTypes = new Set(metadataTypes.flatMap((type) => (type.folderType ? [type.folderType] : [])));

export function kindOf(type: MetadataType): TypeKind {
  if (type.parent) return 'child';
  if (folderTypes.has(type.name)) return 'folder';
  if (type.directoryName === 'settings') return 'settings';
  return 'type';
}
