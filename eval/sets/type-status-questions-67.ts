/**
 * The type status set, sixty-seventh round (issue 51): short names as an admin would type them, from
 * Salesforce's own pages. 16 were registry types drawn in a seeded shuffle (seed 2026120567) among
 * the 479 types asked at most twice by earlier rounds (the types asked at most once had few pages
 * left: the sixty-sixth round's writer found 10 in 60), walked in order (21 of 60 walked; 5 skipped,
 * each given by its position and reason in the writer's report); each asked by the plain name its
 * page or Setup gives, not its API name; 4 were things Salesforce's pages say the Metadata API does
 * not carry. Twelve are dropped here because an earlier set asks the same words; each was judged
 * there as here, type, status and kind (8 copied or with prerequisites, 4 not copyable): two blind
 * writers, working apart, agreed on all twelve. Judged from Salesforce's pages (34 searches): 3
 * copied, 5 copied with prerequisites (license 3, feature 1, permission 1). Written by one helper
 * that read only public pages and none of the type data, the resolver or their tests, told the
 * baseline permissions every job's user has are no prerequisite; its report names no type, query or
 * page. The file was written from its JSON by a script that printed no case, and scored on arrival
 * by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_67: readonly TypeStatusQuestion[] = [
  // Doubt: HtmlEmail is an org-level permission, so feature versus permission is a judgement call; page is the preview release.
  {
    query: 'IP address ranges',
    type: 'IPAddressRange',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'The org must have the HtmlEmail permission turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_ipaddressrange.htm',
  },
  {
    query: 'disclosure types',
    type: 'DisclosureType',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      "Needs the Disclosure and Compliance Hub add-on license and the user's Disclosure Compliance Hub permission set license.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_disclosuretype.htm',
  },
  {
    query: 'call center routing maps',
    type: 'CallCenterRoutingMap',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The user needs Contact Center Admin, Contact Center Admin (Partner Telephony), Contact Center Supervisor, or Manage Call Centers.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_callcenterroutingmap.htm',
  },
  {
    query: 'fuel type units of measure',
    type: 'FuelTypeSustnUom',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement:
      'Needs the Net Zero Cloud permission set license, with user access for carbon accounting and org access for custom fuels and units of measure.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_fueltypesustnuom.htm',
  },
  // Doubt: Older release of an Automotive Cloud guide page; a guide-wide license statement was not checked.
  {
    query: 'criteria-based search',
    type: 'SearchCriteriaConfiguration',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.248.0.automotive_cloud.meta/automotive_cloud/meta_searchcriteriaconfiguration.htm',
  },
  // Doubt: One field (the run-as user) needs Manage Users and the type applies only when the My Domain login page type is Discovery; neither is framed as an access rule.
  {
    query: 'login discovery',
    type: 'MyDomainDiscoverableLogin',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_mydomaindiscoverablelogin.htm',
  },
  // Doubt: An older Industries guide version names an org permission plus a user permission instead of the license.
  {
    query: 'identity verification process',
    type: 'IdentityVerificationProcDef',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The Health Cloud permission set license is required.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_identityverificationprocdef.htm',
  },
  // Doubt: Older release; an Experience Cloud site is implied but not stated as an access rule.
  {
    query: 'site login page branding',
    type: 'NetworkBranding',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.238.0.api_meta.meta/api_meta/meta_networkbranding.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 67,
  name: "type status set's sixty-seventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 3/4, held out 3/4',
  story:
    "Blind (issue 51, sixty-seventh round): 8 short names as an admin would type them, for registry types drawn in a seeded shuffle (a new seed) among those asked at most twice before, asked by their pages' plain names, judged from Salesforce's pages, scored on arrival before anything was tuned on it.",
  // On arrival at 5617eb3: tuning 3/4, held out 3/4. Nothing tuned on it.
  floor: { tuning: 3, heldOut: 3 },
  questions: TYPE_STATUS_QUESTIONS_67,
};
