/**
 * Evaluation set 4 for the /errors/ paste-box matcher: 60 lines a reader might paste, each with the
 * entry id the matcher's first match should be, or null when the line is no entry's error.
 *
 * Written blind: from the error entries (src/data/errors/types.ts and entries/*.ts) and the published
 * site (errors.md in the twins) only, never the matcher, its explanations, its tests, the scripts or
 * earlier sets, and written before the tuning it measures. Every wording was found with the search
 * tool in public sources (GitHub issues of the Salesforce CLI and its plugins, CumulusCI, sfdx-hardis,
 * SFDMU, IDE and tool repositories, Salesforce Stack Exchange, Salesforce Help and developer blog,
 * Gearset and other vendors' pages), preferring sources other than the one an entry cites and
 * wordings other than its `message`; `from` is the page the wording comes from. Names, ids and
 * numbers are filled in as those tools print them.
 *
 * Wrappings: OAuth token responses and redirect URLs, sfdx/sf CLI `ERROR running` lines and
 * `sf project deploy start` table rows, `--json` fragments, SOAP faults, Metadata API tool and ANT
 * migration tool failures (`1.  file -- Error: …`, `Failed to process the request successfully.
 * Cause: …`), Setup > Deployment Status rows (Type, Name, Line, Column, Problem, tab-separated),
 * Apex test failures with stack traces, CumulusCI and tool log lines, Metaferry run-log rows as CSV
 * (target,step,status,component type,component,message) and JSON, and bare messages (code only,
 * lower-cased, cut, timestamped).
 *
 * Null share: 12 of 60 (a fifth): progress and summary output, stack-trace lines, log lines without an
 * error, plain questions, and real Salesforce errors no entry covers, some close to an entry's
 * wording (`Invalid api version`, `Could not resolve standard field's name`, the concurrent Apex
 * request limit, LIMIT_EXCEEDED on deploy retries).
 *
 * Pairs and halves: lines come in pairs (positions 2k and 2k+1) of similar kind and difficulty; even
 * positions may be used for tuning, odd positions are held out. 45 distinct entries, none more than
 * 3 times.
 */
import type { ErrorQuestion } from '../types';
import type { ErrorSet } from './define';

export const ERROR_QUESTIONS_4: readonly ErrorQuestion[] = [
  {
    line: 'AxiosError: Request failed with status code 400 (ERR_BAD_REQUEST) {"error":"invalid_grant","error_description":"ip restricted"}',
    entry: 'invalid-grant-ip-restricted',
    from: 'https://intercom.help/salescore/ja/articles/11507432-faq-リフレッシュトークンの取得に失敗しました-の対応方法',
  },
  {
    line: 'Client error: `POST https://login.salesforce.com/services/oauth2/token` resulted in a `400 Bad Request` response: {"error":"invalid_grant","error_description":"user hasn\'t approved this consumer"}',
    entry: 'invalid-grant-not-approved',
    from: 'https://github.com/omniphx/forrest/issues/278',
  },
  {
    line: 'https://acme--uat.sandbox.my.salesforce.com/setup/secur/RemoteAccessErrorPage.apexp?error=invalid_client&error_description=app+must+be+installed+into+org&display=touch',
    entry: 'connected-app-not-installed',
    from: 'https://www.cirrusinsight.com/knowledgebase/admins-avoiding-oauth-issues-with-salesforce-connected-apps',
  },
  {
    line: 'https://app.metaferry.example/oauth/callback?error=OAUTH_APP_ACCESS_DENIED&error_description=user+is+not+admin+approved+to+access+this+app&state=9f2c1e7a',
    entry: 'oauth-app-access-denied',
    from: 'https://grokipedia.com/page/User_Is_Not_Admin_Approved_to_Access_This_App',
  },
  {
    line: 'Status: Failed | ████████████████████████████████████████ | 3/3 Components',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/623',
  },
  {
    line: 'ERROR running force:source:deploy:  Deploy failed.',
    entry: null,
    from: 'https://github.com/trailheadapps/build-apps-with-lwc/issues/4',
  },
  {
    line: 'ERROR running force:source:deploy:  Error authenticating with the refresh token due to: expired access/refresh token',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/forcedotcom/sfdx-core/issues/434',
  },
  {
    line: 'Caused by: com.google.api.client.http.HttpResponseException: 400 Bad Request {"error":"invalid_grant","error_description":"authentication failure"}',
    entry: 'invalid-grant-authentication-failure',
    from: 'https://github.com/vdesabou/kafka-docker-playground/issues/4178',
  },
  {
    line: '[2024-03-11 09:14] [ERROR] invalid_grant: inactive user',
    entry: 'invalid-grant-inactive-user',
    from: 'https://salesforcedictionary.com/errors/invalid-oauth-grant',
  },
  {
    line: '[2019-06-06 16:05] DESCRIBE ERROR , {"name":"API_DISABLED_FOR_ORG","errorCode":"API_DISABLED_FOR_ORG"}',
    entry: 'api-disabled-for-org',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/38',
  },
  {
    line: '{"complete":true,"error":"Session expired or invalid","stack":"INVALID_SESSION_ID: Session expired or invalid\\n    at HttpApi.getError (/Users/dev/MavensMate/node_modules/jsforce/lib/http-api.js:240:13)"}',
    entry: 'invalid-session-id',
    from: 'https://github.com/joeferraro/MavensMate/issues/463',
  },
  {
    line: '[{"message":"unable to obtain exclusive access to this record or 1 records: 001Dn00000Qx7PbIAJ","errorCode":"UNABLE_TO_LOCK_ROW"}]',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/roblesterjr04/EloquentSalesForce/issues/59',
  },
  {
    line: 'Class.dlrs.RollupService.updateMasterRollupsTrigger: line 1023, column 1',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/847',
  },
  {
    line: '    at HttpApi.getError (/Users/josephferraro/Development/Github/MavensMate/node_modules/jsforce/lib/http-api.js:240:13)',
    entry: null,
    from: 'https://github.com/joeferraro/MavensMate/issues/463',
  },
  {
    line: '    "errorMessage": "LIMIT_EXCEEDED: Too many files in retrieve call, limit is: 10000",',
    entry: 'retrieve-too-many-files',
    from: 'https://github.com/forcedotcom/cli/issues/2846',
  },
  {
    line: '\t"message": "invalid cross reference id",',
    entry: 'invalid-cross-reference-id',
    from: 'https://github.com/celador/ForceCode/issues/390',
  },
  {
    line: 'System.CalloutException: Web service callout failed: WebService returned a SOAP Fault: INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData permission faultcode=sf:INSUFFICIENT_ACCESS faultactor=',
    entry: 'metadata-api-insufficient-access',
    from: 'https://github.com/certinia/apex-mdapi/issues/44',
  },
  {
    line: 'System.CalloutException: Web service callout failed: WebService returned a SOAP Fault: INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations faultcode=sf:INVALID_OPERATION faultactor=',
    entry: 'no-test-run-in-production',
    from: 'https://github.com/certinia/apex-mdapi/issues/286',
  },
  {
    line: '<faultcode>sf:UNKNOWN_EXCEPTION</faultcode><faultstring>UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this ErrorId if you contact support: 385671458-421778 (1377497918)</faultstring>',
    entry: 'unknown-exception',
    from: 'https://github.com/certinia/apex-mdapi/issues/167',
  },
  {
    line: '<faultcode>sf:INVALID_SESSION_ID</faultcode><faultstring>INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Illegal Session</faultstring>',
    entry: 'invalid-session-id',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/911',
  },
  {
    line: "Error  sdx_sourceDeploy_pkg_1614089165664/package.xml        Unknown type name 'IndustriesManufacturingSettings' specified in package.xml",
    entry: 'unknown-type-name',
    from: 'https://github.com/forcedotcom/cli/issues/866',
  },
  {
    line: 'Error  N/A           Cannot find folder:ExampleReportFolder',
    entry: 'folder-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/612',
  },
  {
    line: '| Error classes/FileUtilities.cls-meta.xml Invalid api version:88.0',
    entry: null,
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/623',
  },
  {
    line: "deploy/objects/Account.object(291,13):Could not resolve standard field's name.",
    entry: null,
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17',
  },
  {
    line: 'force-app\\main\\default\\layouts\\Lead-Lead Layout.layout-meta.xml                                            In field: field - no CustomField named Lead.CurrencyIsoCode found (39:26)',
    entry: 'field-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/155',
  },
  {
    line: 'Error  force-app/main/default/layouts/Account-Account Layout.layout-meta.xml  In field: QuickAction - no QuickAction named FeedItem.RypplePost found',
    entry: 'quick-action-not-found',
    from: 'https://github.com/trailheadapps/build-apps-with-lwc/issues/4',
  },
  {
    line: ' Error zip/profiles/E-Bikes Profile.profile E-Bikes Profile Error parsing file: Element {http://soap.sforce.com/2006/04/metadata}fieldPermissions invalid at this location in type ProfileFieldLevelSecurity',
    entry: 'error-parsing-file',
    from: 'https://github.com/trailheadapps/ebikes-lwc/issues/458',
  },
  {
    line: "Error  force-app/main/default/profiles/Admin.profile-meta.xml  Admin  If Action is set to 'Tab', you must specify a CustomApplication.",
    entry: 'tab-override-needs-app',
    from: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/1096',
  },
  {
    line: "Result: [DEPLOYMENT FAILED]: unpackaged/package.xml: An object 'APITCClientLocation' of type ApexClass was named in package.xml, but was not found in zipped directory",
    entry: 'named-in-package-xml-not-found',
    from: 'https://github.com/joeferraro/MavensMate-SublimeText/issues/298',
  },
  {
    line: 'classes/XeroConnection.cls(XeroConnection):Not available for deploy for this organization',
    entry: 'not-available-for-deploy',
    from: 'https://github.com/benedwards44/Apex-for-Xero/issues/18',
  },
  {
    line: 'profiles/U2G_TestUserProfile.profile(U2G_TestUserProfile):Unknown user permission: AllowUniversalSearch',
    entry: 'unknown-user-permission',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/4',
  },
  {
    line: 'deploy/objects/Account.object(521,18):Picklist value: Web in picklist: AccountSource not found',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17',
  },
  {
    line: '1.  classes/package.xml -- Error: No package.xml found (line 0, column 0)',
    entry: 'no-package-xml',
    from: 'https://salesforce.stackexchange.com/questions/252340/metadata-api-deployments-are-failing-in-spring-19',
  },
  {
    line: "Failed to process the request successfully. Cause: The changes you requested require to temporarily lock your organization's administration setup. However, the administration setup has already been locked by another change. Please wait for the previous action to finish, then try again later.",
    entry: 'setup-locked',
    from: 'https://help.salesforce.com/apex/HTViewSolution?id=000232368&language=en_US',
  },
  {
    line: '2021-08-02 11:50:32: Payload size: 904 bytes',
    entry: null,
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/pull/163',
  },
  {
    line: '2021-08-02 11:50:35: [Success]: Succeeded',
    entry: null,
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/pull/163',
  },
  {
    line: "Custom Field\tOpportunity.npsp__Acknowledgment_Status__c\t2346\t13\tCannot modify managed object: entity=CustomFieldDefinition, component=00N4J000003HDh6, field=Description, state=installed: newValue='The acknowledgement status of this Opportunity.', oldValue='The acknowledgement status of this Opportunity. '",
    entry: 'cannot-modify-managed-object',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/6679',
  },
  {
    line: "Profile\tSales Manager\t0\t0\tYou can't edit tab settings for AddOnDefinition, as it's not a valid tab.",
    entry: 'tab-not-valid',
    from: 'https://salesforce.stackexchange.com/questions/88332/updating-profile-via-metadata-api-from-apex-gives-weird-error',
  },
  {
    line: 'Code Coverage Failure\tYour code coverage is 69%. You need at least 75% coverage to complete this deployment.',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/alexed1/ProcessBuilderConverter/issues/17',
  },
  {
    line: 'triggers have 0% code coverage. Each trigger must have at least 1% code coverage.',
    entry: 'trigger-without-coverage',
    from: 'https://github.com/jamesward/salesforce-webhook-creator/issues/17',
  },
  {
    line: 'Test failure, method: fflib_SObjectUnitOfWorkTest.testDerivedUnitOfWork_CommitDMLFail -- System.AssertException: Assertion Failed: Exception message was stack Class.fflib_SObjectUnitOfWorkTest.testDerivedUnitOfWork_CommitDMLFail: line 339, column 1',
    entry: 'apex-test-assertion-failed',
    from: 'https://github.com/apex-enterprise-patterns/fflib-apex-common/issues/425',
  },
  {
    line: '1.  npsp.RLLP_OppRollup_TEST.OneContactMultipleOppsHHAccount -- System.LimitException: npsp:Too many SOQL queries: 101',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/184',
  },
  {
    line: 'Unable to Process Request. Concurrent requests limit exceeded.',
    // `null` as written (no entry covered it then); its entry was added after, from Salesforce's page.
    entry: 'concurrent-long-running-apex',
    from: 'https://developer.salesforce.com/blogs/2013/05/force-com-concurrent-request-limits',
  },
  {
    line: 'LIMIT_EXCEEDED: Try deploying again. Your deployment exceeded its maximum retry limit.',
    entry: null,
    from: 'https://docs.gearset.com/en/articles/6590065-why-am-i-seeing-limit_exceeded-error-during-deployments',
  },
  {
    line: 'System.LimitException: Apex CPU time limit exceeded Stack Trace: Class.SchemaCache.objectDescribesMap: line 56, column 1 Class.SchemaCache_Test.testSchemaCacheMaps: line 145, column 1',
    entry: 'apex-cpu-time-limit',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/26',
  },
  {
    line: 'IO Exception: Unauthorized endpoint, please check Setup->Security->Remote site settings. endpoint = https://cfa--preprod--c.cs7.visual.force.com/services/Soap/m/28.0',
    entry: 'unauthorized-endpoint',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/9',
  },
  {
    line: "Failure Message: \"line 41, column 15: No such column 'OwnerId' on entity 'Milestone1_Milestone__c'. If you are attempting to use a custom field, be sure to append the '__c' after the custom field name. Please reference your WSDL or the describe call for the appropriate names.\", Failure Stack Trace: \"null\"",
    entry: 'no-such-column',
    from: 'https://github.com/SalesforceLabs/Milestones-PM/issues/105',
  },
  {
    line: "[05/02/23 17:05:50] Error: Malformed request. Response content: [{'message': 'Please provide installationkey when querying against SubscriberPackageVersion that is protected by installationkey', 'errorCode': 'INSTALL_KEY_REQUIRED'}]",
    entry: 'installation-key-required',
    from: 'https://github.com/SFDO-Tooling/CumulusCI/issues/3592',
  },
  {
    line: 'ERROR running force:package:beta:install:  Invalid InstallationKey for SubscriberPackageVersion',
    entry: 'invalid-installation-key',
    from: 'https://github.com/salesforcecli/plugin-packaging/pull/55',
  },
  {
    line: 'ERROR running sfpowerkit:auth:login:  REQUEST_LIMIT_EXCEEDED: TotalRequests Limit exceeded.',
    entry: 'request-limit-exceeded',
    from: 'https://github.com/vdesabou/kafka-docker-playground/issues/8350',
  },
  {
    line: 'prod,3 Components,Failed,CustomField,Vehicle__c.Gears__c,Must specify a non-empty label for the CustomObject',
    entry: 'custom-object-label-missing',
    from: 'https://github.com/forcedotcom/cli/issues/1220',
  },
  {
    line: "uat,5 Profile updates,Failed,Profile,Customer Support,The user license doesn't allow the permission: FreezeUsers",
    entry: 'license-does-not-allow-permission',
    from: 'https://github.com/forcedotcom/devops-center-feedback/issues/290',
  },
  {
    line: 'What does "version" do in package.xml in Salesforce?',
    entry: null,
    from: 'https://www.asagarwal.com/tag/admins/page/3/',
  },
  {
    line: 'Has anyone successfully updated page accesses through the Metadata API?',
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/88332/updating-profile-via-metadata-api-from-apex-gives-weird-error',
  },
  {
    line: '{"target":"prod","step":"4 List views","status":"Failed","componentType":"ListView","component":"Knowledge__kav.Archived_Articles_x","message":"Could not resolve list view column: RECORDTYPE"}',
    entry: 'list-view-column-not-resolved',
    from: 'https://github.com/forcedotcom/cli/issues/2723',
  },
  {
    line: '{"target":"partial","step":"2 Components","status":"Failed","componentType":"ConnectedApp","component":"sfdxhardismonitoring_fike__amm3","message":"Cannot create a new component with the namespace: sfdxhardismonitoring_fike.  Only components in the same namespace as the organization can be created through the API"}',
    entry: 'namespace-not-allowed',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/issues/1592',
  },
  {
    line: 'ConcurrentRequests (Concurrent API Requests) Limit exceeded',
    entry: 'concurrent-api-requests',
    from: 'https://help.salesforce.com/s/articleView?id=000389067&language=de&type=1',
  },
  {
    line: "property 'namesegment' not valid in version 57.0",
    entry: 'property-not-valid-in-version',
    from: 'https://gearset.com/blog/mdapi-versioning/',
  },
  {
    line: '2024-04-28T09:12:44.118Z Error: TotalRequests Limit exceeded.',
    entry: 'request-limit-exceeded',
    from: 'https://github.com/jetstreamapp/jetstream/issues/868',
  },
  {
    line: 'null:Average test coverage across all Apex Classes and Triggers is 6%, at least 75% test cov',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/127',
  },
];
// cspell:ignore APITC Axios Callout CumulusCI Gearset Mavens Opps RECORDTYPE RLLP Rollup Rollups Rypple SFDMU WSDL Xero dlrs faultactor faultcode faultstring fflib fike hardis installationkey josephferraro jsforce namesegment npsp sfdx sfdxhardismonitoring sfpowerkit unpackaged

export const SET: ErrorSet = {
  kind: 'error',
  round: 4,
  name: 'set 4 (round 4)',
  held: 'halves',
  blind: true,
  arrival: '93.3 %, 96.7 %',
  story: 'Blind: entries and published site, before the tuning it measures.',
  minSize: 60,
  floor: { tuning: 0.93, heldOut: 0.93 },
  inAllHalves: true,
  noFalseFirst: false,
  newLines: false,
  questions: ERROR_QUESTIONS_4,
};
