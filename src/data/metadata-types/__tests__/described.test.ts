// cspell:ignore Omnistudio PKCE Extl Clnt flwo ments
/** A type named by what its page says it represents (issue 51, ../described.ts). */
import { expect, test } from '@playwright/test';
import {
  describedType,
  looseTableWords,
  phraseWords,
  rowsMeetingBothWays,
  suggestedByWords,
} from '../described';
import { getMetadataType, isThingWord, readingNote, resolveType } from '..';
import { GUIDE_REPRESENTS, GUIDE_SETUP_NAMES } from '../guide';
import { nameWords, words } from '../words';
import { supportOf } from '../support';

test('a phrase loses its article and a framing word, never the thing it names', () => {
  expect(phraseWords('a reporting snapshot')).toEqual(['reporting', 'snapshot']);
  expect(phraseWords('configuration details for an Einstein Bot template')).toEqual([
    'einstein',
    'bot',
    'template',
  ]);
  // An article inside the phrase goes, as a query's does.
  expect(phraseWords('version of an AI scoring model')).toEqual(['version', 'of', 'ai', 'scoring', 'model']);
});

test("the thing a type's page says it represents names that type, read as such and said so", () => {
  const match = resolveType('reporting snapshot');
  expect(match.type?.name).toBe('AnalyticSnapshot');
  expect(match).toMatchObject({ readAs: true, described: 'reporting snapshot' });
  expect(resolveType('Einstein Bot templates').type?.name).toBe('BotTemplate');
  // The words before the phrase name the feature its page requires (Omni-Channel enabled).
  expect(resolveType('Omni-Channel presence statuses').type?.name).toBe('ServicePresenceStatus');
  expect(resolveType('is the custom console component supported?').type?.name).toBe(
    'CustomApplicationComponent',
  );
  const answer = supportOf('reporting snapshot', '');
  expect(answer.notes[0]).toContain(
    "Salesforce's page for `AnalyticSnapshot` says it represents “reporting snapshot”, so it's read as that type.",
  );
});

/**
 * The whole source, not a sample: every phrase a type's page opens with a frame that says nothing of
 * which thing ("metadata associated with a page layout", "definition of a prompt template",
 * "information about a decision table"), as a reader copies it, reads as that type, its parent or a
 * child of it. Before the frame was read past, 13 of the 52 did. "The definition of X" is read as
 * "X definition" first, as types' names have it. The exceptions, read so before as well: a phrase
 * whose thing is another type's whole name, and one read as another type's phrase.
 */
test('a page\'s phrase after a frame ("metadata associated with …") reads as its type, in the whole source', () => {
  const frame =
    /^(?:the\s+)?(?:metadata|information|details?|definitions?|instances?)\s+(?:associated with|about|of|for|describing)\s/i;
  const exceptions = new Set([
    'details for a record type', // `RecordType`, the whole of what follows the frame
    'definition of a Data 360 schema object', // another type's phrase
  ]);
  const framed = GUIDE_REPRESENTS.filter((row) => frame.test(row.represents));
  expect(framed.length).toBeGreaterThan(40);
  const wrong: string[] = [];
  for (const { type, represents } of framed) {
    if (exceptions.has(represents)) continue;
    const got = resolveType(represents).type?.name;
    const related =
      got === type ||
      (got && (getMetadataType(got)?.parent === type || getMetadataType(type)?.parent === got));
    if (!related) wrong.push(`${represents}: ${got ?? 'none'}, not ${type}`);
  }
  expect(wrong).toEqual([]);
  expect(resolveType('metadata associated with a page layout').type?.name).toBe('Layout');
  expect(resolveType('the definition of a prompt template').type?.name).toBe('GenAiPromptTemplate');
  expect(resolveType('definition of an actionable event type').type?.name).toBe('ActionableEventTypeDef');
  expect(resolveType('information about a flwo').type).toBeNull();
});

test('only the whole phrase, after words that name its feature, and only a phrase one type claims', () => {
  // Words before the phrase that aren't its type's feature: another thing.
  expect(describedType(['monthly', 'reporting', 'snapshot'])).toBeUndefined();
  // A phrase's last words alone are not the phrase.
  expect(describedType(['snapshot'])).toBeUndefined();
  // AutoResponseRule's and AutoResponseRules' pages both say "auto-response rule": neither by this rule.
  expect(describedType(['auto', 'response', 'rule'])).toBeUndefined();
});

test("a phrase's head names the type before the reader's own complement; a head two types share, by the words before it", () => {
  // OutboundNetworkConnection's page: "private connection between org and third-party data service".
  const outbound = resolveType('outbound private connections to AWS for callouts');
  expect([outbound.type?.name, outbound.described]).toEqual([
    'OutboundNetworkConnection',
    'private connection between org and third-party data service',
  ]);
  // Its inbound twin's page gives the same head: the words before it decide, and alone it names neither.
  expect(resolveType('inbound private connection').type?.name).toBe('InboundNetworkConnection');
  expect(resolveType('private connection').type).toBeNull();
  // Only the words before the first joining word, two at least, are the head.
  expect(resolveType('private connections to AWS for callouts').type).toBeNull();
  expect(resolveType('how to deploy flows').type?.name).toBe('Flow');
});

test('a settings type is named by what its page says it represents, and by each setting its page lists', () => {
  // CurrencySettings' page: "currency settings, including turning on multiple currencies, …".
  const currencies = resolveType('multiple currencies');
  expect([currencies.type?.name, currencies.settingsMember]).toEqual(['Settings', 'CurrencySettings']);
  expect(readingNote('multiple currencies', currencies)).toMatch(
    /Salesforce's page for CurrencySettings says it represents “currency settings, including/,
  );
  expect(supportOf('multiple currencies', 'https://docs.example').type).toBe('CurrencySettings');
  expect(resolveType('key derivation settings').settingsMember).toBe('EncryptionKeySettings');
  // A list after "for" names what the settings are about, which other types carry; "and so on" names nothing.
  expect(resolveType('change data capture events').settingsMember).toBeUndefined();
  expect(resolveType('so on').settingsMember).toBeUndefined();
});

test('a name or a phrase in another order names its type when its head is the same', () => {
  // A type's own name, an organization settings type's, a word admins use: "X for Y" is "Y X".
  expect(resolveType('rules for escalation')).toMatchObject({
    type: { name: 'EscalationRules' },
    readAs: true,
  });
  expect(resolveType('settings for account').settingsMember).toBe('AccountSettings');
  expect(resolveType('templates for email').type?.name).toBe('EmailTemplate');
  // A page's phrase: "Social Business Rules custom format for Case Subject" without its Setup name.
  const phrase = resolveType('custom case subject format');
  expect(phrase).toMatchObject({ type: { name: 'CaseSubjectParticle' }, readAs: true });
  expect(phrase.described).toBe('Social Business Rules custom format for Case Subject');
  // The noun phrase before the reader's own complement, as a phrase's head is read.
  expect(resolveType('custom case subject format for cases created from social posts').type?.name).toBe(
    'CaseSubjectParticle',
  );
  // Not another head: reports in a folder are reports, not the folder.
  expect(resolveType('reports in a folder').type?.name).not.toBe('ReportFolder');
  // Not other words: every word of one side is the other's (page layout assignments live in profiles).
  expect(resolveType('layouts for page assignments').type?.name).not.toBe('Layout');
});

test("a product's earlier names are its name now: Tableau CRM and Einstein Analytics are CRM Analytics", () => {
  expect(words('Tableau CRM dashboards')).toEqual(['crm', 'analytics', 'dashboards']);
  expect(words('Einstein Analytics lenses')).toEqual(['crm', 'analytics', 'lenses']);
  expect(words('Data Cloud segments')).toEqual(['data', '360', 'segments']);
  expect(resolveType('Omnistudio DataRaptors').type?.name).toBe('OmniDataTransform');
  // The Wave types by the names CRM Analytics gives them, not the reports' dashboards or Tableau Next's.
  expect(resolveType('Tableau CRM dashboards').type?.name).toBe('WaveDashboard');
  expect(resolveType('CRM Analytics dashboards')).toMatchObject({
    type: { name: 'WaveDashboard' },
    described: 'CRM Analytics dashboard',
  });
  expect(resolveType('CRM Analytics app templates').type?.name).toBe('WaveTemplateBundle');
  // A type's own name is still its own.
  expect(resolveType('Analytics dashboards').type?.name).toBe('AnalyticsDashboard');
  expect(resolveType('our analytics dashboard failed to deploy').type?.name).toBe('AnalyticsDashboard');
  expect(resolveType('dashboards').type?.name).toBe('Dashboard');
});

test('a CRM Analytics name reads with "Analytics" alone, as the Wave pages name the application; a bracketed abbreviation is optional', () => {
  expect(resolveType('analytics datasets')).toMatchObject({
    type: { name: 'WaveDataset' },
    described: 'CRM Analytics dataset',
  });
  expect(resolveType('analytics lenses').type?.name).toBe('WaveLens');
  // "Analytics Extended Metadata (XMD)", Salesforce's name for `WaveXmd`, with or without "(XMD)".
  for (const query of ['analytics extended metadata', 'Analytics Extended Metadata (XMD)'])
    expect(resolveType(query).type?.name, query).toBe('WaveXmd');
  // "Analytics" alone stays no product's name: the words must be a CRM Analytics name's.
  expect(resolveType('analytics').type).toBeNull();
});

test("a type name's shortened words stand for their words; a settings type's 'settings for X' are X's settings", () => {
  expect(nameWords('MfgProgramTemplate')).toEqual(['manufacturing', 'program', 'template']);
  expect(nameWords('AcctMgrTargetSettings')).toEqual(['account', 'manager', 'target', 'settings']);
  expect(resolveType('service catalog categories').type?.name).toBe('SvcCatalogCategory');
  // "settings to access the Service Console for Manufacturing", as a reader says it.
  expect(resolveType('Service Console for Manufacturing settings').settingsMember).toBe(
    'MfgServiceConsoleSettings',
  );
  // Not a list's items before "settings".
  expect(resolveType('business hours and holidays settings').settingsMember).toBeUndefined();
});

test("a query whose words are nearly all a type's page's words names it, head first, and says it read loosely", () => {
  // All the reader's words: the page's phrase, its feature and the type's own name.
  expect(resolveType('groups of permission sets').type?.name).toBe('PermissionSetGroup');
  expect(resolveType('big object indexes').type?.name).toBe('Index');
  expect(resolveType('lead conversion mapping').type?.name).toBe('LeadConvertSettings');
  // An admin's "settings" is a page's "configuration" as the head: not Omni-Channel's own settings.
  expect(resolveType('supervisor settings for a group of Omni-Channel supervisors').type?.name).toBe(
    'OmniSupervisorConfig',
  );
  // As a word of the reader's, "configuration" is no "settings": the head decides.
  expect(resolveType('records of configuration settings for a platform').type).toBeNull();
  const match = resolveType('groups of permission sets');
  expect(match).toMatchObject({ readAs: true, describedByMost: true });
  expect(supportOf('groups of permission sets', '').notes[0]).toContain(
    "nearly all its words are in what Salesforce's pages say of `PermissionSetGroup`",
  );
});

test('the loose reading needs the head, three words, and misses one word at most, the last only in a complement', () => {
  // The reader's head ("fields", "records") is no head of the type's phrases: a part of another thing.
  expect(resolveType('fields of assignment rules').describedByMost).toBeUndefined();
  expect(resolveType('records of configuration settings for a platform').type).toBeNull();
  // Two of the reader's words are too few to claim a type on.
  expect(resolveType('permission groups').describedByMost).toBeUndefined();
  // The word missed is the reader's last, and a type's whole name: another thing they name.
  expect(resolveType('groups of permission sets and flows').describedByMost).toBeUndefined();
  // The word missed is the last of a complement, no type's name: the complement's own head.
  expect(resolveType('objects selected for Change Data Capture messages').type?.name).toBe(
    'PlatformEventChannelMember',
  );
  // A head only a phrase gives, where the reader writes another type's own name whole at the head:
  // `EmailFolder`'s page lists the folders of "Classic email templates", which are templates.
  expect(resolveType('classic email templates').type?.name).not.toBe('EmailFolder');
  expect(resolveType('classic email template folders').type?.name).toBe('EmailFolder');
});

test('a participle after the thing named opens a clause that describes it: the noun phrase before it names the type', () => {
  expect(resolveType('reporting snapshots scheduled for the sales team').type?.name).toBe('AnalyticSnapshot');
  // Loosely too: the participle is no word of the reader's for the thing.
  expect(resolveType('big object indexes built for archived cases')).toMatchObject({ describedByMost: true });
  expect(resolveType('big object indexes built for archived cases').type?.name).toBe('Index');
});

test('the loosest reading is tried without the last complement, a place the type’s pages may not name', () => {
  const match = resolveType('groups of permission sets in a sandbox');
  expect(match.type?.name).toBe('PermissionSetGroup');
  expect(match.describedByMost).toBe(true);
  // Without its complement the rest must still meet the rule: three words, the head's.
  expect(resolveType('permission sets in a sandbox').describedByMost).toBeUndefined();
});

test('a query that names no type is offered the types whose pages share most of its words, never answered', () => {
  const match = resolveType('buckets that organize catalog items in Service Catalog');
  expect(match.type).toBeNull();
  // Offered, after the name that holds more of the query's words ("service", "catalog", "items").
  expect(match.suggestions.slice(0, 2)).toEqual(['SvcCatalogItemDef', 'SvcCatalogCategory']);
  // Words no page shares offer nothing.
  expect(resolveType('blah blah').suggestions).toEqual([]);
});

test("the names offered hold most of the query's words first; a settings type's words count for none", () => {
  // Spelled near ("Community", "Document") and offered by their pages' words: the longer name first.
  expect(resolveType('community themes').suggestions.slice(0, 2)).toEqual([
    'CommunityThemeDefinition',
    'Community',
  ]);
  expect(resolveType('document types in categories').suggestions[0]).toBe('DocumentCategoryDocumentType');
  // A settings type's name is its feature's: the component's own type comes before it.
  const offered = resolveType('predictions from prediction builder').suggestions;
  expect(offered.indexOf('MLPredictionDefinition')).toBeLessThan(
    offered.indexOf('PredictionBuilderSettings'),
  );
  // A name the query's words read from a Setup label stays first ("manager groups").
  expect(resolveType('manager groups').suggestions[0]).toBe('SharingSettings');
});

test("the loosest reading meets a type's own name's words too, and reads past the reader's examples", () => {
  // No phrase on its page: its name's words, after "like", are all the reader's.
  expect(
    resolveType('OAuth security settings of an external client app, like PKCE and refresh token rotation')
      .type?.name,
  ).toBe('ExtlClntAppOauthSecuritySettings');
});

test("the loose reading takes a Setup name's words when the reader writes the name whole", () => {
  // "Video Calls" (Setup's name for VirtualVisitConfig's feature) with the page's "external video
  // provider configuration".
  expect(resolveType('video call provider configuration').type?.name).toBe('VirtualVisitConfig');
  // One word of a Setup name ("rule" of StageAssignment's "stage assignment rule") lends nothing.
  expect(resolveType('fields of assignment rules').type?.name).not.toBe('StageAssignment');
});

test('words listed before a head they share each name the thing with it, as Setup names sales, support, lead and solution processes', () => {
  for (const phrase of ['sales processes', 'lead process', 'solution processes'])
    expect(resolveType(phrase).type?.name, phrase).toBe('BusinessProcess');
  // Only that shape: a list of single words with commas, the last one before the head.
  expect(resolveType('sales').type?.name).not.toBe('BusinessProcess');
});

test("a phrase holding a question's word is read whole before the readings that drop the word", () => {
  // "Support" is a question's word ("is Flow supported", "support for flows"); without it,
  // "processes" alone is admins' word for Process Builder's flows.
  expect(resolveType('support processes').type?.name).toBe('BusinessProcess');
  expect(resolveType('support for flows').type?.name).toBe('Flow');
  expect(resolveType('support queues').type?.name).toBe('Queue');
  // "Type" too: a page's phrase with it names that page's type ("a subscription to an event type").
  expect(resolveType('subscription to event types').type?.name).toBe('EventSubscription');
  expect(resolveType('event types').type?.name).toBe('EventType');
});

test('a word alone that few types’ pages use offers those types, never answers with one', () => {
  const flexcards = supportOf('flexcards', '');
  expect(flexcards.status).toBe('unknown');
  expect(flexcards.type).toBeNull();
  expect(flexcards.suggestions).toEqual(['FlexcardDefinition']);
  expect(supportOf('milestones', '').suggestions).toContain('MilestoneType');
  // A word many types' pages use ("configuration") points at none of them.
  const anyWord = () => true;
  expect(suggestedByWords(['configurations'], anyWord, 3)).toEqual([]);
  expect(suggestedByWords(['flexcards'], anyWord, 3)).toEqual(['FlexcardDefinition']);
});

test("the loose readings' index of forms finds the rows each word meets, as asking every row does", () => {
  // The table's own words, every fifth, each with a plural and the endings the word by word part of
  // `meets` reads ("-ed", "-ing", "-ments"): about 0.5 s idle (2026-12-06).
  const asked = looseTableWords(isThingWord)
    .filter((_, i) => i % 5 === 0)
    .flatMap((w) => [w, `${w}s`, `${w}ed`, `${w}ing`, `${w}ments`]);
  expect(asked.length).toBeGreaterThan(1000);
  const differ: string[] = [];
  let met = 0;
  for (const word of asked) {
    const { indexed, each } = rowsMeetingBothWays(word, isThingWord);
    if (each.length > 0) met += 1;
    if (indexed.join() !== each.join()) differ.push(word);
  }
  expect(differ).toEqual([]);
  expect(met).toBeGreaterThan(asked.length / 5);
});

test("a page's phrase read from part of a query gives way to another type's phrase that holds every thing word of it", () => {
  // Setup's "Trusted URLs" is `CspTrustedSite`'s; the redirections are `RedirectWhitelistUrl`'s
  // "trusted URL for external user redirections".
  expect(resolveType('trusted URLs').type?.name).toBe('CspTrustedSite');
  expect(resolveType('trusted URLs for external user redirections').type?.name).toBe('RedirectWhitelistUrl');
  expect(resolveType('trusted URLs for redirections').type?.name).not.toBe('CspTrustedSite');
  // Where the thing goes names no part of it.
  expect(resolveType('How do I migrate data stream added to a data kit between orgs?').type?.name).toBe(
    'DataStreamTemplate',
  );
});

test('a definition type is read by its page or Setup phrase with "definitions" after it', () => {
  // "telemetry signal definitions" read nothing (seventy-first set): `TelemetryDefinition`'s Setup name
  // is "telemetry signal". Over every such phrase of one type only, with no complement after its head.
  const rows = [
    ...GUIDE_SETUP_NAMES.map((r) => ({ type: r.type, phrase: r.name })),
    ...GUIDE_REPRESENTS.map((r) => ({ type: r.type, phrase: r.represents })),
  ].filter(
    (r) =>
      nameWords(r.type).at(-1) === 'definition' && !/\bdefinitions?$|\b(?:of|for|within)\b/i.test(r.phrase),
  );
  const claims = new Map<string, Set<string>>();
  for (const r of rows) claims.set(r.phrase, new Set([...(claims.get(r.phrase) ?? []), r.type]));
  const own = rows.filter((r) => claims.get(r.phrase)?.size === 1);
  expect(own.length).toBeGreaterThan(60);
  const wrong = own
    .map((r) => ({ ...r, got: resolveType(`${r.phrase} definitions`).type?.name }))
    .filter((r) => r.got !== r.type)
    .map((r) => `${r.phrase} definitions: ${r.got ?? 'none'}, not ${r.type}`);
  expect(wrong).toEqual([]);
});
