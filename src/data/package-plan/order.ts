/**
 * The order of a plan's steps (issues 38 and 51): no component before a type it may name, by the
 * type-level reference table (../metadata-types/references.ts), its parents and folders, and, for a
 * type the table doesn't know, any type a step of its own brings. ./plan.ts assigns the types to
 * steps; this file orders those steps, moves what must wait, and says why under each step.
 */
import type { JobPlan, OrderViolation, PlanData, PlanStep } from './types';

/**
 * The catalogue's order, with two steps of one layer swapped where the later one's types are named
 * by the earlier one's and not the other way round (a layout's report chart names a report: Reports
 * before Page layouts). Bounded: each swap moves a step back past one it must follow.
 */
export function byReferences(units: Unit[], data: PlanData): Unit[] {
  const namesAny = (a: Unit, b: Unit) =>
    [...a.members.keys()].some((type) => [...b.members.keys()].some((other) => names(type, other, data)));
  for (let swapped = true, rounds = 0; swapped && rounds < units.length * units.length; rounds++) {
    swapped = false;
    for (let i = 0; i + 1 < units.length; i++) {
      const [a, b] = [units[i], units[i + 1]];
      if (!a || !b || a.step.layer !== b.step.layer) continue;
      if (namesAny(a, b) && !namesAny(b, a)) {
        units.splice(i, 2, b, a);
        swapped = true;
      }
    }
  }
  return units;
}

/**
 * The plan data for a plan whose `Settings` lists `members`: `Settings` may name what those members'
 * pages say they name (`Case`: an email template, a queue, a flow…), and it is read when each of them
 * was read whole. `*` takes every settings type of the source org, some with pages not read whole or
 * not known here: it stays unread, after every step that brings a type it might name.
 */
export function withSettingsMembers(data: PlanData, members: readonly string[]): PlanData {
  if (members.length === 0) return data;
  const byKey = new Map<string, { to: string; field: string }>();
  for (const ref of [
    ...(data.references.Settings ?? []),
    ...members.flatMap((m) => data.settingsReferences[m] ?? []),
  ])
    byKey.set(`${ref.to} ${ref.field}`, ref);
  const read = !members.includes('*') && members.every((member) => data.settingsRead.includes(member));
  return {
    ...data,
    references: { ...data.references, Settings: [...byKey.values()] },
    read: read ? [...data.read, 'Settings'] : data.read,
  };
}

/** The `Settings` members a plan's steps hold (or a package lists): what its `Settings` names depends on them. */
export function settingsMembersOf(membersByType: Iterable<readonly [string, readonly string[]]>): string[] {
  return [...membersByType].flatMap(([type, members]) => (type === 'Settings' ? members : []));
}

/** PlanData's list of read types as a set, once per data (isRead runs inside every violation check). */
const readSets = new WeakMap<PlanData, ReadonlySet<string>>();

/** Whether what a type names is known: its page was read for the table, or it is a folder or child type, which name nothing. */
export function isRead(type: string, data: PlanData): boolean {
  let read = readSets.get(data);
  if (!read) readSets.set(data, (read = new Set(data.read)));
  return read.has(type) || Boolean(data.types[type]?.parent);
}

/** Moves a type's members from one step to another (appending to what the target holds of it). */
function moveType(from: Unit, to: Unit, type: string): void {
  to.members.set(type, [...(to.members.get(type) ?? []), ...(from.members.get(type) ?? [])]);
  from.members.delete(type);
}

/** Why a type left its own step for a Components step: two types that name each other share one deployment. */
function togetherWhy(moved: string, other: string, leftStep: string): string {
  return `\`${moved}\` comes with this step, not ${leftStep}: it and \`${other}\` name each other, and one deployment takes both.`;
}

export interface Unit {
  readonly step: PlanStep;
  /** A Components step: it takes any type, and a plan may hold several. */
  readonly generic: boolean;
  readonly members: Map<string, string[]>;
  readonly why: string[];
}

/** What a component of `type` may name: the reference table's types, its parent, its folder type and the type its name starts with. */
function needsOf(type: string, data: PlanData): { to: string; field: string }[] {
  const known = data.types[type];
  return [
    ...(data.references[type] ?? []),
    ...(known?.parent ? [{ to: known.parent, field: 'parent' }] : []),
    ...(known?.folderType ? [{ to: known.folderType, field: 'folder' }] : []),
    ...(known?.keptIn ? [{ to: known.keptIn, field: 'fullName' }] : []),
  ];
}

/** Whether a component of `type` may name `other`, by the table (parents and folders included). */
function names(type: string, other: string, data: PlanData): boolean {
  return needsOf(type, data).some((n) => n.to === other);
}

/** What the order reads of a step: its types, whether it is a Components step, and the catalogue's step. */
type OrderUnit = Pick<Unit, 'members' | 'generic'> & { readonly step?: PlanStep };

/** Whether a step of the plan creates none of its types (Profile updates): what it holds, each target has first. */
function createsNone(unit: OrderUnit | undefined): boolean {
  return unit?.step?.planner?.createsNone === true;
}

function violationsOf(units: readonly OrderUnit[], data: PlanData): OrderViolation[] {
  const unitOf = new Map<string, number>();
  units.forEach((unit, index) => unit.members.forEach((_, type) => unitOf.set(type, index)));
  const found: OrderViolation[] = [];
  units.forEach((unit, index) => {
    for (const type of unit.members.keys()) {
      for (const { to, field } of needsOf(type, data)) {
        const later = unitOf.get(to);
        // A step that creates none brings nothing a target lacks: the components it changes are there first.
        if (later !== undefined && later > index && !createsNone(units[later]))
          found.push({ step: index, later, type, names: to, field });
      }
      if (isRead(type, data)) continue;
      // A type whose page wasn't read may name any type a later step of its own brings, but one that names it.
      units.forEach((other, later) => {
        if (later <= index || other.generic || createsNone(other)) return;
        for (const named of other.members.keys())
          if (!names(named, type, data) && !names(type, named, data))
            found.push({ step: index, later, type, names: named, field: UNREAD });
      });
    }
  });
  return found;
}

/** The field of a violation that comes from a type whose page wasn't read. */
const UNREAD = '(not in the reference table)';

/** Every place where a step of the plan names a type only a later step brings (the reference table, parents, folders). */
export function orderViolations(plan: JobPlan, data: PlanData): OrderViolation[] {
  const units = plan.steps.map((step) => ({
    generic: step.slug === data.generic,
    step: data.steps.find((s) => s.slug === step.slug),
    members: new Map(Object.entries(step.members).map(([t, m]) => [t, [...m]])),
  }));
  return violationsOf(
    units,
    withSettingsMembers(data, settingsMembersOf(units.flatMap((u) => [...u.members]))),
  );
}

/** A type and the types of its step that name it, transitively: what must move with it. */
function namers(unit: Pick<Unit, 'members'>, type: string, data: PlanData): Set<string> {
  const moving = new Set([type]);
  for (let grew = true; grew;) {
    grew = false;
    for (const other of unit.members.keys())
      if (!moving.has(other) && needsOf(other, data).some((n) => moving.has(n.to))) {
        moving.add(other);
        grew = true;
      }
  }
  return moving;
}

/**
 * Orders the steps so that no component comes before a type it may name
 * (issue 38), in place, and returns what no order of these steps can fix.
 * The catalogue's order stays (with ./byReferences' swaps); three moves
 * repair what it leaves, then Components steps that can be one are merged:
 *
 * 1. A type in a Components step that names a type a later step brings moves
 *    to a Components step right after that step (a new one if needed), with
 *    the types of its step that name it: a job may hold several Components
 *    steps. It can't move past a step that names it. A type the table doesn't
 *    know moves once, past the last step that brings a type it might name.
 * 2. Otherwise the named type comes earlier, into the last Components step
 *    before the type that names it, when everything it names is already
 *    there: Components copies any type whole.
 * 3. Two types that name each other go to one Components step (one
 *    deployment takes both).
 */
export function orderByReferences(units: Unit[], data: PlanData): OrderViolation[] {
  const given = new Set<string>();
  const unresolved: OrderViolation[] = [];
  // Each round moves at least one type for good, or gives one reference up: bounded by the plan's size.
  const rounds = 4 * units.reduce((sum, unit) => sum + unit.members.size, 0) + 4;
  for (let round = 0; round < rounds; round++) {
    const open = violationsOf(units, data).filter((x) => !given.has(`${x.type}>${x.names}`));
    const first = open[0];
    if (!first) break;
    // A type not in the table moves once, past the last step it must follow, where nothing between names it.
    const last = open
      .filter((x) => x.field === UNREAD && x.type === first.type && x.step === first.step)
      .reduce((a, b) => (b.later > a.later ? b : a), first);
    const v = first.field === UNREAD && push(last) ? undefined : first;
    if (!v) continue;
    if (!push(v) && !pull(v) && !join(v)) {
      given.add(`${v.type}>${v.names}`);
      unresolved.push(v);
    }
    // Drop the steps a move emptied.
    for (let i = units.length - 1; i >= 0; i--) if (units[i]?.members.size === 0) units.splice(i, 1);
  }
  mergeComponentsSteps(units, data);
  explainWaits(units, data);
  // The indexes of what is left unresolved, on the final order.
  const keep = new Set(unresolved.map((v) => `${v.type}>${v.names}`));
  return violationsOf(units, data).filter((x) => keep.has(`${x.type}>${x.names}`));

  function push(v: OrderViolation): boolean {
    const from = units[v.step];
    if (!from?.generic) return false;
    const moving = namers(from, v.type, data);
    // No step it would move past may name what moves.
    for (let k = v.step + 1; k <= v.later; k++)
      for (const type of units[k]?.members.keys() ?? [])
        if (needsOf(type, data).some((n) => moving.has(n.to))) return false;
    let target = units[v.later + 1];
    if (!target?.generic) {
      target = { step: from.step, generic: true, members: new Map(), why: [] };
      units.splice(v.later + 1, 0, target);
    }
    for (const type of moving) moveType(from, target, type);
    return true;
  }

  /**
   * Two types that name each other (an app's profile overrides, the profile's app visibility) in
   * different steps: one deployment takes both, so the named type joins the one that names it in
   * a Components step right after the named type's own step, when that leaves fewer violations.
   */
  function join(v: OrderViolation): boolean {
    if (v.field === UNREAD || !names(v.names, v.type, data)) return false;
    const snapshot = units.map((unit) => ({ ...unit, members: new Map(unit.members), why: [...unit.why] }));
    const before = violationsOf(units, data).length;
    const [from, named] = [units[v.step], units[v.later]];
    if (!from || !named) return false;
    // The later step is a Components step: the earlier type joins it. Else both go to one after it.
    let target = named.generic ? named : units[v.later + 1];
    if (!target?.generic) {
      target = { step: from.generic ? from.step : named.step, generic: true, members: new Map(), why: [] };
      units.splice(v.later + 1, 0, target);
    }
    for (const [unit, type] of [
      [from, v.type],
      [named, v.names],
    ] as const) {
      if (unit === target) continue;
      // From a Components step, the types that name it go with it, as in push.
      for (const moving of unit.generic ? namers(unit, type, data) : [type]) moveType(unit, target, moving);
    }
    const [moved, other, step] = named === target ? [v.type, v.names, from] : [v.names, v.type, named];
    target.why.push(togetherWhy(moved, other, step.step.title));
    const emptied = units.filter((unit) => unit.members.size > 0);
    if (!target.step || violationsOf(emptied, data).length < before) return true;
    units.splice(0, units.length, ...snapshot);
    return false;
  }

  function pull(v: OrderViolation): boolean {
    // A dedicated step's type moves into Components only for a known reference: never on a guess.
    if (v.field === UNREAD) return false;
    let g = v.step;
    while (g >= 0 && !units[g]?.generic) g--;
    const into = units[g];
    const from = units[v.later];
    if (!into || !from) return false;
    const unitOf = (type: string) => units.findIndex((unit) => unit.members.has(type));
    if (needsOf(v.names, data).some((n) => unitOf(n.to) > g && n.to !== v.names)) return false;
    moveType(from, into, v.names);
    into.why.push(
      names(v.names, v.type, data)
        ? togetherWhy(v.names, v.type, from.step.title)
        : `\`${v.names}\` comes with this step, not ${from.step.title}: \`${v.type}\` may name it (\`${v.field}\`) and runs first.`,
    );
    return true;
  }
}

/**
 * Two Components steps are one deployment too many where one can take the other's types: the
 * later one's types join the earlier one, or the earlier one's the later one, unless that would
 * put a type before one it names (moves can leave such pairs, with steps of their own between).
 */
function mergeComponentsSteps(units: Unit[], data: PlanData): void {
  for (let merged = true; merged;) {
    merged = false;
    const generic = units.flatMap((unit, index) => (unit.generic ? [index] : []));
    // The violations the order has now: a merge may keep them, never add one.
    const now = new Set(violationsOf(units, data).map((x) => `${x.type}>${x.names}`));
    for (let g = generic.length - 1; g > 0 && !merged; g--) {
      const [i, k] = [generic[g - 1] ?? 0, generic[g] ?? 0];
      for (const [into, from] of [
        [i, k],
        [k, i],
      ] as const) {
        const trial = units.map((unit, n) =>
          n === into
            ? { ...unit, members: new Map([...unit.members, ...(units[from]?.members ?? [])]) }
            : unit,
        );
        trial.splice(from, 1);
        if (violationsOf(trial, data).some((x) => !now.has(`${x.type}>${x.names}`))) continue;
        const [target, source] = [units[into], units[from]];
        if (!target || !source) continue;
        for (const type of [...source.members.keys()]) moveType(source, target, type);
        target.why.push(...source.why);
        units.splice(from, 1);
        merged = true;
        break;
      }
    }
  }
}

/**
 * Why each type of a Components step waits, said from the final order: the nearest earlier step of
 * its own that brings a type it may name (or, for a type the table doesn't know, any type).
 */
function explainWaits(units: Unit[], data: PlanData): void {
  units.forEach((unit, index) => {
    // A pulled type's reason stays only where the type still is.
    unit.why.splice(
      0,
      unit.why.length,
      ...unit.why.filter((why) => [...unit.members.keys()].some((t) => why.startsWith(`\`${t}\``))),
    );
    if (!unit.generic) return;
    for (const type of unit.members.keys()) {
      for (let j = index - 1; j >= 0; j--) {
        const earlier = units[j];
        if (!earlier || earlier.generic || createsNone(earlier)) continue;
        const named = [...earlier.members.keys()].find((other) => names(type, other, data));
        const field = named ? needsOf(type, data).find((n) => n.to === named)?.field : undefined;
        if (named && field) {
          unit.why.push(
            `\`${type}\` runs after ${earlier.step.title}: it may name \`${named}\` (\`${field}\`), which that step brings.`,
          );
          break;
        }
        if (!isRead(type, data)) {
          unit.why.push(
            `\`${type}\` runs after ${earlier.step.title}: what it may name isn't in the reference table, and that step brings types it might name.`,
          );
          break;
        }
      }
    }
  });
}
