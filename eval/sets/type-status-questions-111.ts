/**
 * The type status set, hundred-and-eleventh round (issue 51): things an admin configures in Setup,
 * drawn from 20 parts of the product, each with one release from Spring '24 to Winter '26, in a
 * seeded order (seed 2026120722); the writer was asked to name each thing from that release's
 * release notes. Those release notes were not in reach of the search tool, so five things are named
 * from Help pages and one from a Winter '21 release note: 5 areas gave one or two things, 11 gave
 * nothing, 4 were never reached. The Metadata API type that carries each thing found and its status
 * judged from that type's page (one from a developer page on scratch org settings, not the type's
 * own); each asked by a short name, never one of the 2,276 queries earlier type and type status sets
 * asked (the writer had that list of words, and nothing else of the sets), and none with an earlier
 * query's words, stop words gone (checked before scoring: none dropped). Of the two not-copyable
 * cases, one rests on a page that implies it by contrast with another type, the other on a page
 * showing the thing is kept as records; the one requirement, a permission, gates using the feature
 * rather than the deploy, the writer says. Judged from Salesforce's pages (about 60 searches, a writer
 * given 45 minutes): 3 copied, 1 copied with prerequisites (permission), 2 not copyable. Written by
 * one helper that read only public pages and none of the type data, the resolver or their tests,
 * told the baseline permissions every job's user has are no prerequisite; its report names no type,
 * query or page. The file was written from its JSON by a script that printed no case, and scored on
 * arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_111: readonly TypeStatusQuestion[] = [
  // Doubt: The Winter 25 release note itself was not reachable, so the name comes from the Help page for Knowledge Settings; the type page (an older API version) lists enableKbStandardSharing without a stated requirement, though Knowledge itself must be on in the target org.
  {
    query: 'use standard salesforce sharing for knowledge articles',
    type: 'KnowledgeSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.232.0.api_meta.meta/api_meta/meta_knowledgesettings.htm',
  },
  // Doubt: The Winter 25 security release note was not reachable; the Session Settings checkbox is named from a Help security-control page. The field (sessionSettings.lockerServiceNext under securitySettings) was confirmed on a Salesforce developer page about scratch org settings, not on the SecuritySettings type page itself.
  {
    query: 'use lightning web security',
    type: 'SecuritySettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/lightning-components-security/guide/lws-enable-scratch-orgs.html',
  },
  // Doubt: The per-user expiration date lives on PermissionSetAssignment records (ExpirationDate field, created with create()/update() calls), so it is data rather than metadata; the object reference page shows this but does not say in so many words that Metadata API leaves it out. The Spring 24 release note was not reachable and the feature predates that release.
  {
    query: 'expiration dates on permission set assignments',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api.meta/api/sforce_api_objects_permissionsetassignment.htm',
  },
  // Doubt: The Help page says that, unlike list custom settings, custom metadata type records can be migrated with Metadata API tools, which implies the data sets entered under Manage are records a deploy does not carry (the CustomObject definition is); it is stated by contrast rather than outright. No Spring 25 release note was reachable.
  {
    query: 'list custom setting data sets',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://help.salesforce.com/htviewhelpdoc?err=1&id=cs_define.htm&siteLang=fr',
  },
  // Doubt: The name comes from the Winter 21 release note, not a Spring 24 one (no Spring 24 sharing note was reachable); the type page read is API 50.0 (enableProfileFiltering), and it states no requirement for the field.
  {
    query: 'enable profile filtering',
    type: 'UserManagementSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.230.0.api_meta.meta/api_meta/meta_usermanagementsettings.htm',
  },
  // Doubt: The type page read is the Japanese API 47.0 translation (enableEnhancedNotes); the permission it names gates using notes, not the deploy itself, so copied may be the fairer call. The Winter 26 Sales release note was not reachable.
  {
    query: 'enable notes',
    type: 'EnhancedNotesSettings',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Users need the Use New Notes (enhanced notes) user permission before they can use the notes this setting turns on.',
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.226.0.api_meta.meta/api_meta/meta_enhancednotessettings.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 111,
  name: "type status set's hundred-and-eleventh round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 0/3, held out 1/3',
  story:
    "Setup options an admin would find in a release's notes, named from Help pages (the release notes were out of reach); scored on arrival",
  // On arrival at 723b2a66: tuning 0/3, held out 1/3, none false. Nothing tuned on it.
  floor: { tuning: 0, heldOut: 1 },
  questions: TYPE_STATUS_QUESTIONS_111,
};
