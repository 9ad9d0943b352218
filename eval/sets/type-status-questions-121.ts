// cspell:ignore Adyen Trailhead licence licences
/**
 * The type status set, hundred-and-twenty-first round (issue 51): Metadata API types picked by a
 * rule so that nobody chose them, as the hundred-and-twentieth with another order of letters (M, T,
 * O, C, I, A, R, E, L, S, P, D, F, W, B, G, U, N, K, V) and the third type of each the writer
 * reached and could open (18 letters reached; 2 cases from a second pass), each asked by the name
 * admins see for the thing in Setup, Salesforce Help or Trailhead, never the API name or its words
 * apart (types whose admin name is the API name's words were skipped: 9), in 2 to 8 words as an
 * admin would type it. Never one of the 2,462 queries earlier type and type status sets asked,
 * compared in any case, nor sharing most of its words with one (the writer had that list of words,
 * and nothing else of the sets), and none with an earlier query's words, stop words gone (checked
 * before scoring: none dropped). The writer made 78 searches; the search tool lists no types by
 * letter, so reaching each third type cost more than planned. The admin's name comes from
 * Salesforce Help or Trailhead for 11 cases, the type's own page for 6 and another page for 3; 4
 * queries describe the thing rather than name it; every case carries a doubt. Status judged from
 * the type's page. Written by one helper that read only public pages and none of the type data, the
 * resolver or their tests, told the baseline permissions every job's user has are no prerequisite;
 * its report names no type, query or page. The file was written from its JSON by a script that
 * printed no case, and scored on arrival by counts only. Consecutive pairs share a status where the
 * counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_121: readonly TypeStatusQuestion[] = [
  // Doubt: The type page states no requirement, but Help says Einstein Opportunity Scoring needs a Sales Cloud Einstein licence or eligibility, so a licence prerequisite could be argued.
  {
    query: 'opportunity scores predicting which deals close',
    type: 'OpportunityScoreSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-opportunityscoresettings.html',
  },
  // Doubt: The type page states no requirement. The queues or users named in rule entries probably have to exist in the target org already, but the page does not say so.
  {
    query: 'rules that route incoming cases to support queues',
    type: 'AssignmentRules',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_assignmentrule.htm',
  },
  // Doubt: The page states both a permission (Manage Territories for deploy) and, in older versions, a feature (Sales Territories enabled); I chose permission as the kind because it is the deploy-specific rule.
  {
    query: 'rules to assign accounts to territories',
    type: 'Territory2Rule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Territories permission for deploy calls on territory entities; older page versions also say Territory Management 2.0 (Sales Territories) must be enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2rule.htm',
  },
  // Doubt: The page only says the feature cannot be configured through the Metadata API; reading this as the feature having to be on in the target org is my inference.
  {
    query: 'custom revenue attribution models for campaigns',
    type: 'CampaignInfluenceModel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Customizable Campaign Influence must already be turned on and configured in the target org through Setup; the Metadata API cannot configure that feature, it can only add the influence model.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_campaigninfluencemodel.htm',
  },
  // Doubt: The admin name (Classic Letterheads, under Setup > Email) comes from a third-party glossary and from the Help title the type page cites, not from a Help page I opened. A logo image the letterhead points to may need to exist in the target org.
  {
    query: 'branded header and footer for HTML emails',
    type: 'Letterhead',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_letterhead.htm',
  },
  // Doubt: The type page notes that packaging is not supported for Lightning email templates and that the folder must be named in package.xml; neither is a prerequisite for a deploy, so I judged it copied.
  {
    query: 'Visualforce email templates for workflow alerts',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Doubt: The query could equally match the verification flow or its field and detail records; also Help presents Identity Verification across several Industries clouds, while the type page names only the Health Cloud licence.
  {
    query: 'verify customer identity configuration for call agents',
    type: 'IdentityVerificationProcDef',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The Health Cloud permission set license is required to use this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_identityverificationprocdef.htm',
  },
  // Doubt: The Help page I used is the Insurance one, while the type page names only the Health Cloud licence. The query describes the verification fields rather than naming them, and could also match the process definition or detail records.
  {
    query: 'caller details agents check such as birth date and postal code',
    type: 'IdentityVerificationProcFld',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The Health Cloud permission set license is required to use this type.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_identityverificationprocfld.htm',
    newerThanRegistry: true,
  },
  // Doubt: The page says newly deployed values do not show on record types until an admin adds them there, and a deploy must include at least one value; I read these as after-deploy steps, not prerequisites. The Account Source example comes from a summary of the Trailhead picklist module.
  {
    query: 'Account Source dropdown options',
    type: 'StandardValueSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm',
  },
  // Doubt: The page limits access to users with one of View Setup and Configuration, Manage Session Permission Set Activations, Assign Permission Sets, or Manage Profiles and Permission Sets. I took View Setup and Configuration as something any deploying admin has. The permission set group it mutes probably has to be deployed too (my inference).
  {
    query: 'disable selected permissions inside a permission set group',
    type: 'MutingPermissionSet',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mutingpermissionset.htm',
  },
  // Doubt: The feature name (API Access Control) comes from the type page, not from a Help page I opened. The requirement applies only to the two admin-approved-apps fields; the other field (skipping the user provisioning wizard welcome page) has none.
  {
    query: 'stop unapproved integrations from using Salesforce APIs',
    type: 'ConnectedAppSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'API Access Control must first be turned on for the org by Salesforce Customer Support before the admin-approved-apps-only settings can be set.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_connectedappsettings.htm',
  },
  // Doubt: The admin name (member criteria for Experience Cloud site moderation rules) comes from the type page, not from a Help page I opened. The Experience Cloud site it belongs to probably has to exist in the target org (my inference).
  {
    query: 'criteria picking which portal members get moderated',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user needs Manage Experiences (formerly Manage Communities) or Create and Set Up Experiences to view, create, edit or delete moderation rules and their member criteria.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
  // Doubt: The type page states no requirement. Help says time-dependent actions need a default workflow user set in the org, and that Workflow Rules are out of support; neither is a deploy prerequisite on the type page.
  {
    query: 'time-dependent workflow actions',
    type: 'Workflow',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_workflow.htm',
  },
  // Doubt: The page special access rule (View Setup and Configuration) concerns who can be a delegated administrator and who can see the object, not the deploying user. The roles, profiles, groups and permission sets it names probably have to exist in the target org (my inference).
  {
    query: 'delegate administrative duties to a team manager',
    type: 'DelegateGroup',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_delegategroup.htm',
  },
  // Doubt: The Setup name may simply be Payment Gateway Providers, which would be the API words; the query describes the gateway types (Adyen, Stripe) listed on the type page. The object reference also accepts Salesforce Payments or B2B/D2C Commerce licences, so the licence rule may be wider than the Metadata API page says.
  {
    query: 'connect Stripe or Adyen to process card payments',
    type: 'PaymentGatewayProvider',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The org needs a Salesforce Order Management licence with the PaymentPlatform org permission turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_paymentgatewayprovider.htm',
  },
  // Doubt: The page states both a feature (Prompt Builder on) and a permission (Prompt Template Manager); I chose feature as the kind. An older page version also said change sets were needed to move these templates between orgs, which conflicts with the current page; the admin name (Prompt Builder templates) comes from the type page, not a Help page.
  {
    query: 'reusable AI prompts grounded in record fields',
    type: 'GenAiPromptTemplate',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Prompt Builder must be turned on in the org, and the user needs the Prompt Template Manager permission.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-genaiprompttemplate.html',
  },
  // Doubt: The UI name comes from the type page itself (Lightning pages are used for the Email Application pane in the Outlook and Gmail integrations), not from a Help page I opened. The Outlook or Gmail integration probably has to be set up in the target org for the pane to be used, but the type page does not say so.
  {
    query: 'email application pane for the Outlook integration',
    type: 'FlexiPage',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_flexipage.htm',
  },
  // Doubt: The admin name (custom report types, from the Help topic Set Up a Custom Report Type) is quoted on the type page; I did not open the Help page itself. The query describes the thing rather than naming it.
  {
    query: 'which objects and fields users can build reports from',
    type: 'ReportType',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_reporttype.htm',
  },
  // Doubt: The admin name (Holidays, which suspend business hours and escalation rules) comes from the BusinessHours object reference, not from a Help page. The query describes holidays without naming them, and it could also match the business hours themselves; both sit in the same settings type.
  {
    query: 'company closure days that pause case escalations',
    type: 'BusinessHoursSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-businesshourssettings.html',
  },
  // Doubt: The type page excerpt I saw states no requirement, but the Network object reference says the object is available only when the org has digital experiences enabled, so a feature prerequisite is likely. The query names a single site setting (allowed file types) that the Network type holds, not the whole site.
  {
    query: 'file types members may upload to our community',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-network.html',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 121,
  name: "type status set's hundred-and-twenty-first round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/10, held out 1/10',
  story:
    'Types picked by another letter rule, asked by the names admins see in Setup and Help; scored on arrival',
  // On arrival at 74ea0a81: tuning 0/10, none false; held out 1/10 (1 false, naming another type).
  // Nothing tuned on it before it was scored.
  floor: { tuning: 0, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_121,
};
