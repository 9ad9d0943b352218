// cspell:ignore ment ments salesforcecli dataraptor dataraptors omnistudio Omnistudio trailhead Trailhead rebranded actn affl alrt auth catg clnt cnfg conv cpnt enbl enrgy extl filtr lght mgmt pcklst prfm prvd pymnt trfr trgt actnbl actv datalake emssn integ procd stnry sustn usecase
/**
 * How the type domain reads a query's words, stated once: `resolveType` (./index.ts) and the
 * phrase rule (./described.ts) both split, key and singularize with these, so a plural or a spacing
 * that one of them accepts the other accepts too.
 */

/** Lower case, letters and digits only: `Apex Class` and `apex-class` read `apexclass`. */
export function key(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/**
 * A product's earlier names, read as its name now (issue 51): the Analytics application of the
 * Metadata API's Wave types was Wave Analytics, then Einstein Analytics, then Tableau CRM, and is CRM
 * Analytics (Salesforce's CLI plugin changed its "Tableau CRM" to it: salesforcecli/plugin-analytics
 * #165; the developer docs' landing page, https://developer.salesforce.com/docs/analytics, names it so).
 * Read on both sides, the data's and a reader's, so "Tableau CRM dashboards" are CRM Analytics'.
 */
const RENAMED: readonly (readonly [readonly string[], readonly string[]])[] = [
  [
    ['tableau', 'crm'],
    ['crm', 'analytics'],
  ],
  [
    ['einstein', 'analytics'],
    ['crm', 'analytics'],
  ],
  [
    ['wave', 'analytics'],
    ['crm', 'analytics'],
  ],
  // "VF" is Visualforce's short name in Salesforce's own tools: the Salesforce CLI's Visualforce
  // templates are `DefaultVFPage` and `DefaultVFComponent` (developer.salesforce.com/docs/atlas.en-us.sfdx_cli_reference.meta/sfdx_cli_reference/cli_reference_force_visualforce.htm).
  [['vf'], ['visualforce']],
  // "As of October 14, 2025, Data Cloud has been rebranded to Data 360"
  // (https://developer.salesforce.com/docs/data/data-cloud-dev).
  [
    ['data', 'cloud'],
    ['data', '360'],
  ],
  // Omnistudio's DataRaptors are Data Mappers: Trailhead's "Omnistudio Data Mappers" module keeps the
  // old name in its address (trailhead.salesforce.com/content/learn/modules/omnistudio-dataraptors).
  [['dataraptor'], ['data', 'mapper']],
  [['dataraptors'], ['data', 'mappers']],
];

/** The query's words, lower case, letters and digits only: "Omni-Channel status" → omni, channel, status. */
export function words(text: string): string[] {
  const all = text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const [was, now] of RENAMED)
    for (let at = all.indexOf(was[0] ?? ''); at >= 0; at = all.indexOf(was[0] ?? '', at + 1))
      if (was.every((w, i) => all[at + i] === w)) all.splice(at, was.length, ...now);
  return all;
}

/**
 * Singular forms a plural may stand for (`flows` → `flow`, `classes` → `class`, `policies` → `policy`,
 * and the Latin `matrices` → `matrix`, `indices` → `index`).
 */
export function singulars(word: string): string[] {
  const out: string[] = [];
  if (word.endsWith('ices')) out.push(`${word.slice(0, -4)}ix`, `${word.slice(0, -4)}ex`);
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

/**
 * The words Salesforce shortens in type names, each with the one word it stands for (issue 51):
 * `MfgServiceConsoleSettings` is the Service Console for Manufacturing's settings, `AcctMgrTargetSettings`
 * the account manager targets'. Only a shortening that stands for one thing everywhere in the registry
 * (`Inv` is invoice in one name and inventory in another: not here); a few stand for more than one
 * word (`Uom`, unit of measure) or join two (`Datalake`). Each read on the type's own page or Setup name
 * (`FuelTypeSustnUom`: "mapping between custom fuel types and UOM values", Net Zero Cloud's).
 */
const SHORTENED: Readonly<Record<string, string>> = {
  acct: 'account',
  actn: 'action',
  actnbl: 'actionable',
  actv: 'activation',
  adv: 'advanced',
  affl: 'affiliation',
  alrt: 'alert',
  attr: 'attribute',
  auth: 'authentication',
  bldg: 'building',
  calc: 'calculation',
  catg: 'category',
  cert: 'certificate',
  clnt: 'client',
  cnfg: 'configuration',
  conf: 'configuration',
  conv: 'conversation',
  cpnt: 'component',
  crit: 'criteria',
  ctr: 'center',
  datalake: 'data lake',
  def: 'definition',
  dest: 'destination',
  dgt: 'digital',
  dim: 'dimension',
  doc: 'document',
  emssn: 'emission',
  enbl: 'enablement',
  enrgy: 'energy',
  env: 'environmental',
  exp: 'expression',
  ext: 'external',
  extl: 'external',
  fav: 'favorite',
  filtr: 'filter',
  ind: 'indicator',
  insp: 'inspection',
  integ: 'integration',
  lght: 'lightning',
  meas: 'measure',
  mfg: 'manufacturing',
  mgmt: 'management',
  mgr: 'manager',
  mkt: 'marketing',
  mob: 'mobile',
  msg: 'message',
  obj: 'object',
  orch: 'orchestration',
  pcklst: 'picklist',
  prfm: 'performance',
  proc: 'process',
  procd: 'procedure',
  prvd: 'provider',
  pymnt: 'payment',
  qty: 'quantity',
  rec: 'record',
  rel: 'relationship',
  sci: 'sciences',
  src: 'source',
  stnry: 'stationary',
  sustn: 'sustainability',
  svc: 'service',
  tran: 'transport',
  trfr: 'transfer',
  trgt: 'target',
  uom: 'unit of measure',
  usecase: 'use case',
  val: 'value',
};

/** A name's words as written, split at its capitals: `DevHub` → Dev, Hub; `CPQSettings` → CPQ, Settings. */
export const capitalWords = (name: string): string[] => name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];

/**
 * A type's own name, split at its capitals, each shortened word read as the word it stands for:
 * `AccountRelationshipShareRule` → account, relationship, share, rule; `MfgProgramTemplate` →
 * manufacturing, program, template.
 */
export function nameWords(name: string): string[] {
  return capitalWords(name).flatMap((w) => {
    const word = w.toLowerCase();
    // A shortening may stand for more than one word (`Uom`: unit of measure). Own keys only: a
    // field's name may hold "constructor" or "valueOf", which every object inherits.
    return (Object.hasOwn(SHORTENED, word) ? (SHORTENED[word] ?? word) : word).split(' ');
  });
}

/** A noun in "-ment" and its verb ("assignments", "assigned"): the noun's stem, bare or with a verb's ending. */
function nounOfVerb(noun: string, verb: string): boolean {
  const stem = stemOf(noun);
  return (
    stem !== null && (verb === stem || verb === `${stem}s` || verb === `${stem}ed` || verb === `${stem}ing`)
  );
}

/**
 * A "-ment" noun's stem ("assign" of "assignments"), or null. The readings compare the same words
 * with thousands of phrases' words, and few end in "-ment": those are told apart before the pattern.
 */
function stemOf(noun: string): string | null {
  if (!noun.endsWith('ment') && !noun.endsWith('ments')) return null;
  return /^([a-z]{3,})ments?$/.exec(noun)?.[1] ?? null;
}

/** Whether `word` is one of the singulars `plural` may stand for (`singulars(plural).includes(word)`, without the list). */
const singularOf = (plural: string, word: string) =>
  word.length < plural.length &&
  ((plural.endsWith('ices') &&
    (word === `${plural.slice(0, -4)}ix` || word === `${plural.slice(0, -4)}ex`)) ||
    (plural.endsWith('ies') && word === `${plural.slice(0, -3)}y`) ||
    (plural.endsWith('es') && word === plural.slice(0, -2)) ||
    (plural.endsWith('s') && word === plural.slice(0, -1)));

/**
 * One word standing for the other: the same, one a plural of the other ("processes", "process"), or
 * a noun in "-ment" and its verb ("permission set assignments", "users assigned to a permission set").
 */
export const sameWord = (a: string, b: string): boolean => {
  if (a === b) return true;
  // Told apart at once, as most pairs the readings compare are (millions a query that names no type):
  // each relation below keeps the first letter, unless the plural is all ending ("ies" for "y"), and
  // adds at most five letters ("assignments" for "assign").
  if (Math.abs(a.length - b.length) > 5) return false;
  if (a.charCodeAt(0) !== b.charCodeAt(0) && Math.min(a.length, b.length) > 4) return false;
  return singularOf(a, b) || singularOf(b, a) || nounOfVerb(a, b) || nounOfVerb(b, a);
};

/** Where in `list` a run of words stands, each in its form or number (`sameWord`): every start. */
export function runsAt(list: readonly string[], run: readonly string[]): number[] {
  const found: number[] = [];
  for (let at = 0; at + run.length <= list.length; at += 1)
    if (run.every((word, i) => sameWord(list[at + i] ?? '', word))) found.push(at);
  return found;
}

/**
 * The same words in any order (issue 51): as many on each side, each of one side standing for its
 * own of the other (`sameWord`): "rules for escalation" once its joining word goes, for
 * `EscalationRules`; "custom case subject format" for "custom format for case subject".
 */
export function sameWords(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const left = [...b];
  for (const word of a) {
    const at = left.findIndex((other) => sameWord(word, other));
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

/**
 * A noun phrase's head: the last word of its first run of words that name things ("format" of
 * "custom format for case subject", "reports" of "reports in a folder"). A name in another order is
 * still the same thing only when its head is ("rules for escalation", "escalation rules").
 */
export function headWord(list: readonly string[], isThing: (word: string) => boolean): string | undefined {
  return firstRun(list, isThing).run.at(-1);
}

/**
 * A phrase's first run of words that name things ("custom case subject format" of "custom case
 * subject format for cases …"), and whether words follow it (`rest`, from the word that ends it).
 */
export function firstRun(
  list: readonly string[],
  isThing: (word: string) => boolean,
): { run: readonly string[]; rest: readonly string[] } {
  const from = list.findIndex(isThing);
  if (from < 0) return { run: [], rest: [] };
  const to = list.findIndex((w, i) => i > from && !isThing(w));
  return to < 0 ? { run: list.slice(from), rest: [] } : { run: list.slice(from, to), rest: list.slice(to) };
}

/** Past participles that don't end in "-ed", or too short for the rule below ("used"). */
const IRREGULAR_PARTICIPLES = new Set([
  'used',
  'built',
  'made',
  'sent',
  'kept',
  'held',
  'shown',
  'written',
  'given',
  'taken',
]);

/**
 * A past participle ("uploaded", "created", "built"): after a noun it opens a reduced relative
 * clause ("certificates uploaded for API clients"), which describes the thing named before it.
 * "-ed" after a consonant or a vowel but "e" ("speed" and "breed" are no participles).
 */
export const isParticiple = (word: string) =>
  IRREGULAR_PARTICIPLES.has(word) || /^[a-z]{2,}[^e]ed$/.test(word);
