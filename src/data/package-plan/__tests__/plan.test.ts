// cspell:ignore lolz Integ
import { expect, test } from '@playwright/test';
import { planData } from '../data';
import { NEEDS_HEADING } from '../headings';
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

test('a <types> block commented out is none: the lines are the blocks read, and `--` in a comment is named', () => {
  const text = pkg(
    [
      '    <!-- Flows later --><!--',
      type('Flow', 'Old'),
      '    -->',
      type('ApexClass', 'Util'),
      '    <!---->',
      type('CustomField', 'Account.Tier__c'),
    ].join('\n'),
  );
  const parsed = parsePackageXml(text);
  const lines = text.split('\n');
  expect(parsed.types.map((t) => [t.name, lines[t.line - 1]?.trim()])).toEqual([
    ['ApexClass', '<types>'],
    ['CustomField', '<types>'],
  ]);
  expect(parsed.types.map((t) => t.line)).toEqual([9, 14]);
  // Comments with no `--` of their own, an empty one included, say nothing.
  expect(parsed.notes).toBeUndefined();
  // `--` inside a comment (a command line's option, a text ending with `-`): read, and named.
  for (const comment of ['<!-- sf project deploy start --manifest package.xml -->', '<!-- trailing --->']) {
    const withDashes = parsePackageXml(pkg([`    ${comment}`, type('Flow', 'Onboarding')].join('\n')));
    expect(withDashes.types.map((t) => t.name)).toEqual(['Flow']);
    expect(withDashes.notes).toEqual([
      expect.stringMatching(/^Line 3: an XML comment holds `--`, which XML forbids/),
    ]);
    expect(planJob(withDashes, planData()).warnings[0]).toBe(withDashes.notes?.[0]);
  }
});

test('<types> only inside an element, after one with 200,000 children: refused naming that element, not a stack overflow', () => {
  // Where the refusal looks for the element holding <types>, a spread of this many children passed the
  // engine's limit on arguments: it reads them one at a time.
  const text = pkg(
    `    <a>${'<b/>'.repeat(200_000)}</a><d><c><types><members>A</members><name>Flow</name></types></c></d>`,
  );
  expect(() => parsePackageXml(text)).toThrow(
    /^Line 3: a <types> element sits inside <c>, not directly under <Package>/,
  );
});

test('refused with a message naming the line: an entity bomb, a DOCTYPE, broken tags, 5 MB, deep nesting, not a package', () => {
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
    // Committed mid-merge: Git's markers are named, not the parser's "invalid tag name".
    [
      pkg(
        '    <types>\n<<<<<<< HEAD\n<members>A</members>\n=======\n<members>B</members>\n>>>>>>> main\n<name>Flow</name></types>',
      ),
      /^Line 4, column 1: the XML is not well formed: it holds a Git merge conflict marker \(<<<<<<<\)/,
    ],
    // Markers inside a comment are harmless: the one named is where the parser stopped (round 45's 1011).
    [
      pkg(
        '    <!--\n<<<<<<< HEAD\n-->\n<types>\n<<<<<<< HEAD\n<members>A</members><name>Flow</name></types>',
      ),
      /^Line 7, column 1: the XML is not well formed: it holds a Git merge conflict marker \(<<<<<<<\)/,
    ],
    // A declaration after a license comment (round 55's 1255) or a pasted blank line: what comes first is named.
    [
      `<!-- Copyright -->\n${pkg(type('Flow', 'A'))}`,
      /^Line 2, column 6: the XML is not well formed: its declaration \(<\?xml …\?>\) comes after a comment, and nothing may come before it/,
    ],
    [`\n\n${pkg(type('Flow', 'A'))}`, /^Line 3, column 6: .* comes after blank lines or spaces/],
    // Two packages run together, or <types> outside a <Package> (round 57's 1315): one root is named.
    [
      `${type('Flow', 'A')}\n${type('ApexClass', 'B')}`,
      /^Line 5, column 5: the XML is not well formed: another top-level element starts here\. A package\.xml holds everything in one <Package> element/,
    ],
    // Lines left after </Package> (round 66's 1534): the column is the element's "<", and the line
    // where the package closed is named.
    [
      `${pkg(type('Flow', 'A'))}\n        <name>Settings</name>\n    </types>\n</Package>\n`,
      /^Line 9, column 9: the XML is not well formed: the <Package> element closes on line 8, and another top-level element starts here\./,
    ],
    [pkg(type('Flow', 'A'.repeat(100)).repeat(30_000)), /is 5\.\d MB; at most 4 MB is read/],
    [
      '<Foo/>',
      /^This XML is not a package\.xml: its root element is <Foo>, and a package\.xml's is <Package>\.$/,
    ],
    // A web page holding a manifest's text (round 78's 1823): named, and what to paste instead.
    ['<html><body><pre>&lt;Package&gt;</pre></body></html>', /root element is <html>.*This is a web page/],
    // Text that is no XML before the declaration (round 78's 1834): said as the comment before it is.
    [
      `Sample Package.xml:\n\n${pkg(type('Flow', 'A'))}`,
      /^Line 1, column 1: the XML is not well formed: its declaration \(<\?xml …\?>\) comes after other text/,
    ],
    // A declaration whose value lost its closing quote never closes (round 76's 1789), which the
    // validator passes and the parser stops at: said as not well formed, never the parser's words.
    [
      `<?xml version="1.0" encoding="UTF-8" standalone="yes?>\n<Package xmlns="http://soap.sforce.com/2006/04/metadata">\n${type('Flow', 'A')}\n</Package>\n`,
      /^Line 1, column 1: the XML is not well formed: the declaration \(<\?xml …\?>\) never closes/,
    ],
    // A <Package> with nothing in it is a package.xml listing nothing (round 75's 1753), not "no
    // <Package>": the parser reads an element holding no element as a string.
    [`${HEAD}\n\n</Package>\n`, /^This package\.xml lists no <types>, so there is nothing to copy/],
    ['<Package xmlns="http://soap.sforce.com/2006/04/metadata"/>', /^This package\.xml lists no <types>/],
    [pkg('    <types><members>A</members></types>'), /^Line 3: a <types> element has no <name>/],
    // An empty <name> is there but names nothing (round 71's skeleton): said so, not "no <name>".
    [
      pkg('    <types><members>A</members><name></name></types>'),
      /^Line 3: a <types> element's <name> is empty;/,
    ],
    [pkg('    <types><members>A</members><name/></types>'), /^Line 3: a <types> element's <name> is empty;/],
    [
      pkg('    <types><members>Profile</members><name>*</name></types>'),
      /^Line 3: a <types> element names `\*`/,
    ],
    [
      pkg(
        '    <types><members>A</members><name>Flow</name><members>B</members><name>ApexClass</name></types>',
      ),
      /^Line 3: a <types> element has 2 <name> elements; each <types> names one type/,
    ],
    ['   ', /is empty/],
    // Well formed but nested past what the parser builds: said so, never the parser's own error.
    [
      pkg(`${'<a>'.repeat(120)}<types><members>A</members><name>Flow</name></types>${'</a>'.repeat(120)}`),
      /^This XML nests elements 100 deep or more; a package\.xml nests three/,
    ],
    // <types> only inside another element (a Force.com IDE "Referenced Packages" file's <module>).
    [
      pkg(
        '    <modules><module>\n      <types><members>A</members><name>Module</name></types>\n    </module></modules>',
      ),
      /^Line 4: a <types> element sits inside <module>, not directly under <Package>/,
    ],
    // Nothing to copy: no <types>, or none with a member (a retrieve template).
    [pkg(''), /^This package\.xml lists no <types>, so there is nothing to copy/],
    [
      pkg('    <types><name>ApexClass</name></types>\n    <types><name>Flow</name></types>'),
      /^This package\.xml's 2 <types> list no <members>, so there is nothing to copy/,
    ],
  ];
  for (const [text, message] of refusals) {
    expect(() => parsePackageXml(text), text.slice(0, 60)).toThrow(PackageXmlError);
    expect(() => parsePackageXml(text), text.slice(0, 60)).toThrow(message);
  }
  // The 5 MB case is over the bound, so it is refused for its size, not read.
  expect(pkg(type('Flow', 'A'.repeat(100)).repeat(30_000)).length).toBeGreaterThan(MAX_PACKAGE_BYTES);
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
  // One Components step, and a step of its own only for what it adds; Reports before Page layouts,
  // because a layout may show a report chart (reportChartComponent.reportName).
  expect(plan.steps.map((s) => s.slug)).toEqual([
    'components',
    'record-types',
    'reports',
    'page-layouts',
    'profile-updates',
  ]);
  expect(plan.steps[0]?.members).toEqual({ CustomField: ['Account.Region__c'], ApexClass: ['*'] });
  expect(plan.steps[0]?.split).toBeNull();
  expect(plan.steps.find((s) => s.slug === 'page-layouts')?.options).toEqual([
    { option: 'Layout assignments', value: 'Copy, for the profiles in the package' },
  ]);
  expect(plan.steps.find((s) => s.slug === 'profile-updates')?.split).toMatch(/profile sections you tick/);
  expect(plan.checkedAgainst).toMatch(/^API \d+\.0 \(/);
  expect(plan.unsupported).toEqual(['Widget']);
  expect(plan.permissions).toEqual(
    expect.arrayContaining(['API Enabled', 'Manage Profiles and Permission Sets']),
  );
  expect(plan.warnings.join('\n')).toContain(
    "`Report` lives in folders, and Salesforce doesn't accept `*` for it",
  );
  expect(plan.warnings.join('\n')).toContain(
    '`CustomField` components are named `Parent.Name`, each inside its parent `CustomObject`',
  );
  expect(planChecklist(plan, (slug) => `/supported-components/${slug}/`).split('\n')[0]).toBe(
    '- [ ] 1. Components (/supported-components/components/)',
  );
});

test("a name in the plural gets Salesforce's spelling; a component in a folder needs its folder", () => {
  const plan = planJob(
    parsePackageXml(pkg([type('Workflows', 'Opportunity'), type('Document', 'Sales/Pipeline')].join('\n'))),
    planData(),
  );
  expect(plan.unsupported).toEqual(['Workflows']);
  expect(plan.warnings).toContain(
    "Line 3: `Workflows` is no Metadata API type; Salesforce's name is `Workflow`.",
  );
  expect(plan.warnings).toContain(
    '`Document` lives in folders (`Sales`): each must be in the target, or be copied first (`DocumentFolder`).',
  );
});

test('reports, dashboards and templates ask for no folder: their steps create each missing one', () => {
  const plan = planJob(
    parsePackageXml(
      pkg(
        [
          type('Report', 'unfiled$public/Open_Cases', 'Sales/Pipeline'),
          type('Dashboard', 'Sales/Board'),
          type('EmailTemplate', 'unfiled$public/Welcome', 'Renewals/Reminder'),
          type('Document', 'Logos/Acme'),
        ].join('\n'),
      ),
    ),
    planData(),
  );
  expect(plan.warnings.filter((w) => w.includes('lives in folders ('))).toEqual([
    '`Document` lives in folders (`Logos`): each must be in the target, or be copied first (`DocumentFolder`).',
  ]);
  // With `*`, the same steps still can't list a folder's contents: Salesforce takes no `*` for them.
  const all = planFromText('Report, Document', planData());
  expect(all.warnings).toContain(
    "`Report` lives in folders, and Salesforce doesn't accept `*` for it: name each component as `Folder/Name` (the Reports step creates the folders they name).",
  );
  expect(all.warnings).toContain(
    "`Document` lives in folders, and Salesforce doesn't accept `*` for it: name each component as `Folder/Name`, and copy its `DocumentFolder` first.",
  );
});

test("territory models aren't folders: `*` works for them, as their pages say, and a model still comes before its territories", () => {
  const plan = planFromText('Territory2Rule, Territory2, Territory2Model', planData());
  expect(plan.warnings.filter((w) => w.includes('lives in folders'))).toEqual([]);
  const stepOf = (type: string) => plan.steps.findIndex((step) => step.types.includes(type));
  expect(stepOf('Territory2Model')).toBeGreaterThanOrEqual(0);
  expect(stepOf('Territory2Model')).toBeLessThanOrEqual(stepOf('Territory2'));
  expect(stepOf('Territory2Model')).toBeLessThanOrEqual(stepOf('Territory2Rule'));
  expect(orderViolations(plan, planData())).toEqual([]);
});

test('each plural form is read back to its singular: "-s" before "-es" and "-ies"', () => {
  const plan = planJob(
    parsePackageXml(
      pkg([type('Roles', 'CEO'), type('ApexClasses', 'Util'), type('Territories', 'West')].join('\n')),
    ),
    planData(),
  );
  // A real manifest listed `Roles`: read as "Rol" + "es" it named nothing.
  expect(plan.warnings).toContain("Line 3: `Roles` is no Metadata API type; Salesforce's name is `Role`.");
  expect(plan.warnings.some((w) => w.includes('`ApexClasses`') && w.endsWith('`ApexClass`.'))).toBe(true);
  expect(plan.warnings.some((w) => w.includes('`Territories`') && w.endsWith('`Territory`.'))).toBe(true);
});

// cspell:ignore Flowz Clas (slips on purpose)
test("a name with a character no one sees, or one letter off a long name, is told Salesforce's name", () => {
  // Both from one real manifest (tests/fixtures/manifests/597-…): U+200B inside `CustomMetadata`.
  const plan = planJob(
    parsePackageXml(
      pkg(
        [
          type('Custom\u200bMetadata', 'Region.North'),
          type('ExternalServicesRegistration', 'Billing'),
          type('Flowz', 'Main'),
          type('ApexClas', 'Util'),
        ].join('\n'),
      ),
    ),
    planData(),
  );
  expect(plan.unsupported).toContain('Custom\u200bMetadata');
  expect(plan.warnings).toContain(
    "Line 3: `Custom\u200bMetadata` is no Metadata API type; it holds a character no one sees (U+200B), so Salesforce reads another name: remove it, and Salesforce's name is `CustomMetadata`.",
  );
  expect(plan.warnings).toContain(
    "Line 7: `ExternalServicesRegistration` is no Metadata API type; Salesforce's name is `ExternalServiceRegistration`, one letter apart.",
  );
  // Names under 12 letters aren't guessed: one letter turns a short name into another word (`Flowz`,
  // `ApexClas`).
  expect(plan.warnings.some((w) => w.includes('`Flowz`') || w.includes('`ApexClas`'))).toBe(false);
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
  // Without profiles, layouts need nothing Page layouts adds: one deployment.
  expect(plan.steps.map((s) => s.title)).toEqual(['Components']);
  expect(plan.unsupported).toEqual(['Widget']);
  // XML is still read as XML, and bad input still gets a message.
  expect(parsePlanInput(pkg(type('Layout', 'Account-Account Layout')), known).types[0]?.name).toBe('Layout');
  expect(() => parsePlanInput(' , ;\n', known)).toThrow(PackageXmlError);
  expect(() => parsePlanInput(Array.from({ length: 1001 }, (_, i) => `T${i}`).join(','), known)).toThrow(
    /names 1001 types/,
  );
  expect(() => parseTypeList('x'.repeat(MAX_PACKAGE_BYTES + 1), known)).toThrow(/at most 4 MB/);
});

test('fewest deployments: one Components step, and a step of its own only for what it adds (issue 51)', () => {
  const data = planData();
  const plan = (...types: string[]) => planJob(parsePackageXml(pkg(types.join('\n'))), data);
  // A new custom tab, the app that lists it and a global value set's field: one deployment, which
  // Salesforce orders itself (Tab styles' default, Style only, would create no tab).
  const oneStep = plan(
    type('CustomApplication', 'Sales'),
    type('CustomTab', 'Invoice__c'),
    type('CustomField', 'Account.Tier__c'),
    type('GlobalValueSet', 'Tiers'),
    type('RecordType', 'Account.Partner'),
    type('PermissionSet', 'Sales_Ops'),
  );
  expect(oneStep.steps.map((s) => [s.slug, s.types.length])).toEqual([['components', 6]]);
  expect(orderViolations(oneStep, data)).toEqual([]);
  // With profiles, Record types copies their visibility: the permission set that names a new record
  // type waits for it, and says so.
  const withProfile = plan(
    type('PermissionSet', 'Sales_Ops'),
    type('RecordType', 'Account.Partner'),
    type('Profile', 'Admin'),
  );
  expect(withProfile.steps.map((s) => [s.slug, s.types])).toEqual([
    ['record-types', ['RecordType']],
    ['components', ['PermissionSet']],
    ['profile-updates', ['Profile']],
  ]);
  expect(withProfile.steps[0]?.options).toEqual([
    { option: 'Visibility', value: 'Copy, for the profiles in the package' },
  ]);
  expect(withProfile.steps[1]?.why.join('\n')).toContain(
    '`PermissionSet` runs after Record types: it may name `RecordType` (`recordTypeVisibilities.recordType`)',
  );
  expect(orderViolations(withProfile, data)).toEqual([]);
  // Email templates creates missing folders: the rules and alerts that name a template wait for it.
  const withTemplates = plan(
    type('ApprovalProcess', 'Case.Escalate'),
    type('AssignmentRules', 'Case'),
    type('Workflow', 'Case'),
    type('EmailTemplate', 'Support/Closed'),
    type('CustomField', 'Case.Tier__c'),
  );
  // The field can wait too (a template doesn't name it): two deployments, not three.
  expect(withTemplates.steps.map((s) => [s.slug, s.types])).toEqual([
    ['email-templates', ['EmailTemplate']],
    ['components', ['ApprovalProcess', 'AssignmentRules', 'Workflow', 'CustomField']],
  ]);
  expect(orderViolations(withTemplates, data)).toEqual([]);
  // Without the table, the catalogue's order alone runs the rules first.
  const before = planJob(
    parsePackageXml(pkg([type('Workflow', 'Case'), type('EmailTemplate', 'Support/Closed')].join('\n'))),
    {
      ...data,
      references: {},
    },
  );
  expect(orderViolations(before, data).map((v) => `${v.type}>${v.names}`)).toEqual([
    'Workflow>EmailTemplate',
  ]);
  // An app and a profile name each other (profileActionOverrides.profile, applicationVisibilities),
  // but Profile updates creates no profile: each target has the ones it changes before the job, so
  // the app finds its profile there, and the profiles keep their step (only the ticked sections).
  const appAndProfile = plan(type('CustomApplication', 'Sales'), type('Profile', 'Admin'));
  expect(appAndProfile.steps.map((s) => [s.slug, s.types])).toEqual([
    ['components', ['CustomApplication']],
    ['profile-updates', ['Profile']],
  ]);
  expect(orderViolations(appAndProfile, data)).toEqual([]);
  // Two types of different steps that name each other (here a layout's report chart and, by a row
  // made up for the test, a report that names a layout): one deployment takes both, saying why.
  const withCycle = {
    ...data,
    references: { ...data.references, Report: [{ to: 'Layout', field: 'madeUp' }] },
  };
  const cycle = planJob(
    parsePackageXml(
      pkg([type('Layout', 'Account-Account Layout'), type('Report', 'Sales/Pipeline')].join('\n')),
    ),
    withCycle,
  );
  expect(cycle.steps.map((s) => s.slug)).toContain('components');
  expect(cycle.steps.flatMap((s) => s.why).join('\n')).toMatch(/name each other/);
  expect(orderViolations(cycle, withCycle)).toEqual([]);
});

test('a type whose fields nobody read runs after every step that brings a type it might name (issue 51)', () => {
  const data = planData();
  expect(data.read).toContain('Workflow');
  expect(data.read).not.toContain('Settings');
  const plan = planFromText('Settings, EmailTemplate, ApexClass', data);
  expect(plan.steps.map((s) => [s.slug, s.types])).toEqual([
    ['email-templates', ['EmailTemplate']],
    ['components', ['Settings', 'ApexClass']],
  ]);
  expect(plan.steps[1]?.why.join('\n')).toContain(
    "`Settings` runs after Email templates: what it may name isn't in the reference table",
  );
  expect(plan.warnings.join('\n')).toContain("What `Settings` may name isn't in the reference table");
  // Alone, it needs no other step.
  expect(planFromText('Settings', data).steps.map((s) => s.slug)).toEqual(['components']);
});

test('every type a step of its own copies has its fields read: such a step cannot move after what it names (issue 51)', () => {
  // `EmailTemplateFolder` wasn't: a blind manifest (round 42) had its folders before its reports and layouts.
  const data = planData();
  const unread: string[] = [];
  for (const name of Object.keys(data.types)) {
    const plan = planFromText(name, data);
    const own = plan.steps.find((s) => s.slug !== data.generic && s.types.includes(name));
    if (own && !data.read.includes(name) && !data.types[name]?.parent) unread.push(`${name} (${own.slug})`);
  }
  expect(unread).toEqual([]);
});

test("a plan's `Settings` names what its members' pages say they name, and waits only for that (issue 51)", () => {
  const data = planData();
  const plan = (...types: string[]) => planJob(parsePackageXml(pkg(types.join('\n'))), data);
  // Case settings name the templates of case notifications (CaseSettings.caseAssignNotificationTemplate).
  expect(data.settingsReferences.Case?.map((ref) => ref.to)).toContain('EmailTemplate');
  expect(data.settingsRead).toEqual(expect.arrayContaining(['Case', 'Account', 'Security']));
  const withCase = plan(
    type('Settings', 'Case', 'Account'),
    type('EmailTemplate', 'Support/Closed'),
    type('ApexClass', 'Util'),
  );
  // The class waits with it: two deployments, not three.
  expect(withCase.steps.map((s) => [s.slug, s.types])).toEqual([
    ['email-templates', ['EmailTemplate']],
    ['components', ['Settings', 'ApexClass']],
  ]);
  expect(withCase.steps[1]?.why.join('\n')).toContain(
    '`Settings` runs after Email templates: it may name `EmailTemplate` (`CaseSettings.',
  );
  expect(orderViolations(withCase, data)).toEqual([]);
  expect(withCase.warnings.join('\n')).not.toContain('`Settings` may name');
  // Account settings name no component: one deployment with the rest, before the templates.
  const withAccount = plan(type('Settings', 'Account'), type('EmailTemplate', 'Support/Closed'));
  expect(withAccount.steps.map((s) => [s.slug, s.types])).toEqual([
    ['components', ['Settings']],
    ['email-templates', ['EmailTemplate']],
  ]);
  // `*` and a member no settings page was read for stay after every step, and the warning says which.
  for (const [members, why] of [
    [['*'], '`*` (every settings type of the source org'],
    [['Account', 'NoSuchThing'], '`NoSuchThing` (no settings type of that name known)'],
  ] as const) {
    const unread = plan(type('Settings', ...members), type('EmailTemplate', 'Support/Closed'));
    expect(unread.steps.map((s) => s.slug)).toEqual(['email-templates', 'components']);
    expect(unread.warnings.join('\n')).toContain(
      `What \`Settings\` may name isn't in the reference table for ${why}`,
    );
  }
});

test('the page and plan_job turn text into a plan the same way: a package.xml or type names', () => {
  const data = planData();
  expect(planFromText('PermissionSet, RecordType, Profile', data).steps.map((s) => s.slug)).toEqual([
    'record-types',
    'components',
    'profile-updates',
  ]);
  expect(planFromText(pkg(type('Flow', 'Onboarding')), data).steps.map((s) => s.slug)).toEqual([
    'components',
  ]);
  expect(() => planFromText('', data)).toThrow(PackageXmlError);
});

test('a type that needs a setting first says so in the plan, from the same data as check_support (issue 38)', () => {
  const plan = planFromText('ExperienceBundle, Territory2Model, ApexClass', planData());
  const needs = plan.needs;
  expect([...new Set(needs.map((w) => w.slice(0, w.indexOf('`', 1) + 1)))]).toEqual([
    '`ExperienceBundle`',
    '`Territory2Model`',
  ]);
  // Needs are no warnings: the plan lists them apart, each once.
  expect(
    plan.warnings.some((w) => w.includes('needs this first') || w.includes('Enable ExperienceBundle')),
  ).toBe(false);
  expect(new Set(needs).size).toBe(needs.length);
  expect(needs[0]).toContain('ExperienceBundle');
  // A user permission a type's page requires joins the plan's permissions (Territory2Model: Manage Territories).
  expect(plan.permissions).toContain('Manage Territories');
  const noWildcard = planFromText(
    '<Package xmlns="http://soap.sforce.com/2006/04/metadata"><types><members>*</members><name>EmbeddedServiceConfig</name></types></Package>',
    planData(),
  );
  expect(noWildcard.warnings).toContain(
    "Salesforce doesn't accept `*` for `EmbeddedServiceConfig`: name each component.",
  );
});

test('a type that lists no members is in no step: one warning names each at its line, and no step, need or Apex warning comes of it', () => {
  const plan = planJob(
    parsePackageXml(
      pkg(
        `${type('Flow', 'Lead_Router')}\n    <types><name>ApexClass</name></types>\n    <types><name>EmailTemplate</name></types>`,
      ),
    ),
    planData(),
  );
  expect(plan.steps.flatMap((step) => step.types)).toEqual(['Flow']);
  expect(plan.steps.map((step) => step.slug)).not.toContain('email-templates');
  const empty = plan.warnings.filter((w) => w.includes('no members'));
  expect(empty).toHaveLength(1);
  expect(empty[0]).toMatch(/^`ApexClass` \(line \d+\), `EmailTemplate` \(line \d+\) list no members/);
  expect(plan.warnings.some((w) => w.includes('going to production'))).toBe(false);
  expect(plan.permissions).not.toContain('Manage Public Classic Email Templates');
  // A parent listed with no members brings none: its children's components still need it in the target.
  const fields = planJob(
    parsePackageXml(
      pkg(`${type('CustomField', 'Account.Tier__c')}\n    <types><name>CustomObject</name></types>`),
    ),
    planData(),
  );
  expect(fields.warnings.some((w) => w.includes('each inside its parent `CustomObject`'))).toBe(true);
  // Nor does a profiles block with no members ask for a step that copies layout assignments.
  const layouts = (profiles: string) =>
    planJob(
      parsePackageXml(pkg(`${type('Layout', 'Account-Account Layout')}\n${profiles}`)),
      planData(),
    ).steps.flatMap((step) => step.slug);
  expect(layouts(type('Profile', 'Admin'))).toContain('page-layouts');
  expect(layouts('    <types><name>Profile</name></types>')).not.toContain('page-layouts');
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

test('packages go first, one Package upgrade step each: Salesforce deploys InstalledPackage only on its own', () => {
  const data = planData();
  const plan = planJob(
    {
      types: [
        { name: 'CustomObject', members: ['Invoice__c'], line: 1 },
        { name: 'InstalledPackage', members: ['acme', 'billing'], line: 2 },
      ],
    },
    data,
  );
  expect(plan.steps.map((s) => [s.title, s.members])).toEqual([
    ['Package upgrade', { InstalledPackage: ['acme'] }],
    ['Package upgrade', { InstalledPackage: ['billing'] }],
    ['Components', { CustomObject: ['Invoice__c'] }],
  ]);
  expect(plan.steps[0]?.options).toEqual([
    { option: 'Package version ID', value: 'the version (04t…) installed in the source org' },
  ]);
  // `*` names what only the source org knows: one step, and a warning to add one for each package.
  const all = planJob({ types: [{ name: 'InstalledPackage', members: ['*'], line: 1 }] }, data);
  expect(all.steps.map((s) => s.members)).toEqual([{ InstalledPackage: ['*'] }]);
  expect(
    all.warnings.some((w) => w.startsWith('`InstalledPackage: *`') && w.includes('one step for each')),
  ).toBe(true);
});

test('a need two types share is one line naming both, and the checklist makes each need a box to tick', () => {
  const plan = planFromText('KeywordList, ModerationRule', planData());
  const shared = plan.needs.filter((w) => w.startsWith('`KeywordList`, `ModerationRule`: '));
  expect(shared.length).toBeGreaterThan(0);
  expect(plan.needs.some((w) => w.startsWith('`ModerationRule`: '))).toBe(false);
  const checklist = planChecklist(plan, (slug) => `/${slug}/`).split('\n');
  const at = checklist.indexOf(`${NEEDS_HEADING}:`);
  expect(at).toBeGreaterThan(0);
  expect(checklist[at + 1]).toBe(`- [ ] ${(shared[0] ?? '').replace(/`/g, '')}`);
});

test('a plan lists what a deploy of a type leaves out, as its Salesforce page says, apart from its warnings', () => {
  const plan = planJob(parsePackageXml(pkg(type('ApprovalProcess', 'Case.Escalation'))), planData());
  const part = plan.leftOut.find((w) => w.startsWith('`ApprovalProcess`: '));
  expect(part).toMatch(/“Order of active approval processes”/);
  expect(plan.warnings).toEqual([]);
  // A type whose page names nothing left out gets no such line.
  const flow = planJob(parsePackageXml(pkg(type('ApexClass', 'Util'))), planData());
  expect(flow.leftOut).toEqual([]);
  // A part every org holds by itself (standard fields that aren't customizable) is answered, never
  // listed; the same type's other parts are.
  const fields = planJob(parsePackageXml(pkg(type('CustomField', 'Account.Region__c'))), planData());
  const fieldWarning = fields.leftOut.find((w) => w.startsWith('`CustomField`: '));
  expect(fieldWarning).toMatch(/“Starting number of an auto-number field”/);
  expect(fieldWarning).not.toMatch(/Standard fields/);
});

test("a settings type named under `Settings` brings what its own page needs: its permission joins the plan's", () => {
  const data = planData();
  const plan = planFromText(pkg(type('Settings', 'EncryptionKey', 'Quote')), data);
  expect(plan.permissions).toContain('Manage Encryption Keys');
  expect(plan.needs.join('\n')).toContain('`Settings` member `EncryptionKey`: ');
  // A member whose page names nothing adds nothing; the same members by wildcard name no member.
  expect(plan.needs.join('\n')).not.toContain('member `Quote`');
  expect(planFromText(pkg(type('Settings', '*')), data).permissions).not.toContain('Manage Encryption Keys');
});

test("a settings type's part a deploy leaves out is warned of only for a package that names that member", () => {
  const data = planData();
  const address = /member `Address`: “New states, countries, or territories”/;
  expect(planFromText(pkg(type('Settings', 'Account', 'Case')), data).leftOut.join('\n')).not.toMatch(
    /New states, countries, or territories/,
  );
  expect(planFromText(pkg(type('Settings', 'Address')), data).leftOut.join('\n')).toMatch(address);
  expect(planFromText(pkg(type('Settings', '*')), data).leftOut.join('\n')).toMatch(address);
});

test("a package's own components are named when the job installs that package; the org's own are not", () => {
  const text = pkg(
    [
      type('InstalledPackage', 'acme'),
      type('ApexClass', 'acme__Service', 'MyClass'),
      type('CustomObject', 'acme__Loan__c'),
      type('CustomField', 'Account.acme__Score__c', 'acme__Loan__c.Local__c'),
      type('Layout', 'acme__Loan__c-acme__Loan Layout', 'acme__Loan__c-Loan Layout'),
    ].join('\n'),
  );
  const warning = planFromText(text, planData()).warnings.find((w) => w.includes('namespace of a package'));
  // acme__Service, acme__Loan__c, Account.acme__Score__c and the package's layout: not MyClass, the
  // org's field on the packaged object, or the org's layout.
  expect(warning).toMatch(/^4 components are in the namespace of a package this job installs \(`acme` 4\)/);
  expect(warning).toContain('CANNOT_MODIFY_MANAGED_OBJECT');
  // Without the package in the job, a prefix alone says nothing.
  const alone = pkg(type('ApexClass', 'acme__Service'));
  expect(planFromText(alone, planData()).warnings.some((w) => w.includes('namespace of a package'))).toBe(
    false,
  );
});

test('a name no type has is named once, however many blocks list it; a package on one line keeps its lines', () => {
  const blocks = '<types><members>A</members><name>Widget</name></types>'.repeat(5_000);
  const oneLine = `<Package xmlns="http://soap.sforce.com/2006/04/metadata">${blocks}<types><members>B</members><name>flows</name></types></Package>`;
  const pkg = parsePackageXml(oneLine);
  expect(pkg.types).toHaveLength(5_001);
  expect(new Set(pkg.types.map((t) => t.line))).toEqual(new Set([1]));
  const plan = planJob(pkg, planData());
  expect(plan.unsupported).toEqual(['Widget', 'flows']);
  // Its nearest spelling is said once too, at its first line.
  expect(plan.warnings.filter((w) => w.includes('`flows` is no Metadata API type'))).toEqual([
    "Line 1: `flows` is no Metadata API type; Salesforce's name is `Flow`.",
  ]);
});

test('a type or settings member a release removed: kept or named, with what its page says replaces it', () => {
  const data = planData();
  const plan = planJob(
    parsePackageXml(
      pkg(
        [
          type('AccountSharingRules', 'Account.Share_All'),
          type('GenAiPlanner', 'Support_Agent'),
          type('GlobalPicklistValue', 'Region.North'),
          type('Settings', 'OrgPreference', 'Security'),
        ].join('\n'),
      ),
    ),
    data,
  );
  // A name the registry no longer has (before API 33.0): no step copies it, and the plan says what does.
  expect(plan.unsupported).toEqual(['AccountSharingRules', 'GlobalPicklistValue']);
  expect(plan.warnings).toContainEqual(
    expect.stringMatching(
      /`GlobalPicklistValue` .* up to API 37\.0 only.*List `GlobalValueSet` instead, whose file holds the `CustomValue` entries/,
    ),
  );
  expect(plan.warnings).toContainEqual(
    expect.stringMatching(/^Line 3: `AccountSharingRules` .* up to API 32\.0 only.*`SharingRules`/),
  );
  // A registry type or a settings member a later release removed: kept in the plan, and warned of.
  expect(plan.steps.flatMap((s) => s.types)).toEqual(expect.arrayContaining(['GenAiPlanner', 'Settings']));
  expect(
    plan.warnings.some((w) => w.startsWith('`GenAiPlanner` was in the Metadata API from API 60.0 to 63.0')),
  ).toBe(true);
  expect(plan.warnings.some((w) => w.includes('`OrgPreference` of `Settings`') && w.includes('47.0'))).toBe(
    true,
  );
  expect(plan.warnings.some((w) => w.includes('`Security`'))).toBe(false);
});

test("a type whose own page was never found: the plan says what it needs wasn't read; a read type says nothing of the kind", () => {
  const plan = planFromText('Orchestration, ApexClass', planData());
  const unread = plan.needs.filter((w) => w.includes("needs before a deploy wasn't read"));
  expect(unread).toEqual([
    "`Orchestration`: what each needs before a deploy wasn't read: no Salesforce page of its own was found. Check that the feature it belongs to is on in the target.",
  ]);
  expect(planFromText('ApexClass', planData()).needs.join(' ')).not.toContain("wasn't read");
});

test('a type whose own page says only that it is for internal use: the plan quotes the page, once for the types that share it', () => {
  const plan = planFromText(
    'InternalDataConnector, IntegArtifactDef, UserProfileSearchScope, ApexClass',
    planData(),
  );
  expect(plan.needs.filter((w) => w.includes('internal use'))).toEqual([
    '`InternalDataConnector`, `IntegArtifactDef`: the Salesforce page of each says only “For internal use only.”, documenting no need: run the job with Validate only first.',
    '`UserProfileSearchScope`: the Salesforce page of each says only “Reserved for internal use.”, documenting no need: run the job with Validate only first.',
  ]);
  expect(plan.needs.join(' ')).not.toContain("wasn't read");
  expect(planFromText('ApexClass', planData()).needs.join(' ')).not.toContain('internal use');
});

test('an organization settings type written as Salesforce names it only as a Settings member gets what to write instead', () => {
  const data = planData();
  const plan = planJob(
    parsePackageXml(
      pkg(
        [
          type('CaseSettings', 'CaseSettings'),
          type('Settings', 'Security', 'OpportunitySettings'),
          type('ApexClass', 'TriggerSettings'),
        ].join('\n'),
      ),
    ),
    data,
  );
  expect(plan.unsupported).toEqual(['CaseSettings']);
  expect(plan.warnings).toContain(
    "Line 3: `CaseSettings` isn't a type a package.xml lists: organization settings are members of `Settings`, written without the “Settings” suffix, as Salesforce's page for `Settings` says: list `Case` under `Settings`, or no step copies it.",
  );
  expect(plan.warnings.filter((w) => w.includes('“Settings” suffix'))).toEqual([
    expect.stringContaining('`CaseSettings`'),
    "Line 7: `Settings` member `OpportunitySettings` is written with the “Settings” suffix, which Salesforce's page for `Settings` leaves out of a package.xml: write `Opportunity`, or no setting of that name is found.",
  ]);
  // Only settings types: `Security` as written, and an Apex class named so, say nothing.
  expect(data.settingsMembers).toContain('Security');
  expect(plan.warnings.some((w) => w.includes('TriggerSettings'))).toBe(false);
});

test('many settings types listed as types are one warning, where they are; a few, one each', () => {
  // A whole org's manifest listed 113 of them (round 42's 936): 113 warnings hid the others.
  const data = planData();
  const names = ['Case', 'Account', 'Security', 'Opportunity', 'Quote'].map((m) => `${m}Settings`);
  const many = planJob(
    parsePackageXml(pkg([type('ApexClass', 'A'), ...names.map((n) => type(n, '*'))].join('\n'))),
    data,
  );
  expect(many.unsupported).toEqual(names);
  expect(many.warnings.filter((w) => w.includes('“Settings” suffix'))).toEqual([
    "Lines 7 to 23: 5 organization settings types are listed as types (`CaseSettings`, `AccountSettings`, `SecuritySettings` and 2 more), which a package.xml doesn't list: organization settings are members of `Settings`, written without the “Settings” suffix, as Salesforce's page for `Settings` says: list each under `Settings` (`Case`, `Account`, `Security` …), or no step copies them.",
  ]);
  const few = planJob(
    parsePackageXml(
      pkg(
        names
          .slice(0, 3)
          .map((n) => type(n, '*'))
          .join('\n'),
      ),
    ),
    data,
  );
  const apart = few.warnings.filter((w) => w.includes('“Settings” suffix'));
  expect(apart.map((w) => w.split(':')[0])).toEqual(['Line 3', 'Line 7', 'Line 11']);
  expect(apart.every((w) => w.includes("isn't a type a package.xml lists"))).toBe(true);
});

test('a label is named alone, so a plan asks for no parent of it; a field still needs its object', () => {
  const data = planData();
  // Salesforce's registry marks CustomLabel `ignoreParentName`; its page names labels as members.
  expect(data.types.CustomLabel).toMatchObject({ parent: 'CustomLabels', namedAlone: true });
  const plan = planJob(
    parsePackageXml(
      pkg([type('CustomLabel', 'Welcome_Text'), type('CustomField', 'Account.Tier__c')].join('\n')),
    ),
    data,
  );
  expect(plan.warnings.some((w) => w.includes('CustomLabels'))).toBe(false);
  expect(plan.warnings).toContain(
    '`CustomField` components are named `Parent.Name`, each inside its parent `CustomObject`: each parent (`Account`) must be in the target, or be copied by an earlier step.',
  );
  // Past six parents, the rest are counted.
  const fields = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((o) => `${o}__c.X__c`);
  const many = planJob(parsePackageXml(pkg(type('CustomField', ...fields, 'A__c.Y__c'))), data);
  expect(many.warnings.find((w) => w.startsWith('`CustomField`'))).toContain(
    'each parent (`A__c`, `B__c`, `C__c`, `D__c`, `E__c`, `F__c`, 2 more) must be in the target',
  );
});
