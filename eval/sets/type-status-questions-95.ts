/**
 * The type status set, ninety-fifth round (issue 51): things an admin configures in Setup, drawn as the
 * ninety-second to ninety-fourth from the same 20 areas of Setup in another seeded order (seed
 * 2026120695), each thing named from a Salesforce Help page (19 of 20, one of them a Help knowledge
 * article; 1 from a developer page that is not a type page). Walked in order, one thing from each
 * area that gave one (17 areas; 3 gave nothing), then a second from 3 of them; the Metadata API type
 * that carries it found and its status judged from that type's page; each asked by a short name,
 * never one of the 2,053 queries earlier type and type status sets asked (the writer had that list of
 * words, and nothing else of the sets). 13 cases are an organization settings type's field or block;
 * 4 are things the Metadata API does not carry, all resting on the thing being record data, none on a
 * page saying a deploy leaves it out. 9 statuses rest on a public repository's copy of the API 67.0
 * guide's type page. Judged from Salesforce's pages (57 searches, 15 exact-string lookups and 5 file
 * reads, a writer given 35 minutes): 13 copied, 3 copied with prerequisites (permission 2, feature 1),
 * 4 not copyable; every case carries a doubt. Written by one helper that read only public pages and
 * none of the type data, the resolver or their tests, told the baseline permissions every job's user
 * has are no prerequisite; its report names no type, query or page. The file was written from its
 * JSON by a script that printed no case, and scored on arrival by counts only. Consecutive pairs share
 * a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_95: readonly TypeStatusQuestion[] = [
  // Doubt: The type page I read was the API 252.0-era (and 264.0 preview) version of LeadConfigSettings; the doesPreserveLeadStatus field mentions record types, which only matter if the org uses them, not a stated prerequisite.
  {
    query: 'preserve lead status',
    type: 'LeadConfigSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/meta_leadconfigsettings.htm',
  },
  // Doubt: I read the type page only in a public repository's copy of the API 67.0 guide; it lists enableUnsupportedBrowserModalPref with no stated requirement, though digital experiences presumably must be enabled in the target org.
  {
    query: 'display warning for unsupported browsers',
    type: 'CommunitiesSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_communitiessettings.htm',
  },
  // Doubt: The enableExternalSharingModel field was in the Japanese copy of the page, and the English page's special access rule was read on an older (224.0/234.0) version. Help says the external sharing model can't be disabled once on, so a deploy that sets it false may not take effect.
  {
    query: 'external sharing model',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the Manage Sharing permission to use SharingSettings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: I read AnalyticsSettings (autoInstallApps and the special access rule) in a public repository's copy of the API 67.0 type page. The name comes from a Help knowledge article rather than a Help topic page; CRM Analytics also needs add-on licences, which could make this a licence case instead.
  {
    query: 'enable auto installation of apps',
    type: 'AnalyticsSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'CRM Analytics must be enabled in the target org; the type page says its CRM Analytics fields are only available where CRM Analytics is enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_analyticssettings.htm',
  },
  // Doubt: Help says a default schedule belongs to a specific product in a specific price book, and the Product2 object reference shows the schedule fields on product records (data, created with create()/update()); no page I read says in so many words that a deploy leaves it out. The org-wide switch that enables schedules is carried by ProductSettings, which a reader could confuse with this.
  {
    query: 'default product schedules',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.228.0.api.meta/api/sforce_api_objects_product2.htm',
  },
  // Doubt: Help has the admin select the Knowledge User checkbox on each user record; the User object reference shows User as a record (create()/update(), Manage Internal Users needed), so the flag travels with user data, not metadata. No page I read states outright that a deploy leaves it out, and the licence itself cannot be moved either way.
  {
    query: 'knowledge user checkbox',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/get_document_content/object_reference/sforce_api_objects_user.htm/en-us/260.0',
  },
  // Doubt: The type page's enableTrustPIIMasking (PII masking for AI trust features) is the nearest field and the page says there are no additional access requirements; it may be a general masking switch rather than the pattern-based kind specifically, and Help names Einstein add-ons that the type page doesn't.
  {
    query: 'pattern-based data masking',
    type: 'EinsteinAISettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_einsteinaisettings.htm',
  },
  // Doubt: I read the field enableS1OfflinePref (users can access records offline) in a repository copy of the type page; it is the nearest match to Help's caching switch but is worded as offline access. The page names a minimum app version for users, which is not a deploy prerequisite.
  {
    query: 'mobile app caching',
    type: 'MobileSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mobilesettings.htm',
  },
  // Doubt: Service crews and crew members are records (the ServiceCrew object reference lists create()/update() calls and requires Field Service enabled), so they move as data, not by a Metadata API deploy; I saw no Salesforce page stating outright that a deploy leaves them out, and I did not find a ServiceCrew metadata type.
  {
    query: 'service crew membership',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.object_reference.meta/object_reference/sforce_api_objects_servicecrew.htm',
  },
  // Doubt: Household membership is stored as AccountContactRelation records (create()/update() calls on the object page), so it is data, not metadata; no page I read says in so many words that a deploy leaves it out. The household group record type and its custom metadata mapping (Group Record Type) are deployable, which a reader could confuse with the members.
  {
    query: 'household members and relationships',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.industries_reference.meta/industries_reference/sforce_api_objects_accountcontactrelation.htm',
  },
  // Doubt: The field doesApiLoginRequireOrgDomain speaks of access to the Salesforce API in general while Help's checkbox names SOAP API logins; I saw no special access rule in the page excerpts I read (246.0 and the current reference), but did not see the whole page. The target org needs a My Domain, which every current org has.
  {
    query: 'prevent soap api login from login.salesforce.com',
    type: 'MyDomainSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_mydomainsettings.htm',
  },
  // Doubt: I read the type page (field enableEmailConsentManagement) only in a public repository's copy of the API 67.0 guide, which states no requirement; Help says Data Protection and Privacy must be enabled first, so a reader could call this a feature prerequisite.
  {
    query: 'enforce email privacy settings',
    type: 'EmailAdministrationSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailadministrationsettings.htm',
  },
  // Doubt: The type page's usage notes (read in the Japanese 246.0 copy) say a deploy creates a self-signed or CA-signed certificate with a new key pair and that private keys can't be imported or exported through the API, so the target gets a new key, not the same one. Help names Manage Certificates for the UI; the type page excerpts I read state no such deploy requirement.
  {
    query: 'generate a self-signed certificate',
    type: 'Certificate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_certificate.htm',
  },
  // Doubt: I read CustomObject's enableHistory field (also for standard objects from API 29.0; Account history includes person accounts) in a public repository's copy of the type page. Which fields are tracked travels separately on each CustomField (trackHistory), which I did not open.
  {
    query: 'enable account history',
    type: 'CustomObject',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobject.htm',
  },
  // Doubt: Named from the Change Data Capture Developer Guide (a developer page, not a type page) because my Help search gave no Salesforce Help page; the type page's only access rule is Customize Application, which is baseline. The older PlatformEventChannel type also carried these selections, so a reader could name either type.
  {
    query: 'select objects for change notifications',
    type: 'PlatformEventChannelMember',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.240.0.api_meta.meta/api_meta/meta_platformeventchannelmember.htm',
  },
  // Doubt: I read CaseSettings (defaultCaseOwner and defaultCaseOwnerType) only in a public repository's copy of the API 67.0 type page, which states no access rule. The value names a user or queue that must already exist in the target org, a dependency rather than a stated prerequisite.
  {
    query: 'default case owner',
    type: 'CaseSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_casesettings.htm',
  },
  // Doubt: The type page (232.0) lists enableOrders with no access rule; the related fields for negative quantities and reduction orders require enableOrders true and enhanced commerce orders need an Order Management licence, so a question about those neighbours would get a different status.
  {
    query: 'enable orders',
    type: 'OrderSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
  // Doubt: I read enableCommunityWorkspaces in a public repository's copy of the API 67.0 type page, which states no access rule; digital experiences presumably must already be on in the target org, but the page does not say so for this field.
  {
    query: 'enable experience workspaces',
    type: 'CommunitiesSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_communitiessettings.htm',
  },
  // Doubt: The type page's enableRevenueSchedule turns revenue schedules on org-wide with no stated requirement; the default schedules on individual products are record data and do not travel, so the short query could be read either way.
  {
    query: 'revenue schedules',
    type: 'ProductSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_productsettings.htm',
  },
  // Doubt: I saw the field enableSecureGuestAccess only in a third-party schema listing, not described on the Salesforce type page excerpts I read, which did show the Manage Sharing access rule. Help says the setting is on in all orgs with Experience Cloud sites and can't be disabled, so deploying false may have no effect.
  {
    query: 'secure guest user record access',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the Manage Sharing permission to use SharingSettings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 95,
  name: "type status set's ninety-fifth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 2/10',
  story:
    "Blind (issue 51, ninety-fifth round), drawn as the ninety-second to ninety-fourth from seeded areas of Setup: 20 things an admin configures, named from Salesforce Help pages (19 of 20), 16 with the Metadata API type that carries them (13 a settings type's field or block) and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at 2aee711: tuning 1/10 (none false), held out 2/10 (one false, another type); the
  // same at 5964261, before the last session's rules. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_95,
};
