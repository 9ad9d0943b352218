/**
 * The type status set, hundred-and-third round (issue 51): Metadata API type names, each asked by its
 * name alone, as the hundredth and hundred-and-first rounds. 30 names drawn at random (seed
 * 2026120713) from the 83 registry and organization settings types no earlier set had asked or
 * answered and neither of those rounds had drawn, so nobody here picked them; for each, the writer
 * looked for the type's own page on developer.salesforce.com (two or three searches) and judged its
 * status from it. 15 had no page of their own in reach and were skipped; the 15 kept are all organization
 * settings types (members of `Settings` in a package.xml), 11 read in the Metadata API Developer
 * Guide and 4 in the product developer guides that document them, through search excerpts only. Judged
 * from Salesforce's pages (61 searches, a writer given 35 minutes): 13 copied, 1 copied with
 * prerequisites (permission; its sentence cut off in every copy in reach), 1 not copyable (a type a
 * later API version renamed); 12 cases carry a doubt. Written by one
 * helper that read only public pages and none of the type data, the resolver or their tests, told the
 * baseline permissions every job's user has are no prerequisite; its report names no type, query or
 * page. The file was written from its JSON by a script that printed no case, and scored on arrival
 * by counts only.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_103: readonly TypeStatusQuestion[] = [
  // Doubt: The type's page is in the Revenue Management developer guide, not the core Metadata API guide, and only an excerpt was reachable; no access rule or license note appeared in it.
  {
    query: 'ProductDiscoverySettings',
    type: 'ProductDiscoverySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/revenue/revenue-management/guide/meta-productdiscoverysettings.html',
  },
  {
    query: 'AssociationEngineSettings',
    type: 'AssociationEngineSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_associationenginesettings.htm',
  },
  // Doubt: Only the 256.0 edition was in reach and it shows no Special Access Rules section; a newer edition may add one.
  {
    query: 'InvLatePymntRiskCalcSettings',
    type: 'InvLatePymntRiskCalcSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_invlatepymntriskcalcsettings.htm',
  },
  // Doubt: The page is titled MapAndLocationSettings while its sample XML root element is MapsAndLocationSettings, so the page is taken to be this type's own; no access rule appears in the reachable text.
  {
    query: 'MapsAndLocationSettings',
    type: 'MapsAndLocationSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_mapandlocationsettings.htm',
  },
  // Doubt: The page states no access rule, but the settings enable an Industries Einstein feature, which likely needs an Industries license in practice; the page itself does not say so.
  {
    query: 'IndustriesEinsteinFeatureSettings',
    type: 'IndustriesEinsteinFeatureSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/industrieseinsteinfeaturesettings_metadata_api.htm',
  },
  // Doubt: The page sits in the Loyalty Management developer guide, not the core Metadata API guide; it states no access rule, though the setting is a Loyalty Management capability.
  {
    query: 'IndustriesGamificationSettings',
    type: 'IndustriesGamificationSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.loyalty.meta/loyalty/industriesgamificationsettings_metadata_api.htm',
  },
  // Doubt: The page is in the Manufacturing Cloud developer guide, not the core Metadata API guide; it states no access rule although the feature belongs to Manufacturing Cloud.
  {
    query: 'PurchaseOrderMgmtSettings',
    type: 'PurchaseOrderMgmtSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.mfg_api_devguide.meta/mfg_api_devguide/mfg_purchaseordermgmtsettings_metadata_api.htm',
  },
  // Doubt: No Special Access Rules section appears between Version and Fields, but individual fields concern Service Cloud Voice with Amazon Connect or partner telephony, which in practice need a Voice license; the page does not state that as a type-level requirement in the reachable text.
  {
    query: 'ServiceCloudVoiceSettings',
    type: 'ServiceCloudVoiceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_servicecloudvoicesettings.htm',
  },
  {
    query: 'AgentforceForDevelopersSettings',
    type: 'AgentforceForDevelopersSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_agentforcefordeveloperssettings.htm',
  },
  // Doubt: Only an older edition was in reach; it shows no Special Access Rules section.
  {
    query: 'RecordPageSettings',
    type: 'RecordPageSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.244.0.api_meta.meta/api_meta/meta_recordpagesettings.htm',
  },
  // Doubt: The page is in the Revenue Management developer guide; it states no access rule, though the settings belong to Dynamic Revenue Orchestrator, a Revenue Cloud feature.
  {
    query: 'DynamicFulfillmentOrchestratorSettings',
    type: 'DynamicFulfillmentOrchestratorSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/revenue/revenue-management/guide/meta-dynamicfulfillmentorchestratorsettings.html',
  },
  // Doubt: Only an older edition was in reach; it shows no Special Access Rules section.
  {
    query: 'FilesConnectSettings',
    type: 'FilesConnectSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.236.0.api_meta.meta/api_meta/meta_filesconnectsettings.htm',
  },
  {
    query: 'DynamicFormsSettings',
    type: 'DynamicFormsSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dynamicformssettings.htm',
  },
  // Doubt: Only the start of the Special Access Rules sentence was in reach (the excerpt is cut off mid-word, so the quote is truncated); the prerequisites list says 'The required permissions described in Special Access Rules', which supports kind=permission, but the rule might instead name a Data Mask & Seed license.
  {
    query: 'DataMaskSettings',
    type: 'DataMaskSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      "The deploying user needs the Data Mask & Seed permissions that the page's Special Access Rules section has an admin grant before DataMaskSettings can be deployed; the deploy must also use API version 67.0 or later.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_datamasksettings.htm',
  },
  // Doubt: The type was renamed to EinsteinAgentSettings in API 52.0 rather than declared undeployable; a deploy at API 47.0-51.0 may still carry it, so 'copied via its successor type' is an arguable alternative. The 230.0 edition of the same page still says 47.0 and later with no restriction.
  {
    query: 'CaseClassificationSettings',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.236.0.api_meta.meta/api_meta/meta_caseclassificationsettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 103,
  name: "type status set's hundred-and-third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 8/8, held out 6/7',
  story:
    'Type names drawn at random from those no set had asked, as the hundredth and hundred-and-first rounds; scored on arrival',
  // On arrival at 4994a1ab and at 6389132, this session's start: tuning 8/8, held out 6/7 (one false:
  // the set names a permission, from a sentence cut off in every copy its writer saw; the answer names
  // none). Nothing tuned on it.
  floor: { tuning: 8, heldOut: 6 },
  questions: TYPE_STATUS_QUESTIONS_103,
};
