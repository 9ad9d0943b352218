// cspell:ignore apexclass apextrigger customobject flexipage flexipages lightningcomponentbundle sfdx
// cspell:ignore permissionsets staticresources
// cspell:ignore permision compnent valdiation resourse recrod aprroval asdfgh qwerty
/**
 * The type question set: what Salesforce admins and developers type when they
 * ask "can Metaferry copy X?" or "is X supported?", each with the Metadata API
 * type name it should resolve to, or `null` when the words name no metadata
 * type (records, data, a product, nonsense).
 *
 * The set was written independently of the resolver: without reading
 * src/data/metadata-types/, packages/docs-mcp/src/ or any resolver code, and
 * without running any resolver. The answers are the `name`s of types (and child
 * types) in the metadata registry of `@salesforce/source-deploy-retrieve`
 * (node_modules/@salesforce/source-deploy-retrieve/lib/src/registry/metadataRegistry.json,
 * version 13.7.0), each checked there; the queries are the words admins use:
 * API names in other cases or with spaces, plurals, the folder names of an sfdx
 * project, child types of objects, workflows and sharing rules, Setup and UI
 * names, misspellings and folder types. `why` says in a few words why the
 * answer is that type.
 *
 * `halves()` (./types.ts) splits the set by position into a tuning half (even
 * positions) and a held-out half (odd positions) that no tuning run reads; the
 * queries come in pairs of a similar kind, so both halves get a similar mix.
 */
import type { TypeQuestion } from '../types';
import type { TypeSet } from './define';

export const TYPE_QUESTIONS: readonly TypeQuestion[] = [
  // API names in other cases.
  { query: 'apexclass', type: 'ApexClass', why: 'API name in lower case' },
  { query: 'APEXTRIGGER', type: 'ApexTrigger', why: 'API name in upper case' },
  { query: 'customobject', type: 'CustomObject', why: 'API name in lower case' },
  { query: 'CustomField', type: 'CustomField', why: 'exact API name of the CustomObject child' },
  { query: 'flexipage', type: 'FlexiPage', why: 'API name in lower case, "p" not capitalized' },
  {
    query: 'lightningcomponentbundle',
    type: 'LightningComponentBundle',
    why: 'API name in lower case',
  },
  // API names with spaces.
  { query: 'apex class', type: 'ApexClass', why: 'API name with a space' },
  { query: 'permission set group', type: 'PermissionSetGroup', why: 'API name with spaces' },
  {
    query: 'custom metadata types',
    type: 'CustomObject',
    why: 'a custom metadata type is an __mdt CustomObject; its records are CustomMetadata',
  },
  { query: 'custom labels', type: 'CustomLabels', why: 'API name with a space; the labels file type' },
  // Folder names of an sfdx project.
  { query: 'flows', type: 'Flow', why: 'sfdx folder name' },
  { query: 'lwc', type: 'LightningComponentBundle', why: 'sfdx folder name' },
  { query: 'aura', type: 'AuraDefinitionBundle', why: 'sfdx folder name' },
  { query: 'objects', type: 'CustomObject', why: 'sfdx folder name' },
  { query: 'classes', type: 'ApexClass', why: 'sfdx folder name' },
  { query: 'triggers', type: 'ApexTrigger', why: 'sfdx folder name' },
  { query: 'layouts', type: 'Layout', why: 'sfdx folder name' },
  { query: 'permissionsets', type: 'PermissionSet', why: 'sfdx folder name' },
  { query: 'staticresources', type: 'StaticResource', why: 'sfdx folder name' },
  { query: 'labels', type: 'CustomLabels', why: 'sfdx folder name of the CustomLabels file' },
  { query: 'customMetadata', type: 'CustomMetadata', why: 'sfdx folder name of custom metadata records' },
  { query: 'flexipages', type: 'FlexiPage', why: 'sfdx folder name' },
  { query: 'tabs', type: 'CustomTab', why: 'sfdx folder name' },
  { query: 'workflows', type: 'Workflow', why: 'sfdx folder name' },
  // Child types.
  { query: 'field', type: 'CustomField', why: 'child of CustomObject; standard fields are CustomField too' },
  { query: 'fields', type: 'CustomField', why: 'plural; folder name of CustomField under an object' },
  { query: 'record type', type: 'RecordType', why: 'child of CustomObject, name with a space' },
  { query: 'validation rule', type: 'ValidationRule', why: 'child of CustomObject, name with a space' },
  { query: 'list views', type: 'ListView', why: 'child of CustomObject, plural' },
  { query: 'compact layout', type: 'CompactLayout', why: 'child of CustomObject, name with a space' },
  {
    query: 'web link',
    type: 'WebLink',
    why: 'child of CustomObject (object buttons and links); CustomPageWebLink is home-page links',
  },
  { query: 'custom buttons', type: 'WebLink', why: 'UI name; object buttons are WebLink children' },
  { query: 'custom label', type: 'CustomLabel', why: 'child of CustomLabels' },
  { query: 'workflow rule', type: 'WorkflowRule', why: 'child of Workflow' },
  {
    query: 'criteria-based sharing rules',
    type: 'SharingCriteriaRule',
    why: 'UI name; child of SharingRules',
  },
  { query: 'owner based sharing rule', type: 'SharingOwnerRule', why: 'UI name; child of SharingRules' },
  { query: 'Account fields', type: 'CustomField', why: "a standard object's fields are CustomField" },
  { query: 'Opportunity record types', type: 'RecordType', why: "an object's record types are RecordType" },
  { query: 'field update', type: 'WorkflowFieldUpdate', why: 'UI name; child of Workflow' },
  { query: 'email alerts', type: 'WorkflowAlert', why: 'UI name; child of Workflow' },
  // UI and everyday names.
  { query: 'Lightning page', type: 'FlexiPage', why: 'UI name; FlexiPage in the registry' },
  {
    query: 'Lightning web component',
    type: 'LightningComponentBundle',
    why: 'UI name; LightningComponentBundle in the registry',
  },
  { query: 'Visualforce page', type: 'ApexPage', why: 'UI name; ApexPage in the registry' },
  { query: 'email template', type: 'EmailTemplate', why: 'API name with a space' },
  { query: 'report type', type: 'ReportType', why: 'API name with a space' },
  { query: 'named credential', type: 'NamedCredential', why: 'API name with a space' },
  { query: 'custom setting', type: 'CustomObject', why: 'custom settings are defined as CustomObject' },
  {
    query: 'custom metadata record',
    type: 'CustomMetadata',
    why: 'a record of a custom metadata type is CustomMetadata',
  },
  { query: 'page layout', type: 'Layout', why: 'UI name; Layout in the registry' },
  { query: 'app', type: 'CustomApplication', why: 'UI name; apps are CustomApplication' },
  { query: 'permission set', type: 'PermissionSet', why: 'API name with a space' },
  { query: 'profile', type: 'Profile', why: 'API name in lower case' },
  { query: 'queue', type: 'Queue', why: 'API name in lower case' },
  { query: 'public group', type: 'Group', why: 'UI name; Group in the registry' },
  { query: 'role', type: 'Role', why: 'API name in lower case' },
  { query: 'flow definition', type: 'FlowDefinition', why: 'API name with a space' },
  { query: 'static resource', type: 'StaticResource', why: 'API name with a space' },
  { query: 'remote site', type: 'RemoteSiteSetting', why: 'UI name (Remote Site Settings)' },
  { query: 'connected app', type: 'ConnectedApp', why: 'API name with a space' },
  {
    query: 'external client app',
    type: 'ExternalClientApplication',
    why: 'UI name; ExternalClientApplication in the registry',
  },
  { query: 'Einstein bot', type: 'Bot', why: 'UI name; Bot in the registry' },
  { query: 'approval process', type: 'ApprovalProcess', why: 'API name with a space' },
  { query: 'escalation rule', type: 'EscalationRule', why: 'child of EscalationRules' },
  { query: 'assignment rule', type: 'AssignmentRule', why: 'child of AssignmentRules' },
  {
    query: 'Process Builder',
    type: 'Flow',
    why: 'Process Builder processes are stored as Flow (processType Workflow)',
  },
  { query: 'record-triggered flow', type: 'Flow', why: 'a kind of flow; Flow in the registry' },
  { query: 'platform event', type: 'CustomObject', why: 'platform events are __e CustomObjects' },
  { query: 'Visualforce component', type: 'ApexComponent', why: 'UI name; ApexComponent in the registry' },
  { query: 'aura component', type: 'AuraDefinitionBundle', why: 'UI name; AuraDefinitionBundle' },
  {
    query: 'lightning message channel',
    type: 'LightningMessageChannel',
    why: 'API name with spaces',
  },
  { query: 'CSP trusted site', type: 'CspTrustedSite', why: 'UI name; CspTrustedSite in the registry' },
  { query: 'CORS allowed origin', type: 'CorsWhitelistOrigin', why: 'UI name; CorsWhitelistOrigin' },
  { query: 'global value set', type: 'GlobalValueSet', why: 'API name with spaces' },
  { query: 'sales process', type: 'BusinessProcess', why: 'UI name; child BusinessProcess of CustomObject' },
  { query: 'duplicate rules', type: 'DuplicateRule', why: 'API name, plural' },
  { query: 'matching rule', type: 'MatchingRule', why: 'child of MatchingRules' },
  { query: 'custom permission', type: 'CustomPermission', why: 'API name with a space' },
  { query: 'sales path', type: 'PathAssistant', why: 'UI name (Path); PathAssistant in the registry' },
  { query: 'quick actions', type: 'QuickAction', why: 'API name, plural' },
  {
    query: 'custom notification type',
    type: 'CustomNotificationType',
    why: 'API name with spaces',
  },
  // Misspellings.
  { query: 'permision set', type: 'PermissionSet', why: 'misspelling of permission set' },
  {
    query: 'lightning web compnent',
    type: 'LightningComponentBundle',
    why: 'misspelling of Lightning web component',
  },
  { query: 'valdiation rules', type: 'ValidationRule', why: 'misspelling of validation rules' },
  { query: 'static resourse', type: 'StaticResource', why: 'misspelling of static resource' },
  { query: 'recrod type', type: 'RecordType', why: 'misspelling of record type' },
  { query: 'aprroval process', type: 'ApprovalProcess', why: 'misspelling of approval process' },
  // Folder types and the types that live in folders.
  { query: 'report folder', type: 'ReportFolder', why: "folder type; Report's folderType" },
  { query: 'dashboard folder', type: 'DashboardFolder', why: "folder type; Dashboard's folderType" },
  { query: 'reports', type: 'Report', why: 'API name, plural; sfdx folder name' },
  { query: 'dashboards', type: 'Dashboard', why: 'API name, plural; sfdx folder name' },
  { query: 'document folders', type: 'DocumentFolder', why: "folder type; Document's folderType" },
  { query: 'documents', type: 'Document', why: 'sfdx folder name; Document lives in folders' },
  // No metadata type.
  { query: 'account records', type: null, why: 'records of a standard object are data, not metadata' },
  { query: 'data', type: null, why: 'records in general, no type' },
  { query: 'Salesforce CPQ', type: null, why: 'a product (managed package), no type' },
  { query: 'users', type: null, why: 'User records are data, not metadata' },
  { query: 'asdfgh qwerty', type: null, why: 'nonsense' },
  { query: 'Chatter posts', type: null, why: 'feed records, not metadata' },
  { query: 'sandbox', type: null, why: 'an org, not a metadata type' },
  { query: 'login history', type: null, why: 'audit records, not metadata' },
];

export const SET: TypeSet = {
  kind: 'type',
  round: 1,
  name: 'type set',
  held: 'halves',
  blind: true,
  arrival: null,
  story:
    '100 queries written without reading or running the resolver, each answer a type name of the registry: 100 % tuning, 90 % held out when the floors were set.',
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 1, heldOut: 0.98 },
  questions: TYPE_QUESTIONS,
};
