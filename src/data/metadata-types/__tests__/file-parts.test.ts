// cspell:ignore companysettings quicktextsettings
/**
 * Complex types that live inside registry types' files (issue 51, ../unlisted.ts, guide/file-parts.json):
 * the table is what Salesforce's WSDL types give, and a name from it is read as the type that holds it,
 * never as a type a few letters away.
 */
import { expect, test } from '@playwright/test';
import { getMetadataType, isSlip, resolveType } from '..';
import { removedOf } from '../removed';
import { SETTINGS_MEMBERS } from '../settings';
import { supportOf } from '../support';
import { filePartTable, FILE_PARTS_SOURCE, UNLISTED } from '../unlisted';
import { answerFor } from '../../../search/answer/answer';
import filePartsJson from '../guide/file-parts.json';
import { deriveFileParts } from '../../../../scripts/file-parts';

const origin = 'https://docs.example';

test('the table is what scripts/file-parts.ts derives from the installed @salesforce/types', () => {
  const derived = deriveFileParts();
  expect(FILE_PARTS_SOURCE.source).toContain(`@salesforce/types ${derived.version} `);
  expect(filePartsJson.parts).toEqual(derived.parts);
  expect(filePartsJson.settings).toEqual(derived.settings);
  // The settings fields kept are the package's, each one the guide copy's page documents (the script
  // reads the pages; here, that every row is a field the package gives that settings type).
  for (const [member, paths] of Object.entries(filePartsJson.blockFields))
    expect(derived.blockFields[member] ?? [], member).toEqual(expect.arrayContaining(paths));
  // The guide's rows are for the registry types the package lacks, and name no part it places.
  expect(FILE_PARTS_SOURCE.guide.source).toMatch(
    /^https:\/\/github\.com\/[\w-]+\/[\w-]+\/tree\/[0-9a-f]{40}\//,
  );
  expect(FILE_PARTS_SOURCE.guide.api).toMatch(/^\d+\.0$/);
  const problems = Object.entries(filePartsJson.guide.parts as Record<string, string>).flatMap(
    ([name, where]) =>
      where.split(' ').some((at) => derived.shapes.has(at.split('.')[0] ?? '')) ? [`${name}: ${where}`] : [],
  );
  expect(problems).toEqual([]);
});

test('every part: an API name of two words or more, held by registry types or one settings type, no type or row of its own', () => {
  const problems: string[] = [];
  const table = filePartTable();
  expect(table.size).toBe(
    new Set([
      ...Object.keys(filePartsJson.parts),
      ...Object.keys(filePartsJson.guide.parts),
      ...Object.keys(filePartsJson.settings),
    ]).size,
  );
  expect(table.size).toBeGreaterThan(500);
  const unlisted = new Set(UNLISTED.map((row) => row.name));
  for (const part of table.values()) {
    if (!/[a-z0-9][A-Z]/.test(part.name)) problems.push(`${part.name}: one word`);
    if (
      getMetadataType(part.name) ||
      SETTINGS_MEMBERS.has(part.name) ||
      removedOf(part.name) ||
      unlisted.has(part.name)
    )
      problems.push(`${part.name}: answered as a type already`);
    if (part.inSettings && part.holders.length !== 1) problems.push(`${part.name}: several settings types`);
    for (const holder of part.holders)
      if (
        !(part.inSettings ? SETTINGS_MEMBERS.has(holder.type) : getMetadataType(holder.type)) ||
        !/^\w+(\.\w+)*$/.test(holder.path)
      )
        problems.push(`${part.name}: ${holder.type}.${holder.path}`);
  }
  expect(problems).toEqual([]);
});

test('a part one type holds is read as that type, saying where; never as a near name', () => {
  // Each was read as the folder or the type a few letters away before the table.
  for (const [name, holder] of [
    ['ReportFilter', 'Report'],
    ['DashboardFilter', 'Dashboard'],
    ['RecommendationDefinition', 'Network'],
    ['FlowRule', 'Flow'],
    ['LayoutSection', 'Layout'],
  ] as const) {
    const match = resolveType(name);
    expect(match.type?.name, name).toBe(holder);
    expect(isSlip(match), name).toBe(false);
    const answer = supportOf(name, origin);
    expect(answer.type, name).toBe(holder);
    expect(answer.notes[0], name).toContain(`\`${name}\` isn't a type a package.xml lists`);
    expect(answer.notes[0], name).toContain(`Write \`${holder}\` in a package.xml.`);
  }
  expect(supportOf('FlowRule', origin).notes[0]).toContain('`decisions.rules` field of `Flow`');
  const card = answerFor('ReportFilter');
  expect(card).toMatchObject({ kind: 'type', title: 'Report' });
  expect(card?.note).toContain("ReportFilter isn't a type a package.xml lists");
});

test('a part several types hold is named with them, and has no status of its own', () => {
  const answer = supportOf('FilterItem', origin);
  expect(answer).toMatchObject({ type: null, status: 'unknown', supported: false, steps: [] });
  expect(answer.suggestions).toEqual(expect.arrayContaining(['ApprovalProcess', 'CustomField']));
  expect(answer.notes[0]).toMatch(
    /^`FilterItem` isn't a type a package\.xml lists: .*`ApprovalProcess` \(`entryCriteria\.criteriaItems`\)/,
  );
  expect(answer.notes[0]).toMatch(/and \d+ more\. A step copies it with the file that holds it/);
  // Its card names them too, and opens the page of every type.
  const card = answerFor('FilterItem');
  expect(card).toMatchObject({ kind: 'type', label: 'Part of several types', title: 'FilterItem' });
  expect(JSON.stringify(card?.facts)).toContain('Copied with the type whose file holds it');
  expect(card?.page.url).toBe('/supported-components/metadata-types/');
});

test('only the one word of its API name: not a word the lookup reads as a type, not spaced words', () => {
  // "Picklist" is an admin's word for a custom field's type, read as before.
  expect(resolveType('Picklist').type?.name).toBe('CustomField');
  expect(resolveType('Picklist').filePart).toBeUndefined();
  expect(resolveType('report filter').filePart).toBeUndefined();
  expect(resolveType('is ReportFilter supported?').type?.name).toBe('Report');
  expect(resolveType('ReportFilters').type?.name).toBe('Report');
  // A settings field's own camelCase name is that field; the complex type's spelling is the part.
  expect(resolveType('emailServicesAddress').filePart).toBeUndefined();
  expect(supportOf('emailServicesAddress', origin).notes[0]).toContain(
    '`emailServicesAddress` of `CaseSettings`',
  );
  expect(resolveType('EmailServicesAddress').type?.name).toBe('EmailServicesFunction');
});

test("a part of one settings type's file is read as that settings type, by the field that holds it", () => {
  // Each answered "no type" before: a name that ends in "Settings" but is no settings type.
  for (const [name, member, field] of [
    ['FiscalYearSettings', 'CompanySettings', 'fiscalYear'],
    ['WebToCaseSettings', 'CaseSettings', 'webToCase'],
    ['KnowledgeCaseSettings', 'KnowledgeSettings', 'cases'],
    ['IpRange', 'SecuritySettings', 'networkAccess'],
  ] as const) {
    const match = resolveType(name);
    expect(match, name).toMatchObject({ settingsMember: member, settingsField: field });
    expect(match.type?.name, name).toBe('Settings');
    expect(isSlip(match), name).toBe(false);
    const answer = supportOf(name, origin);
    expect(answer).toMatchObject({ type: member, field, supported: true });
    expect(answer.notes[0], name).toContain(`\`${name}\` isn't a type a package.xml lists`);
    expect(answer.notes[0], name).toContain(
      `a package.xml lists it as the member \`${member.replace(/Settings$/, '')}\` of \`Settings\``,
    );
  }
  expect(supportOf('IpRange', origin).notes[0]).toContain(
    '`networkAccess.ipRanges` field of `SecuritySettings`',
  );
  const card = answerFor('FiscalYearSettings');
  expect(card).toMatchObject({ kind: 'type', title: 'CompanySettings' });
  expect(card?.page.url).toBe('/supported-components/settings-types/#companysettings');
  // A name a Setup feature claims keeps that reading: the routing address Salesforce generates is
  // a value the Metadata API only reads.
  expect(resolveType('EmailToCaseRoutingAddress').feature?.name).toBe(
    'The Email-to-Case routing address Salesforce generates',
  );
});

test('such a part whose name ends in "Settings", its words written out, is that settings type too', () => {
  for (const [query, member, field] of [
    ['fiscal year settings', 'CompanySettings', 'fiscalYear'],
    ['Web-to-Case settings', 'CaseSettings', 'webToCase'],
    ['single sign-on settings', 'SecuritySettings', 'singleSignOnSettings'],
    ['is the fiscal year settings supported?', 'CompanySettings', 'fiscalYear'],
    // Not the settings type whose name ends the words: the part's whole name is there.
    ['knowledge language settings', 'KnowledgeSettings', 'languages'],
  ] as const) {
    const match = resolveType(query);
    expect(match, query).toMatchObject({ settingsMember: member, settingsField: field });
    expect(match.filePart?.inSettings, query).toBe(true);
    expect(supportOf(query, origin).notes[0], query).toContain("isn't a type a package.xml lists");
  }
  // Only the whole name, its last word "settings": fewer words, or the name without it, name no part.
  expect(resolveType('year settings').filePart).toBeUndefined();
  expect(resolveType('fiscal year').filePart).toBeUndefined();
  expect(resolveType('Web-to-Case').filePart).toBeUndefined();
});

test('a name only the WSDL declares is answered unknown, saying where it was seen, and only by its own name', () => {
  const derived = deriveFileParts();
  // The lists are what the script derives from the installed package (less the settings types whose
  // page was read, which the script leaves to that read).
  expect(filePartsJson.declared.types.split(' ')).toEqual(derived.declared.types);
  expect(filePartsJson.declared.settings.split(' ')).toEqual(derived.declared.settings);
  expect(derived.declared.settings.length).toBeGreaterThan(100);
  const table = filePartTable();
  for (const name of [...derived.declared.settings, ...derived.declared.types]) {
    // None a type, a settings type, a row of the guide's unlisted names, a removed name or a part.
    expect(getMetadataType(name) ?? SETTINGS_MEMBERS.get(name) ?? removedOf(name), name).toBeUndefined();
    expect(UNLISTED.some((row) => row.name === name) || table.has(name), name).toBe(false);
  }
  // Written alone, in any case: unknown, the note saying which WSDL and why no status.
  for (const query of ['QuickTextSettings', 'quicktextsettings', 'AIWorksheetTemplate']) {
    const answer = supportOf(query, origin);
    expect(answer, query).toMatchObject({ type: null, status: 'unknown', supported: false, steps: [] });
    expect(answer.notes[0], query).toContain("Salesforce's Metadata API WSDL (as `@salesforce/types` 1.9.0");
  }
  expect(supportOf('QuickTextSettings', origin).notes[0]).toContain(
    'a package.xml would list as the member `QuickText` of `Settings`, but no Salesforce page of its own was found (looked for on 2026-11-30)',
  );
  expect(supportOf('AIWorksheetTemplate', origin).notes[0]).toContain(
    "Salesforce's registry in `@salesforce/source-deploy-retrieve` 13.7.0, doesn't have it",
  );
  expect(answerFor('QuickTextSettings')).toMatchObject({ kind: 'type', title: 'QuickTextSettings' });
  // A settings type it declares, named in words, is that type, not the feature whose records are
  // quick text messages (./setup-features.ts: "only Quick Text Settings is configuration").
  expect(resolveType('quick text settings').declared?.name).toBe('QuickTextSettings');
  expect(resolveType('quick text').feature?.name).toBe('Quick text');
  // Never a near spelling, never a name another reading answers: a Setup feature's name, one word.
  expect(resolveType('QuickTextSetting').declared).toBeUndefined();
  expect(resolveType('ConsentTemplate').feature).toBeDefined();
  expect(resolveType('ConsentTemplate').declared).toBeUndefined();
  expect(resolveType('Package').declared).toBeUndefined();
});
