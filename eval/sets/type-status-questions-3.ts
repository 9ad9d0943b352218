/**
 * The type status set, third round (issue 51): 20 more Metadata API type names, plain words and
 * Setup features, each with what Salesforce's own page says it needs, written blind on 2026-11-30
 * by a helper that read only Salesforce's pages (the search tool) and the list of the earlier sets'
 * names to avoid, never the type data, the resolver or their tests. Its sources are the pages as
 * read, some of one release (`atlas.en-us.2xx.0`). Four of its five not-copyable cases rest on what
 * the feature's page says of that one feature (no list of unsupported features was in reach).
 *
 * Scored on arrival: tuning half 5/10, held-out half 6/10, after the second requirements sweep
 * (5c997a8) and before any change for it (4/10 and 5/10 on a11a084, before that sweep); one rule bug its tuning half showed was fixed (SET's floor says which). `halves()` (../types.ts) splits it as
 * the other sets; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_3: readonly TypeStatusQuestion[] = [
  {
    query: 'in-app guidance prompts',
    type: 'Prompt',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_prompt.htm',
  },
  {
    query: 'OmniSupervisorConfig',
    type: 'OmniSupervisorConfig',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Omni-Channel must be enabled in the target org',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_omnisupervisorconfig.htm',
  },
  {
    query: 'transaction security policies',
    type: 'TransactionSecurityPolicy',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'a Salesforce Shield or Salesforce Event Monitoring add-on subscription',
    source:
      'https://help.salesforce.com/s/articleView?id=xcloud.enhanced_transaction_security_policy_types.htm&language=en_US&type=5',
  },
  {
    query: 'ExternalCredential',
    type: 'ExternalCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_externalcredential.htm',
  },
  {
    query: 'order of active approval processes',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_special_behavior.htm',
  },
  {
    query: 'LoyaltyProgramSetup',
    type: 'LoyaltyProgramSetup',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'a Loyalty Management (B2C - Loyalty, B2C - Loyalty Plus, Growth or Advanced) or Referral Marketing license',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-loyaltyprogramsetup.html',
  },
  {
    query: 'AnalyticSnapshot',
    type: 'AnalyticSnapshot',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'the Manage Reporting Snapshots user permission to create, save and schedule a reporting snapshot',
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=data_scheduling_analytic_snap.htm',
  },
  {
    query: 'custom fiscal years',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_companyprofilesettings.htm',
  },
  {
    query: 'CspTrustedSite',
    type: 'CspTrustedSite',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_csptrustedsite.htm',
  },
  {
    query: 'Role',
    type: 'Role',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'the Manage Roles user permission to create, edit and delete roles',
    source: 'https://help.salesforce.com/HTViewHelpDoc?id=admin_roles.htm&language=en_US',
  },
  {
    query: 'CampaignInfluenceModel',
    type: 'CampaignInfluenceModel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Customizable Campaign Influence must already be set up in the target org; the type only adds models to it',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_campaigninfluencemodel.htm',
  },
  {
    query: 'fiscal year start month',
    type: 'CompanySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_companyprofilesettings.htm',
  },
  {
    query: 'add a new country or state to the state and country picklists',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=xcloud.admin_state_country_picklists_api.htm',
  },
  {
    query: 'BrandingSet',
    type: 'BrandingSet',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'at least one of Digital Experiences, Surveys or Lightning Experience enabled in the org',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_brandingset.htm',
  },
  {
    query: 'data processing engine definitions',
    type: 'BatchCalcJobDefinition',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'one of the Loyalty Management, Financial Services Cloud, Rebate Management, Manufacturing Cloud or Net Zero Cloud licenses',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.industries_reference.meta/industries_reference/meta_batchcalcjobdefinition.htm',
  },
  {
    query: 'compliance BCC email address',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_emailadministrationsettings.htm',
  },
  {
    query: 'AutoResponseRules',
    type: 'AutoResponseRules',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_autoresponserules.htm',
  },
  {
    query: 'sales engagement cadences',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-actioncadence.html',
  },
  {
    query: 'experience site moderation rules',
    type: 'ModerationRule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'the Manage Experiences or Create and Set Up Experiences user permission',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_moderationrule.htm',
  },
  {
    query: 'MatchingRule',
    type: 'MatchingRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_matchingrule.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 3,
  name: "type status set's third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 5/10, held out 6/10',
  story:
    'Blind (issue 51, third round): 20 more names, plain words and Setup features nobody here had picked.',
  // On arrival, scored on 5c997a8 (the second sweep in): 5/10 and 6/10; on a11a084, before it, 4/10
  // and 5/10. Its tuning half found one bug in a stated rule: the sweep's exclusions (portal users,
  // guests) were matched against the row's quote too, which can hold the page's next sentence, and
  // dropped CampaignInfluenceModel's feature; they now read the requirement only. Tuning 6/10 after;
  // the held-out half, measured after that fix only, stays 6/10. Later the same day, after the sweep
  // of what a deploy leaves out (guide/limits.json), the rules that name a Setup feature in a reader's
  // words and a page's "including" list, and an audit of the requirement rows against their rules:
  // tuning 9/10, held out 6/10 (scored, not listed).
  floor: { tuning: 9, heldOut: 6 },
  questions: TYPE_STATUS_QUESTIONS_3,
};
