/**
 * The job a package.xml implies (issues 25, 38 and 51): the fewest
 * deployments that copy it. Every type shares one Components step but where a
 * step of its own adds what the package needs (the catalogue's planner rules:
 * profile sections, layout assignments, folders, per-org URLs), in the order
 * the catalogue's dependency rules give and ./order.ts repairs by the
 * reference table; with the components each step selects, the options the
 * plan sets, the permissions the authorizing user needs, the Salesforce limits
 * at risk, the types no step copies and the warnings Metaferry would show.
 *
 * It runs on `PlanData`, a small extract of the catalogue and of Salesforce's
 * registry (`planData()`, built at build time), so the browser never loads
 * the catalogue or the registry: the plan page gets the extract as a prop,
 * the docs MCP server builds it in its bundle.
 */
import { codePointLabel } from '../../lib/codePointLabel';
import { LEFT_OUT_HEADING, NEEDS_HEADING } from './headings';
import {
  byReferences,
  isRead,
  orderByReferences,
  settingsMembersOf,
  withSettingsMembers,
  type Unit,
} from './order';
import { parsePlanInput, type PackageXml } from './parse';
import {
  SETTINGS_AS_TYPES_APART,
  settingsAsTypesWarning,
  settingsAsTypeWarning,
  settingsMemberOf,
  settingsSuffixWarning,
} from './settings-names';
import type { JobPlan, PlanData, PlanStep, PlanType } from './types';

export type {
  JobPlan,
  OrderViolation,
  PlanData,
  PlannedStep,
  PlanRequirement,
  PlanStep,
  PlanType,
} from './types';
export { orderViolations } from './order';

export function planJob(pkg: PackageXml, given: PlanData): JobPlan {
  // What the package's `Settings` names is what its members' pages say.
  const settingsMembers = settingsMembersOf(pkg.types.map((t) => [t.name, t.members] as const));
  const data = withSettingsMembers(given, settingsMembers);
  // The types the package lists with a member: a type's block with none selects nothing, so it asks
  // for no step (layout assignments for profiles) and brings no parent for a child's warning.
  const listed = new Set(pkg.types.filter((t) => t.members.length > 0).map((t) => t.name));
  const stepOf = dedicatedSteps(listed, data);
  const generic = data.steps.find((step) => step.slug === data.generic);
  const planned = new Map<string, { step: PlanStep; members: Map<string, string[]> }>();
  const { unsupported, warnings } = unknownTypes(pkg, data);
  warnings.unshift(...(pkg.notes ?? []));
  const gathered: Gathered = { warnings, permissions: [], needs: new Map(), leftOut: new Map() };
  let components = 0;
  const wildcards: string[] = [];

  // A type that lists no members selects nothing: no step, need or warning of its own but one line.
  const empty: { name: string; line: number }[] = [];
  for (const { name, members, line } of pkg.types) {
    const known = data.types[name];
    if (!known) continue;
    if (members.length === 0) {
      empty.push({ name, line });
      continue;
    }
    const step = stepOf.get(name) ?? generic;
    if (!step) continue;
    const entry = planned.get(step.slug) ?? { step, members: new Map<string, string[]>() };
    planned.set(step.slug, entry);
    entry.members.set(name, [...(entry.members.get(name) ?? []), ...members]);
    components += members.length;
    warnings.push(...folderWarning(name, members, known, step, listed));
    if (name === 'Settings')
      for (const written of members) {
        const member = settingsMemberOf(written, data.settingsMembers);
        if (member) warnings.push(`Line ${line}: ${settingsSuffixWarning(written, member)}`);
      }
    needsAndParts(name, members, known, gathered);
    if (members.includes('*')) {
      wildcards.push(name);
      if (known.wildcard === false)
        warnings.push(`Salesforce doesn't accept \`*\` for \`${name}\`: name each component.`);
    }
    warnings.push(...parentWarning(name, members, known, listed));
  }
  if (empty.length > 0) warnings.push(emptyTypesWarning(empty));
  if (wildcards.length > 0) {
    warnings.push(
      `\`*\` selects every component of ${wildcards.map((w) => `\`${w}\``).join(', ')} in the source org when the run starts; the plan's count of components counts each \`*\` as one.`,
    );
  }
  if (components > data.maxFiles) {
    warnings.push(
      `${components.toLocaleString('en-US')} components: one deploy takes at most ${data.maxFilesText}. Split the job's steps, or the package, below that.`,
    );
  }
  const files = pkg.types.filter((t) => data.fileTypes.includes(t.name) && t.members.length > 0);
  if (files.length > 0) {
    const count = files.reduce((sum, t) => sum + t.members.length, 0);
    warnings.push(
      `${files.map((t) => `\`${t.name}\``).join(', ')} (${count.toLocaleString('en-US')} ${count === 1 ? 'component' : 'components'}) carry files of any size: one deploy's zip holds ${data.maxZipText}, so check their size, and give the largest a step of their own.`,
    );
  }
  const apex = pkg.types.filter(
    (t) => (t.name === 'ApexClass' || t.name === 'ApexTrigger') && t.members.length > 0,
  );
  if (apex.length > 0) {
    warnings.push(
      `${apex.map((t) => `\`${t.name}\``).join(' and ')} going to production: each deploy there runs \`RunLocalTests\` unless you name tests (Salesforce doesn't accept \`NoTestRun\` in production), and the Apex deployed needs at least ${data.apexCoverageText} test coverage. Validate first; Run a job explains the test levels.`,
    );
  }
  const packaged = packagedMembers(pkg);
  if (packaged.total > 0) {
    const counts = [...packaged.byNamespace]
      .sort((a, b) => b[1] - a[1])
      .map(([ns, n]) => `\`${ns}\` ${n.toLocaleString('en-US')}`);
    warnings.push(
      `${packaged.total.toLocaleString('en-US')} ${packaged.total === 1 ? 'component is' : 'components are'} in the namespace of a package this job installs (${counts.slice(0, 5).join(', ')}${counts.length > 5 ? ', …' : ''}): the package's install or upgrade brings them, and a deploy that changes what only the package may change fails in the target (\`CANNOT_MODIFY_MANAGED_OBJECT\`). Keep of them only what subscribers may edit, such as a field's help text.`,
    );
  }
  const units: Unit[] = byReferences(
    [...planned.values()]
      .sort((a, b) => a.step.layer - b.step.layer || data.steps.indexOf(a.step) - data.steps.indexOf(b.step))
      .map(({ step, members }) => ({ step, generic: step.slug === data.generic, members, why: [] })),
    data,
  );
  // The reference table is complete only for the types whose page was read: say so when others are planned.
  const unread = units
    .flatMap((unit) => (unit.generic ? [...unit.members.keys()] : []))
    .filter((t) => !isRead(t, data));
  if (units.some((unit) => !unit.generic)) warnings.push(...unreadWarnings(unread, settingsMembers, data));
  const unresolved = orderByReferences(units, data);
  for (const v of unresolved) {
    warnings.push(
      `\`${v.type}\` (${units[v.step]?.step.title}) may name \`${v.names}\` (\`${v.field}\`), which only the later ${units[v.later]?.step.title} step brings, and no order of these steps puts it first: deploy those \`${v.names}\` components first, or leave that reference out of the \`${v.type}\` components.`,
    );
  }
  const steps = plannedSteps(units, warnings);
  const permissions = [
    ...new Set([
      ...data.baselinePermissions,
      ...[...planned.values()].flatMap(({ step }) => step.permissions),
      ...gathered.permissions,
    ]),
  ];
  return {
    steps,
    permissions,
    needs: byWhom(gathered.needs),
    unsupported,
    warnings,
    leftOut: byWhom(gathered.leftOut),
    components,
    checkedAgainst: data.checkedAgainst,
  };
}

/**
 * A component in folders needs its folder: named in the package (its folder type), brought by its
 * step (Reports, Dashboards and Email templates create each missing folder: their planner rule
 * takes the folder type, and never the folder every org has, `unfiled$public`), or in the target.
 * Salesforce takes no `*` for a type in folders.
 */
function folderWarning(
  name: string,
  members: readonly string[],
  known: PlanType,
  step: PlanStep,
  listed: ReadonlySet<string>,
): string[] {
  const folderType = known.folderType;
  if (!folderType) return [];
  const brings = step.planner?.types.includes(folderType) === true;
  if (members.includes('*'))
    return [
      `\`${name}\` lives in folders, and Salesforce doesn't accept \`*\` for it: name each component as \`Folder/Name\`${brings ? ` (the ${step.title} step creates the folders they name).` : `, and copy its \`${folderType}\` first.`}`,
    ];
  if (brings || listed.has(folderType)) return [];
  const folders = [...new Set(members.map((m) => m.split('/')[0] ?? '').filter(Boolean))];
  return folders.length > 0
    ? [
        `\`${name}\` lives in folders (${namedFew(folders)}): each must be in the target, or be copied first (\`${folderType}\`).`,
      ]
    : [];
}

/**
 * A child type needs its parent, each named by its members (`Account`, `Invoice__c`); a label is
 * named alone (`CustomLabel`), in the org's one labels file.
 */
function parentWarning(
  name: string,
  members: readonly string[],
  known: PlanType,
  listed: ReadonlySet<string>,
): string[] {
  if (!known.parent || known.namedAlone || listed.has(known.parent)) return [];
  const parents = [
    ...new Set(members.filter((m) => m !== '*' && m.includes('.')).map((m) => m.slice(0, m.indexOf('.')))),
  ];
  const each = parents.length > 0 ? `each parent (${namedFew(parents)})` : 'each parent';
  return [
    `\`${name}\` components are named \`Parent.Name\`, each inside its parent \`${known.parent}\`: ${each} must be in the target, or be copied by an earlier step.`,
  ];
}

/** How many names (parents, folders) a plan's warning gives before it counts the rest. */
const NAMES_SHOWN = 6;

/** "`A`, `B`, `C`", or past NAMES_SHOWN names, the first of them and "12 more". */
function namedFew(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => `\`${n}\``);
  if (names.length > NAMES_SHOWN) shown.push(`${names.length - NAMES_SHOWN} more`);
  return shown.join(', ');
}

/**
 * The members in the namespace of a package the same manifest installs (`InstalledPackage` members
 * are namespace prefixes): a component whose own name starts `LLC_BI__` when `LLC_BI` is installed.
 * Its own name is the part after its parent's (`Account.LLC_BI__Rule`), or, for a layout, after the
 * object's and its hyphen (`LLC_BI__Loan__c-LLC_BI__Loan Layout`); a component of the org's own on a
 * packaged object (`LLC_BI__Loan__c.Loan_Rule`) is not the package's.
 */
function packagedMembers(pkg: PackageXml): { total: number; byNamespace: Map<string, number> } {
  const namespaces = new Set(
    pkg.types.flatMap((t) => (t.name === 'InstalledPackage' ? t.members.filter((m) => m !== '*') : [])),
  );
  const byNamespace = new Map<string, number>();
  let total = 0;
  if (namespaces.size === 0) return { total, byNamespace };
  for (const { name, members } of pkg.types) {
    if (name === 'InstalledPackage' || name === 'CustomObjectTranslation') continue;
    for (const member of members) {
      const own =
        name === 'Layout' ? member.slice(member.indexOf('-') + 1) : (member.split(/[./]/).pop() ?? member);
      // `LLC_BI__Loan__c`, `CBCFLD__CalloutClass`; not the org's own `Loan__c` whose name matches one.
      const parts = own.split('__');
      const ns = parts.length > 1 ? parts[0] : undefined;
      const ownSuffixOnly = parts.length === 2 && /^(?:c|mdt|e|b|x|kav|share)$/i.test(parts[1] ?? '');
      if (ns && namespaces.has(ns) && !ownSuffixOnly) {
        byNamespace.set(ns, (byNamespace.get(ns) ?? 0) + 1);
        total += 1;
      }
    }
  }
  return { total, byNamespace };
}

/**
 * What a type in the package needs first and what a deploy of it leaves out, and the user
 * permissions among those needs: the type's own, then a named member's (a settings type's:
 * `EncryptionKey`), and a member's part only for a package that names that member or `*`. Each
 * is keyed by what it says and lists who says it (`KeywordList`, `ModerationRule`), so a need two
 * types share is read once; a type its page says the API no longer carries is a warning.
 */
function needsAndParts(name: string, members: readonly string[], known: PlanType, into: Gathered): void {
  // A type, or a settings member, that Salesforce's page says the API no longer carries.
  if (known.removed && members.length > 0) into.warnings.push(known.removed);
  for (const member of members) {
    const removed = known.members?.[member]?.removed;
    if (removed) into.warnings.push(removed);
  }
  for (const requirement of known.requires ?? []) {
    if (requirement.permission) into.permissions.push(requirement.permission);
    gather(into.needs, requirement.text, `\`${name}\``);
  }
  // No page of its own was found: no need listed is no answer that it needs none.
  if (known.needsUnread && members.length > 0) gather(into.needs, UNREAD, `\`${name}\``);
  // Its page says only that it is Salesforce's own: no need is listed because none is documented.
  if (known.internal && members.length > 0) gather(into.needs, internalNeed(known.internal), `\`${name}\``);
  for (const member of members)
    for (const requirement of known.members?.[member]?.requires ?? []) {
      if (requirement.permission) into.permissions.push(requirement.permission);
      gather(into.needs, requirement.text, `\`${name}\` member \`${member}\``);
    }
  if (known.leavesOut && members.length > 0) gather(into.leftOut, quoted(known.leavesOut), `\`${name}\``);
  for (const [member, { leavesOut: things }] of Object.entries(known.members ?? {}))
    if (things && (members.includes(member) || members.includes('*')))
      gather(into.leftOut, quoted(things), `\`${name}\` member \`${member}\``);
}

/** What a plan says of a type whose own Salesforce page wasn't found. */
const UNREAD =
  "what each needs before a deploy wasn't read: no Salesforce page of its own was found. Check that the feature it belongs to is on in the target.";

/** What a plan says of a type whose own page says only that it is for internal use. */
const internalNeed = (quote: string): string =>
  `the Salesforce page of each says only “${quote}”, documenting no need: run the job with Validate only first.`;

/** What the types of a package need and leave out, as the package is read. */
interface Gathered {
  readonly warnings: string[];
  readonly permissions: string[];
  /** By what is needed, who needs it, in the package's order. */
  readonly needs: Map<string, string[]>;
  /** By the parts no deploy carries, whose they are. */
  readonly leftOut: Map<string, string[]>;
}

function gather(into: Map<string, string[]>, what: string, who: string): void {
  const whose = into.get(what) ?? [];
  if (!whose.includes(who)) whose.push(who);
  into.set(what, whose);
}

const quoted = (things: readonly string[]): string => things.map((thing) => `“${thing}”`).join(', ');

/** "`KeywordList`, `ModerationRule`: what they need", one line each. */
const byWhom = (gathered: ReadonlyMap<string, readonly string[]>): string[] =>
  [...gathered].map(([what, whose]) => `${whose.join(', ')}: ${what}`);

/** The plan's steps from its units, each with why it is split off and the options it sets. */
function plannedSteps(units: readonly Unit[], warnings: string[]): JobPlan['steps'] {
  return units.flatMap(({ step, generic: isGeneric, members, why }) =>
    // A step that takes one component at a time (Package upgrade: one version) comes once for each.
    (step.planner?.onePerComponent ? onePerComponent(step, members, warnings) : [members]).map((part) => ({
      slug: step.slug,
      title: step.title,
      types: [...part.keys()],
      members: Object.fromEntries(part),
      why,
      split: isGeneric ? null : (step.planner?.adds ?? null),
      options: isGeneric ? [] : [...(step.planner?.options ?? [])],
    })),
  );
}

/**
 * One selection for each named component of a step that takes one at a time; `*` stays one selection,
 * with a warning, since only the source org knows what it names.
 */
function onePerComponent(
  step: PlanStep,
  members: ReadonlyMap<string, string[]>,
  warnings: string[],
): Map<string, string[]>[] {
  const parts: Map<string, string[]>[] = [];
  for (const [type, names] of members) {
    if (names.includes('*')) {
      warnings.push(
        `\`${type}: *\` names every component of it in the source org, and each ${step.title} step takes one: add one step for each.`,
      );
      parts.push(new Map([[type, ['*']]]));
    }
    for (const name of names) if (name !== '*') parts.push(new Map([[type, [name]]]));
  }
  return parts;
}

/**
 * The steps a package's types go to other than Components (issue 51): Salesforce orders the
 * components of one deployment itself, so a type gets a step of its own only where the catalogue's
 * rule for that step says what it adds (`PlannerRule`), and the package asks for it (layout
 * assignments only when the package lists profiles).
 */
function dedicatedSteps(listed: ReadonlySet<string>, data: PlanData): Map<string, PlanStep> {
  const stepOf = new Map<string, PlanStep>();
  for (const step of data.steps) {
    const rule = step.planner;
    if (!rule || (rule.whenListed && !rule.whenListed.some((t) => listed.has(t)))) continue;
    for (const type of rule.types) stepOf.set(type, step);
  }
  return stepOf;
}

/** The types a package lists with no members, at their lines: one warning, naming six and counting the rest. */
function emptyTypesWarning(empty: readonly { name: string; line: number }[]): string {
  const named = empty.slice(0, 6).map((t) => `\`${t.name}\` (line ${t.line})`);
  const more = empty.length > 6 ? ` and ${empty.length - 6} more` : '';
  const one = empty.length === 1;
  return `${named.join(', ')}${more} ${one ? 'lists' : 'list'} no members: no step selects anything of ${one ? 'it' : 'them'}, so the plan leaves ${one ? 'it' : 'them'} out. Name the components, or \`*\` for every component of a type.`;
}

/**
 * The one way text becomes a plan, for the plan page and the MCP server's
 * `plan_job` alike (issue 38): a package.xml, or a list of type names
 * (./parse.ts, parsePlanInput). Throws PackageXmlError with a message for the reader.
 */
export function planFromText(text: string, data: PlanData): JobPlan {
  return planJob(parsePlanInput(text, Object.keys(data.types)), data);
}

/**
 * The names no Metadata API type has, each once however many blocks list it (a Set: a pasted list
 * of thousands stays linear), with Salesforce's spelling where the name is one in another case or a
 * plural, at its first line.
 */
function unknownTypes(pkg: PackageXml, data: PlanData): { unsupported: string[]; warnings: string[] } {
  const unsupported = new Set<string>();
  const warnings: string[] = [];
  const settingsAsTypes: { name: string; member: string; line: number; at: number }[] = [];
  const nearName = nearNames(data);
  for (const { name, line } of pkg.types) {
    if (data.types[name] || unsupported.has(name)) continue;
    unsupported.add(name);
    // A name a release removed (`AccountSharingRules`, up to API 32.0): what replaces it.
    const removed = data.removedNames[name];
    if (removed) {
      warnings.push(`Line ${line}: ${removed}`);
      continue;
    }
    // A name the guide pages that no registry type has: a part of a type's file, or a type too new.
    const unlisted = data.unlistedNames[name];
    if (unlisted) {
      warnings.push(`Line ${line}: ${unlisted}`);
      continue;
    }
    // An organization settings type listed as a type (`CaseSettings`): a member of `Settings`.
    const member = settingsMemberOf(name, data.settingsMembers);
    if (member) {
      settingsAsTypes.push({ name, member, line, at: warnings.length });
      continue;
    }
    const near = nearName(name);
    if (near) warnings.push(`Line ${line}: \`${name}\` is no Metadata API type; ${near}.`);
  }
  // A few are each said where they are; many (a whole org listed type by type), in one warning.
  if (settingsAsTypes.length > SETTINGS_AS_TYPES_APART)
    warnings.splice(settingsAsTypes[0]?.at ?? 0, 0, settingsAsTypesWarning(settingsAsTypes));
  else
    for (const [i, row] of settingsAsTypes.entries())
      warnings.splice(row.at + i, 0, `Line ${row.line}: ${settingsAsTypeWarning(row.name, row.member)}`);
  return { unsupported: [...unsupported], warnings };
}

/** Characters no one sees, which a name copied from a page or a chat may carry (U+200B, U+FEFF …). */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060-\u2064\ufeff]/gu;

/** Whether two names are one letter apart: one changed, added or left out. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * What to say of a name no type has, when Salesforce's name is plain to see: the name written in
 * another case, or as a plural (`Workflows`, `Roles`, `Classes`, `Territories`), each singular tried,
 * "-s" first, so `Roles` is `Role`, not a name without its "e"; the name with a character no one sees
 * inside it (`Custom\u200BMetadata`, a real manifest's); or, in a name of 12 letters or more, one
 * letter apart from one type's name and no other's (`ExternalServicesRegistration`, a real
 * manifest's). The types read once.
 */
function nearNames(data: PlanData): (name: string) => string | undefined {
  const byLower = new Map<string, string>();
  for (const type of Object.keys(data.types))
    if (!byLower.has(type.toLowerCase())) byLower.set(type.toLowerCase(), type);
  const lowerNames = [...byLower.keys()];
  const spelled = (lower: string) =>
    [lower, lower.replace(/s$/, ''), lower.replace(/es$/, ''), lower.replace(/ies$/, 'y')]
      .map((form) => byLower.get(form))
      .find((type) => type !== undefined);
  return (name) => {
    const lower = name.toLowerCase();
    const plain = spelled(lower);
    if (plain) return `Salesforce's name is \`${plain}\``;
    const unseen = [...new Set(name.match(INVISIBLE) ?? [])];
    const seen = unseen.length > 0 ? spelled(lower.replace(INVISIBLE, '')) : undefined;
    if (seen) {
      const points = unseen.map((c) => codePointLabel(c.codePointAt(0) ?? 0));
      return `it holds a character no one sees (${points.join(', ')}), so Salesforce reads another name: remove it, and Salesforce's name is \`${seen}\``;
    }
    if (lower.length < 12) return undefined;
    const apart = lowerNames.filter((type) => oneEditApart(lower, type));
    const [only] = apart;
    return only && apart.length === 1
      ? `Salesforce's name is \`${byLower.get(only) ?? only}\`, one letter apart`
      : undefined;
  };
}

/** The plan as a checklist to copy: one line per step, its components beneath, then what to check. */
export function planChecklist(plan: JobPlan, url: (slug: string) => string): string {
  const lines: string[] = [];
  // The plan's sentences carry Markdown code spans; a checklist is plain text.
  const plain = (text: string) => text.replace(/`/g, '');
  const listUnder = (heading: string, items: readonly string[], bullet: string) => {
    if (items.length > 0) lines.push('', `${heading}:`, ...items.map((item) => `${bullet} ${plain(item)}`));
  };
  plan.steps.forEach((step, index) => {
    lines.push(`- [ ] ${index + 1}. ${step.title} (${url(step.slug)})`);
    if (step.split) lines.push(`      A step of its own: ${plain(step.split)}`);
    for (const { option, value } of step.options) lines.push(`      Set ${option}: ${value}`);
    for (const why of step.why) lines.push(`      Why here: ${plain(why)}`);
    for (const [type, members] of Object.entries(step.members)) {
      lines.push(`      ${type}: ${members.join(', ') || '(no members)'}`);
    }
  });
  if (plan.permissions.length > 0)
    lines.push('', `Permissions of the authorizing user: ${plan.permissions.join(', ')}`);
  // Each need is a box to tick in every target; the parts no deploy carries are to read.
  listUnder(NEEDS_HEADING, plan.needs, '- [ ]');
  if (plan.unsupported.length > 0)
    lines.push(
      '',
      `No type of these names in the registry the plan checks against, so no step copies them: ${plan.unsupported.join(', ')}`,
    );
  for (const warning of plan.warnings) lines.push('', `Warning: ${plain(warning)}`);
  listUnder(LEFT_OUT_HEADING, plan.leftOut, '-');
  lines.push('', `Checked against Salesforce ${plan.checkedAgainst}.`);
  return lines.join('\n');
}

/**
 * Why the plan runs a type after every step that brings a type it might name: its page wasn't read
 * for the reference table. For `Settings`, which of the `members` the package lists (or `*`, every
 * settings type of the source org).
 */
function unreadWarnings(unread: readonly string[], members: readonly string[], data: PlanData): string[] {
  const others = unread.filter((type) => type !== 'Settings');
  const warnings =
    others.length > 0
      ? [
          `What ${others.map((t) => `\`${t}\``).join(', ')} may name isn't in the reference table (their pages weren't read for it), so the plan runs them after every step that brings a type they might name.`,
        ]
      : [];
  if (!unread.includes('Settings')) return warnings;
  const notRead = [...new Set(members.filter((m) => m !== '*' && !data.settingsRead.includes(m)))];
  const known = notRead.filter((m) => data.settingsMembers.includes(m));
  const unknown = notRead.filter((m) => !data.settingsMembers.includes(m));
  const which = [
    ...(members.includes('*')
      ? ["`*` (every settings type of the source org, whose pages this site hasn't all read whole)"]
      : []),
    ...(known.length > 0
      ? [`${namedFew(known)} (settings whose own page wasn't read whole or wasn't found)`]
      : []),
    ...(unknown.length > 0 ? [`${namedFew(unknown)} (no settings type of that name known)`] : []),
  ];
  return [
    ...warnings,
    `What \`Settings\` may name isn't in the reference table for ${which.join(' and ')}, so the plan runs it after every step that brings a type it might name.`,
  ];
}
