/**
 * The type status set, forty-first round (issue 51): 22 real questions that people asked in
 * public threads (GitHub issues of Salesforce tools, forum and blog threads), each about deploying or
 * retrieving one kind of Setup thing, kept in the asker's words (trimmed to the question) with the
 * thread it comes from. Each was judged from Salesforce's own page for the thing, never from the
 * thread's answers: 13 copied, 4 copied with prerequisites, 5 not copyable; the baseline permissions
 * every job's user has are no prerequisite. No seed: the threads found decide (55 searches,
 * 20 threads skipped because they named no single type or Setup thing). Consecutive pairs share a
 * status where the counts allow, so both halves get the same mix. Written by one helper that read
 * only public threads and Salesforce's pages and none of the type data, the resolver or their tests;
 * each judgment re-read against its page. The file was written from the helper's JSON by a script,
 * the cases unprinted; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_41: readonly TypeStatusQuestion[] = [
  // Thread: https://github.com/forcedotcom/cli/issues/6
  // Doubt: Page also says sharing rules can't be deployed by their type (owner, criteria) but only through the SharingRules container.
  {
    query:
      'Unable to deploy SharingRuleOwner metadata using force:source:deploy ... Attempting to deploy a new Contact sharing rule using force:source:deploy -x package.xml',
    type: 'SharingOwnerRule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'Manage Sharing permission to edit sharing rules',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingrules.htm',
  },
  // Thread: https://github.com/forcedotcom/devops-center-feedback/issues/256
  // Doubt: The page has no Special Access Rules section; the only gate is an Important note restricting creation of new connected apps, which may not count as a prerequisite.
  {
    query:
      'I created a Connected App with OAuth enabled. This cannot be deployed becasue of the following error: "<app name> of Type ConnectedApp failed to deploy due to The consumer key is already taken."',
    type: 'ConnectedApp',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: "creating new connected apps is restricted as of Spring '26; contact Salesforce Support",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_connectedapp.htm',
  },
  // Thread: https://github.com/dxatscale/sfpowerscripts/issues/732
  {
    query:
      'When a package that contains permission set is deployed along with another package that contains PermissionSetGroup, the package with PermissionSetGroup will fail to deploy as permission set group is being updated.',
    type: 'PermissionSetGroup',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'Manage Profiles and Permission Sets permission to edit',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_permissionsetgroup.htm',
  },
  // Thread: https://github.com/vlocityinc/vlocity_build/issues/361
  // Doubt: The thread uses Vlocity Build Tool DataPacks (managed-package records), judged here against the standard OmniScript metadata type.
  {
    query:
      "When we're deploying an omniscript to another org using VBT we are facing an issue that causes omniscript stay inactive. We always have to deactivate and activate it in order for it work correctly.",
    type: 'OmniScript',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'Omnistudio license and the Discovery Framework feature enabled',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.industries_reference.meta/industries_reference/meta_omniscript.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/706
  {
    query:
      "Is there a way to assign the standard price book to products that are newly inserted to target org automatically with the plugin? I'm facing the `Before creating a custom price, create a standard price.` issue always when i'm trying to insert records to pricebookentry table.",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_pricebookentry.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/332
  {
    query:
      "I am trying to insert a single user from source org to target org and getting following error : No such column 'FirstName' on entity 'Group'.",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_user.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/394
  {
    query:
      "I try to transfer contacts with files attached from an org to another. I've got an error at the end of the process ... The contact is imported in destination org but not the file.",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_contentversion.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2729
  // Doubt: Page says the type is available only in API versions 47.0 through 58.0, so it is not deployable at current versions rather than never deployable.
  {
    query:
      'Attempt to create a new scratch org with socialProfileSettings: enableSocialProfiles true added to the project-scratch-def.json file. Returns the error ... settings/SocialProfile.settings : Not available for deploy for this API version',
    type: 'SocialProfileSettings',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_socialprofilesettings.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2967
  {
    query:
      "Retrieving Workflow doesn't work with `sf project retrieve start`. It fails with the following error: `The specified metadata type is unsupported: [worflow]`.",
    type: 'Workflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_workflow.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1058
  // Doubt: Page names no licence or permission, though the dashboard lives in the CRM Analytics app.
  {
    query:
      'Issue with deploying wave dashboard (.wdash) with API v52 features (example text widget with richTextContent attribute.)',
    type: 'WaveDashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedashboard.htm',
  },
  // Thread: https://github.com/forcedotcom/idecore/issues/202
  {
    query:
      'Edit a page layout in lightning experience (a flexipage) and when refreshing that into the eclipse ide it works fine. But when I deploy that to another org I get this error: component access denied to component forceChatter:recordFeedContainer',
    type: 'FlexiPage',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_flexipage.htm',
  },
  // Thread: https://github.com/certinia/apex-mdapi/issues/244
  {
    query:
      'When I create the custom site, I get the following error: Error occurred processing component test. insufficient access rights on cross-reference id (INSUFFICIENT_ACCESS_ON_CROSS_REFERENCE_ENTITY).',
    type: 'CustomSite',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customsite.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1561
  {
    query: 'ERROR when deploying apexEmailNotification',
    type: 'ApexEmailNotifications',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_apexemailnotifications.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1137
  {
    query:
      "Can't deploy static resources ... ERROR running force:source:deploy:  Component conversion failed: Cannot read property 'contentType' of undefined",
    type: 'StaticResource',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_staticresource.htm',
  },
  // Thread: https://github.com/scolladon/sfdx-git-delta/issues/284
  {
    query:
      "We're getting deployment error when deploying generated delta changes that includes custom label change. ... labels/CustomLabels.labels (Custom Label) Not in package.xml",
    type: 'CustomLabel',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customlabels.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1486
  {
    query:
      "Deployment Error with Record Types with picklist values. ... I'm deploying with github to salesforce but getting these many errors. Record types and list views are under Case object. But it can't deploy that and giving errors.",
    type: 'RecordType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_recordtype.htm',
  },
  // Thread: https://github.com/forcedotcom/devops-center-feedback/issues/277
  {
    query:
      "We have a recurring challenge deploying Page Layout changes, and wondering if there's a known bug or fix? ... However, when we promote, the change does not deploy to the sandbox(es).",
    type: 'Layout',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_layouts.htm',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/540
  {
    query:
      "I'm trying to do a deployment using Deploy Metadata; however, I keep receiving the same error - The object 'LeadConvert' of type Settings metadata does not exist. ... Could this be something to do with API v39.0?",
    type: 'LeadConvertSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_leadconvertsettings.htm',
  },
  // Thread: https://github.com/certinia/apex-mdapi/issues/304
  {
    query:
      "I'm trying to get info from our external services via the readMetadata method, but I'm getting an error message along the way. ... Apex type not found for element namedCredentialReference",
    type: 'ExternalServiceRegistration',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_externalserviceregistration.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/323
  {
    query:
      'Executing force:org:create fails with a ProblemDeployingSettings error ... "communitiesSettings": { "enableNetworksEnabled": true }',
    type: 'CommunitiesSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_communitiessettings.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/352
  {
    query:
      'When loading an Account, and a related Contact, the Contact loads successfully, except it does not populate the lookup to related Account.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_contact.htm',
  },
  // Thread: https://github.com/certinia/apex-mdapi/issues/130
  {
    query:
      'AssignmentRules issue for Case ... But when I just amended the criteria and update the metadata, I received Unknown Exception error.',
    type: 'AssignmentRules',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_assignmentrule.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 41,
  name: "type status set's forty-first round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 2/11, held out 2/11',
  story:
    "Blind (issue 51, forty-first round): 22 real questions from public threads about deploying one kind of Setup thing, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at 7c2b906 (the thirty-seventh session's head): tuning 2/11, held out 2/11, one answer
  // naming another type in each half. From its tuning half: the aside rule and a name with its first
  // letter lowered read as a one-word name is (named-in-text.ts), 5/11; the held-out half is unchanged.
  // The verb before a one-word name took "Retrieving Workflow" too, until the forty-second set showed
  // a capitalized verb before another name ("Deploy Community metadata") answered wrongly: the guard
  // on a capitalized word before holds after a verb as well. Tuning 7/11 once a one-word object's name
  // as what a verb of moving data acts on reads as its records ("transfer contacts with files",
  // "loading an Account, and …": recordsInText); held out 3/11, as before that change.
  // Raised by the reading of a type named in words as what a deploy or retrieve acts on, read as
  // the answer when its clause names it or nothing (the fifty-fourth session): the lower of
  // check_support's and the card's scores.
  floor: { tuning: 8, heldOut: 5 },
  questions: TYPE_STATUS_QUESTIONS_41,
};
