/**
 * The type status set, forty-third round (issue 51): 22 real questions that people asked in
 * public threads (GitHub issues of Salesforce tools, forum and blog threads), each about deploying or
 * retrieving one kind of Setup thing, kept in the asker's words (trimmed to the question) with the
 * thread it comes from. Each was judged from Salesforce's own page for the thing, never from the
 * thread's answers: 15 copied, 5 copied with prerequisites, 2 not copyable; the baseline permissions
 * every job's user has are no prerequisite. No seed: the threads found decide (41 searches,
 * 77 threads skipped because they named no single type or Setup thing). Consecutive pairs share a
 * status where the counts allow, so both halves get the same mix. Written by one helper that read
 * only public threads and Salesforce's pages and none of the type data, the resolver or their tests;
 * each judgment re-read against its page. The file was written from the helper's JSON by a script,
 * the cases unprinted; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_43: readonly TypeStatusQuestion[] = [
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1171
  // Doubt: The question is about retrieving older versions, where the production-deploy preference does not apply.
  {
    query:
      'I have a flow (Process builder process) that has 11 versions, all of which still exist. ... However, when I go to do a retrieve, I do not see versions 9 or 10 available for retrieve, only #11 (which gets download unnumbered.)',
    type: 'Flow',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'To deploy changes to an active flow in a production org, the Deploy processes and flows as active preference must be enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_visual_workflow.htm',
  },
  // Thread: https://github.com/forcedotcom/devops-center-feedback/issues/249
  {
    query:
      "doesn't work (for me) with object of type SharingCriteriaRule, with error \"An object 'Opportunity.TEST_OPP_SHARING_RULE' of type SharingCriteriaRule was named in package.xml, but was not found in zipped directory\"",
    type: 'SharingCriteriaRule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'only users with the Manage Sharing permission can edit this object',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingrules.htm',
  },
  // Thread: https://github.com/trailheadapps/ebikes-lwc/issues/456
  // Doubt: The failure is about a missing navigation menu referenced by the site theme, and LWR sites need no setting.
  {
    query:
      "The SFDX Push Failed to deploy ... Error E_Bikes1 We couldn't validate componentAttributes in E_Bikes1/themes/jepson.json for component f78b9665-bf73-45c3-b5e1-8bf378c0c8d4. Error: attribute [navigationMenuEditorRefresh]: The navigation menu Default Navigation doesn’t exist..",
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura-based Experience Builder sites, Enable ExperienceBundle Metadata API must be selected in Digital Experiences settings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2955
  // Doubt: The failure comes from the Health Cloud permission set licence missing in the target org, not from the page's permission requirement.
  {
    query:
      'Trying to assign the [HealthCloudPSL] to all the active users with standard user profile but the deployment is failing with the error "The action target HealthCloudGA_HealthCloudPsl of type PermissionSetLicense does not exist." ... 1. Create User Policy with HealthCloudPSL',
    type: 'UserAccessPolicy',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'To create or modify user access policies, users must have the Manage User Access Policies permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_useraccesspolicy.htm',
  },
  // Thread: https://github.com/isalew/full-calendar-lightning/issues/1
  {
    query:
      "Getting below error message - Failures: applications/Full_Calendar.app(Full_Calendar):Tab Full_Calendar can't be added to Salesforce Classic app Full_Calendar because it's not supported in Salesforce Classic apps.",
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customapplication.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2825
  {
    query:
      "Error when deploying an Approval Process with a 'starts with' criteria ... Deploying metadata using sf project deploy start command containing an approval process with a Step Criteria with a starts with condition.",
    type: 'ApprovalProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_approvalprocess.htm',
  },
  // Thread: https://github.com/trailheadapps/ebikes-lwc/issues/457
  {
    query:
      'I am following the instructions to deploy the metadata to a newly created Trayhead Playground and when I execute `sfdx force:source:deploy -p force-app` I get this error: > `Error Case.Product__c Cannot update a field to a Lookup, MasterDetail, or Hierarchy from something else (44:13) `',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customfield.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/5
  {
    query:
      'Attempting to deploy report using force:source:deploy -x package.xml ... The following error message is returned: The ReportFolder named MyReportFolder/MyReport was not found in the workspace.',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_report.htm',
  },
  // Thread: https://github.com/ForceCLI/force/issues/503
  {
    query:
      'It is not possible to deploy report folder only ... `force push -f src/reports/Some_Reports-meta.xml` returns the following error > ERROR: Could not add the following files:',
    type: 'ReportFolder',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_folder.htm',
  },
  // Thread: https://github.com/joeferraro/MavensMate-SublimeText/issues/138
  {
    query:
      'When I Compile a project with a permission set I receive this error. "Permission set must be associated to a user license" I can deploy the project successfully using Force.com Migration Tool.',
    type: 'PermissionSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_permissionset.htm',
  },
  // Thread: https://github.com/forcedotcom/devops-center-feedback/issues/290
  {
    query:
      'Error "Profile failed to deploy due to The user license doesn\'t allow the permission: FreezeUsers" ... I can try deploy profile from Sandbox to Sandbox and receve this error.',
    type: 'Profile',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
  },
  // Thread: https://github.com/forcedotcom/commerce-on-lightning/pull/216
  {
    query:
      "The deploy fail with this message \"Error Heroku_test_for_B2B_lightning An object 'Heroku_test_for_B2B_lightning' of type RemoteSiteSetting was named in package.xml, but was not found in zipped directory\" without the '-meta.xml' suffix",
    type: 'RemoteSiteSetting',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_remotesitesetting.htm',
  },
  // Thread: https://github.com/trailheadapps/ebikes-lwc/issues/63
  // Doubt: The Network page states no access rule, yet the error shown usually means Digital Experiences is not enabled in the target org.
  {
    query:
      'Not available for deploy for this organization ... I have followed steps to install into developer org. Dev hub is enabled in org and connected that org in vscode facing the above error ... force-app\\main\\default\\networks\\E-Bikes.network-meta.xml Not available for deploy for this organization',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_network.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/40
  // Doubt: Quote is a standard object that exists only where Quotes are turned on, which the CustomObject page does not state.
  {
    query:
      "Unable to deploy 'Quote' related changes using force:source:deploy ... Parent entity failed to deploy. This is the error being thrown by the CLI when I am trying to create a package version or deploy to another sandbox. Unable to handle Quote.",
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customobject.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1740
  {
    query:
      'Cannot retrieve required metadata for named credentials ... try to retrieve an external credential: `sfdx force:source:retrieve -m ExternalCredential` ... ERROR running force:source:retrieve: The specified metadata type is unsupported; [externalcredential]',
    type: 'ExternalCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_externalcredential.htm',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/2445
  {
    query:
      'when I am retrieving the metadata on my org I can see the email folder, however I am only able to see the classic email folders and templates. I am not able to see the newly created lightning email folders and templates for my org.',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Thread: https://github.com/jetstreamapp/jetstream/issues/1401
  {
    query:
      'Deploy custom metadata does not work in production orgs ... `INVALID_OPERATION: rollbackOnError option must be true on a production org`',
    type: 'CustomMetadata',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_custommetadata.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2803
  {
    query:
      'I created an analytics template in VSCode and successfully deployed to a scratch org. ... and pointed `template-info.json` to this new dashboard. Attempting to push using either the CLI or VSCode failed with the same error.',
    type: 'WaveTemplateBundle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavetemplatebundle.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/338
  {
    query:
      'Sometimes we need to create test users that only exists in sandboxes, and when these sandboxes get refreshed it would be nice to easily migrate these test users back into the sandbox. ... Ability to create or upsert users into sandboxes.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_user.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2087
  // Doubt: OrgPreferenceSettings existed in API 37.0 to 47.0 but the page says it was removed in API 48.0, and it is absent from the registry, so the type is given as null.
  {
    query:
      'When running package:version:create I am getting the following error all of a sudden. ... settings/OrgPreference.settings: Not available for deploy for this API version ... We have never had `settings/OrgPreference.settings` in the package source.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_orgpreferencesettings.htm',
  },
  // Thread: https://github.com/trailheadapps/ready-to-fly/issues/29
  // Doubt: The restriction is on creating new connected apps; the reported failure is the consumer key in the redeployed file.
  {
    query:
      'If you try to redeploy to an existing dev org, connectedApp cannot be overridden and deployment fails ... force-app/main/default/applications/slackApp.connectedApp-meta.xml  You cannot provide a Consumer Key',
    type: 'ConnectedApp',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Connected apps creation is restricted as of Spring ‘26; to continue creating connected apps, contact Salesforce Support.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_connectedapp.htm',
  },
  // Thread: https://github.com/seamusocionnaigh/eventmonitoringplus/pull/3
  {
    query:
      "In order to deploy properly on a sandbox I also removed all tooltip from charts. ... The error that I was getting to deploy (using API version 52.0) was: ... force-app/main/default/wave/Apex_Exceptions.wdash  For widget chart_9, ensure chart tooltip's JSON is valid.",
    type: 'WaveDashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedashboard.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 43,
  name: "type status set's forty-third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 3/11, held out 4/11',
  story:
    "Blind (issue 51, forty-third round): 22 real questions from public threads about deploying one kind of Setup thing, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at d57af44 (after all of the thirty-eighth session's readings): tuning 3/11, held out
  // 4/11, one held-out answer naming another type; at 7c2b906, before them, 1/11 and 2/11 with the same
  // one. From its tuning half: a custom field's full name and a folder's own file (named-in-text.ts),
  // 5/11; the held-out half unchanged. The card gets 2 of the held-out half's 4: it answers the other
  // two with the entry of the error line they quote, before the type.
  // The forty-third session's records rule (records.ts, scripts/object-names.ts: an object a type's field
  // only names, as `QueueMembers.users` names users, is data; a one-word object's name reads as
  // records only in the plural or beside "records") made it 6/11 and 4/11; floors raised to it.
  // Raised by the reading of a type named in words as what a deploy or retrieve acts on, read as
  // the answer when its clause names it or nothing (the fifty-fourth session): the lower of
  // check_support's and the card's scores.
  floor: { tuning: 8, heldOut: 3 },
  questions: TYPE_STATUS_QUESTIONS_43,
};
