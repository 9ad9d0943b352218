// cspell:ignore apexref
/**
 * A setting asked for by its Setup label (../setup-labels.ts): the rows it reads, and its rule. The
 * queries are the tests' own, not the blind sets' (those are scored in ./status.test.ts).
 */
import { expect, test } from '@playwright/test';
import { resolveType } from '..';
import { GUIDE_RELEASE } from '../guide';
import { SETTINGS_MEMBERS } from '../settings';
import { everyField } from '../settings-fields';
import {
  COMPONENT_LABEL_READS,
  COMPONENT_LABELS,
  SETUP_LABEL_READS,
  SETUP_LABELS,
  labelHolding,
  setupLabelRead,
} from '../setup-labels';
import { getMetadataType } from '../registry';
import { metadataTypesNodes } from '../../../elements/MetadataTypes/nodes';
import path from 'node:path';
import { declaredShapes } from '../../../../scripts/lib/declarations';
import { supportOf } from '../support';
import { words } from '../words';
import { toString } from 'mdast-util-to-string';
import { settingsTypesNodes } from '../../../elements/SettingsTypes/nodes';

// Salesforce Help, or a Salesforce guide for admins on developer.salesforce.com in English (the
// Security Implementation Guide), never an API reference's page.
const SETUP_PAGE =
  /^https:\/\/(?:help\.salesforce\.com\/|developer\.salesforce\.com\/docs\/atlas\.en-us\.(?![^/]*(?:api_meta|api_tooling|object_reference|apexref|api_rest)))/;

test('setup labels: each a field of a settings type the site names, from an English Salesforce page for admins, read on a day', () => {
  const fields = new Set(everyField().map(({ member, field }) => `${member}.${field}`));
  const read = new Map(SETUP_LABEL_READS.map((row) => [row.type, row]));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const row of SETUP_LABELS) {
    const at = `${row.type}.${row.field}`;
    if (!SETTINGS_MEMBERS.has(row.type)) problems.push(`${at}: no settings type the site names`);
    if (!fields.has(at)) problems.push(`${at}: no field its page or the WSDL gives`);
    if (!SETUP_PAGE.test(row.page)) problems.push(`${at}: ${row.page} is no page for admins`);
    if (row.release !== undefined && (!/^\d{3}\.0$/.test(row.release) || !row.page.includes('developer.')))
      problems.push(`${at}: release ${row.release} of ${row.page}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.read) || row.read > GUIDE_RELEASE.read)
      problems.push(`${at}: read ${row.read}`);
    if (!/^[\x20-\x7e’]+$/.test(row.label) || row.label.split(' ').length > 15)
      problems.push(`${at}: "${row.label}"`);
    if (read.get(row.type)?.seen !== 'labels') problems.push(`${at}: its type's read says no labels`);
    const label = `${row.type}|${row.label.toLowerCase()}`;
    if (seen.has(label)) problems.push(`${at}: "${row.label}" twice for its type`);
    seen.add(label);
  }
  expect(problems).toEqual([]);
  // Every settings type with fields was looked for, found or not.
  const withFields = new Set(everyField().map(({ member }) => member));
  expect([...withFields].filter((member) => !read.has(member))).toEqual([]);
});

test('a setting named by its Setup label is read as its settings type, the note naming the label and its page', () => {
  const label = SETUP_LABELS.find((row) => row.field === 'fiscalYear.startMonth');
  expect(label?.label).toBe('Fiscal Year Start Month');
  expect(setupLabelRead(words('fiscal year start month'))).toEqual({
    member: 'CompanySettings',
    field: 'fiscalYear.startMonth',
    labels: [label],
  });
  const answer = supportOf('fiscal year start month', 'https://docs.example');
  expect(answer).toMatchObject({ type: 'CompanySettings', field: 'fiscalYear.startMonth', status: 'copied' });
  expect(answer.notes[0]).toContain('its words are those of the Setup option “Fiscal Year Start Month”');
  expect(answer.notes[1]).toBe(
    `The label “Fiscal Year Start Month” is on [Salesforce's page](${label?.page ?? ''}), read ${label?.read ?? ''}.`,
  );
  // A switching verb and words that name nothing are read past: "enable", "the", "settings".
  expect(setupLabelRead(words('enable the HTML email settings'))?.field).toBe('enableHtmlEmail');
});

test('labels of several fields of one type answer the type, naming each; of two types, neither', () => {
  const read = setupLabelRead(words('insert thread id in email'));
  expect(read?.member).toBe('CaseSettings');
  expect(read?.field).toBeUndefined();
  expect(read?.labels.map((label) => label.field).sort()).toEqual([
    'enableThreadIDInBody',
    'enableThreadIDInSubject',
  ]);
  const match = resolveType('insert thread id in email');
  expect(match).toMatchObject({ settingsMember: 'CaseSettings', readAs: true });
  expect(match.settingsField).toBeUndefined();
  // "Document Generation" is a label of billing's settings and of subscription management's.
  const both = SETUP_LABELS.filter((row) => row.label === 'Document Generation').map((row) => row.type);
  expect(both.sort()).toEqual(['BillingSettings', 'SubscriptionManagementSettings']);
  expect(setupLabelRead(words('document generation'))).toBeUndefined();
});

test('a label reads a query only as the thing the label names, nearly whole', () => {
  // A query that ends in a plural names things: "manager groups" are groups, where the label "Manager
  // Groups" switches the feature; "manual shares" are records, not "Manual User Record Sharing".
  expect(SETUP_LABELS.some((row) => row.label === 'Manager Groups')).toBe(true);
  expect(setupLabelRead(words('manager groups'))).toBeUndefined();
  expect(setupLabelRead(words('manual shares'))).toBeUndefined();
  expect(setupLabelRead(words('manual record sharing'))?.field).toBe('enableManualUserRecordSharing');
  // Unless the query asks to change a behavior and is a label whole: then it is that option.
  expect(setupLabelRead(words('enable manager groups'))?.member).toBe('SharingSettings');
  expect(setupLabelRead(words('enable direct messages'))).toMatchObject({
    member: 'Network',
    field: 'enableDirectMessages',
  });
  expect(resolveType('enable direct messages').type?.name).toBe('Network');
  expect(setupLabelRead(words('enable manual shares'))).toBeUndefined();
  expect(setupLabelRead(words('enable messages'))).toBeUndefined();
  // "Address" or "status" ends in an "s" and is no plural.
  expect(setupLabelRead(words('lock sessions to the ip address'))?.field).toBe(
    'sessionSettings.lockSessionsToIp',
  );
  // More than two thirds of the label's naming words: "start month" is two of four.
  expect(setupLabelRead(words('start month'))).toBeUndefined();
  expect(setupLabelRead(words('fiscal year month'))?.field).toBe('fiscalYear.startMonth');
  // "Field" names a thing, so a query's "field" must be in the label too.
  expect(setupLabelRead(words('field data sensitivity level'))).toBeUndefined();
  expect(setupLabelRead(words('default data sensitivity level'))?.member).toBe('PrivacySettings');
  // One word names too little.
  expect(setupLabelRead(words('enable reputation'))).toBeUndefined();
});

test("the settings types' page lists each type's Setup labels, each linked to its page", () => {
  const page = settingsTypesNodes(2);
  const optionsOf = (member: string) => {
    const at = page.findIndex((node) => node.type === 'heading' && toString(node).startsWith(`${member} `));
    const next = page.findIndex((node, i) => i > at && node.type === 'heading');
    const section = page.slice(at, next);
    const lead = section.findIndex((node) => toString(node).startsWith('Setup options, as'));
    return lead < 0 ? undefined : section[lead + 1];
  };
  for (const member of new Set(SETUP_LABELS.map((row) => row.type))) {
    const options = JSON.stringify(optionsOf(member) ?? null);
    for (const row of SETUP_LABELS.filter((label) => label.type === member)) {
      expect(options, member).toContain(JSON.stringify(row.page));
      expect(options, member).toContain(JSON.stringify(row.label));
    }
  }
  const without = [...SETTINGS_MEMBERS.keys()].find(
    (member) => !SETUP_LABELS.some((row) => row.type === member),
  );
  expect(without && optionsOf(without)).toBeUndefined();
});

test('a query holding fewer of a label’s words is offered its settings type, never answered so', () => {
  // Four of the nine naming words of "Require multi-factor authentication (MFA) for all direct UI
  // logins to your Salesforce org", and a plural last: no reading, an offer.
  expect(setupLabelRead(words('mfa for all direct ui logins'))).toBeUndefined();
  expect(labelHolding(words('mfa for all direct ui logins'))).toBe('SecuritySettings');
  const answer = supportOf('mfa for all direct ui logins', 'https://docs.example');
  expect(answer.status).toBe('unknown');
  expect(answer.suggestions).toContain('SecuritySettings');
  // Labels of two types hold "document generation": neither is offered.
  expect(labelHolding(words('document generation'))).toBeUndefined();
});

/**
 * The fields the Metadata API's WSDL gives each of `types`, as @salesforce/types declares them (read
 * as scripts/file-parts.ts reads them): the declarations (860 KB) read once, not once a row.
 */
function wsdlFieldsOf(types: Iterable<string>): Map<string, Set<string>> {
  const shapes = declaredShapes(path.resolve(__dirname, '../../../..'));
  return new Map(
    [...new Set(types)].map((type) => [
      type,
      new Set((shapes.get(type)?.fields ?? []).map((field) => field.name)),
    ]),
  );
}

test('component labels: each a field the WSDL gives a component type, from an English Salesforce page for admins, read on a day', () => {
  expect(COMPONENT_LABELS.length).toBeGreaterThan(50);
  const read = new Map(COMPONENT_LABEL_READS.map((row) => [row.type, row]));
  const wsdl = wsdlFieldsOf(COMPONENT_LABELS.map((row) => row.type));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const row of COMPONENT_LABELS) {
    const at = `${row.type}.${row.field}`;
    if (!getMetadataType(row.type) || SETTINGS_MEMBERS.has(row.type))
      problems.push(`${at}: no component type`);
    if (!wsdl.get(row.type)?.has(row.field)) problems.push(`${at}: no field the WSDL gives`);
    if (!SETUP_PAGE.test(row.page)) problems.push(`${at}: ${row.page} is no page for admins`);
    const day = read.get(row.type);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.read) || !day || row.read > day.read)
      problems.push(`${at}: read ${row.read}`);
    if (!/^[\x20-\x7e’]+$/.test(row.label) || row.label.split(' ').length > 15)
      problems.push(`${at}: "${row.label}"`);
    if (day?.seen !== 'labels') problems.push(`${at}: its type's read says no labels`);
    const label = `${row.type}|${row.label.toLowerCase()}`;
    if (seen.has(label)) problems.push(`${at}: "${row.label}" twice for its type`);
    seen.add(label);
  }
  expect(problems).toEqual([]);
  // Every type read is a component type; one read with labels has rows.
  for (const row of COMPONENT_LABEL_READS) {
    expect(getMetadataType(row.type) && !SETTINGS_MEMBERS.has(row.type), row.type).toBeTruthy();
    expect(row.seen === 'labels', row.type).toBe(COMPONENT_LABELS.some((label) => label.type === row.type));
  }
});

test('a component option named by its Setup label is read as its type, the note naming the label and its page', () => {
  const label = COMPONENT_LABELS.find((row) => row.type === 'Network' && row.field === 'sendWelcomeEmail');
  expect(label?.label).toBe('Send welcome email');
  expect(setupLabelRead(words('send welcome email'))).toEqual({
    member: 'Network',
    field: 'sendWelcomeEmail',
    labels: [label],
  });
  const match = resolveType('send welcome email');
  expect(match.type?.name).toBe('Network');
  expect(match.settingsMember).toBeUndefined();
  const answer = supportOf('send welcome email', 'https://docs.example');
  expect(answer.type).toBe('Network');
  expect(answer.notes[0]).toContain(
    'its words are those of the Setup option “Send welcome email”, which sets `sendWelcomeEmail` of `Network`',
  );
  expect(answer.notes[1]).toContain(`[Salesforce's page](${label?.page ?? ''})`);
  // A label of several component types names none, and a one-word label never answers.
  expect(
    new Set(COMPONENT_LABELS.filter((row) => row.label === 'Required Permission').map((row) => row.type))
      .size,
  ).toBeGreaterThan(1);
  expect(setupLabelRead(words('required permission'))).toBeUndefined();
  expect(labelHolding(words('required permission'))).toBeUndefined();
  expect(COMPONENT_LABELS.some((row) => row.label === 'Description')).toBe(true);
  expect(setupLabelRead(words('flow description'))).toBeUndefined();
  // One reading for both tables: a settings type's label answers its settings type, never a component.
  expect(setupLabelRead(words('fiscal year start month'))?.member).toBe('CompanySettings');
});

test("the every-type page lists each component type's Setup options, each linked to its page", () => {
  const page = JSON.stringify(metadataTypesNodes(2, 'test'));
  for (const row of COMPONENT_LABELS) {
    expect(page, row.type).toContain(JSON.stringify(row.page));
    expect(page, row.type).toContain(JSON.stringify(row.label));
  }
  expect(page).toContain("Setup options, as Salesforce's pages name them: ");
});
