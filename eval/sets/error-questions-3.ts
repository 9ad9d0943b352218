// cspell:ignore apexp secur globex soapenv faultcode faultstring faultactor sfdx sfpowerkit mdapi Ombudsman NPSP npsp dlrs fflib gantt hed sfdxhardismonitoring fike amm Opps RLLP ownerid salescore intercom forceworkbench skyvia cirrusinsight grokipedia haoide xjsender joeferraro amtrack tiaanswart fieldset certinia vdesabou celador afawcett sequin apsona scolladon jenkinsci ebikes appiphony rsoesemann benedwards Lueckeman salesforcecli hardisgroupcom orderlineitemtrigger Rollup ManageHpi Milestone milestone installationkey kav mdt dll dlm Sq izCFEAY BWbL Axios ERR ganttChart lwc
/**
 * Error matcher test set 3: 60 lines a reader might paste into the "paste your error" box on
 * /errors/, each with the entry id the matcher should return, or `null` when the line is no
 * entry's error.
 *
 * Written by a helper session working blind: it read only the entries (and their types) and the
 * published site, never the matcher, its tests, its scripts or the earlier question sets, and it
 * ran none of the project's code. Every line's wording was found with the search tool in public sources (GitHub issue
 * threads of forcedotcom/cli, salesforcecli plugins, CumulusCI projects, sfdx-hardis, SFDMU,
 * MavensMate, Illuminated Cloud's and other tools' trackers; Salesforce Help articles; Salesforce
 * Stack Exchange; vendor knowledge bases such as Gearset, Skyvia, Cirrus Insight, Sequin, Apsona),
 * preferring sources other than the ones the entries cite; names and numbers are filled in where
 * the source's were not realistic. `from` names the page each line's wording comes from. The set
 * was written before the tuning it measures.
 *
 * Wrappings vary as tools print them: OAuth error pages as redirect URLs and token responses as
 * JSON, SOAP faults, `sf`/`sfdx` table rows and `--json` fragments, ANT and Force.com CLI
 * failures, CumulusCI log lines, Setup > Deployment Status rows copied as tab-separated columns,
 * Apex test failure lines, a VS Code problem-panel line, Metaferry run-log rows as CSV (target,
 * step, status, component type, component, message) and JSON, and bare messages: a status code
 * alone, lower-cased, quoted, cut in the middle, with a timestamp or a trailing
 * "(line 41, column 15)". About a fifth are `null`: progress and summary output, a stack-trace
 * line, a log line with no error, real Salesforce errors no entry covers (some close to an entry's
 * wording) and a plain question. Lines come in pairs of a similar kind and difficulty.
 *
 * Held out whole: use it only to measure the matcher, never to tune it.
 */
import type { ErrorQuestion } from '../types';
import type { ErrorSet } from './define';

export const ERROR_QUESTIONS_3: readonly ErrorQuestion[] = [
  {
    line: 'https://acme--uat.sandbox.my.salesforce.com/setup/secur/RemoteAccessErrorPage.apexp?error=OAUTH_APP_ACCESS_DENIED&error_description=user+is+not+admin+approved+to+access+this+app',
    entry: 'oauth-app-access-denied',
    from: 'https://grokipedia.com/page/User_Is_Not_Admin_Approved_to_Access_This_App',
  },
  {
    line: 'https://globex.my.salesforce.com/setup/secur/RemoteAccessErrorPage.apexp?error=invalid_client&error_description=app+must+be+installed+into+org&display=touch',
    entry: 'connected-app-not-installed',
    from: 'https://www.cirrusinsight.com/knowledgebase/admins-avoiding-oauth-issues-with-salesforce-connected-apps',
  },
  {
    line: 'HTTP/1.1 400 Bad Request {"error":"invalid_grant","error_description":"user hasn\'t approved this consumer"}',
    entry: 'invalid-grant-not-approved',
    from: 'https://salesforce.stackexchange.com/questions/207685/oauth-2-0-jwt-bearer-token-flow-user-hasnt-approved-this-consumer',
  },
  {
    line: 'AxiosError: Request failed with status code 400 (ERR_BAD_REQUEST) {"error":"invalid_grant","error_description":"ip restricted"}',
    entry: 'invalid-grant-ip-restricted',
    from: 'https://intercom.help/salescore/ja/articles/11507432-faq-%E3%83%AA%E3%83%95%E3%83%AC%E3%83%83%E3%82%B7%E3%83%A5%E3%83%88%E3%83%BC%E3%82%AF%E3%83%B3%E3%81%AE%E5%8F%96%E5%BE%97%E3%81%AB%E5%A4%B1%E6%95%97%E3%81%97%E3%81%BE%E3%81%97%E3%81%9F-%E3%81%AE%E5%AF%BE%E5%BF%9C%E6%96%B9%E6%B3%95',
  },
  {
    line: '2024-03-11T08:14:52.117Z ERROR Error authenticating with the refresh token due to: expired access/refresh token',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/microsoft/vscode/issues/129046',
  },
  {
    line: 'An error has occurred and you have been logged out: invalid_grant: authentication failure',
    entry: 'invalid-grant-authentication-failure',
    from: 'https://github.com/forceworkbench/forceworkbench/issues/743',
  },
  {
    line: '<soapenv:Fault><faultcode>sf:INVALID_SESSION_ID</faultcode><faultstring>INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Session</faultstring></soapenv:Fault>',
    entry: 'invalid-session-id',
    from: 'https://github.com/forcedotcom/postman-salesforce-apis/issues/56',
  },
  {
    line: 'System.CalloutException: Web service callout failed: WebService returned a SOAP Fault: INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData permission faultcode=sf:INSUFFICIENT_ACCESS faultactor=',
    entry: 'metadata-api-insufficient-access',
    from: 'https://github.com/certinia/apex-mdapi/issues/44',
  },
  {
    line: '[{"message":"The REST API is not enabled for this Organization.","errorCode":"API_DISABLED_FOR_ORG"}]',
    entry: 'api-disabled-for-org',
    from: 'https://docs.sequin.io/integrations/salesforce/playbooks/enable-salesforce-api',
  },
  {
    line: '{"target":"prod-emea","step":"Profile updates","status":"failed","componentType":null,"component":null,"message":"invalid_grant: inactive user"}',
    entry: 'invalid-grant-inactive-user',
    from: 'https://support.skyvia.com/portal/en/kb/articles/salesforce-inactive-user-error',
  },
  {
    line: 'API_CURRENTLY_DISABLED',
    entry: 'api-currently-disabled',
    from: 'https://roadmap.apsona.com/p/why-can-some-users-run-apsona-merge-buttons-while-others-rec-nnJIYs',
  },
  {
    line: 'qa-sandbox,Picklist values,failed,StandardValueSet,OpportunityStage,UNABLE_TO_LOCK_ROW',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/developerforce/Force.com-JavaScript-REST-Toolkit/issues/68',
  },
  {
    line: 'Status: Succeeded | ████████████████████████████████████████ | 87/87 Components',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/656',
  },
  {
    line: 'Test Results Summary  Passing: 14  Failing: 0  Total: 14  Time: 3821',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/656',
  },
  {
    line: 'Failures - 1  ERROR with package.xml, line 0  No package.xml found',
    entry: 'no-package-xml',
    from: 'https://github.com/ForceCLI/force/issues/186',
  },
  {
    line: "Result: [DEPLOYMENT FAILED]: unpackaged/package.xml: An object 'InvoiceSyncService' of type ApexClass was named in package.xml, but was not found in zipped directory",
    entry: 'named-in-package-xml-not-found',
    from: 'https://github.com/joeferraro/MavensMate-SublimeText/issues/298',
  },
  {
    line: "[SMA] Component Failures package.xml():Unknown type name 'Translation' specified in package.xml",
    entry: 'unknown-type-name',
    from: 'https://github.com/jenkinsci/salesforce-migration-assistant-plugin/pull/26',
  },
  {
    line: "[sf:deploy] 1.  objects/Shipment__c.object (Shipment__c.Carrier__c) -- Error: Property 'businessStatus' not valid in version 40.0",
    entry: 'property-not-valid-in-version',
    from: 'https://github.com/scolladon/sfdc-git-package/issues/12',
  },
  {
    line: 'Error  zip/profiles/Partner Community.profile  Partner Community  Error parsing file: Element {http://soap.sforce.com/2006/04/metadata}fieldPermissions invalid at this location in type ProfileFieldLevelSecurity',
    entry: 'error-parsing-file',
    from: 'https://github.com/trailheadapps/ebikes-lwc/issues/458',
  },
  {
    line: 'Error  delta/objects/Shipment__c.object  Shipment__c  Must specify a non-empty label for the CustomObject',
    entry: 'custom-object-label-missing',
    from: 'https://github.com/amtrack/force-dev-tool/issues/226',
  },
  {
    line: '│ AiAuthoringBundle   │ OpenGateRouter/OpenGateRouter │ Not available for deploy for this organization │',
    entry: 'not-available-for-deploy',
    from: 'https://github.com/trailheadapps/agent-script-recipes/issues/98',
  },
  {
    line: '2020-06-02 14:30:51: Error  force-app/main/default/applications/Ombudsman_Cloud_Care.app-meta.xml  NPSP_Contact_Record_Page does not exist or is not a valid override for action View.',
    entry: 'override-not-valid',
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/pull/22',
  },
  {
    line: 'deploy/objects/Account.object(323,13):fullName must end with: __c or __kav or __x or __b or __e or __p or __mdt or __dll or __dlm',
    entry: null,
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17',
  },
  {
    line: "deploy/objects/Contact.object(376,13):Could not resolve standard field's name.",
    entry: null,
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17',
  },
  {
    line: 'Error: layouts/Opportunity-Opportunity Layout.layout(42,26):In field: field - no CustomField named Opportunity.CurrencyIsoCode found',
    entry: 'field-not-found',
    from: 'https://github.com/certinia/df12-deployment-tools/issues/2',
  },
  {
    line: 'deploy/objects/Account.object(789,18):Picklist value: Partner Referral in picklist: AccountSource not found',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17',
  },
  {
    line: '{"problemType":"Error","filePath":"force-app/main/default/layouts/Account-Account Layout.layout-meta.xml","error":"In field: QuickAction - no QuickAction named NewContact found"}',
    entry: 'quick-action-not-found',
    from: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/14',
  },
  {
    line: '{"done":"true","errorMessage":"LIMIT_EXCEEDED: Too many files in retrieve call, limit is: 10000","errorStatusCode":"LIMIT_EXCEEDED","id":"09Sq0000001izCFEAY","status":"Failed","success":"false"}',
    entry: 'retrieve-too-many-files',
    from: 'https://github.com/joeferraro/MavensMate/issues/946',
  },
  {
    line: '[Failed]: Update of Profile Admin: Error on line 53, col 29: In field: recordType - no RecordType named Contact.Family_Member found',
    entry: 'record-type-not-found',
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: "=== Deploy Errors  You can't edit tab settings for CarePlanTemplate, as it's not a valid tab.",
    entry: 'tab-not-valid',
    from: 'https://github.com/amtrack/sfdx-plugin-source-read/issues/66',
  },
  {
    line: 'Class.dlrs.RollupService.updateMasterRollupsTrigger: line 1023, column 1',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/847',
  },
  {
    line: '2020-07-11 08:24:09: [InProgress]: Processing Type: Profile',
    entry: null,
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: 'prod,Profile updates,failed,Profile,Custom: Sales Profile,Unknown user permission: ManageHpi',
    entry: 'unknown-user-permission',
    from: 'https://github.com/forcedotcom/cli/issues/1529',
  },
  {
    line: 'uat,Reports,failed,Report,Regional_Sales/Pipeline_By_Stage,Cannot find folder:Regional_Sales',
    entry: 'folder-not-found',
    from: 'https://github.com/joeferraro/MavensMate/issues/57',
  },
  {
    line: '{"target":"qa-scratch","step":"Field history tracking","status":"failed","componentType":"CustomObject","component":"Case","message":"exceeded the allowed number of fields to track on a given entity"}',
    entry: 'too-many-tracked-fields',
    from: 'https://github.com/forcedotcom/cli/issues/1922',
  },
  {
    line: '{"target":"partial-copy","step":"Components","status":"failed","componentType":null,"component":null,"message":"REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded."}',
    entry: 'request-limit-exceeded',
    from: 'https://github.com/vdesabou/kafka-docker-playground/issues/8350',
  },
  {
    line: 'ConnectedApp sfdxhardismonitoring_fike__amm3: Cannot create a new component with the namespace: sfdxhardismonitoring_fike.  Only components in the same namespace as the organiz',
    entry: 'namespace-not-allowed',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/issues/1592',
  },
  {
    line: 'Contact.hed__Work_Address__c: Cannot modify managed object: entity=CustomFieldDefinition, component=00N2O000001BWbL, field=CalculatedFormula, state=inst',
    entry: 'cannot-modify-managed-object',
    from: 'https://github.com/SalesforceFoundation/EDA/issues/1140',
  },
  {
    line: 'Race__c-Race Layout\tPage Layout\t0\t0\tduplicate value found: <unknown> duplicates value on record with id: <unknown>',
    entry: null,
    from: 'https://github.com/afawcett/forcedotcom-enterprise-architecture-second-edition/issues/1',
  },
  {
    line: 'Could not process MDAPI response: Update of Layout Employee-Employee Layout: Error: Field:FirstName must be Required',
    entry: null,
    from: 'https://github.com/SFDO-Tooling/CumulusCI/pull/2407',
  },
  {
    line: "'ConcurrentRequests (Concurrent API Requests) Limit exceeded'",
    entry: 'concurrent-api-requests',
    from: 'https://help.salesforce.com/s/articleView?id=000389067&language=de&type=1',
  },
  {
    line: 'Error reason: Cannot retrieve more than 10,000 files at a time. Please select "Choose Types..." from the retrieve menu and try to download without Reports selected first.',
    entry: 'retrieve-too-many-files',
    from: 'https://github.com/celador/ForceCode/issues/385',
  },
  {
    line: 'LIMIT_EXCEEDED: Try deploying again. Your deployment exceeded its maximum retry limit.',
    entry: null,
    from: 'https://docs.gearset.com/en/articles/6590065-why-am-i-seeing-limit_exceeded-error-during-deployments',
  },
  {
    line: 'classes/FieldsetController.cls(61,35):Illegal assignment from Map to Map',
    entry: null,
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/1',
  },
  {
    line: 'Variable does not exist: Quantity  Apex  fflib_SObjectUnitOfWorkTest.cls  [Ln 284, Col 29]',
    entry: 'variable-does-not-exist',
    from: 'https://github.com/apex-enterprise-patterns/fflib-apex-common/issues/502',
  },
  {
    line: "no such column 'ownerid' on entity 'milestone1_milestone__c'. if you are attempting to use a custom field, be sure to append the '__c' after the custom field name. (line 41, column 15)",
    entry: 'no-such-column',
    from: 'https://github.com/SalesforceLabs/Milestones-PM/issues/105',
  },
  {
    line: 'Error  ganttChart  Invalid type: Allocation__c (112:9)',
    entry: 'variable-does-not-exist',
    from: 'https://github.com/appiphony/gantt-chart/issues/7',
  },
  {
    line: 'DEBUG USE ONLY: IO Exception: Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = https://na172.salesforce.com/services/Soap/m/34.0',
    entry: 'unauthorized-endpoint',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/961',
  },
  {
    line: 'npsp.RLLP_OppRollup_TEST.OneContactMultipleOppsHHAccount -- System.LimitException: npsp:Too many SOQL queries: 101',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/184',
  },
  {
    line: 'Test failure, method: SchemaCache_Test.testSchemaCacheMaps -- System.LimitException: Apex CPU time limit exceeded stack Class.SchemaCache.objectDescribesMap: line 56, column 1',
    entry: 'apex-cpu-time-limit',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/26',
  },
  {
    line: 'Test failure, method: fflib_SObjectUnitOfWorkTest.testDerivedUnitOfWork_CommitDMLFail -- System.AssertException: Assertion Failed: Exception message was stack Class.fflib_SObjectUnitOfWorkTest.testDerivedUnitOfWork_CommitDMLFail: line 339, column 1',
    entry: 'apex-test-assertion-failed',
    from: 'https://github.com/apex-enterprise-patterns/fflib-apex-common/issues/425',
  },
  {
    line: '<faultcode>sf:INVALID_OPERATION</faultcode><faultstring>INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations</faultstring>',
    entry: 'no-test-run-in-production',
    from: 'https://github.com/xjsender/haoide/issues/107',
  },
  {
    line: 'Deployment CompleteCode coverage issue -- Average test coverage across all Apex Classes and Triggers is 59%, at least 75% test coverage is required.',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/benedwards44/Apex-for-Xero/issues/7',
  },
  {
    line: 'Code Coverage Failures: 1.  Class: ApplicationRegistration -- Test coverage of selected Apex Class is 65.979%, at least 75% test coverage is required',
    entry: 'specified-tests-coverage',
    from: 'https://github.com/Kathy-Lueckeman/EASY-Open-Source-Solution/issues/3',
  },
  {
    line: 'Code Coverage Failure Your code coverage is 0%. You need at least 75% coverage to complete this deployment.',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/forcedotcom/devops-center-roadmap/issues/9',
  },
  {
    line: 'code coverage failure: the following triggers have 0% code coverage. each trigger must have at least 1% code coverage. orderlineitemtrigger',
    entry: 'trigger-without-coverage',
    from: 'https://salesforce.stackexchange.com/questions/48693/field-history-tracking-via-a-customer-object-for-a-custom-object',
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
    line: 'why do profile changes never come across when I deploy them to the other sandbox?',
    entry: null,
    from: 'https://help.salesforce.com/s/articleView?id=000386377&language=no&type=1',
  },
  {
    line: 'ERROR running force:source:deploy:  Deploy failed.',
    entry: null,
    from: 'https://github.com/trailheadapps/lwc-recipes/issues/376',
  },
];

export const SET: ErrorSet = {
  kind: 'error',
  round: 3,
  name: 'set 3 (held out whole)',
  held: 'whole',
  blind: true,
  arrival: '93.3 %',
  story: 'Blind helper: the entries and the published site only, before the tuning it measures.',
  minSize: 60,
  floor: { whole: 0.91 },
  inAllHalves: false,
  noFalseFirst: false,
  newLines: true,
  questions: ERROR_QUESTIONS_3,
};
