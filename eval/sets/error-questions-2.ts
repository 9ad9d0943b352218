// cspell:ignore apexp secur npsp dlrs sortablegrid fflib sfdx sdx mdapi kav faultcode faultstring installationkey autolaunched Fieldset salescore nintex movedata apsona haoide restforce forceworkbench xgeek jetstream roblesterjr unpackaged benahm rsoesemann githubsfdeploy afawcett scolladon haripriyamurthy tiaanswart wadewegner xjsender joeferraro douglascayers benedwards SFDO CumulusCI salesforcecli salesforcedx Lueckeman amtrack Xero NcKCaBvxXtRCiVoJV
/**
 * Error matcher test set 2, written by a helper session of the project, blind:
 * without reading the matcher (match.ts, explain.ts), its tests, the scripts,
 * any benchmark or question file, and before any tuning; nothing was run.
 *
 * Each line's wording comes from a real report found with the search tool:
 * forcedotcom/cli, salesforcedx-vscode, plugin-deploy-retrieve and
 * plugin-packaging threads, CumulusCI, NPSP, DLRS, IlluminatedCloud, MavensMate,
 * Workbench and restforce issues, Salesforce Stack Exchange, Salesforce Help
 * knowledge articles, and vendors' help pages (MoveData, Nintex, Apsona,
 * SALESCORE). Names, IDs and numbers were filled in or varied where the
 * source repeated an entry's own example; no entry's `example` was copied.
 *
 * Wrappings: `sf project deploy start` pipe-table rows, older `sfdx
 * force:source:deploy` whitespace tables, Setup > Deployment Status rows as
 * tab-separated columns (Component Type, API name, Line, Column, Problem), ANT
 * `[sf:deploy]` lines, GitHub Salesforce Deploy Tool failures, MavensMate and
 * IDE messages, Apex test failure lines, OAuth errors as token-endpoint JSON
 * and as browser redirect URLs, SOAP faults, Metaferry run-log rows as CSV
 * (target,step,status,component type,component,message) and as JSON, and bare
 * or partial messages (code only, no code, odd casing, quotes, prefixes).
 *
 * 48 lines name an entry (48 entries, each once); 12 are `null`: progress and
 * summary lines, a stack-trace line, a log line without an error, and real
 * Salesforce or CLI errors that no entry covers (checked against every entry's
 * message, variants and cause).
 *
 * Lines come in pairs of a similar kind and difficulty (two CLI rows, two
 * OAuth lines, two nulls, ...), so a split by position gives both halves the
 * same mix: even positions tune, odd positions are held out.
 */
import type { ErrorQuestion } from '../types';
import type { ErrorSet } from './define';

export const ERROR_QUESTIONS_2: readonly ErrorQuestion[] = [
  {
    line: '| Error | force-app/main/default/permissionsets/Sales_Ops.permissionset-meta.xml | Sales_Ops | In field: field - no CustomField named Product2.TransferRecordMode found (48:13) |',
    entry: 'field-not-found',
    from: 'https://github.com/apex-enterprise-patterns/fflib-apex-common-samplecode/issues/58',
  },
  {
    line: "| Error | mdapi_out/package.xml | Account.Account_Compact_Layout | An object 'Account.Account_Compact_Layout' of type CompactLayout was named in package.xml, but was not found in zipped directory |",
    entry: 'named-in-package-xml-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/2182',
  },
  {
    line: "Error  sdx_sourceDeploy_pkg_1614089165664/package.xml        Unknown type name 'IndustriesManufacturingSettings' specified in package.xml",
    entry: 'unknown-type-name',
    from: 'https://github.com/forcedotcom/cli/issues/866',
  },
  {
    line: 'Error  TestDataFactory_Test  Variable does not exist: Campaign.SObjectType (1020:56)',
    entry: 'variable-does-not-exist',
    from: 'https://github.com/benahm/TestDataFactory/issues/18',
  },
  {
    line: '400 (Bad Request) {"error_description":"user hasn\'t approved this consumer","error":"invalid_grant"}',
    entry: 'invalid-grant-not-approved',
    from: 'https://salesforce.stackexchange.com/questions/31904/how-and-when-does-a-salesforce-saml-oauth2-user-give-permission-to-use-a-conne',
  },
  {
    line: 'Request failed with status code 400 {"error":"invalid_grant","error_description":"ip restricted"}',
    entry: 'invalid-grant-ip-restricted',
    from: 'https://intercom.help/salescore/ja/articles/11507432-faq-リフレッシュトークンの取得に失敗しました-の対応方法',
  },
  {
    line: 'https://acme--uat.sandbox.my.salesforce.com/setup/secur/RemoteAccessErrorPage.apexp?error=invalid_client&error_description=app+must+be+installed+into+org',
    entry: 'connected-app-not-installed',
    from: 'https://support.movedata.io/knowledgebase/technical/oauth-error-approve-uninstalled-connected-apps/',
  },
  {
    line: 'https://app.metaferry.example/oauth/callback?error=OAUTH_APP_ACCESS_DENIED&error_description=user+is+not+admin+approved+to+access+this+app&state=mf_7Qx2',
    entry: 'oauth-app-access-denied',
    from: 'https://help.nintex.com/en-us/docgensf/Troubleshooting/AuthorizationErrors/UnableToAuthorizeUser.htm',
  },
  {
    line: 'MDAPI PROGRESS | █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ | 385/1643 Components',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/2182',
  },
  {
    line: 'Status: Succeeded | ████████████████████████████████████████ | 87/87 Components',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/611',
  },
  {
    line: 'OpportunitiesTest.testUpdateAccountOnInsertOfOpportunity: System.AssertException: Assertion Failed: Expected: Last Opportunity Raised, Actual: null',
    entry: 'apex-test-assertion-failed',
    from: 'https://github.com/apex-enterprise-patterns/fflib-apex-common-samplecode/issues/35',
  },
  {
    line: 'ChatterBotPostMessageServiceTest.test_post_messages -- System.LimitException: Too many SOQL queries: 101 Stack Trace: Class.ChatterBotPostMessageService.processRequest: line 68, column 1',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/douglascayers/salesforce-chatter-bot-feeds/issues/6',
  },
  {
    line: "Custom Field\tOpportunity.npsp__Acknowledgment_Status__c\t2346\t13\tCannot modify managed object: entity=CustomFieldDefinition, component=00N4J000003HDh6, field=Description, state=installed: newValue='The acknowledgement status of this Opportunity.', oldValue='The acknowledgement status of this Opportunity. '",
    entry: 'cannot-modify-managed-object',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/6679',
  },
  {
    line: 'GenAiFunction\tCheck_Weather\t0\t0\tNot available for deploy for this organization',
    entry: 'not-available-for-deploy',
    from: 'https://github.com/trailheadapps/coral-cloud/issues/58',
  },
  {
    line: "Custom Object\tBundle__c\t0\t0\tCan't specify an external sharing model for Bundle__c",
    entry: null,
    from: 'https://github.com/wadewegner/deploy-to-sfdx/issues/41',
  },
  {
    line: 'Page Layout\tMerchandise__c-Merchandise Layout\t0\t0\tParent entity failed to deploy',
    entry: null,
    from: 'https://github.com/wadewegner/deploy-to-sfdx/issues/41',
  },
  {
    line: "[sf:deploy] 1.  objects/Renewal_Setting__mdt.object (Renewal_Setting__mdt.Handler_Class__c) -- Error: Property 'businessStatus' not valid in version 40.0",
    entry: 'property-not-valid-in-version',
    from: 'https://github.com/scolladon/sfdc-git-package/issues/12',
  },
  {
    line: '[sf:deploy] 1.  Class: ApplicationRegistration -- Test coverage of selected Apex Class is 65.979%, at least 75% test coverage is required',
    entry: 'specified-tests-coverage',
    from: 'https://github.com/Kathy-Lueckeman/EASY-Open-Source-Solution/issues/3',
  },
  {
    line: 'profiles/Support_Agent.profile(Support_Agent):Unknown user permission: AllowUniversalSearch',
    entry: 'unknown-user-permission',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/4',
  },
  {
    line: 'customMetadata/README.md(1,1):Error parsing file: Content is not allowed in prolog.',
    entry: 'error-parsing-file',
    from: 'https://github.com/afawcett/githubsfdeploy/issues/24',
  },
  {
    line: 'Error: TotalRequests Limit exceeded.',
    entry: 'request-limit-exceeded',
    from: 'https://github.com/jetstreamapp/jetstream/issues/868',
  },
  {
    line: '"errorCode": "UNABLE_TO_LOCK_ROW",',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/roblesterjr04/EloquentSalesForce/issues/59',
  },
  {
    line: 'ERROR running force:source:deploy:  Deploy failed.',
    entry: null,
    from: 'https://github.com/benahm/TestDataFactory/issues/18',
  },
  {
    line: 'Error (1): Failed to validate the deployment (0Af5300000e2PMyCAM).',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/656',
  },
  {
    line: 'UAT,Profile updates,Failed,Profile,Admin,"Update of Profile Admin: Error on line 53, col 29: In field: recordType - no RecordType named Contact.Family_Member found"',
    entry: 'record-type-not-found',
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: 'Staging,Record types,Failed,RecordType,Case.Client_Margin,"Picklist value: ASX Fees in picklist: Reason not found (6447:18)"',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/155',
  },
  {
    line: '{"target":"QA","step":"Field sets","status":"Failed","componentType":"FieldSet","component":"Contact.sortablegrid__default","message":"Cannot create a new component with the namespace: sortablegrid.  Only components in the same namespace as the organization can be created through the API"}',
    entry: 'namespace-not-allowed',
    from: 'https://github.com/forcedotcom/cli/issues/155',
  },
  {
    line: '{"target":"UAT","step":"Profile updates","status":"Failed","componentType":"Profile","component":"Support_User","message":"You can\'t edit tab settings for CarePlanTemplate, as it\'s not a valid tab."}',
    entry: 'tab-not-valid',
    from: 'https://github.com/amtrack/sfdx-plugin-source-read/issues/66',
  },
  {
    line: 'ERROR running force:org:shape:list:  Error authenticating with the refresh token due to: expired access/refresh token',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/forcedotcom/cli/issues/1627',
  },
  {
    line: 'An error has occurred and you have been logged out: invalid_grant: authentication failure',
    entry: 'invalid-grant-authentication-failure',
    from: 'https://github.com/forceworkbench/forceworkbench/issues/743',
  },
  {
    line: 'INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Illegal Session. Session not found, missing session hash: NcKCaBvxXtRCiVoJV533OUjNYzxL4hACj04Sb3JDU58=',
    entry: 'invalid-session-id',
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/601',
  },
  {
    line: '[2020-01-15 17:42] DESCRIBE ERROR , {"name":"API_DISABLED_FOR_ORG","errorCode":"API_DISABLED_FOR_ORG"}',
    entry: 'api-disabled-for-org',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/58',
  },
  {
    line: 'Error (sf:INSUFFICIENT_ACCESS): INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData or ModifyMetadata permissions',
    entry: 'metadata-api-insufficient-access',
    from: 'https://github.com/forcedotcom/cli/issues/3048',
  },
  {
    line: '<faultcode>sf:API_CURRENTLY_DISABLED</faultcode><faultstring>API_CURRENTLY_DISABLED: API is disabled for this User</faultstring>',
    entry: 'api-currently-disabled',
    from: 'https://roadmap.apsona.com/p/why-can-some-users-run-apsona-merge-buttons-while-others-rec-nnJIYs',
  },
  {
    line: '{"error":"invalid_grant","error_description":"audience is invalid"}',
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/184363/salesforce-jwt-user-hasnt-approved-this-consumer-again/296941',
  },
  {
    line: 'ERROR running auth:web:login:  Invalid client credentials. Verify the OAuth client secret and ID. Error authenticating with auth code due to: grant type not supported',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/1661',
  },
  {
    line: 'Unable to deploy package.xml.INVALID_OPERATION: Too many files in zip',
    entry: 'deploy-too-many-files',
    from: 'https://github.com/forcedotcom/cli/issues/2910',
  },
  {
    line: 'ERROR:  The metadata retrieve operation failed: LIMIT_EXCEEDED: Too many files in retrieve call, limit is: 10000.',
    entry: 'retrieve-too-many-files',
    from: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/685',
  },
  {
    line: "'ConcurrentRequests (Concurrent API Requests) Limit exceeded'",
    entry: 'concurrent-api-requests',
    from: 'https://help.salesforce.com/s/articleView?id=000389067&language=de&type=1',
  },
  {
    line: '2017-03-15 08:35:50: [Failed]: sf:INVALID_OPERATION: INVALID_OPERATION: purgeOnDelete option can only be used on a non-active org',
    entry: 'purge-on-delete-production',
    from: 'https://github.com/SFDO-Tooling/CumulusCI/issues/260',
  },
  {
    line: 'Result: Task_Trigger: System.LimitException: Apex CPU Time Limit Exceeded',
    entry: 'apex-cpu-time-limit',
    from: 'https://github.com/forceworkbench/forceworkbench/issues/813',
  },
  {
    line: 'System.LimitException: npsp:Too many DML statements: 151',
    entry: 'too-many-dml-statements',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/2095',
  },
  {
    line: 'Class.dlrs.RollupService.handleRollups: line 677, column 1',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/833',
  },
  {
    line: '2020-07-11 08:24:07: Cleaning meta.xml files of packageVersion elements for deploy',
    entry: null,
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: 'Code coverage issue -- Average test coverage across all Apex Classes and Triggers is 59%, at least 75% test coverage is required.',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/benedwards44/Apex-for-Xero/issues/7',
  },
  {
    line: 'Code Coverage Failure The following triggers have 0% code coverage. Each trigger must have at least 1% code coverage. LeadRoutingTrigger',
    entry: 'trigger-without-coverage',
    from: 'https://salesforce.stackexchange.com/questions/48693/field-history-tracking-via-a-customer-object-for-a-custom-object',
  },
  {
    line: '<faultcode>sf:INVALID_OPERATION</faultcode><faultstring>INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations</faultstring>',
    entry: 'no-test-run-in-production',
    from: 'https://github.com/xjsender/haoide/issues/107',
  },
  {
    line: 'Test coverage of active processes and autolaunched flows is 0%, but at least 75% is required',
    entry: 'flow-test-coverage',
    from: 'https://salesforce.stackexchange.com/questions/250177/test-coverage-of-active-processes-and-autolaunched-flows-is-0-but-at-least-75',
  },
  {
    line: '(1) Knowledge__kav.Archived_Articles_x: Could not resolve list view column: RECORDTYPE',
    entry: 'list-view-column-not-resolved',
    from: 'https://github.com/forcedotcom/cli/issues/2723',
  },
  {
    line: '[DEPLOYMENT FAILED]: unpackaged/reports/Sales_Pipeline/Pipeline_by_Owner.report: Cannot find folder:Sales_Pipeline',
    entry: 'folder-not-found',
    from: 'https://github.com/joeferraro/MavensMate/issues/57',
  },
  {
    line: 'classes/FieldsetControllerTest.cls(61,35):Dependent class is invalid and needs recompilation: Class FieldsetController : Illegal assignment from Map to Map',
    // null when written: no entry covered it; the entry came with round 5 (a real, sourced error).
    entry: 'dependent-class-invalid',
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/1',
  },
  {
    line: '- problem: duplicate value found: <unknown> duplicates value on record with id: <unknown>',
    entry: null,
    from: 'https://github.com/haripriyamurthy/Deprecated-CustomMetadataLoader/issues/8',
  },
  {
    line: 'ERROR running force:package:beta:install:  Invalid InstallationKey for SubscriberPackageVersion',
    entry: 'invalid-installation-key',
    from: 'https://github.com/salesforcecli/plugin-packaging/pull/55',
  },
  {
    line: "Response content: [{'message': 'Please provide installationkey when querying against SubscriberPackageVersion that is protected by installationkey', 'errorCode': 'INSTALL_KEY_REQUIRED'}]",
    entry: 'installation-key-required',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/7179',
  },
  {
    line: "Can't install package. This package doesn't require an installation key. Install the package without specifying an installation key.: Password",
    entry: 'installation-key-not-required',
    from: 'https://github.com/forcedotcom/cli/issues/1167',
  },
  {
    line: '[sf:deploy] Error: Admin operation already in progress',
    entry: 'setup-locked',
    from: 'https://help.salesforce.com/apex/HTViewSolution?id=000232368&language=en_US',
  },
  {
    line: 'classes/QuoteSyncService.cls: An unexpected error occurred. Please include this ErrorId if you contact support: 470492228-1778 (976141748)',
    entry: 'unknown-exception',
    from: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/1096',
  },
  {
    line: 'org.apache.cxf.binding.soap.SoapFault: INVALID_CROSS_REFERENCE_KEY: invalid cross reference id',
    entry: 'invalid-cross-reference-id',
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1800',
  },
  {
    line: 'DEBUG USE ONLY: IO Exception: Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = https://na172.salesforce.com/services/Soap/m/34.0',
    entry: 'unauthorized-endpoint',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/961',
  },
  {
    line: "Failure Message: \"line 41, column 15: No such column 'OwnerId' on entity 'Milestone1_Milestone__c'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.\"",
    entry: 'no-such-column',
    from: 'https://github.com/SalesforceLabs/Milestones-PM/issues/105',
  },
];

export const SET: ErrorSet = {
  kind: 'error',
  round: 2,
  name: 'set 2 (round 2)',
  held: 'halves',
  blind: true,
  arrival: '100 %, 96.7 % (when its floors were set)',
  story: 'Blind helper, before any tuning, nothing run; wordings from public reports.',
  minSize: 60,
  floor: { tuning: 0.96, heldOut: 0.93 },
  inAllHalves: true,
  noFalseFirst: false,
  newLines: false,
  questions: ERROR_QUESTIONS_2,
};
