/**
 * The type status set, ninety-seventh round (issue 51): things an admin configures in Setup, drawn as the
 * ninety-second to ninety-sixth from the same 20 areas of Setup in another seeded order (seed
 * 2026120797), each thing named from a Salesforce Help page (16 of 16). Walked in order, one thing
 * from each area that gave one (17 areas; 3 gave nothing: two a type but no Help page to name it
 * from, one neither); the Metadata API type that carries it found and its status judged from that
 * type's page; each asked by a short name, never one of the 2,098 queries earlier type and type
 * status sets asked (the writer had that list of words, every round's, and nothing else of the
 * sets). The writer wrote 17 and stopped early; the one whose status rested on a maintainer's comment
 * in a GitHub issue, no Salesforce page, was dropped before scoring (a settings field, copied). 8
 * cases are an organization settings type's field or block; 4 are things the Metadata API does not
 * carry, three resting on Help pages that describe record-level setup and one on an old (API 56.0)
 * Metadata Coverage Report, none on a page saying a deploy leaves the thing out. In several carried
 * cases the writer matched the field from a schema listing, an excerpt, or an older or Japanese copy
 * of the type's page. Judged from Salesforce's pages (about 76 searches, a writer given 35 minutes):
 * 7 copied, 5 copied with prerequisites (feature 2, permission 2, license 1), 4 not copyable; every
 * case carries a doubt. Written by one helper that read only public pages and none of the type data,
 * the resolver or their tests, told the baseline permissions every job's user has are no
 * prerequisite; its report names no type, query or page. The file was written from its JSON by a
 * script that printed no case, and scored on arrival by counts only. Consecutive pairs share a status
 * where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_97: readonly TypeStatusQuestion[] = [
  // Doubt: The type page field enableConversionsOnMobile carries it and states no prerequisite; I read it through the search excerpts of the type page rather than the whole page.
  {
    query: 'enable conversions on the salesforce1 app',
    type: 'LeadConfigSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_leadconfigsettings.htm',
  },
  // Doubt: The carrying field is enableGaplessTestAutoNum; I saw it named in the Winter '20 release note for ApexSettings and the type page's field list only in part, so I did not read that field's own description.
  {
    query: 'independent auto-number sequence',
    type: 'ApexSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_apexsettings.htm',
  },
  // Doubt: The exact label 'Allow Group Archiving' I saw in the type page, which says it equates to that Setup setting; the Help page on archived groups is about the same feature, but its excerpt did not show the label. The Chatter-enabled condition comes from the type's opening sentence, and I read it from a versioned copy (API 55).
  {
    query: 'allow group archiving',
    type: 'ChatterSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "Chatter must be turned on in the target org; the type holds the org's Chatter settings only when Chatter is enabled.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_chattersettings.htm',
  },
  // Doubt: The licence condition is stated most clearly by the Help page's edition note and by the object reference ('available only for Salesforce Connect external data sources'). The Metadata API type page ties isWritable to Salesforce Connect adapters but may not name a licence, so this could be judged plain copied instead.
  {
    query: 'writable external objects',
    type: 'ExternalDataSource',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs Salesforce Connect (an extra-cost add-on outside Developer Edition). Writable external objects only apply to Salesforce Connect external data sources with an adapter that supports writes.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-externaldatasource.html',
  },
  // Doubt: The Help page has the admin add the user from the App Launcher in the Sales Organization record's User related list, which makes each mapping a data record rather than metadata. No Metadata API page I saw says so outright.
  {
    query: 'map a sales organization to user',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=ind.cg_task_admin_map_sales_org_user.htm',
  },
  // Doubt: In the API 56.0 Metadata Coverage Report the conversation-summarization configuration type (AIConvSummarizationConfig) has no check in the Metadata API column, so I judged it not carried. That report is old: later releases may support it, and Work Summaries may rest on prompt templates, which are carried separately.
  {
    query: 'einstein work summaries',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/success/metadata-coverage-report/references/coverage-report/v56.0/metadata-coverage-report.html',
  },
  // Doubt: The carrying field (enablePostForSessions under sessionSettings) I matched from a schema listing; the type page copies I saw show the sessionSettings block but not this field's own description, so a requirement on it could have escaped me.
  {
    query: 'use post requests for cross-domain sessions',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: I take the carrying field to be enableFlowUseApexExceptionEmail (send errors to the Apex exception email recipients). The FlowSettings page excerpts I saw list other fields in full but cut off before this one, so I did not read its description.
  {
    query: 'flow and process error email recipients',
    type: 'FlowSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_flowsettings.htm',
  },
  // Doubt: The type page words the multicurrency condition as 'if multicurrency is enabled, this field indicates…', which reads as a condition of effect rather than a hard deploy requirement. An earlier set asked about showing forecasts in each user's personal currency, so this case is close to an existing query though not the same words.
  {
    query: "forecast owner's personal currency",
    type: 'ForecastingSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Multiple currencies must be turned on in the target org; the field that picks personal over corporate currency for forecasts only applies when multicurrency is enabled.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-forecastingsettings.html',
  },
  // Doubt: The carrying field is enableStandardReportVisibility. I read the Manage Sharing rule on versioned copies of the type page (API 52 and 60 copies, one in Japanese) rather than the current page. The Help page adds that the checkbox matters once User Sharing is enabled, which could also count as a feature condition.
  {
    query: 'standard report visibility checkbox',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      "The deploying user needs the Manage Sharing permission; the type page's special access rules require it to use SharingSettings.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The Help page says to mass-enable buyer accounts with any tool that can create data in Salesforce, such as Data Loader, Flow Builder or the sObject API. That marks buyer accounts as records, but it is not a Metadata API page saying they are left out of a deploy.
  {
    query: 'enable accounts as buyer accounts',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://help.salesforce.com/s/articleView?id=commerce.comm_buyer_access.htm&language=en_US&type=5',
  },
  // Doubt: The Help page calls this a Field Service database work rule from the managed package, which I read as a record of a package object, not a Metadata API component. No Metadata API page I saw says outright that work rules are left out. A data-loading tool rather than a deploy would move it.
  {
    query: 'maximum travel from home work rule',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://help.salesforce.com/s/articleView?id=service.pfs_optimization_theory_work_rules_max_travel_home.htm&language=en_US&type=5',
  },
  // Doubt: I take the record-level security choice to be carried by the rule's securityOption field; I saw that field in a schema listing and in the type's field list, but I did not read its description on the type page.
  {
    query: 'duplicate rule bypass sharing rules',
    type: 'DuplicateRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-duplicaterule.html',
  },
  // Doubt: The carrying field is the site's enableNicknameDisplay. I did not read that field's own text on the type page. The Help page says Chatter must be enabled to use these workspace preferences, so a Chatter prerequisite might apply even though I did not see the type page state one.
  {
    query: 'show nicknames instead of full names',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_network.htm',
  },
  // Doubt: I take the carrying field to be enableOmniStatusCapModel. I saw that name in a Salesforce-authored skill file, and the type page excerpt I read was cut off before it. Omni-Channel itself presumably has to be on (enableOmniChannel) for the model to matter, but I did not see the type page state that as a deploy requirement.
  {
    query: 'enable status-based capacity model',
    type: 'OmniChannelSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_omnichannelsettings.htm',
  },
  // Doubt: The registration handler is an Apex class the provider points to (registrationHandler field), so the class must also exist in the target org. I read the access rule from versioned copies of the type page (API 46 and a Japanese copy).
  {
    query: 'registration handler for an auth provider',
    type: 'AuthProvider',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      "The deploying user needs the Manage AuthProviders permission as well as Customize Application; the type page's special access rules limit the type to users who have both.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_authproviders.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 97,
  name: "type status set's ninety-seventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/8, held out 1/8',
  story:
    "Blind (issue 51, ninety-seventh round), drawn as the ninety-second to ninety-sixth from seeded areas of Setup: 16 things an admin configures, named from Salesforce Help pages, 12 with the Metadata API type that carries them (8 a settings type's field or block) and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at f185165: tuning 1/8 (one false: a thing the set says is record-level setup,
  // answered as a settings field, copied), held out 1/8 (none false); the same at 0d5a07f, this
  // session's start. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_97,
};
