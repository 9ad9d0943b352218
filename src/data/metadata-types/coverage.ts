/**
 * Which Metaferry step copies each Metadata API type (issue 25), and what the site says of it: the
 * registry's types (./registry.ts) against the catalogue (../components/). The coverage page, its
 * twin and search records, the answer card and the docs MCP server's `check_support` read it
 * (through ./index.ts, which re-exports it).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { components, componentPath, getComponent, type ComponentEntry } from '../components';
import { errors } from '../errors';
import { andList } from '../prose';
import { answerRoute } from '../errors/route';
import { GUIDE_BASELINE_ASKS, GUIDE_HELP_READS, type GuideBaselineAsk } from './guide';
import { KNOWN_ISSUES_BY_TYPE } from './known-issues';
import { PREREQUISITES } from './prerequisites';
import { getMetadataType, metadataTypes, type MetadataType } from './registry';
import { removedNote } from './removed';
import { statusOf } from './status';

/** A type's anchor on the coverage page: its name in lower case (`customfield`). */
export function typeAnchor(name: string): string {
  return name.toLowerCase();
}

/** The catalogue's generic steps: any type (Components) and an uploaded package.xml zip (Zip packages). */
const GENERIC = components.filter((entry) => entry.anyMetadataType);
const COMPONENTS_STEP = GENERIC.find((entry) => entry.slug === 'components');

/** Every type the catalogue names that the registry lacks, with the entry that names it. */
export function unknownCatalogueTypes(): { slug: string; type: string }[] {
  return components.flatMap((entry) =>
    entry.metadataTypes.filter((type) => !getMetadataType(type)).map((type) => ({ slug: entry.slug, type })),
  );
}

export interface StepLink {
  readonly title: string;
  readonly url: string;
}

export interface TypeCoverage {
  readonly type: MetadataType;
  /**
   * The steps that copy it: first the one that copies its components whole, the planner's step
   * for it (a step whose planner rule always takes it, else Components), then those that copy a part of it.
   */
  readonly steps: readonly StepLink[];
  /** What the site says about it, each a sentence (Markdown, inline). */
  readonly notes: readonly string[];
  /**
   * The notes about the type itself (its planner rule, parent, folder, the errors and known issues
   * that name it), without its steps' order and limits, which hold for every type of the step: what
   * the search's answer card shows.
   */
  readonly about: readonly string[];
}

let helpReads: Map<string, (typeof GUIDE_HELP_READS)[number]> | undefined;

/** Each type's read of Salesforce Help's permissions table (./guide/help-reads.json), by type, built once. */
function helpReadOf(type: string): (typeof GUIDE_HELP_READS)[number] | undefined {
  helpReads ??= new Map(GUIDE_HELP_READS.map((read) => [read.type, read]));
  return helpReads.get(type);
}

let baselineAsks: Map<string, GuideBaselineAsk> | undefined;

/** Where the baseline permissions are listed: every page that names them links here. */
export const BASELINE_PERMISSIONS_URL = '/start/how-to-authorize-an-organization/#before-you-begin';

/**
 * What a type's page asks only of the baseline permissions says (./guide/baseline-asks.json): the
 * page's sentence, and that the user who authorizes each org has them, so it is no prerequisite.
 */
export function baselineAskNote(type: string): string | undefined {
  baselineAsks ??= new Map(GUIDE_BASELINE_ASKS.map((row) => [row.type, row]));
  const ask = baselineAsks.get(type);
  if (!ask) return undefined;
  const names = ask.permissions.map((permission) => `\`${permission}\``);
  const named = andList(names);
  const [has, is] = names.length > 1 ? ['has them', 'they are'] : ['has it', 'it is'];
  const asked = ask.among ? `${named} or another of the permissions it names` : named;
  return `Its Metadata API page ([API ${ask.api}](${ask.page})) asks for ${asked}: “${ask.quote}” The user who authorizes each org ${has} among the [baseline permissions](${BASELINE_PERMISSIONS_URL}), so ${is} no prerequisite here.`;
}

const stepLink = (entry: ComponentEntry): StepLink => ({
  title: entry.title,
  url: componentPath(entry.slug),
});

function dedicatedSteps(name: string): ComponentEntry[] {
  return components.filter((entry) => !entry.anyMetadataType && entry.metadataTypes.includes(name));
}

/** What a Help table asks for, as it names it: "the Manage Certificates permission", "Rule Engine Designer". */
function askedFor(ask: { permission: string; noun?: string }): string {
  const noun = ask.noun ?? 'permission';
  return noun ? `the ${ask.permission} ${noun}` : ask.permission;
}

/** Which steps copy a type, and what the site says about it. */
export function coverageOf(type: MetadataType): TypeCoverage {
  const dedicated = dedicatedSteps(type.name);
  // A folder type goes with the type that lives in it (the planner copies them together).
  const content = metadataTypes.find((other) => other.folderType === type.name);
  // First the step the job planner gives the type alone (issue 51): one with a planner rule that
  // always takes it, else Components; a rule that takes it only beside other types is a note.
  // The rule may sit on a step that copies the type by other means: Package upgrade installs what
  // `InstalledPackage` names, with no Metadata API deploy of its own.
  const ruleFor = (name: string | undefined) =>
    components.find(
      (entry) => !entry.anyMetadataType && name !== undefined && entry.planner?.types.includes(name),
    );
  const rule = ruleFor(type.name) ?? ruleFor(content?.name);
  const whole = rule && !rule.planner?.whenListed ? rule : COMPONENTS_STEP;
  // A type its page takes out of deploys (./removed.ts): no step copies it, and the page says why. A
  // type whose own page was never found: an empty list of needs is no answer that it needs nothing.
  const { removed, needsUnread: unread, internal } = statusOf(type);
  const steps = [
    ...(whole && !removed ? [whole] : []),
    ...dedicated.filter((entry) => entry !== whole),
    ...(COMPONENTS_STEP && whole !== COMPONENTS_STEP && !removed ? [COMPONENTS_STEP] : []),
  ].map(stepLink);
  const notes: string[] = [];
  const about: string[] = removed ? [removedNote(removed)] : [];
  // A step the plan always gives the type says why: for InstalledPackage, that Salesforce deploys it alone.
  if (rule?.planner && !rule.planner.whenListed) {
    about.push(`A plan copies it with [${rule.title}](${componentPath(rule.slug)}). ${rule.planner.adds}`);
  }
  if (rule?.planner?.whenListed) {
    about.push(
      `A job that also copies ${rule.planner.whenListed.map((t) => `\`${t}\``).join(', ')} copies it with [${rule.title}](${componentPath(rule.slug)}). ${rule.planner.adds}`,
    );
  }
  if (type.parent) {
    about.push(
      `A child of \`${type.parent}\`: it is deployed inside its parent's file, and a step selects it as \`${type.parent}.Name\`.`,
    );
  }
  if (type.inFolder) {
    about.push(
      `Lives in folders${type.folderType ? ` (\`${type.folderType}\`)` : ''}: the folder must exist in the target or be copied first.`,
    );
  }
  // What Salesforce Help's table asks of the admin who sets it up in Setup: said, but not a
  // prerequisite, unless the type's own page names the same permission (then it is one already).
  const help = helpReadOf(type.name);
  const required = new Set((PREREQUISITES[type.name] ?? []).map((r) => r.permission));
  for (const ask of help?.page ? (help.asks ?? []) : [])
    if (!required.has(ask.permission))
      about.push(
        `To ${ask.task} in Setup, Salesforce Help asks for ${askedFor(ask)} ([Salesforce Help](${help?.page})). A prerequisite here is only what the type's own Metadata API page names, so this isn't one.`,
      );
  const baseline = baselineAskNote(type.name);
  if (baseline) about.push(baseline);
  if (unread) about.push(needsUnreadNote(unread.lookedFor));
  if (internal) about.push(internalNote(internal));
  notes.push(...about);
  // What the catalogue says of the step that copies it: where it runs, and its limits (with their sources).
  for (const entry of dedicated) {
    if (entry.runAfter.length > 0) {
      const after = entry.runAfter.map((slug) => getComponent(slug).title).join(', ');
      notes.push(
        `[${entry.title}](${componentPath(entry.slug)}) runs after ${after} ([order of steps](/start/order-of-steps/)).`,
      );
    }
    for (const limit of entry.limits) {
      notes.push(`[${limit.text}](${limit.source})`);
    }
  }
  const named = errors.filter((entry) =>
    [entry.message ?? '', ...(entry.variants ?? [])].some((text) =>
      new RegExp(`\\b${type.name}\\b`).test(text),
    ),
  );
  const tail: string[] = [];
  if (named.length > 0) {
    tail.push(
      `Errors that name it: ${named.map((entry) => `[${entry.title}](${answerRoute(entry.id)})`).join(', ')}.`,
    );
  }
  const issues = KNOWN_ISSUES_BY_TYPE[type.name] ?? [];
  if (issues.length > 0) {
    tail.push(
      `Known issues: ${issues.map((issue) => `[${issue.title}](/docs/known-issues/#${issue.anchor})`).join(', ')}.`,
    );
  }
  notes.push(...tail);
  about.push(...tail);
  return { type, steps, notes, about };
}

/**
 * What an answer says of a type whose own page says only that it is Salesforce's own: the page's
 * words, and that the page documents nothing, so its answer can't say what a deploy needs or does.
 */
export function internalNote(row: {
  readonly quote: string;
  readonly page: string;
  readonly api: string;
}): string {
  return `Salesforce's page for it says only “${row.quote}” ([API ${row.api}](${row.page})): it documents no field and no need, so nothing here can say what a deploy of it needs or does.`;
}

/** What an answer says of a type whose own page wasn't found: what it needs is unknown, not nothing. */
export function needsUnreadNote(lookedFor: string | null): string {
  const when = lookedFor ? ` (looked for on ${lookedFor})` : '';
  return (
    `What it needs before a deploy wasn't read: no Salesforce page of its own was found${when}, so none is listed here, ` +
    `which doesn't mean it needs none. Before a job copies it, check that the feature it belongs to is on in the target.`
  );
}
