/**
 * The type status set, eighty-first round (issue 51): short names as an admin would type them, from
 * Salesforce's own pages. Registry types were drawn in a seeded shuffle (seed 2026120681) among the
 * 285 types asked at most twice by earlier rounds, 80 of them this time (60 before), walked in order:
 * all 80 reached, 14 kept and 66 skipped, each given by its position and reason in the writer's
 * report (36 with no Metadata API page of their own the writer could find, only a Tooling API,
 * object or related type's page; 28 whose plain names are queries an earlier set asked; 2 not
 * searched for lack of time). Each kept type is asked by the plain name its page or Setup gives, not
 * its API name, never one of the 1,461 short queries earlier type and type status sets asked (the
 * writer had that list of words, and nothing else of the sets); 4 more are things the Metadata API
 * does not carry, 3 cited to the Unsupported Metadata Types page, whose list the search tool didn't
 * show (the writer took them from that list as earlier releases had it; each case's doubt says so).
 * 18 cases, not 20: the pool of types asked at most twice is nearly used up. Judged from Salesforce's
 * pages (69 searches, a writer given 35 minutes): 10 copied, 4 copied with prerequisites (permission
 * 2, license 1, feature 1), 4 not copyable; 15 cases carry a doubt. Written by one helper that read
 * only public pages and none of the type data, the resolver or their tests, told the baseline
 * permissions every job's user has are no prerequisite; its report names no type, query or page. The
 * file was written from its JSON by a script that printed no case, and scored on arrival by counts
 * only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_81: readonly TypeStatusQuestion[] = [
  // Doubt: Only older-release versions of the page were visible; none showed a Special Access Rules section, but the current page was not seen.
  {
    query: 'external services',
    type: 'ExternalServiceRegistration',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_externalserviceregistration.htm',
  },
  // Doubt: The page sits in the Manufacturing Cloud guide; its visible top states no access rule, so a Manufacturing Cloud license requirement could not be confirmed or ruled out.
  {
    query: 'account forecast settings',
    type: 'AccountForecastSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/industries/mfg-api-devguide/guide/mfg-accountforecastsettings-metadata-api.html',
  },
  // Doubt: Only an older-release page was seen; its rule (Customize Application) is part of the baseline.
  {
    query: 'channel members',
    type: 'PlatformEventChannelMember',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.222.0.api_meta.meta/api_meta/meta_platformeventchannelmember.htm',
  },
  // Doubt: The visible part of the page states no special access rule; whether Prediction Builder must be enabled was not confirmed.
  {
    query: 'einstein prediction builder',
    type: 'AIApplication',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_aiapplication.htm',
  },
  // Doubt: The search tool showed only the top of the page, where no Special Access Rules section appeared.
  {
    query: 'embedded service for web',
    type: 'EmbeddedServiceConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-embeddedserviceconfig.html',
  },
  // Doubt: Checked on an older-release page only; no Special Access Rules section was shown.
  {
    query: 'platform event trigger settings',
    type: 'PlatformEventSubscriberConfig',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_platformeventsubscriberconfig.htm',
  },
  // Doubt: The page documents AutoResponseRules (AutoResponseRule is the per-rule member name); seen on an older release.
  {
    query: 'lead auto-response rules',
    type: 'AutoResponseRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_autoresponserules.htm',
  },
  // Doubt: Industry-guide page; its visible part states no access rule, so an Automotive Cloud license requirement was not confirmed.
  {
    query: 'vehicle remote commands',
    type: 'TelemetryActionDefinition',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/industries/automotive-cloud/guide/auto-metadata-api-telemetryactiondefinition.html',
  },
  // Doubt: The visible page states no access rule; a Health Cloud license requirement was not confirmed.
  {
    query: 'benefits verification services',
    type: 'CareBenefitVerifySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_carebenefitverifysettings.htm',
  },
  {
    query: 'derived object templates',
    type: 'DataObjectBuildOrgTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_dataobjectbuildorgtemplate.htm',
  },
  {
    query: 'customer lifecycle designer',
    type: 'BusinessProcessGroup',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The org needs Surveys turned on with the Customer Lifecycle Designer license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_businessprocessgroup.htm',
  },
  // Doubt: The page names a Data 360 permission without saying whether it is a user permission or a permission set license.
  {
    query: 'data kit bundles',
    type: 'DataSourceBundleDefinition',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Data 360 (formerly Customer Data Platform) permission to access this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_datasourcebundledefinition.htm',
  },
  // Doubt: Checked on an older-release page; the rule applies to first access, not to every deploying user.
  {
    query: 'account engagement app extensions',
    type: 'MarketingAppExtension',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The first admin to open Marketing App Extensions in the org must have the Manage Public List Views user permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.236.0.api_meta.meta/api_meta/meta_marketingappextension.htm',
  },
  {
    query: 'einstein bot blocks',
    type: 'BotBlock',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Chat and Einstein Bots must be enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-botblock.html',
  },
  // Doubt: The search tool showed only the page's introduction, not its list; the item is taken from the list as it appeared in earlier releases.
  {
    query: 'activity button overrides',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/platform/api-metadata/guide/meta-unsupported-types.html',
  },
  // Doubt: The search tool showed only the page's introduction, not its list; the item is taken from the list as it appeared in earlier releases.
  {
    query: 'data category visibility settings',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/platform/api-metadata/guide/meta-unsupported-types.html',
  },
  // Doubt: The search tool showed only the page's introduction, not its list; the item is taken from the list as it appeared in earlier releases.
  {
    query: 'html document and attachment settings',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/platform/api-metadata/guide/meta-unsupported-types.html',
  },
  // Doubt: The page says Metadata API manages customizations, not the data itself; it does not name attachments specifically.
  {
    query: 'record attachments',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_quickstart.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 81,
  name: "type status set's eighty-first round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 5/9, held out 5/9',
  story:
    "Blind (issue 51, eighty-first round): 18 short names as an admin would type them, 14 for registry types drawn in a seeded shuffle (a new seed) among those asked at most twice before, all 80 drawn walked, asked by plain names no earlier set used, 4 things the Metadata API does not carry (3 taken from the Unsupported Metadata Types list as earlier releases had it), judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at f6a0407: tuning 5/9, held out 5/9 (1 and 1 false). Nothing tuned on it.
  floor: { tuning: 5, heldOut: 5 },
  questions: TYPE_STATUS_QUESTIONS_81,
};
