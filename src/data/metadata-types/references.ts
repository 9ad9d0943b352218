/**
 * Which types a component of each type may name (issue 38): the type-level
 * reference table. A component deployed before the component it names fails
 * in a real run ("In field: … no RecordType named … found"), while Validate
 * only passes, because all deploy steps travel together in one check-only
 * deployment. The planner (../package-plan/plan.ts) orders steps by this
 * table, and its test applies it to real manifests
 * (../package-plan/__tests__/manifests.test.ts).
 *
 * Each edge is one field of the Metadata API Developer Guide's page for the
 * naming type, which its `source` links; `field` is that field's path, as the
 * guide writes it. Only references between components that a package.xml can
 * list are here: a field naming a standard value (a standard tab, `SYSTEM`)
 * or a component of the same file is no edge. A type's parent (RecordType in
 * its CustomObject) is not listed either: the planner reads parents from the
 * registry.
 */

export interface TypeReference {
  /** The type whose components hold the field. */
  readonly from: string;
  /** The field, as the Metadata API Developer Guide names it (`recordTypeVisibilities.recordType`). */
  readonly field: string;
  /** The type of the component the field names. */
  readonly to: string;
  /** The guide's page for `from`, where the field is described. */
  readonly source: string;
}

import { metadataTypeReference } from '../components';

const GUIDE = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';

/** The guide's page for each naming type: the catalogue's (one list), then those it doesn't name. */
const PAGES: Readonly<Record<string, string>> = {
  ...metadataTypeReference,
  QuickAction: `${GUIDE}meta_quickaction.htm`,
  PathAssistant: `${GUIDE}meta_pathassistant.htm`,
  Workflow: `${GUIDE}meta_workflow.htm`,
  WorkflowAlert: `${GUIDE}meta_workflow.htm`,
};

/** The access settings profiles and permission sets share (their pages list the same fields). */
const ACCESS: readonly (readonly [field: string, to: string])[] = [
  ['applicationVisibilities.application', 'CustomApplication'],
  ['classAccesses.apexClass', 'ApexClass'],
  ['customPermissions.name', 'CustomPermission'],
  ['externalDataSourceAccesses.externalDataSource', 'ExternalDataSource'],
  ['fieldPermissions.field', 'CustomField'],
  ['flowAccesses.flow', 'Flow'],
  ['objectPermissions.object', 'CustomObject'],
  ['pageAccesses.apexPage', 'ApexPage'],
  ['recordTypeVisibilities.recordType', 'RecordType'],
  ['tabSettings.tab', 'CustomTab'],
];

function edges(from: string, fields: readonly (readonly [string, string])[]): TypeReference[] {
  const source = PAGES[from];
  if (!source) throw new Error(`references.ts: no Metadata API Developer Guide page for ${from}`);
  return fields.map(([field, to]) => ({ from, field, to, source }));
}

export const TYPE_REFERENCES: readonly TypeReference[] = [
  ...edges('PermissionSet', ACCESS),
  ...edges('Profile', [
    ...ACCESS,
    ['layoutAssignments.layout', 'Layout'],
    ['layoutAssignments.recordType', 'RecordType'],
    ['loginFlows.flow', 'Flow'],
  ]),
  ...edges('CustomApplication', [
    ['tabs', 'CustomTab'],
    ['defaultLandingTab', 'CustomTab'],
    ['utilityBar', 'FlexiPage'],
    ['actionOverrides.content', 'FlexiPage'],
    ['profileActionOverrides.content', 'FlexiPage'],
    ['profileActionOverrides.recordType', 'RecordType'],
    ['profileActionOverrides.profile', 'Profile'],
  ]),
  ...edges('CustomTab', [
    ['flexiPage', 'FlexiPage'],
    ['page', 'ApexPage'],
    ['lwcComponent', 'LightningComponentBundle'],
    ['auraComponent', 'AuraDefinitionBundle'],
  ]),
  ...edges('CustomObject', [
    ['compactLayoutAssignment', 'CompactLayout'],
    ['actionOverrides.content', 'FlexiPage'],
  ]),
  ...edges('RecordType', [
    ['compactLayoutAssignment', 'CompactLayout'],
    ['businessProcess', 'BusinessProcess'],
    ['picklistValues.picklist', 'CustomField'],
    ['picklistValues.values', 'StandardValueSet'],
    ['picklistValues.values', 'GlobalValueSet'],
  ]),
  ...edges('QuickAction', [
    ['targetRecordType', 'RecordType'],
    ['flowDefinition', 'Flow'],
    ['page', 'ApexPage'],
    ['lightningComponent', 'AuraDefinitionBundle'],
    ['fieldOverrides.field', 'CustomField'],
    ['quickActionLayout.quickActionLayoutColumns.quickActionLayoutItems.field', 'CustomField'],
  ]),
  ...edges('PathAssistant', [
    ['recordTypeName', 'RecordType'],
    ['fieldName', 'CustomField'],
  ]),
  ...edges('Layout', [
    ['layoutSections.layoutColumns.layoutItems.field', 'CustomField'],
    ['quickActionList.quickActionListItems.quickActionName', 'QuickAction'],
    ['platformActionList.platformActionListItems.actionName', 'QuickAction'],
    ['customButtons', 'WebLink'],
  ]),
  ...edges('Workflow', [['alerts.template', 'EmailTemplate']]),
  ...edges('WorkflowAlert', [['template', 'EmailTemplate']]),
  ...edges('EmailTemplate', [['letterhead', 'Letterhead']]),
  ...edges('Dashboard', [['dashboardComponents.report', 'Report']]),
  ...edges('Report', [['reportType', 'ReportType']]),
  ...edges('CompactLayout', [['fields', 'CustomField']]),
  ...edges('FieldSet', [['displayedFields.field', 'CustomField']]),
  ...edges('ListView', [['columns', 'CustomField']]),
];

/** The types a component of `type` may name, by the table (each once). */
export function referencedTypes(type: string): string[] {
  return [...new Set(TYPE_REFERENCES.filter((ref) => ref.from === type).map((ref) => ref.to))];
}
