// cspell:ignore Trailhead trailhead Agentforce
/**
 * What was read of Salesforce's Metadata API Developer Guide, and when (issue
 * 51): the one record of the type-level reference table (`references.json`:
 * each field that names a component of another type), of the pages read for
 * it (`reads.json`, also the types whose pages state no such field), and of
 * what each type needs before it deploys (`requirements.json`). Each row
 * keeps its page, the API version of that page and the day it was read, so
 * an answer can say what it was checked against and a newer release shows
 * what went stale. `npm run type-facts` lists them; ../__tests__/guide.test.ts
 * holds every row to a registry type, a Salesforce page, an API version and a day.
 *
 * Plain data: Node, the MCP bundle and the tests import it.
 */
import limitsJson from './limits.json';
import limitReadsJson from './limit-reads.json';
import readsJson from './reads.json';
import referencesJson from './references.json';
import helpReadsJson from './help-reads.json';
import baselineAsksJson from './baseline-asks.json';
import requirementReadsJson from './requirement-reads.json';
import setupNamesJson from './setup-names.json';
import settingsSetupNamesJson from './settings-setup-names.json';
import representsJson from './represents.json';
import requirementsJson from './requirements.json';
import settingsReadsJson from './settings-reads.json';
import settingsFieldsJson from './settings-fields.json';
import settingsReferencesJson from './settings-references.json';
import settingsReferenceReadsJson from './settings-reference-reads.json';
import removedJson from './removed.json';
import internalJson from './internal.json';
import unlistedJson from './unlisted.json';
import { oneOf } from './one-of';

/** One field of a type's page that names a component of another type. */
export interface GuideReference {
  /** The type whose components hold the field. */
  readonly from: string;
  /** The field's path, as the guide nests it (`recordTypeVisibilities.recordType`). */
  readonly field: string;
  /** The type of the component the field names. */
  readonly to: string;
  /** The guide's page for `from`, where the field is described. */
  readonly page: string;
  /** The API version of the page read ("66.0"). */
  readonly api: string;
  /** The day it was read (ISO date). */
  readonly read: string;
  /**
   * Where the field was read: `guide`, the type's page; `wsdl`, the type's fields in the Metadata API
   * WSDL (API 47.0, as jsforce vendors it), a string field whose name names the type by the rule in
   * ../README.md (How they were read); the page it links is where a reader checks it; `guide+wsdl`,
   * a WSDL row the page, read later, confirms.
   */
  readonly basis: 'guide' | 'wsdl' | 'guide+wsdl';
  readonly note?: string;
}

/** A type's page read for the reference table and the requirements: read whole, or only in part. */
export interface GuideRead {
  readonly type: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
  /** `guide`: its page; `wsdl`: its fields in the WSDL; `guide+wsdl`: both. */
  readonly basis: 'guide' | 'wsdl' | 'guide+wsdl';
  /** False when what was read didn't cover every field (its edges may be fewer than its fields name). */
  readonly complete: boolean;
  /** Why a page wasn't read whole (only search excerpts of it were in reach). */
  readonly why?: string;
  /** Where the fields were read when not on `page` (a settings type with no page of its own: the WSDL). */
  readonly source?: string;
}

/**
 * A type's page read for what it needs before it deploys: `rules` when it states some, `none` when not;
 * `not-found` when no Salesforce page of the type's own was found (`page` and `api` null, `read` the
 * day it was looked for): its answers say that what it needs wasn't read, never that it needs nothing.
 */
export interface GuideRequirementRead {
  readonly type: string;
  readonly page: string | null;
  readonly api: string | null;
  readonly read: string;
  readonly seen: 'rules' | 'none' | 'not-found';
}

/**
 * Salesforce Help's "User Permissions Needed" table for the Setup feature a type sets up, looked for
 * for every registry type that had no permission row (`help-reads.json`, 502 types, 2026-11-30):
 * `table`, the feature's own page and its table read; `no-table`, the page has none; `not-in-reach`,
 * no Salesforce page about the feature was found (`page` null). Kept as what was read, not as
 * requirements: a type's prerequisites are what its own page says a deploy needs (../README.md says
 * why the tables' rows were taken out again).
 */
export interface GuideHelpRead {
  readonly type: string;
  readonly page: string | null;
  readonly read: string;
  readonly seen: 'table' | 'no-table' | 'not-in-reach';
  /**
   * The permissions the table asks of the admin who sets the thing up, by ../README.md's rules (the
   * thing itself, user permissions beyond the baseline, the feature's own page), each with the task
   * it asks it for ("create and update entitlement processes"): shown beside the type as what Setup
   * asks, never as a prerequisite of a deploy.
   */
  readonly asks?: readonly {
    readonly permission: string;
    readonly task: string;
    /**
     * What the table's name is, when not a user permission: "" where the table gives a bare name
     * ("Rule Engine Designer"), "permission set" where it says so. Absent: a user permission.
     */
    readonly noun?: string;
  }[];
}

/**
 * A type whose own page asks, in its Special Access Rules, only for permissions the user who
 * authorizes an org always has (`baselinePermissions` in ../../catalogue.ts), or offers one of them
 * among alternatives: `baseline-asks.json`, read on 2026-12-04 from every Special Access Rules
 * section of the guide's copy (API 67.0). Such an ask is no prerequisite (../README.md: rules of the
 * sweep), and the answers say so beside the type, with the page's sentence, so a reader who opens
 * the page sees why the answer names no permission.
 */
export interface GuideBaselineAsk {
  readonly type: string;
  /** The baseline permissions the sentence names, as Setup spells them. */
  readonly permissions: readonly string[];
  /** Whether the sentence offers them among other permissions ("one of these", "… or …"). */
  readonly among: boolean;
  /** The page's sentence (a list's items joined by semicolons). */
  readonly quote: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
}

/**
 * What a type's page says the type represents: the noun phrase of its opening sentence ("Represents a
 * presence status that can be assigned to a service channel": `presence status`), read from the
 * registry's types' pages (`represents.json`), so a reader who names the thing, not the type, finds it.
 */
export interface GuideRepresents {
  readonly type: string;
  /** The noun phrase, in the page's words, lower case but for names. */
  readonly represents: string;
  /** A feature or Setup area the same sentence places it in ("Omni-Channel"), when it names one. */
  readonly feature?: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
  /** `page`: the type's own page; `other`: another Salesforce page on the same name (Tooling API, object reference). */
  readonly seen: 'page' | 'other';
  /** Read on a translated page (Japanese) where the English one wasn't in reach: the phrase is a translation. */
  readonly translated?: boolean;
}

/**
 * A name Salesforce's pages give the thing a type configures, in Setup or in the product (the Setup
 * page or Quick Find label, the page's title: "Delegated Administration" for `DelegateGroup`), read
 * for every registry type by helpers blind to the code (`setup-names.json`, 2026-11-30), with
 * the page it was seen on. Read as the represents phrases are (../described.ts): a name two types claim
 * names neither.
 */
export interface GuideSetupName {
  readonly type: string;
  readonly name: string;
  readonly page: string;
  readonly read: string;
}

/**
 * The name Salesforce gives the Setup page where an admin changes an organization settings type's
 * settings ("Process Automation Settings" for `FlowSettings`), read for every settings member by
 * helpers blind to the code and the question sets, from Help, Trailhead or a Salesforce guide
 * (`settings-setup-names.json`, 2026-12-07), two searches at most for each; the members where none
 * was found are in `settings-setup-reads.json` (./settings-setup-reads.ts, which no page needs).
 * Read as the registry types' Setup names are (../described.ts): a name two types claim names neither.
 */
export interface GuideSettingsSetupName {
  readonly member: string;
  readonly name: string;
  readonly page: string;
  readonly read: string;
  readonly seen: 'help' | 'guide' | 'trailhead';
  /** Up to twelve words around the name on the page, as the helper copied them. */
  readonly quote: string;
  /**
   * The release of the guide it was read in (`236.0`), or the language of the copy read (`sv`), when
   * only that copy was in reach: `page` links the current English page, as every link of the site does.
   */
  readonly release?: string;
  readonly language?: string;
}

/**
 * Something a type's own page says a deploy of that type leaves out (the metadata doesn't include
 * it, the Metadata API can't create or deploy it): an admin sets it by hand in each org. Read from
 * every registry type's page (`limits.json`; the pages read, with or without one, `limit-reads.json`).
 */
export interface GuideLimit {
  readonly type: string;
  /** For `Settings`, the settings type whose page says it (`AddressSettings`). */
  readonly member?: string;
  /**
   * For a settings type, the one field the page says it of (`enableEmailToCase`), read from its
   * description (`settings-fields.json`), and when a deploy can't set it: `always`, the API reads it
   * only; `off`, once true it can't go back to false. A query read by that field
   * (../settings-fields.ts) is answered with the part, when it asks what can't be done.
   */
  readonly field?: string;
  readonly when?: 'always' | 'off';
  /** What is left out, in the page's words ("order of active approval processes"). */
  readonly thing: string;
  /** Other wordings the same page uses for it. */
  readonly aliases: readonly string[];
  /** The page's sentence. */
  readonly quote: string;
  /** Where in Setup it is changed instead, when the page says. */
  readonly setup?: string;
  /**
   * False for a part no org's components hold apart from the org itself, so a plan has nothing to
   * lose (standard fields that aren't customizable exist in every org): answered, never warned of.
   */
  readonly inPlans?: boolean;
  /**
   * True when only Salesforce Customer Support turns it on (the page says to contact Support or to
   * request access): no admin sets it in Setup either.
   */
  readonly support?: boolean;
  readonly page: string;
  readonly api: string;
  readonly read: string;
}

/** A type's page read for what a deploy of it leaves out: how many things it names (0: none). */
export interface GuideLimitRead {
  readonly type: string;
  /** For `Settings`, the settings type whose page was read. */
  readonly member?: string;
  /** The page read, or null when no Salesforce page for the type was in reach. */
  readonly page: string | null;
  /** The API version of the page read, when one was. */
  readonly api?: string;
  readonly limits: number;
  readonly read: string;
}

/**
 * An organization settings type's own page (`EncryptionKeySettings`: a member of `Settings` in a
 * package.xml), read for what it says a deploy needs first (`settings-reads.json`): every settings
 * type `@salesforce/types` names that isn't a registry type, 2026-11-30. What a page names is a row of
 * `requirements.json` under the settings type's own name; `needs` counts them (0: none stated).
 */
export interface GuideSettingsRead {
  readonly member: string;
  /**
   * The name the page itself gives the type, where it isn't the member's in any case: the page for
   * `MapsAndLocationSettings` is titled `MapAndLocationSettings`. Found by comparing every page title
   * of the guide's copy (684 pages, API 67.0) with the settings type whose read links that page, on
   * 2026-12-01: this is the one that differs. A reader who copies the page's name reaches the member.
   */
  readonly pageName?: string;
  /** The page read, or null when no Salesforce page for it was in reach. */
  readonly page: string | null;
  readonly api: string | null;
  readonly read: string;
  /** Whether the page says it is accessed with the `Settings` name in a package.xml (null: not seen). */
  readonly orgSettings: boolean | null;
  readonly needs: number;
  /** The noun phrase its page's first sentence says it represents ("security settings, such as …"). */
  readonly represents?: string;
}

/**
 * The fields of a settings type's own page (`settings-fields.json`, 2026-12-01): each field's name
 * and the words of its description's first sentence, less the words every description uses
 * (`GENERAL` in ../settings-fields.ts), for a query that asks for a behavior by its words ("turn on
 * quantity schedules"). Fields the page marks for internal use, reserved or removed are left out.
 */
export interface GuideSettingsFields {
  readonly type: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
  /** Each field: its name, and its description's words, space-separated. */
  readonly fields: readonly (readonly [string, string])[];
  /** False when only part of the table was in reach (the search tool shows a page's start): its rows are those seen. */
  readonly complete?: boolean;
  /**
   * What a field's description says must hold outside the settings file before a deploy can set it
   * (Salesforce Customer Support turning a feature on, a license, a user permission beyond the
   * baseline): answered when a query is read by that field, never as the whole type's need. A
   * sibling field of the same file is no need: the copy carries it.
   */
  readonly needs?: readonly {
    readonly field: string;
    readonly kind: RequirementKind;
    readonly text: string;
    readonly permission?: string;
  }[];
}

export type RequirementKind = 'feature' | 'permission' | 'license';

/** What must be true before a type deploys, as its Salesforce page says. */
export interface GuideRequirement {
  readonly type: string;
  readonly kind: RequirementKind;
  /** In the admin's words, naming the setting, permission or license as Setup names it. */
  readonly text: string;
  /** For a user permission, its name as Setup lists it (the planner adds it to a plan's permissions). */
  readonly permission?: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
  /**
   * Where the page stood: `type-page`, the type's own page; `object`, the access rules of the object
   * of the same name (Object Reference, Tooling API); `help`, Salesforce Help's permissions table for
   * the feature the type sets up (only permissions beyond Metaferry's baseline are read from Help).
   */
  readonly basis: 'type-page' | 'object' | 'help';
}

/**
 * A name the Metadata API Developer Guide gives a page of its own that the pinned registry doesn't
 * list as a type (`unlisted.json`), found by sweeping every page of the guide's copy (684 pages, API
 * 67.0) for a name no registry type, settings type or removed row has, whose page says it
 * "Represents" something, and reading each by hand:
 * - `part`: a part of other types' files that a package.xml never lists (`ActionOverride` in a
 *   `CustomObject`, `SharingBaseRule` under `SharingRules`), as its page or the field table of the
 *   type that holds it says; `parents` are the registry types whose files hold it, the one its page
 *   names first, and `field` the field of the first that holds it (null where the page names none);
 * - `own`: a type with a file of its own that the registry doesn't have yet (`ClaimFinancialSettings`,
 *   from API 57.0): no answer can say a step copies it until the pin knows it.
 * - `as`: a name whose components a package.xml lists under another type, with a suffix of their
 *   own (`ArticleType`: each article type is a `CustomObject` named `…__kav`), as its page's File
 *   Suffix and Directory Location says; `parents` holds that one type, `suffix` the names' ending.
 *   Found by sweeping the same copy for "defined as a custom object": one page of a name the
 *   registry lacks says so (the other, Custom Metadata Types, is titled by no type name).
 * - `base`: a base type whose page names the types a package.xml lists in its place (`Folder`:
 *   `DocumentFolder`, `ReportFolder` and three more; `RoleOrTerritory`: `Role` or `Territory`);
 *   `parents` holds those types, in its page's order. Found by putting every one-word page title of
 *   the same copy through the answers: of those answered with nothing, two pages name the types to
 *   list instead.
 * Left out: the base types every type extends (`Metadata`, `MetadataWithContent`: no type to name in
 * their place), the API's call structures (`DeployResult`, `SessionHeader`), names reserved for future use or
 * internal use, and a name whose pages disagree on where it lives
 * (`ConversationMessageDefinitionTranslation`: its page says `ConversationMessageDefinition`, the
 * `Translations` page lists it as a field).
 */
export interface GuideUnlisted {
  readonly name: string;
  readonly kind: 'part' | 'own' | 'as' | 'base';
  readonly parents: readonly string[];
  readonly field: string | null;
  /** For an `own` type, the API version its page says it is available from. */
  readonly since: string | null;
  /** For an `as` name, how the names of its components end in the other type (`__kav`). */
  readonly suffix?: string;
  /** The page's sentence that says where it lives. */
  readonly quote: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
}

/**
 * A registry type whose own page says no more than that it is Salesforce's own (issue 51): "For
 * internal use only." or "Reserved for internal use." as its whole text, found on 2026-12-04 by
 * reading the opening of every page of the guide's API 67.0 copy. The page documents no field and
 * states no need, so an answer says what the page says instead of implying the type is an admin's.
 */
export interface GuideInternal {
  readonly type: string;
  /** The page's whole text. */
  readonly quote: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
}

/**
 * A type Salesforce's own page takes out of deploys (`removed.json`): one the Metadata API carried
 * only up to an API version (`last`: EventSubscription, 45.0), or one its page says can't be used
 * directly (`last` null: FunctionReference, which only the Functions commands of the Salesforce CLI
 * deploy). Found by sweeping every page of the guide's copy (684 pages, API 67.0) for "available in
 * API versions … to …", "available in API version … only" (`GlobalPicklist`, 37.0), "removed in",
 * "deprecated" and "can't be used directly" at the type level.
 */
export interface GuideRemoved {
  readonly type: string;
  /**
   * True for an organization settings type (a member of `Settings` while it was carried). A row that
   * is neither that nor a registry type is a name the registry no longer has at all (the sharing
   * rule types before API 33.0, `AccountSharingRules`): a plan that lists one says what replaces it.
   */
  readonly settings: boolean;
  /** The first API version that carried it, where the page's sentence says. */
  readonly first: string | null;
  /** The last API version that carried it; null when its page says it can't be used directly. */
  readonly last: string | null;
  /** The type its page names in its place, if any. */
  readonly replacedBy: string | null;
  /**
   * Where the page names a part of another type's file in its place (`GlobalPicklistValue`: replaced
   * by `CustomValue`), that part; `replacedBy` is then the type whose file holds it (`GlobalValueSet`).
   */
  readonly replacedByPart?: string;
  /** The page's sentences. */
  readonly quote: string;
  readonly page: string;
  readonly api: string;
  readonly read: string;
}

/**
 * The release most of the guide was read for, the one the answers say they were checked against: the
 * oldest any of its sweeps read. A row read later says so in its own `api` (the settings field
 * tables and the removed types, 67.0, from a later copy of the guide); a row of an older page keeps
 * that page's version. The registry version is
 * the `@salesforce/source-deploy-retrieve` the rows were read beside: its registry holds no API
 * number, so a newer registry (new types, a newer release) is what says the rows may be stale.
 */
export const GUIDE_RELEASE = {
  api: '66.0',
  release: "Spring '26",
  read: '2026-12-07',
  registry: '13.7.0',
} as const;

/** "API 66.0 (Spring '26)": what every answer built on these facts says it was checked against. */
export const CHECKED_AGAINST = `API ${GUIDE_RELEASE.api} (${GUIDE_RELEASE.release})`;

export const GUIDE_REFERENCES: readonly GuideReference[] = referencesJson.map((row) => ({
  ...row,
  basis: oneOf(row.basis, ['guide', 'wsdl', 'guide+wsdl'] as const, `${row.from}.${row.field} basis`),
}));
/**
 * The organization settings types' fields that name a component of another type
 * (`settings-references.json`: `CaseSettings.caseAssignNotificationTemplate` names an `EmailTemplate`),
 * `from` the settings type, and every settings type's page read for them, with or without such a
 * field (`settings-reference-reads.json`, 2026-12-02: 170 pages, and 38 more settings types real org
 * retrieves list that have no page of their own, read from Salesforce's Metadata API WSDL, basis
 * `wsdl`, each with its `source`): a package.xml lists each as a member of `Settings` (`Case`), so
 * the planner orders a plan's `Settings` by its members' rows.
 */
export const GUIDE_SETTINGS_REFERENCES: readonly GuideReference[] = settingsReferencesJson.map((row) => ({
  ...row,
  basis: oneOf(row.basis, ['guide'] as const, `${row.from}.${row.field} basis`),
}));
export const GUIDE_SETTINGS_REFERENCE_READS: readonly GuideRead[] = settingsReferenceReadsJson.map((row) => ({
  ...row,
  basis: oneOf(row.basis, ['guide', 'wsdl'] as const, `${row.type} basis`),
}));
export const GUIDE_READS: readonly GuideRead[] = readsJson.map((row) => ({
  ...row,
  basis: oneOf(row.basis, ['guide', 'wsdl', 'guide+wsdl'] as const, `${row.type} basis`),
}));
export const GUIDE_REQUIREMENT_READS: readonly GuideRequirementRead[] = requirementReadsJson.map((row) => ({
  ...row,
  seen: oneOf(row.seen, ['rules', 'none', 'not-found'] as const, `${row.type} seen`),
}));
export const GUIDE_HELP_READS: readonly GuideHelpRead[] = helpReadsJson.map((row) => ({
  ...row,
  seen: oneOf(row.seen, ['table', 'no-table', 'not-in-reach'] as const, `${row.type} help seen`),
}));
export const GUIDE_BASELINE_ASKS: readonly GuideBaselineAsk[] = baselineAsksJson;
export const GUIDE_REQUIREMENTS: readonly GuideRequirement[] = requirementsJson.map((row) => ({
  ...row,
  kind: oneOf(row.kind, ['feature', 'permission', 'license'] as const, `${row.type} kind`),
  basis: oneOf(row.basis, ['type-page', 'object', 'help'] as const, `${row.type} basis`),
}));

export const GUIDE_SETTINGS_READS: readonly GuideSettingsRead[] = settingsReadsJson;
const settingsFieldRows: readonly (Omit<GuideSettingsFields, 'needs' | 'fields'> & {
  readonly fields: readonly (readonly string[])[];
  readonly needs?: readonly { readonly field: string; readonly kind: string; readonly text: string }[];
})[] = settingsFieldsJson;
export const GUIDE_SETTINGS_FIELDS: readonly GuideSettingsFields[] = settingsFieldRows.map(
  ({ needs, fields, ...row }) => ({
    ...row,
    fields: fields.map(([name, described]) => [name ?? '', described ?? ''] as const),
    ...(needs
      ? {
          needs: needs.map((need) => ({
            ...need,
            kind: oneOf(
              need.kind,
              ['feature', 'permission', 'license'] as const,
              `${row.type}.${need.field} kind`,
            ),
          })),
        }
      : {}),
  }),
);

export const GUIDE_REPRESENTS: readonly GuideRepresents[] = representsJson.map((row) => ({
  ...row,
  seen: oneOf(row.seen, ['page', 'other'] as const, `${row.type} seen`),
}));

export const GUIDE_SETUP_NAMES: readonly GuideSetupName[] = setupNamesJson as readonly GuideSetupName[];
/**
 * Whether a settings type's Setup page name says it holds settings: two words or more, the last
 * "Settings" or "Setup" ("Process Automation Settings", "Data Cloud Setup"). A page named for a
 * feature ("Einstein Activity Capture") or for the things it lists ("Agentforce Agents", "Password
 * Policies") names those as much as the settings that switch them on: kept as read, neither shown
 * as the type's name nor read as it.
 */
export const namesSettingsPage = (name: string): boolean => /\S\s+(?:settings|setup)\s*$/i.test(name);

/** The Setup page names found for settings members, each with the page that writes it. */
export const GUIDE_SETTINGS_SETUP_NAMES: readonly GuideSettingsSetupName[] = settingsSetupNamesJson.map(
  (row) => ({ ...row, seen: oneOf(row.seen, ['help', 'guide', 'trailhead'] as const, `${row.member} seen`) }),
);
/** Those that say they hold settings (`namesSettingsPage`): the ones the resolver reads and each type's entry shows. */
export const SETTINGS_PAGE_NAMES: readonly GuideSettingsSetupName[] = GUIDE_SETTINGS_SETUP_NAMES.filter(
  (row) => namesSettingsPage(row.name),
);
const limitRows: readonly (Omit<GuideLimit, 'when'> & { readonly when?: string })[] = limitsJson;
export const GUIDE_LIMITS: readonly GuideLimit[] = limitRows.map(({ when, ...row }) =>
  when === undefined
    ? row
    : {
        ...row,
        when: oneOf(when, ['always', 'off'] as const, `${row.member ?? row.type} ${row.thing} when`),
      },
);
export const GUIDE_LIMIT_READS: readonly GuideLimitRead[] = limitReadsJson;
export const GUIDE_REMOVED: readonly GuideRemoved[] = removedJson;
export const GUIDE_INTERNAL: readonly GuideInternal[] = internalJson;
export const GUIDE_UNLISTED: readonly GuideUnlisted[] = unlistedJson.map((row) => ({
  ...row,
  kind: oneOf(row.kind, ['part', 'own', 'as', 'base'] as const, `${row.name} kind`),
}));

/** The types whose fields were read whole for the table: what they name is known (possibly nothing). */
export const GUIDE_TYPES_READ: ReadonlySet<string> = new Set(
  GUIDE_READS.filter((row) => row.complete).map((row) => row.type),
);

/**
 * What says the rows may be stale, for the build to print (scripts/type-facts.ts --check): a
 * registry other than the one they were read beside (a new release's types arrive with it), and
 * the registry's types whose page no row has read (what they name and need is unknown).
 */
export function staleness(registryVersion: string, registryTypes: readonly string[]): string[] {
  const warnings: string[] = [];
  if (registryVersion !== GUIDE_RELEASE.registry)
    warnings.push(
      `@salesforce/source-deploy-retrieve is ${registryVersion}, but the guide was read beside ${GUIDE_RELEASE.registry} ` +
        `(${CHECKED_AGAINST}): its registry may carry a newer release's types; re-read their pages (src/data/metadata-types/guide/).`,
    );
  const unread = registryTypes.filter((name) => !GUIDE_TYPES_READ.has(name));
  if (unread.length > 0)
    warnings.push(
      `${unread.length} of ${registryTypes.length} registry types have no page read in src/data/metadata-types/guide/reads.json ` +
        `(the planner runs them after every step that brings a type they might name): ${unread.slice(0, 12).join(', ')}${unread.length > 12 ? ', …' : ''}.`,
    );
  return warnings;
}
