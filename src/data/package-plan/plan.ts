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
import type { PackageXml } from './parse';

export interface PlanStep {
  readonly slug: string;
  readonly title: string;
  /** The Metadata API types this step copies wholesale (the catalogue's entry names it alone). */
  readonly types: readonly string[];
  readonly permissions: readonly string[];
  /** The step's layer in the dependency order: 0 runs first. */
  readonly layer: number;
}

export interface PlanData {
  readonly steps: readonly PlanStep[];
  /** The generic step that copies any type (Components). */
  readonly generic: string;
  readonly baselinePermissions: readonly string[];
  /** Every type name of the registry, with its parent for a child type and its folder type for a type in folders. */
  readonly types: Readonly<Record<string, { readonly parent?: string; readonly folderType?: string }>>;
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
}

export interface PlannedStep {
  readonly slug: string;
  readonly title: string;
  readonly types: readonly string[];
  /** Members by type, as the package.xml names them. */
  readonly members: Readonly<Record<string, readonly string[]>>;
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
    if (members.includes('*')) {
      wildcards.push(name);
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
  const steps = [...planned.values()]
    .sort((a, b) => a.step.layer - b.step.layer || data.steps.indexOf(a.step) - data.steps.indexOf(b.step))
    .map(({ step, members }) => ({
      slug: step.slug,
      title: step.title,
      types: [...members.keys()],
      members: Object.fromEntries(members),
    }));
  const permissions = [
    ...new Set([
      ...data.baselinePermissions,
      ...[...planned.values()].flatMap(({ step }) => step.permissions),
    ]),
  ];
  return { steps, permissions, unsupported, warnings, components };
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
