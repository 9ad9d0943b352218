/**
 * What the evaluation sets share (eval/README.md): the shape of each kind of question, and the one
 * split into halves that every bench and test uses.
 */

/** A search question: what a reader types, and the site routes that answer it. */
export interface SearchQuestion {
  readonly q: string;
  readonly pages: readonly string[];
}

/** A question of the outside readers' rounds (reader-questions*.ts). */
export interface ReaderQuestion extends SearchQuestion {
  readonly kind: 'unseen' | 'everyday';
}

/** A line for the /errors/ paste box (error-questions*.ts). */
export interface ErrorQuestion {
  /** The line as a reader pastes it. */
  readonly line: string;
  /** The entry's id it should reach first, or null when it is no entry's error. */
  readonly entry: string | null;
  /** Where the line's wording comes from. */
  readonly from: string;
}

/** A query for the metadata type resolver (type-questions.ts). */
export interface TypeQuestion {
  readonly query: string;
  /** The Metadata API type name it should resolve to, or null when it names none. */
  readonly type: string | null;
  readonly why: string;
}

/** A type question with the Salesforce page its words come from (the type set's later rounds). */
export type SourcedTypeQuestion = TypeQuestion & { readonly source: string };

/** A set split in halves (`halves`). */
export interface Halves<T> {
  readonly tuning: T[];
  readonly heldOut: T[];
}

/**
 * Every set's halves: even positions (0, 2, 4, …) tune, odd positions are held out of every tuning
 * run and only measure it. The sets come in pairs of a similar kind, so both halves get the same mix.
 */
export function halves<T>(set: readonly T[]): Halves<T> {
  return {
    tuning: set.filter((_, i) => i % 2 === 0),
    heldOut: set.filter((_, i) => i % 2 === 1),
  };
}

/** A type's status as Salesforce's page states it (type-status-questions.ts). */
export interface TypeStatusQuestion {
  /** What an admin types. */
  readonly query: string;
  /** The Metadata API type, or null for a Setup feature that is no type. */
  readonly type: string | null;
  readonly status: 'copied' | 'copied-with-prerequisites' | 'not-copyable';
  /** For `copied-with-prerequisites`, the kind of what is needed. */
  readonly kind: 'feature' | 'permission' | 'license' | null;
  /** What the page says is needed, in the writer's words. */
  readonly requirement: string | null;
  /** Salesforce's page the case rests on. */
  readonly source: string;
  /**
   * The type is newer than the registry the site pins (`@salesforce/source-deploy-retrieve`): no
   * answer can name it until the pin moves, so the case counts as missed until then.
   */
  readonly newerThanRegistry?: true;
}
