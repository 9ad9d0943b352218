// cspell:ignore relogin
/**
 * A setting asked for by the label Setup gives it (issue 51): an admin types what the Setup page
 * says, "force relogin after Login-As-User" or "Enable HTML email", not `sessionSettings.forceRelogin`
 * of `SecuritySettings`. The labels come from Salesforce's pages that tell an admin which option to
 * select (Help, and admin guides such as the Security Implementation Guide): ./guide/setup-labels.json
 * holds each label as its page writes it, with the settings type and field it sets, the page and the
 * day read; ./guide/setup-label-reads.json lists every settings type with read fields, and what its
 * pages gave.
 *
 * The rule, stated once: the query's words that name something (`GENERAL` words go: "enable", "the",
 * "settings", …, but not "field", which a label can name), two at least, must all be held by one
 * label's words (a word stands for its plural, its noun and its "-ing" form: `holdsWord`) and be more
 * than two thirds of them, the query naming the option nearly whole; the last must not be a plural,
 * since a query that ends in one names things, components or records ("manual shares", "manager
 * groups"), where the label names the switch that lets them be ("Manual User Record Sharing",
 * "Manager Groups"); and every label that holds them must set a field of one settings type: two types
 * that fit answer neither. Labels of several fields of that type answer the type, naming each; the
 * one the query covers most comes first.
 *
 * Components too (./guide/component-labels.json, ./guide/component-label-reads.json): the options an
 * admin sets on a component's Setup page or dialog ("Send welcome email" on an Experience Cloud
 * site's Administration page), each tied to a field the Metadata API's WSDL gives the component's type.
 * One rule reads both tables: a query held by labels of two types, a settings type and a component's
 * type or two of either, answers neither.
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { GENERAL, holdsEvery, SETTING_VERBS } from './settings-fields';
import { SETTINGS_MEMBERS } from './settings';
import { getMetadataType } from './registry';
import componentReadsJson from './guide/component-label-reads.json';
import componentLabelsJson from './guide/component-labels.json';
import readsJson from './guide/setup-label-reads.json';
import labelsJson from './guide/setup-labels.json';
import { oneOf } from './guide/one-of';
import { words } from './words';

/** A label Salesforce Help gives the Setup option a settings field, or a component type's field, sets. */
export interface SetupLabel {
  readonly type: string;
  readonly field: string;
  readonly label: string;
  readonly page: string;
  readonly read: string;
  /**
   * The release of the guide a label was read in (`208.0`), when only an older edition's copy was in
   * reach: `page` links the current edition, as every link of the site does.
   */
  readonly release?: string;
}

export const SETUP_LABELS: readonly SetupLabel[] = labelsJson;

/** The labels of component types' options (`type` a registry type, `field` a field of its WSDL type). */
export const COMPONENT_LABELS: readonly SetupLabel[] = componentLabelsJson;

/** A settings or component type whose Help pages were looked for: the page used, the day, and what was found. */
export interface SetupLabelRead {
  readonly type: string;
  readonly page: string | null;
  readonly read: string;
  /** `labels`: rows in ./guide/setup-labels.json; `no-labels`: a page, no label tied to a field for certain; `not-in-reach`: no Help page found. */
  readonly seen: 'labels' | 'no-labels' | 'not-in-reach';
}

const readsOf = (rows: readonly (Omit<SetupLabelRead, 'seen'> & { readonly seen: string })[]) =>
  rows.map((row) => ({
    ...row,
    seen: oneOf(row.seen, ['labels', 'no-labels', 'not-in-reach'] as const, `${row.type} seen`),
  }));

export const SETUP_LABEL_READS: readonly SetupLabelRead[] = readsOf(readsJson);

/** The component types whose Help pages were looked for (the types with the most fields in the WSDL). */
export const COMPONENT_LABEL_READS: readonly SetupLabelRead[] = readsOf(componentReadsJson);

/**
 * The words of a text that name something: none of `GENERAL`'s but "field" (a field is a thing a
 * label can name: "field data sensitivity level" asks about a field, not the default level), no
 * pronoun, more than one letter, each once.
 */
const namingWords = (text: string | readonly string[]): string[] => [
  ...new Set(
    (typeof text === 'string' ? words(text) : text).filter(
      (w) => w.length > 1 && !PRONOUNS.has(w) && (!GENERAL.has(w) || THINGS.has(w)),
    ),
  ),
];

/** A plural: an "s" after any letter but "s", "u" or "i" ("groups", "shares"; not "address", "status", "analysis"). */
const PLURAL = /^[a-z]{2,}[^sui]s$/;

/** Pronouns `GENERAL` lacks, which name nothing of their own ("from which they originated"). */
const PRONOUNS = new Set(['they', 'them', 'he', 'she', 'him', 'her', 'his', 'whom', 'whose']);

/** `GENERAL` words that name a thing in a label. */
const THINGS = new Set(['field', 'fields']);

let rows: { readonly label: SetupLabel; readonly words: readonly string[] }[] | undefined;

/** Each label of a settings type or a component type the site names, with its naming words, that holds every asked word. */
function labelsHolding(asked: readonly string[]) {
  rows ??= [
    ...SETUP_LABELS.filter((label) => SETTINGS_MEMBERS.has(label.type)),
    ...COMPONENT_LABELS.filter((label) => !SETTINGS_MEMBERS.has(label.type) && getMetadataType(label.type)),
  ].map((label) => ({ label, words: namingWords(label.label) }));
  return rows.filter((row) => holdsEvery(asked, row.words));
}

/**
 * A settings or component type read by its Setup labels: the labels that hold the query, the one it
 * covers most first (first in the table on a tie), and the field when they all set one.
 */
export interface LabelReading {
  readonly member: string;
  readonly field: string | undefined;
  readonly labels: readonly SetupLabel[];
}

/**
 * The settings or component type whose Setup labels hold every naming word of the query, by the rule
 * above: one reading for both tables, so a query two kinds of label hold answers neither.
 */
export function setupLabelRead(queryWords: readonly string[]): LabelReading | undefined {
  const asked = namingWords(queryWords);
  if (asked.length < 2) return undefined;
  // A query that ends in a plural names things, components or records, not a setting, unless it asks
  // to change a behavior and is a label whole ("enable direct messages", an option of an Experience
  // Cloud site's `Network`).
  const plural = PLURAL.test(asked.at(-1) ?? '');
  if (plural && !SETTING_VERBS.has(queryWords[0] ?? '')) return undefined;
  const holding = labelsHolding(asked).filter((row) =>
    plural ? row.words.length === asked.length : asked.length * 3 > row.words.length * 2,
  );
  const [first] = holding;
  if (!first || holding.some((row) => row.label.type !== first.label.type)) return undefined;
  const labels = holding
    .map((row, at) => ({ row, at }))
    .sort((a, b) => a.row.words.length - b.row.words.length || a.at - b.at)
    .map(({ row }) => row.label);
  const fields = new Set(labels.map((label) => label.field));
  return { member: first.label.type, field: fields.size === 1 ? first.label.field : undefined, labels };
}

/**
 * The settings or component type whose Setup labels hold every naming word of any query (two at
 * least), however little of a label that is, and no other type's labels do: offered, never read as
 * the answer.
 */
export function labelHolding(queryWords: readonly string[]): string | undefined {
  const asked = namingWords(queryWords);
  if (asked.length < 2) return undefined;
  const types = new Set(labelsHolding(asked).map((row) => row.label.type));
  const [member] = types;
  return types.size === 1 ? member : undefined;
}
