/**
 * The type status set, ninety-ninth round (issue 51): things an admin configures in Setup, drawn as the
 * ninety-second to ninety-eighth from the same 20 areas of Setup in another seeded order (seed
 * 2026120799), each thing named from a Salesforce Help page (16 of 18; 2 from developer guide pages
 * that are not type pages). Walked in order, one thing from each area that gave one and a second
 * from four (17 areas; 3 gave nothing); the Metadata API type that carries it found and its status
 * judged from that type's page; each asked by a short name, never one of the 2,123 queries earlier
 * type and type status sets asked (the writer had that list of words, and nothing else of the sets).
 * The writer wrote 20; 2 were dropped before scoring, by a rule stated beforehand: their words,
 * stop words gone and a plural read as its singular, are the same as an earlier query's (the writer
 * flagged one as near the same). 6 cases are an organization settings type's field or block; 3 are
 * things the Metadata API does not carry (for 2, because they are records, with no page saying a
 * deploy leaves them out). In 9 carried cases the writer saw the type page but not the field's own
 * row; 10 statuses rest on older versioned or translated copies of type pages. Judged from
 * Salesforce's pages (about 105 searches, a writer given 35 minutes): 11 copied, 4 copied with
 * prerequisites (feature 3, permission 1), 3 not copyable; every case carries a doubt. Written by
 * one helper that read only public pages and none of the type data, the resolver or their tests,
 * told the baseline permissions every job's user has are no prerequisite; its report names no
 * type, query or page. The file was written from its JSON by a script that printed no case, and
 * scored on arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_99: readonly TypeStatusQuestion[] = [
  // Doubt: The type page's canOnlyLoginWithMyDomainUrl field matches this option; I saw only an excerpt of the type page, so a requirement stated lower on the page could have been missed.
  {
    query: 'prevent login from login.salesforce.com',
    type: 'MyDomainSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-mydomainsettings.html',
  },
  // Doubt: The type page covers custom and standard apps (Lightning fields from API 38.0); the Help page notes a managed-package app's API name needs its namespace prefix before deploy, which I did not treat as a prerequisite.
  {
    query: 'lightning apps',
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customapplication.htm',
  },
  // Doubt: The overflow assignee is stored as queueOverflowAssignee / userOverflowAssignee, which hold a queue or user; that queue or user must also exist in the target org, and the page's field text speaks of an ID.
  {
    query: 'routing configuration overflow assignee',
    type: 'QueueRoutingConfig',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Omni-Channel has to be turned on in the target org; the type is only there when it is.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_queueroutingconfig.htm',
  },
  // Doubt: The run context (user or system context, with or without sharing) is a property of each flow, so the Flow type carries it; I did not see the exact field row (runInMode) in the excerpt. The prerequisite only bites when the target is production and the flow is active; in sandboxes and scratch orgs the page says active changes deploy without it.
  {
    query: 'flow run context',
    type: 'Flow',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "Copying changes into an active flow in a production org needs the 'Deploy processes and flows as active' preference on there; without it the deployed flow does not land as active.",
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flow.html',
  },
  // Doubt: The FAQ says scores can't be exported and live only on lead records, list views and reports, so they are record data that each org's model computes. It does not mention the Metadata API. I found no settings type for turning on Einstein Lead Scoring either, but I did not treat that absence as proof.
  {
    query: 'einstein lead scores',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://help.salesforce.com/s/articleView?id=ai.einstein_sales_els_faq.htm&language=en_US&type=5',
  },
  // Doubt: The splits themselves are OpportunitySplit records (a data object with create/update calls), so a metadata deploy doesn't carry them. I did not find whether the Setup switch that turns splits on (a background enablement that emails its status) or the split types have a Metadata API home; a reader might mean those.
  {
    query: 'opportunity splits',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-opportunitysplit.html',
  },
  // Doubt: I take the default lead status to ride on the LeadStatus standard value set's default value flag; the excerpt I saw lists standardValue entries but does not show the default flag itself. The page also warns that new values don't show on record types by default.
  {
    query: 'default lead status',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  // Doubt: The English type excerpt I opened stops at the sessionSettings block ('settings for session expiration and security'); I take the CSRF options to be among its fields (enableCSRFOnGet/enableCSRFOnPost) but did not see those rows on a Salesforce page.
  {
    query: 'csrf protection',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: I take the Standard Report Visibility checkbox to be SharingSettings' enableStandardReportVisibility; the English excerpts I opened state the Manage Sharing rule but stop before that row. The Help page says the checkbox matters once user sharing is on.
  {
    query: 'standard report visibility',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the Manage Sharing permission to use SharingSettings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: Push timeout is the pushTimeout field (seconds; 0 when off) on each routing configuration. I read the Help page's settings table only as far as the routing settings, so the exact label placement is taken from the type page.
  {
    query: 'push timeout',
    type: 'QueueRoutingConfig',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Omni-Channel has to be on in the target org; the routing configuration type is only there when it is.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_queueroutingconfig.htm',
  },
  // Doubt: No Help page for this option came up, so the name comes from the Platform Events guide (its usage note names the Enable Order Events option on the Order Settings page). The type page gives enableOrderEvents with no stated prerequisite, though sibling fields such as enableNegativeQuantity need enableOrders; order events may need orders turned on too.
  {
    query: 'enable order events',
    type: 'OrderSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
  // Doubt: The status rests on the Platform Events guide's Metadata API page, whose sample platform event (CustomObject, __e) carries <publishBehavior>PublishAfterCommit</publishBehavior>, not on the CustomObject type page itself. The name comes from the guide's Setup steps because no Help page came up.
  {
    query: 'publish after commit',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.platform_events.meta/platform_events/platform_events_metadata_api.htm',
  },
  // Doubt: The Network page I opened (an old version) gives allowMembersToFlag for flagging posts and comments and states no requirement in the part I saw. The Help page says these workspace preferences need Chatter turned on, and the Network object is only there with Digital Experiences on, so a feature prerequisite may apply.
  {
    query: 'content flagging',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.192.0.api_meta.meta/api_meta/meta_network.htm',
  },
  // Doubt: A report folder's sharing (Viewer/Editor/Manager) travels as FolderShare entries in the folder's -meta.xml, i.e. with the ReportFolder component. The page says package installs ignore FolderShare; that note is about packages, not a plain deploy. The users, roles or groups it names must exist in the target org.
  {
    query: 'shared report folders',
    type: 'ReportFolder',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_foldershare.htm',
  },
  // Doubt: The only Salesforce page I found for this field is a machine-translated Japanese version of the type page (enableInAppTooltips: whether onboarding tips show in the mobile app, default false); I saw no stated requirement. The Help page sets it on the Salesforce Settings page next to feedback (enableFeedbackInMobile) and contact import.
  {
    query: 'mobile app onboarding tips',
    type: 'LightningExperienceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.224.0.api_meta.meta/api_meta/meta_lightningexperiencesettings.htm',
  },
  // Doubt: I take this Session Settings control to sit under SecuritySettings' sessionSettings (lockerServiceAPIVersion), but the English type excerpt I opened stops before the session field rows, so the field is inferred rather than seen.
  {
    query: 'lightning locker api version',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: The Help page says a Classic app logo comes from the document library and the document must be marked Externally Available, so the logo document has to reach the target too. I saw the Lightning brand field on the type page but not the Classic logo row itself.
  {
    query: 'classic app logo',
    type: 'CustomApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customapplication.htm',
  },
  // Doubt: Auto-Create Service Appointment is a checkbox on each work type, and WorkType is a data object (create/update calls, Field Service must be enabled), so it travels with the work type records, not a metadata deploy. The org-wide due-date offset the Help page mentions sits on the Field Service Settings page and may be a different matter.
  {
    query: 'auto-create service appointment',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-worktype.html',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 99,
  name: "type status set's ninety-ninth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/9, held out 4/9',
  story:
    'Setup options named from Help pages, as the ninety-second to ninety-eighth rounds; scored on arrival',
  // On arrival at 0eb92071 (answers as at 6389132, this session's start): tuning 1/9, held out 4/9, none
  // false. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 4 },
  questions: TYPE_STATUS_QUESTIONS_99,
};
