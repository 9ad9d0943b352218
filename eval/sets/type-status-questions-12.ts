// cspell:ignore Agentforce Cpnt Lght Mgmt Procd Prvd
/**
 * The type status set, twelfth round (issue 51): 24 Metadata API type names drawn at random from the
 * registry (seeded; 12 among the types whose page has rules, 12 among the rest; none in an earlier
 * set), each judged on 2026-11-30 by a helper that read only Salesforce's pages (the search tool):
 * its status, the kind of what it needs and the page. The helper read neither the type data, the
 * resolver nor their tests, and its report named no case. Unlike the earlier rounds the queries are
 * the type names themselves, as the issue's own check used them, so this round measures the statuses,
 * not the reading of words. Interleaved so both halves get both draws; `halves()` (../types.ts)
 * splits it as the other sets; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_12: readonly TypeStatusQuestion[] = [
  {
    query: 'LearningItemType',
    type: 'LearningItemType',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user managing Enablement programs needs the Design and Deliver Enablement Programs permission (part of the Manage Enablement Essentials permission set that ships with the Enablement add-on license).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_learningitemtype.htm',
  },
  {
    query: 'FlowValueMap',
    type: 'FlowValueMap',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_flowvaluemap.htm',
  },
  {
    query: 'UIBundle',
    type: 'UIBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The target org must have the Salesforce app domain turned on under React Development with Salesforce Multi-Framework in Setup.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_uibundle.htm',
  },
  {
    query: 'DgtAssetMgmtPrvdLghtCpnt',
    type: 'DgtAssetMgmtPrvdLghtCpnt',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_dgtassetmgmtprvdlghtcpnt.htm',
  },
  {
    query: 'BatchProcessJobDefinition',
    type: 'BatchProcessJobDefinition',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The target org needs a Loyalty Management or Rebate Management license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_batchprocessjobdefinition.htm',
  },
  {
    query: 'AIApplicationConfig',
    type: 'AIApplicationConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_aiapplicationconfig.htm',
  },
  {
    query: 'DataSourceObject',
    type: 'DataSourceObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_datasourceobject.htm',
  },
  {
    query: 'SvcCatalogFilterCriteria',
    type: 'SvcCatalogFilterCriteria',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The user working with Service Catalog eligibility rules needs the Service Catalog Access permission set license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_svccatalogfiltercriteria.htm',
  },
  {
    query: 'AdvAccountForecastSet',
    type: 'AdvAccountForecastSet',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The Manufacturing Cloud advanced account forecasting setting has to be on in the target org.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-advaccountforecastset.html',
  },
  {
    query: 'ContractType',
    type: 'ContractType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/revenue/clm-developer/guide/meta-contracttype.html',
  },
  {
    query: 'CareRequestConfiguration',
    type: 'CareRequestConfiguration',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_carerequestconfiguration.htm',
  },
  {
    query: 'OrchestrationContext',
    type: 'OrchestrationContext',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_types_list.htm',
  },
  {
    query: 'SamlSsoConfig',
    type: 'SamlSsoConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_samlssoconfig.htm',
  },
  {
    query: 'IntegrationProcdDefinition',
    type: 'IntegrationProcdDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.industries_reference.meta/industries_reference/meta.integrationprocddefinition.htm',
  },
  {
    query: 'CareProviderSearchConfig',
    type: 'CareProviderSearchConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_careprovidersearchconfig.htm',
  },
  {
    query: 'AutoResponseRule',
    type: 'AutoResponseRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_autoresponserules.htm',
  },
  {
    query: 'IntegrationProviderDef',
    type: 'IntegrationProviderDef',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the AccessToServiceProcess permission to work with this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_integrationproviderdef.htm',
  },
  {
    query: 'IntegrationHubSettings',
    type: 'IntegrationHubSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_types_list.htm',
  },
  {
    query: 'WebStoreTemplate',
    type: 'WebStoreTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs a B2B Commerce license (later pages also accept B2B2C Commerce) plus access to the Commerce objects.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_webstoretemplate.htm',
  },
  {
    query: 'GlobalPicklist',
    type: 'GlobalPicklist',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_globalpicklist.htm',
  },
  {
    query: 'RelatedRecordAssocCriteria',
    type: 'RelatedRecordAssocCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The user needs the Financial Services Cloud Extension permission set assigned.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_relatedrecordassoccriteria.htm',
  },
  {
    query: 'DigitalExperience',
    type: 'DigitalExperience',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_digitalexperiencebundle.htm',
  },
  {
    query: 'GenAiFunction',
    type: 'GenAiFunction',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Agents (Agentforce) must be turned on in the target org.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-genaifunction.html',
  },
  {
    query: 'CatalogedApiVersion',
    type: 'CatalogedApiVersion',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_catalogedapiversion.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 12,
  name: "type status set's twelfth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 10/12, held out 11/12',
  story:
    "Blind (issue 51, twelfth round): 24 registry type names drawn at random (12 among the types whose page has rules, 12 among the rest; none in an earlier set), each judged by a helper from the type's own page, scored on arrival in the thirteenth session.",
  // On arrival, at 93e4abc: tuning 10/12, held out 11/12; the same at b71cb67, the session's start.
  // The two tuning misses are judged ours: a Health Cloud type the set calls plain copied, where the
  // feature's Help page says "Available in … with Health Cloud" (the helper's own note doubts it).
  // Held out 11 at its round; 10 since 2026-12-01, when `GlobalPicklist` became not copyable from its own
  // page ("available in API version 37.0 only … replaced by the GlobalValueSet type", the page this set
  // cites), which a held-out case of this set judges copied. The case stays as its writer judged it.
  floor: { tuning: 10, heldOut: 10 },
  questions: TYPE_STATUS_QUESTIONS_12,
};
