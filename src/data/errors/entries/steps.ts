// Repository names, API names and Salesforce's own misspellings, as sources and messages spell them.
// cspell:ignore RECORDTYPE Rypple installationkey
/**
 * The errors the catalogue pages' "Common errors" sections list, ordered by
 * page (alphabetical by slug) and, within a page, in the page's order. An
 * error several pages list sits with the first of them and names them all in
 * `steps`.
 *
 * Every source below was checked with the search tool. Where a page showed
 * only the rule, `confirms` says `rule`; where Salesforce documents no text
 * and none could be found, `message` is null and `lookFor` says what to
 * look for.
 */
import type { ErrorEntry, ErrorSource } from '../types';

/** Salesforce Help's page on dependent components: the rule behind every "not found in the target" error. */
function dependencies(where: string): ErrorSource {
  return {
    url: 'https://help.salesforce.com/s/articleView?id=platform.changesets_outbound_dependencies.htm&language=en_US&type=5',
    title: 'Salesforce Help: View and Add Dependent Components to a Change Set',
    confirms: 'rule',
    where,
  };
}

const DEPENDENCY_RULE =
  'Introduction: a dependent component must exist in every org the change is deployed to';

function metadataType(url: string, type: string, where: string): ErrorSource {
  return { url, title: `Metadata API Developer Guide: ${type}`, confirms: 'rule', where };
}

const ANONYMOUS_BLOCKS =
  'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_anonymous_block.htm';
const GOVERNOR_LIMITS =
  'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_gov_limits.htm';
const FIELD_HISTORY =
  'https://help.salesforce.com/s/articleView?id=xcloud.tracking_field_history_for_standard_objects.htm&language=en_US&type=5';
const PACKAGE_INSTALL_REQUEST =
  'https://developer.salesforce.com/docs/atlas.en-us.api_tooling.meta/api_tooling/tooling_api_objects_packageinstallrequest.htm';

export const entries: readonly ErrorEntry[] = [
  // apex-pages-overrides
  {
    id: 'override-not-valid',
    title: 'Override page missing or not valid for the action',
    message: '{page} does not exist or is not a valid override for action {action}.',
    example: 'InvoiceDetail does not exist or is not a valid override for action View.',
    areas: ['references', 'rules'],
    steps: ['apex-pages-overrides', 'flexi-pages-overrides'],
    cause:
      "An override names a page the target doesn't have, or a page that can't override that action. A Visualforce page overrides a button such as View, Edit or New only if it uses the object's standard controller; a Tab override may use the standard list controller, a custom controller or none. A Lightning page overrides a record page only if it's a record page for the object.",
    fix: 'Deploy the page in an earlier step, then check in the source that the page fits the object and the action it overrides.',
    byStep: {
      'apex-pages-overrides':
        'A button override page uses the object\'s standard controller, for example `standardController="Invoice__c"`; check that the target\'s version of the page does. With **Missing pages** set to `Skip and warn`, the step leaves out overrides whose page is missing.',
      'flexi-pages-overrides':
        'Copy the `FlexiPage` with [Components](/supported-components/components/) in an earlier step, and check that its type and object match in the source.',
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/actionoverride.htm',
      'ActionOverride',
      'Fields: content names the Lightning page or Visualforce page used as the override',
    ),
    related: [
      '/supported-components/apex-pages-overrides/',
      '/supported-components/flexi-pages-overrides/',
      '/start/order-of-steps/',
    ],
    words: ['override not valid', 'override page missing', 'action override error'],
  },
  {
    id: 'page-used-by-override',
    title: 'Page still used by an override',
    message:
      "You can't change the standard controller object {object} because this page is referenced in the action override {action}.",
    example:
      "You can't change the standard controller object Invoice__c because this page is referenced in the action override View.",
    areas: ['rules'],
    steps: ['apex-pages-overrides'],
    cause:
      'A deploy changes the standard controller of a Visualforce page that the target still uses as an action override.',
    fix: 'Run a Visualforce page overrides step first with **Reset to standard** on, or point the action at another page, then deploy the changed page.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/actionoverride.htm',
      'ActionOverride',
      'Fields: content names the Visualforce page an override uses',
    ),
    related: ['/supported-components/apex-pages-overrides/', '/start/order-of-steps/'],
    words: ['standard controller', 'page referenced in override', 'change standard controller'],
  },

  // compact-layout-assignments
  {
    id: 'compact-layout-not-found',
    title: 'Compact layout not found',
    message: 'no CompactLayout named {object}.{layout} found',
    example: 'no CompactLayout named Account.Sales_Compact found',
    areas: ['references'],
    steps: ['compact-layout-assignments'],
    cause:
      "An assignment points at a compact layout the target doesn't have, usually because **Copy layouts** is off.",
    fix: 'Turn **Copy layouts** on, or select the layout in the same Compact layout assignments step.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/compact-layout-assignments/', '/start/order-of-steps/'],
    words: ['compact layout missing', 'no CompactLayout named', 'compact layout assignment'],
  },
  {
    id: 'custom-object-label-missing',
    title: 'Object missing in the target',
    message: 'Must specify a non-empty label for the CustomObject',
    areas: ['references'],
    steps: ['compact-layout-assignments', 'field-sets', 'search-layouts'],
    cause:
      "The custom object the step works on doesn't exist in the target, so the deploy carries only part of a new object, without the label Salesforce needs to create it.",
    fix: 'Copy the `CustomObject` with [Components](/supported-components/components/) in an earlier step.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customobject.htm',
      'CustomObject',
      'Introduction: specify all relevant fields when you create or update a custom object',
    ),
    related: ['/supported-components/components/', '/start/order-of-steps/'],
    words: ['non-empty label', 'object missing', 'CustomObject label'],
  },
  {
    id: 'compact-layout-field-type-not-supported',
    title: 'Field type not supported on a compact layout',
    message: null,
    lookFor: "The compact layout's name, such as `Account.Sales_Compact`, and the field's API name.",
    areas: ['rules'],
    steps: ['compact-layout-assignments'],
    cause:
      "Compact layouts don't accept text area, long text area, rich text area or multi-select picklist fields, and the source layout contains one.",
    fix: 'Remove the field from the compact layout in the source, then run again.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_compactlayout.htm',
      'CompactLayout',
      'Introduction: compact layouts support all field types except text area, long text area, rich text area and multi-select picklist',
    ),
    related: ['/supported-components/compact-layout-assignments/'],
    words: ['compact layout text area', 'compact layout field type', 'multi-select picklist compact layout'],
  },
  {
    id: 'compact-layout-field-not-found',
    title: 'Field on a compact layout not found',
    message: null,
    lookFor: "The field's API name, such as `Region__c`, next to the compact layout's name.",
    areas: ['references'],
    steps: ['compact-layout-assignments'],
    cause: "A compact layout lists a field the target doesn't have.",
    fix: 'Copy the field in an earlier step, for example with [Components](/supported-components/components/).',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/compact-layout-assignments/', '/start/order-of-steps/'],
    words: ['compact layout field missing', 'field not found compact layout'],
  },

  // dashboards
  {
    id: 'folder-not-found',
    title: 'Folder not found',
    message: 'Cannot find folder:{folder}',
    example: 'Cannot find folder:Sales_Ops',
    areas: ['references'],
    steps: ['dashboards', 'email-templates', 'letterheads', 'reports'],
    cause:
      "A report, dashboard, email template or document goes into a folder the target doesn't have. Salesforce deploys these components only into a folder that exists.",
    fix: 'Copy the folder before the components in it, or create it in the target with the same API name.',
    byStep: {
      dashboards: 'Set **Folders** to `Copy missing`, which deploys each missing `DashboardFolder` first.',
      'email-templates':
        'Set **Folders** to `Copy missing`, which deploys each missing `EmailFolder` or `EmailTemplateFolder` first.',
      letterheads:
        'Here a logo `Document` goes into a `DocumentFolder` the target lacks, for example from a [Components](/supported-components/components/) step that selected the logo but not its folder. Set **Logo documents** to `Copy`, which deploys missing folders first, or add the folder to the Components step.',
      reports: 'Set **Folders** to `Copy missing`, which deploys each missing `ReportFolder` first.',
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_folder.htm',
      'Folder',
      'Introduction and file location: documents, email templates, reports and dashboards live in folders',
    ),
    related: [
      '/supported-components/reports/',
      '/supported-components/dashboards/',
      '/start/order-of-steps/',
    ],
    words: ['folder missing', 'cannot find folder', 'report folder'],
  },
  {
    id: 'user-not-found',
    title: 'User not found in the target',
    message: 'Cannot find a user that matches any of the following usernames: {usernames}',
    example: 'Cannot find a user that matches any of the following usernames: ana@acme.com',
    areas: ['references'],
    steps: ['dashboards', 'reports'],
    cause:
      "A component names a user by username, such as a dashboard's running user or a named user in a folder's sharing, and no user in the target matches it. Salesforce ignores a sandbox's suffix when it compares usernames, but a user who exists only in production has no match in a developer sandbox.",
    fix: 'Create the user in the target, or stop sending the username.',
    byStep: {
      dashboards:
        "Set **Running user** to `Authorized user`, or `Keep target's`, which sends the authorized user for a dashboard the target doesn't have yet. Set **Folder sharing** to `Groups and roles`.",
      reports:
        'Set **Folder sharing** to `Groups and roles`, and share folders with groups or roles instead of named users.',
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_user_references.htm',
      'Maintaining User References',
      "Sequence: a username the destination org doesn't have stops the deployment until it's removed or resolved",
    ),
    related: ['/supported-components/dashboards/', '/supported-components/reports/'],
    words: ['running user', 'username not found', 'folder sharing user'],
  },
  {
    id: 'dashboard-report-not-found',
    title: "Dashboard's source report missing",
    message: null,
    lookFor:
      "The report's name in the form `FolderName/ReportName`, such as `Sales_Reports/Pipeline_by_Region`.",
    areas: ['references'],
    steps: ['dashboards'],
    cause:
      "A dashboard component reads a report the target doesn't have. Metaferry's check before the deploy usually catches this first and names the component and the report.",
    fix: 'Copy the report in a Reports step before this one, or set **Missing reports** to `Skip and warn`.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dashboard.htm',
      'Dashboard',
      'Fields: each dashboard component names its source report',
    ),
    related: [
      '/supported-components/dashboards/',
      '/supported-components/reports/',
      '/start/order-of-steps/',
    ],
    words: ['dashboard report missing', 'source report', 'dashboard component report'],
  },

  // email-templates
  {
    id: 'letterhead-not-found',
    title: 'Letterhead not found',
    message: 'no Letterhead named {letterhead} found',
    example: 'no Letterhead named Acme_Standard found',
    areas: ['references'],
    steps: ['email-templates', 'letterheads'],
    cause: "An `html` email template uses a Classic letterhead the target doesn't have.",
    fix: 'Put a [Letterheads](/supported-components/letterheads/) step before the Email templates step.',
    byStep: {
      'email-templates':
        'With **Missing references** set to `Skip and warn`, the step leaves out templates whose letterhead is missing.',
      letterheads:
        "If the Letterheads step already runs first, check its result for that target: the letterhead may be protected there, or the step didn't reach that target.",
    },
    source: dependencies(DEPENDENCY_RULE),
    related: [
      '/supported-components/letterheads/',
      '/supported-components/email-templates/',
      '/start/order-of-steps/',
    ],
    words: ['letterhead missing', 'no Letterhead named', 'email template letterhead'],
  },
  {
    id: 'email-template-reference-not-found',
    title: 'Merge field or Visualforce reference not found',
    message: null,
    lookFor: "The template's name and the field or object API name, such as `Contact.Renewal_Date__c`.",
    areas: ['references'],
    steps: ['email-templates'],
    cause:
      "A merge field, or the markup of a Visualforce template, refers to a field or object the target doesn't have.",
    fix: 'Copy the field or object in an earlier step, or correct the template in the source.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/email-templates/', '/start/order-of-steps/'],
    words: ['merge field missing', 'email template field', 'Visualforce email template'],
  },

  // execute-anonymous-apex
  {
    id: 'no-such-column',
    title: 'Field not found or not accessible in anonymous Apex',
    message:
      "No such column '{field}' on entity '{object}'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.",
    example:
      "No such column 'Region__c' on entity 'Account'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.",
    areas: ['apex', 'permissions'],
    steps: ['execute-anonymous-apex'],
    cause:
      "The field isn't in the target yet, or the authorized user can't access it: anonymous Apex compiles with that user's object and field permissions.",
    fix: 'Deploy the field in an earlier step, and give the user access to it through [Profile updates](/supported-components/profile-updates/) or a permission set.',
    source: {
      url: ANONYMOUS_BLOCKS,
      title: 'Apex Developer Guide: Anonymous Blocks',
      confirms: 'rule',
      where:
        "Notes on content: anonymous blocks run as the current user and can fail to compile if the code violates the user's object and field-level permissions",
    },
    related: ['/supported-components/execute-anonymous-apex/', '/supported-components/profile-updates/'],
    words: ['no such column', 'field not accessible apex', 'anonymous apex compile error'],
  },
  {
    id: 'variable-does-not-exist',
    title: 'Variable or class not found',
    message: 'Variable does not exist: {name}',
    example: 'Variable does not exist: RegionService',
    variants: ['Invalid type: {name}'],
    areas: ['apex'],
    steps: ['execute-anonymous-apex'],
    cause:
      "The script calls a static method of a class, or uses a variable, that doesn't exist in the target. When it creates an instance of a missing class, Salesforce answers with the `Invalid type` wording instead.",
    fix: 'Deploy the class in an earlier step, or check the name in the script.',
    source: {
      url: ANONYMOUS_BLOCKS,
      title: 'Apex Developer Guide: Anonymous Blocks',
      confirms: 'rule',
      where: 'Introduction: each time an anonymous block runs, the code and its references are compiled',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/start/order-of-steps/'],
    words: ['variable does not exist', 'invalid type', 'class not found apex'],
  },
  {
    id: 'too-many-soql-queries',
    title: 'Too many SOQL queries',
    message: 'System.LimitException: Too many SOQL queries: {number}',
    example: 'System.LimitException: Too many SOQL queries: 101',
    variants: ['Too many SOQL queries: {number}'],
    areas: ['apex', 'tests'],
    steps: ['execute-anonymous-apex'],
    cause:
      'One transaction issued more SOQL queries than Apex allows, usually because a query runs inside a loop. The loop may be in the script, in a trigger it fires, or in the code an Apex test runs during a deploy.',
    fix: 'Query once before the loop and keep the results in a map, or move the work to a batch class. When a test fails this way during a deploy, fix the class or trigger the test calls.',
    source: {
      url: GOVERNOR_LIMITS,
      title: 'Apex Developer Guide: Execution Governors and Limits',
      confirms: 'rule',
      where: 'Per-transaction Apex limits: total number of SOQL queries issued',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/start/how-to-run-job/'],
    words: ['soql 101', 'too many queries', 'governor limit soql'],
  },
  {
    id: 'too-many-dml-statements',
    title: 'Too many DML statements',
    message: 'System.LimitException: Too many DML statements: {number}',
    example: 'System.LimitException: Too many DML statements: 151',
    variants: ['Too many DML statements: {number}'],
    areas: ['apex', 'tests'],
    steps: ['execute-anonymous-apex'],
    cause:
      'One transaction ran more DML statements than Apex allows, usually an insert or update inside a loop. The loop may be in the script, in a trigger it fires, or in the code an Apex test runs.',
    fix: 'Collect the records in a list and write them with one statement.',
    source: {
      url: GOVERNOR_LIMITS,
      title: 'Apex Developer Guide: Execution Governors and Limits',
      confirms: 'rule',
      where: 'Per-transaction Apex limits: total number of DML statements issued',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/start/how-to-run-job/'],
    words: ['dml 151', 'too many dml', 'governor limit dml'],
  },
  {
    id: 'too-many-query-rows',
    title: 'Too many query rows',
    message: 'System.LimitException: Too many query rows: {number}',
    example: 'System.LimitException: Too many query rows: 50001',
    variants: ['Too many query rows: {number}'],
    areas: ['apex', 'tests'],
    steps: ['execute-anonymous-apex'],
    cause:
      'One transaction retrieved more records with SOQL than Apex allows, usually through a query without a selective filter or limit. The query may be in the script, in a trigger it fires, or in the code an Apex test runs during a deploy. The limit counts every record that every query of the transaction returns.',
    fix: 'Filter the query or add a `LIMIT`, or move the work to a batch class, which gets a new limit for each batch. In the script of an Execute anonymous Apex step, process the records in several runs. When a test fails this way during a deploy, fix the query in the class or trigger the test calls.',
    source: {
      url: GOVERNOR_LIMITS,
      title: 'Apex Developer Guide: Execution Governors and Limits',
      confirms: 'rule',
      where: 'Per-transaction Apex limits: total number of records retrieved by SOQL queries',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/start/how-to-run-job/'],
    words: ['50001', 'query rows', 'too many rows', 'governor limit rows'],
  },
  {
    id: 'concurrent-long-running-apex',
    title: 'Too many long-running Apex requests in the org at once',
    message: 'Unable to Process Request. Concurrent requests limit exceeded.',
    areas: ['apex', 'limits'],
    steps: ['execute-anonymous-apex'],
    cause:
      "Salesforce caps how many long-running synchronous Apex requests an org processes at the same time: those that run for more than a few seconds. While the org's users, pages and integrations hold that many, it refuses new ones. Anonymous Apex that Metaferry runs in the target counts once it runs that long. This is not the API's limit on concurrent requests.",
    fix: "Set the step's **On error** to **Retry**, or run the job when the org is quiet. Keep the script short: start a batch class for long work, so the script is not a long-running request itself.",
    source: {
      url: 'https://developer.salesforce.com/blogs/engineering/2013/05/force-com-concurrent-request-limits.html',
      title:
        'Salesforce Developers Blog: Designing Force.com Applications That Avoid Hitting Concurrent Request Limits',
      confirms: 'text',
      where: 'First paragraph: the message, and that it differs from the concurrent API request limit',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/basic-terminology/on-error/'],
    words: ['concurrent requests limit', 'long running requests', 'unable to process request'],
  },
  {
    id: 'apex-cpu-time-limit',
    title: 'CPU time exceeded',
    message: 'System.LimitException: Apex CPU time limit exceeded',
    variants: ['Apex CPU time limit exceeded'],
    areas: ['apex', 'tests'],
    steps: ['execute-anonymous-apex'],
    cause:
      'The Apex code and the automation it sets off, such as triggers and flows, used more CPU time than one transaction allows: {fact:apexCpuTime} for synchronous Apex.',
    fix: 'Process fewer records per run, or start a batch class that spreads the work over several transactions.',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=002888830&language=en_US&type=1',
      title: 'Salesforce Help: Proactive Alert Monitoring: Apex CPU Timeout Exceptions',
      confirms: 'text',
      where: 'Description: Full Message Error Text',
    },
    related: ['/supported-components/execute-anonymous-apex/', '/start/how-to-run-job/'],
    words: ['cpu time limit', 'cpu timeout', 'apex cpu'],
  },

  // field-history-tracking
  {
    id: 'too-many-tracked-fields',
    title: 'Too many tracked fields',
    message: 'exceeded the allowed number of fields to track on a given entity',
    areas: ['rules'],
    steps: ['field-history-tracking'],
    cause:
      'After the step, the object would track more fields than the target allows, {fact:fieldHistoryMaxFields} per object without Field Audit Trail. Standard fields tracked by default count too; a new scratch org can already track several standard `Case` fields.',
    fix: "Select the fields the target tracks but the source doesn't and turn on **Copy tracking removals**, so they free their place. Or turn off tracking for fields in the target, or buy Field Audit Trail.",
    source: {
      url: FIELD_HISTORY,
      title: 'Salesforce Help: Track Object Field History',
      confirms: 'rule',
      where: 'Steps: the limit on the standard and custom fields one object can track',
    },
    related: ['/supported-components/field-history-tracking/'],
    words: ['history tracking limit', 'too many tracked fields', 'field audit trail'],
  },
  {
    id: 'history-tracking-not-enabled',
    title: 'History not enabled on the object',
    message: 'The entity: {object} does not have history tracking enabled',
    example: 'The entity: Opportunity does not have history tracking enabled',
    areas: ['rules'],
    steps: ['field-history-tracking'],
    cause: 'A field is set to be tracked on an object whose field history is off in the target.',
    fix: "Turn **Enable object history** on, or turn on history for the object in the target's Setup.",
    source: {
      url: FIELD_HISTORY,
      title: 'Salesforce Help: Track Object Field History',
      confirms: 'rule',
      where: "Steps: enable the object's history before choosing the fields to track",
    },
    related: ['/supported-components/field-history-tracking/'],
    words: ['history tracking not enabled', 'enableHistory', 'track field history'],
  },
  {
    id: 'entity-not-found',
    title: 'Component not found in the source or the target',
    message: "Entity of type '{type}' named '{name}' cannot be found",
    example: "Entity of type 'CustomField' named 'Account.Region__c' cannot be found",
    areas: ['references'],
    steps: ['field-history-tracking', 'help-texts', 'components'],
    cause:
      "Salesforce has no component of that type and name where Metaferry asked for it. In the source org, a run retrieves a step's selection. There, someone deleted or renamed the component after it was selected, or the job now reads from another source org that lacks it. In a target org, when a step updates a component that must already be there: it was never copied there. In both, the name may not be the component's API name.",
    fix: 'Missing from the source: open the step, clear or replace the component, and save. Missing from a target: copy the component in an earlier step. Either way, check that the selection uses the API name.',
    byStep: {
      'field-history-tracking': 'Or set **Missing fields** to `Skip and warn` to leave the field out.',
      'help-texts': 'Or set **Missing fields** to `Skip and warn` to leave the field out.',
      components:
        "Or set **Missing members** to `Skip and warn` to leave out members missing from the source. The name is often a label instead of an API name: the Standard User profile's API name is `Standard`, and System Administrator's is `Admin`. Use the API name in the selection or in **Paste package.xml**.",
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/metadata.htm',
      'Metadata',
      'fullName field: every component is named by its unique full name',
    ),
    related: [
      '/supported-components/field-history-tracking/',
      '/supported-components/help-texts/',
      '/supported-components/components/',
    ],
    words: ['entity cannot be found', 'component not found', 'Entity of type'],
  },

  // field-sets
  {
    id: 'field-not-found',
    title: 'Field not found',
    message: 'In field: {element} - no CustomField named {object}.{field} found',
    example: 'In field: field - no CustomField named Account.Region__c found',
    areas: ['references'],
    steps: ['field-sets', 'page-layouts', 'profile-updates'],
    cause:
      "A component names a field that doesn't exist in the target: a field in a field set, a field on a page layout, or a field permission on a profile. Standard fields such as `CurrencyIsoCode` exist only where their feature, here multiple currencies, is turned on.",
    fix: 'Copy the field in an earlier step, or turn on the feature that adds it.',
    byStep: {
      'field-sets':
        'Or set **Missing fields** to `Remove and warn` to deploy the field set without that field.',
      'page-layouts':
        'Or set **Missing references** to `Remove and warn` to deploy the layout without that field.',
      'profile-updates':
        'Or keep **Fields** at `Selected fields` and pick only fields that exist in the target, so field permissions leave the others out.',
    },
    source: dependencies(DEPENDENCY_RULE),
    related: [
      '/supported-components/field-sets/',
      '/supported-components/page-layouts/',
      '/start/order-of-steps/',
    ],
    words: ['field missing', 'no CustomField named', 'field not found'],
  },
  {
    id: 'namespace-not-allowed',
    title: 'Component from a managed package',
    message:
      'Cannot create a new component with the namespace: {namespace}. Only components in the same namespace as the organization can be created through the API',
    example:
      'Cannot create a new component with the namespace: acme. Only components in the same namespace as the organization can be created through the API',
    areas: ['packages', 'rules'],
    steps: ['field-sets', 'remote-site-settings', 'components'],
    cause:
      "The component belongs to a managed package, so its name carries the package's namespace, and the target doesn't have that package or has it without this component. A deploy can't create components in a namespace that isn't the target's.",
    fix: 'Deselect the component, and install or upgrade the package with a [Package upgrade](/supported-components/package-upgrade/) step instead.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/metadata.htm',
      'Metadata',
      "fullName field: a packaged component's name starts with the package's namespace prefix",
    ),
    related: ['/supported-components/package-upgrade/', '/supported-components/components/'],
    words: ['namespace', 'managed package component', 'cannot create a new component'],
  },

  // flexi-pages-overrides
  {
    id: 'tab-override-needs-app',
    title: 'Home page assignment outside an app',
    message: "If Action is set to 'Tab', you must specify a CustomApplication.",
    areas: ['rules'],
    steps: ['flexi-pages-overrides'],
    cause:
      'A deploy carries a Home page assignment (`actionName` `Tab`) on a `Profile`, as profiles retrieved at API version 44.0 or earlier do. Since API version 45.0 these assignments belong to an app.',
    fix: 'Leave `profileActionOverrides` out of profile deploys, and copy the assignment with a Lightning page overrides step, which always writes it on the app.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profileactionoverride.htm',
      'ProfileActionOverride',
      'Version: in API version 45.0 and later, ProfileActionOverride is defined for CustomApplication instead of Profile',
    ),
    related: ['/supported-components/flexi-pages-overrides/', '/supported-components/profile-updates/'],
    words: ['home page assignment', 'CustomApplication', 'profileActionOverrides'],
  },
  {
    id: 'lightning-page-assignment-reference-not-found',
    title: 'Record type or profile of a page assignment not found',
    message: null,
    lookFor:
      "The record type's name in the form `Object.RecordTypeName`, such as `Opportunity.Partner`, or the profile's name.",
    areas: ['references'],
    steps: ['flexi-pages-overrides'],
    cause: "An assignment names a record type or profile the target doesn't have.",
    fix: 'Copy a missing record type in an earlier step, and create a missing custom profile in the target first: this step creates none. Or set **Missing references** to `Skip and warn`.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/flexi-pages-overrides/', '/supported-components/record-types/'],
    words: ['lightning page assignment', 'record page assignment', 'profile not found'],
  },

  // help-texts
  {
    id: 'cannot-modify-managed-object',
    title: 'Managed component changed beyond what subscribers can edit',
    code: 'CANNOT_MODIFY_MANAGED_OBJECT',
    message:
      'Cannot modify managed object: entity={entity}, component={component}, field={field}, state={state}',
    example:
      'Cannot modify managed object: entity=CustomFieldDefinition, component=00NN0000004IH8j, field=PicklistControllerEnumOrId, state=installed',
    areas: ['packages'],
    steps: ['help-texts'],
    cause:
      "The deploy changes a part of a managed package's component that only the package can change. A subscriber can edit some attributes of a packaged field, such as its help text, but not its definition.",
    fix: 'Deploy only what subscribers may edit, and leave the rest to package upgrades.',
    byStep: {
      'help-texts':
        'This happens when a target runs a different version of the package, so the field definition Metaferry read differs from the installed one. Bring the package to the same version in every org with a [Package upgrade](/supported-components/package-upgrade/) step before this one.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.pkg2_dev.meta/pkg2_dev/packaging_packageable_components.htm',
      title:
        'Second-Generation Managed Packaging Developer Guide: Components Available in Second-Generation Managed Packages',
      confirms: 'rule',
      where: 'Manageability rules: which attributes of a packaged component a subscriber can edit',
    },
    related: ['/supported-components/help-texts/', '/supported-components/package-upgrade/'],
    words: ['cannot modify managed object', 'managed package field', 'state=installed'],
  },

  // letterheads
  {
    id: 'letterhead-logo-not-found',
    title: 'Letterhead logo document not found',
    message: null,
    lookFor: "The letterhead's name and the document's name.",
    areas: ['references'],
    steps: ['letterheads'],
    cause: "A letterhead's `logo` points at a `Document` the target doesn't have.",
    fix: 'Set **Logo documents** to `Copy`, or copy the `Document` with [Components](/supported-components/components/) first.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/letterheads/'],
    words: ['letterhead logo', 'logo document missing'],
  },

  // list-views
  {
    id: 'list-view-column-not-resolved',
    title: "List view column can't be resolved",
    message: 'Could not resolve list view column: {column}',
    example: 'Could not resolve list view column: ACCOUNT.RECORDTYPE',
    areas: ['references'],
    steps: ['list-views'],
    cause:
      "A column refers to a field the target doesn't have, or to a feature the target hasn't turned on, such as record types on `Account`.",
    fix: "Copy the field first, or turn on the feature in the target. If the column isn't needed, remove it from the view in the source and run again.",
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_listview.htm',
      'ListView',
      'Fields: columns lists the fields the list view shows',
    ),
    related: ['/supported-components/list-views/'],
    words: ['list view column', 'could not resolve column'],
  },
  {
    id: 'list-view-scope-not-allowed',
    title: 'List view scope Mine rejected',
    message: 'Invalid scope:Mine, not allowed',
    areas: ['rules'],
    steps: ['list-views'],
    cause:
      "The view's `filterScope` is `Mine`. The Metadata API refuses `Mine` when it deploys a list view, and Salesforce lists this as a known issue. The refusal doesn't depend on the target.",
    fix: "Deploy the view with `filterScope` set to `Everything`, then change the view's scope in the target after the run. Or create the view by hand in the target.",
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_listview.htm',
      'ListView',
      "Fields: filterScope sets whose records the view shows. The refusal itself is Salesforce's known issue on list views scoped to Mine, which the Salesforce CLI's GitHub issue 3039 links",
    ),
    related: ['/supported-components/list-views/'],
    words: ['invalid scope mine', 'list view scope', 'filterScope'],
  },
  {
    id: 'list-view-group-not-found',
    title: 'Group or role of a shared list view not found',
    message: null,
    lookFor: "The list view's name and the API name of the group or role it's shared with.",
    areas: ['references'],
    steps: ['list-views'],
    cause: "The view's `sharedTo` names a public group or role the target doesn't have.",
    fix: 'Bring the group or role to the target first, with the same API name: as `Group` or `Role` in a Components step before this one, or in Setup. Or set **Missing groups and roles** to `Remove and warn`.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_listview.htm',
      'ListView',
      'Fields: sharedTo lists the groups and roles a shared view is visible to',
    ),
    related: ['/supported-components/list-views/'],
    words: ['list view sharing', 'group not found', 'role not found'],
  },

  // package-upgrade
  {
    id: 'invalid-installation-key',
    title: 'Wrong installation key',
    message: 'Invalid InstallationKey for SubscriberPackageVersion',
    areas: ['packages'],
    steps: ['package-upgrade'],
    cause: "The installation key doesn't match the package version.",
    fix: 'Get the current key from the vendor or the team that builds the package, update **Installation key**, and run again.',
    source: {
      url: PACKAGE_INSTALL_REQUEST,
      title: 'Tooling API: PackageInstallRequest',
      confirms: 'rule',
      where: 'Fields: Password, the installation key of a protected package',
    },
    related: ['/supported-components/package-upgrade/'],
    words: ['installation key', 'invalid install key', 'package password'],
  },
  {
    id: 'installation-key-required',
    title: 'Missing installation key',
    code: 'INSTALL_KEY_REQUIRED',
    message:
      'Please provide installationkey when querying against SubscriberPackageVersion that is protected by installationkey',
    areas: ['packages'],
    steps: ['package-upgrade'],
    cause:
      'The package version is protected by an installation key and the step has none. Metaferry checks the version in each target before installing, so this appears before anything is installed.',
    fix: 'Enter the key in **Installation key**, then run again.',
    source: {
      url: PACKAGE_INSTALL_REQUEST,
      title: 'Tooling API: PackageInstallRequest',
      confirms: 'rule',
      where: 'Fields: Password, the installation key of a protected package',
    },
    related: ['/supported-components/package-upgrade/'],
    words: ['installation key required', 'provide installationkey', 'protected package'],
  },
  {
    id: 'installation-key-not-required',
    title: 'Key given for an unprotected package',
    message:
      'Can’t install package. This package doesn’t require an installation key. Install the package without specifying an installation key.',
    areas: ['packages'],
    steps: ['package-upgrade'],
    cause: "The step sends an installation key for a package version that isn't protected by one.",
    fix: 'Clear **Installation key**, then run again.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_unlocked_pkg_config_installkey.htm',
      title: 'Salesforce DX Developer Guide: Package Installation Key',
      confirms: 'rule',
      where: 'Create a package version without an installation key',
    },
    related: ['/supported-components/package-upgrade/'],
    words: ['installation key not required', 'unprotected package'],
  },
  {
    id: 'setup-locked',
    title: 'Setup locked by another change',
    message:
      "The changes you requested require salesforce.com to temporarily lock your organization's administration setup. However, the administration setup has already been locked by another change. Please wait for the previous action to finish, then try again later.",
    // The same article, 000232368, quotes this shorter form of the same lock.
    variants: ['Admin operation already in progress'],
    areas: ['platform', 'packages'],
    steps: ['package-upgrade'],
    cause:
      'An earlier change in that target, such as another deployment or a package install, still holds the lock on its administration setup. Salesforce refuses a change to the locked part until the earlier one finishes.',
    fix: 'Set **On error** to `Retry`, or run again once the other change finishes.',
    source: {
      url: 'https://help.salesforce.com/apex/HTViewSolution?id=000232368&language=en_US',
      title:
        'Salesforce Help: Organization lock when performing a multistage deployment through the ANT deployment tool',
      confirms: 'text',
      where:
        'Description: both texts, and that a change to a part of the org locked by a change still under way is refused by design',
    },
    related: ['/basic-terminology/on-error/', '/supported-components/package-upgrade/'],
    words: ['setup locked', 'administration setup locked', 'org lock'],
  },
  {
    id: 'package-version-newer-installed',
    title: 'Target has a newer package version',
    message: 'A newer version of this package is currently installed.',
    areas: ['packages'],
    steps: ['package-upgrade'],
    cause:
      'The target already has a later version of the package and **Skip if installed** is off. An install over an installed package is an upgrade, which goes from an earlier version to a later one.',
    fix: 'Choose the newer version, or turn **Skip if installed** back on.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.pkg2_dev.meta/pkg2_dev/sfdx_dev_dev2gp_install_pkg_upgrade.htm',
      title:
        'Second-Generation Managed Packaging Developer Guide: Upgrade a Second-Generation Managed Package Version',
      confirms: 'rule',
      where:
        'Introduction: an upgrade installs a new package version into an org that has a previous version of it',
    },
    related: ['/supported-components/package-upgrade/'],
    words: ['package downgrade', 'newer version installed', 'package version'],
  },

  // page-layouts
  {
    id: 'related-list-field-not-valid',
    title: 'Field not valid in a related list',
    message: 'Invalid field:{field} in related list:{relatedList}',
    example: 'Invalid field:CAMPAIGN.NAME in related list:RelatedCampaignList',
    areas: ['references'],
    steps: ['page-layouts'],
    cause:
      "A related list column, or the related list itself, isn't available in the target, often because the feature behind it is off.",
    fix: 'Turn on the feature behind it, or remove the column in the source.',
    byStep: {
      'page-layouts':
        'With **Missing references** set to `Remove and warn`, the step takes the column or related list out of the copy it deploys.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/platform/apex-ref/references/apex-ref/apex-class-metadata-relatedlistitem.html',
      title: 'Apex Reference Guide: RelatedListItem Class',
      confirms: 'rule',
      where: 'Properties: fields lists the columns of a related list on a page layout',
    },
    related: ['/supported-components/page-layouts/'],
    words: ['related list field', 'invalid field related list'],
  },
  {
    id: 'quick-action-not-found',
    title: 'Quick action not found',
    message: 'In field: QuickAction - no QuickAction named {action} found',
    example: 'In field: QuickAction - no QuickAction named FeedItem.RypplePost found',
    areas: ['references'],
    steps: ['page-layouts'],
    cause:
      "The layout's action list includes an action the target doesn't have, often a standard action whose feature is off.",
    fix: 'Copy the action first, turn on its feature, or remove it from the layout in the source.',
    byStep: {
      'page-layouts':
        'With **Missing references** set to `Remove and warn`, the step takes the action out of the copy it deploys.',
    },
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/page-layouts/', '/start/order-of-steps/'],
    words: ['quick action missing', 'no QuickAction named'],
  },
  {
    id: 'field-must-not-be-required',
    title: "Required setting on a field that can't be required",
    message: 'Field:{field} must not be Required',
    example: 'Field:Total_Amount__c must not be Required',
    areas: ['rules'],
    steps: ['page-layouts'],
    cause:
      "The layout marks a field `Required` that the target treats as read-only, often after the field's type changed.",
    fix: 'Set the field to `Readonly` or `Edit` on the layout in the source, then run again.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.apexref.meta/apexref/apex_class_Metadata_LayoutItem.htm',
      title: 'Apex Reference Guide: LayoutItem Class',
      confirms: 'rule',
      where: 'Properties: behavior sets how a field behaves on the layout',
    },
    related: ['/supported-components/page-layouts/'],
    words: ['must not be required', 'layout required field', 'read-only field layout'],
  },
  {
    id: 'record-type-not-found',
    title: 'Record type not found',
    message: 'In field: recordType - no RecordType named {recordType} found',
    example: 'In field: recordType - no RecordType named Opportunity.Partner found',
    areas: ['references'],
    steps: ['page-layouts', 'record-types'],
    cause:
      "A layout assignment or a profile's record type visibility names a record type the target doesn't have.",
    fix: 'Copy the record type with a [Record types](/supported-components/record-types/) step before the step that refers to it.',
    byStep: {
      'record-types':
        "With **Visibility** on, a profile entry can name a record type this step didn't deploy, for example because it's protected in that target. Remove the record type from the profile list, or copy it.",
    },
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/record-types/', '/start/order-of-steps/'],
    words: ['record type missing', 'no RecordType named', 'layout assignment record type'],
  },

  // picklist-values
  {
    id: 'global-value-set-change',
    title: 'Field switched to or from a global value set',
    message: 'Cannot change which global value set this picklist uses',
    areas: ['rules'],
    steps: ['picklist-values'],
    cause:
      "The field uses a different global value set in the source than in the target, or uses one in only one of them. A deploy can't change this.",
    fix: 'Change the field by hand in the target if Setup allows it; otherwise create a new field.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_globalvalueset.htm',
      'GlobalValueSet',
      'Introduction: custom picklist fields based on a global value set inherit its values',
    ),
    related: ['/supported-components/picklist-values/'],
    words: ['global value set', 'change picklist value set'],
  },
  {
    id: 'controlling-value-not-found',
    title: 'Controlling value missing',
    message: "Control field value '{value}' not found, valid values are [{values}]",
    example:
      "Control field value 'Account Closure' not found, valid values are [Installation, Equipment Complexity, Performance, Breakdown, Equipment Design, Feedback, Other]",
    areas: ['references'],
    steps: ['picklist-values'],
    cause:
      "A dependent picklist's dependencies refer to a controlling value that the target's controlling field doesn't have.",
    fix: "Add the controlling field's value set to this Picklist values step, or to an earlier one.",
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/picklist-values/'],
    words: ['controlling value', 'dependent picklist', 'control field value'],
  },
  {
    id: 'duplicate-picklist-label',
    title: 'Duplicate picklist label',
    message: 'Duplicate label: {label}',
    example: 'Duplicate label: New Customer',
    areas: ['rules'],
    steps: ['picklist-values'],
    cause:
      "Two values would end up with the same label, often because a value's API name changed in the source while the old value still exists in the target.",
    fix: 'Rename or deactivate the old value in the target, then run again.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_globalvalueset.htm',
      'GlobalValueSet',
      'Fields: each value in customValue has its own API name and label',
    ),
    related: ['/supported-components/picklist-values/'],
    words: ['duplicate label', 'picklist label'],
  },
  {
    id: 'picklist-value-not-found',
    title: 'Picklist value not found',
    message: 'Picklist value: {value} in picklist: {field} not found',
    example: 'Picklist value: New Customer in picklist: Type not found',
    areas: ['references'],
    steps: ['picklist-values', 'record-types'],
    cause:
      "A record type offers a picklist value the target's picklist doesn't have, usually because the value set wasn't copied before the record type.",
    fix: 'Add the value set to a [Picklist values](/supported-components/picklist-values/) step before the Record types step. For standard picklists, select the `StandardValueSet`, for example `OpportunityType`.',
    source: dependencies(DEPENDENCY_RULE),
    related: [
      '/supported-components/picklist-values/',
      '/supported-components/record-types/',
      '/start/order-of-steps/',
    ],
    words: ['picklist value missing', 'record type picklist', 'value not found'],
  },

  // profile-updates
  {
    id: 'unknown-user-permission',
    title: 'Unknown user permission',
    message: 'Unknown user permission: {permission}',
    example: 'Unknown user permission: SendExternalEmailAvailable',
    areas: ['references'],
    steps: ['profile-updates'],
    cause: "The permission belongs to a feature or setting the target doesn't have, or hasn't turned on.",
    fix: 'Turn on the feature in the target, or set **Unknown entries** to `Skip and warn`.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      'Profile',
      'Fields: userPermissions lists the permissions a profile grants',
    ),
    related: ['/supported-components/profile-updates/'],
    words: ['unknown user permission', 'permission not found', 'profile permission'],
  },
  {
    id: 'license-does-not-allow-permission',
    title: "License doesn't allow the permission",
    message: "The user license doesn't allow the permission: {permission}",
    example: "The user license doesn't allow the permission: FreezeUsers",
    areas: ['rules'],
    steps: ['profile-updates'],
    cause: "The profile's user license in the target doesn't include the permission.",
    fix: 'Leave the permission out, or copy it to a profile whose license includes it.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      'Profile',
      'Fields: userLicense, the license a profile is based on',
    ),
    related: ['/supported-components/profile-updates/'],
    words: ['user license permission', 'license does not allow'],
  },
  {
    id: 'tab-not-valid',
    title: 'Tab settings for a tab the target lacks',
    message: "You can't edit tab settings for {tab}, as it's not a valid tab.",
    example: "You can't edit tab settings for WelcomeLightning, as it's not a valid tab.",
    areas: ['references'],
    steps: ['profile-updates', 'tab-styles'],
    cause:
      "A profile's tab settings name a tab the target doesn't have or can't show: a custom tab not copied yet, or a standard tab whose feature is off there.",
    fix: 'Copy a custom tab first, or turn the feature on in the target. Otherwise leave that tab setting out.',
    byStep: {
      'profile-updates':
        "Set **Unknown entries** to `Skip and warn` to drop only the tab settings the target can't accept; clearing Tab visibilities in **Sections** drops all of them.",
      'tab-styles':
        "The error comes from a later profile step, not from Tab styles: the tab didn't reach the target, for example because it's protected or this step failed. Check this step's result in **Run history** first.",
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      'Profile',
      'Fields: tabVisibilities lists the tab settings of a profile',
    ),
    related: ['/supported-components/profile-updates/', '/supported-components/tab-styles/'],
    words: ['tab settings', 'not a valid tab', 'tab visibility'],
  },
  {
    id: 'required-field-permission',
    title: 'Required field in field permissions',
    message: 'You cannot deploy to a required field: {field}',
    example: 'You cannot deploy to a required field: Invoice__c.Invoice_Date__c',
    areas: ['rules'],
    steps: ['profile-updates'],
    cause:
      "Field-level security can't be set on a universally required field, and the profile's field permissions include one.",
    fix: 'Set **Unknown entries** to `Skip and warn` so Metaferry drops these entries, or remove them from the source profile.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      'Profile',
      'Fields: fieldPermissions holds the field-level security of a profile',
    ),
    related: ['/supported-components/profile-updates/'],
    words: ['required field permission', 'field level security required'],
  },
  {
    id: 'only-default-app',
    title: 'Profile left without a default app',
    message: "You can't remove the only default app from the profile.",
    areas: ['rules'],
    steps: ['profile-updates'],
    cause: 'The copied app visibilities leave the profile without a default app.',
    fix: 'Mark one app as the default for the profile in the source, then run again.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      'Profile',
      'Fields: applicationVisibilities lists the apps a profile sees and which one is its default',
    ),
    related: ['/supported-components/profile-updates/'],
    words: ['default app', 'only default app', 'app visibility'],
  },

  // record-types
  {
    id: 'record-type-delete',
    title: "Record type can't be deleted",
    message: 'Cannot delete record type through API',
    areas: ['rules'],
    steps: ['record-types'],
    cause:
      "A zip package or a destructive change tries to delete a record type, and the Metadata API refuses it. The Tooling API's page for record types lists no delete call either.",
    fix: "Deactivate the record type in the target, then delete it in Setup. A profile that uses it as its default record type blocks both: change that profile's default first ([Salesforce: Profiles use this record type as default](https://help.salesforce.com/s/articleView?id=000385230&type=1)).",
    source: {
      url: 'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-recordtype.html',
      title: 'Tooling API: RecordType',
      confirms: 'rule',
      where: 'Supported SOAP API calls: create, update and upsert, with no delete (Tooling API)',
    },
    related: ['/supported-components/record-types/', '/supported-components/zip-packages/'],
    words: ['delete record type', 'destructive changes record type'],
  },
  {
    id: 'business-process-not-found',
    title: 'Business process not found',
    message: 'no BusinessProcess named {object}.{process} found',
    example: 'no BusinessProcess named Opportunity.Partner_Sales found',
    areas: ['references'],
    steps: ['record-types'],
    cause:
      "The record type's `businessProcess` names a sales, support, lead or solution process the target doesn't have.",
    fix: 'Copy the `BusinessProcess` first, or create it in the target with the same name.',
    source: dependencies(
      `${DEPENDENCY_RULE}; the message's wording is the one deploy logs in public repositories quote`,
    ),
    related: ['/supported-components/record-types/', '/start/order-of-steps/'],
    words: ['business process missing', 'sales process', 'no BusinessProcess named'],
  },

  // remote-site-settings
  {
    id: 'remote-site-name-used',
    title: 'Remote site name already used',
    message:
      'This Remote Site Name already exists or has been previously used. Please choose a different name.',
    areas: ['rules'],
    steps: ['remote-site-settings'],
    cause:
      "The target has, or had, a remote site setting with the same name, which Salesforce won't reuse for this deploy.",
    fix: "Rename or delete the setting in the target, then run again. If the name can't be freed, rename the setting in the source.",
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_remotesitesetting.htm',
      'RemoteSiteSetting',
      'Fields: fullName, the unique name of a remote site setting',
    ),
    related: ['/supported-components/remote-site-settings/'],
    words: ['remote site name', 'already exists or has been previously used'],
  },
  {
    id: 'unauthorized-endpoint',
    title: 'Callout blocked after the run',
    message:
      'Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = {endpoint}',
    example:
      'Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = https://api.example.com/v1/validate',
    variants: [
      'System.CalloutException: Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = {endpoint}',
    ],
    areas: ['references', 'apex'],
    steps: ['remote-site-settings'],
    cause:
      "This isn't a deploy error: it appears later, when Apex calls a site the target hasn't registered. The setting wasn't copied, is inactive, or has a URL that doesn't match the endpoint, for example because a URL replacement was missing.",
    fix: 'Check `url` and `isActive` of the setting in the target, and add a **URL replacements** rule for that org.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_remotesitesetting.htm',
      'RemoteSiteSetting',
      'Introduction: a site must be registered before an Apex callout can call it, or the call fails',
    ),
    related: ['/supported-components/remote-site-settings/'],
    words: ['unauthorized endpoint', 'callout blocked', 'remote site settings'],
  },

  // reports
  {
    id: 'report-type-not-found',
    title: 'Report type missing',
    message: 'invalid report type',
    areas: ['references'],
    steps: ['reports'],
    cause:
      "The report's custom report type isn't in the target. Metaferry's check before the deploy usually catches this first and names the report type.",
    fix: 'Copy the `ReportType` in a step before the Reports step.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/reports/', '/start/order-of-steps/'],
    words: ['invalid report type', 'report type missing', 'custom report type'],
  },
  {
    id: 'report-field-not-found',
    title: 'Field in a report not found',
    message: null,
    lookFor: "The report's name and the name of the field behind the column, grouping or filter.",
    areas: ['references'],
    steps: ['reports'],
    cause: "A column, grouping or filter refers to a field the target doesn't have.",
    fix: 'Copy the field first, or change the report in the source.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/reports/', '/start/order-of-steps/'],
    words: ['report field missing', 'report column field'],
  },

  // search-layouts
  {
    id: 'search-layout-field-not-found',
    title: 'Field not found in a search layout',
    message: 'lookupPhoneDialogsAdditionalFields {field} not found',
    example: 'lookupPhoneDialogsAdditionalFields ACCOUNT.PHONE1 not found',
    areas: ['references'],
    steps: ['search-layouts'],
    cause:
      "The search layout list Salesforce names first, here the lookup phone dialogs list, refers to a field the target doesn't have, or can't use in that list.",
    fix: 'Copy the field first, or set **Missing fields** to `Remove and warn`.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_searchlayouts.htm',
      'SearchLayouts',
      'Fields: the field lists of each search layout',
    ),
    related: ['/supported-components/search-layouts/'],
    words: ['search layout field', 'lookup dialog field'],
  },
  {
    id: 'search-layout-button-not-found',
    title: 'Button or action of a search layout not found',
    message: null,
    lookFor: "The object's name and the button's or action's API name.",
    areas: ['references'],
    steps: ['search-layouts'],
    cause: "A search layout lists a custom button or mass quick action the target doesn't have.",
    fix: 'Copy the button (`WebLink`) or quick action (`QuickAction`) first.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/search-layouts/'],
    words: ['search layout button', 'mass quick action'],
  },
  {
    id: 'search-layout-profile-not-found',
    title: 'Profile of a search layout not found',
    message: null,
    lookFor: "The profile's name.",
    areas: ['references'],
    steps: ['search-layouts'],
    cause:
      "With **Profile-specific search results** on, a profile in the layout doesn't exist in the target.",
    fix: 'Create the profile in the target, or turn **Profile-specific search results** off.',
    source: dependencies(DEPENDENCY_RULE),
    related: ['/supported-components/search-layouts/'],
    words: ['profile search layout', 'profile not found'],
  },

  // tab-styles
  {
    id: 'tab-label-missing',
    title: 'Missing label on a non-object tab',
    message: 'Master label must be provided for non-custom object tabs',
    areas: ['rules'],
    steps: ['tab-styles'],
    cause:
      'A web, Visualforce or Lightning tab reaches the deploy without a `label`. Tabs read from an org always have one, so the tab was produced or edited outside Setup.',
    fix: "Set the tab's label in Setup in the source org, then run again.",
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_tab.htm',
      'CustomTab',
      'Fields: the label of a web, page or Lightning tab',
    ),
    related: ['/supported-components/tab-styles/'],
    words: ['tab label', 'master label'],
  },
  {
    id: 'custom-object-not-found',
    title: 'Custom object not found',
    message: 'In field: fullName - no CustomObject named {object} found',
    example: 'In field: fullName - no CustomObject named Invoice__c found',
    areas: ['references'],
    steps: ['tab-styles'],
    cause: "A tab, or another component, names a custom object the target doesn't have.",
    fix: 'Copy the `CustomObject` with [Components](/supported-components/components/) in an earlier step.',
    byStep: {
      'tab-styles':
        'This happens with **What to copy** set to `Whole tab`, which deploys the full `CustomTab`.',
    },
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_tab.htm',
      'CustomTab',
      "Fields: an object tab's name is the name of its custom object",
    ),
    related: [
      '/supported-components/tab-styles/',
      '/supported-components/components/',
      '/start/order-of-steps/',
    ],
    words: ['custom object missing', 'no CustomObject named', 'object not found'],
  },
  {
    id: 'tab-page-not-found',
    title: 'Page or component of a tab not found',
    message: 'In field: flexiPage - no FlexiPage named {page} found',
    example: 'In field: flexiPage - no FlexiPage named Product_Explorer found',
    areas: ['references'],
    steps: ['tab-styles'],
    cause:
      "With **What to copy** set to `Whole tab`, the tab's Visualforce page, Lightning page or component isn't in the target.",
    fix: 'Copy the page or component in an earlier step.',
    source: metadataType(
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_tab.htm',
      'CustomTab',
      'Fields: flexiPage, page and the component fields name what a tab shows',
    ),
    related: ['/supported-components/tab-styles/', '/start/order-of-steps/'],
    words: ['tab page missing', 'tab component missing'],
  },
];
