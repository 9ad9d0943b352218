// cspell:ignore licence SBQQ SFDMU cmdt dataflows Dataflows permissionset permissionsets targetusername Contenversion Dahboard
/**
 * The type status set, forty-seventh round (issue 51): 20 real questions people asked in public
 * GitHub issues of Salesforce tools about deploying, retrieving or copying one kind of thing between
 * orgs, in the askers' words (trimmed to the question; two are an issue's title alone), none from a
 * thread an earlier round used. Judged from Salesforce's own pages, never from the threads' answers:
 * 12 copied, 4 copied with prerequisites (3 feature, 1 permission), 4 not copyable (records, and an
 * app whose configurations are records). Written by one helper that read only public threads and
 * Salesforce's pages and none of the type data, the resolver or their tests, told the baseline
 * permissions every job's user has are no prerequisite (about 83 searches; about 40 threads skipped:
 * used before, several things named, no question). Its report named nine cases it was unsure of, by
 * type only; their doubts are kept beside them. The file was written from the helper's JSON by a
 * script that printed no case, and scored on arrival by counts only. Consecutive pairs share a status
 * where the counts allow, so both halves get the same mix.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_47: readonly TypeStatusQuestion[] = [
  // Thread: https://github.com/forcedotcom/salesforcedx-vscode/issues/1124
  {
    query:
      'Problem in dashboard retrieve ... Not able to retrieve dashboard by sfdx command . I tried with below commands sfdx force:source:retrieve -x package.xml or sfdx force:source:retrieve -m Dashboard:Dashboard_Folder/Dahboard_Name',
    type: 'Dashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-dashboard.html',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1509
  // Doubt: The type page states no prerequisite, though CRM Analytics is a paid add-on per Salesforce Help, so a licence reading is possible.
  {
    query:
      'Unable deploy wave dashboard metadata with any Salesforce API version ... Error when tried to deploy the wave dashboard through meta data api',
    type: 'WaveDashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedashboard.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2661
  // Doubt: Only the issue title was available; the nested folders involved are EmailTemplateFolder components.
  {
    query:
      "I can't deploy private Lightning Email Templates distributed in folders and subfolders up to three levels",
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Thread: https://github.com/forcedotcom/devops-center-feedback/issues/257
  {
    query:
      'Cannot deploy StandardValueSet ... We cannot deploy StandardValueSet metadata (picklist values of standard fields) using DevOps Center.',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  // Thread: https://github.com/SFDO-Tooling/CumulusCI/issues/953
  {
    query:
      "ci_master failing on unchanged Matching Rules XML on deploy_package flow ... update_package_xml task failing on existing matching rules i.e. somehow it's triggering an update on unmodified metadata and throwing following error: Update of MatchingRule sObject.matching_rule_unique_name: Error on line 3, col 20: Before you change a matching rule, you must deactivate it.",
    type: 'MatchingRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_matchingrule.htm',
  },
  // Thread: https://github.com/alan-morey/force-meta-backup/issues/6
  // Doubt: The type page states no prerequisite, but the entitlement feature (EntitlementSettings.enableEntitlements) plainly has to be on, so a feature prerequisite is arguable.
  {
    query:
      'EntitlementProcess can not be used with Developer Edition Salesforce Org. ... INVALID_TYPE: Cannot use: EntitlementProcess in this organization',
    type: 'EntitlementProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_entitlementprocess.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/172
  {
    query:
      "Deploying Entitlement Settings file to Winter' 20 org fails with invalid property ... I have an Entitlement.settings file from API 46.0. When trying to deploy that file into an organization in API 47.0 I receive an error of unsupported property.",
    type: 'EntitlementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_entitlementsettings.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2806
  // Doubt: The query also names WaveRecipe, but the thing asked about is the WaveDataflow; CRM Analytics licensing is not stated on the type page.
  {
    query:
      '`sf force mdapi listmetadata --metadata-type WaveDataflow` does not retrieve recipe dataflows ... When trying to look for WaveDataflows related to WaveRecipe using the org browser, which I assume relies on the list metadata command these dataflows do not exist and need to be manually downloaded from the terminal with the same API name as the recipe',
    type: 'WaveDataflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_wavedataflow.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/689
  // Doubt: The page asks only for Customize Application to create records, which is within the baseline.
  {
    query:
      'Add --targetusername to sfdx force:cmdt:record:insert ... I am trying to migrate custom metadata records from DEV to SIT using sfdx only.',
    type: 'CustomMetadata',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_custommetadata.htm',
  },
  // Thread: https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/28
  {
    query:
      'error installing on sandbox permissionsets ... Failures: permissionsets/LookupRollupSummariesFull.permissionset(LookupRollupSummariesFull):Permission set must be associated to a user license',
    type: 'PermissionSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-permissionset.html',
  },
  // Thread: https://github.com/joeferraro/MavensMate/issues/57
  // Doubt: The failing piece is the report folder, so ReportFolder is a possible answer type.
  {
    query:
      'Report Folder not found ... I have an org that I\'ve pulled reports down from in an attempt to move them into another org. These reports are in a subfolder ... A) is there something "special" I need to do to get folders saved to my org? B) should I be doing this in some other way?',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  // Thread: https://github.com/vignaesh01/sfdx-package-generator/issues/58
  // Doubt: The asker says the retrieve returns an EmailFolder (Classic templates); if the templates were Lightning ones the type would be EmailTemplateFolder.
  {
    query:
      "When selecting email templates... please include the email template folder as well... ... When trying to retrieve and then deploy things in the Waivers template folder... the tool currently doesn't add the folder to the package.xml",
    type: 'EmailFolder',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_folder.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/334
  // Doubt: The same page also asks for the Manage Experiences user permission, so kind could arguably be permission as well as feature.
  {
    query:
      'Unable to deploy AccountRelationshipShareRule metadata with force:source:deploy ... When running `sfdx force:source:deploy` of a folder that contains AccountRelationshipShareRule metadata, sfdx fails with error `ERROR running force:source:deploy:  Unexpected file found in package directory:`',
    type: 'AccountRelationshipShareRule',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Access to the AccountRelationshipShareRule type requires orgs to enable the Account Relationships permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountrelationshipsharerule.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/336
  // Doubt: The restriction is a Spring '26 creation block lifted by Support rather than a classic org setting; older versions of the page state no prerequisite, so 'copied' is defensible.
  {
    query:
      'Attempting to push unchanged connected app metadata fails ... If you create a connected app in a scratch org and pull it, then attempt to push that pulled metadata to a different scratch org the push fails.',
    type: 'ConnectedApp',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "Connected apps creation is restricted as of Spring '26; if you must continue creating connected apps, contact Salesforce Support.",
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-connectedapp.html',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1501
  // Doubt: The thread was written by the tool's maintainer relaying a user report rather than by the user.
  {
    query:
      'Issues deploying Bot metadata ... This was reported by a user where attempts to deploy Bot metadata were silently doing nothing.',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Bot is available only if Chat and Einstein Bots are enabled in your org.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-bot.html',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1346
  // Doubt: The permission is on the deploying user, not the org; earlier page versions list only view permissions that fall under the baseline.
  {
    query:
      "Can no longer deploy Permission Set Groups ... I get an error while deploying Permission Set Groups since a couple of days/weeks: Property 'hasActivationRequired' not valid in version 51.0",
    type: 'PermissionSetGroup',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'To edit this type, users must have the Manage Profiles and Permission Sets permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_permissionsetgroup.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/683
  {
    query:
      'Salesforce File Migration directly to Contenversion object ... Can we migrate files directly to Contenversion object via SFDMU and no association with any record.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/623
  // Doubt: Only the issue title was available; the thing is CPQ quote records (data), not the SBQQ__Quote__c object definition.
  {
    query: '[QUESTION] - Unable to Migrate the SBQQ__Quote__c object data',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/sfdx-mass-action-scheduler/sfdx-mass-action-scheduler/issues/162
  // Doubt: Assumes the scheduler's configurations are records of the app's custom objects (data), which is the app's design rather than something a Salesforce page states.
  {
    query:
      'How to deploy mass action scheduler from sandbox to production..? ... We made some actions using a mass action scheduler in the partial sandbox and the things worked properly using this, now want to deploy this from the partial sandbox to production. How to achieve same please specify or give some reference',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/jetstreamapp/jetstream/issues/1011
  // Doubt: 'CPQ data' spans many SBQQ objects, but all of them are records rather than metadata.
  {
    query:
      'CPQ Data Seeding between instances ... One request we would love to see is option to seed CPQ data into sandboxes from production. We always struggle to seed data and always require expensive third party tools.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 47,
  name: "type status set's forty-seventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 4/10, held out 5/10',
  story:
    "Blind (issue 51, forty-seventh round): real questions from public threads about copying one kind of thing between orgs, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at 4016618: tuning 4/10, held out 5/10; 10 unknown, 1 answer naming another type (tuning
  // half), no other false answer; nothing tuned on it.
  // The floor is the lower of the two answers' scores: check_support's 5/10 held out, the search
  // box's card 4/10, where one question quotes an error's text and the card answers with that
  // error's entry first, as it does for any pasted error (src/search/answer).
  // Raised by the reading of a type named in words as what a deploy or retrieve acts on, read as
  // the answer when its clause names it or nothing (the fifty-fourth session): the lower of
  // check_support's and the card's scores.
  floor: { tuning: 6, heldOut: 4 },
  questions: TYPE_STATUS_QUESTIONS_47,
};
