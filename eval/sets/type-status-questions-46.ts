// cspell:ignore licence
/**
 * The type status set, forty-sixth round (issue 51): 20 names of registry types, each judged from
 * its own Metadata API page, the form of the issue's own check ("type names taken from Salesforce's
 * own pages"). The types were drawn at random (seeded shuffle, seed 2026120446) from the 61 registry
 * types that have a page in the helper's local copy of the guide (API 67.0) and that no earlier round
 * used; 22 drawn, 2 skipped (their pages say only that they are for internal use). 12 queries are the
 * API name; 8 are the thing's name in Salesforce's words (two of the draws meant for words had no
 * name but the API name in words, so they ask by the API name). 14 copied, 6 copied with
 * prerequisites. Written by one helper that read only Salesforce's pages and none of the type data,
 * the resolver or their tests, told the baseline permissions every job's user has (API Enabled,
 * Customize Application, View Setup and Configuration, Modify Metadata Through Metadata API
 * Functions) are no prerequisite. Its file was checked by script, never printed: every quoted
 * requirement is on the type's local page. Its closing report named three cases: `ConnectedApp`,
 * judged copied with prerequisites from its page's note that creating connected apps is restricted
 * since Spring '26, and two draws asked by the API name (`RecordType`, `LightningMessageChannel`);
 * nothing was tuned on them. Halves paired by status. A second helper, as blind, checked each case
 * against its page: it agreed on every status, kind and quote, and judged two queries to name
 * another thing than the type (the parent type that holds it; the feature's records, "sales
 * agreements" for `SalesAgreementSettings`), one in each half, both copied: scored as written.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_46: readonly TypeStatusQuestion[] = [
  // Doubt: The page states no prerequisite, though a Site.com or Experience Cloud site plausibly needs that feature in the target org, which the page does not say.
  {
    query: 'SiteDotCom',
    type: 'SiteDotCom',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sitedotcom.htm',
  },
  {
    query: 'mobile connected app',
    type: 'MobileApplicationDetail',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mobileapplicationdetail.htm',
  },
  // Doubt: The page states no need, although sales agreements are a Manufacturing Cloud feature whose licence the page does not mention.
  {
    query: 'sales agreements',
    type: 'SalesAgreementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/mfg_salesagreementsettings_metadata_api.htm',
  },
  {
    query: 'WebLink',
    type: 'WebLink',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_weblink.htm',
  },
  {
    query: 'Amazon S3 connection',
    type: 'DataConnectorS3',
    status: 'copied',
    kind: null,
    requirement: 'You need the Salesforce CustomizeApplication permission to access this object.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dataconnectors3.htm',
  },
  // Doubt: The Metadata API page states no need, but Salesforce's object reference for the related SvcCatalogCategoryItem object asks for a Service Catalog permission set licence, which the metadata page does not mention.
  {
    query: 'Service Catalog categories',
    type: 'SvcCatalogCategory',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_svccatalogcategory.htm',
  },
  // Doubt: The type field says only administrators and users with the Edit HTML Templates permission can create html or custom templates, a need of some template types rather than of the whole type.
  {
    query: 'EmailTemplate',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  {
    query: 'Document',
    type: 'Document',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_document.htm',
  },
  {
    query: 'Visualforce components',
    type: 'ApexComponent',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_component.htm',
  },
  {
    query: 'ActionLinkGroupTemplate',
    type: 'ActionLinkGroupTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_actionlinkgrouptemplate.htm',
  },
  // Doubt: The page has a Special Access Rules heading with no text under it, and the same page also appears in the Public Sector Solutions developer guide, so a licence need may be missing from the page.
  {
    query: 'DocumentType',
    type: 'DocumentType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_documenttype.htm',
  },
  {
    query: 'RecordType',
    type: 'RecordType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_recordtype.htm',
  },
  // Doubt: The Metadata API page states no need, but Salesforce's Tooling API page for the same type says it is available only if Salesforce Experiences and Salesforce Sites are enabled in the org.
  {
    query: 'EmbeddedServiceMenuSettings',
    type: 'EmbeddedServiceMenuSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_embeddedservicemenusettings.htm',
  },
  {
    query: 'LightningMessageChannel',
    type: 'LightningMessageChannel',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_lightningmessagechannel.htm',
  },
  // Doubt: The Special Access Rules need is a workspace contributor role (not a named user permission) and is stated only for Salesforce CMS and Marketing Cloud workspaces, not for enhanced LWR site workspaces.
  {
    query: 'DigitalExperienceBundle',
    type: 'DigitalExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'In Salesforce CMS and in Marketing Cloud, you must have a contributor role in a workspace to retrieve it.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_digitalexperiencebundle.htm',
  },
  {
    query: 'CallCenterRoutingMap',
    type: 'CallCenterRoutingMap',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'This type requires Contact Center Admin, Contact Center Admin (Partner Telephony), Contact Center Supervisor, or Manage Call Centers permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_callcenterroutingmap.htm',
  },
  // Doubt: The next sentence ties the permission to the Enablement add-on license, so the main need could also be read as a licence.
  {
    query: 'Enablement measures',
    type: 'EnablementMeasureDefinition',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'To access Enablement measures, the Design and Deliver Enablement Programs permission is required.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_enablementmeasuredefinition.htm',
  },
  // Doubt: The page names a vague "Data 360 permission" rather than a specific user permission, so the need could also be read as a Data 360 licence.
  {
    query: 'DataSrcDataModelFieldMap',
    type: 'DataSrcDataModelFieldMap',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'You need Data 360 permission to access this object.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_datasrcdatamodelfieldmap.htm',
  },
  // Doubt: The restriction (Spring '26) applies to creating new connected apps, which the linked Help article says is blocked through the Metadata API too unless Salesforce Support enables it; updating existing apps is unaffected, and the page has no Special Access Rules section.
  {
    query: 'connected app configuration',
    type: 'ConnectedApp',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'If you must continue creating connected apps, contact Salesforce Support.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-connectedapp.html',
  },
  // Doubt: The page also says GenAiPlanner is available only in API versions 60.0 to 63.0 and is replaced by GenAiPlannerBundle in 64.0 and later.
  {
    query: 'agent planner',
    type: 'GenAiPlanner',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'GenAiPlanner is available only if Agents is enabled in your org.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_genaiplanner.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 46,
  name: "type status set's forty-sixth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 6/10, held out 7/10',
  story:
    "Blind (issue 51, forty-sixth round): registry types drawn at random among those no round used, asked by API name or Salesforce's name for the thing, judged from each type's own page, scored on arrival before anything was tuned on it.",
  // On arrival, at fe34674: tuning 6/10, held out 7/10, no answer naming another type; no status changed since.
  floor: { tuning: 6, heldOut: 7 },
  questions: TYPE_STATUS_QUESTIONS_46,
};
