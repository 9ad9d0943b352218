// cspell:ignore Agentforce Dataflows Subledger Trailhead licence licences unprovisioned
/**
 * The type status set, hundred-and-twenty-third round (issue 51): Metadata API types picked by a
 * rule so that nobody chose them, as the hundred-and-twentieth to twenty-second with another order
 * of letters (D, I, S, O, C, M, A, F, P, E, R, L, B, W, T, G, U, N, K, V) and the fourth type of
 * each in the guide's index of types, the next of that letter where the fourth gave no case (2
 * letters have fewer than four), each asked by the name admins see for the thing in Setup,
 * Salesforce Help or Trailhead, never the API name or its words apart (types whose admin name is
 * the API name's words were skipped: 23; 7 more for other reasons, each counted in the report), in
 * 2 to 8 words as an admin would type it. Never one of the 2,502 queries earlier type and type
 * status sets asked, compared in any case, nor sharing most of its words with one (the writer had
 * that list of words, and nothing else of the sets), and none with an earlier query's words, stop
 * words gone (checked before scoring: none dropped). The writer made 57 searches and read the
 * guide's index of types from a repository copy. Three cases take the admin's words from a vendor's
 * guide, an unofficial copy of a Salesforce guide or a near Help page, and several copied cases
 * name in their doubt a need a Help or Tooling API page states and the type page doesn't; three
 * queries were reworded after they were written. Status judged from the type's page. Written by one
 * helper that read only public pages and none of the type data, the resolver or their tests, told
 * the baseline permissions every job's user has are no prerequisite; its report names no type,
 * query or page. The file was written from its JSON by a script that printed no case, and scored on
 * arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_123: readonly TypeStatusQuestion[] = [
  // Doubt: The type page shows no Special Access Rules section, but the Help pages say Accounting Subledger is only available with its licence and the Manage Accounting Subledger permission, so a licence prerequisite may exist in practice.
  {
    query: 'accounting set configuration for revenue or expense journals',
    type: 'AccountingModelConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.psc_api.meta/psc_api/meta_accountingmodelconfig.htm',
  },
  // Doubt: The type page lists no access rule but says it works only with legacy chat (retired February 2026) and that BrandingSet is used for Messaging for In-App and Web; the Help page talks of the chat window reflecting company branding rather than naming a Setup page.
  {
    query: 'embedded chat window colors and font',
    type: 'EmbeddedServiceBranding',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_embeddedservicebranding.htm',
  },
  // Doubt: The type page calls MutualAuthentication an org permission, which I read as an org feature rather than a user permission; the Setup wording comes from a third-party setup guide, not Salesforce Help.
  {
    query: 'Mutual Authentication Certificate section in Setup',
    type: 'InboundCertificate',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org must have the mutual authentication permission turned on (the certificate section is hidden until Salesforce enables it); only then can these imported client certificates be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_inboundcertificate.htm',
  },
  // Doubt: The Help page names the mapping step inside an Intelligent Document Reader template rather than the template itself; the main type page lists only the Textract licence while the Industries copy adds the Document Reader add-on.
  {
    query: 'map document fields to record type fields',
    type: 'OcrTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs the Amazon Textract add-on licence (AWSTextract1000LimitAddOn) or the Intelligent Document Reader add-on licence.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_ocrtemplate.htm',
  },
  // Doubt: The type page asks only for Customize Application or Modify All Data (baseline); the Help page says Pipeline Inspection itself depends on edition and Revenue Intelligence, which the type page does not state.
  {
    query: 'Showing Forecast Categories totals in the pipeline view',
    type: 'PipelineInspMetricConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_pipelineinspmetricconfig.htm',
  },
  // Doubt: The type page has no Special Access Rules section; Help says CRM Analytics is an extra-cost licence and editing needs Edit CRM Analytics Dataflows, which the type page doesn't repeat.
  {
    query: 'Dataflow Editor nodes in Data Manager',
    type: 'WaveDataflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_wavedataflow.htm',
  },
  // Doubt: The type page has no Special Access Rules section; I inferred the feature prerequisite from its statement that Customizable Campaign Influence can't be configured via the Metadata API (the sObject page says the feature must be enabled).
  {
    query: 'influence models that credit campaigns on opportunities',
    type: 'CampaignInfluenceModel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Customizable Campaign Influence has to be switched on in the target org by hand; the Metadata API cannot configure the feature itself, only add influence models to it.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_campaigninfluencemodel.htm',
  },
  // Doubt: The Metadata API guide's own link for this type opens a page written for the sObject, which adds the Fundraising User system permission for users; the type's processType also covers non-gift processes such as cases and incidents.
  {
    query: 'map custom fields to use during gift entry',
    type: 'FieldMappingConfig',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The target org must have the Fundraising Access licence enabled.',
    source:
      'https://developer.salesforce.com/docs/industries/nonprofit-cloud/guide/fundraising-fieldmappingconfig-metadata-api.html',
  },
  // Doubt: The type page asks for View Setup and Configuration to read and Customize Application to edit; I treated both as baseline admin permissions. The Help page mentions Search Manager but is about field-level security, not the configuration itself.
  {
    query: 'Search Manager rules that filter search results',
    type: 'SearchCustomization',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_searchcustomization.htm',
  },
  // Doubt: The type page states no access rule, but the branding belongs to an Experience Cloud site (Network) that has to exist in the target org; the Help page says Experience Builder pages are branded elsewhere.
  {
    query: 'Login Button color on Login & Registration',
    type: 'NetworkBranding',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_networkbranding.htm',
  },
  // Doubt: The page states both a feature condition (Territory Management 2.0 enabled) and a deploy permission; I picked the permission as the kind because it is the one tied to deploy() explicitly.
  {
    query: 'account assignment rules with Apply to child territories',
    type: 'Territory2Rule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Territories permission on top of the usual Metadata API permissions, and Sales Territories (Territory Management 2.0) has to be enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_territory2rule.htm',
  },
  // Doubt: The requirement combines a permission set licence and a user permission, so kind could also be permission; the Help example is Financial Services Cloud-specific while the feature also serves Nonprofit Cloud and Public Sector Solutions.
  {
    query: 'rollup definition for household financial accounts',
    type: 'RecordAggregationDefinition',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The user needs the Record Aggregation permission set licence plus the Record Aggregation Access permission to work with this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_recordaggregationdefinition.htm',
  },
  // Doubt: The only access rule on the type page is that delegated admins need View Setup and Configuration, which I read as a rule about the group's members, not a deploy prerequisite; the delegated users themselves are data and won't travel.
  {
    query: 'delegated admin who unlocks users and resets passwords',
    type: 'DelegateGroup',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_delegategroup.htm',
  },
  // Doubt: The Metadata API page has no Special Access Rules, but the Tooling API page for the same entity says it is available only in orgs with Briefcase Builder and Field Service enabled, so a feature prerequisite may apply.
  {
    query: 'Briefcase Builder object rules for offline priming',
    type: 'BriefcaseDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_briefcasedefinition.htm',
  },
  // Doubt: The permission is stated for viewing and editing moderation rules rather than explicitly for deploy; the site it belongs to must also exist in the target org.
  {
    query: 'limit of 10 member criteria per content rule',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      "Working with these moderation criteria needs the Manage Experiences or Create and Set Up Experiences permission (since Spring '20 only users who can edit moderation rules can access the type).",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
  // Doubt: Trailhead names the reasoning engine as one Agentforce component and the older GenAiPlanner page calls the planner an agent reasoning engine; an admin may equally mean the whole agent, which spans several types.
  {
    query: 'Atlas Reasoning Engine configuration',
    type: 'GenAiPlannerBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Agents (Agentforce) must be turned on in the target org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiplannerbundle.htm',
  },
  // Doubt: The type page says there are no extra access requirements; the Help pages place this under Einstein Search in Lightning Experience, which may need to be on in the target org.
  {
    query: 'protected vs unprotected fields in search',
    type: 'SearchOrgWideObjectConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_searchorgwideobjectconfig.htm',
  },
  // Doubt: The type page states no access rule, but the Private Connect considerations Help page says non-admins need the 'Allow user to modify Private Connections' permission to change connections through the Metadata API and that each Private Connect licence allows one provisioned connection per direction; the connection also has to be provisioned again in the target.
  {
    query: 'Private Connect link for calls into our org',
    type: 'InboundNetworkConnection',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_inboundnetworkconnection.htm',
  },
  // Doubt: The type page lists no access rule; the Private Connect Help pages tie connections to a Private Connect licence and to a permission for non-admins editing them through the Metadata API, and the deployed connection arrives unprovisioned until an admin provisions it.
  {
    query: 'Named Credential routed through a Private Connect tunnel',
    type: 'OutboundNetworkConnection',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_outboundnetworkconnection.htm',
  },
  // Doubt: The type page excerpt shows no Special Access Rules, but Trailhead says Digital Experiences must be enabled before a CMS workspace exists; the bundle also covers enhanced LWR site and marketing workspaces, so the admin's name may point at only part of it.
  {
    query: 'CMS workspace created in the Digital Experiences app',
    type: 'DigitalExperienceBundle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_digitalexperiencebundle.htm',
  },
  // Doubt: The admin wording comes from a third-party copy of the Manufacturing Cloud admin guide (its 'Manage Program Based Business' chapter) plus the type page's transformation types, not from a live Help article; Manufacturing Cloud licences are also implied but not stated on the type page.
  {
    query: 'business transformation forecasts for manufacturing programs',
    type: 'MfgProgramTemplate',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The program-based business feature setting of Manufacturing Cloud must be turned on before program templates can be created.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_mfgprogramtemplate.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 123,
  name: "type status set's hundred-and-twenty-third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/11, held out 1/10',
  story: 'Types picked by a fourth letter rule, asked by the names admins see; scored on arrival',
  // On arrival at a55631f8: tuning 1/11 (1 false, naming another type), held out 1/10, none false.
  // Nothing tuned on it before it was scored.
  floor: { tuning: 1, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_123,
};
