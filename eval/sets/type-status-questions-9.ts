/**
 * The type status set, ninth round (issue 51): 20 Metadata API type names, plain words, Setup
 * features and parts of types, each with what Salesforce's own page says it needs, written blind on
 * 2026-11-30 by a helper that read only Salesforce's pages (the search tool) and the list of the
 * earlier sets' names to avoid, never the type data, the resolver or their tests; its report named no
 * case, so neither half was seen here. Written in like pairs, as the fifth round. Scored on arrival
 * in the twelfth session (SET below); `halves()` (../types.ts) splits it as the other sets; the
 * held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_9: readonly TypeStatusQuestion[] = [
  {
    query: 'HomePageLayout',
    type: 'HomePageLayout',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_homepagelayouts.htm',
  },
  {
    query: 'FlowTest',
    type: 'FlowTest',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flowtest.html',
  },
  {
    query: 'objects selected for Change Data Capture notifications',
    type: 'PlatformEventChannelMember',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.240.0.api_meta.meta/api_meta/meta_platformeventchannelmember.htm',
  },
  {
    query: 'chat agent configurations such as chat capacity and greeting',
    type: 'LiveChatAgentConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_livechatagentconfig.htm',
  },
  {
    query: 'login page branding and colors for an Experience Cloud site',
    type: 'NetworkBranding',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_networkbranding.htm',
  },
  {
    query: 'EclairGeoData',
    type: 'EclairGeoData',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_eclairgeodata.htm',
  },
  {
    query: 'PresenceDeclineReason',
    type: 'PresenceDeclineReason',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Omni-Channel has to be turned on in the target org before decline reasons can exist there.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_presencedeclinereason.htm',
  },
  {
    query: 'Lightning Bolt Solution that bundles Experience Cloud site templates',
    type: 'LightningBolt',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Digital Experiences (Salesforce Communities) must be enabled in the org for a Bolt Solution to include site templates.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.222.0.api_meta.meta/api_meta/meta_lightningbolt.htm',
  },
  {
    query: 'individual territories inside a sales territory model',
    type: 'Territory2',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Territories permission; deploys of territory entities fail without it.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2.htm',
  },
  {
    query: 'CRM Analytics data prep recipes',
    type: 'WaveRecipe',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user working with recipes needs the Edit CRM Analytics Dataflows permission, which covers creating and editing recipes.',
    source:
      'https://help.salesforce.com/s/articleView?id=analytics.bi_setup_user_permissions.htm&language=en_US&type=5',
  },
  {
    query: 'CareSystemFieldMapping',
    type: 'CareSystemFieldMapping',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs a Health Cloud or Life Sciences Cloud license (and the user the matching Health Cloud permission set).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_caresystemfieldmapping.htm',
  },
  {
    query: 'Omnichannel Inventory settings such as the B2C Commerce inventory integration',
    type: 'InventorySettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Only orgs that have the Salesforce Omnichannel Inventory product can use this settings type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_inventorysettings.htm',
  },
  {
    query: 'case team roles',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.192.0.object_reference.meta/object_reference/sforce_api_objects_caseteamrole.htm',
  },
  {
    query: 'Salesforce CRM Content libraries',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-contentworkspace.html',
  },
  {
    query: 'which users are assigned to each sales territory',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.object_reference.meta/object_reference/sforce_api_objects_userterritory2association.htm',
  },
  {
    query: 'loyalty program tiers and tier groups',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/marketing/loyalty-api/guide/sforce-api-objects-loyaltytier.html',
  },
  {
    query: 'asset files whose content is larger than 30 MB',
    type: 'ContentAsset',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_contentasset.htm',
  },
  {
    query: 'syndication feeds on a Salesforce Site',
    type: 'CustomSite',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customsite.html',
  },
  {
    query: 'published Salesforce Knowledge articles',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  {
    query: 'results of flow test runs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_flowtestresult.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 9,
  name: "type status set's ninth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 5/10, held out 4/10',
  story:
    'Blind (issue 51, ninth round): 20 more names and plain words nobody here had picked or seen, scored on arrival in the twelfth session.',
  // On arrival, on e6fd9b5 (the session's start) and with the any-order rule alike: tuning 5/10,
  // held out 4/10.
  // Then, from its tuning half: Knowledge articles kept as records, ContentAsset's 30 MB part read from
  // its page (the limits sweep had missed it), and a query ending in "types" kept from a records
  // feature: tuning 7/10.
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 9, heldOut: 6 },
  questions: TYPE_STATUS_QUESTIONS_9,
};
