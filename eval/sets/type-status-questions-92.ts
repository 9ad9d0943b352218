/**
 * The type status set, ninety-second round (issue 51): things an admin configures in Setup, drawn as the
 * ninety-first from the same 20 areas of Setup in another seeded order (seed 2026120692), each thing
 * named from a Salesforce Help page this time (19 of 20; one from a developer Setup page, none from a
 * type page's field list, as the writer was told). Walked in order, one thing from each area that gave
 * one (14 areas; 6 gave nothing), then more from 5 areas; the Metadata API type that carries it found
 * and its status judged from that type's page; each asked by a short name, never one of the 2,000
 * queries earlier type and type status sets asked (the writer had that list of words, and nothing
 * else of the sets; it says two of its queries ask in other words about a subject an earlier query
 * asked). 11 cases are an organization settings type's field or block; 4 are things the Metadata API
 * does not carry, all by inference: two cite only the guide's statement that it does not handle
 * records, two what a type page leaves out or limits. Three statuses rest on a copy of the type's page
 * in a public repository, some on an older or Japanese copy. Judged from Salesforce's pages (76
 * searches, a writer given 35 minutes): 10 copied, 6 copied with prerequisites (feature 5, permission
 * 1), 4 not copyable; every case carries a doubt. Written by one helper that read only public pages
 * and none of the type data, the resolver or their tests, told the baseline permissions every job's
 * user has are no prerequisite; its report names no type, query or page. The file was written from
 * its JSON by a script that printed no case, and scored on arrival by counts only. Consecutive pairs
 * share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_92: readonly TypeStatusQuestion[] = [
  // Doubt: No Help page was in reach, so the name comes from a Change Data Capture guide page; the guide notes older Government Cloud orgs must ask Salesforce to enable filtering, which the type page does not state.
  {
    query: 'change event filters',
    type: 'PlatformEventChannelMember',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.240.0.api_meta.meta/api_meta/meta_platformeventchannelmember.htm',
  },
  // Doubt: The type page I read is the Japanese translation of an older version; the field there covers editing on record detail pages, while the Help article is about list views, which also rely on enhanced lists.
  {
    query: 'enable inline editing',
    type: 'UserInterfaceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.222.0.api_meta.meta/api_meta/meta_userinterfacesettings.htm',
  },
  // Doubt: The type page I read is an older (API 48-era) version; the consumer secret is handled specially (encrypted form) so a plain copy may not carry a usable secret.
  {
    query: 'define an authentication provider',
    type: 'AuthProvider',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Auth. Providers permission in addition to Customize Application.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.222.0.api_meta.meta/api_meta/meta_authproviders.htm',
  },
  // Doubt: Close in meaning to an earlier query about reduction orders; the Help page also says users need the Create Reduction Orders permission to use them, which is a usage rather than a deploy requirement.
  {
    query: 'enable reduction orders',
    type: 'OrderSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Orders themselves must be turned on in the org (the orders switch set to true) before reduction orders can be switched on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.194.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
  // Doubt: Team members on a given opportunity are records; the page I cite states only the general rule that the Metadata API does not work with business data, not this object by name. The switch that turns teams on is carried (a separate case).
  {
    query: 'add opportunity team members',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: The type page says only a fixed list of file types is supported for download behaviour, so a custom list of extensions is not carried; but I read an older version of the page and a newer API version may have added a field for it.
  {
    query: 'download custom file types as attachments',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.212.0.api_meta.meta/api_meta/meta_fileuploadanddownloadsecuritysettings.htm',
  },
  // Doubt: The excerpt of the type page I read shows the type and its notes but not the recall field itself (a schema listing names it allowRecall); the type page notes the order of active approval processes is not carried.
  {
    query: 'allow submitters to recall approval requests',
    type: 'ApprovalProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-approvalprocess.html',
  },
  // Doubt: The type page I read states no requirement, but the Help page says routing after classification needs the Service Cloud Einstein add-on licence, so a licence prerequisite may be expected; an earlier set asked a differently worded question about the same switch.
  {
    query: 'run case assignment rules einstein classification',
    type: 'EinsteinAgentSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_einsteinagentsettings.htm',
  },
  // Doubt: Whether secondary routing priority itself must also be enabled before the mapping fields deploy is not stated on the type page.
  {
    query: 'secondary routing priority mappings',
    type: 'ServiceChannel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Omni-Channel must be turned on in the target org; the service channel type is only available when it is.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_servicechannel.htm',
  },
  // Doubt: The type page names two preconditions (Topics on FSC objects, and a user permission); I classed it as a feature requirement, but it could be read as a permission one. The Help page also ties it to industry licences.
  {
    query: 'turn on interest tags',
    type: 'InterestTaggingSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Topics must already be enabled for the Financial Services Cloud objects in the target org (and users given the Interest Tags permission) before Interest Tags can be switched on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_interesttaggingsettings.htm',
  },
  // Doubt: The type page (read through a repository copy of its text) says the TLS Setting and the domain list must be provided through Deliverability in Setup and lists no field for them; it does not say in so many words that a deploy leaves them out.
  {
    query: 'deliverability tls setting',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailadministrationsettings.htm',
  },
  // Doubt: That interest tags and their assignments to client records are records rather than metadata is my reading of the Help page; the page I cite states only the general rule that the Metadata API does not handle business data. The switch that turns Interest Tags on is carried (a separate case).
  {
    query: 'assign interest tags',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: The type page lists the switch with no stated requirement; the Help page notes teams are limited to Enterprise, Performance, Unlimited and Developer editions, which the type page does not say.
  {
    query: 'enable opportunity teams',
    type: 'OpportunitySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_opportunityssettings.htm',
  },
  // Doubt: The type page states no requirement for this switch, though logically Omni-Channel itself (another field of the same type) has to be on for it to mean anything.
  {
    query: 'enable secondary routing priority',
    type: 'OmniChannelSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_omnichannelsettings.htm',
  },
  // Doubt: I read the type page through a repository copy of its text, not the live page; and the mapping of this Help label to the Sender ID field (rather than the SPF field, which has no prerequisite) is my inference.
  {
    query: 'compliance with standard email security mechanisms',
    type: 'EmailAdministrationSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The Sender ID compliance switch can only be turned on when SPF compliance is also on in the same settings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailadministrationsettings.htm',
  },
  // Doubt: I read the type page through a repository copy of its text; the Help excerpt was cut just before the option's label, which I completed from the type page's wording and a quoted older Help text.
  {
    query: 'restrict tls to these domains',
    type: 'EmailAdministrationSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'In the target org a TLS setting other than Preferred must already be chosen and the list of domains entered on the Deliverability page in Setup; the type carries only the on/off switch.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailadministrationsettings.htm',
  },
  // Doubt: The same label also exists per custom object on the Sharing Settings page, which a different type would carry; this case means the public group checkbox.
  {
    query: 'grant access using hierarchies',
    type: 'Group',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_group.htm',
  },
  // Doubt: The type page (an older version) carries per-file-type download behaviour only for a fixed list of file types and forbids the execute behaviour for risky types; a custom list of extensions, which the Help page describes, may not be carried.
  {
    query: 'file upload and download security',
    type: 'FileUploadAndDownloadSecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.212.0.api_meta.meta/api_meta/meta_fileuploadanddownloadsecuritysettings.htm',
  },
  // Doubt: The type page states no requirement for this field (I read its description through a repository copy of the page text), but the Help article says that in some orgs the option only appears after Salesforce Support activates the Use Apex Lead Convert permission, which would make it a feature prerequisite.
  {
    query: 'require validation for converted leads',
    type: 'LeadConfigSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/meta_leadconfigsettings.htm',
  },
  // Doubt: Earlier sets asked about the type by name, though not in these words; the Help page implies Digital Experiences must be on for this settings page to exist, which the type page does not state.
  {
    query: 'enable experiencebundle metadata api',
    type: 'ExperienceBundleSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.228.0.api_meta.meta/api_meta/meta_experiencebundlesettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 92,
  name: "type status set's ninety-second round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 2/10',
  story:
    "Blind (issue 51, ninety-second round), drawn as the ninety-first from seeded areas of Setup: 20 things an admin configures, named from Salesforce Help pages (19 of 20), 16 with the Metadata API type that carries them (11 a settings type's field or block) and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at 3da9233: tuning 1/10 (none false), held out 2/10 (one false, a status); the same
  // at 5964261, before this session's rules. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_92,
};
