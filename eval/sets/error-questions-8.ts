// cspell:ignore dlrs faultactor faultcode HBUUA javax mdapi MDAPI npsp ONHEA permissionset permissionsets Restforce TDTM testlevel Vlocity
/**
 * Error questions, set 8: forty pasted lines for the /errors/ paste box, each with the entry it
 * should reach first or null when it is no entry's error.
 *
 * This set is held out whole: no position of it was ever used to tune the matcher, and it only
 * measures. It was written BLIND, from exactly two inputs about the site: the published error
 * directory (errors.md, read whole) and the list of valid entry ids (the heading anchors of
 * /errors/). No source, test, script, bench or other question set of the site was opened; of
 * eval/ only types.ts was read, for the `ErrorQuestion` shape.
 *
 * Every line was printed by Salesforce or by a tool around it and pasted on a public page cited in
 * `from` (GitHub issues and pull requests). Lines are copied as printed: names, ids and numbers
 * are kept; the only changes are cuts where the source cut or wrapped the line, leading list,
 * quote or bold markers of the page's Markdown left out (the rendered text), and trailing spaces
 * trimmed.
 *
 * Entry half (20 lines, 20 distinct entries, none twice): the same errors in other clothes than
 * errors.md quotes them: OAuth JSON bodies and REST `errorCode` JSON, timestamped tool logs
 * (browser extensions, IDE logs), client exception-class prefixes (Restforce, JAX-WS), Apex
 * `System.CalloutException` SOAP-fault wrappers, lines cut where the page wrapped them, sf CLI
 * coverage warnings, ANT / deploy-tool `path(name):message` failures, sf CLI result-table rows,
 * namespaced `System.LimitException`s, and `System.DmlException ... first error:` wrappers.
 *
 * Null half (20 lines), the precision half: near misses that share a status code, an exception
 * type or several words with an entry but mean something else (invalid_grant with other
 * descriptions, OAuth JSON with other grant errors, NOT_FOUND / INVALID_GRANT short codes,
 * INVALID_OPERATION and FIELD_INTEGRITY_EXCEPTION with other causes, ANT failures worded like
 * the remote-site and user-license entries, CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY from triggers),
 * real errors no entry covers (Deployment Status rows, Apex heap size, NoAccessException), and
 * four ordinary non-error lines from real deploy output (two progress bars, a "Status:
 * Succeeded" line and a test-success header). Each null says which entry it could be taken for
 * and why, judged from that entry's cause in errors.md.
 *
 * Order: pairs. Positions 2k and 2k+1 are the same kind of wrapping and are both entries or both
 * nulls, so the even and odd halves get the same mix.
 *
 * Slips: no forbidden file was opened. To list the spell checker's unknown words, a copy of this
 * file without its cspell line was written to eval/ for a moment and deleted right away; cspell
 * and a strict tsc --noEmit were run on this file alone (no npm script, build or test).
 */
import type { ErrorQuestion } from '../types';
import type { ErrorSet } from './define';

export const ERROR_QUESTIONS_8: readonly ErrorQuestion[] = [
  // --- Entries: OAuth / REST JSON bodies ---
  {
    line: '{"error":"invalid_grant","error_description":"authentication failure"}',
    entry: 'invalid-grant-authentication-failure',
    from: 'https://github.com/omniphx/forrest/issues/146 (token endpoint 400 body, username-password flow)',
  },
  {
    line: '[2020-01-15 17:42] DESCRIBE ERROR , {"name":"API_DISABLED_FOR_ORG","errorCode":"API_DISABLED_FOR_ORG"}',
    entry: 'api-disabled-for-org',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/58 (extension log, JSON error with code only)',
  },

  // --- Nulls: invalid_grant with other descriptions ---
  // Could be taken for invalid-grant-expired-token (same invalid_grant, "expired"). That entry is
  // a stored refresh token Salesforce revoked or expired; this is an authorization code / JWT
  // assertion rejected at exchange (here a wrongly computed expiry in the JWT flow), fixed in the
  // client, not by authorizing the org again.
  {
    line: 'SalesforceAuthenticationFailed: invalid_grant: expired authorization code',
    entry: null,
    from: 'https://github.com/simple-salesforce/simple-salesforce/issues/491 (issue title, JWT bearer flow)',
  },
  // Could be taken for invalid-grant-authentication-failure or the other invalid_grant entries.
  // "activation secret invalid" is a device-activation secret check (LOGIN_OAUTH_INVALID_DS), not
  // a refused login, IP range, inactive user or revoked token; no entry's cause covers it.
  {
    line: 'invalid_grant: activation secret invalid',
    entry: null,
    from: 'https://github.com/restforce/restforce/issues/826 (the code span quoted in the description)',
  },

  // --- Entries: timestamped tool logs ---
  {
    line: '[2018-01-23 15:15] [ERROR] invalid_grant: expired access/refresh token',
    entry: 'invalid-grant-expired-token',
    from: 'https://github.com/xgeek-net/salesforce-mass-editor/issues/4 (Chrome extension log line)',
  },
  {
    line: "2016-06-16 11:58:50,483 [78651610]   WARN - .IlluminatedCloudExceptionUtil - Deployment failed (ALREADY_IN_PROCESS) - null: The changes you requested require salesforce.com to temporarily lock your organization's administration setup. However, the administration setup has already been locked by another change. Please wait for the previous action to finish, then try again later.",
    entry: 'setup-locked',
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/330 (idea.log line, Metadata API deploy)',
  },

  // --- Nulls: OAuth JSON bodies with other grant errors ---
  // Could be taken for invalid-grant-authentication-failure (same JSON shape, invalid_grant). An
  // invalid assertion is a JWT signed with a key or certificate the connected app doesn't hold,
  // not a login Salesforce refused for the user or org.
  {
    line: '{"error":"invalid_grant","error_description":"invalid assertion"}',
    entry: null,
    from: 'https://github.com/frankkessler/salesforce-laravel-oauth2-rest/issues/68 (token endpoint body in a Guzzle dump, cut before the printed \\n)',
  },
  // Could be taken for any invalid_grant entry (same token endpoint JSON). unsupported_grant_type
  // is a malformed token request (wrong grant_type parameter), which no entry covers.
  {
    line: '{"error":"unsupported_grant_type","error_description":"grant type not supported"}',
    entry: null,
    from: 'https://github.com/aaronhuggins/sf-jwt-token/issues/1 (token endpoint 400 body)',
  },

  // --- Entries: client exception-class prefixes ---
  {
    line: 'Restforce::AuthenticationError: invalid_grant: inactive user',
    entry: 'invalid-grant-inactive-user',
    from: 'https://github.com/restforce/restforce/issues/303 (Ruby client exception, list item)',
  },
  {
    line: 'javax.xml.ws.soap.SOAPFaultException: INVALID_SESSION_ID: Invalid Session ID found in SessionHeader: Illegal Session. Session not found, missing session hash: xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx',
    entry: 'invalid-session-id',
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/601 (JAX-WS SOAP fault, older wording of the expired-session error)',
  },

  // --- Nulls: short CODE - message lines ---
  // Could be taken for entity-not-found or field-not-found ("does not exist", "not found"). This is
  // a REST upsert naming an external ID field that isn't one, a data call with no metadata
  // component missing from a source or target org.
  {
    line: 'NOT_FOUND: Provided external ID field does not exist or is not accessible:',
    entry: null,
    from: 'https://github.com/g8rswimmer/go-sfdc/issues/50 (REST upsert error)',
  },
  // Could be taken for the invalid_grant entries. The device flow's token exchange failed because
  // two device-login commands ran at once, per the CLI's own hint; not a revoked token, IP range,
  // inactive user or refused login.
  {
    line: 'INVALID_GRANT - token exchange failed.',
    entry: null,
    from: 'https://github.com/forcedotcom/code-builder-feedback/issues/61 (sfdx force:auth:device:login output, bold marker left out)',
  },

  // --- Entries: Apex callout SOAP-fault wrappers ---
  {
    line: 'System.CalloutException: Web service callout failed: WebService returned a SOAP Fault: INSUFFICIENT_ACCESS: use of the Metadata API requires a user with the ModifyAllData permission',
    entry: 'metadata-api-insufficient-access',
    from: 'https://github.com/certinia/apex-mdapi/issues/44 (issue title, Apex Metadata API wrapper)',
  },
  {
    line: 'System.CalloutException: Web service callout failed: WebService returned a SOAP Fault: INVALID_TYPE: Cannot use: AssignmentRule in this version faultcode=sf:INVALID_TYPE faultactor=',
    entry: 'invalid-type-in-version',
    from: 'https://github.com/certinia/apex-mdapi/issues/202 (Visualforce error, listMetadata at too old a version)',
  },

  // --- Nulls: tool-wrapped codes with other causes ---
  // Could be taken for no-test-run-in-production or purge-on-delete-production (INVALID_OPERATION,
  // an option refused on a production org). Here the deploy option is rollbackOnError=false,
  // which neither entry's cause names (test level NoTestRun; purgeOnDelete).
  {
    line: 'DeployMetadata - sf:INVALID_OPERATION - INVALID_OPERATION: rollbackOnError option must be true on a production org',
    entry: null,
    from: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/2997 (IDE deploy error)',
  },
  // Could be taken for field-not-available-insufficient-privileges (FIELD_INTEGRITY_EXCEPTION and
  // "permission"). That entry is a custom metadata record pointing at a field the target lacks;
  // this is a user record whose portal-admin flag needs a profile permission.
  {
    line: 'Stack: SfdxFalconError (FIELD_INTEGRITY_EXCEPTION): This user is a portal administrator and must have a profile with the "Edit Self-Service Users" permission.: __MISSING_LABEL_FOR_common.udd.impl.UddInfoImpl@754f2a08',
    entry: null,
    from: 'https://github.com/sfdx-isv/sfdx-falcon/issues/16 (CLI plugin result debug output)',
  },

  // --- Entries: lines cut where the page wrapped them ---
  {
    line: 'triggers have 0% code coverage. Each trigger must have at least 1% code coverage.',
    entry: 'trigger-without-coverage',
    from: 'https://github.com/jamesward/salesforce-webhook-creator/issues/17 (quoted deploy error, cut by the reporter)',
  },
  {
    line: 'UNKNOWN_EXCEPTION: An unexpected error occurred. Please include this',
    entry: 'unknown-exception',
    from: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/4044 (first line of the wrapped VS Code deploy error)',
  },

  // --- Nulls: ANT / deploy-tool path(name):message failures ---
  // Could be taken for remote-site-name-used ("already ... or has been previously used, please
  // choose a different ..."). That entry is a RemoteSiteSetting name; this is a Visualforce
  // component name already taken in the org, which no entry covers.
  {
    line: 'components/tableGrid.component(tableGrid):That component name is already in use or has been previously used, please choose a different one.',
    entry: null,
    from: 'https://github.com/rsoesemann/visualforce-table-grid/issues/3 (GitHub deploy tool Failures list)',
  },
  // Could be taken for license-does-not-allow-permission or unknown-user-permission (permission
  // set, user license). Those are a permission the target's license or features lack; this is a
  // permission set deployed to an org version that requires a license on it.
  {
    line: 'permissionsets/LookupRollupSummariesFull.permissionset(LookupRollupSummariesFull):Permission set must be associated to a user license',
    entry: null,
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/28 (GitHub deploy tool Failures list)',
  },

  // --- Entries: sf CLI coverage warnings ---
  {
    line: ' ›   Warning: Average test coverage across all Apex Classes and Triggers is 25%, at least 75% test coverage is required.',
    entry: 'average-coverage-too-low',
    from: 'https://github.com/salesforcecli/plugin-deploy-retrieve/pull/656 (sf project deploy validate output in the PR description)',
  },
  {
    line: 'Warning:  dlrs_ContactTrigger:Test coverage of selected Apex Trigger is 0%, at least 75% test coverage is required.',
    entry: 'specified-tests-coverage',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/738 (trigger deploy with its named test)',
  },

  // --- Nulls: Setup > Deployment Status rows ---
  // Could be taken for custom-object-not-found or custom-object-label-missing (a Custom Object row
  // failing). The object is in the deploy; the target doesn't have external sharing defaults
  // turned on, which no entry covers.
  {
    line: "Bundle__c | Custom Object | 0 | 0 | Can't specify an external sharing model for Bundle__c",
    entry: null,
    from: 'https://github.com/wadewegner/deploy-to-sfdx/issues/41 (Deployment Status table pasted from a scratch org)',
  },
  // Could be taken for custom-object-not-found (a layout whose object is missing). "Parent entity
  // failed to deploy" is the follow-on line for a layout whose object failed in the same deploy;
  // the cause is the object's own error, not a missing component.
  {
    line: 'Merchandise__c-Merchandise Layout | Page Layout | 0 | 0 | Parent entity failed to deploy',
    entry: null,
    from: 'https://github.com/wadewegner/deploy-to-sfdx/issues/41 (Deployment Status table pasted from a scratch org)',
  },

  // --- Entries: ANT / deploy-tool path(name):message failures ---
  {
    line: 'permissionsets/LookupRollupSummariesFull.permissionset(LookupRollupSummariesFull):Unknown user permission: AllowUniversalSearch',
    entry: 'unknown-user-permission',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/58 (GitHub deploy tool Failures list)',
  },
  {
    line: 'deploy/objects/Account.object(521,18):Picklist value: Web in picklist: AccountSource not found',
    entry: 'picklist-value-not-found',
    from: 'https://github.com/tiaanswart/lightning-fieldset/issues/17 (deploy Failures list, record type value in Account.object)',
  },

  // --- Nulls: Apex runtime errors no entry covers ---
  // Could be taken for apex-cpu-time-limit or too-many-query-rows (another Apex governor limit
  // hit while loading data). Heap size is a different limit with its own fix; no entry covers it.
  {
    line: 'Product2/452687e7-d3d7-06b2-822c-297880f6bd5d -- DataPack >> <hidden> -- Error Message -- Apex heap size too large: 1242642',
    entry: null,
    from: 'https://github.com/vlocityinc/vlocity_build/issues/618 (VlocityBuildErrors.log)',
  },
  // Could be taken for metadata-api-insufficient-access or field-not-available-insufficient-privileges
  // ("Insufficient Privileges", access). This is record-level access for an end user in a custom
  // app at run time, not the authorizing user's Metadata API permission or a field definition.
  {
    line: 'An Apex error occurred: System.NoAccessException: Insufficient Privileges: You do not have the level of access necessary to perform the operation you requested. Please contact the owner of the record or your administrator if access is necessary.',
    entry: null,
    from: 'https://github.com/jongpie/CustomMetadataSaver/issues/19 (error shown to users)',
  },

  // --- Entries: sf CLI result-table rows ---
  {
    line: '│ AiAuthoringBundle   │ ActionChaining/ActionChaining                           │ Not available for deploy for this organization                │             │',
    entry: 'not-available-for-deploy',
    from: 'https://github.com/trailheadapps/agent-script-recipes/issues/98 (sf project deploy start Component Failures table)',
  },
  {
    line: "Error  KNSeM_mdapi/package.xml  Account                                                                     An object 'Account' of type CustomObject was named in package.xml, but was not found in zipped directory",
    entry: 'named-in-package-xml-not-found',
    from: 'https://github.com/forcedotcom/cli/issues/2182 (sfdx mdapi deploy Component Failures table)',
  },

  // --- Nulls: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY from triggers ---
  // Could be taken for unable-to-lock-row or test-mixed-dml (a DML error wrapping a trigger's
  // failure). The trigger failed on its own (a NullPointerException in a managed trigger during a
  // data load); no entry covers a trigger bug.
  {
    line: 'Error: Error on row 0: CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY:npsp.TDTM_Address: execution of BeforeInsert',
    entry: null,
    from: 'https://github.com/SalesforceFoundation/gem/pull/220 (CumulusCI data load error)',
  },
  // Could be taken for the same DML-wrapper entries. A trigger changed a field past its length
  // while saving log records; no lock, no setup object, no test, no deployment.
  {
    line: 'CANNOT_INSERT_UPDATE_ACTIVATE_ENTITY, LogEntry: data changed by trigger for field Origin Source Snippet...',
    entry: null,
    from: 'https://github.com/jongpie/NebulaLogger/issues/756 (debug log error quoted, cut by the reporter)',
  },

  // --- Entries: namespaced Apex governor-limit exceptions ---
  {
    line: 'System.LimitException: LabsActionPlans:Too many SOQL queries: 101',
    entry: 'too-many-soql-queries',
    from: 'https://github.com/SalesforceLabs/ActionPlansV4/issues/172 (issue title, managed package namespace prefix)',
  },
  {
    line: 'TDTM_Contact: System.LimitException: hed:Too many query rows: 50001',
    entry: 'too-many-query-rows',
    from: 'https://github.com/SalesforceFoundation/EDA/issues/281 (issue title, trigger handler and namespace prefix)',
  },

  // --- Nulls: ordinary progress lines from deploy output ---
  // Could be taken for deploy-too-many-files or retrieve-too-many-files (a component count). It is
  // the CLI's progress bar of a deploy that is running normally; no error.
  {
    line: 'SOURCE PROGRESS | ████████████████████████████████████████ | 21/21 Components',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/1049 (sfdx force:source:deploy output)',
  },
  // Same: a progress bar with a component count, not an error.
  {
    line: 'MDAPI PROGRESS | █████████░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░ | 385/1643 Components',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/2182 (sfdx mdapi deploy output)',
  },

  // --- Entries: System.DmlException "first error" wrappers ---
  {
    line: 'caused by: System.DmlException: Upsert failed. First exception on row 2; first error: UNABLE_TO_LOCK_ROW, unable to obtain exclusive access to this record or 4 records: a2E0J000000i8bpUAA,a2Eb0000000gONHEA2,a2E0J0000001HBUUA2,a2E0J000000i8YqUAI: []',
    entry: 'unable-to-lock-row',
    from: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/847 (Apex unhandled trigger exception email)',
  },
  {
    line: 'System.DmlException: Failed to save batch job log: Insert failed. First exception on row 0; first error: MIXED_DML_OPERATION, DML operation on setup object is not permitted after you have updated a non-setup object (or vice versa): Batch_Job_Log__c, original object: User: []',
    entry: 'test-mixed-dml',
    from: 'https://github.com/dschibster/sfdx-batch-orchestrator/issues/20 (raised while a test class ran; bold marker left out)',
  },

  // --- Nulls: ordinary result lines from deploy output ---
  // Could be taken for symptom-deploy-succeeded-target-unchanged ("Succeeded"). The symptom is a
  // run that succeeded yet changed nothing; this line alone is just the status of a deploy report.
  {
    line: 'Status: Succeeded',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/230 (sf force source deploy report output)',
  },
  // Could be taken for the coverage or test-failure entries (a test results section). It is the
  // header of the passing tests, no error.
  {
    line: '=== Test Success [3]',
    entry: null,
    from: 'https://github.com/forcedotcom/cli/issues/1049 (sfdx force:source:deploy --testlevel RunSpecifiedTests output)',
  },
];

export const SET: ErrorSet = {
  kind: 'error',
  round: 8,
  name: 'set 8 (held out whole)',
  held: 'whole',
  blind: true,
  arrival: '100 %, 0 wrong first matches (23 new lines: 100 %)',
  story:
    'Blind: errors.md and the entry ids only; 20 nulls (near misses, uncovered errors, plain log lines).',
  minSize: 40,
  floor: { whole: 0.95 },
  inAllHalves: false,
  noFalseFirst: true,
  newLines: true,
  questions: ERROR_QUESTIONS_8,
};
