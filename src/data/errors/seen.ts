// cspell:ignore amtrack certinia sfpowerkit dxatscale Ombudsman sortablegrid gearset trailheadapps developerforce forcedotcom SFDO salesforcecli upserting Rypple salesforcedx NPSP npsp
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
  'cannot-modify-managed-object': {
    url: 'https://docs.gearset.com/en/articles/2924100-remove-components-added-to-standard-objects-by-managed-packages',
    title: 'Gearset help: Remove components added to standard objects by managed packages',
  },
  'controlling-value-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/155',
    title: 'forcedotcom/cli #155: sfdx force:source:push failed',
  },
  'custom-object-label-missing': {
    url: 'https://github.com/amtrack/force-dev-tool/issues/226',
    title: 'amtrack/force-dev-tool #226: Custom Object with Compact Layout',
  },
  'entity-not-found': {
    url: 'https://github.com/forcedotcom/cli/issues/669',
    title: "forcedotcom/cli #669: Entity of type 'CustomMetadata' named METADATANAME.FIELD cannot be found",
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
  'folder-not-found': {
    url: 'https://github.com/amtrack/force-dev-tool/issues/180',
    title:
      'amtrack/force-dev-tool #180: not able to retrieve the dashboard components from unfiled$public folder',
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
  'invalid-installation-key': {
    url: 'https://github.com/salesforcecli/plugin-packaging/pull/55',
    title:
      'salesforcecli/plugin-packaging PR #55: fix: pass installation key when getting external sites (QA notes)',
  },
  'license-does-not-allow-permission': {
    url: 'https://github.com/forcedotcom/devops-center-feedback/issues/290',
    title:
      'forcedotcom/devops-center-feedback #290: Error "Profile failed to deploy due to The user license doesn\'t a…',
  },
  'list-view-scope-not-allowed': {
    url: 'https://github.com/forcedotcom/cli/issues/3039',
    title:
      'forcedotcom/cli #3039: Invalid scope:Mine Error When Deploying ListView with MetaData API (links Salesforce…',
  },
  'namespace-not-allowed': {
    url: 'https://github.com/forcedotcom/cli/issues/155',
    title: 'forcedotcom/cli #155: sfdx force:source:push failed',
  },
  'no-such-column': {
    url: 'https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/87',
    title:
      "forcedotcom/SFDX-Data-Move-Utility #87: Error \"No such column 'Name' on entity 'Case'.\" when upserting…",
  },
  'override-not-valid': {
    url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/pull/22',
    title: 'SFDO-Community/OmbudsmanCloudCare PR #22: scratch org push log (CumulusCI dx_push)',
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
  'package-version-newer-installed': {
    url: 'https://github.com/SalesforceLabs/Milestones-PM/issues/129',
    title:
      'SalesforceLabs/Milestones-PM #129: Upgrade Error - A newer version of this package is currently installed',
  },
  'quick-action-not-found': {
    url: 'https://github.com/trailheadapps/lwc-recipes/issues/376',
    title:
      'trailheadapps/lwc-recipes #376: ... In field: QuickAction - no QuickAction named FeedItem.RypplePost found',
  },
  'record-type-not-found': {
    url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/74',
    title: "SFDO-Community/OmbudsmanCloudCare #74: Dev org flow doesn't finish (CumulusCI deploy log)",
  },
  'related-list-field-not-valid': {
    url: 'https://github.com/developerforce/LightningContainerExamples/issues/16',
    title: 'developerforce/LightningContainerExamples #16: Invalid field:CAMPAIGN.NAME',
  },
  'tab-label-missing': {
    url: 'https://github.com/forcedotcom/sf-skills/pull/34',
    title: 'forcedotcom/sf-skills PR #34: salesforce custom tab skills (lists deploy errors seen)',
  },
  'tab-override-needs-app': {
    url: 'https://github.com/forcedotcom/salesforcedx-vscode/issues/1096',
    title: 'forcedotcom/salesforcedx-vscode #1096: Deploy Source in Manifest to Source Org - failed',
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
  'unauthorized-endpoint': {
    url: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/911',
    title:
      'SFDO-Community/declarative-lookup-rollup-summaries #911: IO Exception: Unauthorized endpoint, please check…',
  },
  'unknown-user-permission': {
    url: 'https://github.com/dxatscale/sfpowerkit/issues/674',
    title: 'dxatscale/sfpowerkit #674: Profile deployment not working after reconcile in Summer 22',
  },
  'variable-does-not-exist': {
    url: 'https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/281',
    title:
      'SalesforceCommerceCloud/b2c-crm-sync #281: DEV SANDBOX (non-scratch) B2C CRM SYNC DEPLOYMENT ISSUE (shows b…',
  },
};
