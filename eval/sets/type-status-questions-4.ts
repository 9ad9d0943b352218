/**
 * The type status set, fourth round (issue 51): 20 Metadata API type names, plain words, Setup
 * features and parts of types, each with what Salesforce's own page says it needs, written blind on
 * 2026-11-30 by a helper that read only Salesforce's pages (the search tool: Metadata API Developer
 * Guide type pages, Tooling API and Object Reference pages) and the list of the earlier sets' names
 * to avoid, never the type data, the resolver or their tests. Written in like pairs (status, kind,
 * wording), so both halves get the same mix; some sources are one release's page (264.0, 250.0),
 * as read. Scored on arrival and after: SET below. `halves()` (../types.ts) splits it as the other
 * sets; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_4: readonly TypeStatusQuestion[] = [
  {
    query: 'custom case subject format for cases created from social posts',
    type: 'CaseSubjectParticle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_casesubjectparticle.htm',
  },
  {
    query: 'allowed origins for cross-origin resource sharing (CORS allowlist)',
    type: 'CorsWhitelistOrigin',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_corswhitelistorigin.htm',
  },
  {
    query: 'custom content types for Salesforce CMS',
    type: 'ManagedContentType',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Salesforce CMS and digital experiences (Experience Cloud) must be enabled in the org',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_managedcontenttype.htm',
  },
  {
    query: 'Workforce Engagement scheduling rules for agent shifts',
    type: 'SchedulingRule',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Workforce Engagement must be enabled in the org',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_schedulingrule.htm',
  },
  {
    query: 'organization-wide email addresses',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/api/sforce_api_objects_orgwideemailaddress.htm',
  },
  {
    query: 'dated exchange rates for advanced currency management',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.object_reference.meta/object_reference/sforce_api_objects_datedconversionrate.htm',
  },
  {
    query: 'ForecastingFilter',
    type: 'ForecastingFilter',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_forecastingfilter.htm',
  },
  {
    query: 'ApexTestSuite',
    type: 'ApexTestSuite',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_apextestsuite.htm',
  },
  {
    query: 'permission set groups',
    type: 'PermissionSetGroup',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'the deploying user needs the Manage Profiles and Permission Sets permission to create or edit permission set groups',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_permissionsetgroup.htm',
  },
  {
    query: 'sales territory models',
    type: 'Territory2Model',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'the deploying user needs the Manage Territories permission for any deploy of territory management components',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2model.htm',
  },
  {
    query: 'standard reports',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  {
    query: 'members of a public group',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_group.htm',
  },
  {
    query: 'custom section of the Lightning Experience help menu',
    type: 'CustomHelpMenuSection',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customhelpmenusection.htm',
  },
  {
    query: 'criteria for when an animation is shown to Path users',
    type: 'AnimationRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_animationrule.htm',
  },
  {
    query: 'DecisionTable',
    type: 'DecisionTable',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'the org must have the Loyalty Management or the Rebate Management license',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_decisiontable.htm',
  },
  {
    query: 'RegisteredExternalService',
    type: 'RegisteredExternalService',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'the org must have the B2B Commerce or D2C Commerce license enabled',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_registeredexternalservice.htm',
  },
  {
    query: 'field service operating hours',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_operatinghours.htm',
  },
  {
    query: 'price books',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-pricebook2.html',
  },
  {
    query: 'TimelineObjectDefinition',
    type: 'TimelineObjectDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'the Timeline org preference must be enabled in the org',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_timelineobjectdefinition.htm',
  },
  {
    query: 'BriefcaseDefinition',
    type: 'BriefcaseDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Briefcase Builder and Field Service must be enabled in the org',
    source:
      'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-briefcasedefinition.html',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 4,
  name: "type status set's fourth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 6/10, held out 5/10',
  story:
    'Blind (issue 51, fourth round): 20 more names, plain words, Setup features and parts of types nobody here had picked.',
  // On arrival, scored on ee74455 (the sweep of what a deploy leaves out in): 6/10 and 5/10; on
  // 197e672, the session's start, 5/10 and 4/10. Its tuning half's misses showed three gaps in the
  // phrase rule, fixed as rules (articles inside a phrase, "custom" read past, a feature after
  // "for"/"in"/"of", "type" kept as a thing's word, a plural phrase read singular too): tuning 8/10;
  // the held-out half, scored after, 5/10 (scored, not listed). Then ten Setup features kept as
  // records (a helper's read of the Object Reference; its brief named Field Service operating hours,
  // a case of this tuning half, as an example of the kind) and the rule that reads the words of where
  // Setup places a feature: tuning 9/10, held out 5/10.
  // On 2026-11-30 (tenth session), after a second sweep of Setup features kept as records (22 more,
  // area by area, not picked from this set) and the rule that names a feature before "for" and the
  // people it is for: tuning 9/10, held out 5/10 (scored, not listed).
  // Eleventh session, after the settings sweep and the rule that reads a phrase's head before the
  // reader's own complement (README): tuning 9/10, held out 6/10 (scored, not listed).
  // Then a relative clause read past and a feature's other names read as its words: tuning 9/10,
  // held out 7/10 (scored, not listed).
  // Floors raised to the scores at 9a0fc00 (the twenty-ninth session's start), so a change that
  // loses a case fails here; they were set when each set arrived or was last tuned.
  floor: { tuning: 10, heldOut: 8 },
  questions: TYPE_STATUS_QUESTIONS_4,
};
