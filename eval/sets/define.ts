/**
 * What a question set declares about itself (issue 53: sets that register themselves). Each file
 * of eval/sets/ exports its questions and one `SET`: its kind, its round, how it is kept out of
 * tuning, its floor, whether it was written blind and its score on arrival. The loader (./index.ts)
 * reads every file here, so a new set is one file: the benches (`bench:search`, `bench:errors`) and
 * the tests that hold the floors iterate the loader, and eval/README.md's table is held to the
 * files by tests/unit/question-sets.test.ts.
 */
import {
  halves,
  type ErrorQuestion,
  type ReaderQuestion,
  type TypeQuestion,
  type TypeStatusQuestion,
} from '../types';

interface SetCommon<Q> {
  /** Its round among the sets of its kind (1, 2, …), which orders them in reports. */
  readonly round: number;
  /** How reports and tests name it: "set 7 (round 39)", "round 3". */
  readonly name: string;
  /**
   * How it is kept out of tuning: `halves`, even positions tune and odd ones are held out
   * (../types.ts `halves`); `whole`, held out whole, only ever scored; `tuning`, scored once on
   * arrival and tuning whole since.
   */
  readonly held: 'halves' | 'whole' | 'tuning';
  /** Written by someone who read neither the code it measures nor its tests. */
  readonly blind: boolean;
  /** Its score on arrival, before any change made for it, as recorded then; null when none was taken. */
  readonly arrival: string | null;
  /** Its record in a line: who wrote it, when, from what. */
  readonly story: string;
  readonly questions: readonly Q[];
}

/** An outside readers' search round: a question counts when one of its pages is in the first 3. */
export interface ReaderSet extends SetCommon<ReaderQuestion> {
  readonly kind: 'reader';
  /** The share of its tuning questions (all of them for `tuning`) kept in the first 3; none for `whole`. */
  readonly floor: number | null;
  /**
   * Where its pages must be: `index`, in the search index; `built`, served by the build (round 8
   * asked for a question on every page, /search/ included, which the index leaves out).
   */
  readonly pages: 'index' | 'built';
}

/** Lines for the error matcher, each with the entry it should reach first, or none. */
export interface ErrorSet extends SetCommon<ErrorQuestion> {
  readonly kind: 'error';
  /** The fewest lines it holds. */
  readonly minSize: number;
  /** First-match accuracy it stays at or above: on each half, or held out whole. */
  readonly floor: { readonly tuning: number; readonly heldOut: number } | { readonly whole: number };
  /** In `bench:errors`' "all halves" row, the figure every note since round 2 has reported. */
  readonly inAllHalves: boolean;
  /** No first match may name another entry than the line's, on the whole set. */
  readonly noFalseFirst: boolean;
  /**
   * Its writer found some lines other sets hold: it is also scored on its lines no other error or
   * near-miss set holds (on each half, for a set in halves), the figure no tuning can have seen.
   */
  readonly newLines: boolean;
}

/** Real lines that share a code or words with an entry but say another error (issue 39). */
export interface NearMissSet extends SetCommon<ErrorQuestion> {
  readonly kind: 'near-miss';
  readonly minSize: number;
}

/** Type names with what Salesforce's page says they need (issue 51), answered by check_support. */
export interface TypeStatusSet extends SetCommon<TypeStatusQuestion> {
  readonly kind: 'type-status';
  /** Cases answered right, at least, on each half. */
  readonly floor: { readonly tuning: number; readonly heldOut: number };
}

/** What admins type for a metadata type, each with the type it should resolve to. */
export interface TypeSet extends SetCommon<TypeQuestion> {
  readonly kind: 'type';
  /** Share of each half resolved to the expected type. */
  readonly floor: { readonly tuning: number; readonly heldOut: number };
}

export type QuestionSet = ReaderSet | ErrorSet | NearMissSet | TypeStatusSet | TypeSet;

/** A set's questions that tune, and those held out of every tuning run, by its `held` rule. */
export function setParts<S extends Pick<QuestionSet, 'held' | 'questions'>>(
  set: S,
): { tuning: S['questions']; heldOut: S['questions'] } {
  const questions: S['questions'] = set.questions;
  if (set.held === 'whole') return { tuning: [], heldOut: questions };
  if (set.held === 'tuning') return { tuning: questions, heldOut: [] };
  // The halves of one set's questions are of its questions' type.
  return halves(questions as readonly unknown[]) as { tuning: S['questions']; heldOut: S['questions'] };
}
