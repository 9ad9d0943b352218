// cspell:ignore Pricebook
/**
 * The type status set, thirty-sixth round (issue 51): 20 short names as Salesforce's Help, Setup or
 * the type's own page spell them (1 to 4 words, never the API name), the form of the issue's own
 * check, weighted to the answers that are hardest to get right: 12 registry types whose own page
 * states a requirement (a feature, a permission, a license), 4 whose page states none, and 4 Setup
 * things Salesforce's object reference shows are records. The types were walked in a seeded shuffle
 * (seed 2026120436, the thirty-first to thirty-fifth rounds' types skipped): of the first 74, 62 were
 * skipped (38 whose page states no rule, 21 with no page of their own found, 3 with no short name
 * found), each kept one judged from its own page and the Help page it links; the baseline permissions
 * every job's user has are no prerequisite. Each consecutive pair has one status, so both halves get
 * the same mix. Written by one helper that read only Salesforce's pages (81 searches) and none of the
 * type data, the resolver or their tests; each judgment re-read against its page. The file was
 * written from the helper's JSON by a script, the cases unprinted; the held-out half is never tuned on.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_36: readonly TypeStatusQuestion[] = [
  // Doubt: The short name comes from the wording of the Salesforce type page; no separate Help page was found to confirm it.
  {
    query: 'gift entry grid templates',
    type: 'GiftEntryGridTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org needs the Fundraising Access license; users also need the Fundraising User system permission, and the Gift Entry Grid must be turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_giftentrygridtemplate.htm',
  },
  {
    query: 'user access policies',
    type: 'UserAccessPolicy',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'To create or change user access policies, the user needs the Manage User Access Policies permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_useraccesspolicy.htm',
  },
  // Doubt: The phrase may also bring to mind console components placed on page layouts, which belong to a different type.
  {
    query: 'custom console components',
    type: 'CustomApplicationComponent',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customapplicationcomponent.htm',
  },
  // Doubt: The type page shows no Special Access Rules section, but sites can only exist in orgs where Digital Experiences is set up.
  {
    query: 'Experience Cloud sites',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-network.html',
  },
  {
    query: 'mobile app security policies',
    type: 'MobileSecurityPolicy',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Needs the Enhanced Mobile App Security add-on subscription; users also need the Enforce Enhanced Mobile App Security permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mobilesecuritypolicy.htm',
  },
  // Doubt: An older Industries page gave a different rule (an IdentityVerification org permission plus a user permission), and the short name is based on the object label.
  {
    query: 'identity verification process definitions',
    type: 'IdentityVerificationProcDef',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'Using this type requires the Health Cloud permission set license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_identityverificationprocdef.htm',
  },
  // Doubt: Price books are records of the Pricebook2 object, but some admins may think of them as configuration.
  {
    query: 'price books',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-pricebook2.html',
  },
  // Doubt: The source is an older version of the object reference page (CaseTeamTemplate records).
  {
    query: 'predefined case teams',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.188.0.object_reference.meta/object_reference/sforce_api_objects_caseteamtemplate.htm',
  },
  // Doubt: No Help or Setup page confirming the short name was found; the type page calls each one an account plan objective measure 'calculation definition'.
  {
    query: 'objective measure calculation definitions',
    type: 'AccountPlanObjMeasCalcDef',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Account plans (sales account plans) must be turned on to use these components.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountplanobjmeascalcdef.htm',
  },
  // Doubt: The newest Metadata API page links to a Help page listing the required editions and permissions instead of naming the licenses itself.
  {
    query: 'Batch Management jobs',
    type: 'BatchProcessJobDefinition',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org needs the Loyalty Management or Rebate Management license; the Loyalty Program Process job type also needs Loyalty Management enabled.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.loyalty.meta/loyalty/meta_batchprocessjobdefinition.htm',
  },
  // Doubt: The page names only Customize Application, which every deploying user already has; the short name comes from the Platform Events guide.
  {
    query: 'custom platform event channels',
    type: 'PlatformEventChannel',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_platformeventchannel.htm',
  },
  // Doubt: The search excerpts never reached the page's access section, so it is not confirmed that the page states no requirement.
  {
    query: 'custom Lightning types',
    type: 'LightningTypeBundle',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_lightningtypebundle.htm',
  },
  // Doubt: The requirement is a permission set rather than a single user permission, and the short name comes from the page's own wording.
  {
    query: 'record association criteria',
    type: 'RelatedRecordAssocCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The user must have the Financial Services Cloud Extension permission set.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_relatedrecordassoccriteria.htm',
  },
  {
    query: 'Omni-Channel decline reasons',
    type: 'PresenceDeclineReason',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'This type is available only if Omni-Channel is enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_presencedeclinereason.htm',
  },
  // Doubt: The source is an older version of the object reference page (CaseTeamRole records).
  {
    query: 'case team roles',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.192.0.object_reference.meta/object_reference/sforce_api_objects_caseteamrole.htm',
  },
  // Doubt: These are OrgWideEmailAddress records that admins manage in Setup; no Metadata API type was found for them.
  {
    query: 'organization-wide email addresses',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/api/sforce_api_objects_orgwideemailaddress.htm',
  },
  // Doubt: The short name is based on the type page and object label; the Help wording was not seen.
  {
    query: 'product specification types',
    type: 'ProductSpecificationType',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Product Catalog Management must be enabled to access this type.',
    source:
      'https://developer.salesforce.com/docs/revenue/revenue-management/guide/meta-productspecificationtype.html',
  },
  // Doubt: Help may call these just 'member criteria'.
  {
    query: 'moderation member criteria',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user needs the Manage Experiences or Create and Set Up Experiences permission to work with moderation rules and criteria.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
  // Doubt: The sentence joins a feature (Surveys) and a license, so the kind could be read as either.
  {
    query: 'customer lifecycle maps',
    type: 'BusinessProcessGroup',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Available only in orgs with Surveys enabled; the page also requires the Customer Lifecycle Designer license.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_businessprocessgroup.htm',
  },
  // Doubt: 'Sales Engagement customer' is a product entitlement, not a named license, and the short name was not confirmed on a Help page.
  {
    query: 'voice recording providers',
    type: 'CallCoachingMediaProvider',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org must be a Sales Engagement customer to access this type (it controls which voice recording providers Einstein Conversation Insights uses).',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_callcoachingmediaprovider.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 36,
  name: "type status set's thirty-sixth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 10/10, held out 7/10',
  story:
    "Blind (issue 51, thirty-sixth round): 12 registry types whose own page states a requirement, 4 whose page states none, and 4 Setup things that are records, each asked for by its short name, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival, at a0b4e8d (after this session's one rule) and at 5111562, the session's start, alike:
  // tuning 10/10, held out 7/10 (two unknown, one answered with a prerequisite the writer's page
  // doesn't state), no answer naming another type. The four records cases repeat earlier sets' word
  // for word: on the new cases alone, 8/8 and 5/8.
  floor: { tuning: 10, heldOut: 7 },
  questions: TYPE_STATUS_QUESTIONS_36,
};
