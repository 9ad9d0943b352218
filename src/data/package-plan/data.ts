/**
 * The extract of the catalogue and of Salesforce's registry the planner
 * (./plan.ts) runs on, built at build time (the plan page's data prop, the
 * MCP server's bundle). A type goes to the one step that copies it whole
 * (`wholeCopySteps`: `Layout` → Page layouts, `StandardValueSet` → Picklist
 * values); a type several steps name for a part of it (`CustomObject`,
 * `CustomField`) and every other type go to Components, which copies whole
 * components of any type. The type-level reference table rides along, for
 * the order of the steps.
 */
import { baselinePermissions, dependencyOrder, wholeCopySteps } from '../components';
import { TYPE_REFERENCES } from '../metadata-types/references';
import { getMetadataType, metadataTypes } from '../metadata-types';
import { statusOf } from '../metadata-types/status';
import { facts } from '../salesforce-facts';
import type { PlanData, PlanStep, PlanType } from './plan';

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
  // A step copies whole components of the types wholeCopySteps() gives it, and the folders
  // they live in; every other type goes to Components.
  const whole = wholeCopySteps();
  const copies = (slug: string): string[] =>
    [...whole]
      .filter(([, step]) => step === slug)
      .flatMap(([type]) => {
        const folderType = getMetadataType(type)?.folderType;
        return folderType ? [type, folderType] : [type];
      });
  const steps: PlanStep[] = layers.flat().map((entry) => ({
    slug: entry.slug,
    title: entry.title,
    types: entry.anyMetadataType ? [] : copies(entry.slug),
    permissions: [...entry.permissions],
    layer: layerOf.get(entry.slug) ?? 0,
  }));
  const types: Record<string, PlanType> = {};
  for (const type of metadataTypes) {
    const { requires, wildcard } = statusOf(type);
    types[type.name] = {
      ...(type.parent ? { parent: type.parent } : {}),
      ...(type.folderType ? { folderType: type.folderType } : {}),
      ...(requires.length > 0 ? { requires: requires.map((r) => r.text) } : {}),
      ...(wildcard === false ? { wildcard: false } : {}),
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
    apexCoverageText: facts.apexProductionCoverage.text,
    references: Object.fromEntries(
      [...new Set(TYPE_REFERENCES.map((ref) => ref.from))].map((from) => [
        from,
        TYPE_REFERENCES.filter((ref) => ref.from === from).map(({ to, field }) => ({ to, field })),
      ]),
    ),
  };
}
