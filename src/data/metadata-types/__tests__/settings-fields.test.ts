// cspell:ignore PKCE Pkce
/**
 * A setting asked for by what it does (../settings-fields.ts): the rows it reads, and its rule. The
 * queries are the tests' own, not the blind sets' (those are scored in ./status.test.ts).
 */
import { expect, test } from '@playwright/test';
import { resolveType } from '..';
import { GUIDE_LIMITS, GUIDE_RELEASE, GUIDE_SETTINGS_FIELDS } from '../guide';
import {
  fieldNeedsOf,
  settingsFieldAsked,
  settingsFieldHolding,
  settingsFieldInWords,
  settingsFieldNamed,
  settingsPartAsked,
} from '../settings-fields';
import filePartsJson from '../guide/file-parts.json';
import { SETTINGS_MEMBERS } from '../settings';
import { settingsStatusOf } from '../status';
import { supportOf } from '../support';

// The guide's pages, an industry guide's, or an older version's, in English.
const SALESFORCE = /^https:\/\/developer\.salesforce\.com\/docs\/(?!atlas\.ja-jp)/;

test("settings fields: each row a named settings type's own page, read on a day, each field once", () => {
  const problems: string[] = [];
  const types = new Set<string>();
  for (const row of GUIDE_SETTINGS_FIELDS) {
    if (types.has(row.type)) problems.push(`${row.type}: twice`);
    types.add(row.type);
    if (!SETTINGS_MEMBERS.has(row.type)) problems.push(`${row.type}: no settings type the site names`);
    if (!SALESFORCE.test(row.page) || row.page.includes('%20'))
      problems.push(`${row.type}: ${row.page} is not an English guide page`);
    if (!/^\d{2}\.0$/.test(row.api)) problems.push(`${row.type}: API ${row.api}`);
    if (row.read > GUIDE_RELEASE.read) problems.push(`${row.type}: read after the release stamp`);
    const names = row.fields.map(([name]) => name);
    if (new Set(names).size !== names.length) problems.push(`${row.type}: a field twice`);
    for (const name of names) if (!/^[a-zA-Z]\w*$/.test(name)) problems.push(`${row.type}: field "${name}"`);
    for (const need of row.needs ?? [])
      if (!names.includes(need.field)) problems.push(`${row.type}: a need of ${need.field}, no such field`);
  }
  expect(problems).toEqual([]);
  // 163 of the 166 settings types' pages were in reach, 8 of them only in part.
  expect(types.size).toBeGreaterThan(150);
});

test("a part a settings field's page states names a field read, and says when a deploy can't set it", () => {
  const parts = GUIDE_LIMITS.filter((limit) => limit.field);
  expect(parts.length).toBeGreaterThan(10);
  for (const part of parts) {
    const read = GUIDE_SETTINGS_FIELDS.find((row) => row.type === part.member);
    expect(
      read?.fields.some(([name]) => name === part.field),
      `${part.member}.${part.field}`,
    ).toBe(true);
    expect(['always', 'off'], part.thing).toContain(part.when);
    // Never warned of in a plan: the part is one field's value, and the plan copies the file.
    expect(part.inPlans, part.thing).toBe(false);
  }
});

test('a behavior asked for by its words is read as the settings type whose field its page describes so', () => {
  expect(settingsFieldAsked('require PKCE for the OAuth authorization code flow')).toEqual({
    member: 'OauthOidcSettings',
    field: 'isPkceRequired',
  });
  expect(settingsFieldAsked('allow HTML uploads as attachments or documents')?.member).toBe(
    'FileUploadAndDownloadSecuritySettings',
  );
  // A verb's "-ing" form holds the verb of a description ("share files via links"); words of five
  // letters or fewer keep their own.
  expect(settingsFieldAsked('block sharing files by links')).toEqual({
    member: 'ContentSettings',
    field: 'enableChatterFileLink',
  });
  const answer = supportOf('show company logos to sales reps', 'https://docs.example');
  expect(answer).toMatchObject({ type: 'AccountIntelligenceSettings', field: 'enableAccountLogos' });
  expect(answer.status).toBe('copied');
  // The answer says what it rests on, and that a package.xml names it under Settings.
  expect(answer.notes[0]).toContain('its field `enableAccountLogos`');
  expect(answer.notes[0]).toContain('the member `AccountIntelligence` of `Settings`');
  expect(answer.url).toBe(
    'https://docs.example/supported-components/settings-types/#accountintelligencesettings',
  );
});

test('only a query asking for a behavior is read so: things named are components or records', () => {
  // The same words without a verb of switching name things, not a setting.
  expect(settingsFieldAsked('company logos for sales reps')).toBeUndefined();
  expect(resolveType('company logos for sales reps').settingsField).toBeUndefined();
  // Too few words that name something: "turn on logos" could be any of several.
  expect(settingsFieldAsked('turn on logos')).toBeUndefined();
  // Words several settings types' fields hold as well answer none.
  expect(settingsFieldAsked('enable the default email settings for users')).toBeUndefined();
  // How or whether to move something asks about components: the words of a settings field's page
  // ("approval process", "deploy") don't make it a setting.
  expect(
    resolveType('can we deploy metadata associated with an approval process?').settingsMember,
  ).toBeUndefined();
  expect(
    settingsFieldAsked('How do I migrate set of permissions granting users more access between orgs?'),
  ).toBeUndefined();
  // Hostile or long input is bounded and answers nothing.
  expect(settingsFieldAsked(`turn on ${'x '.repeat(5000)}`)).toBeUndefined();
  expect(settingsFieldAsked('set constructor valueOf toString hasOwnProperty')).toBeUndefined();
});

test("a field's page that says a deploy can't do what's asked answers not copyable", () => {
  // Once true, it can't go back: asked to switch it off, the part answers.
  const off = supportOf('turn off Email-to-Case', 'https://docs.example');
  expect(off.status).toBe('not-copyable');
  expect(off.suggestions).toEqual(['Settings']);
  expect(off.notes[0]).toContain('`CaseSettings`');
  expect(settingsPartAsked('disable multiple currencies')?.member).toBe('CurrencySettings');
  // Asked to switch it on, or named without asking, it is no part, by any reading.
  expect(settingsPartAsked('turn on multiple currencies')).toBeUndefined();
  expect(resolveType('custom address fields').feature).toBeUndefined();
  expect(resolveType('disabling custom address fields').feature?.member).toBe('CustomAddressFieldSettings');
  // Turned on, it is the settings type, with a note that nothing turns it off again.
  const on = supportOf('enable custom address field type for custom fields', 'https://docs.example');
  expect(on).toMatchObject({ type: 'CustomAddressFieldSettings', status: 'copied' });
  expect(on.notes.at(-1)).toContain("can't be undone");
  // A value the API only reads: any reading by that field answers the part.
  expect(supportOf('change the My Domain name', 'https://docs.example').status).toBe('not-copyable');
});

test("a field's own needs join the answer read by that field, never the whole type's", () => {
  const answer = supportOf('enable lightning logger events for custom components', 'https://docs.example');
  expect(answer).toMatchObject({ type: 'EventSettings', field: 'enableLightningLoggerEvents' });
  expect(answer.status).toBe('copied-with-prerequisites');
  expect(answer.requires.map((r) => r.kind)).toContain('license');
  expect(settingsStatusOf('EventSettings')?.requires.some((r) => r.kind === 'license')).toBe(false);
  // The settings page lists it beside its field.
  expect(fieldNeedsOf('EventSettings').map((n) => n.field)).toEqual(['enableLightningLoggerEvents']);
});

test('a settings field by its own name, as a .settings file writes it, is its settings type', () => {
  expect(settingsFieldNamed('isPkceRequired')).toEqual({
    member: 'OauthOidcSettings',
    field: 'isPkceRequired',
  });
  expect(settingsFieldNamed('<enableAccountLogos>true</enableAccountLogos>')?.member).toBe(
    'AccountIntelligenceSettings',
  );
  const answer = supportOf('enableAccountLogos', 'https://docs.example');
  expect(answer).toMatchObject({
    type: 'AccountIntelligenceSettings',
    field: 'enableAccountLogos',
    readAs: null,
  });
  expect(answer.notes[0]).toContain('`enableAccountLogos` is a field of `AccountIntelligenceSettings`');
  // One word is a reader's word too; two names, or a name two settings types' pages list, name none.
  expect(settingsFieldNamed('preferences')).toBeUndefined();
  expect(settingsFieldNamed('enableAccountLogos enableNewsStories')).toBeUndefined();
  expect(settingsFieldNamed('enableHtmlEmail')).toBeUndefined();
  // A value the API only reads, or a one-way field set to false, is the part a deploy leaves out.
  expect(supportOf('myDomainName', 'https://docs.example').status).toBe('not-copyable');
  expect(supportOf('<enableEmailToCase>false</enableEmailToCase>', 'https://docs.example').status).toBe(
    'not-copyable',
  );
});

test("the fields of the parts the WSDL places in one settings type's file are that type's too, by their path", () => {
  // `SessionSettings` lives in `SecuritySettings`' file; its fields were no row of the page's tables.
  expect(settingsFieldNamed('lockSessionsToIp')).toEqual({
    member: 'SecuritySettings',
    field: 'sessionSettings.lockSessionsToIp',
  });
  const answer = supportOf('<enableLightningLogin>true</enableLightningLogin>', 'https://docs.example');
  expect(answer).toMatchObject({ type: 'SecuritySettings', field: 'sessionSettings.enableLightningLogin' });
  expect(answer.notes[0]).toContain('is a field in the file of `SecuritySettings`, where the Metadata API');
  expect(settingsFieldInWords(['lightning', 'login'])?.member).toBe('SecuritySettings');
  // A name the page's tables gave keeps its own reading, not a path.
  for (const [member, paths] of Object.entries(filePartsJson.blockFields)) {
    const listed = new Set(
      GUIDE_SETTINGS_FIELDS.find((read) => read.type === member)?.fields.map(([f]) => f),
    );
    for (const path of paths) {
      const name = path.split('.').at(-1) ?? '';
      const read = settingsFieldNamed(name);
      if (read && listed.has(name)) expect(read.field, path).toBe(name);
      if (read?.member === member && !listed.has(name)) expect(read.field, name).toBe(path);
    }
  }
});

test("a settings field's own name in words is offered as its settings type, never read as the answer", () => {
  expect(settingsFieldInWords(['hover', 'details'])).toEqual({
    member: 'UserInterfaceSettings',
    field: 'enableHoverDetails',
  });
  // A verb that switches it is read past; the last word may be a plural.
  expect(settingsFieldInWords(['enable', 'collapsible', 'sidebar'])?.field).toBe('enableCollapsibleSidebar');
  expect(settingsFieldInWords(['negative', 'quantities'])?.field).toBe('enableNegativeQuantity');
  // One word says too little; a name two settings types' pages list names neither.
  expect(settingsFieldInWords(['orders'])).toBeUndefined();
  expect(settingsFieldInWords(['html', 'email'])).toBeUndefined();
  const match = resolveType('hover details');
  expect(match.type).toBeNull();
  expect(match.suggestions[0]).toBe('UserInterfaceSettings');
  expect(supportOf('hover details', 'https://docs.example')).toMatchObject({
    status: 'unknown',
    suggestions: ['UserInterfaceSettings'],
  });
});

test('a settings field holding every word of any query is offered last, never read as the answer', () => {
  const words = (text: string) => text.split(' ');
  // Its description's words ("resume paused interviews") and its type's name ("flow") hold them all.
  expect(settingsFieldHolding(words('paused interviews resume'))).toEqual({
    member: 'FlowSettings',
    field: 'enableFlowInterviewSharingEnabled',
  });
  expect(supportOf('paused interviews resume', 'https://docs.example')).toMatchObject({
    status: 'unknown',
    suggestions: ['FlowSettings'],
  });
  // One word says too little; words fields of two settings types hold as well name neither.
  expect(settingsFieldHolding(['orders'])).toBeUndefined();
  expect(settingsFieldHolding(words('critical update'))).toBeUndefined();
  // A word no field holds: nothing.
  expect(settingsFieldHolding(words('paused interviews wombat'))).toBeUndefined();
  // After every other name offered: a component's own type comes first.
  const offered = supportOf('predictions from prediction builder', 'https://docs.example').suggestions;
  expect(settingsFieldHolding(words('predictions from prediction builder'))?.member).toBe(
    'PredictionBuilderSettings',
  );
  expect(offered.at(-1)).toBe('PredictionBuilderSettings');
  expect(offered.indexOf('MLPredictionDefinition')).toBeLessThan(offered.length - 1);
});

test('a field its page says current API versions no longer carry names nothing; a removed settings type its fields name, not copyable', () => {
  const origin = 'https://docs.example';
  // "Removed in API version 50.0", "Available in API version 59.0 to 60.0": no deploy sets them, so
  // no answer says Supported for them (the rule in ../README.md; the rows are out of the table).
  for (const field of ['enableDynamicForms', 'isTLSv12Required', 'enableCrossOrgRedirects']) {
    expect(settingsFieldNamed(field), field).toBeUndefined();
    expect(supportOf(field, origin).status, field).not.toBe('copied');
  }
  // A settings type whose own page says the API carried it up to 58.0: its field names it, and the
  // answer says it was removed and why, never Supported.
  const insights = supportOf('enableAccountInsights', origin);
  expect(insights).toMatchObject({
    type: 'AccountInsightsSettings',
    field: 'enableAccountInsights',
    status: 'not-copyable',
    supported: false,
    steps: [],
  });
  expect(insights.notes[0]).toContain('from API 48.0 to 58.0 only');
  expect(settingsStatusOf('AccountInsightsSettings')?.removed?.last).toBe('58.0');
});
