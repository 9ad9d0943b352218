/**
 * The shapes the job planner reads and writes (issues 25, 38 and 51): the extract of the catalogue
 * and the registry it runs on (`PlanData`, built by ./data.ts), and the plan it gives back. Apart
 * from ./plan.ts and ./order.ts so that each imports the shapes, not the other.
 */
import type { PlannerRule } from '../catalogue';

export interface PlanStep {
  readonly slug: string;
  readonly title: string;
  /** When the plan gives this step a package's components rather than the Components step, and why (the catalogue's rule). */
  readonly planner?: PlannerRule;
  readonly permissions: readonly string[];
  /** The step's layer in the dependency order: 0 runs first. */
  readonly layer: number;
}

/** What must be true in a target before a type deploys, by kind (../metadata-types/prerequisites.ts). */
export interface PlanRequirement {
  readonly kind: 'feature' | 'permission' | 'license';
  readonly text: string;
  /** For a user permission: its name as Setup lists it, which the plan adds to the permissions. */
  readonly permission?: string;
}

/** What a member of a type (a settings type of `Settings`) needs first, and what a deploy of it leaves out. */
export interface PlanMember {
  readonly requires?: readonly PlanRequirement[];
  readonly leavesOut?: readonly string[];
  /** Set when its page says the API no longer carries it (../metadata-types/removed.ts): the plan's warning. */
  readonly removed?: string;
}

/** What the planner knows of a type: where it lives, and what the target needs first (../metadata-types/status.ts). */
export interface PlanType {
  readonly parent?: string;
  /** A child type a package.xml names without its parent (`CustomLabel`: ../metadata-types/registry.ts). */
  readonly namedAlone?: true;
  readonly folderType?: string;
  /** The type whose components hold this one's, named in its full name (`Territory2Model`: ../metadata-types/registry.ts). */
  readonly keptIn?: string;
  /** What must be on in the target before it deploys, from its Salesforce page. */
  readonly requires?: readonly PlanRequirement[];
  /** False where its Salesforce page says `*` doesn't work for it. */
  readonly wildcard?: false;
  /** Set when its page takes it out of deploys (../metadata-types/removed.ts): the plan's warning. */
  readonly removed?: string;
  /** What its Salesforce page says a deploy of it leaves out (../metadata-types/setup-features.ts). */
  readonly leavesOut?: readonly string[];
  /** Set when no Salesforce page of its own was found to read what it needs (../metadata-types/status.ts). */
  readonly needsUnread?: true;
  /** Its own page's whole text, when that says only that the type is for internal use (../metadata-types/guide/internal.json). */
  readonly internal?: string;
  /**
   * What a member's own page says, by the name a package.xml lists: for `Settings`, a settings
   * type's needs beyond the type's (`EncryptionKey`: ../metadata-types/settings.ts) and the parts a
   * deploy of it leaves out (`Address`: new states, countries, or territories), which only a package
   * naming that member (or `*`, for the parts) is warned of.
   */
  readonly members?: Readonly<Record<string, PlanMember>>;
}

export interface PlanData {
  readonly steps: readonly PlanStep[];
  /** The generic step that copies any type (Components). */
  readonly generic: string;
  readonly baselinePermissions: readonly string[];
  /**
   * Names the registry no longer has that Salesforce's pages say a release removed
   * (../metadata-types/removed.ts: `AccountSharingRules`, up to API 32.0), each with what a plan
   * listing it says (`goneWarning`: the last version that carried it and what replaces it), instead
   * of only "no Metadata API type".
   */
  readonly removedNames: Readonly<Record<string, string>>;
  /**
   * Names Salesforce's guide pages that the registry doesn't list as types
   * (../metadata-types/unlisted.ts: `ActionOverride`, part of a `CustomObject`'s file;
   * `ClaimFinancialSettings`, too new), each with what a plan listing it says.
   */
  readonly unlistedNames: Readonly<Record<string, string>>;
  /**
   * Every organization settings type's member name, as a package.xml lists it under `Settings`
   * (`Case` for `CaseSettings`: ./settings-names.ts says why the plan needs them): each settings type
   * Salesforce's `@salesforce/types` names, but those whose page says they are no org settings.
   */
  readonly settingsMembers: readonly string[];
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
  /**
   * The types whose Metadata API Developer Guide page was read for the table, so what they name is
   * known (none, for most). Any other type may name anything: the plan puts it after every step
   * that brings a type it might name.
   */
  readonly read: readonly string[];
  /**
   * The same for `Settings`, member by member (`Case`: `CaseSettings`' fields): what a plan's
   * `Settings` names is what the members it lists name, and it is read when each of them was.
   */
  readonly settingsReferences: Readonly<
    Record<string, readonly { readonly to: string; readonly field: string }[]>
  >;
  readonly settingsRead: readonly string[];
  /** The release the facts were checked against: "API 66.0 (Spring '26)". */
  readonly checkedAgainst: string;
}

export interface PlannedStep {
  readonly slug: string;
  readonly title: string;
  readonly types: readonly string[];
  /** Members by type, as the package.xml names them. */
  readonly members: Readonly<Record<string, readonly string[]>>;
  /** Why the reference table put a type here rather than in the catalogue's place for it, a sentence each. */
  readonly why: readonly string[];
  /** Why the step is a deployment of its own rather than part of the Components step (null for Components). */
  readonly split: string | null;
  /** The options the plan sets on the step, where its default wouldn't do what the package asks. */
  readonly options: readonly { readonly option: string; readonly value: string }[];
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
  /**
   * What each target needs before the run, from the types' Salesforce pages: one line per need,
   * after the types that need it ("`KeywordList`, `ModerationRule`: Manage Experiences …").
   */
  readonly needs: readonly string[];
  /**
   * Names in the package.xml that no type of the registry the plan checks against has (a misspelling,
   * a name a release removed, a settings type listed as a type, or one the registry doesn't list):
   * no step copies them. Never "no Metadata API type": a whole org's listing names some it lacks.
   */
  readonly unsupported: readonly string[];
  /** What can make the run fail or copy other than the package says: each one to read. */
  readonly warnings: readonly string[];
  /**
   * The parts of the package's types that Salesforce's pages say no deploy carries, one line per
   * type (or settings member) with its parts: "`Certificate`: “Private key of a certificate”".
   */
  readonly leftOut: readonly string[];
  /** Members counted (a `*` counts as one, and a warning says so). */
  readonly components: number;
  /** The release the type facts and the reference table were checked against. */
  readonly checkedAgainst: string;
}
