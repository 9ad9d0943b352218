/**
 * The type status set, fiftieth round (issue 51): 20 real questions from public Q&A threads (no
 * GitHub issue: Salesforce Stack Exchange, its mirrors and community reposts, forums), about
 * deploying, retrieving or copying one kind of thing between orgs, in the askers' words (some only
 * a thread's title, a few rebuilt from the URL's words, so their casing may differ), none from a
 * thread an earlier round used. Judged from Salesforce's own pages, never from the threads'
 * answers: 17 copied, 1 copied with prerequisites (feature), 2 not copyable (records). The helper
 * was asked for 7, 6 and 7 and found few Q&A threads among the stored pages (about 365 searches,
 * about 17 threads skipped): the mix is skewed to copied, one type is asked three times, and 18
 * cases carry a doubt, kept beside them. Written by one helper that read only public pages and none
 * of the type data, the resolver or their tests, told the baseline permissions every job's user has
 * are no prerequisite. The file was written from its JSON by a script that printed no case, and
 * scored on arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_50: readonly TypeStatusQuestion[] = [
  // Thread: https://salesforce.stackexchange.com/questions/331692/permission-set-existing-other-ols-fls-permissions-are-wiped-off-in-production
  // Doubt: The title of the thread was not seen; the query uses body sentences only.
  {
    query:
      'We deployed a custom permission set through Copado tool to Production and the git commit for this permission set contains 2 FLS permissions on User object. ... it has wiped off other permissions on rest of the objects in Production for the same permission set and contains only above 2 FLS permissions on User object.',
    type: 'PermissionSet',
    status: 'copied',
    kind: null,
    requirement:
      'A permission set is deployed as a whole: from API 40.0 on, the deployed definition replaces the one in the target org instead of being merged into it.',
    source: 'https://help.salesforce.com/s/articleView?id=platform.changesets_perm_sets_profiles.htm&type=5',
  },
  // Thread: https://salesforce.stackexchange.com/questions/107438/is-it-necessary-to-include-the-page-layouts-when-deploying-new-custom-objects
  // Doubt: The title was rebuilt from the URL slug, so its exact casing may differ.
  {
    query:
      'Is it necessary to include the page layouts when deploying new custom objects? ... None of these page layouts currently exist in my target org for the new custom objects. Do I have to include these page layouts in order for the changeset to deploy?',
    type: 'Layout',
    status: 'copied',
    kind: null,
    requirement:
      'A page layout is its own Layout component; a deploy carries it only when it is included, it is not pulled in with the custom object.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_layout.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/852/page-layout-assignments-with-xml-metadata-api
  {
    query:
      'Page layout assignments with XML metadata API ... How do I define page layout assignments for different record types via metadata XML files?',
    type: 'Profile',
    status: 'copied',
    kind: null,
    requirement:
      'Layout assignments per record type live as layoutAssignments in the Profile file and deploy when the profile is retrieved together with the layouts and record types.',
    source: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
  },
  // Thread: https://dfc-org-production.my.site.com/forums/?id=9060G000000BepQQAS
  {
    query:
      'How to deploy profiles using ANT tool ? ... I have made changes in the setting of  Profiles ->Object Settings -> Object -> Record Types and Page Layout Assignments In order to do migration using ANT which all components need to migrate ? or if i migrate only profiles will work ?',
    type: 'Profile',
    status: 'copied',
    kind: null,
    requirement:
      'A retrieved Profile only holds record type visibilities and layout assignments for the record types and layouts named in the same package, so those components travel with it.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/104874/deployment-of-active-content-in-email
  // Doubt: The failure comes from a content check on the template body, not from the type itself; the title was rebuilt from the URL slug.
  {
    query:
      'Deployment of active content in email ... When I try to ant deploy ("Force.com Migration tool") to one of our sandboxes I get the following error message: email/folder/sometemplate.email -- Error: Your template contains active content, which can\'t be verfied as safe. ... The template has existed in production for a long time without deployment issues.',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement:
      'Classic email templates are EmailTemplate components stored in folders and named folder/template in package.xml; a deploy carries them.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/165813/spring-17-lightning-metadata-assign-record-pages-by-app-record-type-and-profi
  // Doubt: Before API 45.0 these overrides could also sit in Profile, so older answers may point there.
  {
    query:
      'Spring 17 Lightning metadata: Assign Record Pages by App, Record Type, and Profile ... Are these assignments and activations of lightning pages by App, Record Type & Profile exposed to us in metadata that can be retrieved from the org? (to be deployed later to another org)',
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement:
      'Lightning page assignments by app, record type and profile are ProfileActionOverride entries, carried inside the CustomApplication (from API 45.0).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profileactionoverride.htm',
  },
  // Thread: https://life-improver.com/salesforce/salesforce-losing-lightning-pages-app-record-type-profile-level-assignments-activation-after-deploying
  // Doubt: The text was read on a mirror of a Salesforce Stack Exchange question; the org-default activation (CustomObject) could also be meant.
  {
    query:
      'I created my lightning page, activated it and assigned it, all in Sandbox. When I pushed it to Production, all those assignments disappeared. I did include all profiles in my changeset. Is there a way to preserve those assignments in deployments?',
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement:
      'App/record type/profile page assignments travel in the CustomApplication; change sets support them but the app must be added by hand.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_profileactionoverride.htm',
  },
  // Thread: https://grindskills.com/deployment-issues-with-process-builder-flows/
  // Doubt: Mirror of a Stack Exchange question; the setting is needed only to deploy flows as active, which could be read as a feature prerequisite.
  {
    query:
      'Deploying Process Builder Flows from one org to a target org only works via the ant migration tool if the existing process builder flows are deleted first using destructive changes. ... The flows will only deploy in deactivated mode in the target org by default. They have to be manually activated in the target org after deployment.',
    type: 'Flow',
    status: 'copied',
    kind: null,
    requirement:
      "Processes and flows deploy as Flow components; they arrive inactive unless the target's flow setting allowing deploy as active (enableFlowDeployAsActiveEnabled) is on.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.222.0.api_meta.meta/api_meta/meta_flowsettings.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/24446/how-to-deploy-apex-classes-that-are-scheduled
  // Doubt: The setting matters only while jobs are pending, so it is not treated as a prerequisite for every deploy.
  {
    query:
      'How to deploy apex classes that are scheduled ... How can we have scheduled jobs and deploy updates to the classes that are scheduled?',
    type: 'ApexClass',
    status: 'copied',
    kind: null,
    requirement:
      'Apex classes deploy, but a class referenced by pending scheduled or batch jobs is blocked unless deployments with pending Apex jobs are allowed in Deployment Settings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_special_behavior.htm',
  },
  // Thread: https://wikimho.com/us/q/salesforce/154871
  // Doubt: Read on a mirror of Salesforce Stack Exchange question 154871.
  {
    query:
      'Retrieve and Deploy a workflow using ANT ... I would like to deploy this workflow from the developer sandbox to our fullcopy sandbox using ANT. However, I am not seeing any example on how to retrieve and deploy a workflow using the ANT migration tool.',
    type: 'Workflow',
    status: 'copied',
    kind: null,
    requirement:
      'Workflow rules and their actions are carried by the Workflow type, one .workflow file per object.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_workflow.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/394215/is-it-possible-to-define-and-add-picklist-values-to-a-package-xml-file
  // Doubt: Only the title was visible and it may concern custom picklist fields (CustomField) rather than standard ones.
  {
    query: 'Is it possible to define and add picklist values to a package.xml file?',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement:
      'Values of standard picklist fields are StandardValueSet components, named one by one in package.xml (no wildcard) and deployable.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  // Thread: https://dfc-org-production.force.com/forums/ForumsMain?id=9060G000000XceAQAS
  // Doubt: The asker tried the Tooling API rather than a deploy.
  {
    query:
      'Cannot create and configure Remote Site Settings via the Tooling API ... As part of an automated sandbox refresh and re-configure process we would like to be able to set up Remote Site Settings via the API. ... Does anyone know how we might set-up the Remote Site Settings via the API?',
    type: 'RemoteSiteSetting',
    status: 'copied',
    kind: null,
    requirement:
      'Remote site settings are RemoteSiteSetting components (url, isActive, description) that a metadata deploy creates or updates.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_remotesitesetting.htm',
  },
  // Thread: https://janbasktraining.com/community/salesforce/can-owd-be-importedexported-as-metadata
  // Doubt: Community repost of a Stack Exchange question.
  {
    query:
      'Can OWD be imported/exported as metadata? ... I\'m currently trying to create a scratch org which reflects our ludicrously complicated production org which contains hundreds of Roles. ... I guess this means I need to correctly configure the OWD before these roles can be deployed. Is there any way to do this using metadata (preferably "mdapi" since we aren\'t ready to move to "source" yet)?',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement:
      "Organization-wide defaults are the sharingModel and externalSharingModel fields of each object's CustomObject definition.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customobject.htm',
  },
  // Thread: https://life-improver.com/salesforce/salesforce-how-to-activate-a-lightning-page-via-metadata
  // Doubt: Mirror of a Stack Exchange question; app-level activation would be CustomApplication instead.
  {
    query:
      'How to activate a Lightning Page via metadata ... I am deploying a solution which includes Lightning Pages and I would like to programmatically activate the FlexiPage in the target org when it is deployed. ... Is it possible to programmatically activate a Lightning Page as the default for an object or must it be activated manually after deployment?',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement:
      "The org-default Lightning record page is an actionOverride (View, type flexipage, formFactor Large) inside the object's CustomObject definition.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/actionoverride.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/340543/how-do-we-handle-additions-to-page-layouts-with-salesforcedx-2gp
  // Doubt: The asker works with 2GP packages rather than org-to-org deploys; title not used.
  {
    query:
      "The issue I'm running into is with how to handle customizations to page layouts. Things like adding new fields, new detail buttons, new related lists, new list buttons on related lists. I'm not trying to add a new page layout here, I'm modifying existing page layouts. ... Do we have a decent way to handle modifications to page layouts, or is this a use case that isn't addressed by SFDX/2GP?",
    type: 'Layout',
    status: 'copied',
    kind: null,
    requirement:
      'A Layout component holds the complete page layout (sections, fields, buttons, related lists) and is deployed as one unit.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_layout.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/86139/deploy-with-active-jobs-active-job-ignores-deployed-code-on-next-scheduled-run
  // Doubt: The question is about runtime behaviour of an existing schedule after deploy; the scheduled job itself is not metadata.
  {
    query:
      'When I deploy via Changeset new code that is invoked by the schedulable class MyScheduledDispatcher (in my use case, a batchable class), I observe the following: ... The new code is ignored on all future scheduled runs (!?!). ... OBSERVATION: The scheduled job is bound to the last version of the code prior to creation of the schedule. Updating the code via a changeset has no effect',
    type: 'ApexClass',
    status: 'copied',
    kind: null,
    requirement:
      'Apex classes deploy; code used by pending Apex jobs can only be deployed when Deployment Settings allow deployments with pending jobs, and running jobs may then fail.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_special_behavior.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/2062/what-is-the-best-way-to-deploy-profiles-in-salesforce-especially-system-admin
  // Doubt: Third case of this type in the set, kept to reach 20 cases.
  {
    query:
      'What is the best way to deploy profiles in Salesforce? ... I have a system admin profile with access given to the objects that i have created in my sandbox. ... How will I deploy this system admin profile with necessary field access to production? (Because if I overwrite the system admin profile, the field access that were already given for dev2, application2 will be removed. How do I handle this??',
    type: 'Profile',
    status: 'copied',
    kind: null,
    requirement:
      'A deployed Profile only sets the permissions for components named in the package; settings for components not in the package stay as they are in the target.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
  },
  // Thread: https://salesforce.stackexchange.com/questions/343638/deploying-changes-to-community-experience-pages
  // Doubt: Only the title was visible; the asker could mean the older SiteDotCom type.
  {
    query: 'Deploying changes to Community/Experience pages',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "ExperienceBundle can be retrieved and deployed only after Enable ExperienceBundle Metadata API is turned on in the org's digital experience settings.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  // Thread: https://www.forcetalks.com/salesforce-topic/how-to-load-custom-object-records-from-one-sandbox-org-to-another-in-salesforce/
  // Doubt: Title rebuilt from the URL slug; casing may differ.
  {
    query: 'How to load custom object records from one sandbox org to another in Salesforce?',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'Change sets and metadata deploys carry only setup metadata; records of a custom object must be moved with a data tool.',
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=changesets.htm',
  },
  // Thread: https://dfc-org-production.force.com/forums/ForumsMain?id=9060G000000I48cQAC
  // Doubt: The migration may be from an outside system rather than between two Salesforce orgs.
  {
    query:
      'External ID use in data migration ... What is the problem we will face if we dont use external id while using data migration',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'Records are data, not metadata; no deploy carries them, so they are loaded with data tools matched on IDs or external IDs.',
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=changesets.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 50,
  name: "type status set's fiftieth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 0/10',
  story:
    "Blind (issue 51, fiftieth round): real questions from public Q&A threads (no GitHub issue) about copying one kind of thing between orgs, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at 027910f (this session's head): tuning 1/10, held out 0/10 with one answer naming
  // another type; the card alike. Nothing tuned on it.
  // Records of no one object ("copy records", "custom object records"; ./records.ts) and a
  // multi-word object's API name alone in the plural ("PushTopics"): tuning 1/10 -> 2/10, the card alike;
  // floors raised to the scores.
  // Raised by one word a verb that moves only metadata acts on ("pull Reports down", the fifty-fourth
  // session), the card alike.
  floor: { tuning: 3, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_50,
};
