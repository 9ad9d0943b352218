// cspell:ignore sharingrules
/**
 * The type status set (issue 51): 20 Metadata API type names and Setup features, each with what
 * Salesforce's own page for it says it needs (a feature or setting, a user permission, a license)
 * or that nothing is needed, or that the Metadata API can't carry it. Written blind on 2026-11-29 by
 * a helper that read only Salesforce's pages (the search tool), never the type data, the resolver or
 * their tests; each case keeps the page it rests on (linked unpinned; the helper read some in older
 * releases). Scored on arrival (the commit before issue 51): tuning half 5/10, held-out half 5/10.
 *
 * `halves()` (./types.ts): even positions tune, odd positions are held out of every tuning run.
 * A case is right when check_support names the type (or, for `not-copyable`, the feature) with
 * the status, and for `copied-with-prerequisites` a requirement of the expected kind.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS: readonly TypeStatusQuestion[] = [
  {
    query: 'ExperienceBundle',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura sites, the Digital Experiences setting that enables ExperienceBundle in the Metadata API has to be switched on first; LWR sites have it by default.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_experiencebundle.htm',
  },
  {
    query: 'portal',
    type: 'Portal',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'The org needs a partner portal or Customer Portal turned on to use this type.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_portal.htm',
  },
  {
    query: 'einstein bot',
    type: 'Bot',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "Both Chat and Einstein Bots have to be on in the org; bots for Lead Nurturing and Sales Coach agents can't be deployed or retrieved.",
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_bot.htm',
  },
  {
    query: 'QueueRoutingConfig',
    type: 'QueueRoutingConfig',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Only usable when Omni-Channel is enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_queueroutingconfig.htm',
  },
  {
    query: 'territory2type',
    type: 'Territory2Type',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Sales Territories (formerly Enterprise Territory Management) must be enabled; deploy also needs the Manage Territories permission, retrieve does not.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2type.htm',
  },
  {
    query: 'restriction rule',
    type: 'RestrictionRule',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Listed as available only in Lightning Experience on Enterprise, Performance, Unlimited and Developer editions.',
    source:
      'https://developer.salesforce.com/docs/platform/restriction-rules/guide/restriction-rules-reference-metadata.html',
  },
  {
    query: 'action plan template',
    type: 'ActionPlanTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Creating or accessing templates needs the IndustriesActionPlans license together with the Customize Application permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_actionplantemplate.htm',
  },
  {
    query: 'sharing set',
    type: 'SharingSet',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Creating or updating sharing sets needs Customize Application (editing needs Manage Sharing); sharing sets only work with the community/portal licenses the page lists.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingset.htm',
  },
  {
    query: 'NamedCredential',
    type: 'NamedCredential',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: "Since Spring '20 only users holding View Setup and Configuration can access this type.",
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-namedcredential.html',
  },
  {
    query: 'custom metadata type',
    type: 'CustomObject',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Custom metadata types are CustomObject components with the __mdt suffix; creating them requires the Author Apex permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_custommetadatatypes.htm',
  },
  {
    query: 'referenced dashboard',
    type: 'ReferencedDashboard',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Viewing these CRM Analytics dashboards needs the permission that enables Tableau dashboards in CRM Analytics.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_referenceddashboard.htm',
  },
  {
    query: 'Network',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-network.html',
  },
  {
    query: 'skill',
    type: 'Skill',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_skills.htm',
  },
  {
    query: 'milestone type',
    type: 'MilestoneType',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_milestonetype.htm',
  },
  {
    query: 'entitlement process',
    type: 'EntitlementProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_entitlementprocess.htm',
  },
  {
    query: 'sharingrules',
    type: 'SharingRules',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingrules.htm',
  },
  {
    query: 'escalation rules',
    type: 'EscalationRules',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_escalationrules.htm',
  },
  {
    query: 'CallCenter',
    type: 'CallCenter',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_callcenter.htm',
  },
  {
    query: 'turn off account teams',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'The AccountSettings page says the Metadata API cannot be used to disable Account Teams; that has to be done in Setup.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountsettings.htm',
  },
  {
    query: 'opportunity insights settings',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      "OpportunityInsightsSettings was deprecated in API 59.0 and exists only in API versions 48.0 to 58.0, so current-version deploys can't carry it.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_opportunityinsightssettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 1,
  name: 'type status set',
  held: 'halves',
  blind: true,
  arrival: 'tuning 5/10, held out 5/10',
  story:
    "Blind (issue 51): 20 type names and Setup features, each with what Salesforce's page says it needs.",
  // The tuning half's two misses are stated disagreements: a permission every Metaferry user already
  // has (View Setup and Configuration) and one that only views records are no prerequisite (README,
  // Metadata API types). The held-out half: measured once at the end of issue 51, never tuned on.
  // On 2026-11-30 (tenth session), a sweep of Help's permission tables gave EntitlementProcess
  // Manage Entitlements (its Help page asks it to create entitlement processes; this case, from the
  // type's page, says nothing is needed): 7/10. The blind sets disagreed with those rows four cases
  // to two, so they were taken out again (README): 8/10 and 5/10.
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 9, heldOut: 6 },
  questions: TYPE_STATUS_QUESTIONS,
};
