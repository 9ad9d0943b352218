// cspell:ignore Pardot
/**
 * The type status set, eighty-ninth round (issue 51): things an admin configures in Setup, drawn as
 * the eighty-fifth to eighty-eighth: the same 20 areas of Setup in another seeded order (seed
 * 2026120689), walked in order, one thing a Help or Setup page has an admin configure taken from
 * each area that gave one (13 areas in a first pass, 4 more cases in a second; 7 areas gave nothing
 * in the first: no type page or no Salesforce page found, or every candidate's words already asked),
 * then the Metadata API type that carries it found and its status judged from that type's page: 16
 * cases, 12 of them a field or block of an organization settings type; each asked by the name the
 * page gives, never one of the 1,619 short queries earlier type and type status sets asked (the
 * writer had that list of words, and nothing else of the sets). Told, unlike the eighty-eighth's
 * writer, to search Help's pages in the `pages` corpus too and to take nothing from memory: 16 of
 * the 20 names come from a Help page. 4 are things the Metadata API does not carry: two parts their
 * type's page says a deploy leaves out, and two the writer judged records, cited to the guide's
 * statement that it does not handle data. Judged from Salesforce's pages (54 searches, a writer
 * given 35 minutes): 13 copied, 3 copied with prerequisites (2 license, 1 feature), 4 not copyable;
 * every case carries a doubt (most statuses read from the top of the type's page, often an older or
 * preview release; three field-to-type links from a third-party schema listing; one source a guide
 * page naming the type, not its own page). Written by one helper that read only public pages and
 * none of the type data, the resolver or their tests, told the baseline permissions every job's user
 * has are no prerequisite; its report names no type, query or page. The file was written from its
 * JSON by a script that printed no case, and scored on arrival by counts only. Consecutive pairs
 * share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_89: readonly TypeStatusQuestion[] = [
  // Doubt: The license condition is in the field description of an older (API 228/238) version of the settings page I saw only the top of; I did not see a Special Access Rules section.
  {
    query: 'contactless users',
    type: 'UserManagementSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The setting only takes effect when the org has the External Identity user license (Identity for Customers and Partners).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.228.0.api_meta.meta/api_meta/meta_usermanagementsettings.htm',
  },
  // Doubt: The prerequisite is stated in the field description of an older (API 238) type page rather than a Special Access Rules section; the setup page also says the setting can't be turned off once on, which a deploy may not handle.
  {
    query: 'enable unlocked packages',
    type: 'DevHubSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Dev Hub must be turned on in the org before the unlocked and second-generation packaging flag can be turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_devhubsettings.htm',
  },
  // Doubt: Linking the Help page's customizable schedules to the settings field is my reading; I saw only the top of an older (API 232) version of the type page and no access rules there.
  {
    query: 'customizable product schedules',
    type: 'OpportunitySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_opportunityssettings.htm',
  },
  // Doubt: The type page I saw (API 234, top only) states no access rule, but the Help page says the feature needs Account Engagement Advanced Edition, so a license condition may exist that the type page does not state.
  {
    query: 'einstein behavior scoring',
    type: 'PardotEinsteinSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_pardoteinsteinsettings.htm',
  },
  // Doubt: The setting is the Org Shape field of the Dev Hub settings type in an older (API 238) page; I saw no access rule there, but the setup page also asks for a Dev Hub org ID that a deploy of the boolean field may not carry.
  {
    query: 'org shape for scratch orgs',
    type: 'DevHubSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_devhubsettings.htm',
  },
  // Doubt: The Help page only mentions in passing that admins can have the end date calculated; tying it to the contract settings field is my reading of an older (API 252) type page that shows no access rule.
  {
    query: 'auto-calculate contract end date',
    type: 'ContractSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/meta_contractsettings.htm',
  },
  // Doubt: The type page shows a domain field but I did not see it carry the Google Apps Administrative Contact user that the Setup page also requires; I saw only the top of both pages.
  {
    query: 'google apps domain',
    type: 'GoogleAppsSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_googleappssettings.htm',
  },
  // Doubt: The type page excerpt shows a boolean for this field with no access rule, but the Help page says Salesforce may have to provision or remove the feature, which the type page does not mention.
  {
    query: 'log in as any user',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-securitysettings.html',
  },
  // Doubt: The U2F flag sits in the session settings part of the security settings type, which I confirmed only from a third-party schema listing and the type page's top; I did not see the field's own description or any access rule on the Salesforce page.
  {
    query: 'physical security key (u2f)',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-securitysettings.html',
  },
  // Doubt: The Help page names the field type as the Metadata API home of the categorization; I saw the per-field attribute name only in a schema listing and did not see the field's description or any access rule on the type page.
  {
    query: 'compliance categorization',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: The search layout subtype page says it is reachable only through its object's definition, so the type is my reading of that sentence; I cite the subtype page, saw only its top, and saw no access rule there.
  {
    query: 'search filter fields',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_searchlayouts.htm',
  },
  // Doubt: The cited page is the Platform Events guide's Metadata API page, which says the object definition type represents an event; I did not open that type's own page or see a publish-behavior field or access rule there (preview release).
  {
    query: 'platform event publish behavior',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.platform_events.meta/platform_events/platform_events_metadata_api.htm',
  },
  // Doubt: I saw the offline-drafts flag only in a third-party schema listing of the mobile settings type; the Salesforce type page (API 254, top only) showed other fields and no access rule, so the field link is my reading.
  {
    query: 'offline edit',
    type: 'MobileSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_mobilesettings.htm',
  },
  // Doubt: Matching the site login option to the type's internal-user-login field is my reading of the field description; I saw only the top of the type page and no access rule.
  {
    query: 'allow employees to log in directly',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_network.htm',
  },
  // Doubt: The field type page says only customizable standard fields are supported and lists system and auto number fields as unsupported; I did not find a Help page of its own for this setting.
  {
    query: 'standard auto number fields',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: The search layout page says standard-object search layouts can be changed through the API except for events and tasks; it doesn't say whether a later release lifted that exception.
  {
    query: 'event and task search layouts',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_searchlayouts.htm',
  },
  // Doubt: The source says in general that Metadata API manages customizations, not data; treating the guest user record (a user record) as data is my reading, and a guest user profile itself is a different matter.
  {
    query: 'site guest user record',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The Help page shows split assignments as related-list records on accounts and policies, which I read as data; the source only says in general that Metadata API does not manage data, and the split arrangement definitions themselves may be a different matter.
  {
    query: 'producer split assignments',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: I read the multi-resource field (assign several service resources to one appointment) only on a machine-translated older page, and the Special Access Rules are worded per industry vertical, so whether they bind this Scheduler setting is my reading.
  {
    query: 'multi-resource scheduling',
    type: 'IndustriesSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The type page says some of its settings exist only in org editions where the related industry product is enabled (and the Financial Services Cloud ones also need a specific permission set).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.230.0.api_meta.meta/api_meta/meta_industriessettings.htm',
  },
  // Doubt: The type page top shows the run-assignment-rules flag with no access rule, but the Help page says Einstein Case Routing needs the Service Cloud Einstein add-on license, which may be an unstated prerequisite.
  {
    query: 'einstein case routing',
    type: 'EinsteinAgentSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_einsteinagentsettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 89,
  name: "type status set's eighty-ninth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 0/10',
  story:
    "Blind (issue 51, eighty-ninth round), drawn as the eighty-fifth to eighty-eighth: 20 things an admin configures in Setup, 16 taken from seeded areas of Setup in the words of Help's pages (12 a settings type's field or block), each with the Metadata API type that carries it, and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at f9f9e9a: tuning 1/10, held out 0/10. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 0 },
  questions: TYPE_STATUS_QUESTIONS_89,
};
