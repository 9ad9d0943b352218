// cspell:ignore lolz
import { expect, test } from '@playwright/test';
import { planData } from '../data';
import { MAX_PACKAGE_BYTES, PackageXmlError, parsePackageXml, parsePlanInput, parseTypeList } from '../parse';
import { orderViolations, planChecklist, planFromText, planJob } from '../plan';

const HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<Package xmlns="http://soap.sforce.com/2006/04/metadata">';
const pkg = (types: string) => `${HEAD}\n${types}\n    <version>66.0</version>\n</Package>`;
const type = (name: string, ...members: string[]) =>
  `    <types>\n${members.map((m) => `        <members>${m}</members>\n`).join('')}        <name>${name}</name>\n    </types>`;

test('a package.xml: its types, members, lines and version', () => {
  const parsed = parsePackageXml(
    pkg([type('CustomField', 'Account.Region__c', 'Account.Tier__c'), type('Flow', '*')].join('\n')),
  );
  expect(parsed).toEqual({
    types: [
      { name: 'CustomField', members: ['Account.Region__c', 'Account.Tier__c'], line: 3 },
      { name: 'Flow', members: ['*'], line: 8 },
    ],
    version: '66.0',
  });
});

test('refused with a message naming the line: an entity bomb, a DOCTYPE, broken tags, 5 MB, not a package', () => {
  const refusals: [string, RegExp][] = [
    [
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n]>\n<Package><types><members>&lol2;</members><name>Flow</name></types></Package>',
      /^Line 2: DOCTYPE declarations are refused/,
    ],
    [
      '<?xml version="1.0"?>\n<Package>\n<!ENTITY x "y">\n</Package>',
      /^Line 3: ENTITY declarations are refused/,
    ],
    [
      `${HEAD}\n    <types>\n        <members>A</member>\n</Package>`,
      /^Line 4, column \d+: the XML is not well formed/,
    ],
    [
      `${HEAD}\n<types><members>A</members><name>Flow</name></types>`,
      /^Line \d+, column \d+: the XML is not well formed/,
    ],
    [pkg(type('Flow', 'A'.repeat(100)).repeat(30_000)), /is 5\.\d MB; at most 1 MB is read/],
    ['<Foo/>', /root element must be <Package>/],
    [pkg('    <types><members>A</members></types>'), /^Line 3: a <types> element has no <name>/],
    ['   ', /is empty/],
  ];
  for (const [text, message] of refusals) {
    expect(() => parsePackageXml(text), text.slice(0, 60)).toThrow(PackageXmlError);
    expect(() => parsePackageXml(text), text.slice(0, 60)).toThrow(message);
  }
  expect(pkg(type('Flow', 'A'.repeat(100)).repeat(40_000)).length).toBeGreaterThan(5 * MAX_PACKAGE_BYTES);
});

test('the plan: steps in dependency order, members by type, permissions, unknown names, warnings', () => {
  const plan = planJob(
    parsePackageXml(
      pkg(
        [
          type('Layout', 'Account-Account Layout'),
          type('Report', '*'),
          type('Profile', 'Admin'),
          type('RecordType', 'Account.Partner'),
          type('CustomField', 'Account.Region__c'),
          type('ApexClass', '*'),
          type('Widget', 'Foo'),
        ].join('\n'),
      ),
    ),
    planData(),
  );
  expect(plan.steps.map((s) => s.slug)).toEqual([
    'components',
    'record-types',
    'page-layouts',
    'reports',
    'profile-updates',
  ]);
  expect(plan.steps[0]?.members).toEqual({ CustomField: ['Account.Region__c'], ApexClass: ['*'] });
  expect(plan.unsupported).toEqual(['Widget']);
  expect(plan.permissions).toEqual(
    expect.arrayContaining(['API Enabled', 'Manage Profiles and Permission Sets']),
  );
  expect(plan.warnings.join('\n')).toContain(
    "`Report` lives in folders, and Salesforce doesn't accept `*` for it",
  );
  expect(plan.warnings.join('\n')).toContain(
    '`CustomField` components are named `Parent.Name` inside a `CustomObject`',
  );
  expect(planChecklist(plan, (slug) => `/supported-components/${slug}/`).split('\n')[0]).toBe(
    '- [ ] 1. Components (/supported-components/components/)',
  );
});

test("a name in the plural gets Salesforce's spelling; a component in a folder needs its folder", () => {
  const plan = planJob(
    parsePackageXml(pkg([type('Workflows', 'Opportunity'), type('Dashboard', 'Sales/Pipeline')].join('\n'))),
    planData(),
  );
  expect(plan.unsupported).toEqual(['Workflows']);
  expect(plan.warnings).toContain(
    "Line 3: `Workflows` is no Metadata API type; Salesforce's name is `Workflow`.",
  );
  expect(plan.warnings).toContain(
    '`Dashboard` lives in folders (`Sales`): each must be in the target, or be copied first (`DashboardFolder`).',
  );
});

test('past the deploy limit on files, the plan warns', () => {
  const members = Array.from({ length: 10_001 }, (_, i) => `Class${i}`);
  const plan = planJob({ types: [{ name: 'ApexClass', members, line: 3 }] }, planData());
  expect(plan.warnings.join('\n')).toContain('10,001 components: one deploy takes at most 10,000 files');
});

test('types that carry files of any size put the zip limit at risk, by count', () => {
  const data = planData();
  expect(data.fileTypes).toEqual(['StaticResource', 'Document', 'ContentAsset']);
  const plan = planJob(
    {
      types: [
        { name: 'StaticResource', members: ['jquery', 'logos'], line: 3 },
        { name: 'ApexClass', members: ['InvoiceService'], line: 7 },
      ],
    },
    data,
  );
  expect(plan.warnings).toContain(
    "`StaticResource` (2 components) carry files of any size: one deploy's zip holds about 39 MB, so check their size, and give the largest a step of their own.",
  );
  const classes = planJob({ types: [{ name: 'ApexClass', members: ['InvoiceService'], line: 3 }] }, data);
  expect(classes.warnings.join('\n')).not.toContain('files of any size');
});

test('a list of type names plans as a package.xml that copies each whole, spelled as Salesforce spells it', () => {
  const known = Object.keys(planData().types);
  const list = parsePlanInput('flow, ApexClass\n layout ; Widget\nFLOW', known);
  expect(list.types.map((t) => [t.name, t.members, t.line])).toEqual([
    ['Flow', ['*'], 1],
    ['ApexClass', ['*'], 1],
    ['Layout', ['*'], 2],
    ['Widget', ['*'], 2],
  ]);
  const plan = planJob(list, planData());
  expect(plan.steps.map((s) => s.title)).toEqual(['Components', 'Page layouts']);
  expect(plan.unsupported).toEqual(['Widget']);
  // XML is still read as XML, and bad input still gets a message.
  expect(parsePlanInput(pkg(type('Layout', 'Account-Account Layout')), known).types[0]?.name).toBe('Layout');
  expect(() => parsePlanInput(' , ;\n', known)).toThrow(PackageXmlError);
  expect(() => parsePlanInput(Array.from({ length: 1001 }, (_, i) => `T${i}`).join(','), known)).toThrow(
    /names 1001 types/,
  );
  expect(() => parseTypeList('x'.repeat(MAX_PACKAGE_BYTES + 1), known)).toThrow(/at most 1 MB/);
});

test('no step before a type it names: a second Components step after the step it waits for, or the named type brought earlier (issue 38)', () => {
  const data = planData();
  const plan = (...types: string[]) => planJob(parsePackageXml(pkg(types.join('\n'))), data);
  // A permission set that names a new record type (recordTypeVisibilities) runs after Record types.
  const withRecordType = plan(
    type('PermissionSet', 'Sales_Ops'),
    type('RecordType', 'Account.Partner'),
    type('CustomField', 'Account.Region__c'),
  );
  expect(withRecordType.steps.map((s) => [s.slug, s.types])).toEqual([
    ['components', ['CustomField']],
    ['record-types', ['RecordType']],
    ['components', ['PermissionSet']],
  ]);
  expect(withRecordType.steps[2]?.why.join('\n')).toContain(
    '`PermissionSet` runs after Record types: it may name `RecordType` (`recordTypeVisibilities.recordType`)',
  );
  expect(orderViolations(withRecordType, data)).toEqual([]);
  // Without the table the catalogue's order alone runs the permission set first.
  const before = planJob(
    parsePackageXml(
      pkg([type('PermissionSet', 'Sales_Ops'), type('RecordType', 'Account.Partner')].join('\n')),
    ),
    { ...data, references: {} },
  );
  expect(orderViolations(before, data).map((v) => `${v.type}>${v.names}`)).toEqual([
    'PermissionSet>RecordType',
  ]);
  // An app that lists a custom tab, and the types of its step that name the app, wait for Tab styles.
  const withTab = plan(
    type('CustomApplication', 'Sales'),
    type('CustomTab', 'Invoice__c'),
    type('Profile', 'Admin'),
  );
  // The app and the profile name each other (applicationVisibilities, profileActionOverrides.profile):
  // they travel together, in the Components step after Tab styles.
  expect(withTab.steps.map((s) => [s.slug, s.types])).toEqual([
    ['tab-styles', ['CustomTab']],
    ['components', ['CustomApplication', 'Profile']],
  ]);
  expect(orderViolations(withTab, data)).toEqual([]);
  // An object that names its compact layout can't wait for Compact layout assignments (its record
  // types need it first): the compact layout comes with the object instead.
  const withCompact = plan(
    type('CustomObject', 'Invoice__c'),
    type('CompactLayout', 'Invoice__c.Summary'),
    type('RecordType', 'Invoice__c.Standard'),
  );
  expect(withCompact.steps[0]?.types).toEqual(['CustomObject', 'CompactLayout']);
  expect(withCompact.steps.map((s) => s.slug)).toEqual(['components', 'record-types']);
  expect(orderViolations(withCompact, data)).toEqual([]);
  // An email alert waits for its template.
  const withAlert = plan(type('Workflow', 'Case'), type('EmailTemplate', 'Support/Closed'));
  expect(withAlert.steps.map((s) => s.slug)).toEqual(['email-templates', 'components']);
});

test('the page and plan_job turn text into a plan the same way: a package.xml or type names', () => {
  const data = planData();
  expect(planFromText('PermissionSet, RecordType', data).steps.map((s) => s.slug)).toEqual([
    'record-types',
    'components',
  ]);
  expect(planFromText(pkg(type('Flow', 'Onboarding')), data).steps.map((s) => s.slug)).toEqual([
    'components',
  ]);
  expect(() => planFromText('', data)).toThrow(PackageXmlError);
});

test('a type that needs a setting first says so in the plan, from the same data as check_support (issue 38)', () => {
  const plan = planFromText('ExperienceBundle, Territory2Model, ApexClass', planData());
  const needs = plan.warnings.filter((w) => w.includes('needs this first:'));
  expect(needs.map((w) => w.slice(0, w.indexOf('`', 1) + 1))).toEqual([
    '`ExperienceBundle`',
    '`Territory2Model`',
  ]);
  expect(needs[0]).toContain('Enable ExperienceBundle Metadata API');
  const noWildcard = planFromText(
    '<Package xmlns="http://soap.sforce.com/2006/04/metadata"><types><members>*</members><name>EmbeddedServiceConfig</name></types></Package>',
    planData(),
  );
  expect(noWildcard.warnings).toContain(
    "Salesforce doesn't accept `*` for `EmbeddedServiceConfig`: name each component.",
  );
});

test('a plan with Apex says what production runs and requires: RunLocalTests and the coverage fact (issue 40, task d)', () => {
  const plan = planFromText('CustomObject, CustomField, ApexClass, ApexTrigger, Flow', planData());
  const apex = plan.warnings.find((w) => w.includes('going to production'));
  expect(apex).toContain('`ApexClass` and `ApexTrigger`');
  expect(apex).toContain('`RunLocalTests`');
  expect(apex).toContain(`${planData().apexCoverageText} test coverage`);
  expect(
    planFromText('CustomObject, Flow', planData()).warnings.some((w) => w.includes('going to production')),
  ).toBe(false);
});
