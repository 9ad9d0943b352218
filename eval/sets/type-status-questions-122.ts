// cspell:ignore Agentforce Trailhead licence licences
/**
 * The type status set, hundred-and-twenty-second round (issue 51): Metadata API types picked by a
 * rule so that nobody chose them, as the hundred-and-twentieth and twenty-first with another order
 * of letters (S, R, A, P, C, W, E, D, L, F, M, O, B, T, I, G, N, U, K, V) and the second type of
 * each in the guide's index of types; earlier sets had asked for nearly every type the first two
 * passes reached, so the writer walked the letters seven times (11 cases from the first two
 * passes), each asked by the name admins see for the thing in Setup, Salesforce Help or Trailhead,
 * never the API name or its words apart (types whose admin name is the API name's words were
 * skipped: about 33; about 21 more whose every natural name an earlier query had), in 2 to 8 words
 * as an admin would type it. Never one of the 2,482 queries earlier type and type status sets
 * asked, compared in any case, nor sharing most of its words with one (the writer had that list of
 * words, and nothing else of the sets), and none with an earlier query's words, stop words gone
 * (checked before scoring: none dropped). The writer made 59 searches and read the guide's index of
 * types from a repository copy. The admin's name comes from a third-party glossary, blog or vendor
 * page for 7 cases, each with a doubt saying so; two queries were shortened after they were
 * written. Status judged from the type's page. Written by one helper that read only public pages
 * and none of the type data, the resolver or their tests, told the baseline permissions every job's
 * user has are no prerequisite; its report names no type, query or page. The file was written from
 * its JSON by a script that printed no case, and scored on arrival by counts only. Consecutive
 * pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_122: readonly TypeStatusQuestion[] = [
  // Doubt: The current type page states no access rule, but an org without CRM Analytics could hardly accept it; an old pilot version of the page required a WavePackaging permission.
  {
    query: 'move an analytics app folder to production',
    type: 'WaveApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_waveapplication.htm',
  },
  // Doubt: The type page states no access rule, but the Help page says Action Launcher needs editions with the required add-ons; a deployment also references actions and strategies that must already exist in the target.
  {
    query: 'which quick actions the Action Launcher shows',
    type: 'RecordActionDeployment',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-recordactiondeployment.html',
  },
  // Doubt: The access rule is an either/or that partly overlaps the baseline (Customize Application); I counted it as a permission prerequisite because View Setup and Configuration or Modify All Data is extra.
  {
    query: 'can I deploy a SAML SSO setting',
    type: 'SamlSsoConfig',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs View Setup and Configuration, or else both Customize Application and Modify All Data, to access this type (special access rule since Summer 20).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_samlssoconfig.htm',
  },
  // Doubt: The Help page allows Modify All Data as an alternative to the strategy permission; the type page only names the strategy permission.
  {
    query: 'deploy Strategy Builder action strategies',
    type: 'RecommendationStrategy',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Metadata access to this type is backed by the Manage Next Best Action Strategies (ManageRecommendationStrategies) user permission.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-recommendationstrategy.html',
  },
  // Doubt: The type page says the Path preference need not be on to deploy, and only one path per record type per object is allowed; the admin name comes from a third-party glossary, not an official Help page.
  {
    query: 'copy our quote status Path to another org',
    type: 'PathAssistant',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_pathassistant.htm',
  },
  // Doubt: The type page lists no access rule, yet the deployment points at a site endpoint and queues that must exist in the target, and Embedded Service needs a Service Cloud licence per the glossary; the name source is a third-party glossary describing the Setup page.
  {
    query: 'chat window deployment for our website',
    type: 'EmbeddedServiceConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-embeddedserviceconfig.html',
  },
  // Doubt: The Help page calls the container a Call Center Routing Map in one sentence, but the task-level name is mapping Salesforce users to telephony provider users; the type also needs an existing contact center to reference.
  {
    query: 'can I deploy telephony provider user mappings',
    type: 'CallCenterRoutingMap',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user needs Contact Center Admin, Contact Center Admin (Partner Telephony), Contact Center Supervisor, or Manage Call Centers permission to work with this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_callcenterroutingmap.htm',
  },
  // Doubt: Two requirements stated (feature enabled plus Manage Territories permission for deploy); I recorded the feature as the kind. Territories also depend on their model and type existing in the target.
  {
    query: 'copy territories built in Enterprise Territory Management',
    type: 'Territory2',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Sales Territories (Enterprise Territory Management) must be enabled in the org; deploying territory components also needs the Manage Territories permission.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2.htm',
  },
  // Doubt: The type page states no access rule; custom notification types and connected apps named in the settings must already exist in the target. The Setup name Notification Delivery Settings comes from a third-party blog.
  {
    query: 'which channels standard notifications go out on',
    type: 'NotificationTypeConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_notificationtypeconfig.htm',
  },
  // Doubt: The type page states no access rule, but it references an Embedded Service deployment and booking flows that must exist in the target, and Field Service is implied; the name source is a third-party glossary.
  {
    query: 'appointment booking widget on our website',
    type: 'EmbeddedServiceFieldService',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_embeddedservicefieldservice.htm',
  },
  // Doubt: The Help page also needs Manage AI Agents and agent-type add-on licences to create actions; the type page only names the org feature. The action also depends on the flow, Apex or prompt template it references.
  {
    query: 'deploy Agentforce actions to a production org',
    type: 'GenAiFunction',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Agents (Agentforce) must be enabled in the target org; the type is only available then.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-genaifunction.html',
  },
  // Doubt: The Metadata API guide names only the Textract add-on licence while the Industries guide adds the Intelligent Document Reader add-on as an alternative; the template also references a document type that must exist.
  {
    query: 'templates that map scanned form data to records',
    type: 'OcrTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org must have the Amazon Textract add-on licence (AWSTextract1000LimitAddOn); newer guides also accept the Intelligent Document Reader add-on licence.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_ocrtemplate.htm',
  },
  // Doubt: The type page explicitly says there are no extra access requirements; the page I used is a preview-release version of the guide.
  {
    query: 'custom fields removed from the search index',
    type: 'SearchOrgWideObjectConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_searchorgwideobjectconfig.htm',
  },
  // Doubt: The type page states no access rule, but the Help page says legacy Chat was retired on February 14, 2026, so a deploy may no longer be accepted in current orgs; Chat must also be enabled for the setup node to exist.
  {
    query: 'how many chats each agent takes at once',
    type: 'LiveChatAgentConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_livechatagentconfig.htm',
  },
  // Doubt: Topic instructions are stored inside the topic component, so the query could also be read as the separate instruction type; the name source is a third-party glossary describing Agent Builder.
  {
    query: 'Agentforce topic instructions and scope',
    type: 'GenAiPlugin',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Agents (Agentforce) must be enabled in the org; the type is only available then.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiplugin.htm',
  },
  // Doubt: The type is built in Search Manager; the Help page I opened names Einstein Search but not Search Manager itself. The permission overlaps the baseline (Customize Application) except for View Setup and Configuration.
  {
    query: 'objects always searched per profile in Einstein Search',
    type: 'SearchCustomization',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Only users with View Setup and Configuration can access the type (and Customize Application to edit it), so the deploying user needs View Setup and Configuration.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_searchcustomization.htm',
  },
  // Doubt: Older guide versions say a Health Cloud licence is required while the current one says only the Timeline org preference; no official Help page for the Timeline setup was found, so the name source is a vendor article.
  {
    query: 'timeline of related records on an account page',
    type: 'TimelineObjectDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The Timeline org preference must be enabled in the target org (older versions of the page required a Health Cloud licence instead).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_timelineobjectdefinition.htm',
  },
  // Doubt: The requirement is a permission set tied to Financial Services Cloud, so it could also be read as a licence prerequisite; Record Association Builder must also be turned on per the Help pages.
  {
    query: 'link leads and accounts to bank branches automatically',
    type: 'RelatedRecordAssocCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The user needs the Financial Services Cloud Extension permission set to use this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_relatedrecordassoccriteria.htm',
  },
  // Doubt: The licence applies only to walkthroughs beyond three active ones, so a deploy of simple docked prompts may count as plainly copied; the newest guide defers permissions to a Help page I did not open, and the name source is a consultancy blog about the In-App Guidance Setup page.
  {
    query: 'docked prompts that show announcements to users',
    type: 'Prompt',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Having more than three custom walkthroughs active at once needs the Enablement add-on licence with the Use Custom Walkthroughs permission set (Walkthroughs permission set licence); plain prompts need only admin permissions.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_prompt.htm',
  },
  // Doubt: The record is usually created by the partner package or by turning on Voice, so deploying it alone may not complete a working contact center; the page I used is one release behind the newest.
  {
    query: 'CCaaS provider connection for our contact center',
    type: 'ConversationVendorInfo',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs an add-on licence for Service Cloud Voice with Partner Telephony or for Digital Engagement.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_conversationvendorinfo.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 122,
  name: "type status set's hundred-and-twenty-second round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/10, held out 1/10',
  story: 'Types picked by a third letter rule, asked by the names admins see; scored on arrival',
  // On arrival at 2dadd68d: tuning 0/10 (2 false, each the set's type without the need the set
  // names), held out 1/10 (2 false, each naming another type). Nothing tuned on it before it was
  // scored.
  floor: { tuning: 0, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_122,
};
