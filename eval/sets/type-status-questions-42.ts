/**
 * The type status set, forty-second round (issue 51): 22 real questions that people asked in
 * public threads (GitHub issues of Salesforce tools, forum and blog threads), each about deploying or
 * retrieving one kind of Setup thing, kept in the asker's words (trimmed to the question) with the
 * thread it comes from. Each was judged from Salesforce's own page for the thing, never from the
 * thread's answers: 15 copied, 5 copied with prerequisites, 2 not copyable; the baseline permissions
 * every job's user has are no prerequisite. No seed: the threads found decide (45 searches,
 * 39 threads skipped because they named no single type or Setup thing). Consecutive pairs share a
 * status where the counts allow, so both halves get the same mix. Written by one helper that read
 * only public threads and Salesforce's pages and none of the type data, the resolver or their tests;
 * each judgment re-read against its page. The file was written from the helper's JSON by a script,
 * the cases unprinted; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_42: readonly TypeStatusQuestion[] = [
  // Thread: https://github.com/SalesforceCommerceCloud/b2c-crm-sync/issues/120
  {
    query:
      'Create and Deploy Your Duplicate Rules Fails. when force deployed results in error : SortOrder must be in sequential order from 1. ... sfdx force:source:deploy -p "./src/sfdc/base/main/default/duplicateRules/"',
    type: 'DuplicateRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_duplicaterule.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1677
  // Doubt: In source format the file is the MatchingRules container, whose individual rules are MatchingRule members; either name could be meant.
  {
    query:
      'When I run manifest/package.xml on with MatchingRule setup, I sometimes get duplicate errors with no understanding what the issue is. ... Program should run and deploy the matching rules.',
    type: 'MatchingRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_matchingrule.htm',
  },
  // Thread: https://github.com/vignaesh01/sfdx-package-generator/issues/40
  {
    query:
      'One thing I noticed today was when trying to retrieve StandardValueSets from the org - the metadata type shows up - but the standard value sets from the org are not coming up in the right pane.',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  // Thread: https://github.com/jsforce/jsforce/issues/652
  // Doubt: Page only says label translation is part of the Translation Workbench, without an ‘available only if’ or Special Access Rules statement.
  {
    query: "How to get 'CustomObjectTranslation' metadata using jsforce? do you have some example?",
    type: 'CustomObjectTranslation',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobjecttranslation.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/376
  // Doubt: The page only links to Enable Field Service in Help and states no licence or feature requirement, though the error suggests the org needs Field Service.
  {
    query:
      'Scratch org creation failed in latest version of CLI ... scratch org creation failed with below error Error shape/settings/FieldService.settings FieldService Not available for deploy for this organization',
    type: 'FieldServiceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_fieldservicesettings.htm',
  },
  // Thread: https://github.com/solenopsis/Solenopsis/issues/240
  {
    query:
      'Actions on objects are not deployed ... Even if an action (Setup -> Objects -> <select object> -> Buttons, Links & Actions) is in the working folder, it is not pushed to the destination.',
    type: 'QuickAction',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickaction.htm',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/463
  // Doubt: The type field notes that only administrators and users with Edit HTML Templates can create HTML/custom templates, but that is a field note and admins deploying already qualify; no page-level requirement.
  {
    query:
      'Trying to edit freeForm HTML emails. 1. Pull HTML email templates from server. 1. Edit content inside the template. 1. Save. Error: *Deployment Failed: FIELD_INTEGRITY_EXCEPTION - <apex:page> is required and must be the outermost tag in the markup at line 1 column 1: Markup*',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1345
  // Doubt: EmailTemplateFolder has no page of its own; the shared Folder page lists Email Template folders and states no special requirement. Only the issue title is the asker’s own words in the stored excerpt.
  {
    query: 'We can’t retrieve the specified metadata object: EmailTemplateFolder',
    type: 'EmailTemplateFolder',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_folder.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/180
  // Doubt: Special Access Rules name only Customize Application, a baseline permission, so not counted.
  {
    query:
      "After adding CustomMeta to the project manifest, I can no longer retrieve source, due to a CustomMetadata entity in a managed package. ... ERROR running force:source:retrieve: The metadata retrieve operation failed: INVALID_TYPE: sObject type 'Zendesk__Zendesk_Global_OAuth_Client__mdt' is not supported.",
    type: 'CustomMetadata',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_custommetadata.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1302
  {
    query:
      'When we retrieve reports with record type filters, the deployment fails with the error "Required field is missing: RecordType"',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_report.htm',
  },
  // Thread: https://github.com/kgalant/PackageBuilder/issues/13
  // Doubt: The page limits the type to first-generation managed packages and requires it to be the only type in the manifest; those are usage constraints, not org prerequisites.
  {
    query:
      'I have both managed and non managed packages installed on my org. When pulling it lists the metadata type ... but returns 0 yet I have packages in my org',
    type: 'InstalledPackage',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_installedpackage.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/404
  // Doubt: The settings page states no prerequisite; it is itself the switch that turns Omni-Channel on. Local copy of the page sits under the omnistudio folder, URL slug inferred.
  {
    query:
      'When creating the scratch org the omnichannel that supposed to be activated, is not ... "omniChannelSettings": { "enableOmniChannel": true }',
    type: 'OmniChannelSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_omnichannelsettings.htm',
  },
  // Thread: https://github.com/trailheadapps/ebikes-lwc/issues/225
  // Doubt: Special Access Rules only name View Setup and Configuration (baseline) and exclude portal users; the guest-profile error comes from the site, not a stated type prerequisite.
  {
    query:
      'Step 8: Deploy Community metadata results in Error: "You can not create custom Guest profiles." ... Looks like there is a challenge on line Profile.profile-meta.xml with <userLicense>Guest</userLicense> since the Guest profile does not exist in a new Scratch Org.',
    type: 'Profile',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
  },
  // Thread: https://github.com/joeferraro/MavensMate/issues/487
  // Doubt: Only the issue title is the asker’s own words in the stored excerpt.
  {
    query: "Error deploying dashboard to production: 'NoneType' object has no attribute '__getitem__'",
    type: 'Dashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dashboard.htm',
  },
  // Thread: https://github.com/codeulike/SandboxBerry/issues/9
  // Doubt: Users are User records (Object Reference, data calls), copied by SandboxBerry as data; no Metadata API type.
  {
    query:
      'I am trying to insert few users in my sandbox but i am getting this error : Error Required fields are missing: [ProfileId] Status Code REQUIRED_FIELD_MISSING Fields ProfileId. The profile is already there in sandbox.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_user.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/536
  // Doubt: Chatter posts and their attachments are FeedItem/FeedAttachment records (Object Reference, data calls), not metadata.
  {
    query:
      'Migrate Chatterfeed with attachments ... Users add attachments to the chatter feed (Type: ContentPost), the tool does not migrate the attachments and associate them with the records chatter post.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_feedattachment.htm',
  },
  // Thread: https://github.com/celador/ForceCode/issues/226
  // Doubt: The namespace rule under Special Access Rules looks dated (Aura components deploy to orgs without a namespace in practice), but it is what the page states.
  {
    query:
      'Receiving "AuraDefinitionBundle metadata type not found in org" when attempting to "Compile/Deploy" a .cmp file. ... I expected this file to be deployed from my local machine to my sandbox org.',
    type: 'AuraDefinitionBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'definitions can be created only in organizations with defined namespaces',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_auradefinitionbundle.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1037
  // Doubt: Only the issue title is the asker’s own words in the stored excerpt; the enable step applies to Aura sites only (LWR sites use ExperienceBundle by default).
  {
    query: 'Error retrieving metadata after enabling ExperienceBundle metadata',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Enable ExperienceBundle Metadata API in Digital Experiences settings (Aura sites)',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  // Thread: https://github.com/forcedotcom/salesforcedx-vscode/issues/3988
  // Doubt: The namespace rule under Special Access Rules looks dated (LWC deploys to orgs without a namespace in practice), but it is what the page states.
  {
    query:
      'While deploying of the LWC component via User interface using "mouse Right Click -> SFDX: Deploy this source to org", facing the error "duplicate value found: <unknown> duplicates value on record with id: <unknown> Cannot find Lightning Component Bundle StandardRequestFlow."',
    type: 'LightningComponentBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'can be created only in orgs with defined namespaces',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_lightningcomponentbundle.htm',
  },
  // Thread: https://github.com/solenopsis/Solenopsis/issues/280
  {
    query:
      'bot files fail to deploy after version is activated ... It appears that when running a `delta-push` bot files are trying to be re-deployed after they have been pushed and activated.',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'available only if Chat and Einstein Bots are enabled in your org',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_bot.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1308
  // Doubt: Page names no licence or permission, though the error and the Analytics app suggest CRM Analytics must be enabled.
  {
    query:
      "My sandbox has WaveDataset showing as Remote Add and the CLI will not ignore it and errors stating that it is not supported in this organization. ... ERROR running force:source:pull: Entity type 'WaveDataset' is not available in this organization",
    type: 'WaveDataset',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedataset.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/3417
  {
    query:
      'Unable to deploy Agentforce Bot template to scratch org ... deploy bot template to a new scratch org ... I am getting this error You can’t specify the mainMenuDialog property if the botType value represents an AI agent.',
    type: 'BotTemplate',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'available only if Chat and Einstein Bots are enabled in your org',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_bottemplate.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 42,
  name: "type status set's forty-second round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 3/11, held out 4/11',
  story:
    "Blind (issue 51, forty-second round): 22 real questions from public threads about deploying one kind of Setup thing, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at f483942 (after all of the thirty-eighth session's readings): tuning 3/11, held out
  // 4/11, one answer naming another type in each half; at 7c2b906, before them, 3/11 and 4/11 with the
  // held-out one alone. The tuning one ("Deploy Community metadata" read as `Community`) came from the
  // verb before a one-word name; the guard on a capitalized word before now holds after a verb too.
  // From its tuning half: a path or a source file's name is its type's (named-in-text.ts), 6/11; the
  // held-out half unchanged. The card gets 5: it answers "FieldService Not available for deploy for
  // this organization" with that error's entry (the target lacks the feature), before the type.
  // The forty-third session's records rule (records.ts, scripts/object-names.ts: an object a type's field
  // only names, as `QueueMembers.users` names users, is data; a one-word object's name reads as
  // records only in the plural or beside "records") made it 7/11 and 4/11 (the card 6 of the tuning half: one quotes an error line, answered by its entry); floors raised to it.
  // Raised by the reading of a type named in words as what a deploy or retrieve acts on, read as
  // the answer when its clause names it or nothing (the fifty-fourth session): the lower of
  // check_support's and the card's scores.
  floor: { tuning: 7, heldOut: 5 },
  questions: TYPE_STATUS_QUESTIONS_42,
};
