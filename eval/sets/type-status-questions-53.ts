/**
 * The type status set, fifty-third round (issue 51): 20 real questions from public GitHub issues of
 * Salesforce tooling, none from a thread an earlier round used, about deploying, retrieving or
 * copying one kind of thing between orgs, in the askers' words (a title, or a title and a sentence
 * or two of the question, 62 to 288 characters). The helper looked for Q&A and forum threads first
 * and found no unused one among the stored pages. Judged from Salesforce's own pages, never from
 * the threads' answers: 8 copied, 6 copied with prerequisites (all features: the one permission rule
 * it confirmed had no unused thread), 6 not copyable; two types asked twice; 17 cases carry a doubt,
 * kept beside them (two types judged copied because their pages state no rule, though each needs
 * its feature on in practice). Written by one helper that read only public pages and none of the
 * type data, the resolver or their tests, told the baseline permissions every job's user has are no
 * prerequisite. The file was written from its JSON by a script that printed no case, and scored on
 * arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_53: readonly TypeStatusQuestion[] = [
  // Thread: https://github.com/forcedotcom/cli/issues/2563
  // Doubt: WorkflowAlert is a child type of Workflow (alerts array); the thread is a CLI tooling quirk, not a Metadata API limit.
  {
    query: 'WorkflowAlerts Can Only Be Retrieved, Not Deployed via the CLI',
    type: 'WorkflowAlert',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_workflow.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/384
  // Doubt: Secret values (passwords, tokens) are not carried and must be re-entered in the target; newer named credentials also depend on an ExternalCredential.
  {
    query:
      "Can't retrieve Named Credentials with force:source:retrieve ... I created a Named Credential in my Sandbox org and can't retrieve it thru CLI with force:source:retrieve -m NamedCredential",
    type: 'NamedCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_namedcredential.htm',
  },
  // Thread: https://github.com/muenzpraeger/salesforce-einstein-platform-apex/issues/19
  // Doubt: A custom setting definition is a CustomObject (customSettingsType); its data records would not be carried.
  {
    query:
      "Einstein_Settings__c missing after deploying to new scratch org. ... I'm missing the Einstein_EMail__c hierarchy custom setting in the resulting org.",
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobject.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2902
  // Doubt: Lightning template folders (EmailTemplateFolder) rely on Folders and Enhanced Sharing (EmailTemplateSettings.enableTemplateEnhancedFolderPref), stated on the settings page rather than the EmailTemplate page; nested-folder deploys hit a known server bug.
  {
    query: 'Retrieving and deploying Nested Lightning Email Templates and Folders fails',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/891
  // Doubt: The page's only access rule is Customize Application, a baseline permission; the failure in the thread is an XML-generation quirk.
  {
    query:
      "Create cmdt record with Metadata Relationship field ... I'm trying to create custom metadata type records releted to another metadata type record by Metadata Relationship field, but i receive and error during the deploy.",
    type: 'CustomMetadata',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_custommetadata.htm',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/928
  {
    query:
      "Can't deploy fields from sandbox to production ... I have fields that I've created in my sandbox that are showing up correctly in my project. However, when I try to deploy my metadata to the correct global production connection, the fields I want to deploy get removed from the list",
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customfield.htm',
  },
  // Thread: https://github.com/forcedotcom/salesforcedx-vscode/issues/6093
  // Doubt: The WaveDataflow page states no rule, so judged copied; in practice the target org needs CRM Analytics, which the page does not say.
  {
    query:
      "Org Browser Doesn't Show CRMA Dataflow Files ... For an org with CRM Analytics, including Dataflows, the Org Browser does not show the files in the org.",
    type: 'WaveDataflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedataflow.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/497
  // Doubt: The EntitlementProcess page states no access rule, so judged copied; in practice Entitlement Management (and versioning, for versioned names) must be on in the target, which the page implies only through its file-naming notes.
  {
    query:
      "UnhandledPromiseRejectionWarning: RetrieveFailed: Entity of type 'EntitlementProcess' (New issue) ... sfdx force:source:pull --forceoverwrite ... Entity of type 'EntitlementProcess' named 'my entitlement process' cannot be found",
    type: 'EntitlementProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_entitlementprocess.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/1084
  // Doubt: The rule applies to Aura sites only; Digital Experiences must also be enabled in the target org.
  {
    query:
      '[API] Specify "lightningCommunity__Page" as the target for the Lightning web component c:communityLoginPageLex in Vodafone_Service1/views/login.json and try again ... When I try to push the Experience Bundle from one Sandbox to another, the API throws this error.',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura sites, Enable ExperienceBundle Metadata API must be selected in Digital Experiences settings (LWR sites use it by default).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  // Thread: https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/1785
  // Doubt: The type page says translating labels is part of the Translation Workbench (older versions link 'Enable and Disable the Translation Workbench'); it does not spell out 'must be enabled' in those words.
  {
    query:
      "Can't retrieve ObjectTranslations on sfdx ... Before i started using sfdx i was used to retrieve object translations by retrieving the file objectTranslations/Account-iw together with the object Account",
    type: 'CustomObjectTranslation',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Translation Workbench must be enabled in the target org (with the translation language added).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobjecttranslation.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/351
  // Doubt: The thread's error is a CLI support gap of the time; the page's rule is an org permission tied to Networks being enabled, read here as a feature prerequisite.
  {
    query:
      'Issues to Retrieve Metadata ... Then I created a Customer Service Community: CharlieCustomerService Then I want to retrieve the metadata and got errors: sfdx force:source:pull We can’t retrieve the specified metadata object: Audience.',
    type: 'Audience',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org needs the AudienceMetadata permission, which is on by default only when Networks (Digital Experiences) is enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_audience.htm',
  },
  // Thread: https://github.com/trailheadapps/coral-cloud/issues/95
  // Doubt: The component is an Agentforce agent stored as a Bot; the thread's error is a per-org limit on agents of that type, which the Bot page does not state.
  {
    query:
      'ERROR deploying cc-employee-app: "You\'ve reached the maximum number of bots of this AgentType." ... the deployment fails on the metadata item: Bot.Copilot_for_Salesforce',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Chat and Einstein Bots must be enabled in the target org.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_bot.htm',
  },
  // Thread: https://github.com/flxbl-io/sfp/issues/161
  // Doubt: Field translations are CustomFieldTranslation entries inside CustomObjectTranslation; the thread is a tool's diff-detection bug. The page ties translation to the Translation Workbench without the words 'must be enabled'.
  {
    query:
      'Field Translations not Deploying ... Field Translation metadata files are not being detected or deployed by sfp.',
    type: 'CustomObjectTranslation',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Translation Workbench must be enabled in the target org (with the translation language added).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobjecttranslation.htm',
  },
  // Thread: https://github.com/forcedotcom/cli/issues/2807
  // Doubt: The thread's failures are missing Network/SiteDotCom dependencies in a snapshot-based scratch org rather than the ExperienceBundle setting itself; the rule applies to Aura sites only.
  {
    query: 'Datasource Exception while pushing Experience bundle to scratch org created from snapshot',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura sites, Enable ExperienceBundle Metadata API must be selected in Digital Experiences settings (LWR sites use it by default).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/470
  // Doubt: CPQ rules and summary variables are records of managed-package objects (SBQQ__*); the guide says Metadata API manages customizations, not the data itself.
  {
    query:
      '[QUESTION] - Question title ... I am trying to setup sfdmu to migrate CPQ records. I started with `Product Rule` + `Error Condition` + `Summary Variable` objects.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/jetstreamapp/jetstream/issues/1027
  {
    query:
      'Migrate Data from Orgs ... I am having to move actual data, not Metadata, from one org to another as a POST deployment plan.',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/hardisgroupcom/sfdx-hardis/issues/296
  // Doubt: The asker wants to export (and later import) Attachment records with a tool, not strictly a deploy; Attachments are record data, which the guide says Metadata API does not manage.
  {
    query:
      "Can Export files from org also export Attachments ... Export files from org only downloads 'Content Documents'. Is it also possible to download 'Attachments' which were uploaded to Salesforce back in Salesforce classic days, and in the Attachments related lists?",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/778
  // Doubt: The Group page says members of a public group aren't migrated when the group is deployed; the asker mentions Queue members (which Queue does carry) but asks for Regular-group members.
  {
    query:
      "[FEATURE-REQUEST] - Ability to adjust where clause for Group object ... I know Group and User records aren't supported. But I noticed I was able to Insert GroupMember records when the type was 'Queue' ... I'm not sure if there is a way to overwrite this and switch it to Type = 'Regular'.",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_group.htm',
  },
  // Thread: https://github.com/forcedotcom/salesforcedx-vscode/issues/1204
  // Doubt: A feature request about the CLI's data export rather than a direct 'can I deploy' question; the records (Account, Case, Task) are data.
  {
    query:
      'Extract deeply nested (more than 1 level) plan ... Extracting data with the `sfdx force:data:tree:export` only allows to extract one level of nested elements. I think it would be great to extract deeply nested plans like for example: `Account->Case->Task`',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Thread: https://github.com/forcedotcom/SFDX-Data-Move-Utility/issues/6
  {
    query:
      'No support for Person Account ... When trying to move a person account, the plugin is trying to handle it as a normal account',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 53,
  name: "type status set's fifty-third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 5/10',
  story:
    "Blind (issue 51, fifty-third round): real questions from public GitHub issues of Salesforce tooling (no earlier round's thread) about copying one kind of thing between orgs, in the askers' words, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at 9debe06 (this session's head): tuning 1/10 with one answer naming another type,
  // held out 5/10; the card 1/10 and 4/10 (one held-out case its card answers otherwise). Floors the
  // lower. Nothing tuned on it.
  // Raised by the reading of a type named in words as what a deploy or retrieve acts on, read as
  // the answer when its clause names it or nothing (the fifty-fourth session): the lower of
  // check_support's and the card's scores.
  // Raised again by records moved with one word that says whose ("migrate CPQ records").
  // Raised by a one-word name after "metadata object:" as Salesforce's errors write it.
  floor: { tuning: 3, heldOut: 6 },
  questions: TYPE_STATUS_QUESTIONS_53,
};
