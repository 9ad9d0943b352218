/**
 * The job a package.xml implies (issue 25): its types as Metaferry steps, in
 * the order the catalogue's dependency rules give (`dependencyOrder()`, the
 * rules the order-of-steps table and the dependency warnings read), with the
 * components each step selects, the permissions the authorizing user needs,
 * the Salesforce limits at risk, the types no step copies and the warnings
 * Metaferry would show.
 *
 * It runs on `PlanData`, a small extract of the catalogue and of Salesforce's
 * registry (`planData()`, built at build time), so the browser never loads
 * the catalogue or the registry: the plan page gets the extract as a prop,
 * the docs MCP server builds it in its bundle.
 */
import { parsePlanInput, type PackageXml } from './parse';

export interface PlanStep {
  readonly slug: string;
  readonly title: string;
  /** The Metadata API types this step copies wholesale (the catalogue's entry names it alone). */
  readonly types: readonly string[];
  readonly permissions: readonly string[];
  /** The step's layer in the dependency order: 0 runs first. */
  readonly layer: number;
}

/** What the planner knows of a type: where it lives, and what the target needs first (../metadata-types/status.ts). */
export interface PlanType {
  readonly parent?: string;
  readonly folderType?: string;
  /** What must be on in the target before it deploys, from its Salesforce page. */
  readonly requires?: readonly string[];
  /** False where its Salesforce page says `*` doesn't work for it. */
  readonly wildcard?: false;
}

export interface PlanData {
  readonly steps: readonly PlanStep[];
  /** The generic step that copies any type (Components). */
  readonly generic: string;
  readonly baselinePermissions: readonly string[];
  /** Every type name of the registry, with its parent for a child type and its folder type for a type in folders. */
  readonly types: Readonly<Record<string, PlanType>>;
  /** Salesforce's deploy limit on files (the facts module's), and its text. */
  readonly maxFiles: number;
  readonly maxFilesText: string;
  /**
   * Types whose components are files of any size (a static resource, a document): a package.xml says
   * how many there are, not how large, so with any of them the zip limit is at risk before the file count.
   */
  readonly fileTypes: readonly string[];
  /** Salesforce's deploy limit on the zip (the facts module's text). */
  readonly maxZipText: string;
  /** The Apex coverage production requires ("75%"), from src/data/salesforce-facts.ts. */
  readonly apexCoverageText: string;
  /**
   * What a component of each type may name (../metadata-types/references.ts, the type-level
   * reference table): the named type and the field that names it.
   */
  readonly references: Readonly<Record<string, readonly { readonly to: string; readonly field: string }[]>>;
}

export interface PlannedStep {
  readonly slug: string;
  readonly title: string;
  readonly types: readonly string[];
  /** Members by type, as the package.xml names them. */
  readonly members: Readonly<Record<string, readonly string[]>>;
  /** Why the reference table put a type here rather than in the catalogue's place for it, a sentence each. */
  readonly why: readonly string[];
}

/** A step of the plan that names a type only a later step brings: what the order must never hold. */
export interface OrderViolation {
  /** Indexes in the plan's steps: `step` runs before `later`. */
  readonly step: number;
  readonly later: number;
  readonly type: string;
  readonly names: string;
  /** The field that names it (`parent` for a child type's parent, `folder` for its folder). */
  readonly field: string;
}

export interface JobPlan {
  readonly steps: readonly PlannedStep[];
  readonly permissions: readonly string[];
  /** Names in the package.xml that are no Metadata API type: no step copies them. */
  readonly unsupported: readonly string[];
  readonly warnings: readonly string[];
  /** Members counted (a `*` counts as one, and a warning says so). */
  readonly components: number;
}

export function planJob(pkg: PackageXml, data: PlanData): JobPlan {
  const stepOf = new Map<string, PlanStep>();
  for (const step of data.steps) for (const type of step.types) stepOf.set(type, step);
  const generic = data.steps.find((step) => step.slug === data.generic);
  const planned = new Map<string, { step: PlanStep; members: Map<string, string[]> }>();
  const unsupported: string[] = [];
  const warnings: string[] = [];
  let components = 0;
  const wildcards: string[] = [];

  for (const { name, members, line } of pkg.types) {
    const known = data.types[name];
    if (!known) {
      unsupported.push(name);
      const near = nearName(name, data);
      if (near)
        warnings.push(`Line ${line}: \`${name}\` is no Metadata API type; Salesforce's name is \`${near}\`.`);
      continue;
    }
    const step = stepOf.get(name) ?? generic;
    if (!step) continue;
    const entry = planned.get(step.slug) ?? { step, members: new Map<string, string[]>() };
    planned.set(step.slug, entry);
    entry.members.set(name, [...(entry.members.get(name) ?? []), ...members]);
    components += members.length;
    if (members.length === 0)
      warnings.push(`Line ${line}: \`${name}\` lists no members; no step selects anything of it.`);
    // A component in folders needs its folder: named in the package (its folder type), or in the target.
    if (known.folderType && !members.includes('*') && !pkg.types.some((t) => t.name === known.folderType)) {
      const folders = [...new Set(members.map((m) => m.split('/')[0] ?? '').filter(Boolean))];
      if (folders.length > 0) {
        warnings.push(
          `\`${name}\` lives in folders (${folders.map((f) => `\`${f}\``).join(', ')}): each must be in the target, or be copied first (\`${known.folderType}\`).`,
        );
      }
    }
    for (const requirement of known.requires ?? [])
      warnings.push(`\`${name}\` needs this first: ${requirement}`);
    if (members.includes('*')) {
      wildcards.push(name);
      if (known.wildcard === false)
        warnings.push(`Salesforce doesn't accept \`*\` for \`${name}\`: name each component.`);
      if (known.folderType) {
        warnings.push(
          `\`${name}\` lives in folders, and Salesforce doesn't accept \`*\` for it: name each component as \`Folder/Name\`, and copy its \`${known.folderType}\` first.`,
        );
      }
    }
    if (known.parent && !pkg.types.some((t) => t.name === known.parent)) {
      warnings.push(
        `\`${name}\` components are named \`Parent.Name\` inside a \`${known.parent}\`: each parent must be in the target, or be copied by an earlier step.`,
      );
    }
  }
  if (wildcards.length > 0) {
    warnings.push(
      `\`*\` selects every component of ${wildcards.map((w) => `\`${w}\``).join(', ')} in the source org when the run starts; the count below counts each \`*\` as one.`,
    );
  }
  if (components > data.maxFiles) {
    warnings.push(
      `${components.toLocaleString('en-US')} components: one deploy takes at most ${data.maxFilesText}. Split the job's steps, or the package, below that.`,
    );
  }
  const files = pkg.types.filter((t) => data.fileTypes.includes(t.name));
  if (files.length > 0) {
    const count = files.reduce((sum, t) => sum + t.members.length, 0);
    warnings.push(
      `${files.map((t) => `\`${t.name}\``).join(', ')} (${count.toLocaleString('en-US')} ${count === 1 ? 'component' : 'components'}) carry files of any size: one deploy's zip holds ${data.maxZipText}, so check their size, and give the largest a step of their own.`,
    );
  }
  const apex = pkg.types.filter((t) => t.name === 'ApexClass' || t.name === 'ApexTrigger');
  if (apex.length > 0) {
    warnings.push(
      `${apex.map((t) => `\`${t.name}\``).join(' and ')} going to production: each deploy there runs \`RunLocalTests\` unless you name tests (Salesforce doesn't accept \`NoTestRun\` in production), and the Apex deployed needs at least ${data.apexCoverageText} test coverage. Validate first; Run a job explains the test levels.`,
    );
  }
  const units: Unit[] = [...planned.values()]
    .sort((a, b) => a.step.layer - b.step.layer || data.steps.indexOf(a.step) - data.steps.indexOf(b.step))
    .map(({ step, members }) => ({ step, generic: step.slug === data.generic, members, why: [] }));
  const unresolved = orderByReferences(units, data);
  for (const v of unresolved) {
    warnings.push(
      `\`${v.type}\` (${units[v.step]?.step.title}) may name \`${v.names}\` (\`${v.field}\`), which only the later ${units[v.later]?.step.title} step brings, and no order of these steps puts it first: deploy those \`${v.names}\` components first, or leave that reference out of the \`${v.type}\` components.`,
    );
  }
  const steps = units.map(({ step, members, why }) => ({
    slug: step.slug,
    title: step.title,
    types: [...members.keys()],
    members: Object.fromEntries(members),
    why,
  }));
  const permissions = [
    ...new Set([
      ...data.baselinePermissions,
      ...[...planned.values()].flatMap(({ step }) => step.permissions),
    ]),
  ];
  return { steps, permissions, unsupported, warnings, components };
}

interface Unit {
  readonly step: PlanStep;
  /** A Components step: it takes any type, and a plan may hold several. */
  readonly generic: boolean;
  readonly members: Map<string, string[]>;
  readonly why: string[];
}

/** What a component of `type` may name: the reference table's types, its parent and its folder type. */
function needsOf(type: string, data: PlanData): { to: string; field: string }[] {
  const known = data.types[type];
  return [
    ...(data.references[type] ?? []),
    ...(known?.parent ? [{ to: known.parent, field: 'parent' }] : []),
    ...(known?.folderType ? [{ to: known.folderType, field: 'folder' }] : []),
  ];
}

function violationsOf(units: readonly Pick<Unit, 'members'>[], data: PlanData): OrderViolation[] {
  const unitOf = new Map<string, number>();
  units.forEach((unit, index) => unit.members.forEach((_, type) => unitOf.set(type, index)));
  const found: OrderViolation[] = [];
  units.forEach((unit, index) => {
    for (const type of unit.members.keys())
      for (const { to, field } of needsOf(type, data)) {
        const later = unitOf.get(to);
        if (later !== undefined && later > index) found.push({ step: index, later, type, names: to, field });
      }
  });
  return found;
}

/** Every place where a step of the plan names a type only a later step brings (the reference table, parents, folders). */
export function orderViolations(plan: JobPlan, data: PlanData): OrderViolation[] {
  return violationsOf(
    plan.steps.map((step) => ({
      members: new Map(Object.entries(step.members).map(([t, m]) => [t, [...m]])),
    })),
    data,
  );
}

/**
 * Orders the steps so that no component comes before a type it may name
 * (issue 38), in place, and returns what no order of these steps can fix.
 * The catalogue's order stays; two moves repair what it leaves:
 *
 * 1. A type in a Components step that names a type a later step brings moves
 *    to a Components step right after that step (a new one if needed), with
 *    the types of its step that name it: a job may hold several Components
 *    steps. It can't move past a step that names it.
 * 2. Otherwise the named type comes earlier, into the last Components step
 *    before the type that names it, when everything it names is already
 *    there: Components copies any type whole.
 */
function orderByReferences(units: Unit[], data: PlanData): OrderViolation[] {
  const given = new Set<string>();
  const unresolved: OrderViolation[] = [];
  const title = (unit: Unit | undefined) => unit?.step.title ?? '';
  // Each round moves at least one type for good, or gives one reference up: bounded by the plan's size.
  const rounds = 4 * units.reduce((sum, unit) => sum + unit.members.size, 0) + 4;
  for (let round = 0; round < rounds; round++) {
    const v = violationsOf(units, data).find((x) => !given.has(`${x.type}>${x.names}`));
    if (!v) break;
    if (!push(v) && !pull(v)) {
      given.add(`${v.type}>${v.names}`);
      unresolved.push(v);
    }
    // Drop the steps a move emptied.
    for (let i = units.length - 1; i >= 0; i--) if (units[i]?.members.size === 0) units.splice(i, 1);
  }
  // The indexes of what is left unresolved, on the final order.
  const keep = new Set(unresolved.map((v) => `${v.type}>${v.names}`));
  return violationsOf(units, data).filter((x) => keep.has(`${x.type}>${x.names}`));

  function push(v: OrderViolation): boolean {
    const from = units[v.step];
    if (!from?.generic) return false;
    // The types of its step that name it (transitively) go with it.
    const moving = new Set([v.type]);
    for (let grew = true; grew;) {
      grew = false;
      for (const type of from.members.keys())
        if (!moving.has(type) && needsOf(type, data).some((n) => moving.has(n.to))) {
          moving.add(type);
          grew = true;
        }
    }
    // No step it would move past may name what moves.
    for (let k = v.step + 1; k <= v.later; k++)
      for (const type of units[k]?.members.keys() ?? [])
        if (needsOf(type, data).some((n) => moving.has(n.to))) return false;
    let target = units[v.later + 1];
    if (!target?.generic) {
      target = { step: from.step, generic: true, members: new Map(), why: [] };
      units.splice(v.later + 1, 0, target);
    }
    for (const type of moving) {
      target.members.set(type, [...(target.members.get(type) ?? []), ...(from.members.get(type) ?? [])]);
      from.members.delete(type);
    }
    target.why.push(
      `\`${v.type}\` runs after ${title(units[v.later])}: it may name \`${v.names}\` (\`${v.field}\`), which that step brings.`,
    );
    return true;
  }

  function pull(v: OrderViolation): boolean {
    let g = v.step;
    while (g >= 0 && !units[g]?.generic) g--;
    const into = units[g];
    const from = units[v.later];
    if (!into || !from) return false;
    const unitOf = (type: string) => units.findIndex((unit) => unit.members.has(type));
    if (needsOf(v.names, data).some((n) => unitOf(n.to) > g && n.to !== v.names)) return false;
    into.members.set(v.names, [...(into.members.get(v.names) ?? []), ...(from.members.get(v.names) ?? [])]);
    from.members.delete(v.names);
    into.why.push(
      `\`${v.names}\` comes with this step, not ${from.step.title}: \`${v.type}\` may name it (\`${v.field}\`) and runs first.`,
    );
    return true;
  }
}

/**
 * The one way text becomes a plan, for the plan page and the MCP server's
 * `plan_job` alike (issue 38): a package.xml, or a list of type names
 * (./parse.ts, parsePlanInput). Throws PackageXmlError with a message for the reader.
 */
export function planFromText(text: string, data: PlanData): JobPlan {
  return planJob(parsePlanInput(text, Object.keys(data.types)), data);
}

/** Salesforce's spelling of a name written in another case or in the plural (`Workflows` → `Workflow`). */
function nearName(name: string, data: PlanData): string | undefined {
  const wanted = [name.toLowerCase(), name.toLowerCase().replace(/e?s$/, '')];
  return Object.keys(data.types).find((type) => wanted.includes(type.toLowerCase()));
}

/** The plan as a checklist to copy: one line per step, its components beneath, then what to check. */
export function planChecklist(plan: JobPlan, url: (slug: string) => string): string {
  const lines: string[] = [];
  plan.steps.forEach((step, index) => {
    lines.push(`- [ ] ${index + 1}. ${step.title} (${url(step.slug)})`);
    for (const why of step.why) lines.push(`      Why here: ${why.replace(/`/g, '')}`);
    for (const [type, members] of Object.entries(step.members)) {
      lines.push(`      ${type}: ${members.join(', ') || '(no members)'}`);
    }
  });
  if (plan.permissions.length > 0)
    lines.push('', `Permissions of the authorizing user: ${plan.permissions.join(', ')}`);
  if (plan.unsupported.length > 0)
    lines.push('', `Not Metadata API types, no step copies them: ${plan.unsupported.join(', ')}`);
  for (const warning of plan.warnings) lines.push('', `Warning: ${warning.replace(/`/g, '')}`);
  return lines.join('\n');
}
