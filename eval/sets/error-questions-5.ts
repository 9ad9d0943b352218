// cspell:ignore Metaferry npsp dlrs RLLP Rypple soapenv faultcode faultstring apexp dsfs hardis Vuillamy tgci Resubmission Northwind Ombudsman Apsona apexmock sfdc sfdx mdapi Gearset Copado Opps Followup Hpi Acknowledgment NcKCaBvxXtRCiVoJV533OUjNYzxL4hACj04Sb3JDU58 Xy
/**
 * Evaluation set 5 for the /errors/ paste-box matcher: 60 lines a reader might paste, each with the
 * entry id the matcher's first match should be, or null when the line is no entry's error.
 *
 * Written blind: the only inputs were the published Markdown twin of the error directory
 * (errors.md) and the other published pages, plus public pages, issue threads and docs found with
 * the search tool. The matcher, its tests, the scripts and earlier sets were not opened. Each line's
 * Salesforce wording comes from the page in `from` (names, ids and timestamps are as pasted there,
 * or filled in where the source left a placeholder); most sources differ from the page an entry
 * cites, and most wordings differ from the entry's own message (variants such as "REST API is not
 * enabled", "Invalid Session ID found in SessionHeader", namespaced "npsp:Too many DML statements",
 * "occurred" spelled correctly, bare error codes, lower-cased or cut-short text).
 * Wrappings used: `sf`/`sfdx` deploy table rows and progress bars, "ERROR running ..." lines,
 * `--json` and REST JSON fragments, SOAP faults, ANT migration tool lines, Setup > Deployment
 * Status rows copied tab-separated, DevOps Center, Copado, Gearset and GitHub Actions messages,
 * CumulusCI timestamped logs, Apex test failures with stack traces, an OAuth error-page URL, iOS
 * SDK errors, Metaferry run-log rows as CSV (target,step,status,component type,component,message)
 * and JSON, and bare messages.
 * Nulls: 12 of 60 (20%), in six pairs: progress bars, stack-trace lines alone, log lines without
 * an error, plain questions, and real Salesforce errors no entry covers that sit close to one
 * (query rows and field-describe limits next to the SOQL/DML/CPU entries; "Entity cannot be
 * untracked" and "Cannot change type due to existing data" next to the field entries). Look-alike
 * groups: missing field / custom object / quick action / record type / picklist value / entity
 * not found; the four API-access and session errors; the SOQL, DML and CPU limits.
 * Pairs and halves: positions 2k and 2k+1 form a pair of the same kind and difficulty, both null
 * or both not (for non-null pairs, two wordings of the same entry in different wrappings), so the
 * even half (tuning) and the odd half (held out) cover the same 24 entries and 6 nulls each.
 * Entry ids: errors.md as published carries no explicit ids, so ids were taken from the site's
 * own links into the directory (errors.md#...). Nine ids could not be confirmed that way and were
 * inferred from the pattern of the confirmed ones (short "X not found"/"Too many ..." headings
 * use the heading slug; descriptive headings use the status code): folder-not-found,
 * invalid-session-id, api-currently-disabled, unknown-exception, too-many-soql-queries,
 * too-many-dml-statements, cpu-time-exceeded, unknown-user-permission, too-many-tracked-fields.
 * Check these nine against the built page before use.
 */
import type { ErrorQuestion } from '../types';
import type { ErrorSet } from './define';

export const ERROR_QUESTIONS_5: readonly ErrorQuestion[] = [
  {
    line: 'ERROR running force:org:shape:list:  Error authenticating with the refresh token due to: expired access/refresh token',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/forcedotcom/cli/issues/1627',
  },
  {
    line: 'Error Domain=com.salesforce.OAuth.ErrorDomain Code=672 "expired access/refresh token" UserInfo={error=invalid_grant, NSLocalizedDescription=expired access/refresh token}',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/forcedotcom/SalesforceMobileSDK-iOS/issues/1250',
  },
  {
    line: 'Error: layouts/Case-Case Layout.layout(36,26):In field: field - no CustomField named Case.CurrencyIsoCode found',
    entry: 'field-not-found',
    from: 'https://github.com/certinia/df12-deployment-tools/issues/2',
  },
  {
    line: 'Error  guest-profile-metadata/profiles/E-Bikes Profile.profile  E-Bikes Profile  In field: field - no CustomField named Case.AssetWarrantyId found',
    entry: 'field-not-found',
    from: 'https://github.com/trailheadapps/ebikes-lwc/issues/391',
  },
  {
    line: 'tabs/GuidanceBox__c.tab(GuidanceBox__c):In field: fullName - no CustomObject named GuidanceBox__c found',
    entry: 'custom-object-not-found',
    from: 'https://github.com/mshanemc/AnythingPath/issues/6',
  },
  {
    line: '| Error AccountContactRelation-Account Contact Relationship Layout  In field: field - no CustomObject named AccountContactRelation found',
    entry: 'custom-object-not-found',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/blob/main/docs/deployTips.md',
  },
  {
    line: 'SOURCE PROGRESS | ████████████████████████████████████████ | 178/179 Components',
    entry: null,
    from: 'https://github.com/trailheadapps/lwc-recipes/issues/376',
  },
  {
    line: 'MDAPI PROGRESS | ██████████████████████████████████░░░░░░ | 6/7 Components',
    entry: null,
    from: 'https://github.com/trailheadapps/ebikes-lwc/issues/391',
  },
  {
    line: '"error": "In field: QuickAction - no QuickAction named NewContact found",',
    entry: 'quick-action-not-found',
    from: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/14',
  },
  {
    line: 'Error  force-app\\main\\default\\layouts\\Account-Account Layout.layout-meta.xml  In field: QuickAction - no QuickAction named FeedItem.RypplePost found',
    entry: 'quick-action-not-found',
    from: 'https://github.com/trailheadapps/lwc-recipes/issues/376',
  },
  {
    line: '2020-07-11 08:24:12: [Failed]: Update of Profile Admin: Error on line 53, col 29: In field: recordType - no RecordType named Contact.%%%NAMESPACE%%%Family_Member found',
    entry: 'record-type-not-found',
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: 'Sales Ops of Type Profile failed to deploy due to In field: recordType - no RecordType named Opportunity.Service_Upgrade_Program found',
    entry: 'record-type-not-found',
    from: 'https://github.com/forcedotcom/devops-center-feedback/issues/53',
  },
  {
    line: '2020-07-17 14:47:33: Error  force-app/main/default/objects/Contact/recordTypes/Family_Member.recordType-meta.xml     Picklist value: Partner Referral in picklist: LeadSource not found (394:18)',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/82',
  },
  {
    line: 'force-app\\main\\default\\objects\\Case\\recordTypes\\Client_Margin.recordType-meta.xml  Picklist value: ASX Fees in picklist: Reason not found (6447:18)',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/155',
  },
  {
    line: "[sf:retrieve] package.xml - Entity of type 'ApexClass' named 'InvoiceBatchService' cannot be found",
    entry: 'entity-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/7',
  },
  {
    line: "Retrieve warning: Entity of type 'QuickAction' named 'Case.Escalate_To_Tier2' cannot be found",
    entry: 'entity-not-found',
    from: 'https://github.com/jwiesel/sfdcCommander/issues/16',
  },
  {
    line: 'Class.ChatterBotPostMessageService.processRequest: line 68, column 1',
    entry: null,
    from: 'https://github.com/douglascayers/salesforce-chatter-bot-feeds/issues/6',
  },
  {
    line: 'Trigger.dlrs_AccountTrigger: line 7, column 1',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/701',
  },
  {
    line: 'Error  delta/objects/CustomObjectTest__c.object  CustomObjectTest__c  Must specify a non-empty label for the CustomObject',
    entry: 'custom-object-label-missing',
    from: 'https://github.com/amtrack/force-dev-tool/issues/226',
  },
  {
    line: 'CustomObject dsfs__DocuSign_Status__c: Must specify a non-empty label for the CustomObject',
    entry: 'custom-object-label-missing',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/pull/2140',
  },
  {
    line: 'Gearset: deployment failed. Cannot modify managed object: entity=StaticResource, component=0814J000000pP6E, field=Body, state=install.',
    entry: 'cannot-modify-managed-object',
    from: 'https://docs.gearset.com/en/articles/2924100-remove-components-added-to-standard-objects-by-managed-packages',
  },
  {
    line: "Opportunity.npsp__Acknowledgment_Status__c\tCustom Field\t2346\t13\tCannot modify managed object: entity=CustomFieldDefinition, component=00N4J000003HDh6, field=Description, state=installed: newValue='The acknowledgement status of this Opportunity.', oldValue='The acknowledgement status of this Opportunity. '",
    entry: 'cannot-modify-managed-object',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/6679',
  },
  {
    line: 'Error  force-app/main/default/reports/Sales_Reports.reportFolder-meta.xml  Sales_Reports  Cannot find a user that matches any of the following usernames: nicolas.vuillamy@hardis-scratch-po-tgci-root-develop_20220412_0604.com',
    entry: 'user-not-found',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/blob/main/docs/deployTips.md',
  },
  {
    line: 'cannot find a user that matches any of the following usernames',
    entry: 'user-not-found',
    from: 'https://docs.gearset.com/en/articles/12006173-new-or-changed-reference-user',
  },
  {
    line: '[sf:deploy] Request for a deploy submitted successfully.',
    entry: null,
    from: 'https://github.com/certinia/df12-deployment-tools/issues/2',
  },
  {
    line: '2020-07-11 08:24:07: Payload size: 1188 bytes',
    entry: null,
    from: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
  },
  {
    line: " - Error in Report component 'Sample_Reports_For_Dashboards/my_team_cases': Cannot find folder:Sample_Reports_For_Dashboards",
    entry: 'folder-not-found',
    from: 'https://github.com/amtrack/force-dev-tool/issues/180',
  },
  {
    line: '| Error Marketing_Reports/Leads_by_Source  Cannot find folder:Marketing_Reports',
    entry: 'folder-not-found',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/blob/main/docs/deployTips.md',
  },
  {
    line: 'https://northwind.my.salesforce.com/setup/secur/RemoteAccessErrorPage.apexp?error=invalid_client&error_description=app+must+be+installed+into+org',
    entry: 'connected-app-not-installed',
    from: 'https://support.movedata.io/knowledgebase/technical/oauth-error-approve-uninstalled-connected-apps/',
  },
  {
    line: "OAuth Error We can't authorize you because of an OAuth error. OAUTH_APPROVAL_ERROR_GENERIC: An unexpected error has occurred during authentication. Please try again.",
    entry: 'connected-app-not-installed',
    from: 'https://github.com/forcedotcom/SalesforceMobileSDK-Android/issues/2759',
  },
  {
    line: 'javax.xml.ws.soap.SOAPFaultException: INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Illegal Session. Session not found, missing session hash: NcKCaBvxXtRCiVoJV533OUjNYzxL4hACj04Sb3JDU58=',
    entry: 'invalid-session-id',
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/601',
  },
  {
    line: '{"status": 1, "name": "Error", "message": "INVALID_SESSION_ID: Session expired or invalid", "exitCode": 1, "commandName": "SourcePushCommand"}',
    entry: 'invalid-session-id',
    from: 'https://github.com/forcedotcom/cli/issues/899',
  },
  {
    line: '[2018-02-25 02:06] [ERROR] API_DISABLED_FOR_ORG: The REST API is not enabled for this Organization.',
    entry: 'api-disabled-for-org',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/8',
  },
  {
    line: '[2019-05-15 21:41] DESCRIBE ERROR , {"name":"API_DISABLED_FOR_ORG","errorCode":"API_DISABLED_FOR_ORG"}',
    entry: 'api-disabled-for-org',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/35',
  },
  {
    line: 'How did remove the Profile from the deployment?',
    entry: null,
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/4',
  },
  {
    line: 'Does your previous comment means that we have no way of deploying custom profiles with Pipeline?',
    entry: null,
    from: 'https://github.com/xgeek-net/pipeline/issues/21',
  },
  {
    line: 'prod-eu,Authorize,Failed,,,API_CURRENTLY_DISABLED: API is disabled for this User',
    entry: 'api-currently-disabled',
    from: 'https://roadmap.apsona.com/p/why-can-some-users-run-apsona-merge-buttons-while-others-rec-nnJIYs',
  },
  {
    line: '<soapenv:Fault><faultcode>sf:API_CURRENTLY_DISABLED</faultcode><faultstring>API_CURRENTLY_DISABLED: API is disabled for this User</faultstring></soapenv:Fault>',
    entry: 'api-currently-disabled',
    from: 'https://roadmap.apsona.com/p/why-can-some-users-run-apsona-merge-buttons-while-others-rec-nnJIYs',
  },
  {
    line: "Copado: Deployment failed - 'ConcurrentRequests (Concurrent API Requests) Limit exceeded'",
    entry: 'concurrent-api-requests',
    from: 'https://help.salesforce.com/s/articleView?id=000389067&language=de&type=1',
  },
  {
    line: '[{"message":"ConcurrentRequests (Concurrent API Requests) Limit exceeded.","errorCode":"REQUEST_LIMIT_EXCEEDED"}]',
    entry: 'concurrent-api-requests',
    from: 'https://www.errormedic.com/enterprise/salesforce/how-to-fix-request-limit-exceeded-and-api-limits-in-salesforce',
  },
  {
    line: '"message": "unable to obtain exclusive access to this record or 1 records: 0015g00000XyZ12AAB", "errorCode": "UNABLE_TO_LOCK_ROW",',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/roblesterjr04/EloquentSalesForce/issues/59',
  },
  {
    line: 'uat,Components,Failed,CustomField,Account.Region__c,UNABLE_TO_LOCK_ROW:unable to obtain exclusive access to this record or 1 records',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/814',
  },
  {
    line: '<soapenv:Fault><faultcode>sf:UNKNOWN_EXCEPTION</faultcode><faultstring>UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this ErrorId if you contact support: 122783530-129013 (945847040)</faultstring></soapenv:Fault>',
    entry: 'unknown-exception',
    from: 'https://github.com/forcedotcom/cli/issues/1356',
  },
  {
    line: 'sf:UNKNOWN_EXCEPTION: UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this ErrorId if you contact support: 508427120-81803 (1757138810)',
    entry: 'unknown-exception',
    from: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/2588',
  },
  {
    line: 'System.LimitException: Too many query rows: 50001',
    // null when written: no entry covered it; the entry came with round 5 (a real, sourced error).
    entry: 'too-many-query-rows',
    from: 'https://github.com/pkozuchowski/Apex-Opensource-Library/issues/11',
  },
  {
    line: 'System.LimitException: Too many fields describes',
    entry: null,
    from: 'https://github.com/neowit/apexmock/issues/1',
  },
  {
    line: '1.  npsp.RLLP_OppRollup_TEST.OneContactMultipleOppsHHAccount -- System.LimitException: npsp:Too many SOQL queries: 101',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/184',
  },
  {
    line: 'ContactRolesBatchFillMasterTest.testGenerateAccountsForTesting -- System.LimitException: dlrs:Too many SOQL queries: 101',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/701',
  },
  {
    line: 'ContactTriggerTest.testBulkContacts  Fail  after-save flow Contact_After_Save_Followup failed: flow Contact_After_Save_Followup: LimitException: Too many DML statements: 151',
    entry: 'too-many-dml-statements',
    from: 'https://github.com/octoberswimmer/aer-dist/issues/484',
  },
  {
    line: '##[error]System.LimitException: npsp:Too many DML statements: 151',
    entry: 'too-many-dml-statements',
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/2095',
  },
  {
    line: 'System.LimitException: Apex CPU time limit exceeded Stack Trace: Class.SchemaCache.objectDescribesMap: line 56, column 1 Class.SchemaCache_Test.testSchemaCacheMaps: line 145, column 1',
    entry: 'apex-cpu-time-limit',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/26',
  },
  {
    line: 'Result: Task_Trigger: System.LimitException: Apex CPU Time Limit Exceeded',
    entry: 'apex-cpu-time-limit',
    from: 'https://github.com/forceworkbench/forceworkbench/issues/813',
  },
  {
    line: 'Resubmission__c.Topics_to_be_discussed of Type RecordType failed to deploy due to Cannot delete record type through API',
    entry: 'record-type-delete',
    from: 'https://github.com/forcedotcom/devops-center-feedback/issues/203',
  },
  {
    line: 'Case.Legacy_Support\tRecord Type\t0\t0\tCannot delete record type through API',
    entry: 'record-type-delete',
    from: 'https://github.com/hardisgroupcom/sfdx-hardis/blob/main/docs/deployTips.md',
  },
  {
    line: 'Error: objects/Site.object(Site):Entity cannot be untracked.',
    entry: null,
    from: 'https://github.com/certinia/df12-deployment-tools/issues/2',
  },
  {
    line: 'Cannot change type due to existing data (222:13) Experience__c.Description__c',
    entry: null,
    from: 'https://github.com/trailheadapps/coral-cloud/issues/87',
  },
  {
    line: 'profiles/U2G_TestUserProfile.profile(U2G_TestUserProfile):Unknown user permission: AllowUniversalSearch',
    entry: 'unknown-user-permission',
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/4',
  },
  {
    line: 'qa,Profile updates,Failed,Profile,Custom: Sales Profile,Unknown user permission: ManageHpi',
    entry: 'unknown-user-permission',
    from: 'https://github.com/forcedotcom/cli/issues/1529',
  },
  {
    line: 'Error  force-app/main/default/objects/Case/fields/Escalation_Reason__c.field-meta.xml  exceeded the allowed number of fields to track on a given entity',
    entry: 'too-many-tracked-fields',
    from: 'https://github.com/forcedotcom/cli/issues/1922',
  },
  {
    line: '{"target":"scratch-ci","step":"Field history tracking","status":"Failed","componentType":"CustomObject","component":"Case","message":"exceeded the allowed number of fields to track on a given entity"}',
    entry: 'too-many-tracked-fields',
    from: 'https://github.com/forcedotcom/cli/issues/1922',
  },
];

export const SET: ErrorSet = {
  kind: 'error',
  round: 5,
  name: 'set 5 (round 5)',
  held: 'halves',
  blind: true,
  arrival: '96.7 %, 96.7 %',
  story: 'Blind: published errors.md and public sources; nine entry ids inferred (listed in its header).',
  minSize: 60,
  floor: { tuning: 0.96, heldOut: 0.96 },
  inAllHalves: true,
  noFalseFirst: false,
  newLines: false,
  questions: ERROR_QUESTIONS_5,
};
