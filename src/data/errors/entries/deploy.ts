// Repository names, API names and Salesforce's own misspellings, as sources and messages spell them.
// cspell:ignore Gearset SFDO ebikes fflib forcedotcom gack jsforce salesforcedx samplecode scolladon sfdc trailheadapps SOSL
/**
 * Errors of the deployment itself rather than of one component type:
 * package.xml and zip files, API versions, managed packages, API and deploy
 * size limits, locks and unexpected failures, and the few reference and rule
 * errors the guides and the Components and Zip packages pages name. Every text
 * was checked with the search tool; `source.where` says where, including the
 * issue or vendor page that shows a text Salesforce's own page doesn't print.
 */
import type { ErrorEntry } from '../types';

const ZIP_FILE = {
  url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/file_based_zip_file.htm',
  title: 'Metadata API Developer Guide: Deploying and Retrieving Metadata with the Zip File',
} as const;

const CORE_DATA_TYPES = {
  url: 'https://developer.salesforce.com/docs/platform/api/guide/sforce-api-calls-concepts-core-data-objects.html',
  title: 'SOAP API Developer Guide: Core Data Types Used in API Calls',
} as const;

const METADATA_LIMITS = {
  url: 'https://developer.salesforce.com/docs/platform/salesforce-app-limits-cheatsheet/guide/salesforce-app-limits-platform-metadata.html',
  title: 'Salesforce Developer Limits and Allocations Quick Reference: Metadata Limits',
} as const;

const API_LIMITS = {
  url: 'https://developer.salesforce.com/docs/platform/salesforce-app-limits-cheatsheet/guide/salesforce-app-limits-platform-api.html',
  title: 'Salesforce Developer Limits and Allocations Quick Reference: API Request Limits and Allocations',
} as const;

const ORDER = '/start/order-of-steps/';
const ZIP = '/supported-components/zip-packages/';
const COMPONENTS = '/supported-components/components/';
const ON_ERROR = '/basic-terminology/on-error/';

export const entries: readonly ErrorEntry[] = [
  // package.xml and zip files
  {
    id: 'no-package-xml',
    title: 'Salesforce finds no package.xml in the zip',
    message: 'No package.xml found',
    areas: ['package-xml'],
    steps: ['zip-packages'],
    cause:
      'Every deployment zip carries a `package.xml` manifest, and Salesforce found none where it looked. Either the zip holds several top-level folders, or the manifest sits two folders deep. Salesforce then reads each folder as a package of its own.',
    fix: "Zip the folder that contains `package.xml`, or that folder's contents, and upload the file again. Metaferry's check at upload catches most of these before a run.",
    byStep: {
      'zip-packages':
        'Select **Upload zip** on the step and choose the corrected file; the step keeps its options.',
    },
    source: {
      ...ZIP_FILE,
      confirms: 'rule',
      where:
        'Every .zip file contains a project manifest named package.xml; the text as jsforce/gulp-jsforce-deploy issue 7 reports it',
    },
    related: [ZIP],
    words: ['package.xml missing', 'manifest not found', 'zip structure'],
  },
  {
    id: 'named-in-package-xml-not-found',
    title: 'The package.xml manifest names a component the zip lacks',
    message:
      "An object '{name}' of type {type} was named in package.xml, but was not found in zipped directory",
    example:
      "An object 'Case.Support_Process' of type BusinessProcess was named in package.xml, but was not found in zipped directory",
    areas: ['package-xml'],
    steps: ['zip-packages'],
    cause:
      "`package.xml` lists a member whose file isn't in the zip, so Salesforce has nothing to deploy for it. A Metadata API deploy fails on a missing file unless it allows missing files, which a production deployment shouldn't. This text comes from a zip you uploaded. A Components step builds its zip from what it retrieved, so a member missing from its source stops the run earlier, with [Entity of type … cannot be found](/errors/#entity-not-found).",
    fix: 'Add the missing file or remove the member from the manifest, then run again.',
    byStep: {
      'zip-packages':
        'Add the file to the zip in its folder, or remove the entry from `package.xml`, and upload the zip again.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-deployrequest.html',
      title: 'Tooling API Developer Guide: DeployRequest',
      confirms: 'rule',
      where:
        'AllowMissingFiles: whether a deployment succeeds when files named in package.xml are not in the .zip file; the text as forcedotcom/cli issue 2182 reports it',
    },
    related: [ZIP, COMPONENTS],
    words: ['not found in zipped directory', 'member missing', 'named in package.xml'],
  },
  {
    id: 'unknown-type-name',
    title: "The package.xml manifest names a type that can't be listed on its own",
    message: "Unknown type name '{type}' specified in package.xml",
    example: "Unknown type name 'ActionOverride' specified in package.xml",
    areas: ['package-xml'],
    steps: ['components', 'zip-packages'],
    cause:
      "The `name` of a `types` element isn't a type the Metadata API deploys by itself at this API version. It may be misspelled, or part of another type (an `ActionOverride` is part of its `CustomObject`), or newer than the manifest's `version`. Or a later release removed it, as API 33.0 removed `AccountSharingRules`.",
    fix: 'Use the exact type name, list the parent type instead of the part, or raise the API version. For a removed type, list what replaces it: the [every-type page](/supported-components/metadata-types/) names it.',
    byStep: {
      components:
        'Enter the type as Metaferry suggests it from the source, or use the dedicated step for the part, such as [Visualforce page overrides](/supported-components/apex-pages-overrides/) for action overrides.',
      'zip-packages':
        'Correct the `name` in `package.xml`, or raise its `version`, and upload the zip again.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/actionoverride.htm',
      title: 'Metadata API Developer Guide: ActionOverride',
      confirms: 'rule',
      where:
        'Introduction: you can access ActionOverride only through its encompassing CustomObject; the text as scolladon/sfdc-generate-package issue 8 reports it',
    },
    related: [COMPONENTS, ZIP],
    words: ['unknown type', 'invalid type name', 'ActionOverride', 'package.xml type'],
  },
  {
    id: 'property-not-valid-in-version',
    title: "A file uses a field that the deployment's API version doesn't know",
    message: "Property '{property}' not valid in version {version}",
    example: "Property 'formFactors' not valid in version 37.0",
    areas: ['package-xml'],
    steps: ['components', 'zip-packages'],
    cause:
      'The deployment runs at an older API version than the one the component files were written in, and a file contains a field that Salesforce added in a later version.',
    fix: 'Deploy at an API version at least as new as the files, one that the target also supports.',
    byStep: {
      components:
        'Set **API version** to a newer version, or leave it empty to use the newest version both orgs support. Retrieving and deploying at the same version keeps the files and the deployment in step.',
      'zip-packages':
        "Raise `<version>` in `package.xml` to the version the files were retrieved with, or retrieve them again at the zip's version, and upload the zip again.",
    },
    source: {
      ...ZIP_FILE,
      confirms: 'rule',
      where:
        'The manifest defines the API version used for the deployment or retrieval; the text as apex-enterprise-patterns/fflib-apex-common-samplecode issue 16 reports it',
    },
    related: [COMPONENTS, ZIP],
    words: ['not valid in version', 'api version', 'version mismatch'],
  },
  {
    id: 'invalid-type-in-version',
    title: "The API version doesn't support a metadata type",
    code: 'INVALID_TYPE',
    message: 'INVALID_TYPE: Cannot use: {type} in this version',
    example: 'INVALID_TYPE: Cannot use: FlowDefinition in this version',
    areas: ['package-xml'],
    steps: ['components'],
    cause:
      'The retrieve or deployment asks for a metadata type at an API version older than the one that introduced it, or at a version that no longer has it.',
    fix: "Use an API version that supports the type; the Metadata API Developer Guide's page for the type names the versions it's available in.",
    byStep: {
      components:
        'Set **API version** to a version that has the type, or leave it empty to use the newest version both orgs support.',
    },
    source: {
      ...ZIP_FILE,
      confirms: 'rule',
      where:
        'The manifest defines the API version used for the deployment or retrieval; the text as SFDO-Tooling/CumulusCI issue 259 reports it',
    },
    related: [COMPONENTS],
    words: ['cannot use in this version', 'invalid type', 'api version'],
  },
  {
    id: 'dependent-class-invalid',
    title: 'An Apex class depends on a class that no longer compiles',
    message: 'Dependent class is invalid and needs recompilation: {problem}',
    example:
      'Dependent class is invalid and needs recompilation: Class OrderSync : Variable does not exist: Region__c',
    areas: ['apex', 'references'],
    steps: ['components'],
    cause:
      "A class or trigger the deploy compiles calls another class that doesn't compile in the target: a field, class or method it uses was changed, renamed or is missing there. Salesforce marks such a class invalid when metadata it depends on changes, and the text after the colon names the class and its own compile error.",
    fix: 'Read the error after the colon: it names the class that fails and why. Copy what it needs (the field, the class, the changed method) in an earlier step, or in the same step as the classes that use it, so they compile together.',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_apexclass.htm',
      title: 'Object Reference: ApexClass',
      confirms: 'rule',
      where:
        "IsValid: whether any dependent metadata has changed since the class was last compiled; the text as Salesforce developers' forums and Stack Exchange quote it",
    },
    related: [COMPONENTS, ORDER],
    words: ['needs recompilation', 'dependent class invalid', 'class is invalid'],
  },
  {
    id: 'error-parsing-file',
    title: "A component file isn't valid XML",
    message: 'Error parsing file: {problem}',
    example:
      'Error parsing file: The processing instruction target matching "[xX][mM][lL]" is not allowed. (2:6)',
    variants: ['Error parsing file: Element {element} is duplicated at this location in type {type}'],
    areas: ['package-xml'],
    steps: ['zip-packages'],
    cause:
      "Salesforce couldn't read a file in the zip as the XML its type expects. Either the XML is malformed, often after a merge conflict or a hand edit, or an element appears out of place or twice. The text after the colon is the parser's description, with the line and column.",
    fix: 'Open the file the error names, correct the XML at that line, and deploy again.',
    byStep: {
      'zip-packages':
        'Correct the file in your project, build the zip again and select **Upload zip** on the step.',
    },
    source: {
      ...ZIP_FILE,
      confirms: 'rule',
      where:
        "The .zip file holds XML components organized into folders; the texts as a Salesforce Stack Exchange question (324070) and Gearset's documentation quote them",
    },
    related: [ZIP],
    words: ['parse error', 'invalid xml', 'malformed xml', 'merge conflict'],
  },
  {
    id: 'purge-on-delete-production',
    title: 'Purge on delete is on for a production org',
    code: 'INVALID_OPERATION',
    message: 'INVALID_OPERATION: purgeOnDelete option can only be used on a non-active org',
    areas: ['package-xml', 'rules'],
    steps: ['zip-packages'],
    cause:
      'The deployment sets `purgeOnDelete`, so deleted components would skip the Recycle Bin, and Salesforce allows that only in sandboxes and Developer Edition orgs. The target is a production org.',
    fix: 'Turn the option off for production targets, or deploy to production from a job of its own.',
    byStep: {
      'zip-packages':
        'Turn **Purge on delete** off, or move the production org to a job whose Zip packages step leaves it off.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy.htm',
      title: 'Metadata API Developer Guide: deploy()',
      confirms: 'rule',
      where:
        'DeployOptions: purgeOnDelete; the text as RoseSilverSoftware/IlluminatedCloud issue 583 and SFDO-Tooling/CumulusCI issue 260 report it',
    },
    related: [ZIP],
    words: ['purgeOnDelete', 'purge on delete', 'recycle bin', 'destructive changes'],
  },

  // Rules and references the guides name
  {
    id: 'not-available-for-deploy',
    title: "The target org doesn't have the feature a component needs",
    message: 'Not available for deploy for this organization',
    areas: ['rules', 'permissions'],
    steps: [],
    cause:
      "The component belongs to a feature that the target lacks: a setting that's turned off, or a product the org doesn't have. Or the authorizing user lacks the permission that feature needs.",
    fix: "Turn the feature on or grant the permission in the target, or take the component out of the step. To keep a step from ever deploying it there, a workspace admin can add it to that org's **Protected components**.",
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_metadata_perm.htm',
      title: 'Metadata API Developer Guide: Metadata API Edit Access',
      confirms: 'rule',
      where:
        'A user needs the permission that enables the feature the metadata supports; the text as trailheadapps/ebikes-lwc issue 63 reports it',
    },
    related: ['/start/how-to-add-step/', '/basic-terminology/what-is-protected-components/'],
    words: ['not available for deploy', 'feature not enabled', 'license missing'],
  },
  {
    id: 'invalid-cross-reference-id',
    title: "A component points to something the target doesn't have",
    code: 'INVALID_CROSS_REFERENCE_KEY',
    message: 'INVALID_CROSS_REFERENCE_KEY: invalid cross reference id',
    areas: ['references', 'packages'],
    steps: [],
    cause:
      "A component refers to a record, ID or component that doesn't exist in the target. It may be something only the source has, an ID hard-coded from the source org, or a component of a managed package the target lacks. When Salesforce names the missing component, the message reads like the other missing-reference errors and ends with the code.",
    fix: "Find the component the error belongs to in the step's result or the run log. Copy what it refers to in an earlier step, or install the package first with a Package upgrade step at the top of the job. Replace IDs from the source org with names.",
    source: {
      ...CORE_DATA_TYPES,
      confirms: 'code',
      where:
        'StatusCode list: INVALID_CROSS_REFERENCE_KEY; the text as RoseSilverSoftware/IlluminatedCloud issue 1800 reports it, and the code after a named reference in forcedotcom/CustomMetadataLoader issue 40',
    },
    related: [ORDER, '/supported-components/package-upgrade/'],
    words: ['cross reference', 'invalid id', 'missing reference'],
  },
  {
    id: 'field-not-available-insufficient-privileges',
    title: "A custom metadata record points to a field the target doesn't show",
    code: 'FIELD_INTEGRITY_EXCEPTION',
    message: 'Field {field} in {object} is not available in this org due to insufficient privileges.',
    example:
      'Field Secondary Technician in account is not available in this org due to insufficient privileges.',
    areas: ['references', 'permissions'],
    steps: ['components'],
    cause:
      "A custom metadata record's field definition relationship names a field that the target doesn't have, or that the authorizing user can't see there.",
    fix: "Copy the field in an earlier step, then check that the authorizing user's profile or permission sets give access to it in the target, and run again.",
    source: {
      ...CORE_DATA_TYPES,
      confirms: 'code',
      where:
        'StatusCode list: FIELD_INTEGRITY_EXCEPTION; the text as forcedotcom/CustomMetadataLoader issue 84 reports it',
    },
    related: [ORDER, COMPONENTS],
    words: ['custom metadata', 'field not available', 'insufficient privileges', 'field definition'],
  },
  {
    id: 'child-relationship-name-used',
    title: "A relationship field's child relationship name is already taken",
    message: 'There is already a Child Relationship named {name} on {object}.',
    example: 'There is already a Child Relationship named Invoices on Account.',
    areas: ['rules', 'references'],
    steps: ['components'],
    cause:
      'A lookup or master-detail field gives its parent object a child relationship name, and that name must be unique on the parent. The target already has a relationship of that name. Another field may use it, or a field or object that was deleted in the target may still hold it: Salesforce keeps deleted custom fields and objects for 15 days before it erases them.',
    fix: "If another field in the target uses the name, give the field another relationship name in the source and copy it again. If a deleted field or object holds the name, erase it in the target's Setup, then run again.",
    source: {
      url: 'https://developer.salesforce.com/docs/platform/salesforce-soql-sosl/guide/sforce-api-calls-soql-relationships-and-custom-objects.html',
      title: 'SOQL and SOSL Reference: Understanding Relationship Names, Custom Objects, and Custom Fields',
      confirms: 'rule',
      where:
        "Introduction: Salesforce keeps custom object names, custom field names and their relationship names unique; the text as Gearset's documentation quotes it",
    },
    related: [COMPONENTS, ORDER],
    words: ['child relationship', 'relationship name', 'already a child relationship', 'deleted field'],
  },

  // Deleting
  {
    id: 'field-referenced-elsewhere',
    title: 'A field can’t be deleted while another component still uses it',
    message: 'This custom field is referenced elsewhere in salesforce.com. : {reference}.',
    example: 'This custom field is referenced elsewhere in salesforce.com. : Filtered Lookup.',
    areas: ['references'],
    steps: ['components', 'zip-packages'],
    cause:
      'Salesforce refuses to delete a field that another component still uses, such as a formula field, a filtered lookup or a roll-up summary. The text after the colon names what uses it.',
    fix: "Change the component that uses the field in the same step, and list the field under **Components to delete**: Metaferry sends it as `destructiveChangesPost.xml`, so Salesforce deletes it after deploying the change. What uses it must travel in that same step. When it can't, because it exists only in the target or is an older version of a flow, remove or change it in the target first. A managed package's component changes in the target only where Salesforce lets a subscriber edit that attribute; otherwise ask its publisher, or uninstall the package.",
    byStep: {
      'zip-packages':
        'Put the changed component in `package.xml` and the field in `destructiveChangesPost.xml`, not `destructiveChanges.xml`, which Salesforce deletes before deploying the rest.',
    },
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_deleting_files.htm',
      title: 'Metadata API Developer Guide: Deleting Components from an Organization',
      confirms: 'rule',
      where: 'destructiveChangesPost.xml: components deleted after the other components are added or updated',
    },
    related: [COMPONENTS, '/faq/'],
    words: ['referenced elsewhere', 'cannot delete field', 'field is referenced', 'delete field'],
  },

  // API and deploy size limits
  {
    id: 'request-limit-exceeded',
    title: "The org's daily API request allocation is used up",
    code: 'REQUEST_LIMIT_EXCEEDED',
    message: 'REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.',
    areas: ['limits'],
    steps: [],
    cause:
      "Every retrieve and deploy Metaferry starts counts toward the org's daily API request allocation. The org's integrations and tools have used up this 24-hour allocation.",
    fix: "Wait for the allocation to recover, run large jobs away from heavy integrations, or ask Salesforce for a higher allocation. **System Overview** in Setup shows the org's API usage.",
    source: {
      ...API_LIMITS,
      confirms: 'code',
      where:
        'Total API Request Allocations; when a call exceeds a request limit an error is returned; the text as SalesforceLabs/OrgCheck issue 181 reports it',
    },
    related: ['/faq/'],
    words: ['api limit', 'daily api requests', 'TotalRequests', 'rate limit'],
  },
  {
    id: 'concurrent-api-requests',
    title: 'Too many long-running API requests at once',
    code: 'REQUEST_LIMIT_EXCEEDED',
    message: 'REQUEST_LIMIT_EXCEEDED: ConcurrentRequests (Concurrent API Requests) Limit exceeded.',
    variants: ['REQUEST_LIMIT_EXCEEDED: ConcurrentRequests Limit exceeded.'],
    areas: ['limits', 'platform'],
    steps: [],
    cause:
      'Salesforce limits how many API requests of 20 seconds or more an org runs at the same time, and other tools or integrations already held that many when Metaferry called. The condition passes as soon as some of them finish.',
    fix: 'Set **On error** to `Retry` for the job or the step, and schedule large runs away from heavy integrations and data loads.',
    source: {
      ...API_LIMITS,
      confirms: 'code',
      where:
        'Concurrent API Request Limits: past the limit the API returns REQUEST_LIMIT_EXCEEDED; the text as SalesforceLabs/OrgCheck issue 432 reports it',
    },
    related: [ON_ERROR, '/faq/'],
    words: ['concurrent requests', 'too many requests', 'long running requests'],
  },
  {
    id: 'deploy-too-many-files',
    title: 'The deployment has more files than Salesforce accepts',
    code: 'INVALID_OPERATION',
    message: 'INVALID_OPERATION: Too many files in zip',
    areas: ['limits'],
    steps: ['components', 'zip-packages'],
    cause: 'One deployment takes at most {fact:deployLimits}, and this one has more files.',
    fix: "Split the selection across two or more steps; [Clone a job step](/start/clone-job-step/) copies a step so that each copy keeps half of it. A **Validate only** run still sends the job's deploy steps together, so validate the parts in separate jobs.",
    byStep: {
      'zip-packages': 'Metaferry checks the limits when you upload a zip.',
    },
    source: {
      ...METADATA_LIMITS,
      confirms: 'rule',
      where: 'Metadata limits: files per deploy; the text as forcedotcom/cli issues 2910 and 1674 report it',
    },
    related: ['/start/clone-job-step/', '/faq/'],
    words: ['too many files', '10000 files', 'deploy limit', 'split step'],
  },
  {
    id: 'deploy-request-too-large',
    title: 'The deployment zip is too large',
    message: 'Maximum size of request reached. Maximum size of request is 52428800 bytes.',
    areas: ['limits'],
    steps: ['components', 'zip-packages'],
    cause:
      "Salesforce base-64 encodes the deployment zip into a SOAP message of at most 50 MB, so the zip itself can't be larger than {fact:deployMaxZip}; this one is. Files that compress poorly, such as static resources, reach the limit first.",
    fix: "Split the selection across two or more steps, for example static resources in a step of their own. A **Validate only** run still sends the job's deploy steps together, so validate the parts in separate jobs.",
    byStep: {
      'zip-packages': 'Metaferry checks the size when you upload a zip.',
    },
    source: {
      ...ZIP_FILE,
      confirms: 'rule',
      where:
        "The resulting .zip file can't exceed 50 MB, the limit for SOAP messages; the text as forcedotcom/cli issue 109 reports it",
    },
    related: ['/start/clone-job-step/', '/faq/'],
    words: ['zip too large', 'maximum size of request', '39 MB', 'static resources'],
  },
  {
    id: 'retrieve-too-many-files',
    title: "A step's selection is more than one retrieve can return",
    code: 'LIMIT_EXCEEDED',
    message: 'LIMIT_EXCEEDED: Too many files in retrieve call, limit is: 10000',
    variants: ['LIMIT_EXCEEDED: Too many files in retrieve call, limit is: 10000.'],
    areas: ['limits'],
    steps: ['components'],
    cause:
      "When a run starts, Metaferry retrieves each step's selection from the source org separately, and one retrieve returns at most {fact:deployMaxFiles}. Parts of components, such as fields and validation rules inside an object, count as files too.",
    fix: 'Split the selection across two or more steps, for example with [Clone a job step](/start/clone-job-step/), and avoid `*` for types with many components.',
    source: {
      ...METADATA_LIMITS,
      confirms: 'rule',
      where:
        'Metadata limits: files per retrieve; the text as forcedotcom/salesforcedx-vscode issue 685 reports it',
    },
    related: ['/start/clone-job-step/', '/basic-terminology/what-is-source-org-salesforce/'],
    words: ['too many files in retrieve', 'retrieve limit', '10000 files'],
  },

  // Locks and unexpected failures
  {
    id: 'unable-to-lock-row',
    title: 'A record lock blocked the deployment',
    code: 'UNABLE_TO_LOCK_ROW',
    message: 'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record',
    variants: ['UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or {number} records'],
    areas: ['platform'],
    steps: ['ci-cd'],
    cause:
      'Another process, such as a second deployment, a data load or an integration, held a lock on a record the deployment needed for longer than Salesforce waits for a lock. The error passes once the other process finishes.',
    fix: "Set **On error** to `Retry` for the job or the step: Metaferry tries the step up to {fact:retryMoreTries}, {fact:retryFirstWait} and then {fact:retrySecondWait} apart. Don't run two jobs against one org at the same time, and schedule releases away from data loads.",
    byStep: {
      'ci-cd':
        "Don't schedule two pipelines against one org at the same time; a run started from a pipeline follows the job's **On error** setting.",
    },
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/langCon_apex_locking_statements.htm',
      title: 'Apex Developer Guide: Locking Statements',
      confirms: 'rule',
      where:
        'Locking Considerations: a process waits at most 10 seconds for a lock another client holds; the text as RoseSilverSoftware/IlluminatedCloud issue 1539 reports it',
    },
    related: [ON_ERROR, '/docs/known-issues/'],
    words: ['lock error', 'record locked', 'row lock', 'transient error'],
  },
  {
    id: 'unknown-exception',
    title: 'Salesforce failed with an internal error',
    code: 'UNKNOWN_EXCEPTION',
    message:
      'UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this ErrorId if you contact support: {errorId}',
    example:
      'UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this ErrorId if you contact support: 855532695-154895 (982615576)',
    variants: ['An unexpected error occurred. Please include this ErrorId if you contact support: {errorId}'],
    areas: ['platform'],
    steps: [],
    cause:
      "Salesforce hit an internal error while it processed the deployment or call. The message doesn't say which component caused it; sometimes it passes, and sometimes one component triggers it every time.",
    fix: 'Run the job again for that target. If the step fails the same way again, split it with [Clone a job step](/start/clone-job-step/) to find the component that causes it. Then open a case with Salesforce Support, quoting the ErrorId from the run log.',
    source: {
      ...CORE_DATA_TYPES,
      confirms: 'code',
      where:
        'StatusCode and ExceptionCode lists: UNKNOWN_EXCEPTION; the text as microsoft/vscode issue 167882 and forcedotcom/salesforcedx-vscode issue 2588 report it',
    },
    related: [ON_ERROR, '/start/how-to-run-job/'],
    words: ['unexpected error', 'gack', 'ErrorId', 'internal error'],
  },
];
