// cspell:ignore Omnistudio omnistudio
/**
 * The type status set, second round (issue 51): 20 more Metadata API type names, plain words and
 * Setup features, each with what Salesforce's own page says it needs, written blind on 2026-11-29
 * by a helper that read only Salesforce's pages (the search tool), never the type data, the
 * resolver or their tests, and excluded the first set's names. Four not-copyable cases (quote
 * templates, divisions, predefined case teams, Salesforce to Salesforce) rest on Salesforce's
 * former "Unsupported Metadata Types" page, which the helper read as public files quote it word
 * for word; the fifth on LiveChatButton's own page.
 *
 * Scored on arrival (d034cf3, before any change for it): tuning half 7/10, held-out half 6/10.
 * `halves()` (./types.ts) splits it as the first set; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_2: readonly TypeStatusQuestion[] = [
  {
    query: 'ApexEmailNotifications',
    type: 'ApexEmailNotifications',
    status: 'copied',
    kind: null,
    requirement:
      'Nothing beyond normal Metadata API access is listed; the page only warns that a deploy replaces the whole list of Apex exception email recipients.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.230.0.api_meta.meta/api_meta/meta_apexemailnotifications.htm',
  },
  {
    query: 'PathAssistant',
    type: 'PathAssistant',
    status: 'copied',
    kind: null,
    requirement:
      'No prerequisite: the page explicitly says the Path preference does not have to be turned on to retrieve or deploy PathAssistant components.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_pathassistant.htm',
  },
  {
    query: 'EventRelayConfig',
    type: 'EventRelayConfig',
    status: 'copied',
    kind: null,
    requirement:
      'The only access rule is the Customize Application permission, which every deploying admin already has, so nothing extra is needed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_eventrelayconfig.htm',
  },
  {
    query: 'lead conversion settings',
    type: 'LeadConvertSettings',
    status: 'copied',
    kind: null,
    requirement:
      'The page lists no feature, permission or license needed for the lead-conversion field mapping settings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_leadconvertsettings.htm',
  },
  {
    query: 'remote site settings',
    type: 'RemoteSiteSetting',
    status: 'copied',
    kind: null,
    requirement: 'No prerequisite is stated for remote site settings beyond ordinary Metadata API access.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_remotesitesetting.htm',
  },
  {
    query: 'global picklist value sets',
    type: 'GlobalValueSet',
    status: 'copied',
    kind: null,
    requirement:
      'No prerequisite is stated for global value sets; the page only gives limits such as at most 1,000 values.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_globalvalueset.htm',
  },
  {
    query: 'omni-channel presence status',
    type: 'ServicePresenceStatus',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Omni-Channel has to be turned on in the target org before presence statuses can be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_servicepresencestatus.htm',
  },
  {
    query: 'ExternalClientApplication',
    type: 'ExternalClientApplication',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "The target org must first switch on the org-level 'Opt in to External Client Apps' setting in Setup.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_externalclientapplication.htm',
  },
  {
    query: 'experience site audiences',
    type: 'Audience',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org needs Networks (digital experiences) enabled, which turns on the AudienceMetadata org permission the type depends on.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-audience.html',
  },
  {
    query: 'UserAccessPolicy',
    type: 'UserAccessPolicy',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage User Access Policies user permission to create or change these policies.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_useraccesspolicy.htm',
  },
  {
    query: 'data category groups',
    type: 'DataCategoryGroup',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Creating, editing or deleting data categories needs the Manage Data Categories user permission.',
    source: 'https://help.salesforce.com/apex/HTViewHelpDoc?id=service.category_modify.htm',
  },
  {
    query: 'custom permissions',
    type: 'CustomPermission',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'Creating custom permissions needs the Manage Custom Permissions user permission.',
    source:
      'https://help.salesforce.com/s/articleView?id=platform.custom_perms_create.htm&language=en_US&type=5',
  },
  {
    query: 'CallCoachingMediaProvider',
    type: 'CallCoachingMediaProvider',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'Only orgs that are Sales Engagement customers can access this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.244.0.api_meta.meta/api_meta/meta_callcoachingmediaprovider.htm',
  },
  {
    query: 'ConversationVendorInfo',
    type: 'ConversationVendorInfo',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org needs an add-on license for Service Cloud Voice for Partner Telephony or for Digital Engagement.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_conversationvendorinfo.htm',
  },
  {
    query: 'OmniInteractionConfig',
    type: 'OmniInteractionConfig',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org must have the Omnistudio platform license together with its related add-on and user licenses.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.industries_reference.meta/industries_reference/meta_omniinteractionconfig.htm',
  },
  {
    query: 'omni-channel routing on chat buttons',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'Chat buttons that route through Omni-Channel are outside the Metadata API, so that routing has to be set up by hand in each org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_livechatbutton.htm',
  },
  {
    query: 'Quote Templates',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      "Quote PDF templates have no Metadata API type, so they can't be retrieved or deployed and must be rebuilt manually in each org.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_unsupported_types.htm',
  },
  {
    query: 'Divisions',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'Divisions are not exposed through the Metadata API, so they have to be enabled and defined manually in each org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_unsupported_types.htm',
  },
  {
    query: 'Predefined Case Teams',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      "Predefined case teams can't be moved with the Metadata API and must be recreated in each org.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_unsupported_types.htm',
  },
  {
    query: 'Salesforce to Salesforce',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement:
      'Salesforce to Salesforce configuration has no Metadata API representation and must be set up by hand in each org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_unsupported_types.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 2,
  name: "type status set's second round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 7/10, held out 6/10',
  story:
    'Blind (issue 51, second round): 20 more names, plain words and Setup features nobody here had picked.',
  // The tuning half's two misses: "omni-channel presence status" names ServicePresenceStatus by
  // Setup's words, which the type table doesn't hold; Data Category Groups' permission is on a Setup
  // help page, and the requirements come from Metadata API pages. Held out: measured once, at the end.
  // On 2026-11-30 (fourth session), after the rule that names a Setup feature in a reader's own order
  // and words: tuning 9/10, held out 8/10 (scored, not listed). On 2026-11-30 (tenth session), with
  // the rows of a sweep of Help's permission tables: tuning 10/10, held out 9/10 (scored, not listed);
  // those rows taken out again (README), 9/10 and 8/10.
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 9, heldOut: 9 },
  questions: TYPE_STATUS_QUESTIONS_2,
};
