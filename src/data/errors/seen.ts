// cspell:ignore amtrack certinia sfpowerkit dxatscale Ombudsman sortablegrid gearset trailheadapps developerforce forcedotcom SFDO salesforcecli upserting Rypple salesforcedx NPSP npsp Apsona Lueckeman douglascayers ebikes fflib forceworkbench joeferraro jsforce morey mshanemc netologist occured oltu omniphx recordtype restforce samplecode scolladon sfdc sreesunil thedges thycotic dlrs flowtestcoverage jongpie jamesward Pastebin MSTR
/**
 * Where the text of an error entry was seen (issue 39), when Salesforce's page
 * documents only its status code or the rule it enforces: a public issue,
 * pull request or vendor page that quotes the text as Salesforce printed it.
 * /errors/ shows it under each entry's source; an entry absent here says that
 * Salesforce documents no text for it. Lines seen only in a tool's list of
 * error patterns (regular expressions, not printed text) are not kept.
 */
export interface SeenIn {
  readonly url: string;
  /** The thread or page, as its site titles it. */
  readonly title: string;
}

export const SEEN_IN: Readonly<Record<string, SeenIn>> = {
  'apex-test-assertion-failed': {
    url: 'https://github.com/douglascayers/sfdc-convert-notes-to-chatter-notes/issues/13',
    title:
      'douglascayers/sfdc-convert-notes-to-chatter-notes #13: Thank you! (deploy log: DeleteBatchTest assertion failure)',
  },
  'api-currently-disabled': {
    url: 'https://roadmap.apsona.com/p/why-can-some-users-run-apsona-merge-buttons-while-others-rec-nnJIYs',
    title: 'Apsona roadmap: Why can some users run Apsona merge buttons while others rec…',
  },
  'api-disabled-for-org': {
    url: 'https://github.com/thycotic/ss-docs/blob/6d47b5cfe8fb1e454e23ae058044135f234874b8/remote-password-changing/salesforce-rpc/index.md',
    title:
      'thycotic/ss-docs: remote-password-changing/salesforce-rpc/index.md (Secret Server docs: Salesforce.com Password Changer)',
  },
  'average-coverage-too-low': {
    url: 'https://github.com/thedges/PSFileAttachTemplate/issues/1',
    title:
      'thedges/PSFileAttachTemplate #1: Deployment CompleteCode coverage issue -- Average test coverage across all…',
  },
  'cannot-modify-managed-object': {
    url: 'https://docs.gearset.com/en/articles/2924100-remove-components-added-to-standard-objects-by-managed-packages',
    title: 'Gearset help: Remove components added to standard objects by managed packages',
  },
  'child-relationship-name-used': {
    url: 'https://docs.gearset.com/en/articles/13513300-resolving-customfield-validation-errors-child-relationship-already-exists',
    title: 'Gearset help: Resolving CustomField validation errors - Child relationship already exists',
  },
  'concurrent-api-requests': {
    url: 'https://github.com/SalesforceLabs/OrgCheck/issues/432',
    title:
      'SalesforceLabs/OrgCheck #432: TAB object-information REQUEST_LIMIT_EXCEEDED: ConcurrentRequests Limit exceeded.',
  },
  'connected-app-not-installed': {
    url: 'https://github.com/netologist/apache-oltu-oauth2-provider-demo/issues/9',
    title:
      'netologist/apache-oltu-oauth2-provider-demo #9: OAUTH_APPROVAL_ERROR_GENERIC : An unexpected error has occured…',
  },
  'controlling-value-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/155',
    title: 'forcedotcom/cli #155: sfdx force:source:push failed',
  },
  'custom-object-label-missing': {
    url: 'https://github.com/amtrack/force-dev-tool/issues/226',
    title: 'amtrack/force-dev-tool #226: Custom Object with Compact Layout',
  },
  'custom-object-not-found': {
    url: 'https://github.com/mshanemc/AnythingPath/issues/6',
    title: 'mshanemc/AnythingPath #6: Unable to install (deploy failures list)',
  },
  'dependent-class-invalid': {
    url: 'https://github.com/apex-enterprise-patterns/fflib-apex-common-samplecode/issues/15',
    title:
      'apex-enterprise-patterns/fflib-apex-common-samplecode #15: Error Message "Dependent class is invalid and needs…',
  },
  'deploy-request-too-large': {
    url: 'https://github.com/forcedotcom/cli/issues/109',
    title:
      'forcedotcom/cli #109: force:source:push -- ERROR: Maximum size of request reached. Maximum size of request is…',
  },
  'deploy-too-many-files': {
    url: 'https://github.com/forcedotcom/cli/issues/2910',
    title: 'forcedotcom/cli #2910: Unable to deploy package.xml.INVALID_OPERATION: Too many files in zip',
  },
  'duplicate-picklist-label': {
    url: 'https://pastebin.com/UMPryFzE',
    title: 'Pastebin UMPryFzE: a deploy result (Account.PickList1__c, Problem: Duplicate label: MSTR)',
  },
  'entity-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/669',
    title: "forcedotcom/cli #669: Entity of type 'CustomMetadata' named METADATANAME.FIELD cannot be found",
  },
  'error-parsing-file': {
    url: 'https://github.com/trailheadapps/ebikes-lwc/issues/458',
    title: "trailheadapps/ebikes-lwc #458: Winter '23 deployment issue",
  },
  'field-not-available-insufficient-privileges': {
    url: 'https://github.com/forcedotcom/CustomMetadataLoader/issues/84',
    title:
      'forcedotcom/CustomMetadataLoader #84: Field XX in account is not available in this org due to insufficient privileges',
  },
  'field-not-found': {
    url: 'https://github.com/certinia/df12-deployment-tools/issues/2',
    title: 'certinia/df12-deployment-tools #2: CurrencyIsoCode in layouts, but not objects',
  },
  'field-referenced-elsewhere': {
    url: 'https://github.com/SFDO-Tooling/CumulusCI/issues/142',
    title:
      'SFDO-Tooling/CumulusCI #142: Field delete order: Could not delete a field on parent with reference from child',
  },
  'flow-test-coverage': {
    url: 'https://github.com/mon28188/DeloitteCodeBase/blob/ec66fc7410d5f0012d575a0d3795f33adbbfd2eb/wiki/coding_best_practices/flowtestcoverage.md',
    title:
      'mon28188/DeloitteCodeBase: wiki/coding_best_practices/flowtestcoverage.md (team wiki: Flow test coverage)',
  },
  'folder-not-found': {
    url: 'https://github.com/amtrack/force-dev-tool/issues/180',
    title:
      'amtrack/force-dev-tool #180: not able to retrieve the dashboard components from unfiled$public folder',
  },
  'history-tracking-not-enabled': {
    url: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/501',
    title:
      'forcedotcom/salesforcedx-vscode #501: Push code to a newly created scratch org that has Field History enabled…',
  },
  'installation-key-not-required': {
    url: 'https://github.com/forcedotcom/cli/issues/1167',
    title: 'forcedotcom/cli #1167: 7.116.2 force:package:install: Can’t install package install key',
  },
  'installation-key-required': {
    url: 'https://github.com/SFDO-Tooling/CumulusCI/issues/3592',
    title:
      "SFDO-Tooling/CumulusCI #3592: release_unlocked_beta doesn't work when an install key is specified",
  },
  'invalid-cross-reference-id': {
    url: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1800',
    title:
      'RoseSilverSoftware/IlluminatedCloud #1800: SoapFault whenever I deploy anything via a certain connection',
  },
  'invalid-grant-inactive-user': {
    url: 'https://github.com/restforce/restforce/issues/303',
    title:
      'restforce/restforce #303: INVALID_SESSION_ID: Session expired or invalid / invalid_grant: inactive user',
  },
  'invalid-grant-ip-restricted': {
    url: 'https://github.com/forceworkbench/forceworkbench/issues/772',
    title: 'forceworkbench/forceworkbench #772: invalid_grant: ip restricted',
  },
  'invalid-grant-not-approved': {
    url: 'https://github.com/omniphx/forrest/issues/278',
    title:
      'omniphx/forrest #278: Client error: `POST https://login.salesforce.com/services/oauth2/token` resulted in a `400…',
  },
  'invalid-installation-key': {
    url: 'https://github.com/salesforcecli/plugin-packaging/pull/55',
    title:
      'salesforcecli/plugin-packaging PR #55: fix: pass installation key when getting external sites (QA notes)',
  },
  'invalid-session-id': {
    url: 'https://github.com/joeferraro/MavensMate/issues/463',
    title: 'joeferraro/MavensMate #463: session refresh is not working properly',
  },
  'invalid-type-in-version': {
    url: 'https://github.com/alan-morey/force-meta-backup/issues/44',
    title: 'alan-morey/force-meta-backup #44: INVALID_TYPE: Cannot use: Certificate in this version',
  },
  'license-does-not-allow-permission': {
    url: 'https://github.com/forcedotcom/devops-center-feedback/issues/290',
    title:
      'forcedotcom/devops-center-feedback #290: Error "Profile failed to deploy due to The user license doesn\'t a…',
  },
  'list-view-column-not-resolved': {
    url: 'https://github.com/forcedotcom/cli/issues/2723',
    title: 'forcedotcom/cli #2723: Issue with package creation including list views filtered on recordtype',
  },
  'list-view-scope-not-allowed': {
    url: 'https://github.com/forcedotcom/cli/issues/3039',
    title:
      'forcedotcom/cli #3039: Invalid scope:Mine Error When Deploying ListView with MetaData API (links Salesforce…',
  },
  'metadata-api-insufficient-access': {
    url: 'https://github.com/forcedotcom/cli/issues/3048',
    title: 'forcedotcom/cli #3048: `org refresh sandbox` results in INSUFFICIENT_ACCESS error',
  },
  'named-in-package-xml-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/2182',
    title: 'forcedotcom/cli #2182: named in package.xml, but was not found in zipped directory',
  },
  'namespace-not-allowed': {
    url: 'https://github.com/forcedotcom/cli/issues/155',
    title: 'forcedotcom/cli #155: sfdx force:source:push failed',
  },
  'no-package-xml': {
    url: 'https://github.com/jsforce/gulp-jsforce-deploy/issues/7',
    title: 'jsforce/gulp-jsforce-deploy #7: No package.xml found',
  },
  'no-such-column': {
    url: 'https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/87',
    title:
      "forcedotcom/SFDX-Data-Move-Utility #87: Error \"No such column 'Name' on entity 'Case'.\" when upserting…",
  },
  'no-test-run-in-production': {
    url: 'https://github.com/forcedotcom/cli/issues/2105',
    title:
      'forcedotcom/cli #2105: INVALID_OPERATION: testLevel of NoTestRun cannot be used in production organizations',
  },
  'not-available-for-deploy': {
    url: 'https://github.com/trailheadapps/ebikes-lwc/issues/63',
    title: 'trailheadapps/ebikes-lwc #63: Not available for deploy for this organization',
  },
  'oauth-app-access-denied': {
    url: 'https://github.com/MicrosoftDocs/SupportArticles-docs/blob/c99a81c66beef86cb2f808a397946f6e0e36c34d/support/sales-copilot/setup-installation-and-sign-in/failure-passed-to-redirect-url-access-denied.md',
    title:
      'MicrosoftDocs/SupportArticles-docs: support/sales-copilot/setup-installation-and-sign-in/failure-passed-to-redirect-url-access-denied.md (Copilot for Sales troubleshooting article)',
  },
  'oauth-app-blocked': {
    url: 'https://github.com/MicrosoftDocs/SupportArticles-docs/blob/13b32e61fcbd001dca76b8a526c1e98b7f25e3cf/support/sales-copilot/setup-installation-and-sign-in/failure-passed-to-redirect-url-blocked-app.md',
    title:
      'MicrosoftDocs/SupportArticles-docs: support/sales-copilot/setup-installation-and-sign-in/failure-passed-to-redirect-url-blocked-app.md (Copilot for Sales troubleshooting article)',
  },
  'oauth-user-denied': {
    url: 'https://github.com/forceworkbench/forceworkbench/issues/807',
    title: 'forceworkbench/forceworkbench #807: We can not connect to Salesforce from Workbench',
  },
  'override-not-valid': {
    url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/pull/22',
    title: 'SFDO-Community/OmbudsmanCloudCare PR #22: scratch org push log (CumulusCI dx_push)',
  },
  'package-version-newer-installed': {
    url: 'https://github.com/SalesforceLabs/Milestones-PM/issues/129',
    title:
      'SalesforceLabs/Milestones-PM #129: Upgrade Error - A newer version of this package is currently installed',
  },
  'page-used-by-override': {
    url: 'https://github.com/certinia/df12-deployment-tools/issues/25',
    title:
      'certinia/df12-deployment-tools #25: Undeploy with pages does not work if the Object standard actions are ov…',
  },
  'picklist-value-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/155',
    title: 'forcedotcom/cli #155: sfdx force:source:push failed',
  },
  'property-not-valid-in-version': {
    url: 'https://github.com/apex-enterprise-patterns/fflib-apex-common-samplecode/issues/16',
    title: 'apex-enterprise-patterns/fflib-apex-common-samplecode #16: Deployment Issue',
  },
  'purge-on-delete-production': {
    url: 'https://github.com/SFDO-Tooling/CumulusCI/issues/260',
    title:
      "SFDO-Tooling/CumulusCI #260: unmanaged_ee flow fails because update_dependencies doesn't support purge_on_delete…",
  },
  'quick-action-not-found': {
    url: 'https://github.com/trailheadapps/lwc-recipes/issues/376',
    title:
      'trailheadapps/lwc-recipes #376: ... In field: QuickAction - no QuickAction named FeedItem.RypplePost found',
  },
  'record-type-delete': {
    url: 'https://github.com/forcedotcom/devops-center-feedback/issues/203',
    title: 'forcedotcom/devops-center-feedback #203: Record-Type Deletion results in blocking CI',
  },
  'record-type-not-found': {
    url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
    title: "SFDO-Community/OmbudsmanCloudCare #74: Dev org flow doesn't finish (CumulusCI deploy log)",
  },
  'related-list-field-not-valid': {
    url: 'https://github.com/developerforce/LightningContainerExamples/issues/16',
    title: 'developerforce/LightningContainerExamples #16: Invalid field:CAMPAIGN.NAME',
  },
  'request-limit-exceeded': {
    url: 'https://github.com/SalesforceLabs/OrgCheck/issues/181',
    title:
      'SalesforceLabs/OrgCheck #181: REQUEST_LIMIT_EXCEEDED: When the org has reached the limit in terms of Request API',
  },
  'required-field-permission': {
    url: 'https://docs.gearset.com/en/articles/12476080-resolving-validation-errors-you-cannot-deploy-to-a-required-field-xxx',
    title: 'Gearset help: Resolving validation errors - "You cannot deploy to a required field"',
  },
  'retrieve-too-many-files': {
    url: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/685',
    title:
      'forcedotcom/salesforcedx-vscode #685: ERROR: The metadata retrieve operation failed: LIMIT_EXCEEDED: Too many…',
  },
  'search-layout-field-not-found': {
    url: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/129',
    title:
      'SalesforceCommerceCloud/b2c-crm-sync #129: [BUG] ... Sandbox ( Not-Scratch Org ) deployment error',
  },
  'specified-test-class-not-found': {
    url: 'https://github.com/forcedotcom/salesforcedx-apex/issues/155',
    title:
      'forcedotcom/salesforcedx-apex #155: apex:test:run command does not support running tests by providing the class id',
  },
  'specified-tests-coverage': {
    url: 'https://github.com/Kathy-Lueckeman/EASY-Open-Source-Solution/issues/3',
    title: 'Kathy-Lueckeman/EASY-Open-Source-Solution #3: Code Coverage (ant deploy Code Coverage Failures)',
  },
  'tab-page-not-found': {
    url: 'https://github.com/trailheadapps/ebikes-lwc/issues/33',
    title:
      'trailheadapps/ebikes-lwc #33: errors when pushing source (In field: flexiPage - no FlexiPage named Product_Explorer found)',
  },
  'tab-label-missing': {
    url: 'https://github.com/forcedotcom/sf-skills/pull/34',
    title: 'forcedotcom/sf-skills PR #34: salesforce custom tab skills (lists deploy errors seen)',
  },
  'tab-not-valid': {
    url: 'https://github.com/amtrack/sfdx-plugin-source-read/issues/66',
    title: 'amtrack/sfdx-plugin-source-read #66: Retrieving invalid tabs',
  },
  'tab-override-needs-app': {
    url: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/1096',
    title: 'forcedotcom/salesforcedx-vscode #1096: Deploy Source in Manifest to Source Org - failed',
  },
  'test-callout-after-dml': {
    url: 'https://github.com/jamesward/salesforce-webhook-creator/issues/16',
    title: 'jamesward/salesforce-webhook-creator #16: Apex Test Failures (change set test run)',
  },
  'test-callout-without-mock': {
    url: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/869',
    title:
      'SFDO-Community/declarative-lookup-rollup-summaries #869: dlrs_WhitelistTest.testTrigger Methods defined as TestMethod do not support Web…',
  },
  'test-mixed-dml': {
    url: 'https://github.com/jongpie/NebulaLogger/issues/938',
    title: 'jongpie/NebulaLogger #938: MIXED_DML_OPERATION Errors in tests that create users in some orgs',
  },
  'too-many-dml-statements': {
    url: 'https://github.com/forcedotcom/ConnectApiHelper/issues/28',
    title: 'forcedotcom/ConnectApiHelper #28: Make the class bulk-friendly',
  },
  'too-many-query-rows': {
    url: 'https://github.com/sfdx-mass-action-scheduler/sfdx-mass-action-scheduler/issues/151',
    title:
      'sfdx-mass-action-scheduler #151: System.LimitException: Too many query rows: 50001 while using custom iterator',
  },
  'too-many-soql-queries': {
    url: 'https://github.com/SalesforceFoundation/NPSP/issues/6757',
    title:
      'SalesforceFoundation/NPSP #6757: Gift Entry: Users receiving a "System.LimitException: npsp:Too many SOQL q…',
  },
  'too-many-tracked-fields': {
    url: 'https://github.com/forcedotcom/cli/issues/1922',
    title:
      'forcedotcom/cli #1922: Case Field History Tracking "exceeded the allowed number of fields to track on a giv…',
  },
  'trigger-without-coverage': {
    url: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/157',
    title: 'SFDO-Community/declarative-lookup-rollup-summaries #157: Apex Trigger is 0%',
  },
  'unable-to-lock-row': {
    url: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1539',
    title: 'RoseSilverSoftware/IlluminatedCloud #1539: Deploying a file hangs with components completed',
  },
  'unauthorized-endpoint': {
    url: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/911',
    title:
      'SFDO-Community/declarative-lookup-rollup-summaries #911: IO Exception: Unauthorized endpoint, please check…',
  },
  'unknown-exception': {
    url: 'https://github.com/jsforce/jsforce/issues/239',
    title: 'jsforce/jsforce #239: Metadata#deploy() fails',
  },
  'unknown-type-name': {
    url: 'https://github.com/scolladon/sfdc-generate-package/issues/8',
    title: "scolladon/sfdc-generate-package #8: Unknown type name 'ActionOverride' specified in package.xml",
  },
  'unknown-user-permission': {
    url: 'https://github.com/dxatscale/sfpowerkit/issues/674',
    title: 'dxatscale/sfpowerkit #674: Profile deployment not working after reconcile in Summer 22',
  },
  'user-not-found': {
    url: 'https://docs.gearset.com/en/articles/12006173-new-or-changed-reference-user',
    title: 'Gearset help: New or changed reference user',
  },
  'variable-does-not-exist': {
    url: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/281',
    title:
      'SalesforceCommerceCloud/b2c-crm-sync #281: DEV SANDBOX (non-scratch) B2C CRM SYNC DEPLOYMENT ISSUE (shows b…',
  },
  'wrong-login-host': {
    url: 'https://github.com/sreesunil/QA_Selenium/blob/4aecbc7df8dbd63dcd4cd618b475cbfb20c3c099/src/test/java/salesforceAutomation/TestCase_4B.java',
    title:
      "sreesunil/QA_Selenium: src/test/java/salesforceAutomation/TestCase_4B.java (Selenium test expecting the login page's error)",
  },
};
