/**
 * The type status set, sixth round (issue 51): 20 Metadata API type names, plain words, Setup
 * features and parts of types, each with what Salesforce's own page says it needs, written blind on
 * 2026-11-30 by a helper that read only Salesforce's pages (the search tool: Metadata API Developer
 * Guide type pages, Object Reference and Tooling API pages, Salesforce Help) and the list of the
 * earlier sets' names to avoid, never the type data, the resolver or their tests; its report named
 * no case, so its held-out half was never seen here. Written in like pairs, as the fifth round.
 * Scored on arrival, at the end of the tenth session: SET below. `halves()` (../types.ts) splits it
 * as the other sets; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_6: readonly TypeStatusQuestion[] = [
  {
    query: 'EntitlementTemplate',
    type: 'EntitlementTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_entitlementtemplate.htm',
  },
  {
    query: 'Letterhead',
    type: 'Letterhead',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_letterhead.htm',
  },
  {
    query: 'custom labels',
    type: 'CustomLabels',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customlabels.htm',
  },
  {
    query: 'trusted IP ranges for the whole org',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.220.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  {
    query: 'PII masking for Einstein AI trust features',
    type: 'EinsteinAISettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_einsteinaisettings.htm',
  },
  {
    query: 'holidays used by business hours',
    type: 'BusinessHoursSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-businesshourssettings.html',
  },
  {
    query: 'deploy changes to an active flow in production',
    type: 'Flow',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The production org must have the "Deploy processes and flows as active" setting turned on before active flow changes can be deployed.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flow.html',
  },
  {
    query: 'turn on Agentforce',
    type: 'AgentPlatformSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Einstein generative AI (the enableEinsteinGptPlatform setting) has to be on in the target org first.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_agentplatformsettings.htm',
  },
  {
    query: 'Shield Platform Encryption key settings',
    type: 'EncryptionKeySettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Encryption Keys permission in addition to Customize Application.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_encryptionkeysettings.htm',
  },
  {
    query: 'SharingSettings',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user must hold the Manage Sharing permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  {
    query: 'Omnistudio Data Mappers',
    type: 'OmniDataTransform',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs an Omnistudio license (and the Discovery Framework feature switched on).',
    source:
      'https://developer.salesforce.com/docs/industries/industries-common-dev/guide/meta-omnidatatransform.html',
  },
  {
    query: 'CRM Analytics datasets',
    type: 'WaveDataset',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'CRM Analytics is an add-on: the target org must have CRM Analytics licenses provisioned and CRM Analytics enabled.',
    source: 'https://help.salesforce.com/s/articleView?id=000386901&language=ru&type=1',
  },
  {
    query: 'quick text',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.object_reference.meta/object_reference/sforce_api_objects_quicktext.htm',
  },
  {
    query: 'campaign member statuses',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-campaignmemberstatus.html',
  },
  {
    query: 'work type groups for Salesforce Scheduler',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-worktypegroup.html',
  },
  {
    query: 'groups in an Experience Cloud site',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api.meta/api/sforce_api_objects_collaborationgroup.htm',
  },
  {
    query: 'approval processes for email drafts',
    type: 'ApprovalProcess',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-approvalprocess.html',
  },
  {
    query: 'flows installed from a managed package',
    type: 'Flow',
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flow.html',
  },
  {
    query: 'AppointmentSchedulingPolicy',
    type: 'AppointmentSchedulingPolicy',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_appointmentschedulingpolicy.htm',
  },
  {
    query: 'navigational and featured topics for an Experience Cloud site',
    type: 'ManagedTopics',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_managedtopics.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 6,
  name: "type status set's sixth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 4/10, held out 2/10',
  story:
    'Blind (issue 51, sixth round): 20 more names and plain words nobody here had picked or seen, scored on arrival after the Help and records sweeps.',
  // On arrival (f176966, with the rows of the sweep of Help's permission tables): 4/10 and 2/10; on
  // 474c673, the session's start: 3/10 and 2/10. Its tuning half had one more case (EntitlementTemplate,
  // copied by its type's page) where a Help row disagreed; with the Help rows taken out (README):
  // tuning 5/10, held out 2/10 (scored, not listed). Then Setup's names for what each type
  // configures, read for 491 types (README): tuning 6/10, held out 2/10 (scored, not listed).
  // Eleventh session: every settings type's own page read, and a settings type's name read after
  // words that narrow it (README, Settings types by their own names): tuning 7/10, held out 3/10
  // (scored, not listed). Then a long part's name met by most of its words (mostOfName): tuning
  // 8/10, held out 3/10.
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned. A standard
  // object's name of two words or more alone in the plural read as its records (records.ts, prompted
  // by round 51's tuning case "products", which it leaves unread, and narrowed to two words for the
  // English words a one-word name is; never tuned on this set): held out 3/10 -> 4/10, the card
  // alike; its floor raised.
  floor: { tuning: 9, heldOut: 4 },
  questions: TYPE_STATUS_QUESTIONS_6,
};
