// cspell:ignore Trailhead licence licences
/**
 * The type status set, hundred-and-twenty-fifth round (issue 51): Metadata API types picked by a
 * rule so that nobody chose them, as the hundred-and-twentieth to twenty-fourth with another order
 * of letters (M, T, A, S, R, E, C, F, P, I, D, L, W, O, B, N, G, V, U, K) and the sixth type of
 * each in the guide's index of types, the next of that letter where the sixth gave no case (2
 * letters have fewer than six), each asked by the name admins see for the thing in Setup,
 * Salesforce Help or Trailhead, never the API name or its words apart (types skipped: about 20
 * whose admin name is the API name's words, 12 whose type page was not in reach, 4 with no Setup,
 * Help or Trailhead page for the name), in 2 to 8 words as an admin would type it. Never one of the
 * 2,543 queries earlier type and type status sets asked, compared in any case, nor sharing most of
 * its words with one (the writer had that list of words, and nothing else of the sets), and none
 * with an earlier query's words, stop words gone (checked before scoring: none dropped). Written at
 * the same time as the hundred-and-twenty-sixth round by another helper; no query of one shares
 * half its words with one of the other (checked before scoring). The writer made 57 searches and 4
 * other look-ups. Several cases take the admin's words from a page other than Help or Trailhead,
 * each with a doubt saying so. Status judged from the type's page.
 * Written by one helper that read only public pages and none of the type data, the resolver or
 * their tests, told the baseline permissions every job's user has are no prerequisite; its report
 * names no type, query or page. The file was written from its JSON by a script that printed no
 * case, and scored on arrival by counts only. Consecutive pairs share a status where the counts
 * allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_125: readonly TypeStatusQuestion[] = [
  // Doubt: The type page states no access rule, but segments exist only in orgs with Data Cloud; a tool might treat that as a feature prerequisite. Type picked from a repository copy of the type list (SDR coverage table), not the guide index itself.
  {
    query: 'deploy a filtered segment to another org',
    type: 'MarketSegmentDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_marketsegmentdefinition.htm',
  },
  // Doubt: The type page lists no special access rule, but the benefit verification feature is Health Cloud only (Enterprise/Unlimited with Health Cloud), so a tool may reasonably call it a license prerequisite. The query describes the task rather than naming the feature, because the feature name itself was already asked.
  {
    query: 'verify patient insurance coverage with the payer',
    type: 'CareBenefitVerifySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_carebenefitverifysettings.htm',
  },
  // Doubt: Older versions of the type page (and the Health Cloud reference copy) instead say a Health Cloud license is required, so kind could be license. The Help page names Enhanced Timeline only to set it apart from the legacy managed-package timeline.
  {
    query: 'move enhanced timeline setup to production',
    type: 'TimelineObjectDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The target org must have the Timeline org preference turned on before this type is available.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_timelineobjectdefinition.htm',
  },
  // Doubt: The CLI coverage table marks this type as not yet supported by the Salesforce CLI, though the Metadata API page documents it; the answer concerns a Metadata API deploy.
  {
    query: 'copy account plan calculation definitions',
    type: 'AccountPlanObjMeasCalcDef',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Account plans (sales account plans) must be turned on in the target org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountplanobjmeascalcdef.htm',
  },
  // Doubt: The only access rule on the type page is Customize Application, which counts as baseline; the relationship only makes sense in an org with Data Cloud (Data 360), which the page does not state. Help says cardinality cannot be changed after creation, which could make a redeploy over an existing relationship fail.
  {
    query: 'copy a custom DMO relationship to production',
    type: 'FieldSrcTrgtRelationship',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_fieldsrctrgtrelationship.htm',
  },
  // Doubt: The admin name (the Path Settings Setup page) comes from a third-party glossary, not Salesforce Help. The page gives edition-dependent defaults but states no prerequisite; an older page version named only the opportunity-path preference.
  {
    query: 'turn on Path for the whole org',
    type: 'PathAssistantSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_pathassistantsettings.htm',
  },
  // Doubt: The page names both a permission set license and a user permission, so kind could equally be permission. The query leans on the Help page example (cases rolled up to a household) rather than the feature name, which earlier sets already used.
  {
    query: 'roll up household cases from a sandbox',
    type: 'RecordAggregationDefinition',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The deploying user needs the Record Aggregation permission set license plus the Record Aggregation Access user permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_recordaggregationdefinition.htm',
  },
  // Doubt: The page names both an org feature (Prompt Builder) and a user permission (Prompt Template Manager), so kind could be permission. The admin name comes from a Salesforce developer blog rather than Help.
  {
    query: 'move a Field Generation template to production',
    type: 'GenAiPromptTemplate',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Prompt Builder must be turned on in the target org, and the deploying user needs the Prompt Template Manager permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiprompttemplate.htm',
  },
  // Doubt: No Salesforce Help page was found; the Setup wording (Lead Settings, Map Lead Fields, Convert Lead window) comes from a third-party glossary. Hiding the opportunity section altogether is a separate type (LeadConfigSettings), so a tool might answer with that type instead.
  {
    query: 'opportunity required in the convert lead window',
    type: 'LeadConvertSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_leadconvertsettings.htm',
  },
  // Doubt: The type page states no requirement, but the Help page says CRM Analytics is an extra-cost add-on and editing needs the Edit CRM Analytics Dataflows permission, so license or permission prerequisites are arguable.
  {
    query: 'move a dataflow definition file to prod',
    type: 'WaveDataflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_wavedataflow.htm',
  },
  // Doubt: The English page I read is an older version (API 224.0 docs); the Japanese current page words the permission as Manage Experiences / Create and Set Up Experiences. The org must also have Digital Experiences enabled, which the type page does not state as such.
  {
    query: 'Moderation workspace criteria for new customer users',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs Manage Experiences (formerly Manage Communities) or Create and Set Up Experiences to work with moderation rules and their member criteria.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
  // Doubt: The type page only points to the Enable or Disable Translation Workbench Help topic rather than stating a hard requirement, so copied might also be defensible. Object and field label translations are separate types (CustomObjectTranslation and others).
  {
    query: 'Translation Workbench labels without the stf import',
    type: 'Translations',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Translating component labels is part of the Translation Workbench, which the page sends you to enable in Help; the target org needs it on with the languages added.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_translations.htm',
  },
  // Doubt: The type page needs only Customize Application (baseline). Field-level mappings are a subtype inside this type, and FieldSrcTrgtRelationship covers DMO relationships, so a tool could match a neighbouring Data Cloud type. Data Cloud must exist in the target, which the type page does not say.
  {
    query: 'promote Start Data Mapping results to production',
    type: 'ObjectSourceTargetMap',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.248.0.api_meta.meta/api_meta/meta_objectsourcetargetmap.htm',
  },
  // Doubt: The Setup wording (Notification Settings page, bell-icon in-app list) comes from a third-party guide, not Salesforce Help. The bell icon also shows custom notification types, which are a separate type (CustomNotificationType / NotificationTypeConfig), so a tool may pick one of those.
  {
    query: 'switch on bell icon alerts org-wide',
    type: 'NotificationsSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_notificationssettings.htm',
  },
  // Doubt: The type page states no access rule, but milestones are only usable once Entitlement Management is enabled in the target org (a Trailhead / third-party prerequisite the type page does not state). Attaching the milestone to a process is a separate type (EntitlementProcess).
  {
    query: 'reusable Resolution Time milestone for support cases',
    type: 'MilestoneType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_milestonetype.htm',
  },
  // Doubt: The admin name (Notification Delivery Settings) comes from a third-party blog, not Salesforce Help. The type page excerpt shows no special access rule, but Slack delivery presumably needs Slack integration set up, which the page does not state.
  {
    query: 'which channels each standard notification goes to',
    type: 'NotificationTypeConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_notificationtypeconfig.htm',
  },
  // Doubt: The page limits access to users with View Setup and Configuration plus Customize Application; I treated both as baseline deployer permissions, but a strict reading could make View Setup a permission prerequisite. Whether redirects are warned or blocked is a separate session setting (SessionSettings).
  {
    query: 'allow cross-org redirect from production to sandbox',
    type: 'RedirectWhitelistUrl',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_redirectwhitelisturl.htm',
  },
  // Doubt: The type carries the dataset definition (app, label, type), not its data; the rows have to be rebuilt by a dataflow or recipe run in the target. An old pilot-era page required a WavePackaging permission, but the current page states no rule; CRM Analytics licensing is implied, not stated.
  {
    query: 'move a registered dataset definition without rows',
    type: 'WaveDataset',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_wavedataset.htm',
  },
  // Doubt: The type page (read in its 264.0 preview and 260.0 versions) states no access rule; the Help page limits sales account plans to Enterprise, Performance, Unlimited and Agentforce 1 Sales editions with Sales, so a tool could call this a license prerequisite.
  {
    query: 'switch on sales account plans in a fresh org',
    type: 'AccountPlanSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_accountplansettings.htm',
  },
  // Doubt: The Help page covers mapping document fields to object fields, which may be stored in OcrTemplate rather than OcrSampleDocument (which holds the sample document and its field positions), so the expected type is uncertain. The English Metadata API page I read is the 240.0 version.
  {
    query: 'manually added document fields for a document type',
    type: 'OcrSampleDocument',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs the Amazon Textract add-on licence (AWSTextract1000LimitAddOn); newer Industries pages also accept the Intelligent Document Reader add-on licence.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.240.0.api_meta.meta/api_meta/meta_ocrsampledocument.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 125,
  name: "type status set's hundred-and-twenty-fifth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/10, held out 1/10',
  story: 'Types picked by a sixth letter rule, asked by the names admins see; scored on arrival',
  // On arrival at 81822ab2: tuning 0/10, held out 1/10 (1 false, naming another type).
  // Nothing tuned on it before it was scored.
  floor: { tuning: 0, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_125,
};
