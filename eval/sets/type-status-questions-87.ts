// cspell:ignore clickjack
/**
 * The type status set, eighty-seventh round (issue 51): things an admin configures in Setup, from
 * Salesforce's own pages, drawn as the eighty-fifth and eighty-sixth: the same 20 areas of Setup in
 * another seeded order (seed 2026120687), walked in order, one thing a Setup page has an admin
 * configure taken from each area that gave one (14 areas, one of them twice; 6 gave nothing: no
 * Salesforce page found, or every candidate's words already asked), then the Metadata API type that
 * carries it found and its status judged from that type's page: 16 cases, 9 of them a field or block
 * of an organization settings type; each asked by the name the page gives, never one of the 1,579
 * short queries earlier type and type status sets asked (the writer had that list of words, and
 * nothing else of the sets). One case named `HistoryRetentionPolicy`, which its page says is defined
 * as part of an object and which the registry has no type for: written as `CustomObject`, the type
 * whose file carries it, its doubt saying so. 4 are things the Metadata API does not carry, all cited
 * to its statement that it does not handle business data, which names none of them. Judged from
 * Salesforce's pages (30 searches, a writer given 35 minutes): 13 copied, 3 copied with
 * prerequisites (2 permission, 1 feature), 4 not copyable; 19 cases carry a doubt (a field seen only
 * in a third-party schema listing or an older copy of the type's page, three type pages not opened),
 * and for 18 the page the name was taken from is a developer guide page, not a Help page. Written by
 * one helper that read only public pages and none of the type data, the resolver or their tests,
 * told the baseline permissions every job's user has are no prerequisite; its report names no type,
 * query or page. The file was written from its JSON by a script that printed no case, and scored on
 * arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_87: readonly TypeStatusQuestion[] = [
  // Doubt: The clickjack options are fields of the SessionSettings part of SecuritySettings; the search tool showed only the top of the type page, and the thread is a developer guide page rather than the Help page for Session Settings.
  {
    query: 'clickjack protection',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: The name comes from the Flow type page and the Process Automation Settings wording, not from a Help page I could open; the search tool showed only the top of the settings page.
  {
    query: 'deploy processes and flows as active',
    type: 'FlowSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flowsettings.html',
  },
  // Doubt: The type page's special access rule names only Customize Application (baseline); older releases described enrichment as a pilot or beta, and I read a versioned copy of the type page.
  {
    query: 'change event enrichment fields',
    type: 'PlatformEventChannelMember',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_platformeventchannelmember.htm',
  },
  // Doubt: The field (enableCompileOnDeploy) was seen in a schema listing; the top of the ApexSettings page did not show it, and the setting can't be turned off in production orgs.
  {
    query: 'perform synchronous compile on deploy',
    type: 'ApexSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_apexsettings.htm',
  },
  // Doubt: I found no Salesforce Help page in the search index for the thread; the webToCase field was seen in a third-party schema listing, not on the opened type page.
  {
    query: 'web-to-case',
    type: 'CaseSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_casesettings.htm',
  },
  // Doubt: The utility bar is a FlexiPage referenced by the app (CustomApplication); an admin might expect it under the app instead.
  {
    query: 'utility bar',
    type: 'FlexiPage',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flexipage.html',
  },
  // Doubt: Field permissions are also carried by Profile; I did not open the PermissionSet type page itself, only field-permission references.
  {
    query: 'field-level security',
    type: 'PermissionSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_permissionset.htm',
  },
  // Doubt: Read from the deprecated Picklist page, which says the dependency moved to ValueSet on CustomField in API 38.0 and later; the CustomField page itself was not opened.
  {
    query: 'field dependencies',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customfield.htm',
  },
  // Doubt: That the running-user choice lives in the Dashboard type is my reading; the top of the Dashboard page did not show that field, and dynamic dashboards have edition limits that the type page may not state.
  {
    query: 'dynamic dashboards',
    type: 'Dashboard',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dashboard.htm',
  },
  // Doubt: The field for the toggle (fieldServiceOrgPref) was seen only in a schema listing; Field Service needs licenses in practice, but the part of the type page I saw states none.
  {
    query: 'enable field service',
    type: 'FieldServiceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_fieldservicesettings.htm',
  },
  // Doubt: The type page states no license or edition, though Einstein features can depend on edition; the thread is the type page, not a Help page.
  {
    query: 'einstein opportunity scoring',
    type: 'OpportunityScoreSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-opportunityscoresettings.html',
  },
  // Doubt: The enableAccountOwnerReport field was seen on an older copy of the page (API 50.0); the thread is the type page, not the Account Settings Help page.
  {
    query: 'account owner report',
    type: 'AccountSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountsettings.htm',
  },
  // Doubt: The writer named HistoryRetentionPolicy, which the guide says is defined as part of a standard or custom object and which the registry has no type for; written here as CustomObject, the type whose file carries it. The policy is deployed as part of CustomObject; Field Audit Trail itself is a paid add-on, which could also be read as a license requirement.
  {
    query: 'field history data retention policy',
    type: 'CustomObject',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the RetainFieldHistory permission (the policy is used with Field Audit Trail).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_historyretentionpolicy.htm',
  },
  {
    query: 'auth. providers',
    type: 'AuthProvider',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'Only users with Customize Application and Manage AuthProviders can access this type.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-authprovider.html',
  },
  // Doubt: The source is the general statement that Metadata API doesn't work with business data (on an older Knowledge guide page); that archived history rows count as such data is my reading.
  {
    query: 'archived field history',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: HistoryRetentionJob is a read-only Tooling API object that records archive runs; no page says outright that it isn't metadata, so this rests on the general statement about business data.
  {
    query: 'field history retention jobs',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: The relationship records (AccountContactRelation) are data; the setting that turns on Contacts to Multiple Accounts may be metadata, and a user could mean either.
  {
    query: 'account contact relationships',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: Each user's enrollment with Salesforce Authenticator is per-user state, not org configuration; no page I found says outright that Metadata API leaves it out.
  {
    query: 'lightning login enrollments',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.knowledge_dev.meta/knowledge_dev/knowledge_development_meta_intro.htm',
  },
  // Doubt: Lightning Login is a SessionSettings field (enableLightningLogin) seen in a schema listing; using it also needs Salesforce Authenticator and a user permission, which the type page doesn't list as deploy prerequisites.
  {
    query: 'lightning login',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: The thread is the type page, which points to the Help topic on reduction orders that I could not open.
  {
    query: 'reduction orders',
    type: 'OrderSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Orders must be enabled (enableOrders true) before reduction orders can be enabled.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_ordersettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 87,
  name: "type status set's eighty-seventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 1/10',
  story:
    "Blind (issue 51, eighty-seventh round), drawn as the eighty-fifth and eighty-sixth: 20 things an admin configures in Setup, 16 taken from seeded areas of Setup in the words of Salesforce's pages, each with the Metadata API type that carries it (9 a settings type's field or block), and 4 things the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at 57be325: tuning 1/10, held out 1/10 (1 and 2 false). Nothing tuned on it.
  floor: { tuning: 1, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_87,
};
