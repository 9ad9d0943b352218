/**
 * The type status set, hundred-and-fourth round (issue 51): Metadata API type names, each asked by
 * its name alone, as the hundredth, hundred-and-first and hundred-and-third rounds. The 53 registry
 * and organization settings types that no earlier set had asked or answered and no earlier round had
 * drawn were shuffled (seed 2026120714) and split in two: this round took the first 27, the
 * hundred-and-fifth the other 26, so every such type has now been drawn. For each, the writer looked
 * for the type's own page on developer.salesforce.com (two or three searches) and judged its status
 * from it. 21 had no page of their own in reach and were skipped; the 6 kept are all organization
 * settings types (members of `Settings` in a package.xml). Judged from Salesforce's pages (70
 * searches, a writer given 40 minutes): 5 copied, 1 copied with prerequisites (license: the page's
 * only rule is that the settings aren't available in scratch orgs, which the writer filed as an
 * edition limit and doubted); 5 cases carry a doubt, one of them a "Special Access Rules" heading
 * with nothing under it in the copy in reach. Written by one helper that read only public pages and
 * none of the type data, the resolver or their tests, told the baseline permissions every job's user
 * has are no prerequisite; its report names no type, query or page. The file was written from its
 * JSON by a script that printed no case, and scored on arrival by counts only.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_104: readonly TypeStatusQuestion[] = [
  // Doubt: The stored page has a 'Special Access Rules' heading but no text under it in the copy I could read, so a requirement (likely a Data 360 license) may have been lost in extraction.
  {
    query: 'CustomerDataPlatformSettings',
    type: 'CustomerDataPlatformSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customerdataplatformsettings.htm',
  },
  // Doubt: The page states no access rule, though the settings only matter in an org with Data.com Prospector; I only saw the page through search excerpts.
  {
    query: 'DataDotComSettings',
    type: 'DataDotComSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_datadotcomsettings.htm',
  },
  // Doubt: The page is in an Industries (Advanced Pricing) guide rather than the core Metadata API Developer Guide, and shows no Special Access Rules section; an industry license is probably needed in practice but the page doesn't say so.
  {
    query: 'IndustriesMaczPricingSettings',
    type: 'IndustriesMaczPricingSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/industries/penny-perfect-pricing/references/penny-perfect-pricing-metadata/industries-macz-pricing-settings.html',
  },
  // Doubt: Only an older (236.0) English edition was in reach; a newer edition could add an access rule (e.g. an IoT license) that this one lacks.
  {
    query: 'IoTSettings',
    type: 'IoTSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.236.0.api_meta.meta/api_meta/meta_iotsettings.htm',
  },
  {
    query: 'AppExperienceSettings',
    type: 'AppExperienceSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_appexperiencesettings.htm',
  },
  // Doubt: The page's only access rule is an org-type restriction (no scratch orgs), which fits 'license' (edition) only loosely; the field notes also say an activity sync solution such as Einstein Activity Capture must be indicated to enable Salesforce Meetings, which could be read as a feature prerequisite.
  {
    query: 'MeetingsSettings',
    type: 'MeetingsSettings',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: "The target org must not be a scratch org; the settings type can't be used in scratch orgs.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_meetingssettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 104,
  name: "type status set's hundred-and-fourth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 3/3, held out 2/3',
  story:
    'Type names drawn at random from the last of those no set had asked, as the hundredth round; scored on arrival',
  // On arrival at 6cfd85af, this session's start but for a refactor of a build script: tuning 3/3,
  // held out 2/3 (the one miss: the set's only prerequisite, a page's note that the settings aren't
  // available in scratch orgs, which its writer filed as a license and doubted; the answer names no
  // need). Nothing tuned on it.
  floor: { tuning: 3, heldOut: 2 },
  questions: TYPE_STATUS_QUESTIONS_104,
};
