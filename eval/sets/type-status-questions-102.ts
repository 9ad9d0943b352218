/**
 * The type status set, hundred-and-second round (issue 51): things an admin configures in Setup, drawn
 * as the ninety-second to ninety-ninth from the same 20 areas of Setup in another seeded order (seed
 * 2026120702), each thing named from a Salesforce Help page (19 of 20; 1 from a developer Setup page
 * that is not a type page). Walked in order, one thing from each area that gave one and a second from
 * four (16 areas; 4 gave nothing); the Metadata API type that carries it found and its status judged
 * from that type's page (one prerequisite from the object's page in the Object Reference instead);
 * each asked by a short name, never one of the 2,163 queries earlier type and type status sets asked
 * (the writer had that list of words, and nothing else of the sets), and none with an earlier
 * query's words, stop words gone (checked before scoring). 11 cases are an organization settings
 * type's field or block; 4 are things the Metadata API does not carry, all cited to the page that
 * says it manages customizations, not data. In 7 carried cases the writer didn't see the field's own
 * row; 4 statuses rest on Japanese copies of type pages. Judged from Salesforce's pages (about 68
 * searches, a writer given 35 minutes): 12 copied, 4 copied with prerequisites (feature 3,
 * permission 1), 4 not copyable. Written by one helper that read only public pages and none of the
 * type data, the resolver or their tests, told the baseline permissions every job's user has are no
 * prerequisite; its report names no type, query or page. The file was written from its JSON by a
 * script that printed no case, and scored on arrival by counts only. Consecutive pairs share a
 * status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_102: readonly TypeStatusQuestion[] = [
  // Doubt: The excerpt of the MobileSettings page I saw did not show the offline caching/Offline Edit field itself; I assume it is one of the org mobile settings the type carries.
  {
    query: 'work offline with the mobile app',
    type: 'MobileSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_mobilesettings.htm',
  },
  // Doubt: The external org-wide default is set per object, so I expect it in CustomObject (externalSharingModel), but the part of the page I saw did not show that field; the Help page says the external sharing model must be on, which may make it a feature prerequisite.
  {
    query: 'default external access for an object',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customobject.html',
  },
  // Doubt: The requirement is on a sibling field in the same settings file, so deploying both together may meet it; users also need the Create Reduction Orders permission to use the feature, which is not about the deploy.
  {
    query: 'process returns with reduction orders',
    type: 'OrderSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Orders must be turned on in the org (enableOrders true) before reduction orders can be switched on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.192.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
  // Doubt: The 'agents must be enabled' rule is on the BotDefinition object reference page, not the metadata type page; the Help page also says required add-on licences vary by agent type, so the prerequisite could be read as a license.
  {
    query: 'agentforce employee agent',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Agents (Agentforce) must be turned on in the target org; the agent is built from several linked components (Bot, BotVersion, planner bundle, actions and topics) that go together.',
    source: 'https://developer.salesforce.com/docs/ai/agentforce/references/agents-metadata-tooling',
  },
  // Doubt: The CampaignInfluenceModel page says Customizable Campaign Influence can't be configured via the Metadata API, though its models can be added; a reader might count the models as carrying part of it.
  {
    query: 'switch to customizable campaign influence',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_campaigninfluencemodel.htm',
  },
  // Doubt: The Help page says rollup results are stored as Account Financial Summary records, which are business data; the Metadata API guide says it manages customizations, not the data itself. The Data Processing Engine definitions that produce them are metadata, so a query about the definitions would have a different answer.
  {
    query: 'account financial summary records',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The type page (an older API version) has canOnlyLoginWithMyDomainUrl and doesApiLoginRequireOrgDomain; the redirect part of the login policy may not be carried, and a deploy presumably needs My Domain already deployed in the target.
  {
    query: 'my domain login policy',
    type: 'MyDomainSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.228.0.api_meta.meta/api_meta/meta_mydomainsettings.htm',
  },
  // Doubt: SiteSettings has enableSitesRecordReassignOrgPref (guest-created records go to the org default owner); CommunitiesSettings also lists a similar enableGuestRecordReassignOrgPref, so which type is meant is not certain. The default owner user itself is chosen per org and may not travel.
  {
    query: 'guest user records default owner',
    type: 'SiteSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.248.0.api_meta.meta/api_meta/meta_sitesettings.htm',
  },
  // Doubt: The Flow page's requirement covers changes to active flows in production only; an inactive flow approval process deploys with no extra requirement. The approval work items and submissions themselves are records and don't travel.
  {
    query: 'flow approval processes',
    type: 'Flow',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "To deploy changes to an active flow into a production org, the target must have the 'Deploy processes and flows as active' preference turned on; flows installed from a managed package can't be accessed through the Metadata API.",
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flow.html',
  },
  // Doubt: The Help page says that once enabled the external sharing model can't be disabled, and orgs created after Spring '20 or with portals have it on already, so a deploy may be a no-op or one-way. Manage Sharing could be counted as a baseline admin permission.
  {
    query: 'enable external sharing model',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Sharing permission to use SharingSettings; the page also says the external sharing model field requires Customize Application.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The Help article says a file's public link is backed by a ContentDistribution record, which is data that the Metadata API doesn't manage. The org-wide switch that allows public links is a separate setting that a settings type may carry, so a reader could take the query to mean that switch.
  {
    query: 'public link on a file',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: Mass Transfer changes who owns existing account, lead, service contract and custom object records. That is a change to record data, which the Metadata API guide says it doesn't manage, and the users involved differ between orgs anyway.
  {
    query: 'mass transfer records',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The part of the EntitlementSettings page I saw ended before the milestone feed field (enableMilestoneFeedItem); the field may need entitlements enabled (enableEntitlements) first, which would make it a feature prerequisite.
  {
    query: 'milestone feed items',
    type: 'EntitlementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.204.0.api_meta.meta/api_meta/meta_entitlementsettings.htm',
  },
  // Doubt: The SecuritySettings page shows the sessionSettings subtype holding session security options, but the part I saw did not reach the lock-to-domain field itself.
  {
    query: 'lock sessions to the domain',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: The Winter '20 release notes map this option to ApexSettings.enableGaplessTestAutoNum; the part of the type page I saw listed the fields only up to enableApexPropertyGetterPref, so I did not read that field's own row.
  {
    query: 'auto-number sequence test option',
    type: 'ApexSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_apexsettings.htm',
  },
  // Doubt: The NamedCredential page I saw shows callout options such as allowMergeFieldsInHeader, but not the row that holds custom headers (probably a parameter of header type); headers on an external credential would go in ExternalCredential instead.
  {
    query: 'named credential custom headers',
    type: 'NamedCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_namedcredential.htm',
  },
  // Doubt: EmailTemplateSettings.enableTemplateEnhancedFolderPref turns on folders and enhanced sharing for email templates; the folders and their sharing are carried separately (as folder components), and folder shares with users may not travel.
  {
    query: 'enhanced folders for email templates',
    type: 'EmailTemplateSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_emailtemplatesettings.htm',
  },
  // Doubt: The EntitlementSettings page lists the case lookup-filter flags (entitlementLookupLimitedToSameAccount and related asset flags); entitlement management itself probably has to be enabled (enableEntitlements) for them to take effect.
  {
    query: 'entitlement lookup filters on cases',
    type: 'EntitlementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.204.0.api_meta.meta/api_meta/meta_entitlementsettings.htm',
  },
  // Doubt: Named from the Apex Developer Guide's named-credential callout page because no Help page with this label came up. The type page maps allowMergeFieldsInBody to this UI option; under the newer named credential model the option may sit in a callout-options part instead.
  {
    query: 'allow merge fields in http body',
    type: 'NamedCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_namedcredential.htm',
  },
  // Doubt: The SecuritySettings page says its sessionSettings part holds session expiration and security settings, but the part I saw did not reach the specific field for ending a user's sessions when an admin resets their password.
  {
    query: 'terminate sessions on password reset',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 102,
  name: "type status set's hundred-and-second round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/10, held out 3/10',
  story:
    'Setup options named from Help pages, as the ninety-second to ninety-ninth rounds; scored on arrival',
  // On arrival at 90c0ace3 and at 6389132, this session's start: tuning 0/10 (three false: a switch
  // answered as a settings field, copied; another type; records), held out 3/10, none false. Its tuning
  // half then showed words that are a settings field's name read as records (../src/data/metadata-types/index.ts).
  floor: { tuning: 0, heldOut: 3 },
  questions: TYPE_STATUS_QUESTIONS_102,
};
