/**
 * The type status set, seventh round (issue 51): 20 Metadata API type names, plain words, Setup
 * features and parts of types, each with what Salesforce's own page says it needs, written blind on
 * 2026-11-30 by a helper that read only Salesforce's pages (the search tool) and the list of the
 * earlier sets' names to avoid, never the type data, the resolver or their tests; its report named no
 * case, so its held-out half was never seen here. Written in like pairs, as the fifth round. Scored
 * on arrival: SET below. `halves()` (../types.ts) splits it as the other sets; the held-out half is
 * never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_7: readonly TypeStatusQuestion[] = [
  {
    query: 'FieldSet',
    type: 'FieldSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_fieldset.htm',
  },
  {
    query: 'picklist values of the standard Lead Status field',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  {
    query: 'RecordAlertCategory',
    type: 'RecordAlertCategory',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.industries_reference.meta/industries_reference/meta_recordalertcategory.htm',
  },
  {
    query: 'email services that hand inbound email to an Apex class',
    type: 'EmailServicesFunction',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.212.0.api_meta.meta/api_meta/meta_emailservicesfunction.htm',
  },
  {
    query: 'outbound private connections to AWS for callouts',
    type: 'OutboundNetworkConnection',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_outboundnetworkconnection.htm',
  },
  {
    query: 'ForecastingType',
    type: 'ForecastingType',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_forecastingtype.htm',
  },
  {
    query: 'Omni-Channel service channels',
    type: 'ServiceChannel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Omni-Channel has to be turned on in the target org before service channels can be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_servicechannel.htm',
  },
  {
    query: 'default record access settings for sales territories',
    type: 'Territory2Settings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'The target org must already have Territory Management 2.0 (sales territories) enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_territory2settings.htm',
  },
  {
    query: 'PlatformCachePartition',
    type: 'PlatformCachePartition',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The user who deploys or retrieves cache partitions needs the Author Apex permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_platformcachepartition.htm',
  },
  {
    query: 'keyword lists used to moderate an Experience Cloud site',
    type: 'KeywordList',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs Manage Experiences or Create and Set Up Experiences (and rights to edit moderation rules).',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_keywordlist.htm',
  },
  {
    query: 'Einstein Prediction Builder settings',
    type: 'PredictionBuilderSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The target org needs a CRM Analytics Plus or Einstein Predictions license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_predictionbuildersettings.htm',
  },
  {
    query: 'Automotive Cloud industry settings',
    type: 'IndustriesSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Only available when the target org edition includes the industry vertical (Automotive Cloud).',
    source:
      'https://developer.salesforce.com/docs/industries/automotive-cloud/guide/auto-metadata-api-industriessettings.html',
  },
  {
    query: 'field service work types',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-worktype.html',
  },
  {
    query: "users' default opportunity teams",
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-userteammember.html',
  },
  {
    query: 'scheduled Apex jobs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-crontrigger.html',
  },
  {
    query: 'Health Cloud care plan templates',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.health_cloud.meta/null/hc_admin_integrated_care_management_create_care_plan_templates.htm',
  },
  {
    query: 'private key of a certificate from Certificate and Key Management',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.246.0.api_meta.meta/api_meta/meta_certificate.htm',
  },
  {
    query: 'new standard picklist values showing up on existing record types',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  {
    query: 'Territory2Rule',
    type: 'Territory2Rule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Deploying territory assignment rules requires the Manage Territories permission for the deploying user.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_territory2rule.htm',
  },
  {
    query: 'member criteria used by Experience Cloud moderation rules',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs Manage Experiences or Create and Set Up Experiences (and rights to edit moderation rules).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 7,
  name: "type status set's seventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 6/10, held out 1/10',
  story:
    'Blind (issue 51, seventh round): 20 more names and plain words nobody here had picked or seen, scored on arrival after the settings types were read.',
  // On arrival (1c71e6c; and again with Setup's names for the last 79 types and the first settings
  // types read): tuning 6/10, held out 1/10. After the settings sweep (a settings type's name read
  // after words that narrow it, its own page's needs) and the rule that reads a phrase's head before
  // the reader's own complement: tuning 8/10, held out 1/10 (scored, not listed).
  // Then scheduled Apex jobs and entitlements kept as records, a relative clause read past and a
  // feature's other names read as its words: tuning 9/10, held out 2/10 (scored, not listed).
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 10, heldOut: 5 },
  questions: TYPE_STATUS_QUESTIONS_7,
};
