// cspell:ignore namedcredential Trailhead trailhead releasenotes
/** The guide's rows (issue 51): each names registry types, Salesforce's current page, the API version read and the day. */
import { expect, test } from '@playwright/test';
import { baselinePermissions } from '../../components';
import { metadataTypesNodes } from '../../../elements/MetadataTypes/nodes';
import { settingsTypesNodes } from '../../../elements/SettingsTypes/nodes';
import { BASELINE_PERMISSIONS_URL, baselineAskNote } from '../coverage';
import { getMetadataType, metadataTypes } from '../registry';
import {
  GUIDE_BASELINE_ASKS,
  GUIDE_HELP_READS,
  GUIDE_INTERNAL,
  GUIDE_LIMIT_READS,
  GUIDE_LIMITS,
  GUIDE_READS,
  GUIDE_REFERENCES,
  GUIDE_REMOVED,
  GUIDE_RELEASE,
  GUIDE_REPRESENTS,
  GUIDE_REQUIREMENT_READS,
  GUIDE_REQUIREMENTS,
  GUIDE_SETTINGS_FIELDS,
  GUIDE_SETTINGS_READS,
  GUIDE_SETTINGS_REFERENCE_READS,
  GUIDE_SETTINGS_REFERENCES,
  GUIDE_SETTINGS_SETUP_NAMES,
  GUIDE_SETUP_NAMES,
} from '../guide';
import { GUIDE_OBJECT_READS } from '../guide/object-reads';
import { GUIDE_SETTINGS_SETUP_READS } from '../guide/settings-setup-reads';
import { SETTINGS_MEMBERS } from '../settings';
import { supportOf } from '../support';
import { UNLISTED } from '../unlisted';
import { words } from '../words';

const SALESFORCE = /^https:\/\/(developer|help)\.salesforce\.com\//;
const API = /^\d{2}\.0$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

test('every row of the guide names registry types and Salesforce page, API version and day it was read', () => {
  const rows = [
    ...GUIDE_REFERENCES.map((r) => ({ types: [r.from, r.to], ...r })),
    ...GUIDE_READS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_REQUIREMENT_READS.flatMap((r) =>
      r.page !== null && r.api !== null ? [{ types: [r.type], ...r, page: r.page, api: r.api }] : [],
    ),
    // A settings type's needs are rows under its own name (EncryptionKeySettings), held below to its read.
    ...GUIDE_REQUIREMENTS.filter((r) => !SETTINGS_MEMBERS.has(r.type)).map((r) => ({
      types: [r.type],
      ...r,
    })),
    ...GUIDE_REPRESENTS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_LIMITS.map((r) => ({ types: [r.type], ...r })),
    ...GUIDE_INTERNAL.map((r) => ({ types: [r.type], ...r })),
  ];
  expect(rows.length).toBeGreaterThan(1000);
  // Checked as plain conditions and reported at once: an expect() per field of 1,000 rows took 17 to
  // 27 s of the test's 30.
  const problems: string[] = [];
  for (const row of rows) {
    const where = `${row.types.join(' > ')} (${row.page})`;
    for (const type of row.types)
      if (!getMetadataType(type)) problems.push(`${where}: no registry type ${type}`);
    if (!SALESFORCE.test(row.page)) problems.push(`${where}: not a Salesforce page`);
    if (!API.test(row.api)) problems.push(`${where}: API version ${row.api}`);
    if (!DAY.test(row.read)) problems.push(`${where}: read on ${row.read}`);
    if (row.read > GUIDE_RELEASE.read) problems.push(`${where}: read after the release stamp`);
  }
  // A page looked for and not found: no page, no version, the day it was looked for; found, a version.
  for (const r of GUIDE_REQUIREMENT_READS) {
    if ((r.seen === 'not-found') !== (r.page === null) || (r.page === null) !== (r.api === null))
      problems.push(`${r.type}: seen ${r.seen}, page ${r.page}, API ${r.api}`);
    if (!getMetadataType(r.type)) problems.push(`${r.type}: no registry type`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.type}: looked for on ${r.read}`);
  }
  expect(new Set(GUIDE_REQUIREMENT_READS.map((r) => r.type)).size).toBe(GUIDE_REQUIREMENT_READS.length);
  // A reference never names its own type: a component of the same file is no edge.
  for (const r of GUIDE_REFERENCES)
    if (r.from === r.to) problems.push(`${r.from}.${r.field} names its own type`);
  // What a type represents: a noun phrase, not a sentence copied from the page (eight words at most).
  for (const r of GUIDE_REPRESENTS)
    if (r.represents.split(/\s+/).length > 8)
      problems.push(`${r.type}: "${r.represents}" is over eight words`);
  expect(new Set(GUIDE_REPRESENTS.map((r) => r.type)).size).toBe(GUIDE_REPRESENTS.length);
  expect(problems).toEqual([]);
});

test("every settings type's reference row names a registry type from a settings page read whole, with its page, version and day", () => {
  const reads = new Map(GUIDE_SETTINGS_REFERENCE_READS.map((r) => [r.type, r]));
  expect(reads.size).toBe(GUIDE_SETTINGS_REFERENCE_READS.length);
  // Every settings type the answers name had its page read for the table (whole, or saying why not).
  // (A settings type the API no longer carries, renamed, names nothing a plan could order.)
  const removed = new Set(GUIDE_REMOVED.map((r) => r.type));
  const unread = [...SETTINGS_MEMBERS.keys()].filter((member) => !reads.has(member) && !removed.has(member));
  expect(unread).toEqual([]);
  const problems: string[] = [];
  for (const r of GUIDE_SETTINGS_REFERENCE_READS) {
    if (!/Settings$/.test(r.type) || getMetadataType(r.type)) problems.push(`${r.type}: no settings member`);
    if (!SALESFORCE.test(r.page) || !API.test(r.api) || !DAY.test(r.read) || r.read > GUIDE_RELEASE.read)
      problems.push(`${r.type}: page ${r.page}, API ${r.api}, read ${r.read}`);
    if (!r.complete && !r.why) problems.push(`${r.type}: read in part, saying no why`);
  }
  for (const r of GUIDE_SETTINGS_REFERENCES) {
    const where = `${r.from}.${r.field}`;
    if (!getMetadataType(r.to)) problems.push(`${where}: no registry type ${r.to}`);
    if (!reads.get(r.from)?.complete) problems.push(`${where}: its page isn't read whole`);
    if (reads.get(r.from)?.page !== r.page) problems.push(`${where}: another page than its read's`);
    if (!API.test(r.api) || !DAY.test(r.read)) problems.push(`${where}: API ${r.api}, read ${r.read}`);
  }
  expect(problems).toEqual([]);
  expect(GUIDE_SETTINGS_REFERENCES.length).toBeGreaterThan(40);
});

test("the objects of the types' names: read for every type whose own page states no need or was not found, each row from a read that saw rules", () => {
  // The sweep of 2026-12-02 (./guide/object-reads.ts): one read per type whose own page states none or
  // wasn't found, and no other; an object row from that day on rests on a read that saw rules.
  const ownReads = new Map(GUIDE_REQUIREMENT_READS.map((r) => [r.type, r]));
  const objectReads = new Map(GUIDE_OBJECT_READS.map((r) => [r.type, r]));
  const problems = GUIDE_OBJECT_READS.flatMap((r) => {
    const own = ownReads.get(r.type);
    if (!own || own.seen === 'rules')
      return [`${r.type}: read, but its own page's read is ${own?.seen ?? 'missing'}`];
    if ((r.page === null) !== (r.seen === 'not-found'))
      return [`${r.type}: page ${r.page ?? 'null'} seen ${r.seen}`];
    return r.page && !SALESFORCE.test(r.page) ? [`${r.type}: ${r.page} is no Salesforce page`] : [];
  });
  const swept = GUIDE_REQUIREMENTS.filter((r) => r.basis === 'object' && r.read >= '2026-12-02').flatMap(
    (r) =>
      objectReads.get(r.type)?.seen === 'rules'
        ? []
        : [`${r.type}: an object row with no read that saw rules`],
  );
  expect(GUIDE_OBJECT_READS.length).toBeGreaterThan(340);
  expect([...problems, ...swept]).toEqual([]);
});

test("an object page's access rule fills in only where the type's own page states none", () => {
  // The issue defines a prerequisite by the type's page: where that page has Special Access Rules, they
  // decide (read whole, by ../README.md's rules, even when they name only the baseline, as Queue's and
  // DataStreamTemplate's do), and the Object Reference or Tooling API rules of the object of the same
  // name add nothing. The type's read is then its own page, seen with rules; an `object` row stands only
  // where the type's own page has none (Territory's) or no page of its own was in reach.
  const readOf = new Map(GUIDE_REQUIREMENT_READS.map((r) => [r.type, r]));
  const ownPage = /api_meta|api-metadata/;
  const problems = GUIDE_REQUIREMENTS.filter((r) => r.basis === 'object').flatMap((r) => {
    const read = readOf.get(r.type);
    const typeRows = GUIDE_REQUIREMENTS.filter((q) => q.type === r.type && q.basis === 'type-page');
    return !read || (ownPage.test(read.page ?? '') && read.seen === 'rules') || typeRows.length > 0
      ? [`${r.type}: an object row beside its own page's rules (${read?.page ?? 'no read'})`]
      : [];
  });
  expect(GUIDE_REQUIREMENTS.some((r) => r.basis === 'object')).toBe(true);
  expect(problems).toEqual([]);
});

test('organization settings types: each page read once, its needs the rows under its own name', () => {
  const problems: string[] = [];
  expect(new Set(GUIDE_SETTINGS_READS.map((r) => r.member)).size).toBe(GUIDE_SETTINGS_READS.length);
  for (const r of GUIDE_SETTINGS_READS) {
    // A member of `Settings`, never a registry type of its own (those are read as types).
    if (!/Settings$/.test(r.member) || getMetadataType(r.member))
      problems.push(`${r.member}: not a settings type`);
    if (r.page !== null && !SALESFORCE.test(r.page))
      problems.push(`${r.member}: ${r.page} is not a Salesforce page`);
    if (r.page !== null && !API.test(r.api ?? '')) problems.push(`${r.member}: API version ${r.api}`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.member}: read on ${r.read}`);
    // What it represents: a noun phrase of the page's, in English, never a sentence (25 words at most).
    if (
      r.represents !== undefined &&
      (r.represents.split(/\s+/).length > 25 || /[\u3000-\u9fff]/.test(r.represents))
    )
      problems.push(`${r.member}: "${r.represents}" is not a phrase in English`);
    const rows = GUIDE_REQUIREMENTS.filter((q) => q.type === r.member);
    if (rows.length !== r.needs) problems.push(`${r.member}: ${r.needs} needs read, ${rows.length} rows`);
    if (rows.length > 0 && (r.page === null || r.orgSettings === false))
      problems.push(`${r.member}: rows without its page`);
    for (const q of rows)
      if (q.page !== r.page || q.basis !== 'type-page') problems.push(`${r.member}: a row from ${q.page}`);
  }
  // Every requirement row is a registry type's or a settings type's whose page was read.
  for (const q of GUIDE_REQUIREMENTS)
    if (!getMetadataType(q.type) && !SETTINGS_MEMBERS.has(q.type)) problems.push(`${q.type}: no type read`);
  expect(problems).toEqual([]);
});

test("Help's permission tables: every read is a registry type's, with a Salesforce page unless none was in reach", () => {
  const problems: string[] = [];
  expect(new Set(GUIDE_HELP_READS.map((r) => r.type)).size).toBe(GUIDE_HELP_READS.length);
  expect(GUIDE_HELP_READS.length).toBeGreaterThan(500);
  for (const r of GUIDE_HELP_READS) {
    if (!getMetadataType(r.type)) problems.push(`${r.type}: no registry type`);
    if ((r.page === null) !== (r.seen === 'not-in-reach'))
      problems.push(`${r.type}: page ${r.page}, seen ${r.seen}`);
    if (r.page !== null && !SALESFORCE.test(r.page))
      problems.push(`${r.type}: ${r.page} is not a Salesforce page`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.type}: read on ${r.read}`);
  }
  expect(problems).toEqual([]);
});

test('Baseline asks: a registry type whose page names only baseline permissions, its sentence quoted, none a requirement', () => {
  const problems: string[] = [];
  const baseline = new Set<string>(baselinePermissions);
  // A settings type's page is the one its settings read cites.
  const reads = new Map<string, { page: string | null }>([
    ...GUIDE_REQUIREMENT_READS.map((r) => [r.type, r] as const),
    ...GUIDE_SETTINGS_READS.map((r) => [r.member, r] as const),
  ]);
  expect(new Set(GUIDE_BASELINE_ASKS.map((r) => r.type)).size).toBe(GUIDE_BASELINE_ASKS.length);
  expect(GUIDE_BASELINE_ASKS.length).toBeGreaterThan(20);
  for (const r of GUIDE_BASELINE_ASKS) {
    if (!getMetadataType(r.type) && !SETTINGS_MEMBERS.has(r.type))
      problems.push(`${r.type}: no registry or settings type`);
    if (r.permissions.length === 0) problems.push(`${r.type}: names no permission`);
    for (const permission of r.permissions) {
      if (!baseline.has(permission)) problems.push(`${r.type}: ${permission} is no baseline permission`);
      // The page may shorten the name ("the View Setup and Customize Application permissions").
      const opening = permission.split(' ').slice(0, 2).join(' ');
      if (!r.quote.includes(opening)) problems.push(`${r.type}: the quote doesn't name ${permission}`);
    }
    // Other permissions offered: "one of these", or "or" before another name (not "access or edit").
    if (r.among !== /one of these| or (?:both )?(?:the )?“?[A-Z]/.test(r.quote))
      problems.push(`${r.type}: among ${r.among}`);
    if (!/permissions?\b/.test(r.quote)) problems.push(`${r.type}: the quote names no permission`);
    if (!SALESFORCE.test(r.page)) problems.push(`${r.type}: ${r.page} is not a Salesforce page`);
    // The page is the one the requirements sweep read for the type.
    if (reads.get(r.type)?.page !== r.page)
      problems.push(`${r.type}: not the page its requirement read cites`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.type}: read on ${r.read}`);
    // An ask of the baseline is never a requirement row: the rows hold what the user lacks.
    for (const row of GUIDE_REQUIREMENTS.filter((q) => q.type === r.type && q.kind === 'permission'))
      if (r.permissions.some((p) => row.text.includes(p)))
        problems.push(`${r.type}: a requirement names ${row.text}`);
  }
  expect(problems).toEqual([]);
});

test('Baseline asks: the answer quotes the page and links the baseline list; a type whose page asks none says nothing of it', () => {
  const named = supportOf('NamedCredential', 'https://docs.example');
  expect(named.status).toBe('copied');
  expect(named.requires).toEqual([]);
  const note = named.notes.find((n) => n.includes('baseline permissions'));
  expect(note).toContain('`View Setup and Configuration`');
  expect(note).toContain('only users with the View Setup and Configuration permission can access this type');
  expect(note).toContain(`(https://docs.example${BASELINE_PERMISSIONS_URL})`);
  expect(note).toContain('meta_namedcredential.htm');
  // Alternatives are said as such, two permissions as both.
  expect(baselineAskNote('PermissionSet')).toContain('or another of the permissions it names');
  expect(baselineAskNote('RedirectWhitelistUrl')).toContain(
    '`View Setup and Configuration` and `Customize Application`',
  );
  expect(baselineAskNote('ApexClass')).toBeUndefined();
  // A settings type's own page: its answer says it too, though `Settings`' notes don't.
  expect(supportOf('PrivacySettings', 'https://docs.example').notes.join('\n')).toContain(
    'Customize Application or Modify Data Classification',
  );
  expect(supportOf('ApexClass', 'https://docs.example').notes.join('\n')).not.toContain(
    'baseline permissions',
  );
});

test('Baseline asks: the every-type page and the settings types page say each one beside its type', () => {
  const pages = JSON.stringify([...metadataTypesNodes(2, 'test'), ...settingsTypesNodes(2)]);
  for (const r of GUIDE_BASELINE_ASKS) {
    // JSON escapes the quote's own characters as it escapes the page's.
    const quote = JSON.stringify(r.quote).slice(1, -1);
    // Some pages share a sentence ("… to deploy and retrieve this type."): once per type that says it.
    const types = GUIDE_BASELINE_ASKS.filter((other) => other.quote === r.quote).length;
    expect(pages.split(quote).length - 1, r.type).toBe(types);
  }
});

test("Setup's names for what a type configures: a registry type's, two words or more, seen on a Salesforce page", () => {
  const problems: string[] = [];
  expect(GUIDE_SETUP_NAMES.length).toBeGreaterThan(100);
  for (const r of GUIDE_SETUP_NAMES) {
    if (!getMetadataType(r.type)) problems.push(`${r.type}: no registry type`);
    if (!SALESFORCE.test(r.page)) problems.push(`${r.type}: ${r.page} is not a Salesforce page`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.type}: read on ${r.read}`);
    if (r.name.trim().split(/\s+/).length < 2) problems.push(`${r.type}: "${r.name}" is one word`);
  }
  expect(problems).toEqual([]);
});

test("each settings type's Setup page: every member read once at least, each name quoted from a Salesforce page", () => {
  const problems: string[] = [];
  const read = new Set([...GUIDE_SETTINGS_SETUP_NAMES, ...GUIDE_SETTINGS_SETUP_READS].map((r) => r.member));
  for (const member of SETTINGS_MEMBERS.keys()) if (!read.has(member)) problems.push(`${member}: not read`);
  // Salesforce's own sites: Help, the developer guides, Trailhead and the release notes.
  const own = /^https:\/\/(developer|help|trailhead|releasenotes\.docs)\.salesforce\.com\//;
  // The quote holds the name's words, whatever the punctuation ("Digital Experiences | Settings").
  const said = (text: string) => ` ${words(text).join(' ')} `;
  for (const r of GUIDE_SETTINGS_SETUP_NAMES) {
    if (!SETTINGS_MEMBERS.has(r.member)) problems.push(`${r.member}: no settings member`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.member}: read on ${r.read}`);
    if (!own.test(r.page)) problems.push(`${r.member}: ${r.page}`);
    if (!said(r.quote).includes(said(r.name))) problems.push(`${r.member}: "${r.name}" not in its quote`);
  }
  // Where none was found: the page whose name is only the type's words, or no page at all.
  for (const r of GUIDE_SETTINGS_SETUP_READS) {
    if (!SETTINGS_MEMBERS.has(r.member)) problems.push(`${r.member}: no settings member`);
    if (!DAY.test(r.read) || r.read > GUIDE_RELEASE.read) problems.push(`${r.member}: read on ${r.read}`);
    if ((r.seen === 'api-words') !== (r.page !== null))
      problems.push(`${r.member}: ${r.seen} with ${r.page}`);
    if (r.page !== null && !own.test(r.page)) problems.push(`${r.member}: ${r.page}`);
  }
  expect(problems).toEqual([]);
  expect(GUIDE_SETTINGS_SETUP_NAMES.length).toBeGreaterThan(30);
});

test("what a deploy leaves out: read from every registry type's page, each thing named by the page and quoted", () => {
  const problems: string[] = [];
  // Every registry type's page was read for it, once; a type with no page in reach says so. A
  // settings type's page (AddressSettings) is read as a member of `Settings`.
  const at = (r: { type: string; member?: string }) => `${r.type}${r.member ? `/${r.member}` : ''}`;
  const read = new Set(GUIDE_LIMIT_READS.map(at));
  expect(read.size).toBe(GUIDE_LIMIT_READS.length);
  for (const type of metadataTypes) if (!read.has(type.name)) problems.push(`${type.name}: not read`);
  for (const r of GUIDE_LIMIT_READS) {
    if (!getMetadataType(r.type)) problems.push(`${r.type}: no registry type`);
    if (r.member && r.type !== 'Settings') problems.push(`${at(r)}: a member of a type other than Settings`);
    if (r.page !== null && !SALESFORCE.test(r.page))
      problems.push(`${at(r)}: ${r.page} is not a Salesforce page`);
    if (r.page !== null && !API.test(r.api ?? '')) problems.push(`${at(r)}: API version ${r.api}`);
    if (r.limits !== GUIDE_LIMITS.filter((l) => at(l) === at(r)).length)
      problems.push(`${at(r)}: ${r.limits} things read, not the rows' count`);
  }
  for (const l of GUIDE_LIMITS) {
    if (!read.has(at(l))) problems.push(`${at(l)}: a row, but no read`);
    // The thing is named by the page: its words (but their endings) are in the sentence quoted, the page's.
    const quote = l.quote.toLowerCase();
    for (const word of l.thing
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length > 3))
      if (!quote.includes(word.slice(0, Math.max(4, word.length - 3))))
        problems.push(`${l.type}: "${word}" of "${l.thing}" isn't in its quote`);
  }
  expect(problems).toEqual([]);
});

test("types taken out of deploys: each a registry type or a settings type, its page's versions quoted", () => {
  const problems: string[] = [];
  for (const r of GUIDE_REMOVED) {
    // A registry type, a settings type, or a name the registry no longer has that its page says
    // another type replaces (`AccountSharingRules`: SharingRules).
    const replaced = r.replacedBy !== null && getMetadataType(r.replacedBy) !== undefined;
    if (r.settings ? !r.type.endsWith('Settings') : !getMetadataType(r.type) && !replaced)
      problems.push(`${r.type}: neither a registry type, a settings type nor a name replaced by one`);
    if (!SALESFORCE.test(r.page)) problems.push(`${r.type}: ${r.page} is not a Salesforce page`);
    if (!API.test(r.api) || !DAY.test(r.read) || r.read > GUIDE_RELEASE.read)
      problems.push(`${r.type}: API ${r.api}, read on ${r.read}`);
    // The versions are the page's: both stand in its sentence; a type without a last one is one its
    // page says can't be used directly.
    if (r.first !== null && !r.quote.includes(r.first))
      problems.push(`${r.type}: ${r.first} isn't in its quote`);
    // The last version, or the first that removed it ("removed as of API version 33.0").
    const next = r.last === null ? null : `${Number.parseInt(r.last, 10) + 1}.0`;
    if (r.last !== null && next !== null && !r.quote.includes(r.last) && !r.quote.includes(next))
      problems.push(`${r.type}: neither ${r.last} nor ${next} is in its quote`);
    if (r.last === null && !/can.t be used directly/.test(r.quote))
      problems.push(`${r.type}: no last version, no reason`);
    if (r.replacedBy && !getMetadataType(r.replacedBy) && !SETTINGS_MEMBERS.has(r.replacedBy))
      problems.push(`${r.type}: replaced by ${r.replacedBy}, which the site doesn't name`);
    // A part named in its place: in its sentence, and a part of the file of the type to copy instead.
    if (
      r.replacedByPart !== undefined &&
      (!r.quote.includes(r.replacedByPart) ||
        !UNLISTED.some(
          (u) => u.name === r.replacedByPart && r.replacedBy && u.parents.includes(r.replacedBy),
        ))
    )
      problems.push(`${r.type}: replaced by ${r.replacedByPart}, not a part of ${r.replacedBy ?? 'a type'}`);
  }
  expect(problems).toEqual([]);
  expect(GUIDE_REMOVED.length).toBeGreaterThan(0);
});

test('no page address of the guide holds an escaped space: each is one the browser opens', () => {
  const rows: { page: string | null }[] = [
    ...GUIDE_REFERENCES,
    ...GUIDE_READS,
    ...GUIDE_REQUIREMENT_READS,
    ...GUIDE_REQUIREMENTS,
    ...GUIDE_REPRESENTS,
    ...GUIDE_LIMITS,
    ...GUIDE_LIMIT_READS,
    ...GUIDE_HELP_READS,
    ...GUIDE_SETTINGS_READS,
    ...GUIDE_SETUP_NAMES,
    ...GUIDE_SETTINGS_FIELDS,
    ...GUIDE_REMOVED,
  ];
  expect(rows.filter((row) => row.page && /%20|\s/.test(row.page)).map((row) => row.page)).toEqual([]);
});

test("a settings type's page that names it otherwise (MapAndLocationSettings) reaches it by that name too", () => {
  const renamed = GUIDE_SETTINGS_READS.filter((read) => read.pageName);
  expect(renamed.map((read) => read.member)).toEqual(['MapsAndLocationSettings']);
  for (const read of renamed) {
    const pageName = read.pageName ?? '';
    // A name of its own, not the member's in another case, and the name of the page the row read.
    expect(pageName.toLowerCase()).not.toBe(read.member.toLowerCase());
    expect(read.page).toContain(`/meta_${pageName.toLowerCase()}.htm`);
    const answer = supportOf(pageName, 'https://docs.example');
    expect(answer.type).toBe(read.member);
    expect(answer.notes[0]).toContain(`\`${read.member}\` is organization settings`);
  }
});

test("a requirement's text is the reader's sentence, with no note of the reader who wrote the row", () => {
  // The page is the row's link; a note about it ("(page note)", "(page states rule under …)") once
  // reached plans, answers and the every-type page as if it were the requirement.
  // On 2026-12-02 twelve more: a parenthesis naming where the rule was read ("(stated in a note; beta
  // type)", "(Apex SDK for Slack guide)", "(older pages: Health Cloud license)") or a clause on an
  // older page ("; older 61.0 page said Einstein Copilot").
  const notes = GUIDE_REQUIREMENTS.filter(
    (r) =>
      /\([^)]*\b(?:page|pages|note|stated|guide)\b[^)]*\)/i.test(r.text) ||
      /\b(?:older|later|earlier)(?: [\d.]+)? pages? (?:said|say|says)\b/i.test(r.text),
  );
  expect(notes.map((r) => `${r.type}: ${r.text}`)).toEqual([]);
});

test('no type states one requirement twice: two rows of one kind never share most of their words', () => {
  // Two sweeps each wrote a row for the same sentence of a page: plans and answers listed the need
  // twice. Eight such rows went on 2026-12-02, two of one kind (`CallCenterRoutingMap`'s permissions,
  // which this finds) and six of two kinds ("Data 360 (Data Cloud) permission" and "User needs Data
  // 360 permission", found by reading each type's rows that share half their words; the kind kept
  // is what the page names). Distinct needs of one kind share at most two thirds of their words
  // (`Bot`: "Chat must be enabled", "Einstein Bots must be enabled").
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []);
  const twice: string[] = [];
  GUIDE_REQUIREMENTS.forEach((a, i) =>
    GUIDE_REQUIREMENTS.slice(i + 1).forEach((b) => {
      if (a.type !== b.type || a.kind !== b.kind) return;
      const [x, y] = [words(a.text), words(b.text)];
      const shared = [...x].filter((w) => y.has(w)).length;
      if (shared / Math.min(x.size, y.size) >= 0.75) twice.push(`${a.type}: ${a.text} | ${b.text}`);
    }),
  );
  expect(twice).toEqual([]);
});

test("a permission set is a permission, a permission set license a license: the row's kind is what its text names", () => {
  // A blind audit of 40 rows against Salesforce's pages (2026-12-02: 39 held, 1 in part) found
  // `SchedulingRule`'s "Workforce Engagement Planner permission set" filed as a license. A
  // permission set grants user permissions; a permission set license is what Salesforce sells.
  const wrong = GUIDE_REQUIREMENTS.flatMap((r) => {
    const text = r.text.toLowerCase();
    if (/permission set license/.test(text)) return r.kind === 'license' ? [] : [`${r.type}: ${r.text}`];
    if (/permission set\b(?! group)/.test(text) && !/\blicense\b/.test(text))
      return r.kind === 'permission' ? [] : [`${r.type}: ${r.text}`];
    return [];
  });
  expect(wrong).toEqual([]);
});

test('a type whose own page says only that it is for internal use: read as such, its answer quoting the page', () => {
  expect(GUIDE_INTERNAL.length).toBeGreaterThan(0);
  for (const row of GUIDE_INTERNAL) {
    // The page's whole text, and the type's own page: its read is that page's, stating no need.
    expect(row.quote, row.type).toMatch(/^(?:For internal use only|Reserved for internal use)\.$/);
    expect(row.page, row.type).toBe(
      `https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_${row.type.toLowerCase()}.htm`,
    );
    const read = GUIDE_REQUIREMENT_READS.find((r) => r.type === row.type);
    expect(read?.page, row.type).toBe(row.page);
    const answer = supportOf(row.type, 'https://docs.example');
    expect(answer.type, row.type).toBe(row.type);
    expect(answer.notes.join('\n'), row.type).toContain(`says only “${row.quote}”`);
  }
  // A type whose page documents it says nothing of the kind.
  expect(supportOf('Flow', 'https://docs.example').notes.join('\n')).not.toContain('internal use');
});
