// cspell:ignore actionoverrides Overide
/**
 * Names Salesforce's guide pages that the registry doesn't list as types (issue 51, ../unlisted.ts):
 * each row sourced, every answer built on it says where the name lives or why nothing is known.
 */
import { expect, test } from '@playwright/test';
import { getMetadataType, isSlip, resolveType } from '..';
import { GUIDE_RELEASE, GUIDE_UNLISTED } from '../guide';
import { removedOf } from '../removed';
import { SETTINGS_MEMBERS } from '../settings';
import { statusOf } from '../status';
import { supportOf } from '../support';
import { UNLISTED, partParents } from '../unlisted';
import { answerFor } from '../../../search/answer/answer';
import { planData } from '../../package-plan/data';
import { parsePackageXml } from '../../package-plan/parse';
import { planJob } from '../../package-plan/plan';

const SALESFORCE_GUIDE =
  /^https:\/\/developer\.salesforce\.com\/docs\/atlas\.en-us\.api_meta\.meta\/api_meta\/\w+\.htm$/;
/** Another of Salesforce's developer guides (`PlatformEvent`: the Platform Events Developer Guide). */
const SALESFORCE_OTHER_GUIDE =
  /^https:\/\/developer\.salesforce\.com\/docs\/atlas\.en-us\.\w+\.meta\/\w+\/\w+\.htm$/;
const origin = 'https://docs.example';

test('every row: a name no registry type, settings type or removed row has, its page, its sentence, the day read', () => {
  const problems: string[] = [];
  expect(new Set(GUIDE_UNLISTED.map((r) => r.name)).size).toBe(GUIDE_UNLISTED.length);
  for (const row of GUIDE_UNLISTED) {
    if (getMetadataType(row.name) || SETTINGS_MEMBERS.has(row.name) || removedOf(row.name))
      problems.push(`${row.name}: already answered as a type`);
    // The Metadata API guide's page of its own; a name another guide says is a type's components
    // (`kind: "as"`) may have that guide's page.
    const guide = row.kind === 'as' ? SALESFORCE_OTHER_GUIDE : SALESFORCE_GUIDE;
    if (!guide.test(row.page)) problems.push(`${row.name}: ${row.page}`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(row.read) || row.read > GUIDE_RELEASE.read)
      problems.push(`${row.name}: read ${row.read}`);
    if (row.quote.split(/\s+/).length < 6) problems.push(`${row.name}: no sentence`);
    if (row.kind === 'as') {
      // One registry type lists its components, under names with the ending its page's sentence gives.
      if (row.parents.length !== 1 || partParents(row).length !== 1 || row.since !== null)
        problems.push(`${row.name}: parents ${row.parents.join(', ')}`);
      if (!row.suffix || !row.quote.includes(row.suffix))
        problems.push(`${row.name}: suffix ${row.suffix ?? ''}`);
    } else if (row.kind === 'base') {
      // Two types at least stand in its place, each a registry type.
      if (row.parents.length < 2 || partParents(row).length !== row.parents.length || row.since !== null)
        problems.push(`${row.name}: parents ${row.parents.join(', ')}`);
    } else if (row.kind === 'part') {
      // Every type that holds it is a registry type, and its page names one at least.
      if (row.parents.length === 0 || partParents(row).length !== row.parents.length)
        problems.push(`${row.name}: parents ${row.parents.join(', ')}`);
      if (row.since !== null) problems.push(`${row.name}: a part with a version`);
    } else if (row.parents.length > 0 || !/^\d+\.0$/.test(row.since ?? ''))
      problems.push(`${row.name}: own row`);
  }
  expect(problems).toEqual([]);
  // Every kind is there, and every row is in use: no part lost its parents, no own type joined the registry.
  expect(UNLISTED.length).toBe(GUIDE_UNLISTED.length);
  expect(new Set(UNLISTED.map((r) => r.kind))).toEqual(new Set(['part', 'own', 'as', 'base']));
});

test('a part is read as the type whose file holds it, saying so; never as a slip', () => {
  for (const row of UNLISTED.filter((r) => r.kind === 'part')) {
    const [first] = partParents(row);
    const match = resolveType(row.name);
    expect(match.type?.name, row.name).toBe(first);
    expect(isSlip(match), row.name).toBe(false);
    const answer = supportOf(row.name, origin);
    const parent = getMetadataType(first ?? '');
    expect(parent).toBeTruthy();
    // The status and steps are the holder's: what the page says lives in its file is copied with it.
    expect(answer.status, row.name).toBe(parent && statusOf(parent).status);
    expect(answer.type).toBe(first);
    expect(answer.suggestions).toEqual(partParents(row));
    expect(answer.notes[0], row.name).toContain(`\`${row.name}\` isn't a type a package.xml lists`);
    expect(answer.notes[0], row.name).toContain(row.quote);
    expect(answer.notes[0], row.name).toContain(`Write \`${first ?? ''}\` in a package.xml.`);
  }
  // Its API name in any case or plural, among a question's words; never spaced words, an admin's,
  // which may mean another thing ("custom values").
  expect(supportOf('is actionoverrides supported?', origin)).toMatchObject({
    type: 'CustomObject',
    status: 'copied',
  });
  expect(resolveType('custom values').unlisted).toBeUndefined();
});

test('a name listed under another type is read as that type, saying how its components are named there', () => {
  const rows = UNLISTED.filter((r) => r.kind === 'as');
  expect(rows.map((r) => r.name)).toContain('ArticleType');
  for (const row of rows) {
    const [holder = ''] = partParents(row);
    const answer = supportOf(`is ${row.name} supported?`, origin);
    expect(answer.type, row.name).toBe(holder);
    const parent = getMetadataType(holder);
    expect(parent).toBeTruthy();
    expect(answer.status).toBe(parent && statusOf(parent).status);
    expect(answer.notes[0]).toContain(
      `its components are \`${holder}\` components whose names end in \`${row.suffix ?? ''}\``,
    );
    expect(answer.notes[0]).toContain(row.quote);
    // Not "part of the file of": the components are the other type's own.
    expect(answer.notes[0]).not.toContain('part of the file');
  }
});

test('a base type: unknown, naming the types its page lists in its place; a plan that lists it says the same', () => {
  const rows = UNLISTED.filter((r) => r.kind === 'base');
  expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Folder', 'RoleOrTerritory']));
  const data = planData();
  for (const row of rows) {
    const answer = supportOf(`is ${row.name} supported?`, origin);
    // Which of the types the reader means only they know: none is read for them.
    expect(answer, row.name).toMatchObject({ type: null, status: 'unknown', steps: [], source: row.page });
    expect(answer.suggestions).toEqual(row.parents);
    expect(answer.notes[0]).toContain(
      `\`${row.name}\` isn't a type a package.xml lists: it is the base type of`,
    );
    expect(answer.notes[0]).toContain(row.quote);
    // Each type to list instead links its own entry.
    for (const parent of row.parents)
      expect(answer.notes[0]).toContain(
        `[\`${parent}\`](${origin}/supported-components/metadata-types/#${parent.toLowerCase()})`,
      );
    const card = answerFor(row.name);
    expect(card).toMatchObject({ kind: 'type', label: 'Base type', title: row.name });
    expect(JSON.stringify(card?.facts)).toContain('Unknown: a base type, list the type you mean');
    const plan = planJob(
      parsePackageXml(
        `<Package><types><members>*</members><name>${row.name}</name></types><version>60.0</version></Package>`,
      ),
      data,
    );
    expect(plan.warnings.join('\n'), row.name).toContain(
      `\`${row.name}\` isn't a type a package.xml lists: it is the base type of`,
    );
  }
  // Spaced words are an admin's: "role or territory" is no name of the base type.
  expect(resolveType('role or territory').unlisted).toBeUndefined();
});

test('a type with a page of its own the registry lacks: unknown, why, and its page; never a near name', () => {
  for (const row of UNLISTED.filter((r) => r.kind === 'own')) {
    const answer = supportOf(row.name, origin);
    expect(answer, row.name).toMatchObject({
      type: null,
      status: 'unknown',
      supported: false,
      steps: [],
      source: row.page,
      url: `${origin}/supported-components/metadata-types/`,
    });
    expect(answer.notes[0], row.name).toContain(
      `@salesforce/source-deploy-retrieve\` ${GUIDE_RELEASE.registry}`,
    );
    expect(answer.notes[0], row.name).toContain(`API ${row.since ?? ''} and later`);
  }
  // `IdentityVerificationProcDtl` was once read as `IdentityVerificationProcDef`, two letters away.
  expect(supportOf('IdentityVerificationProcDtl', origin).type).toBeNull();
  // Its exact name only: a slip of a part's name isn't read as the part.
  expect(resolveType('ActionOveride').unlisted).toBeUndefined();
});

test('the answer card: a part opens its holder with the note; a type too new says unknown and why', () => {
  const part = answerFor('ActionOverride');
  expect(part).toMatchObject({ kind: 'type', title: 'CustomObject' });
  expect(part?.note).toContain("ActionOverride isn't a type a package.xml lists");
  const own = answerFor('ClaimFinancialSettings');
  expect(own).toMatchObject({ kind: 'type', title: 'ClaimFinancialSettings' });
  expect(JSON.stringify(own?.facts)).toContain(
    'Unknown: not in the type list these answers are checked against',
  );
  expect(own?.source?.url).toMatch(SALESFORCE_GUIDE);
});

test('a plan that lists one as a type: not copied under that name, and told what to list', () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Package xmlns="http://soap.sforce.com/2006/04/metadata">
    <types><members>Account.Edit</members><name>ActionOverride</name></types>
    <types><members>Claims</members><name>ClaimFinancialSettings</name></types>
    <types><members>Account</members><name>CustomObject</name></types>
    <types><members>*</members><name>ArticleType</name></types>
    <version>66.0</version>
</Package>`;
  const plan = planJob(parsePackageXml(xml), planData());
  expect(plan.unsupported).toEqual(['ActionOverride', 'ClaimFinancialSettings', 'ArticleType']);
  expect(plan.warnings).toContainEqual(
    expect.stringMatching(
      /^Line 6: `ArticleType` isn't a type a package\.xml lists: its components are `CustomObject` components whose names end in `__kav`.*list them under `CustomObject`/,
    ),
  );
  expect(plan.warnings).toContainEqual(
    expect.stringMatching(
      /^Line 3: `ActionOverride` is part of the file of `CustomObject`.*list `CustomObject` instead/,
    ),
  );
  expect(plan.warnings).toContainEqual(
    expect.stringMatching(
      /^Line 4: `ClaimFinancialSettings` has a page .*API 57\.0 and later.*doesn't list it/,
    ),
  );
});
