import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { planData } from '../data';
import { parsePackageXml } from '../parse';
import { orderViolations, planChecklist, planJob, type PlanData } from '../plan';

/**
 * Real package.xml files from public Salesforce projects, kept as they were
 * (tests/fixtures/manifests/SOURCES.md names each one's repository and
 * commit), planned as a reader would (issue 38): none refused, no type or
 * member lost, and no step that names a type only a later step brings, by
 * the reference table (src/data/metadata-types/references.ts), but for a
 * cycle no order can break, which the plan warns about. Each plan's
 * checklist is a snapshot beside this file, so a change to the planner shows
 * in review as the plans it changes.
 */
const DIR = path.resolve(__dirname, '../../../../tests/fixtures/manifests');
/** The manifests of a folder, by name. */
const xmlIn = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.xml'))
    .sort();
const files = xmlIn(DIR);

/** Each file has its row in SOURCES.md, with the commit it was taken at. */
function expectSourced(names: readonly string[]): void {
  const sources = readFileSync(path.join(DIR, 'SOURCES.md'), 'utf8').split('\n');
  for (const file of names) {
    const row = sources.find((line) => line.includes(`\`${file}\``) || line.includes(`| ${file} `));
    expect(row, `${file} in SOURCES.md`).toBeTruthy();
    expect(row, `${file}: its commit`).toMatch(/\b[0-9a-f]{40}\b/);
  }
}

test('at least 12 real manifests, each named in SOURCES.md with a commit', () => {
  expect(files.length).toBeGreaterThanOrEqual(12);
  expectSourced(files);
});

/**
 * The real manifests of a folder beside these, at least `atLeast`, each named in SOURCES.md with a
 * commit and refused by the parser with `message`, never a partial plan.
 */
function expectRefused(folder: string, atLeast: number, message: RegExp): void {
  const dir = path.join(DIR, folder);
  const refused = xmlIn(dir);
  expect(refused.length).toBeGreaterThanOrEqual(atLeast);
  expectSourced(refused);
  for (const file of refused)
    expect(() => parsePackageXml(readFileSync(path.join(dir, file), 'utf8')), file).toThrow(message);
}

/**
 * Real manifests that aren't well-formed XML as their repositories hold them (a `<name>` closed by
 * `</members>`, a `</members-->`, a `<Package>` never closed, a comment before the declaration, two
 * packages run together): Salesforce would refuse the deploy, and the planner refuses each with the
 * line and column of the fault.
 */
test('real malformed manifests, each named in SOURCES.md with a commit, are refused naming the line and column', () => {
  expectRefused('malformed', 25, /^Line \d+, column \d+: the XML is not well formed/);
});

/**
 * Real manifests that are well-formed XML but no package.xml (one `<types>` holding ten `<name>`
 * elements, each after its members; a `<types>` with a member and no `<name>`; an empty `<types>`
 * whose member and name follow it outside any `<types>`; `<types>` only inside a Force.com IDE
 * file's `<module>`; `*` as a `<types>`' name; a skeleton whose `<name>`s are all empty): refused, naming the line of the block and why.
 * A web page holding a manifest's text: refused naming its root element, which is no <Package>.
 */
test('real manifests no package.xml can be, each named in SOURCES.md with a commit, are refused naming the line or the root', () => {
  expectRefused(
    'invalid',
    12,
    /^(?:Line \d+: a <types> element(?: has (?:\d+ <name> elements; each <types> names one type|no <name>)|'s <name> is empty| sits inside <\w+>, not directly under <Package>| names `\*` as its type)|This XML is not a package\.xml: its root element is <\w+>, and a package\.xml's is <Package>)/,
  );
});

/**
 * Real manifests that list nothing to copy (every `<types>` with a `<name>` and no `<members>`, a
 * retrieve template; or no `<types>` at all, a manifest holding only its version): refused, saying
 * there is nothing to copy and how to name components, never a plan of empty steps.
 */
test('real manifests that list no member, each named in SOURCES.md with a commit, are refused saying there is nothing to copy', () => {
  expectRefused(
    'empty',
    17,
    /^This package\.xml(?:'s (?:\d+ <types> list|<types> lists) no <members>| lists no <types>), so there is nothing to copy/,
  );
});

/** Adds `members` to the list `map` holds for `key`, in place (a whole org's types hold thousands). */
function appendTo(map: Map<string, string[]>, key: string, members: readonly string[]): void {
  const known = map.get(key);
  if (known) known.push(...members);
  else map.set(key, [...members]);
}

/** The planner without the reference table: the catalogue's order alone, as before issue 38. */
function withoutReferences(data: PlanData): PlanData {
  return { ...data, references: {}, settingsReferences: {} };
}

for (const file of files) {
  test(`${file}: planned whole, nothing lost, no step before a type it names`, () => {
    const data = planData();
    const pkg = parsePackageXml(readFileSync(path.join(DIR, file), 'utf8'));
    const plan = planJob(pkg, data);
    // Every member of every type is in exactly one step, or its type is named as no Metadata API type.
    // Gathered, then asserted once: an `expect` per type of a whole org's manifest, and a list
    // searched for each of ten thousand members, were most of the largest files' time (2026-12-06).
    const planned = new Map<string, string[]>();
    for (const step of plan.steps)
      for (const [type, members] of Object.entries(step.members)) appendTo(planned, type, members);
    // A type may come in several <types> blocks (a repeated block too): all of its members count.
    const listedByType = new Map<string, string[]>();
    for (const { name, members } of pkg.types) appendTo(listedByType, name, members);
    const lost: string[] = [];
    for (const [name, members] of listedByType) {
      if (plan.unsupported.includes(name)) continue;
      // A type that lists no members is in no step (the plan says so in one warning).
      const listed = new Set(members);
      const found = (planned.get(name) ?? []).filter((m) => listed.has(m)).length;
      if (found !== members.length) lost.push(`${name}: ${found} of ${members.length} planned`);
    }
    expect(lost, file).toEqual([]);
    const listed = pkg.types.reduce((sum, t) => sum + t.members.length, 0);
    const inPlan = [...planned.values()].reduce((sum, m) => sum + m.length, 0);
    const unsupported = pkg.types
      .filter((t) => plan.unsupported.includes(t.name))
      .reduce((sum, t) => sum + t.members.length, 0);
    expect(inPlan + unsupported, `members of ${file}`).toBe(listed);
    // What no order can fix is a cycle (an app that overrides a page for a profile, and the profile
    // that grants the app): the plan names each such reference in a warning, and nothing else is left.
    for (const v of orderViolations(plan, data)) {
      expect(
        data.references[v.names]?.some((ref) => ref.to === v.type),
        `${v.type} > ${v.names}`,
      ).toBe(true);
      expect(
        plan.warnings.some((w) => w.startsWith(`\`${v.type}\``) && w.includes(`\`${v.names}\``)),
        `a warning names ${v.type} > ${v.names}`,
      ).toBe(true);
    }
    // Salesforce deploys InstalledPackage only in a manifest of its own: it never shares a step.
    for (const step of plan.steps)
      if (step.types.includes('InstalledPackage')) expect(step.types, file).toEqual(['InstalledPackage']);
    // What the table fixed here: the same package planned by the catalogue's order alone.
    const before = orderViolations(planJob(pkg, withoutReferences(data)), data).length;
    test.info().annotations.push({ type: 'order violations without the table', description: String(before) });
    const left = orderViolations(plan, data).length;
    expect(
      planChecklist(plan, (slug) => `/supported-components/${slug}/`) +
        `\n\nWithout the reference table: ${before} violation(s). With it: ${left}, each a cycle the plan warns about.\n`,
    ).toMatchSnapshot(`${file.replace(/\.xml$/, '')}.txt`);
  });
}
