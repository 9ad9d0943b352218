/**
 * The type status set, twenty-third round (issue 51): 20 requests to change how an org behaves, in
 * an admin's words (about half opening with a verb, the rest questions or short phrases), each with
 * the type that carries the setting (a settings type's own name where an org setting does), judged on
 * 2026-12-01 by a helper that read only Salesforce's pages (the search tool) and learnt how admins
 * word such requests from public threads, then checked case by case by a second helper, also blind
 * (19 kept, 1 replaced; 2 carry a residual doubt in its notes). Neither read the type data, the
 * resolver or their tests, and their reports named no case. It arrived in the eighteenth session,
 * after the reading of a setting by what it does (../../src/data/metadata-types/settings-fields.ts)
 * was written from the earlier sets' tuning halves, and was scored on arrival; the held-out half is
 * never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_23: readonly TypeStatusQuestion[] = [
  {
    query: 'can account and contract owners get an email automatically when a contract expires?',
    type: 'ContractSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.252.0.api_meta.meta/api_meta/meta_contractsettings.htm',
  },
  {
    query: 'let survey owners manage the responses to their own surveys',
    type: 'SurveySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_surveysettings.htm',
  },
  {
    query: 'stop the emails that warn us an inactive sandbox is about to be deleted',
    type: 'SandboxSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.244.0.api_meta.meta/api_meta/meta_sandboxsettings.htm',
  },
  {
    query: 'setting that lets Experience Cloud and Chatter users deactivate their own accounts',
    type: 'UserManagementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_usermanagementsettings.htm',
  },
  {
    query: 'allow our developers to build unlocked and second-generation managed packages from this org',
    type: 'DevHubSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Dev Hub (scratch org management) has to be switched on in the target org before packaging can be turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_devhubsettings.htm',
  },
  {
    query:
      'how do I make Einstein add new contacts from Gmail and Outlook automatically instead of only suggesting them?',
    type: 'AutomatedContactsSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The option that suggests new contacts from connected email accounts must already be on before contacts can be added automatically.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_automatedcontactssettings.htm',
  },
  {
    query: 'let users see Twitter profiles on accounts, contacts and leads again',
    type: 'SocialProfileSettings',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_socialprofilesettings.htm',
  },
  {
    query: 'Einstein Account Insights switched on for our sales reps',
    type: 'AccountInsightsSettings',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_accountinsightssettings.htm',
  },
  {
    query: 'run case assignment rules on cases created from social media posts',
    type: 'SocialCustomerServiceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_socialcustomerservicesettings.htm',
  },
  {
    query: 'how can we block OpenAI models from being used by our generative AI features?',
    type: 'EinsteinGptSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_einsteingptsettings.htm',
  },
  {
    query: 'show third-party actions in the record publisher',
    type: 'ActionsSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.230.0.api_meta.meta/api_meta/meta_actionssettings.htm',
  },
  {
    query: 'default data sensitivity level applied to every contact, lead, person account and user',
    type: 'PrivacySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_privacysettings.htm',
  },
  {
    query: "keep each user's path expanded on records instead of collapsing it when the page loads",
    type: 'PathAssistantSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Path itself has to be enabled in the org before the keep-expanded preference can be used.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_pathassistantsettings.htm',
  },
  {
    query: 'can reps see news articles about their customers on account records?',
    type: 'AccountIntelligenceSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Automated Account Fields must be turned on before News can be used.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_accountintelligencesettings.htm',
  },
  {
    query: 'allow Chatter Mobile on iPhone, iPad and Android devices for our users',
    type: 'MobileSettings',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.254.0.api_meta.meta/api_meta/meta_mobilesettings.htm',
  },
  {
    query: 'is there a setting to let API Only users get into Lightning Out again?',
    type: 'LightningExperienceSettings',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-lightningexperiencesettings.html',
  },
  {
    query: 'ask agents to confirm before Omni-Channel logs them in when they open another console tab',
    type: 'OmniChannelSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_omnichannelsettings.htm',
  },
  {
    query: 'mobile push notifications for the Salesforce mobile app',
    type: 'NotificationsSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_notificationssettings.htm',
  },
  {
    query: 'turn on source tracking automatically whenever a Developer sandbox is created or refreshed',
    type: 'SourceTrackingSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.226.0.api_meta.meta/api_meta/meta_sourcetrackingsettings.htm',
  },
  {
    query: 'skills section on user profiles so people can list what they are good at',
    type: 'WorkDotComSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.226.0.api_meta.meta/api_meta/meta_WorkDotComSettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 23,
  name: "type status set's twenty-third round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 2/10, held out 2/10',
  story:
    "Blind (issue 51, twenty-third round): 20 requests to change how an org behaves, in admins' words, each judged by one helper from Salesforce's pages and checked by a second, scored on arrival in the eighteenth session.",
  // On arrival, after the reading of a setting by what it does: tuning 2/10, held out 2/10 (0/10 and
  // 0/10 at 4bb3b90, the session's start). Its tuning half then showed a question ("can owners get an
  // email when …?") asks for a behavior as a verb does: 3/10, held out 2/10.
  floor: { tuning: 3, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_23,
};
