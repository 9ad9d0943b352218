// cspell:ignore Trailhead licence licences
/**
 * The type status set, hundred-and-thirtieth round (issue 51): Metadata API types picked by a rule
 * so that nobody chose them, as the hundred-and-twentieth to twenty-eighth with another order of
 * letters (A, D, R, E, T, C, P, L, S, F, O, M, B, I, G, W, U, N, K, V) and the second-to-last type
 * of each, walked back from the letter's end in a repository copy of the guide's index of types (2
 * letters have one type only; types skipped: 13 whose admin name is the API name's words, 2 base or
 * internal types with no admin name, 1 with no Help or Trailhead page for the name, 1 dropped in
 * the second pass). Each asked by the name admins see for the thing in Setup, Salesforce Help or
 * Trailhead, never the API name or its words apart, in 2 to 8 words. Five cases take the admin's
 * name from a third-party page and two from a Salesforce page on a related feature; one rests on an
 * older version of the type page; four copied cases name in their doubt a licence, edition or
 * permission a Help page states and the type page doesn't. Two queries of 9 words were shortened
 * after they were added and checked again. The writer made 29 searches and about 53 look-ups in a
 * repository copy of the guide. Never one of the 2,623 queries earlier type and type status sets
 * asked, compared in any case, nor sharing most of its words with one (the writer had that list of
 * words, and nothing else of the sets), and none with an earlier query's words, stop words gone
 * (checked before scoring: none dropped). Written at the same time as the hundred-and-twenty-ninth
 * round by another helper; no query of one shares half its words with one of the other, and no type
 * is in both (checked before scoring). Status judged from the type's page.
 * Written by one helper that read only public pages and none of the type data, the resolver or
 * their tests, told the baseline permissions every job's user has are no prerequisite; its report
 * names no type, query or page. The file was written from its JSON by a script that printed no
 * case, and scored on arrival by counts only. Consecutive pairs share a status where the counts
 * allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_130: readonly TypeStatusQuestion[] = [
  // Doubt: The type page states no licence or permission, though Einstein Discovery itself needs a CRM Analytics licence in practice; removing the writeback field from the goal also deletes the field in the target org.
  {
    query: 'Model Manager prediction definition with writeback',
    type: 'DiscoveryGoal',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_discoverygoal.htm',
  },
  // Doubt: The type page names no requirement, but the Help page says creating roles in the UI needs the Manage Roles permission, which a deploy may also need.
  {
    query: 'build the role hierarchy in a new org',
    type: 'Role',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_role.htm',
  },
  // Doubt: The access rule was read on an older (API 30-era) version of the type page; the current page may word the permission differently or drop it.
  {
    query: 'set up social sign-on for a community',
    type: 'AuthProvider',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage AuthProviders user permission in addition to Customize Application to access auth provider definitions.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.188.0.api_meta.meta/api_meta/meta_authproviders.htm',
  },
  // Doubt: The admin-facing name comes from the Mobile Notifications Implementation Guide, which describes connected-app push configuration rather than external client apps; the type is also beta, and a pushConfigLink ties it to the source org.
  {
    query: 'Firebase and APNs push credentials for mobile apps',
    type: 'ExtlClntAppPushSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The OAuth plugin for External Client Apps must be enabled for the external client app before its push notification settings can be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_extlclntapppushsettings.htm',
  },
  // Doubt: The Setup-section name (Web Tabs on the Tabs page) was confirmed only on third-party pages, not on a Salesforce Help page; the type page states no access rule.
  {
    query: 'web tab that embeds an external site',
    type: 'CustomTab',
    status: 'copied',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_tab.htm',
  },
  // Doubt: The type page does not say which feature uses it; mapping it to the keys uploaded in Enhanced Chat User Verification is my inference from the JWT/JSON web key wording.
  {
    query: 'upload key file for verified messaging users',
    type: 'PublicKeyCertificate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_publickeycertificate.htm',
  },
  // Doubt: The page names both an add-on licence and a user permission; I classed it as licence because the subscription comes first. Help names the permission differently (Manage Enhanced Mobile App Security).
  {
    query: 'Mobile Security certificate fingerprint policy',
    type: 'MobSecurityCertPinConfig',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'The target org needs the Enhanced Mobile App Security add-on subscription, and the deploying user needs the Enforce Enhanced Mobile App Security permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mobsecuritycertpinconfig.htm',
  },
  // Doubt: The Usage note says briefcase objects are available where Briefcase Builder and Field Service are enabled; file-attachment priming is further limited to the Offline App (Salesforce Mobile App Plus).
  {
    query: 'new briefcase with file attachments for offline app',
    type: 'BriefcaseDefinition',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Briefcase Builder and Field Service must both be enabled in the target org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_briefcasedefinition.htm',
  },
  // Doubt: The type page states no requirement, but the Help page says legacy Chat retires on February 14, 2026, so the target org may no longer offer the feature; whether Chat must be enabled is not stated.
  {
    query: 'hide phone numbers from chat agents',
    type: 'LiveChatSensitiveDataRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_livechatsensitivedatarule.htm',
  },
  // Doubt: The type page states no licence or permission, though Help says Service Catalog users need the Service Catalog Access permission set licence; a catalog item also needs its fulfillment flow and category in the target org.
  {
    query: 'new catalog item in Catalog Management',
    type: 'SvcCatalogItemDef',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_svccatalogitemdef.htm',
  },
  // Doubt: 'HtmlEmail permission in your org' reads as an org-level permission, so I called it a feature; Help also says Filter Email Tracking by IP Address must be enabled and, with Einstein Activity Capture, Inbox or Sales Engagement (an extra cost) is needed.
  {
    query: 'Filter Email Tracking by IP Address',
    type: 'IPAddressRange',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The org must have the HtmlEmail permission enabled before IP address ranges can be accessed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_ipaddressrange.htm',
  },
  // Doubt: The Help page describes the guest-access settings of a live store (Buyer Access), not a template; no Help page I opened names the template, so the admin wording is my bridge between the two.
  {
    query: 'template for new B2B stores with guest checkout',
    type: 'WebStoreTemplate',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The org needs a B2B Commerce or D2C Commerce licence and access to the Commerce objects.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_webstoretemplate.htm',
  },
  // Doubt: The type page states no requirement, but the Private Connect considerations Help page mentions a Private Connect licence (one provisioned connection each way) and an 'Allow user to modify Private Connections' permission; a deployed connection arrives unprovisioned.
  {
    query: 'send callouts to our AWS VPC privately',
    type: 'OutboundNetworkConnection',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_outboundnetworkconnection.htm',
  },
  // Doubt: The query could also mean standard picklist translations (StandardValueSetTranslation) or local picklist translations (CustomObjectTranslation); the type page states no requirement, though Translation Workbench must be enabled in practice. The admin-name page is third-party.
  {
    query: 'Translation Workbench French picklist values',
    type: 'GlobalValueSetTranslation',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_globalvaluesettranslation.htm',
  },
  // Doubt: The query could also point to ModerationRule itself; the member-type filter (Partner) is what UserCriteria holds. The file name is prefixed with the site name, so the site must exist in the target org.
  {
    query: 'apply a moderation rule only to partner users',
    type: 'UserCriteria',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user needs the Manage Experiences or Create and Set Up Experiences permission; only users allowed to edit moderation rules can access member criteria.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_usercriteria.htm',
  },
  // Doubt: The namespace rule looks like a leftover from early Lightning and may not hold in practice (the default 'c' namespace works); the admin name comes from a third-party book page, not Salesforce Help. A third-party page also says Starter and Pro Suite editions can't create Aura components.
  {
    query: 'Lightning components written in Aura',
    type: 'AuraDefinitionBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "The type page's access rule says Aura definitions can be created only in orgs that have a namespace defined.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_auradefinitionbundle.htm',
  },
  // Doubt: Help also limits scoping rules to Performance, Unlimited and Developer editions, which the type page doesn't state. The userCriteria may hold hard-coded profile or role IDs that differ between orgs.
  {
    query: "scoping rule showing reps their department's contacts",
    type: 'RestrictionRule',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Creating or updating restriction and scoping rules needs the Manage Sharing permission; viewing them through the API needs View Restriction and Scoping Rules.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_restrictionrule.htm',
  },
  // Doubt: The Help wording ('Display full content push notifications') describes the connected-app setting; for an external client app the same switch is this type's isFullContent field. The query may also match connected-app policies or the org Notification Settings.
  {
    query: 'hide notification body on phone lock screens',
    type: 'ExtlClntAppPushConfigurablePolicies',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The OAuth plugin for External Client Apps must be enabled for the app before its push notification policy can be deployed.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_extlclntapppushconfigurablepolicies.htm',
  },
  // Doubt: The type page states no requirement, but the branding refers to its Experience Cloud site (network field) and to logo files, which must exist in the target org; LWR sites branded after Summer '23 use Experience Builder branding instead.
  {
    query: 'Login & Registration logo and background type',
    type: 'NetworkBranding',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_networkbranding.htm',
  },
  // Doubt: The type page says FunctionReference components can't be used directly and must go through the Functions CLI commands; it doesn't literally say 'deploy doesn't carry it', and the product is retired.
  {
    query: 'move a Salesforce Function to the production org',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_functionreference.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 130,
  name: "type status set's hundred-and-thirtieth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/10, held out 2/10',
  story:
    'Types picked by a letter rule (the second-to-last of each letter), asked by the names admins see; scored on arrival',
  // On arrival at 36245e2c: tuning 1/10, held out 2/10 (1 false, the set's type with a need the set doesn't name).
  // Nothing tuned on it before it was scored.
  floor: { tuning: 1, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_130,
};
