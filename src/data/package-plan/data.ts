/**
 * The extract of the catalogue and of Salesforce's registry the planner
 * (./plan.ts) runs on, built at build time (the plan page's data prop, the
 * MCP server's bundle). A type goes to the one step that names it alone in
 * the catalogue (`Layout` → Page layouts); a type several steps name for a
 * part of it (`CustomObject`, `CustomField`) and every other type go to
 * Components, which copies whole components of any type.
 */
import { baselinePermissions, components, dependencyOrder } from '../components';
import { getMetadataType, metadataTypes } from '../metadata-types';
import { facts } from '../salesforce-facts';
import type { PlanData, PlanStep } from './plan';

let cached: PlanData | undefined;

/** Built once per process. */
export function planData(): PlanData {
  cached ??= buildPlanData();
  return cached;
}

function buildPlanData(): PlanData {
  const layers = dependencyOrder();
  const layerOf = new Map<string, number>();
  layers.forEach((layer, index) => layer.forEach((entry) => layerOf.set(entry.slug, index)));
  // A step copies whole components of its primary type (its entry's first type) when no other step
  // has that type first, and the folders its type lives in; every other type goes to Components.
  const primaries = new Map<string, string[]>();
  for (const entry of components) {
    const primary = entry.metadataTypes[0];
    if (entry.anyMetadataType || !layerOf.has(entry.slug) || !primary) continue;
    primaries.set(primary, [...(primaries.get(primary) ?? []), entry.slug]);
  }
  const copies = (slug: string, primary: string | undefined): string[] => {
    if (!primary || primaries.get(primary)?.length !== 1 || primaries.get(primary)?.[0] !== slug) return [];
    const folderType = getMetadataType(primary)?.folderType;
    return folderType ? [primary, folderType] : [primary];
  };
  const steps: PlanStep[] = layers.flat().map((entry) => ({
    slug: entry.slug,
    title: entry.title,
    types: entry.anyMetadataType ? [] : copies(entry.slug, entry.metadataTypes[0]),
    permissions: [...entry.permissions],
    layer: layerOf.get(entry.slug) ?? 0,
  }));
  const types: Record<string, { parent?: string; folderType?: string }> = {};
  for (const type of metadataTypes) {
    types[type.name] = {
      ...(type.parent ? { parent: type.parent } : {}),
      ...(type.folderType ? { folderType: type.folderType } : {}),
    };
  }
  return {
    steps,
    generic: 'components',
    baselinePermissions: [...baselinePermissions],
    types,
    maxFiles: facts.deployMaxFiles.value,
    maxFilesText: facts.deployMaxFiles.text,
    // Types whose components are uploaded files, whose size a package.xml doesn't tell.
    fileTypes: ['StaticResource', 'Document', 'ContentAsset'].filter((name) => getMetadataType(name)),
    maxZipText: facts.deployMaxZip.text,
  };
}
