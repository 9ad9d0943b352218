// cspell:ignore operatinghours addresssettings ment omnistudio encryptionkeysettings redirections flwos flexipage
/** Type statuses as data (issue 38): sourced, consistent between check_support and the pages, and able to say no. */
import { expect, test } from '@playwright/test';
import { metadataTypesNodes } from '../../../elements/MetadataTypes/nodes';
import { getMetadataType, metadataTypes, readingNote, resolveType } from '..';
import { PREREQUISITES } from '../prerequisites';
import { removedOf } from '../removed';
import { UNLISTED } from '../unlisted';
import { SETTINGS_MEMBERS } from '../settings';
import { featureAnchor, SETUP_FEATURES, UNSUPPORTED_TYPES_PAGE } from '../setup-features';
import { statusCounts, statusOf, unknownFactTypes } from '../status';
import { STATUS_CHOICES, STATUS_LABELS, SUPPORT_STATUS_LABEL } from '../status-labels';
import { supportOf } from '../support';
import { WILDCARD } from '../wildcard';
import type { TypeStatusQuestion } from '../../../../eval/types';
import { setParts, setsOf } from '../../../../eval/sets';

const SALESFORCE = /^https:\/\/(developer\.salesforce\.com\/docs\/|help\.salesforce\.com\/)/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

test('every fact names a registry type and a Salesforce page, with the day it was read', () => {
  expect(unknownFactTypes()).toEqual([]);
  for (const [type, requirements] of Object.entries(PREREQUISITES)) {
    expect(requirements.length, type).toBeGreaterThan(0);
    for (const requirement of requirements) {
      expect(requirement.source, type).toMatch(SALESFORCE);
      expect(requirement.checked, type).toMatch(ISO_DAY);
      expect(requirement.text.length, type).toBeGreaterThan(20);
    }
  }
  for (const [type, fact] of Object.entries(WILDCARD)) {
    expect(fact.source, type).toMatch(SALESFORCE);
    expect(fact.checked, type).toMatch(ISO_DAY);
  }
  for (const feature of SETUP_FEATURES) {
    expect(feature.source, feature.name).toMatch(SALESFORCE);
    expect(feature.checked, feature.name).toMatch(ISO_DAY);
    // A feature shown by Salesforce's list alone (no longer published) says where it was seen.
    if (feature.source === UNSUPPORTED_TYPES_PAGE) expect(feature.seenIn, feature.name).toBeTruthy();
  }
});

test('statuses can say no: some types need a setting first, and Setup features are not copyable', () => {
  const counts = statusCounts();
  // Every registry type is copied but those its page takes out of deploys (../removed.ts).
  const removed = metadataTypes.filter((type) => removedOf(type.name));
  expect(removed.map((type) => type.name)).toEqual(
    expect.arrayContaining(['EventSubscription', 'FunctionReference', 'GenAiPlanner']),
  );
  for (const type of removed) expect(statusOf(type).status, type.name).toBe('not-copyable');
  expect(counts.copied + counts['copied-with-prerequisites']).toBe(metadataTypes.length - removed.length);
  // Registry types only: a settings type's needs (EncryptionKeySettings) count under `Settings`' members.
  // A child type needs what its parent needs (CustomFieldTranslation, CustomObjectTranslation's).
  const needs = (name: string) => Object.hasOwn(PREREQUISITES, name);
  expect(counts['copied-with-prerequisites']).toBe(
    metadataTypes.filter(
      (type) =>
        !removedOf(type.name) && (needs(type.name) || (type.parent !== undefined && needs(type.parent))),
    ).length,
  );
  expect(counts['not-copyable']).toBe(SETUP_FEATURES.length + removed.length);
  expect(counts['not-copyable']).toBeGreaterThan(0);
  const bundle = getMetadataType('ExperienceBundle');
  expect(bundle && statusOf(bundle).status).toBe('copied-with-prerequisites');
  // A Setup feature's name is never read as a type a few letters away.
  for (const feature of SETUP_FEATURES) {
    for (const name of [feature.name, ...feature.aliases]) {
      const match = resolveType(name);
      expect(match.type, name).toBeNull();
      expect(match.feature?.name, name).toBe(feature.name);
    }
  }
});

test('check_support answers each status, with the same step, status and source as the page', () => {
  const origin = 'https://docs.example';
  const feature = supportOf('Organization-wide email addresses', origin);
  expect(feature).toMatchObject({ status: 'not-copyable', supported: false, type: null, steps: [] });
  expect(feature.url).toBe(
    `${origin}/supported-components/metadata-types/#setup-organization-wide-email-addresses`,
  );
  expect(supportOf('zzzz qqqq', origin)).toMatchObject({ status: 'unknown', supported: false, source: null });
  const territory = supportOf('Territory2Model', origin);
  expect(territory).toMatchObject({ status: 'copied-with-prerequisites', supported: true, wildcard: true });
  expect(territory.requires[0]?.text).toContain('Sales Territories');
  const field = supportOf('CustomField', origin);
  expect(field).toMatchObject({ status: 'copied', kind: 'child', wildcard: null });
  for (const type of metadataTypes) {
    const answer = supportOf(type.name, origin);
    expect(answer.status, type.name).toBe(statusOf(type).status);
    expect(answer.source, type.name).toMatch(SALESFORCE);
  }
});

test('the every-type page shows each status, marked for its filter, and each Setup feature under its anchor', () => {
  const html = JSON.stringify(metadataTypesNodes(2, 'test'));
  const marked = (status: string) => html.split(`"data-status":"${status}"`).length - 1;
  const counts = statusCounts();
  expect(marked('copied')).toBe(counts.copied);
  expect(marked('copied-with-prerequisites')).toBe(counts['copied-with-prerequisites']);
  expect(marked('not-copyable')).toBe(counts['not-copyable']);
  for (const feature of SETUP_FEATURES) expect(html).toContain(`{#${featureAnchor(feature.name)}}`);
  // The filter's choices are statuses the page marks, with a label each.
  for (const choice of STATUS_CHOICES) {
    expect(STATUS_LABELS[choice.value]).toBeTruthy();
    expect(marked(choice.value), choice.value).toBeGreaterThan(0);
  }
});

/**
 * check_support's answer to a set's query, once per worker: the floors below and the counts after them
 * read every set's answers, a second pass of about 8 s that gave the same answers (their statuses and
 * types don't depend on the origin the links are made on).
 */
const setAnswers = new Map<string, ReturnType<typeof supportOf>>();
function setAnswer(query: string): ReturnType<typeof supportOf> {
  const known = setAnswers.get(query);
  if (known) return known;
  const answer = supportOf(query, '');
  setAnswers.set(query, answer);
  return answer;
}

/** Whether check_support answers a case of the type status set as Salesforce's page does. */
function answersRight(c: TypeStatusQuestion): boolean {
  const answer = setAnswer(c.query);
  if (c.status === 'not-copyable') return answer.status === 'not-copyable';
  if (answer.type !== c.type || answer.status !== c.status) return false;
  return c.kind === null || answer.requires.some((r) => r.kind === c.kind);
}

/**
 * The type status sets (eval/sets/, kind `type-status`), each written blind: well formed, and each
 * half at the floor the set declares (its tuning half's after tuning; its held-out half's as measured
 * once at the end of its round, never tuned on).
 */
for (const set of setsOf('type-status')) {
  test(`the ${set.name}: well formed, and each half at its floor`, () => {
    // Twenty each, but the twenty-fifth's 18: its writer and its checker found no pair of permission
    // cases outside the earlier sets, and the pairs keep its halves alike; and the twenty-ninth's 9:
    // every registry name no earlier set had named that has a page of its own (9 of 88); and the
    // thirtieth's 19: 5 of its 24 types drawn had no page of their own in reach; and the
    // forty-fifth's 9: 27 of its 40 types drawn had no page its writer found, and 8 no name of their own;
    // and the fifty-first's 19: its writer dropped a not-copyable case it could not source in time;
    // and the fifty-fifth's 16: its writer stopped rather than pad with weak threads; and the
    // fifty-sixth's 19: one of its not-copyable cases asked the words of an earlier set's, and went;
    // and the fifty-seventh's 19, for the same reason; and the fifty-eighth's 16: four of its cases
    // asked an earlier set's words (one of them as another type), and went; and the fifty-ninth's 15:
    // five did so (one with another status, one as another type), and went; and the sixtieth's 18:
    // two did so, each judged there as here, and went; and the sixty-first's 17: three did so (one
    // as another type), and went; and the sixty-second's 18: two did so, each judged there as here,
    // and went; and the sixty-third's 17: three did so (one with another status), and went; and the sixty-fourth's
    // 17: three did so, each judged there as here, and went; and the sixty-fifth's 16: four did so
    // (one as another type), and went; and the sixty-sixth's 10: its writer found pages for 10 types
    // only, of 60 walked, and four cases asked an earlier set's words (two as other types), and went;
    // and the sixty-seventh's 8: twelve did so, each judged there as here, and went; and the
    // eighty-first's 18: its writer walked all 80 types drawn and found 14 with a page and words unasked;
    // and the ninetieth's 19: one case named a part two folder types' files hold, and went.
    const smaller: Readonly<Record<number, number>> = {
      25: 18,
      29: 9,
      30: 19,
      45: 9,
      51: 19,
      55: 16,
      56: 19,
      57: 19,
      58: 16,
      59: 15,
      60: 18,
      61: 17,
      62: 18,
      63: 17,
      64: 17,
      65: 16,
      66: 10,
      67: 8,
      81: 18,
      90: 19,
      96: 18,
      97: 16,
      98: 9,
      99: 18,
      100: 10,
      101: 12,
      103: 15,
      104: 6,
      105: 11,
      106: 17,
      107: 6,
      108: 18,
      109: 16,
      110: 4,
      111: 6,
      113: 19,
      114: 18,
      115: 7,
      117: 18,
      129: 4,
    };
    expect(set.questions.length).toBeGreaterThanOrEqual(smaller[set.round] ?? 20);
    for (const c of set.questions) {
      expect(c.source, c.query).toMatch(SALESFORCE);
      // A settings type Salesforce documents on its own page (CompanySettings) deploys under the
      // registry's one `Settings` type: a blind writer may name it as Salesforce does.
      // A type newer than the pinned registry is marked so, and the mark goes when the pin knows it.
      // A not-copyable case may name what the guide calls a type but no registry entry is (a part of
      // another type's file, such as SharingBaseRule's in SharingRules): its status is scored alone.
      // A copied case may name a part the guide pages in registry types' files (the hundred-and-eighth
      // round's `FolderShare`, in the report and dashboard folders' files): kept as its writer judged
      // it, it counts as missed, since no answer names a part as the type.
      const part = UNLISTED.some((row) => row.kind === 'part' && row.name === c.type);
      if (c.type && c.status !== 'not-copyable' && !part)
        expect(
          getMetadataType(c.type) ?? (/Settings$/.test(c.type) ? getMetadataType('Settings') : undefined),
          c.query,
        ).toEqual(c.newerThanRegistry ? undefined : expect.anything());
      expect(c.status === 'copied-with-prerequisites', c.query).toBe(c.kind !== null);
    }
    const { tuning, heldOut } = setParts(set);
    expect(tuning.filter(answersRight).length).toBeGreaterThanOrEqual(set.floor.tuning);
    expect(heldOut.filter(answersRight).length).toBeGreaterThanOrEqual(set.floor.heldOut);
  });
}

/**
 * The floors above hold the right answers; a reading can keep them and still answer another case with
 * the wrong type, which is worse than no answer. Across every blind type set and type status set, both
 * halves, the answers that name a type other than the set's are counted, and may not grow: 4 on
 * 2026-11-30 (two held-out status cases, one tuning and one held-out plain-words case). Lower it when
 * a change removes one; a change that adds one is no improvement, whatever else it answers. So are the
 * answers that say "not copyable" (records, a Setup feature, a part of a type) of a thing a set names
 * as a type a step copies: none on 2026-11-30, when the records reading (../records.ts) came, and
 * none until the fifty-seventh set arrived with one (below). And
 * the other way, answers naming a type a step copies for what a set says no step can (a part a
 * deploy leaves out, records): 4 on 2026-11-30 (one tuning, three held-out status cases), 3 once a
 * feature's whole name as a query's head phrase was read as the feature (the tuning one).
 *
 * The wrong-type guard's history (the set names only, never a case: half of each set is held out).
 * Five since the eighteenth set arrived with one in its tuning half (a list of parts read as its first item's type); a rule that read the whole
 * after "of" instead answered 4 of 11 phrasings written here wrongly, and was dropped. Six since the
 * twenty-fourth set arrived with one in its held-out half, answered so at 4bb3b90 too (an earlier
 * reading's, not the settings field readings', which name no type a set doesn't). Seven since the
 * twenty-fifth set arrived with one in its held-out half, answered so at 93826e4, the nineteenth session's
 * start, too. The type set's fifth round arrived with one in its held-out half (a complex type its writer
 * judged no single type's that the WSDL's types place in one); the guide's holders for the types the WSDL
 * lacks took it back to seven (that case was seen: eval/sets/type-questions-5.ts). Eight since the
 * twenty-sixth set arrived with one in its held-out half (admins' words), answered so at 0953059, the
 * twenty-first session's start, too. Ten since the thirtieth set arrived with two, one in each half
 * (admins' words), at 49b425d: two rules that took the tuning half's away cost other cases
 * (eval/sets/type-status-questions-30.ts). The thirty-first set arrived with two, one in each half (short
 * Help names), at 1b53329: the rule of a release number inside a name and a type's whole phrase before an
 * object and a child type took the tuning half's and one of an earlier set's away, so ten again. Eleven
 * since the thirty-second set arrived with one in its tuning half after those rules: a name Setup gives one
 * type read whole ("Lead Assignment Rules", the page of `AssignmentRules`, whose file holds a Lead's
 * rules), where its writer named the child type; at 1b53329 the two new sets gave thirteen. Twelve since
 * the thirty-third set arrived with one in its held-out half (admins' questions), at 7e50c84 and at 1b53329
 * alike. Eleven since the thirty-seventh session's head rule (an admin's "settings" is a page's
 * "configuration" as the head: described.ts) took the thirtieth set's tuning one away. Twelve since the
 * thirty-eighth set arrived with one in its held-out half at f69ff59, answered so by the reading of a
 * type's API name written inside a text (named-in-text.ts, built before the set arrived); at 548a89e,
 * before that reading, it had none, and four fewer right answers. Thirteen since the forty-first set
 * arrived at 7c2b906 with one in each half; the tuning half's (a "page layout" its writer's aside calls a
 * flexipage) went with the aside rule of named-in-text.ts. Fourteen since the forty-second set arrived at
 * f483942 with one in its held-out half, answered so at 7c2b906 too (an earlier reading's); its tuning
 * half's went with the guard it showed. Fifteen since the forty-third set arrived at d57af44 with one in
 * its held-out half, answered so at 7c2b906 too. Sixteen since the forty-fourth set arrived at 815fb34 with
 * one in its held-out half, answered so before the thirty-ninth session's work too. That session's reading
 * of a type named in words after a verb of moving it, read as an answer, added one here and one below (a
 * type for records) on earlier sets' held-out halves: it only offers the name (named-in-text.ts). Seventeen
 * since the forty-seventh set arrived at 4016618 with one in its tuning half, untuned. Eighteen since the
 * fiftieth set arrived at 027910f with one in its held-out half (that session's changes read only records,
 * which name no type), never tuned on. Nineteen since the fifty-second set arrived at 32ec6b6 with one in
 * its held-out half (short Help names); that session's changes too read only records, so it was answered so
 * at its start (5824b6d), never tuned on. Twenty since the fifty-third set arrived at 9debe06 with one in
 * its tuning half (a GitHub issue's words), answered so at 5824b6d too, for the same reason; not tuned on.
 * Twenty-one since the fifty-fourth session read a type named in words after a verb of moving it as the
 * answer when the clause the verb acts on names that type or nothing alone, and never a type with children
 * (../index.ts, movedNamesRead): on the 53 sets' tuning halves 9 more right answers and no false one; on
 * the held-out halves, counted only, 12 more right and 3 false: one here and one below (the two the
 * thirty-ninth session saw), one a prerequisite the set doesn't state. Twenty-two since the fifty-fifth set
 * arrived at a574f95 with one in its tuning half (a reader's name for a type a release replaced, read as
 * that removed type), answered so at 89338f6, that session's start, too. The rule it showed (a type a
 * release replaced, named in words, is what replaced it: ../index.ts, replacedInWords) took that one away
 * and gave one held-out case, counted only, another type's name: one whose status the set disagreed with
 * already (the removed type's page says no step copies it). Twenty-two still. Twenty-three since the
 * fifty-sixth set arrived at 8f7c5b5 with one in its held-out half (short names from Salesforce's pages),
 * answered so at 89338f6 too; never tuned on. Twenty-four since the fifty-ninth set arrived at a2d955c with
 * one in its tuning half ("data source connectors", which the set's page reads as `ExternalDataConnector`
 * and the answer as `DataConnector`, both Data Cloud connector types); not tuned on. Twenty-two since the
 * rule of 2026-12-06 that a question how or whether to move something asks for no behavior
 * (../settings-fields.ts, `MOVING`), from the registry probe's "can we deploy …" and "how do I migrate …"
 * texts read as a settings field: two held-out answers, counted only, went from another type's name to
 * none; no tuning case changed. Twenty-three since the sixty-second set arrived at b55ab62 with one in its
 * held-out half (short names from Salesforce's pages), counted only; never tuned on. Twenty-four since the
 * sixty-third set arrived at 34972b7 with one in its tuning half ("trusted URLs for redirections":
 * `CspTrustedSite`'s Setup name, "Trusted URLs", read whole before the complement that makes them
 * `RedirectWhitelistUrl`'s; only a relative clause narrows so, clauseNarrowsToAnother); not tuned on.
 * Twenty-three since the rule of 2026-12-06 that a page's phrase read from part of a query gives way when
 * another type's one phrase holds every thing word of the query and the read type's don't (../index.ts,
 * heldByAnotherOnly): that case went to no answer; the registry probe gained 11 right answers from another
 * type's and lost 2 to none; held-out halves, counted only, unchanged. Tuning, as they arrived: 24 since
 * the 70th set (474502a), 29 since the 74th (a99d2d3), a child answered by its parent ("featured topics",
 * "case assignment rules"); 30 since the 75th (baf8c86), "migrated flows", `ProcessFlowMigration` to the
 * set, `Flow` to the answer; 33 since the 76th (4f51f8a), "user authentication certificates" read as
 * `Certificate`, 32 once `Auth` read as authentication (../words.ts). Held out, counted: 25, 28 since the
 * 72nd (689305a), 73rd (2a3b559) sets, with 1 and 3; the 76th's 2 are in the 32. 34 since the 80th
 * (ccdc76a): tuning "duplicate matching rules", parent `MatchingRules` to the set, child to the answer,
 * and 1 held out, counted; 35 since the 81st (f6a0407): tuning "lead auto-response rules", the reverse;
 * 36 since the 86th (705fae7), "password policies"; 38 since the 87th (57be325), 2 held out, counted;
 * 39 since the 88th (3d30957): "printable list views", `UserInterfaceSettings` to the set, `ListView` to us.
 */
test('answers that name another type than the blind sets say do not grow', () => {
  test.setTimeout(90_000); // Every query of every blind set, which grows with each set: 10 s at 22 sets.
  const wrong: string[] = [];
  const notCopyable: string[] = [];
  const copied: string[] = [];
  for (const set of setsOf('type-status'))
    for (const c of set.questions) {
      const answer = setAnswer(c.query);
      if (c.status !== 'not-copyable' && answer.type && answer.type !== c.type) wrong.push(set.name);
      // As for the type sets below: not copyable is false of a type asked for, unless the answer names
      // that type and its own page takes it out of deploys (../removed.ts: `GlobalPicklist`, API 37.0
      // only), which the floors count as a status the set disagrees with.
      if (c.status !== 'not-copyable' && answer.status === 'not-copyable' && answer.type !== c.type)
        notCopyable.push(set.name);
      if (c.status === 'not-copyable' && answer.type && answer.status !== 'not-copyable')
        copied.push(set.name);
    }
  for (const set of setsOf('type'))
    for (const q of set.questions) {
      const type = resolveType(q.query).type?.name;
      if (type && type !== q.type) wrong.push(set.name);
      // Not copyable is false of a type asked for, unless it names that type (one its page takes out
      // of deploys, ../removed.ts).
      const answer = supportOf(q.query, '');
      if (q.type && answer.status === 'not-copyable' && answer.type !== q.type) notCopyable.push(set.name);
    }
  // The set names only, never a case: half of each set is held out. This guard's history is above.
  // 40 since the 90th (6065c5b): "identity provider", `IdentityProviderSettings` to the set, a type to us.
  // 38 since a settings type named whole comes before a type read by its name's last words
  // (settingsNamedWithout): that case and one held out, counted. 39 since the 93rd (4683c89): 1 held
  // out, counted, answered so at 5964261 too. 42 since the 94th (16af4a0): tuning "identity
  // verification for email address changes", `SecuritySettings` to the set, the verification
  // process definition type to us, and 2 held out, counted; all three answered so at 5964261 too.
  // 43 since the 95th (2aee711): 1 held out, counted, answered so at 5964261 too. The 102nd (at
  // 90c0ace3) brought one more, tuning "flow approval processes", `Flow` to the set, `ApprovalProcess`
  // to the answer (answered so at 6389132 too); 42 again since Help's name for it, Flow Approval
  // Process, is one of Flow's Setup names (./guide/setup-names.json). 43 since the 106th (6f6fb4dd):
  // tuning "enable chatter messages in an experience cloud site", `Network` to the set, a
  // `UserManagementSettings` field to the answer (answered so at 5a09a9f3 too); not tuned on. 44
  // since the 108th (c803c51b): tuning "enhanced profile list views", `UserManagementSettings` to the
  // set, `ListView` to us (answered so at fa681160 too); not tuned on. 47 since the 113th (a thread's
  // own question) arrived at af4c358d: tuning "Service setup and configuration: no SiteDotCom named
  // Coral_Cloud1 found", `Network` to the set, the `SiteDotCom` the error names to us, and 2 held
  // out, counted; all three answered so at 723b2a66 too. 49 since the 115th arrived at f6f372b2:
  // tuning "How do I change the running user of a platform event trigger handler?",
  // `PlatformEventSubscriberConfig` to the set, `PlatformEventSettings` to us, and 1 held out,
  // counted; both answered so at 723b2a66 too. 48 since a head only a phrase gives yields to another
  // type's own name written whole (../described.ts, `namesAnotherAtHead`): 1 held out, counted. 50
  // since the 116th (threads) arrived at 337ad1a3: 2 held out, counted, never tuned on. 51 since the
  // 118th arrived at e4a60107: tuning "partner portal built in Aura builder: pages, theme, branding
  // into git and deploy", `ExperienceBundle` to the set, `Portal` to us; not tuned on. 53 since the
  // 119th (ideas, known issues) arrived at 52f351d4: tuning "Language Translations",
  // `CustomObjectTranslation` to the set, `Translations` to us, and "Dynamic Forms", `FlexiPage` to
  // the set, `DynamicFormsSettings` to us; not tuned on. 54 since the 120th arrived at b6180d6d:
  // tuning "support process limiting case status values", `BusinessProcess` to the set, the
  // `StandardValueSet` of case statuses to us; not tuned on. 55 since the 121st arrived at
  // 74ea0a81: 1 held out, counted, never tuned on. 57 since the 122nd arrived at 2dadd68d: 2 held
  // out, counted, never tuned on. 58 since the 123rd arrived at a55631f8: tuning "Named Credential
  // routed through a Private Connect tunnel", `OutboundNetworkConnection` to the set, the
  // `NamedCredential` it names first to us; not tuned on. 59 since the 125th arrived at 81822ab2,
  // and 60 since the 126th arrived there too: 1 held out each, counted, never tuned on. 63 since the
  // 128th arrived at 9ab2dbdb: 3 held out, counted, never tuned on. 64 since the 129th arrived at
  // 36245e2c: tuning "turn on telemetry definition and action management", a field of
  // `IndustriesConnectedServiceSettings` to the set, `TelemetryDefinition` to us; not tuned on.
  expect(wrong.length, wrong.join(', ')).toBeLessThanOrEqual(64);
  // None until the 57th set arrived at 08cd114 with one in its held-out half (short names from Salesforce's
  // pages): a type the set says is copied, answered as something no step copies. Never tuned on, so it
  // stays, counted: one. Two since the 69th (afe2d7d), tuning "case milestones", `MilestoneType` to the
  // set, `CaseMilestone` records to the answer (an object's name alone in the plural, ../records.ts).
  // Three since the 76th (4f51f8a): "social business rules", `CaseSubjectParticle` (its custom subject
  // format) to the set, a feature the Unsupported Metadata Types page lists to the answer. Four since the
  // 79th (7046e7b): "calculation matrices", `DecisionMatrixDefinition` to the set, `CalculationMatrix`
  // records to the answer. Five since the 85th (d2c1c4f), held out. Seven since the 86th (705fae7): tuning
  // "social customer service", a Setup feature to the answer, its settings type to the set; 1 held out. Six
  // since a settings type is read by its name without "Settings" (settingsNamedWithout); 8 since the 88th
  // (3d30957), 2 held out, counted; 9 since the 90th (6065c5b): tuning "account teams", records to us;
  // 10 since the 96th (0d5a07f), 1 held out, counted. The 102nd (90c0ace3) brought an eleventh, tuning
  // "milestone feed items", records to us, `EntitlementSettings` to the set: words that, whole, are a
  // settings field's name (`enableMilestoneFeedItem`) are no longer read as records, so 10 again. 11
  // since the 106th (6f6fb4dd): tuning "zoom video calls for einstein conversation insights", `VideoCall`
  // records to us, a `ConversationalIntelligenceSettings` field to the set; answered so at 5a09a9f3 too.
  // 12 since the 112th (a thread's own question) arrived at c46d339c with one in its held-out half,
  // counted, answered so at 723b2a66 too; not tuned on. 13 since the 118th arrived at e4a60107 with
  // one in its held-out half, counted; not tuned on. 14 since the 127th arrived at 9ab2dbdb with one
  // in its held-out half, counted; not tuned on.
  expect(notCopyable.length, notCopyable.join(', ')).toBeLessThanOrEqual(14);
  // Four since the 22nd set arrived with FunctionReference in its tuning half: its page says its components
  // can't be used directly, and no registry type is answered not copyable yet. Five since the 34th set
  // arrived with one in its held-out half (short Help names), answered so at 1b53329 too. Six since the
  // 53rd arrived at 9debe06 with one in its tuning half (a GitHub issue's words), answered so at 5824b6d
  // too. Not tuned on. Seven since the fifty-fourth session's reading of a type named in words after a
  // verb of moving it (above). Eight to ten since the 63rd, 72nd, 81st sets, one each held out; eleven since
  // the 87th (57be325): tuning "archived field history", data to the set, `CustomField` to the answer;
  // twelve since the 97th (f185165): tuning "enable accounts as buyer accounts", record-level setup to
  // the set, an `AccountSettings` field to the answer, answered so at 0d5a07f too; thirteen since the
  // 102nd (90c0ace3): tuning "switch to customizable campaign influence", not copyable to the set (citing
  // the CampaignInfluenceModel page), a `CampaignSettings` field to the answer, answered so at 6389132 too;
  // fourteen since the 106th (6f6fb4dd), one held out, counted, answered so at 5a09a9f3 too; sixteen
  // since the 118th arrived at e4a60107: tuning "retrieve the screen flow that came with an
  // AppExchange app", not copyable to the set (a managed package's component), `Flow` to us, and one
  // held out, counted; not tuned on.
  expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(16);
});

test("a part of a type its page says a deploy leaves out: named in the reader's words, not copyable, the type still copied", () => {
  const origin = 'https://docs.example';
  const approval = SETUP_FEATURES.find((f) => f.partOf?.includes('ApprovalProcess') && /order/i.test(f.name));
  expect(approval?.quote).toContain('order of active approval processes');
  // In another order and with a verb of changing, plural or singular: the same part.
  for (const query of ['order of active approval processes', 'reorder the active approval process order']) {
    const answer = supportOf(query, origin);
    expect(answer, query).toMatchObject({
      status: 'not-copyable',
      type: null,
      suggestions: ['ApprovalProcess'],
    });
    expect(answer.notes[0], query).toContain('`ApprovalProcess` leaves it out');
  }
  // The type itself, and a query with a word neither the part nor its sentence holds, are not the part.
  expect(supportOf('approval processes', origin)).toMatchObject({
    type: 'ApprovalProcess',
    status: 'copied',
  });
  expect(supportOf('order of active approval processes in Jira', origin).status).not.toBe('not-copyable');
  // The every-type page lists it under the type, and under its own anchor with the page's sentence.
  const html = JSON.stringify(metadataTypesNodes(2, 'test'));
  expect(html).toContain(`#${featureAnchor(approval?.name ?? '')}`);
});

test("a list of alternatives in a part's name is met by any one of them; a Settings member names its settings type", () => {
  const origin = 'https://docs.example';
  const part = SETUP_FEATURES.find((f) => f.member === 'AddressSettings');
  expect(part?.partOf).toEqual(['Settings']);
  // "new states, countries, or territories": new, and one of the three.
  for (const query of ['create new territories', 'new states in the state and country picklists']) {
    const answer = supportOf(query, origin);
    expect(answer, query).toMatchObject({ status: 'not-copyable', suggestions: ['Settings'] });
    expect(answer.notes[0], query).toContain('`AddressSettings` (a member of `Settings`)');
  }
  // Without the word every alternative needs ("new"), it is not that part.
  expect(supportOf('state and country picklists', origin).status).not.toBe('not-copyable');
});

/** Each query of `yes` is answered not copyable, each of `no` isn't. */
function notCopyable(yes: readonly string[], no: readonly string[]): void {
  for (const query of yes)
    expect(supportOf(query, 'https://docs.example').status, query).toBe('not-copyable');
  for (const query of no)
    expect(supportOf(query, 'https://docs.example').status, query).not.toBe('not-copyable');
}

test("a feature's name holds its nouns that are also verbs of changing: the reader must name them", () => {
  notCopyable(
    // "setting" of "custom setting values" and "set" of "permission set" are nouns of the names.
    ['custom setting values', 'users assigned to a permission set'],
    // Without them, the words are another thing's: picklist value sets, or nothing known.
    ['custom value sets', 'custom values'],
  );
});

test('"custom" before a name is read past when the rest names a type by its words, and only then', () => {
  expect(resolveType('custom flows').type?.name).toBe('Flow');
  expect(resolveType('custom profiles').type?.name).toBe('Profile');
  // A name of its own keeps its word: custom settings are custom objects.
  expect(resolveType('custom settings').type?.name).toBe('CustomObject');
  expect(resolveType('custom values').type).toBeNull();
});

test('"Salesforce" before a name is the brand: read past when the rest names a settings type, and said so', () => {
  const knowledge = resolveType('turn on Salesforce Knowledge');
  expect(knowledge.settingsMember).toBe('KnowledgeSettings');
  expect(readingNote('turn on Salesforce Knowledge', knowledge)).toMatch(
    /^“Salesforce” is the brand .* read without it\. No type is named “turn on knowledge”/,
  );
  expect(resolveType('enable Salesforce Meetings').settingsMember).toBe('MeetingsSettings');
  // Only a settings type: the rest read as a component type keeps no answer; nor the word in an address.
  expect(resolveType('Salesforce mobile app').type).toBeNull();
  expect(resolveType('prevent login from login.salesforce.com').withoutBrand).toBeUndefined();
});

test('where Setup shows a thing, at the end, is read past when the whole names nothing, and said so', () => {
  // A Setup page's own name before "page": a settings type's, or a name Setup gives a type.
  expect(resolveType('Campaign Settings page').settingsMember).toBe('CampaignSettings');
  expect(resolveType('the Trusted URLs page').type?.name).toBe('CspTrustedSite');
  const section = 'Mutual Authentication Certificate section in Setup';
  const read = resolveType(section);
  expect(read.type?.name).toBe('InboundCertificate');
  expect(readingNote(section, read)).toMatch(
    /^“section in Setup” says where Setup shows it, so “Mutual Authentication Certificate” is read alone\. /,
  );
  expect(resolveType('opportunity settings under Customize').settingsMember).toBe('OpportunitySettings');
  // "Page" alone after words that are no Setup page's name: another page ("a user's profile page").
  expect(resolveType('user profile page').type).toBeNull();
  // Nor a tab or a menu, things of their own; nor one word left; nor a last word alone.
  expect(resolveType('custom object tab').type?.name).not.toBe('CustomObject');
  expect(resolveType('Profile page in Setup').onSetupPage).toBeUndefined();
  expect(resolveType('ideas profile page').type).toBeNull();
  // A name the whole query reads keeps its reading ("lightning app page" is a Lightning page).
  expect(resolveType('lightning app page').type?.name).toBe('FlexiPage');
});

test('words that pick how many or which name nothing: the feature is read past them', () => {
  notCopyable(
    ['permission set licenses assigned to particular users', 'permission set licenses of certain users'],
    [],
  );
});

test("a feature's whole name as the query's head phrase is that feature, whatever describes it", () => {
  notCopyable(
    // Before a participle, a relative clause or "and": the name, written out, is the thing named.
    ['enhanced letterheads shared by the sales team', 'enhanced letterheads that marketing designed'],
    // Not when a place or purpose comes first; and one word is no feature's whole name.
    ['operating hours for Jira', 'letterheads shared by the sales team'],
  );
});

test('a feature kept as records is named with the words of where Setup places it', () => {
  const origin = 'https://docs.example';
  const hours = SETUP_FEATURES.find((f) => f.name === 'Operating hours');
  expect(hours?.source).toMatch(/object-operatinghours/);
  expect(supportOf('Salesforce Scheduler operating hours', origin)).toMatchObject({
    status: 'not-copyable',
    type: null,
  });
  expect(supportOf('operating hours for Jira', origin).status).not.toBe('not-copyable');
  expect(supportOf('permission set assignments', origin).status).toBe('not-copyable');
  expect(supportOf('permission sets', origin)).toMatchObject({ type: 'PermissionSet', status: 'copied' });
});

test('a settings type by its own name is Settings in a package.xml, saying so, linked to its entry; an unknown "…Settings" is no guess', () => {
  const origin = 'https://docs.example';
  const settings = getMetadataType('Settings');
  for (const query of ['AddressSettings', 'address settings']) {
    const answer = supportOf(query, origin);
    expect(answer, query).toMatchObject({
      type: 'AddressSettings',
      status: settings ? statusOf(settings).status : 'copied',
      // Its entry on the page of settings types.
      url: `${origin}/supported-components/settings-types/#addresssettings`,
    });
    expect(answer.notes[0], query).toContain('the member `Address` of `Settings`');
    expect(answer.source, query).toMatch(/meta_addresssettings\.htm$/);
  }
  expect(supportOf('WombatSettings', origin).status).toBe('unknown');
});

test('a settings type by its name without "Settings", of two words at least, read so and saying so', () => {
  const origin = 'https://docs.example';
  for (const query of ['dev hub', 'DevHub', 'is dev hub supported']) {
    const answer = supportOf(query, origin);
    expect(answer.type, query).toBe('DevHubSettings');
    expect(answer.notes[0], query).toContain('the name of `DevHubSettings` without “Settings”');
  }
  // Before a Setup feature read from part of the query ("social customer service rules").
  expect(supportOf('social customer service', origin).type).toBe('SocialCustomerServiceSettings');
  expect(supportOf('social customer service rules', origin).status).toBe('not-copyable');
  // Never before a feature named whole ("encryption keys", the tenant secrets' alias), a registry
  // type's name, a removed settings type (ExternalServicesSettings), or a one-word name.
  expect(supportOf('encryption key', origin).status).toBe('not-copyable');
  expect(supportOf('path assistant', origin).type).toBe('PathAssistant');
  // Before a registry type read by its name's last words alone (ExternalAuthIdentityProvider).
  expect(supportOf('identity provider', origin).type).toBe('IdentityProviderSettings');
  expect(supportOf('external auth identity provider', origin).type).toBe('ExternalAuthIdentityProvider');
  expect(supportOf('external services', origin).type).not.toBe('ExternalServicesSettings');
  for (const query of ['sandbox', 'account', 'knowledge'])
    expect(supportOf(query, origin).type, query).toBeNull();
  // Every such name of a settings type that isn't removed reads as it or as no other settings type.
  const names = [...SETTINGS_MEMBERS.keys()].filter(
    (m) => !removedOf(m) && /^(?:[A-Z][a-z0-9]+){2,}Settings$/.test(m),
  );
  const read = names.map((m) =>
    supportOf(m.replace(/Settings$/, '').replace(/(?<=.)([A-Z])/g, ' $1'), origin),
  );
  expect(names.length).toBeGreaterThan(90);
  for (const [i, answer] of read.entries())
    expect(answer.type === names[i] || !/Settings$/.test(answer.type ?? ''), answer.query).toBe(true);
  expect(read.filter((answer, i) => answer.type === names[i]).length).toBeGreaterThan(names.length * 0.8);
});

test('a question\'s own words are read past; a name ending in "Type" keeps it; a noun in "-ment" stands for its verb', () => {
  const origin = 'https://docs.example';
  // "which", "what": a question's words, not a thing's.
  expect(resolveType('what type is Flow').type?.name).toBe('Flow');
  // ReportType named after a word that says which: "type" is the name's, not filler (Report without it).
  expect(supportOf('custom report types', origin).type).toBe('ReportType');
  expect(supportOf('custom reports', origin).type).toBe('Report');
  // "assigned" for "assignments": the records feature, not the PermissionSet type the words also hold.
  expect(supportOf('which users are assigned to a permission set', origin)).toMatchObject({
    type: null,
    status: 'not-copyable',
  });
  expect(supportOf('users assigned to permission sets', origin).status).toBe('not-copyable');
  // The verb alone names no feature: "permission sets" stays the type.
  expect(supportOf('permission sets', origin).type).toBe('PermissionSet');
});

test("a type's own name spread in the reader's words: its words in their forms and order, one word of the reader's among them", () => {
  const origin = 'https://docs.example';
  expect(supportOf('delegated administration groups', origin).type).toBe('DelegateGroup');
  expect(supportOf('account relationship data sharing rules for partner accounts', origin).type).toBe(
    'AccountRelationshipShareRule',
  );
  // Two words of the reader's, or the name's last word not the phrase's last, is no name.
  // (Not as the name spread: as nearly all the words of what DelegateGroup's pages say, saying so.)
  expect(resolveType('delegated user administration groups')).toMatchObject({ describedByMost: true });
  expect(resolveType('delegated user administration groups').byHead).toBeUndefined();
  expect(resolveType('flow test coverage').type).toBeNull();
});

test('a phrase names the feature before "for" and the people it is for; features kept as records answer not copyable', () => {
  const origin = 'https://docs.example';
  for (const query of ['macros for service agents', 'price books for partners', 'custom settings data'])
    expect(supportOf(query, origin).status, query).toBe('not-copyable');
  // The type of the same words stays the type: custom settings themselves deploy as CustomObject.
  expect(supportOf('custom settings', origin).type).toBe('CustomObject');
  expect(supportOf('sharing rules for leads', origin).type).toBe('SharingRules');
});

test('a name Salesforce gives the thing a type configures names the type, saying so; a name two types claim names neither', () => {
  const match = resolveType('Omnistudio Data Mappers');
  expect(match.type?.name).toBe('OmniDataTransform');
  expect(readingNote('Omnistudio Data Mappers', match)).toMatch(
    /Salesforce calls what OmniDataTransform configures “Omnistudio Data Mappers?”/,
  );
  // "Decision Explainer" names four types' product: none of them.
  expect(resolveType('decision explainer').type).toBeNull();
  // Help builds flow approval processes in Flow Builder: a flow, not a classic `ApprovalProcess`,
  // though the name ends with the other type's words.
  expect(resolveType('flow approval processes').type?.name).toBe('Flow');
  expect(resolveType('approval processes').type?.name).toBe('ApprovalProcess');
});

test('an organization settings type is answered by its own page: what it needs, on top of `Settings`', () => {
  const origin = 'https://docs.example';
  const keys = supportOf('EncryptionKeySettings', origin);
  expect(keys.type).toBe('EncryptionKeySettings');
  expect(keys.status).toBe('copied-with-prerequisites');
  expect(keys.requires.map((r) => r.kind)).toContain('permission');
  expect(keys.requires.map((r) => r.text).join(' ')).toMatch(/Manage Encryption Keys/);
  expect(keys.source).toMatch(/meta_encryptionkeysettings\.htm$/);
  // A settings type whose page names nothing is copied, linked to its own page.
  const address = supportOf('AddressSettings', origin);
  expect([address.type, address.status, address.requires]).toEqual(['AddressSettings', 'copied', []]);
  expect(address.source).toMatch(/meta_addresssettings\.htm$/);
  // Its own name after words that narrow it, saying so; not once the words join or ask.
  const narrowed = resolveType('Shield Platform Encryption key settings');
  expect([narrowed.settingsMember, narrowed.readAs]).toEqual(['EncryptionKeySettings', true]);
  expect(readingNote('Shield Platform Encryption key settings', narrowed)).toMatch(
    /its last words are the name of EncryptionKeySettings/,
  );
  expect(resolveType('key settings for platform encryption').settingsMember).toBeUndefined();
  expect(resolveType('platform key settings').settingsMember).toBeUndefined();
  // The every-type page lists it under `Settings`, with its page.
  const page = JSON.stringify(metadataTypesNodes(2, 'test'));
  const at = page.indexOf('"value":"EncryptionKeySettings"');
  expect(at).toBeGreaterThan(0);
  expect(page.slice(at, at + 600).includes('Manage Encryption Keys'), 'its need beside it').toBe(true);
});

test('what Salesforce Help asks of the admin in Setup is said beside the type, never as its prerequisite', () => {
  const origin = 'https://docs.example';
  const process = supportOf('EntitlementProcess', origin);
  expect(process.status).toBe('copied');
  expect(process.requires).toEqual([]);
  expect(process.notes.join('\n')).toMatch(/Salesforce Help asks for the Manage Entitlements permission/);
  // A type with none in its Help read says nothing of the kind.
  expect(supportOf('ApexClass', origin).notes.join('\n')).not.toMatch(/Salesforce Help asks/);
  // The every-type page says it under the type.
  const page = JSON.stringify(metadataTypesNodes(2, 'test'));
  expect(page).toMatch(/To create and update entitlement processes in Setup, Salesforce Help asks for/);
});

test("a long part's name met by most of its words, every word of the reader's among them, names it", () => {
  const origin = 'https://docs.example';
  const drafts = supportOf('approval processes for email drafts', origin);
  expect([drafts.status, drafts.suggestions]).toEqual(['not-copyable', ['ApprovalProcess']]);
  const listViews = resolveType('list views restricted to "visible only to me"');
  expect(listViews.feature?.name).toBe('List views with the Visible only to me Restrict Visibility option');
  // Too few words, or a word of the reader's that isn't the name's, names no part.
  expect(resolveType('email drafts').feature).toBeUndefined();
  expect(resolveType('approval processes for email templates').feature).toBeUndefined();
  expect(resolveType('approval processes').type?.name).toBe('ApprovalProcess');
});

test('a relative clause after the thing named is read past, unless it names a part a deploy leaves out', () => {
  expect(resolveType('flows that run on record update').type?.name).toBe('Flow');
  expect(resolveType('entitlements that define the support a customer account gets').feature?.name).toBe(
    'Entitlements',
  );
  // The clause names a part of ListView its page says a deploy leaves out: that part, not the type.
  expect(resolveType('list views that are visible only to me').feature?.name).toBe(
    'List views with the Visible only to me Restrict Visibility option',
  );
});

test("a feature's other names count among the words around it, and a verb's particle is read past", () => {
  // "technicians" is another name of service resources; "set up" is a verb of changing.
  expect(resolveType('Field Service technicians set up as service resources').feature?.name).toBe(
    'Service resources',
  );
  expect(resolveType('field service technicians as service resources').feature?.name).toBe(
    'Service resources',
  );
});

test('articles are records; their types are not; a part a page names answers a clause that names it', () => {
  const origin = 'https://docs.example';
  // Knowledge articles and their versions are records of the Knowledge objects, not metadata.
  const articles = supportOf('published Salesforce Knowledge articles', origin);
  expect(articles.status).toBe('not-copyable');
  expect(articles.notes[0]).toMatch(/^Knowledge articles is a Setup feature the Metadata API doesn't carry/);
  // "Article types" are the kinds of article, metadata: not that feature.
  expect(resolveType('knowledge article types').feature).toBeUndefined();
  // ContentAsset's page: retrieval stops past 30 MB of file content, so those asset files aren't copied.
  const large = resolveType('asset files whose content is larger than 30 MB');
  expect(large.feature?.partOf).toEqual(['ContentAsset']);
  expect(resolveType('asset files').type?.name).toBe('ContentAsset');
});

test("a type's name without its first words names it; a clause naming its part a feature apart names answers that", () => {
  // "Chat buttons": LiveChatButton's name without "Live", not an object's buttons (WebLink).
  expect(resolveType('chat buttons')).toMatchObject({ type: { name: 'LiveChatButton' }, readAs: true });
  // Its page leaves out the routing of chats through Omni-Channel, which a feature apart already names.
  const routed = resolveType('chat buttons whose chats are routed through Omni-Channel');
  expect(routed.feature?.name).toBe('Chats routed with Omni-Channel');
  // Words that are a whole name stay that name: the child rule still reads "Account fields".
  expect(resolveType('account fields').type?.name).toBe('CustomField');
});

test('Field Service app extensions are records; an API name in a phrase is read as its words; "such as" lists examples', () => {
  // AppExtension records, not FieldServiceMobileExtension (the mobile extension toolkit's type).
  const extensions = resolveType('Field Service mobile app extensions that open other apps');
  expect(extensions.feature?.name).toBe('Field Service app extensions');
  expect(resolveType('Field Service mobile extensions').type?.name).toBe('FieldServiceMobileExtension');
  // "app extensions" ends both a type's name and that feature's: neither.
  expect(resolveType('app extensions').type).toBeNull();
  // "DocumentChecklistItem settings", the settings page's phrase, before the reader's examples.
  expect(
    resolveType('document checklist item settings such as deleting items together with their files')
      .settingsMember,
  ).toBe('DocumentChecklistSettings');
});

test("a request's opening that only says the reader wants something names nothing: the rest is read", () => {
  for (const opening of [
    "I'd like to",
    'I would like to',
    'we need to',
    'is it possible to',
    'is there a way to',
  ])
    expect(resolveType(`${opening} copy flows`).type?.name, opening).toBe('Flow');
  expect(resolveType('is there a way to turn off account teams')).toEqual(
    resolveType('turn off account teams'),
  );
  // Only at the start: the words themselves still name nothing of their own.
  expect(resolveType('I need to').type).toBeNull();
  // A question's other words around the name.
  expect(resolveType('will it copy my validation rules?').type?.name).toBe('ValidationRule');
  expect(resolveType('can you deploy profiles').type?.name).toBe('Profile');
  expect(resolveType('could Metaferry copy profiles').type?.name).toBe('Profile');
  // A follow-up's words: "and …", "also …", "what about …", "… too?".
  expect(resolveType('what about flows').type?.name).toBe('Flow');
  expect(resolveType('and workflows?').type?.name).toBe('Workflow');
  expect(resolveType('apex triggers too?').type?.name).toBe('ApexTrigger');
  // A noun of copying after the thing, when the whole names nothing; a type named so stays itself.
  expect(resolveType('flow deployment').type?.name).toBe('Flow');
  expect(resolveType('profile migration').type?.name).toBe('Profile');
  expect(resolveType('chat deployments').type?.name).toBe('LiveChatDeployment');
  expect(resolveType('migration of profiles').type?.name).toBe('Profile');
  expect(resolveType('support for flows').type?.name).toBe('Flow');
  // Where to or from at the end, when what is left is a type's own name as written.
  expect(resolveType('copy flows from sandbox to production').type?.name).toBe('Flow');
  expect(resolveType('custom fields to prod').type?.name).toBe('CustomField');
  expect(resolveType('permission sets between orgs').type?.name).toBe('PermissionSet');
  // How or with what at the end, read past as the place is, in either order; a question about the
  // Metadata API at the start; and a Setup feature's whole name left after them.
  expect(resolveType('deploy flows using change sets').type?.name).toBe('Flow');
  expect(resolveType('copy profiles to prod with a deployment tool').type?.name).toBe('Profile');
  expect(resolveType('does the metadata api include record types?').type?.name).toBe('RecordType');
  expect(
    supportOf('can we deploy our scheduled jobs to production along with our metadata?', ''),
  ).toMatchObject({
    status: 'not-copyable',
    type: null,
  });
  // What is left must be a name as written: a near-spelling stays unread.
  expect(resolveType('flwos with a deployment tool').type).toBeNull();
  // Other forms of the verbs of copying, whose and which, and Visualforce's short name.
  expect(resolveType('are our page layouts copied?').type?.name).toBe('Layout');
  expect(resolveType('is email template deployment supported?').type?.name).toBe('EmailTemplate');
  expect(resolveType('VF components').type?.name).toBe('ApexComponent');
});

test('an aside in brackets is read past first, and a clause opened by its subject describes the thing before it', () => {
  // The reader's other name or examples, in brackets.
  expect(resolveType('reporting snapshots (report data saved on a schedule)').type?.name).toBe(
    'AnalyticSnapshot',
  );
  expect(resolveType('flows (the record-triggered ones)').type?.name).toBe('Flow');
  // "we rotate every year" describes the keys, a Setup feature kept as records.
  expect(supportOf('DKIM keys we rotate every year', '').status).toBe('not-copyable');
  expect(resolveType('email templates we use for cases').type?.name).toBe('EmailTemplate');
});

test('a name first, then where it is or what made it, names the type; not when the rest names another type', () => {
  // A name of two words before a participle is not read so: the clause may make it another's.
  expect(resolveType('email templates used by alerts').type?.name).not.toBe('EmailTemplate');
  // A one-word name first, then "in", "on", "by" or a participle.
  expect(resolveType('flows built in Flow Builder').type?.name).toBe('Flow');
  expect(resolveType('dashboards in the sales folder').type?.name).toBe('Dashboard');
  // The rest names another type: its one-word name, or two words of its name in a row.
  expect(resolveType('profiles in a community').type).toBeNull();
  expect(resolveType('territories inside a territory model').type?.name).not.toBe('Territory');
  // "X for Y" is often the reader's "Y X": no reading from the first word.
  expect(resolveType('layouts for cases').type).toBeNull();
  // A generic name is never read so.
  expect(resolveType('documents in a library').type).toBeNull();
});

test("a type's name after a word of the reader's is not read so when another type's phrase holds every word", () => {
  // "Salesforce Classic email templates" is Setup's name for EmailFolder's templates.
  expect(resolveType('classic email template folders').type?.name).toBe('EmailFolder');
  expect(resolveType('email template folders').type?.name).toBe('EmailTemplateFolder');
});

test('a relative clause that, with the thing named, is another type’s phrase narrows it to that type', () => {
  // "Trusted URLs" is Setup's name for CspTrustedSite; "trusted URL for external user redirections"
  // is Help's for RedirectWhitelistUrl. "that", "are", "our" name nothing.
  expect(resolveType('trusted URLs').type?.name).toBe('CspTrustedSite');
  expect(resolveType('trusted URLs that external users are redirected to').type?.name).toBe(
    'RedirectWhitelistUrl',
  );
  expect(resolveType('trusted URLs that our Lightning components call').type?.name).toBe('CspTrustedSite');
});

test("a Setup feature's whole name first, then examples or a complement that says its name again, names it", () => {
  // "like" gives examples; "from Certificate and Key Management" says "certificate" again.
  expect(resolveType('system fields like Created By and Last Modified By').feature?.name).toBe(
    "Standard fields that aren't customizable",
  );
  expect(
    resolveType('private key of a certificate from Certificate and Key Management').feature?.partOf,
  ).toEqual(['Certificate']);
  // EmailTemplate carries Lightning email templates (its page: only their packaging is limited);
  // the enhanced letterheads they use are a feature apart.
  expect(resolveType('Lightning email templates').type?.name).toBe('EmailTemplate');
  // A complement that names another place may make it another thing.
  expect(resolveType('private key of a certificate from our Jira instance').feature).toBeUndefined();
  expect(supportOf('order of active approval processes in Jira', 'https://docs.example').status).not.toBe(
    'not-copyable',
  );
});

test('a part only Salesforce Customer Support turns on says so, never "set it by hand"', () => {
  const answer = supportOf('turn on server-side document generation', 'https://docs.example');
  expect(answer.status).toBe('not-copyable');
  expect(answer.notes.join(' ')).toContain('Salesforce Customer Support turns it on');
  expect(answer.notes.join(' ')).not.toContain('by hand');
  // The every-type page's entry says the same where the status goes.
  const html = JSON.stringify(metadataTypesNodes(2, 'test'));
  expect(html).toContain(SUPPORT_STATUS_LABEL);
  // A part an admin sets in Setup keeps the usual words.
  expect(supportOf('private key of a certificate', 'https://docs.example').notes.join(' ')).toContain(
    'set it by hand in each org',
  );
});

test('a part\'s whole name after "of", after the last word of its type\'s name, names the part', () => {
  // "blocks" is the last word of BotBlock, which the Lead Nurturing and Sales Coach Agents part is of.
  expect(resolveType('dialog blocks of Lead Nurturing and Sales Coach agents').feature?.partOf).toContain(
    'BotBlock',
  );
  // Words before "of" that name no type the part is of: not read so.
  expect(resolveType('training videos of Lead Nurturing and Sales Coach agents').feature).toBeUndefined();
});

test('a query no reading answers suggests a settings type by its own name, which answers in turn', () => {
  const origin = 'https://docs.example';
  // Words of ProductSettings' page ("quantity schedules, revenue schedules"), not a phrase it gives.
  const answer = supportOf('quantity schedules on products', origin);
  expect(answer.status).toBe('unknown');
  expect(answer.suggestions).toContain('ProductSettings');
  expect(answer.suggestions).not.toContain('Settings');
  expect(supportOf('ProductSettings', origin)).toMatchObject({
    type: 'ProductSettings',
    url: `${origin}/supported-components/settings-types/#productsettings`,
  });
});

test('a name a release removed that the registry no longer has: not copyable, why, and what replaces it', () => {
  const origin = 'https://docs.example';
  for (const name of ['AccountSharingRules', 'AccountOwnerSharingRule', 'BaseSharingRule']) {
    const answer = supportOf(name, origin);
    expect(answer, name).toMatchObject({
      type: name,
      status: 'not-copyable',
      supported: false,
      steps: [],
      suggestions: ['SharingRules'],
      url: `${origin}/supported-components/metadata-types/#sharingrules`,
    });
    expect(answer.notes[0], name).toMatch(/(from API 24\.0 to|up to API) 32\.0 only/);
    expect(answer.source, name).toMatch(SALESFORCE);
  }
  // Its exact name only: a slip of it is read as before, never as the removed name.
  expect(supportOf('AccountSharingRule', origin).type).not.toBe('AccountSharingRules');
  // Replaced by a part of another type's file: that type is what to copy, and the part is named.
  const value = supportOf('GlobalPicklistValue', origin);
  expect(value).toMatchObject({ status: 'not-copyable', suggestions: ['GlobalValueSet'] });
  expect(value.notes[0]).toContain(
    'copy `GlobalValueSet` instead, whose file holds the `CustomValue` entries that take its place',
  );
});

test("a type whose own page wasn't found says what it needs wasn't read; one read with none says nothing of the kind", () => {
  const unread = metadataTypes.filter((type) => statusOf(type).needsUnread);
  for (const type of unread) {
    const facts = statusOf(type);
    expect(facts.requires, type.name).toEqual([]);
    expect(facts.removed, type.name).toBeUndefined();
    const answer = supportOf(type.name, 'https://docs.example');
    expect(answer.notes.join(' '), type.name).toMatch(/What it needs before a deploy wasn't read/);
  }
  // A type whose page was read and states nothing (ApexClass), or that needs something (ExperienceBundle): no such note.
  for (const name of ['ApexClass', 'ExperienceBundle', 'CustomField']) {
    const type = getMetadataType(name);
    expect(type && statusOf(type).needsUnread, name).toBeUndefined();
    expect(supportOf(name, 'https://docs.example').notes.join(' '), name).not.toMatch(/wasn't read/);
  }
  // The every-type page's status line counts them.
  const line = JSON.stringify(metadataTypesNodes(2, 'page')[0]);
  if (unread.length > 0)
    expect(line).toContain(`For ${unread.length} types no Salesforce page of their own was found`);
  else expect(line).not.toContain('no Salesforce page of their own was found');
});
