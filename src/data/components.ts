// Page names of the Metadata API Developer Guide. cspell:ignore compactlayout profileactionoverride businessprocess remotesitesetting searchlayouts
/**
 * The supported-components catalogue: one entry per component type a
 * Metaferry step can copy, one page per entry under
 * `docs/supported-components/<slug>.mdx`.
 *
 * The sidebar, the filterable index, each page's "At a glance" box and the
 * order-of-steps table all read this list, so they cannot disagree. Every
 * Salesforce name below (metadata types, fields, permission names) is spelled
 * as the Metadata API Developer Guide or Salesforce Help spells it; check there
 * before changing one. `src/data/__tests__/components.test.ts` validates the
 * whole list.
 *
 * This module is plain data plus pure functions: `sidebars.ts` imports it in
 * Node, so it must not import anything from the browser or the theme.
 */

import { facts } from './salesforce-facts';

import { isStep, packageInstallRequestReference, type ComponentEntry, type Limit } from './catalogue';

export * from './catalogue';

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';

/**
 * Each Metadata API type an entry names, with its page in Salesforce's
 * Metadata API Developer Guide (the current release). The folder types share
 * Salesforce's one Folder page. A type missing here fails
 * src/data/__tests__/components.test.ts, naming the entry and the type: find
 * the page in the guide's list of metadata types and add it.
 */
export const metadataTypeReference: Readonly<Record<string, string>> = {
  ApexClass: `${API_META}meta_classes.htm`,
  ApexPage: `${API_META}meta_pages.htm`,
  ApexTrigger: `${API_META}meta_triggers.htm`,
  BusinessProcess: `${API_META}meta_businessprocess.htm`,
  CompactLayout: `${API_META}meta_compactlayout.htm`,
  CustomApplication: `${API_META}meta_customapplication.htm`,
  CustomField: `${API_META}customfield.htm`,
  CustomLabels: `${API_META}meta_customlabels.htm`,
  CustomObject: `${API_META}customobject.htm`,
  CustomTab: `${API_META}meta_tab.htm`,
  Dashboard: `${API_META}meta_dashboard.htm`,
  DashboardFolder: `${API_META}meta_folder.htm`,
  EmailFolder: `${API_META}meta_folder.htm`,
  EmailTemplate: `${API_META}meta_emailtemplate.htm`,
  EmailTemplateFolder: `${API_META}meta_folder.htm`,
  FieldSet: `${API_META}meta_fieldset.htm`,
  Flow: `${API_META}meta_visual_workflow.htm`,
  GlobalValueSet: `${API_META}meta_globalvalueset.htm`,
  Layout: `${API_META}meta_layouts.htm`,
  Letterhead: `${API_META}meta_letterhead.htm`,
  LightningComponentBundle: `${API_META}meta_lightningcomponentbundle.htm`,
  ListView: `${API_META}meta_listview.htm`,
  PermissionSet: `${API_META}meta_permissionset.htm`,
  Profile: `${API_META}meta_profile.htm`,
  RecordType: `${API_META}meta_recordtype.htm`,
  RemoteSiteSetting: `${API_META}meta_remotesitesetting.htm`,
  Report: `${API_META}meta_report.htm`,
  ReportFolder: `${API_META}meta_folder.htm`,
  ReportType: `${API_META}meta_reporttype.htm`,
  StandardValueSet: `${API_META}meta_standardvalueset.htm`,
  StaticResource: `${API_META}meta_staticresource.htm`,
};

// Salesforce pages the limit sentences below cite; each states the rule its limits say.
const DEPENDENT_COMPONENTS = {
  source:
    'https://help.salesforce.com/s/articleView?id=platform.changesets_outbound_dependencies.htm&language=en_US&type=5',
  sourceTitle: 'Salesforce Help: View and Add Dependent Components to a Change Set',
} as const;
const ANONYMOUS_BLOCKS = {
  source: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_anonymous_block.htm',
  sourceTitle: 'Apex Developer Guide: Anonymous Blocks',
} as const;
const FIELD_HISTORY = {
  source: facts.fieldHistoryMaxFields.source,
  sourceTitle: facts.fieldHistoryMaxFields.sourceTitle,
} as const;

/** A limit sentence built from a fact: the sentence, with the fact's source. */
function fromFact(fact: { readonly source: string; readonly sourceTitle: string }, text: string): Limit {
  return { text, source: fact.source, sourceTitle: fact.sourceTitle };
}

/** A limit sentence whose rule is on `page`. */
function from(page: { readonly source: string; readonly sourceTitle: string }, text: string): Limit {
  return { text, ...page };
}

/** A limit sentence whose rule is on a page of the Metadata API Developer Guide. */
function fromMetadataApi(page: string, title: string, text: string): Limit {
  return { text, source: `${API_META}${page}`, sourceTitle: `Metadata API Developer Guide: ${title}` };
}

/** Salesforce Help on profiles deployed without their layoutAssignments. */
const PROFILE_LAYOUT_ASSIGNMENTS = {
  source: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
  sourceTitle: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
} as const;

// Limits shared by several entries, from the facts every page states.
const DEPLOY_LIMIT: Limit = {
  text: `One Metadata API deploy takes at most ${facts.deployLimits.text}.`,
  source: facts.deployLimits.source,
  sourceTitle: facts.deployLimits.sourceTitle,
};
const APEX_TESTS: Limit = {
  text: `A production deploy that contains Apex classes or triggers must run tests that cover at least ${facts.apexProductionCoverage.text} of the org's Apex code; Salesforce accepts NoTestRun only in non-production orgs.`,
  source: facts.apexProductionCoverage.source,
  sourceTitle: facts.apexProductionCoverage.sourceTitle,
};

const entries: readonly ComponentEntry[] = [
  {
    slug: 'apex-pages-overrides',
    title: 'Visualforce page overrides',
    summary:
      'Copy which Visualforce page replaces a standard action, such as View, Edit or New, on standard and custom objects.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomObject'],
    fields: [
      'CustomObject.actionOverrides',
      'ActionOverride.actionName',
      'ActionOverride.type',
      'ActionOverride.content',
      'ActionOverride.skipRecordTypeSelect',
      'ActionOverride.formFactor',
      'ActionOverride.comment',
    ],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'An override can name only a Visualforce page that exists in the target org.',
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'ci-cd',
    title: 'CI/CD',
    summary:
      'Start a job from a build pipeline with a workspace API token, through the metaferry client or an HTTPS call.',
    category: 'packaging-delivery',
    mechanism: 'pipeline',
    anyMetadataType: false,
    metadataTypes: [],
    fields: [],
    permissions: [],
    runAfter: [],
    validateOnly: true,
    deletes: false,
    limits: [DEPLOY_LIMIT, APEX_TESTS],
  },
  {
    slug: 'compact-layout-assignments',
    title: 'Compact layout assignments',
    summary:
      'Copy compact layouts and set which one each object, and each record type, uses as its primary compact layout.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CompactLayout', 'CustomObject', 'RecordType'],
    fields: [
      'CustomObject.compactLayouts',
      'CustomObject.compactLayoutAssignment',
      'CompactLayout.label',
      'CompactLayout.fields',
      'RecordType.compactLayoutAssignment',
    ],
    permissions: [],
    runAfter: ['components', 'record-types', 'page-layouts'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_compactlayout.htm',
        'CompactLayout',
        "Compact layouts can't show text area, long text area, rich text area or multi-select picklist fields.",
      ),
      fromFact(
        facts.compactLayoutHighlightsFields,
        `A record's highlights show a compact layout's fields: ${facts.compactLayoutHighlightsFields.text}.`,
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'components',
    title: 'Components',
    summary:
      'Copy components of any Metadata API type, such as custom objects and fields, Apex classes, flows and permission sets.',
    category: 'packaging-delivery',
    mechanism: 'metadata-deploy',
    anyMetadataType: true,
    metadataTypes: [
      'CustomObject',
      'CustomField',
      'ApexClass',
      'ApexTrigger',
      'ApexPage',
      'Flow',
      'PermissionSet',
      'ReportType',
      'BusinessProcess',
      'LightningComponentBundle',
      'CustomLabels',
      'StaticResource',
    ],
    fields: [],
    permissions: ['Manage Profiles and Permission Sets'],
    runAfter: ['package-upgrade'],
    validateOnly: true,
    deletes: true,
    limits: [DEPLOY_LIMIT, APEX_TESTS],
  },
  {
    slug: 'dashboards',
    title: 'Dashboards',
    summary:
      'Copy dashboards and their folders, with components, filters and running user, after the reports they show.',
    category: 'analytics',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['Dashboard', 'DashboardFolder'],
    fields: [
      'Dashboard.title',
      'Dashboard.dashboardType',
      'Dashboard.runningUser',
      'Dashboard.dashboardGridLayout',
      'Dashboard.dashboardFilters',
      'DashboardFolder.folderShares',
    ],
    permissions: [
      'Manage Dashboards in Public Folders',
      'Create Dashboard Folders',
      'Manage Dynamic Dashboards',
    ],
    runAfter: ['reports'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_user_references.htm',
        'Maintaining User References',
        'Salesforce matches the running user by username; if no user matches in the target org, the deploy fails.',
      ),
      from(DEPENDENT_COMPONENTS, 'Every report a dashboard component shows must exist in the target org.'),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'email-templates',
    title: 'Email templates',
    summary: 'Copy Classic and Lightning email templates with their folders, letterhead and attachments.',
    category: 'code-automation',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['EmailTemplate', 'EmailFolder', 'EmailTemplateFolder'],
    fields: [
      'EmailTemplate.type',
      'EmailTemplate.uiType',
      'EmailTemplate.subject',
      'EmailTemplate.relatedEntityType',
      'EmailTemplate.letterhead',
      'EmailTemplate.available',
      'EmailTemplate.attachments',
    ],
    permissions: [
      'Manage Public Classic Email Templates',
      'Manage Public Lightning Email Templates',
      'Create Folders for Lightning Email Templates',
    ],
    runAfter: ['components', 'letterheads'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_folder.htm',
        'Folder',
        'Email templates live in folders; a folder must exist in the target org before its templates.',
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'execute-anonymous-apex',
    title: 'Execute anonymous Apex',
    summary:
      'Run an Apex script in each target org as the authorized user, for example to set up data after a deploy.',
    category: 'code-automation',
    mechanism: 'execute-anonymous',
    anyMetadataType: false,
    metadataTypes: [],
    fields: [],
    permissions: ['Author Apex'],
    runAfter: ['components', 'remote-site-settings'],
    validateOnly: false,
    deletes: false,
    limits: [
      from(
        ANONYMOUS_BLOCKS,
        'Anonymous Apex has no check-only mode: when the script completes without errors, Salesforce commits its changes.',
      ),
      fromFact(
        facts.apexSoqlQueries,
        `The script runs under synchronous Apex governor limits, such as ${facts.apexSoqlQueries.text}, ${facts.apexDmlStatements.text} and ${facts.apexCpuTime.text}.`,
      ),
      from(
        ANONYMOUS_BLOCKS,
        "The script runs as the authorized user and fails to compile if it breaks that user's object or field permissions.",
      ),
    ],
  },
  {
    slug: 'field-history-tracking',
    title: 'Field history tracking',
    summary: 'Turn on history for objects and copy which fields each target org tracks.',
    category: 'data-model',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomObject', 'CustomField'],
    fields: ['CustomObject.enableHistory', 'CustomField.trackHistory'],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromFact(
        facts.fieldHistoryMaxFields,
        `An object tracks at most ${facts.fieldHistoryMaxFields.text}, or 60 with Field Audit Trail.`,
      ),
      from(
        FIELD_HISTORY,
        "Formula, roll-up summary and auto-number fields, Created By and Last Modified By can't be tracked.",
      ),
      fromFact(
        facts.fieldHistoryRetention,
        `Without Field Audit Trail, field history is kept for ${facts.fieldHistoryRetention.text}.`,
      ),
    ],
  },
  {
    slug: 'field-sets',
    title: 'Field sets',
    summary:
      'Copy field sets, the named groups of fields that Visualforce pages, Lightning components and packages read.',
    category: 'data-model',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['FieldSet'],
    fields: [
      'CustomObject.fieldSets',
      'FieldSet.label',
      'FieldSet.description',
      'FieldSet.displayedFields',
      'FieldSet.availableFields',
    ],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(DEPENDENT_COMPONENTS, 'Every field a field set names must exist on the object in the target org.'),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'flexi-pages-overrides',
    title: 'Lightning page overrides',
    summary:
      'Copy Lightning record and Home page activation: org default, app default, and app, record type and profile assignments.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomObject', 'CustomApplication'],
    fields: [
      'CustomObject.actionOverrides',
      'ActionOverride.type',
      'ActionOverride.content',
      'ActionOverride.formFactor',
      'CustomApplication.actionOverrides',
      'CustomApplication.profileActionOverrides',
      'ProfileActionOverride.recordType',
      'ProfileActionOverride.profile',
    ],
    permissions: [],
    runAfter: ['components', 'record-types', 'page-layouts'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'An activation can name only a Lightning page (FlexiPage) that exists in the target org.',
      ),
      fromMetadataApi(
        'meta_profileactionoverride.htm',
        'ProfileActionOverride',
        'From API version 45.0, assignments by profile live on CustomApplication, not on Profile.',
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'help-texts',
    title: 'Help text',
    summary: 'Copy the inline help text that users see next to standard and custom fields.',
    category: 'data-model',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomField'],
    fields: ['CustomField.inlineHelpText'],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [DEPLOY_LIMIT],
  },
  {
    slug: 'letterheads',
    title: 'Letterheads',
    summary:
      'Copy Classic letterheads: the header, footer, colors and logo that Classic HTML email templates use.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['Letterhead'],
    fields: [
      'Letterhead.available',
      'Letterhead.header',
      'Letterhead.footer',
      'Letterhead.backgroundColor',
      'Letterhead.bodyColor',
      'Letterhead.topLine',
      'Letterhead.middleLine',
      'Letterhead.bottomLine',
    ],
    permissions: ['Manage Letterheads'],
    runAfter: ['package-upgrade'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'A letterhead logo points to a document, which must exist in the target org or deploy with the letterhead.',
      ),
      from(
        {
          source:
            'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-enhancedletterhead.html',
          sourceTitle: 'Object Reference for the Salesforce Platform: EnhancedLetterhead',
        },
        "Enhanced letterheads for Lightning email templates are EnhancedLetterhead records, data rather than metadata, so the Metadata API can't deploy them.",
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'list-views',
    title: 'List views',
    summary: 'Copy public and shared list views: their columns, filters, filter logic and who can see them.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['ListView'],
    fields: [
      'CustomObject.listViews',
      'ListView.label',
      'ListView.columns',
      'ListView.filterScope',
      'ListView.filters',
      'ListView.booleanFilter',
      'ListView.queue',
      'ListView.division',
      'ListView.sharedTo',
    ],
    permissions: ['Manage Public List Views'],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'The groups, roles and queues a list view names must exist in the target org.',
      ),
      fromFact(
        facts.listViewFilterPicklistChars,
        `The picklist values chosen in one list view filter must total fewer than ${facts.listViewFilterPicklistChars.text}.`,
      ),
    ],
  },
  {
    slug: 'package-upgrade',
    title: 'Package upgrade',
    summary:
      'Install or upgrade a managed package version, by its 04t ID, in each target org before the steps that need it.',
    category: 'packaging-delivery',
    mechanism: 'package-install',
    anyMetadataType: false,
    // The step creates a Tooling API PackageInstallRequest in each target: no
    // Metadata API type is deployed, so the entry names none (the schema test
    // allows that for package installs) and At a glance links the Tooling API
    // object instead. InstalledPackage, the Metadata API type, is what the
    // Components step would deploy; this step doesn't use it.
    metadataTypes: [],
    fields: [
      'PackageInstallRequest.SubscriberPackageVersionKey',
      'PackageInstallRequest.Password',
      'PackageInstallRequest.SecurityType',
      'PackageInstallRequest.EnableRss',
    ],
    permissions: ['Download AppExchange Packages'],
    runAfter: [],
    validateOnly: false,
    deletes: false,
    limits: [
      {
        text: 'A package protected by an installation key installs only when the request sends that key as Password.',
        source: packageInstallRequestReference.url,
        sourceTitle: packageInstallRequestReference.title,
      },
    ],
  },
  {
    slug: 'page-layouts',
    title: 'Page layouts',
    summary:
      'Copy page layouts, with sections, fields, related lists, buttons and actions, and optionally their profile assignments.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['Layout', 'Profile'],
    fields: [
      'Layout.layoutSections',
      'Layout.relatedLists',
      'Layout.customButtons',
      'Layout.excludeButtons',
      'Layout.quickActionList',
      'Layout.platformActionList',
      'Profile.layoutAssignments',
    ],
    permissions: ['Manage Profiles and Permission Sets'],
    runAfter: ['components', 'picklist-values', 'record-types'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'Every field, related list, button and action a layout names must exist in the target org.',
      ),
      {
        text: 'Which profile and record type use a layout is stored on the Profile, in layoutAssignments, not on the Layout.',
        source: 'https://help.salesforce.com/s/articleView?id=000382756&language=en_US&type=1',
        sourceTitle: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
      },
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'picklist-values',
    title: 'Picklist values',
    summary:
      'Copy the values of custom picklist fields, standard picklists and global value sets, with their dependencies.',
    category: 'data-model',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomField', 'StandardValueSet', 'GlobalValueSet'],
    // A value set is its values: the step sends it whole (CustomField stays shared with other steps).
    copiesWhole: ['StandardValueSet', 'GlobalValueSet'],
    fields: [
      'CustomField.valueSet',
      'ValueSet.valueSetDefinition',
      'ValueSet.valueSetName',
      'ValueSet.restricted',
      'ValueSet.controllingField',
      'ValueSet.valueSettings',
      'StandardValueSet.standardValue',
      'GlobalValueSet.customValue',
    ],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromFact(
        facts.picklistRestrictedMaxValues,
        `A restricted picklist holds at most ${facts.picklistRestrictedMaxValues.text}.`,
      ),
      fromFact(
        facts.globalValueSetMaxValues,
        `A global value set holds at most ${facts.globalValueSetMaxValues.text}.`,
      ),
      fromFact(
        facts.picklistUnrestrictedMaxActive,
        `An unrestricted picklist holds at most ${facts.picklistUnrestrictedMaxActive.text}.`,
      ),
    ],
  },
  {
    slug: 'profile-updates',
    title: 'Profile updates',
    summary:
      'Copy only the profile sections you choose, narrowed to chosen objects and fields, into profiles in each target org.',
    category: 'security-access',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['Profile'],
    fields: [
      'Profile.objectPermissions',
      'Profile.fieldPermissions',
      'Profile.layoutAssignments',
      'Profile.tabVisibilities',
      'Profile.recordTypeVisibilities',
      'Profile.userPermissions',
      'Profile.classAccesses',
      'Profile.pageAccesses',
      'Profile.applicationVisibilities',
    ],
    permissions: ['Manage Profiles and Permission Sets'],
    runAfter: ['components', 'record-types', 'page-layouts', 'tab-styles'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(
        DEPENDENT_COMPONENTS,
        'Every object, field, tab, record type, layout, class and page an entry names must exist in the target org.',
      ),
      from(
        PROFILE_LAYOUT_ASSIGNMENTS,
        'A profile deployed without layoutAssignments loses all its page layout assignments in the target org.',
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'record-types',
    title: 'Record types',
    summary:
      'Copy record types with their business process and the picklist values each one offers, and optionally their visibility.',
    category: 'data-model',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['RecordType', 'Profile'],
    fields: [
      'RecordType.label',
      'RecordType.description',
      'RecordType.active',
      'RecordType.businessProcess',
      'RecordType.picklistValues',
      'Profile.recordTypeVisibilities',
    ],
    permissions: ['Manage Profiles and Permission Sets'],
    runAfter: ['picklist-values'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_businessprocess.htm',
        'BusinessProcess',
        'A record type on Opportunity, Case, Lead or Solution is assigned a sales, support, lead or solution process, which must exist in the target org.',
      ),
      from(
        DEPENDENT_COMPONENTS,
        'A record type can offer only values that its picklist has in the target org.',
      ),
      {
        text: "Salesforce doesn't delete record types through the API.",
        source:
          'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-recordtype.html',
        sourceTitle: 'Tooling API: RecordType',
      },
    ],
  },
  {
    slug: 'remote-site-settings',
    title: 'Remote site settings',
    summary:
      'Copy remote site settings, the outside endpoints that Apex callouts and Visualforce JavaScript may reach.',
    category: 'security-access',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['RemoteSiteSetting'],
    fields: [
      'RemoteSiteSetting.url',
      'RemoteSiteSetting.isActive',
      'RemoteSiteSetting.disableProtocolSecurity',
      'RemoteSiteSetting.description',
    ],
    permissions: [],
    runAfter: ['package-upgrade'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_remotesitesetting.htm',
        'RemoteSiteSetting',
        'An Apex callout to a site fails unless a remote site setting registers the site.',
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'reports',
    title: 'Reports',
    summary:
      'Copy reports and their folders, with columns, filters, groupings and charts, onto report types in the target org.',
    category: 'analytics',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['Report', 'ReportFolder'],
    fields: [
      'Report.format',
      'Report.reportType',
      'Report.columns',
      'Report.groupingsDown',
      'Report.groupingsAcross',
      'Report.filter',
      'Report.chart',
      'ReportFolder.folderShares',
    ],
    permissions: ['Manage Reports in Public Folders', 'Create Report Folders'],
    runAfter: ['components', 'picklist-values', 'record-types'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(DEPENDENT_COMPONENTS, "A report's folder and report type must exist in the target org."),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'search-layouts',
    title: 'Search layouts',
    summary:
      'Copy the columns and buttons of search results, lookup dialogs and recent records lists for each object.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomObject'],
    fields: [
      'CustomObject.searchLayouts',
      'SearchLayouts.searchResultsAdditionalFields',
      'SearchLayouts.lookupDialogsAdditionalFields',
      'SearchLayouts.lookupPhoneDialogsAdditionalFields',
      'SearchLayouts.lookupFilterFields',
      'SearchLayouts.searchFilterFields',
      'SearchLayouts.customTabListAdditionalFields',
      'SearchLayouts.listViewButtons',
      'SearchLayouts.searchResultsCustomButtons',
      'SearchLayouts.excludedStandardButtons',
    ],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      fromMetadataApi(
        'meta_searchlayouts.htm',
        'SearchLayouts',
        "The Metadata API can't change the search layouts of Event and Task.",
      ),
      fromMetadataApi(
        'meta_searchlayouts.htm',
        'SearchLayouts',
        "An object's Name field is always the first column; the Metadata API adds it back if it is left out.",
      ),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'tab-styles',
    title: 'Tab styles',
    summary: 'Copy the color and icon of custom tabs, or whole tabs that a target org lacks.',
    category: 'layout-ui',
    mechanism: 'metadata-deploy',
    anyMetadataType: false,
    metadataTypes: ['CustomTab'],
    fields: ['CustomTab.motif', 'CustomTab.icon'],
    permissions: [],
    runAfter: ['components'],
    validateOnly: true,
    deletes: false,
    limits: [
      from(DEPENDENT_COMPONENTS, 'The icon a custom tab names must exist in the target org.'),
      DEPLOY_LIMIT,
    ],
  },
  {
    slug: 'zip-packages',
    title: 'Zip packages',
    summary:
      'Deploy a zip file you upload, with a package.xml manifest and optional destructive changes, to each target org.',
    category: 'packaging-delivery',
    mechanism: 'metadata-deploy',
    anyMetadataType: true,
    metadataTypes: [],
    fields: [],
    permissions: ['Manage Profiles and Permission Sets'],
    runAfter: ['package-upgrade'],
    validateOnly: true,
    deletes: true,
    limits: [
      DEPLOY_LIMIT,
      APEX_TESTS,
      fromMetadataApi(
        'meta_deploy_deleting_files.htm',
        'Deleting Components from an Organization',
        'Deletions go in destructiveChanges.xml, destructiveChangesPre.xml or destructiveChangesPost.xml, next to package.xml.',
      ),
    ],
  },
];

/** The catalogue, sorted by title. */
export const components: readonly ComponentEntry[] = [...entries].sort((a, b) =>
  a.title.localeCompare(b.title, 'en'),
);

const bySlug: ReadonlyMap<string, ComponentEntry> = new Map(components.map((entry) => [entry.slug, entry]));

/** The entry for a slug; throws, naming the slug, when there is none. */
export function getComponent(slug: string): ComponentEntry {
  const entry = bySlug.get(slug);
  if (!entry) {
    throw new Error(
      `Unknown supported-component slug "${slug}". Add it to src/data/components.ts or fix the slug; known slugs: ${[
        ...bySlug.keys(),
      ]
        .sort()
        .join(', ')}.`,
    );
  }
  return entry;
}

type LayerEntry = Pick<ComponentEntry, 'slug' | 'title' | 'runAfter'>;

/**
 * Topological layering: layer 0 holds the entries that depend on nothing,
 * each later layer the entries whose prerequisites are all in earlier layers.
 * Entries inside a layer are sorted by title.
 *
 * Throws when an entry names a prerequisite that isn't in `list`, or when the
 * prerequisites form a cycle; the message names the entries involved.
 */
export function layer<T extends LayerEntry>(list: readonly T[]): T[][] {
  const known = new Map(list.map((entry) => [entry.slug, entry]));
  for (const entry of list) {
    for (const dependency of entry.runAfter) {
      if (!known.has(dependency)) {
        throw new Error(
          `"${entry.slug}" runs after "${dependency}", which is not in the list being ordered.`,
        );
      }
    }
  }

  const layers: T[][] = [];
  const placed = new Set<string>();
  let remaining = [...list];
  while (remaining.length > 0) {
    const ready = remaining.filter((entry) => entry.runAfter.every((dependency) => placed.has(dependency)));
    if (ready.length === 0) {
      throw new Error(describeCycle(remaining));
    }
    ready.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    for (const entry of ready) placed.add(entry.slug);
    layers.push(ready);
    remaining = remaining.filter((entry) => !placed.has(entry.slug));
  }
  return layers;
}

/** Names one cycle among entries that could not be placed, e.g. `a → b → a`. */
function describeCycle(stuck: readonly LayerEntry[]): string {
  const stuckBySlug = new Map(stuck.map((entry) => [entry.slug, entry]));
  // Every stuck entry waits for at least one stuck entry, so walking
  // "first stuck prerequisite" links must eventually revisit a slug.
  const path: string[] = [];
  const seenAt = new Map<string, number>();
  let current = stuck[0]?.slug;
  while (current !== undefined && !seenAt.has(current)) {
    seenAt.set(current, path.length);
    path.push(current);
    current = stuckBySlug.get(current)?.runAfter.find((dependency) => stuckBySlug.has(dependency));
  }
  const cycle = current === undefined ? path : [...path.slice(seenAt.get(current)), current];
  const blocked = stuck.map((entry) => entry.slug).sort();
  return `Dependency cycle in runAfter: ${cycle.join(' → ')}. Entries that cannot be ordered: ${blocked.join(', ')}.`;
}

/** The steps of the catalogue in dependency order (see `layer`). */
export function dependencyOrder(): ComponentEntry[][] {
  return layer(components.filter(isStep));
}

// --- What the browser components get at build time ------------------------
// src/plugins/catalogue-data adds these as a `data` prop to the elements
// that render the catalogue, so the pages carry only what they show.

/** Everything src/elements/AtAGlance shows for one entry. */
export interface AtAGlanceData {
  readonly entry: ComponentEntry;
  /** Salesforce's reference page of each of the entry's Metadata API types that has one. */
  readonly typeReferences: Readonly<Record<string, string>>;
  /** Title of each entry this one runs after, in order. */
  readonly runAfter: readonly { readonly slug: string; readonly title: string }[];
}

export function atAGlanceData(slug: string): AtAGlanceData {
  const entry = getComponent(slug);
  const typeReferences: Record<string, string> = {};
  for (const type of entry.metadataTypes) {
    const url = metadataTypeReference[type];
    if (url) typeReferences[type] = url;
  }
  const runAfter = isStep(entry)
    ? entry.runAfter.map((dependency) => ({ slug: dependency, title: getComponent(dependency).title }))
    : [];
  return { entry, typeReferences, runAfter };
}

/** The fields of an entry the catalogue's cards and filter read. */
export type CatalogueCard = Pick<
  ComponentEntry,
  'slug' | 'title' | 'summary' | 'category' | 'mechanism' | 'metadataTypes' | 'anyMetadataType' | 'fields'
>;

/** Everything src/elements/ComponentCatalogue shows: every entry, as a card. */
export function catalogueData(): { readonly entries: readonly CatalogueCard[] } {
  return {
    entries: components.map(
      ({ slug, title, summary, category, mechanism, metadataTypes, anyMetadataType, fields }) => ({
        slug,
        title,
        summary,
        category,
        mechanism,
        metadataTypes,
        anyMetadataType,
        fields,
      }),
    ),
  };
}

let wholeCopyCache: ReadonlyMap<string, string> | undefined;

/**
 * The one step that copies whole components of a type, by type: an entry's
 * first type when no other entry has it first, and its `copiesWhole` types.
 * Every other type goes to Components. The planner (package-plan/data.ts)
 * and `check_support` (metadata-types/index.ts, coverageOf) both read it, so
 * they send a type to the same step (issue 38).
 */
export function wholeCopySteps(): ReadonlyMap<string, string> {
  // The catalogue is fixed data: worked out once (coverageOf asks for each of the registry's types).
  wholeCopyCache ??= buildWholeCopySteps();
  return wholeCopyCache;
}

function buildWholeCopySteps(): ReadonlyMap<string, string> {
  const firsts = new Map<string, string[]>();
  for (const entry of components) {
    const first = entry.metadataTypes[0];
    if (entry.anyMetadataType || !isStep(entry) || !first) continue;
    firsts.set(first, [...(firsts.get(first) ?? []), entry.slug]);
  }
  const steps = new Map<string, string>();
  for (const [type, slugs] of firsts) if (slugs.length === 1 && slugs[0]) steps.set(type, slugs[0]);
  for (const entry of components) for (const type of entry.copiesWhole ?? []) steps.set(type, entry.slug);
  return steps;
}
