// cspell:ignore Pricebook
/**
 * The type status set, eighty-eighth round (issue 51): things an admin configures in Setup, drawn as
 * the eighty-fifth to eighty-seventh: the same 20 areas of Setup in another seeded order (seed
 * 2026120688), walked in order, then the Metadata API type that carries each thing and its status
 * judged from that type's page: 16 cases from 11 areas (9 gave nothing: every candidate's words
 * already asked, or not reached in time), 13 of them a field or block of an organization settings
 * type; each asked by a name the page gives, never one of the 1,599 short queries earlier type and
 * type status sets asked (the writer had that list of words, and nothing else of the sets). The brief
 * asked for names from Help's Setup pages; the writer's searches returned type pages instead, so
 * most names are a settings type's field as its page lists it, and no case's page is a Help page.
 * Two cases were taken from the writer's memory of a settings type's page, not opened, and four
 * statuses from pages seen only at their top; each case's doubt says which. 4 are things the
 * Metadata API does not carry: one from a type page that leaves the part out, three records of
 * objects cited to Object Reference pages the writer did not open. Judged from Salesforce's pages
 * (16 searches, a writer given 35 minutes): 13 copied, 3 copied with prerequisites (2 feature, 1
 * permission), 4 not copyable; every case carries a doubt. Written by one helper that read only
 * public pages and none of the type data, the resolver or their tests, told the baseline permissions
 * every job's user has are no prerequisite; its report names no type, query or page. The file was
 * written from its JSON by a script that printed no case, and scored on arrival by counts only.
 * Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_88: readonly TypeStatusQuestion[] = [
  // Doubt: The search showed only the top of the ApexSettings page, so I could not see the field row for this option (enableDisableParallelApexTesting) or confirm that the page has no access rule; I found no Help page for the test-execution options in the time.
  {
    query: 'disable parallel apex testing',
    type: 'ApexSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_apexsettings.htm',
  },
  // Doubt: I did not open the SecuritySettings page. The link to its passwordPolicies lockout field and the lack of a special access rule are from memory.
  {
    query: 'maximum invalid login attempts',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: I saw the caseMergeInLightning field only in a third-party schema listing. I did not open the Salesforce CaseSettings page, so I could not confirm it has no access rule.
  {
    query: 'case merge',
    type: 'CaseSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_casesettings.htm',
  },
  // Doubt: The field rows enableFindSimilarOpportunities and findSimilarOppFilter come from an older version of the page; I did not find the Help page for the setting.
  {
    query: 'similar opportunities',
    type: 'OpportunitySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_opportunityssettings.htm',
  },
  // Doubt: The name is my reading of the promptToAddProducts field on an older page version; the Setup label may differ.
  {
    query: 'prompt to add products',
    type: 'OpportunitySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_opportunityssettings.htm',
  },
  // Doubt: I read the field (enableCollapsibleSections) on the Japanese version 236.0 page; I did not open the English page.
  {
    query: 'collapsible sections',
    type: 'UserInterfaceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_userinterfacesettings.htm',
  },
  // Doubt: I saw the enablePrintableListViews field only in a schema listing; the Salesforce page excerpt was cut off before it.
  {
    query: 'printable list views',
    type: 'UserInterfaceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_userinterfacesettings.htm',
  },
  // Doubt: The field (enableCustomObjectTruncate) says the truncate action is for users with Customize Application, which is baseline. I read that as not a deploy prerequisite.
  {
    query: 'custom object truncate',
    type: 'UserInterfaceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_userinterfacesettings.htm',
  },
  // Doubt: I did not see the CustomField securityClassification row in the excerpt. The picklist values themselves go through StandardValueSet, per the object page.
  {
    query: 'field data sensitivity level',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: The types-list page says dependent picklists are exposed as a kind of picklist rather than their own type. That this falls under CustomField (valueSet controlling field) is my reading.
  {
    query: 'dependent picklists',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: The ReportType page only says report types are generated when historical trending is enabled. That per-field trending is set by a CustomField field (trackTrending) is from memory, not from a page excerpt.
  {
    query: 'historical trend reporting',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: The field row (enableOptionalPricebook) states no prerequisite in the excerpt, but I could not see the rest of the page.
  {
    query: 'orders without price books',
    type: 'OrderSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
  // Doubt: I read the permission on the field from the Japanese 226.0 page; the page version is old.
  {
    query: 'manager groups',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Sharing permission to use SharingSettings, and the manager-groups field also needs View and Manage Users.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The page states both a feature prerequisite and a permission; I chose feature because it is specific to this setting.
  {
    query: 'defer sharing calculations',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Salesforce Customer Support must turn the defer sharing calculation feature on for the org; SharingSettings also needs Manage Sharing.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The page states this directly; the version is 256.0, not the newest.
  {
    query: 'list views visible only to me',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_listview.htm',
  },
  // Doubt: I did not open this page in this session. Debug logs are records of the ApexLog object, but the page does not itself say that the Metadata API leaves them out.
  {
    query: 'debug logs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_apexlog.htm',
  },
  // Doubt: I did not open this page in this session. The job history in Setup is AsyncApexJob records, but the page does not itself say that the Metadata API leaves them out.
  {
    query: 'apex jobs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_asyncapexjob.htm',
  },
  // Doubt: I did not open this page in this session. Reading the Setup Background Jobs list as BackgroundOperation records is my own reading, and the page does not itself say that the Metadata API leaves them out.
  {
    query: 'background jobs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_backgroundoperation.htm',
  },
  // Doubt: I did not open the SecuritySettings page. That the passwordPolicies subtype carries the minimum length and that the page has no access rule are from memory.
  {
    query: 'minimum password length',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: Orders being enabled could also be set in the same settings file, so the prerequisite may be met within one deploy.
  {
    query: 'zero quantity order products',
    type: 'OrderSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Orders must be enabled (enableOrders true) before zero-quantity order products can be allowed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 88,
  name: "type status set's eighty-eighth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 1/10',
  story:
    "Blind (issue 51, eighty-eighth round), drawn as the eighty-fifth to eighty-seventh: 20 things an admin configures in Setup, 16 from seeded areas of Setup, named mostly as a settings type's page lists its fields (13 a settings type's field or block), each with the Metadata API type that carries it, and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at 3d30957: tuning 1/10, held out 1/10 (1 and 2 false). Nothing tuned on it.
  floor: { tuning: 1, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_88,
};
