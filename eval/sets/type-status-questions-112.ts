/**
 * The type status set, hundred-and-twelfth round (issue 51): what people ask in public about moving
 * one Salesforce thing to another org. Each query is a thread's own question as its asker wrote it
 * (its title, or its first sentence; at most 20 words, spelling kept), from question-and-answer
 * sites, forums and deployment tools' issue threads, at most two threads about one kind of thing;
 * never one of the 2,276 queries earlier type and type status sets asked (the writer had that list of
 * words, and nothing else of the sets), and none with an earlier query's words, stop words gone
 * (checked before scoring: none dropped; the writer says one thread is one an earlier set asked in
 * other words). The Metadata API type that carries each thing, and its status, judged from
 * Salesforce's pages, never from the thread's answers. Three of the four not-copyable cases cite a
 * general Salesforce page rather than one naming the thing. Judged from Salesforce's pages (about 77
 * searches, about 35 threads skipped, a writer given 45 minutes): 11 copied, 5 copied with
 * prerequisites (feature 3, license 1, permission 1), 4 not copyable. Written by one helper that read
 * only public pages and none of the type data, the resolver or their tests, told the baseline
 * permissions every job's user has are no prerequisite; its report names no type, query or page.
 * The file was written from its JSON by a script that printed no case, and scored on arrival by
 * counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_112: readonly TypeStatusQuestion[] = [
  // Doubt: The part of the type page I saw (description, parent type, file structure) names no special access rule, but I did not see the whole page; custom Lightning types are an Agentforce feature, so an unseen Agentforce requirement is possible.
  {
    query: 'Unable to deploy Lightning Types in v64 of the API.',
    type: 'LightningTypeBundle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_lightningtypebundle.htm',
  },
  // Doubt: The page special access rule says only users with View Setup and Configuration can be delegated administrators, which I read as a rule about group members, not a deploy prerequisite. The title is a feature request to a plugin rather than a plain deploy question.
  {
    query: 'Add Delegated Administration?',
    type: 'DelegateGroup',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_delegategroup.htm',
  },
  // Doubt: The thread is really about the delta tool leaving the BotVersion member out of package.xml, so BotVersion (same special access rule) could be the expected type.
  {
    query: 'Issue with the package.xml for einstein bot deployment',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Chat and Einstein Bots must both be turned on in the org; Lead Nurturing and Sales Coach agents are excluded from deploy and retrieve.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_bot.htm',
  },
  // Doubt: The thread names the OmniProcess object (which stores both Omniscripts and Integration Procedures); I mapped it to the OmniScript type, but OmniIntegrationProcedure is equally possible. The page frames the type around the Discovery Framework and also needs a feature on, so kind could be feature.
  {
    query: 'OmniProcess Metadata Type Unsupported',
    type: 'OmniScript',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org needs an OmniStudio licence, and the Discovery Framework feature must also be turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.248.0.industries_reference.meta/industries_reference/meta_omniscript.htm',
  },
  // Doubt: The cited page says only that Metadata API manages customizations, not the data itself; it does not name User records specifically. The thread asks a data-migration tool, not a metadata deploy.
  {
    query: '[FEATURE REQUEST] - Ability to create, upsert Users',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The custom setting definition itself is a CustomObject and deploys; only its records (data sets) are data. The cited page states the general rule (customizations, not data) rather than naming custom setting records.
  {
    query: 'Custom Settings record migration',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The title names both public groups (Group type) and queues; I picked Queue. The page notes only authenticated internal and external users can access the type, which I take as baseline.
  {
    query: 'Unable to Retrieve Manually Created Groups and Queues Using Source',
    type: 'Queue',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_queue.htm',
  },
  // Doubt: The page excludes only list views restricted to Visible only to me; it says nothing about filterScope Mine, which the thread (and a Salesforce known issue it cites) says fails on deploy. The page also says list views are stored within the CustomObject component, so CustomObject could be named instead.
  {
    query: 'Invalid scope:Mine Error When Deploying ListView with MetaData API',
    type: 'ListView',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-listview.html',
  },
  // Doubt: The prerequisite applies only to Aura sites, and the thread does not say which template the site uses; the actual failure in the thread was a CLI manifest bug.
  {
    query: 'sfdx force:source:deploy does not work with ExperienceBundle and manifest/package.xml file (-x)',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura-based Experience Builder sites, the Digital Experiences setting Enable ExperienceBundle Metadata API must be switched on; LWR sites use ExperienceBundle by default.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-experiencebundle.html',
  },
  // Doubt: The page calls AudienceMetadata a permission, so kind could be permission; I read it as an org-level capability tied to Networks being enabled. The thread error came from DevOps Center not supporting the type, not from the org.
  {
    query: 'Commit failed The specified metadata type is unsupported: [Audience]',
    type: 'Audience',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org needs the AudienceMetadata permission (and AudiencePermissionCriteria for permission criteria), which is on by default only when Networks (Experience Cloud sites) are enabled.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-audience.html',
  },
  // Doubt: The approval processes themselves deploy as ApprovalProcess; only the order of active approval processes is left out, per the Special Behavior page (API 220 version I opened). The thread is a catalogue entry of change-set gaps rather than a worded question.
  {
    query: 'Order of Approval Processes',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_special_behavior.htm',
  },
  // Doubt: Salesforce CPQ configuration (price rules, product rules and the like) lives in records of the managed package objects, which the cited page puts outside Metadata API (customizations, not data); the page does not name CPQ, and the thread asks a data tool for scripts rather than asking about a deploy.
  {
    query: '[FEATURE REQUEST] - CPQ specific export/import scripts',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The page says there are no additional access requirements specific to this type; the thread is about a server error when the linked permission set also carries class access, which the page does not mention. The page I opened is the API 56 version.
  {
    query: 'Unexpected error when pushing external credentials linked to a permission set',
    type: 'ExternalCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_externalcredential.htm',
  },
  // Doubt: The part of the page I read names no special access rule, but the templates are for Data 360 and Tableau Next assets, so a Data Cloud or Tableau Next licence may be needed in practice; the thread is about a delta tool, not the Metadata API itself.
  {
    query: 'AppFrameworkTemplateBundle metadata type not handled by sfdx-git-delta',
    type: 'AppFrameworkTemplateBundle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_appframeworktemplatebundle.htm',
  },
  // Doubt: The title names two types (StageAssignment and StageDefinition); I picked StageDefinition. Its page shows no special access section, though Stage Management is an Industries feature whose licence the page does not state.
  {
    query: 'Empty package.xml generated for StageAssignment & StageDefinition components',
    type: 'StageDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_stagedefinition.htm',
  },
  // Doubt: The page supports custom reports only (standard reports are not supported) and forbids the * wildcard, so reports must be listed by folder/name; reports in a private folder, which the thread blames, are not addressed on the page.
  {
    query: 'Cannot retrieve reports via sfdx force:source:retrieve -m Report',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  // Doubt: The page (API 218 version) shows no special access rule, but it describes one file per version only if entitlement versioning is on, and entitlements themselves must exist in the org; a tool could reasonably list Entitlement Management as a feature prerequisite.
  {
    query:
      'Unable to deploy new version of Entitlement Process as another entitlement process is already using this name',
    type: 'EntitlementProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_entitlementprocess.htm',
  },
  // Doubt: The thread shows INVALID_TYPE in an org without entitlements, which suggests an unstated feature/edition prerequisite, but the type page I read states none, so I judged copied from the page alone.
  {
    query: 'EntitlementTemplate can not be used with Developer Edition Salesforce Org.',
    type: 'EntitlementTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_entitlementtemplate.htm',
  },
  // Doubt: The settings page shows no special access rule; the thread is about scratch-org definition settings (deployed as Settings) rather than a sandbox-to-production deploy, and a Service Cloud licence may be needed in practice though the page does not say so.
  {
    query: 'Omnichannel not activated when specified in the scratch definition file',
    type: 'OmniChannelSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_omnichannelsettings.htm',
  },
  // Doubt: I opened the API 216 version of the Custom Metadata Types (CustomObject) page; a newer version may word the Author Apex rule differently. The thread failure itself was a field-before-object ordering error.
  {
    query: 'Deploy Custom Metadata Type using SFDX',
    type: 'CustomObject',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Creating a custom metadata type (an __mdt CustomObject) requires the deploying user to hold the Author Apex permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.216.0.api_meta.meta/api_meta/meta_custommetadatatypes.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 112,
  name: "type status set's hundred-and-twelfth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 5/10, held out 5/10',
  story:
    'Questions people asked in public threads about moving one thing to another org, in their own words; scored on arrival',
  // On arrival at c46d339c: tuning 5/10 (none false), held out 5/10 (2 false), as at 723b2a66, this
  // session's start. Nothing tuned on it. The floors are the lower of check_support's and the card's
  // scores: held out, the card answers one case with an error card (its text is a known error's),
  // where check_support names the set's type, so 4 (counted, not read).
  floor: { tuning: 5, heldOut: 4 },
  questions: TYPE_STATUS_QUESTIONS_112,
};
