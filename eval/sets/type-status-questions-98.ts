/**
 * The type status set, ninety-eighth round (issue 51): things an admin configures in Setup, drawn as the
 * ninety-second to ninety-seventh from the same 20 areas of Setup in another seeded order (seed
 * 2026120798), each thing named from a Salesforce Help page (8 of 9; 1 from a developer guide page
 * that is not a type page). Walked in order, one thing from each area that gave one (9 areas; 11 gave
 * nothing: the type page's field not in reach, no Help page naming the option, or the words already
 * asked); the Metadata API type that carries it found and its status judged from that type's page;
 * each asked by a short name, never one of the 2,114 queries earlier type and type status sets asked
 * (the writer had that list of words, and nothing else of the sets). 8 cases are an organization
 * settings type's field or block; 1 is a thing the Metadata API does not carry. Most statuses rest
 * on older versioned copies of the type pages; one case judged copied may need a licence its Help
 * page names and its type page doesn't. Judged from Salesforce's pages (58 searches and 1
 * exact-string lookup, a writer given 35 minutes): 5 copied, 3 copied with prerequisites (permission
 * 2, feature 1), 1 not copyable; every case carries a doubt. Written by one helper that read only
 * public pages and none of the type data, the resolver or their tests, told the baseline permissions
 * every job's user has are no prerequisite; its report names no type, query or page. The file was
 * written from its JSON by a script that printed no case, and scored on arrival by counts only.
 * Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_98: readonly TypeStatusQuestion[] = [
  // Doubt: Help labels it 'Let users add members to opportunity teams while editing splits'; the type field doesAutoAddSplitOwnerAsOpportunityTeamMember reads as the same switch but its description is worded differently, and only the excerpt of an older (v47-era) type page was seen, which stated no prerequisite even though splits need team selling in the org.
  {
    query: 'add team members while editing splits',
    type: 'OpportunitySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.224.0.api_meta.meta/api_meta/meta_opportunityssettings.htm',
  },
  // Doubt: No Help page with this option label was in reach, so the name comes from the Mobile SDK guide's description of the My Domain Authentication Configuration options; the type has separate iOS and Android fields (enableNativeBrowserForAuthOnIos / OnAndroid), and the org presumably needs a My Domain, which the type page does not state as a deploy prerequisite.
  {
    query: 'native browser for user authentication',
    type: 'MyDomainSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_mydomainsettings.htm',
  },
  // Doubt: Mapped to enableAdminApprovedAppsOnlyForExternalUser on a v260 (older) copy of the type page; the sibling switch for all users (admin-approved apps only) was in an earlier set, so the two cases are close.
  {
    query: 'restrict customers and partners from apis',
    type: 'ConnectedAppSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'API Access Control has to be turned on in the target org first; Salesforce Customer Support enables it on request.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_connectedappsettings.htm',
  },
  // Doubt: Mapped to enableCommunityUserVisibility ('site users in the same site can see each other'); the Help page says the setting only matters when the User object's external default is Private and Experience Cloud must exist in the org, which the type page does not state as a deploy condition.
  {
    query: 'site user visibility',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the Manage Sharing permission to use SharingSettings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The type page's enableAIAttribution field states no prerequisite, but the Help page says Einstein Attribution is only available with Account Engagement Advanced or Premium editions, so a deploy to an org without that licence may fail; it could arguably be copied-with-prerequisites (license).
  {
    query: 'einstein attribution',
    type: 'CampaignSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_campaignsettings.htm',
  },
  // Doubt: The type page's defaultCaseUser field ('the user listed in the Case History related list for ...') is taken to be the Automated Case User; the value names a user, so that user must exist in the target org, and the Help article says that user needs admin-level permissions, which the type page itself does not state as a deploy requirement.
  {
    query: 'automated case user',
    type: 'CaseSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.200.0.api_meta.meta/api_meta/meta_casesettings.htm',
  },
  // Doubt: The org preference on the User Interface page (enableAuditFieldsInactiveOwner on the type page) also covers 'Set Audit Fields upon Record Creation', asked in an earlier set; the name can also mean the user permission of the same name, which would be carried by permission sets or profiles rather than SecuritySettings.
  {
    query: 'update records with inactive owners',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_securitysettings.htm',
  },
  // Doubt: Mapped to enableAccountRoleOptimization; the Help page ties the feature to Customer Community Plus and Partner Community licences, so a licence condition may also apply although the type page only names the Manage Sharing permission.
  {
    query: 'account role optimization',
    type: 'SharingSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement: 'The deploying user needs the Manage Sharing permission to use SharingSettings.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_sharingsettings.htm',
  },
  // Doubt: The MyDomainSettings page lists myDomainName but says the field is read-only in the API and the name is changed in Setup, so a deploy does not set it; the tool might instead answer with MyDomainSettings as the carrying type and note the read-only field.
  {
    query: 'my domain name',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_mydomainsettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 98,
  name: "type status set's ninety-eighth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/5, held out 2/4',
  story:
    "Blind (issue 51, ninety-eighth round), drawn as the ninety-second to ninety-seventh from seeded areas of Setup: 9 things an admin configures, named from Salesforce Help pages (8 of 9), 8 of them a settings type's field or block and 1 thing the Metadata API does not carry, judged from Salesforce's pages by a writer given 35 minutes, scored on arrival before anything was tuned on it.",
  // On arrival at be677e2c: tuning 1/5, held out 2/4, none false; the same at 0d5a07f, this session's
  // start. Nothing tuned on it.
  floor: { tuning: 1, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_98,
};
