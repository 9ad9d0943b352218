// cspell:ignore Applicatons cmcloud CompteRef cumulusci dlrs engineeringreqnumber experienceleague gearset mavensmate mdapi npsp pyforce restforce sfdcian smartfactory texei
/**
 * The near-miss error question set: real Salesforce error lines that share a
 * status code, or several words, with an entry in src/data/errors/entries/ but
 * mean something else. `FIELD_INTEGRITY_EXCEPTION` on a country picklist is not
 * the custom metadata record of the entry with that code, `UNKNOWN_EXCEPTION`
 * about portal roles is not Salesforce's internal error, `Too many DML rows` is
 * neither of the DML statement or query row limits, `INVALID_OPERATION` about
 * `rollbackOnError` is not `purgeOnDelete`, `invalid_grant` for an inactive
 * organization is not an inactive user. `entry` is null when no entry explains
 * the line, or the id of the entry that does when the line belongs to another
 * entry than the one sharing its code (a `CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY`
 * line whose cause is the Apex CPU limit, an `UNKNOWN_EXCEPTION` that is an
 * admin setup lock, a deployment's Apex test failing on a validation rule).
 *
 * The set was written blind to the matcher: without reading
 * src/data/errors/match.ts, src/data/errors/explain.ts, scripts/bench-errors.ts,
 * the matcher's tests or the earlier question sets (beyond the header of
 * ./error-questions.ts), and without running any matcher; only the
 * published error directory (build/errors.md) and the entries' ids, titles and
 * codes were read. Each line's wording comes from a public source: Salesforce Help
 * knowledge articles, Salesforce Stack Exchange, the Salesforce developer
 * forums, GitHub issues of Salesforce tools and packages (Salesforce CLI, NPSP,
 * EDA, CumulusCI, DLRS, restforce, pyforce, MavensMate, texei-sfdx-plugin…), and
 * vendors' documentation that quotes Salesforce's errors (Gearset, Adobe Marketo
 * Measure and Sales Connect, Pipedream). Names and ids fill the sources'
 * placeholders, and a few lines are wrapped the way tools print them: a Setup >
 * Deployment Status row and an Apex test failure row as tab-separated columns, a
 * Metaferry run-log CSV row, CLI and IDE prefixes.
 *
 * Positions 2k and 2k + 1 form a pair of the same kind (both null or both with
 * an entry, and the same code family), so the tuning half (even positions) and
 * the held-out half (odd positions) get the same mix. 34 of the 40 lines have
 * `entry` null; the 6 others are 3 pairs that reach an entry through another
 * code than the entry's own.
 */
import type { ErrorQuestion } from '../types';
import type { NearMissSet } from './define';

export const ERROR_QUESTIONS_NEAR_MISS: readonly ErrorQuestion[] = [
  {
    line: "Update failed. First exception on row 0 with id 003Z000000ofqCQIAY; first error: FIELD_INTEGRITY_EXCEPTION, There's a problem with this country, even though it may appear correct. Please select a country from the list of valid countries.: [MailingCountry]",
    entry: null,
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/994',
  },
  {
    line: "System.DmlException: Update failed. First exception on row 0 with id 001G0000022jmK9IAI; first error: FIELD_INTEGRITY_EXCEPTION, The existing country/territory doesn't recognize the state value for field: Billing State/Province Code: [BillingStateCode]",
    entry: null,
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/2432',
  },
  {
    line: 'invalid_grant: inactive organization',
    entry: null,
    from: 'https://experienceleague.adobe.com/en/docs/marketo/using/product-docs/marketo-sales-connect/crm/salesforce-integration/salesforce-diagnostics',
  },
  {
    line: 'invalid_grant: activation secret invalid',
    entry: null,
    from: 'https://github.com/restforce/restforce/issues/826',
  },
  {
    line: "Error occurred during Crm Export: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY : Entity type 'Lead': CRM ErrorCode: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY, CRM ErrorMessage: System.LimitException: Apex CPU time limit exceeded, RecordId: 00Q5g00000LqXyZEAV",
    entry: 'apex-cpu-time-limit',
    from: 'https://experienceleague.adobe.com/en/docs/marketo-measure/using/configuration-and-setup/getting-started-with-marketo-measure/error-notifications',
  },
  {
    line: 'MPM4_BASE.Milestone1_Milestone_Trigger: execution of AfterUpdate caused by: System.DmlException: Update failed. First exception on row 0 with id a0x19000000Iha9AAC; first error: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY, MPM4_BASE.Milestone1_Milestone_Trigger: execution of AfterUpdate caused by: System.LimitException: MPM4_BASE:Too many SOQL queries: 101 (MPM4_BASE)',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SalesforceLabs/Milestones-PM/issues/124',
  },
  {
    line: 'DUPLICATE_VALUE:duplicate value found: EngineeringReqNumber__c duplicates value on record with id: 5006g00000DklQA',
    entry: null,
    from: 'https://docs.gearset.com/en/articles/4002241-resolving-data-deployment-errors-duplicate_value-duplicate-value-found',
  },
  {
    line: "System.DmlException: Insert failed. First exception on row 0; first error: DUPLICATE_USERNAME, Duplicate Username. The username already exists in this or another Salesforce organization. Usernames must be unique across all Salesforce organizations. To resolve, use a different username (it doesn't need to match the user's email address). : [Username]",
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/154907/why-is-the-duplicate-username',
  },
  {
    line: '"Production","Execute anonymous Apex","Failed","","","System.LimitException: Too many future calls: 11"',
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/38889/saleforce-too-many-future-calls-11',
  },
  {
    line: 'First error: Too many callouts: 101.',
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/216199/callout-limits-for-future-methods-and-queueable-apex',
  },
  {
    line: "System.DmlException: Insert failed. First exception on row 0; first error: INVALID_CROSS_REFERENCE_KEY, Record Type ID: this ID value isn't valid for the user: 012000000000000AAA: [RecordTypeId]",
    entry: null,
    from: 'https://github.com/mbotos/SmartFactory-for-Force.com/issues/25',
  },
  {
    line: 'Error: Error on record with id 29: INVALID_CROSS_REFERENCE_KEY: Owner ID: owner cannot be blank (OwnerId)',
    entry: null,
    from: 'https://github.com/SFDO-Tooling/CumulusCI/issues/3400',
  },
  {
    line: 'UNKNOWN_EXCEPTION: admin operation already in progress',
    entry: 'setup-locked',
    from: 'https://github.com/PipedreamHQ/pipedream/blob/master/components/salesforce_rest_api/README.md',
  },
  {
    line: 'REQUEST_LIMIT_EXCEEDED: ConcurrentPerOrgLongTxn Limit exceeded',
    entry: 'concurrent-long-running-apex',
    from: 'https://experienceleague.adobe.com/en/docs/marketo/using/product-docs/marketo-sales-connect/crm/salesforce-integration/salesforce-diagnostics',
  },
  {
    line: 'ENTITY_IS_LOCKED, This record is locked. If you need to edit it, contact your admin.: []',
    entry: null,
    from: 'https://salesforce.stackexchange.com/questions/267852/how-can-i-determine-if-the-current-user-in-an-apex-transaction-can-modify-an-app',
  },
  {
    line: 'PurchaseOrderTrigger: execution of AfterUpdate caused by: System.DmlException: Update failed. First exception on row 0 with id a0W200000091UOyEAM; first error: ENTITY_IS_LOCKED, the entity is locked for editing: []: Class.PurchaseItemTriggerMethods.copyStageToStatusFromOrder: line 131, column 1',
    entry: null,
    from: 'https://developer.salesforce.com/forums/ForumsMain?id=906F000000091ZWIAY',
  },
  {
    line: "INVALID_TYPE: Affected_Applicatons__c FROM cmcloud__Incident__c WHERE cmcloud__Account__r.Name ^ ERROR at Row:1:Column:2615 sObject type 'cmcloud__Incident__c' is not supported. If you are attempting to use a custom object, be sure to append the '__c' after the entity name. Please reference your WSDL or the describe call for the appropriate names.",
    entry: null,
    from: 'https://github.com/salesforce-python-client/pyforce/issues/25',
  },
  {
    line: "INVALID_TYPE: sObject type 'ApexCodeCoverageAggregate' is not supported.",
    entry: null,
    from: 'https://github.com/amtrack/force-dev-tool/issues/109',
  },
  {
    line: 'FIELD_INTEGRITY_EXCEPTION, You can only reassign this user to a profile of the current license.: [ProfileId]',
    entry: null,
    from: 'https://help.salesforce.com/s/articleView?id=000386999&type=1',
  },
  {
    line: 'CEO\tRole\tfield integrity exception: unknown (Case access level below organization default)',
    entry: null,
    from: 'https://help.salesforce.com/s/articleView?id=000385879&type=1',
  },
  {
    line: 'Error inserting Opportunity record(s). Message: dlrs_OpportunityTrigger: System.LimitException: dlrs:Too many DML rows: 10001 . StatusCode = CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/615',
  },
  {
    line: 'CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY OBJ: Invoice__c - dlrs_Invoice_cTrigger: System.LimitException: dlrs:Too many DML rows: 10001 .',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/731',
  },
  {
    line: 'RollupControllerTest\ttestDeployedStatus\tSystem.DmlException: Insert failed. First exception on row 1; first error: FIELD_CUSTOM_VALIDATION_EXCEPTION, Field does not exist.: [AggregateResultField__c]\tClass.RollupControllerTest.testDeployedStatus: line 62, column 1',
    entry: 'apex-test-assertion-failed',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/362',
  },
  {
    line: 'dlrs_pse_AssignmentTest.testTrigger System.DmlException: Insert failed. First exception on row 0; first error: FIELD_CUSTOM_VALIDATION_EXCEPTION, Bill Rate is required: [pse__Bill_Rate__c] Class.dlrs.RollupService.testHandler: line 277, column 1 Class.dlrs_pse_AssignmentTest.testTrigger: line 11, column 1',
    entry: 'apex-test-assertion-failed',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/402',
  },
  {
    line: 'Restforce::AuthenticationError: invalid_client: invalid client credentials',
    entry: null,
    from: 'https://github.com/restforce/restforce/issues/338',
  },
  {
    line: 'error=invalid_client_id&error_description=client%20identifier%20invalid',
    entry: null,
    from: 'https://github.com/forcedotcom/postman-salesforce-apis/issues/42',
  },
  {
    line: 'Insert failed. First exception on row 0; first error: INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY, insufficient access rights on cross-reference id: a0P7F0000012EnA: []',
    entry: null,
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/2664',
  },
  {
    line: 'Insufficient Access rights on object id',
    entry: null,
    from: 'https://help.salesforce.com/s/articleView?id=000389692&type=1',
  },
  {
    line: 'Error importing record CompteRef1: INVALID_FIELD_FOR_INSERT_UPDATE-Unable to create/update fields: Name. Please check the security settings of this field and verify that it is read/write for your profile or permission set.(Name)',
    entry: null,
    from: 'https://github.com/texei/texei-sfdx-plugin/issues/101',
  },
  {
    line: 'The flow tried to update these records: a04Hs00002FuMoNIAV. This error occurred: INVALID_FIELD_FOR_INSERT_UPDATE: Unable to create/update fields: LastModifiedDate, IsDeleted, LastViewedDate, LastReferencedDate, SystemModstamp, CreatedById, CreatedDate, LastActivityDate, LastModifiedById. Please check the security settings of this field and verify that it is read/write for your profile or permission set..',
    entry: null,
    from: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/272',
  },
  {
    line: 'DummyTransactionInsertUpdate: execution of BeforeInsert caused by: System.DmlException: Insert failed. First exception on row 0; first error: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY, ManageContactsOnTransaction: execution of AfterInsert caused by: System.LimitException: Apex heap size too large: 7522771',
    entry: null,
    from: 'https://dfc-org-production.force.com/forums/ForumsMain?id=906F0000000913rIAA',
  },
  {
    line: 'CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY: hed.TDTM_Contact: execution of AfterInsert caused by: System.DmlException: Update failed. First exception on row 0 with id 0030W00003M7aeKQAR; first error: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY, hed.TDTM_Contact: execution of AfterUpdate caused by: System.TypeException: Cannot have more than 10 chunks in a single operation. Please rearrange the data to reduce chunking. (hed)',
    entry: null,
    from: 'https://github.com/SalesforceFoundation/EDA/issues/429',
  },
  {
    line: 'UNKNOWN_EXCEPTION, portal account owner must have a role: []',
    entry: null,
    from: 'https://help.salesforce.com/s/articleView?id=000385901&type=1',
  },
  {
    line: 'UNKNOWN_EXCEPTION:portal users cannot own partner accounts',
    entry: null,
    from: 'https://sfdcian.com/unknown_exceptionportal-users-cannot-own-partner-accounts/',
  },
  {
    line: 'LIMIT_EXCEEDED: Try deploying again. Your deployment exceeded its maximum retry limit.',
    entry: null,
    from: 'https://docs.gearset.com/en/articles/6590065-why-am-i-seeing-limit_exceeded-error-during-deployments',
  },
  {
    line: 'Unhandled rejection OPERATION_TOO_LARGE: Only 25 requests are allowed in a single batch operation',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/191',
  },
  {
    line: 'Insert failed. First exception on row 0; first error: REQUIRED_FIELD_MISSING, Required fields are missing: [Stage]: [Stage]',
    entry: null,
    from: 'https://github.com/SalesforceFoundation/NPSP/issues/2664',
  },
  {
    line: 'REQUIRED_FIELD_MISSING: Required fields are missing: [Amount_Committed_Private_Capital__c]',
    entry: null,
    from: 'https://experienceleague.adobe.com/en/docs/marketo/using/product-docs/marketo-sales-connect/crm/salesforce-integration/salesforce-diagnostics',
  },
  {
    line: 'ERROR running force:mdapi:deploy:  INVALID_OPERATION: rollbackOnError option must be true on a production org',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/309',
  },
  {
    line: '[OPERATION FAILED]:(sf:INVALID_OPERATION) INVALID_OPERATION: rollbackOnError option must be true on a production org',
    entry: null,
    from: 'https://github.com/joeferraro/MavensMate-SublimeText/issues/29',
  },
];

export const SET: NearMissSet = {
  kind: 'near-miss',
  round: 1,
  name: 'near misses',
  held: 'halves',
  blind: true,
  arrival: '9 wrong first matches (tuning), 7 (held out), before the rules that fixed them',
  story:
    'Blind to the matcher (issue 39): real lines that share a code or words with an entry but mean another error (34 nulls).',
  minSize: 40,
  questions: ERROR_QUESTIONS_NEAR_MISS,
};
