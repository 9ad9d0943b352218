/**
 * The matcher's public shapes (./index.ts): what it reads of an entry, what it answers for a line
 * and for a pasted text, and its step meter.
 */
/** What the matcher needs of an entry. */
export interface ErrorPattern {
  readonly id: string;
  readonly code?: string;
  /** The message first, then its variants; `null` messages are left out by the caller. */
  readonly texts: readonly string[];
}

/** A piece of a message as the reader's line fills it: `value` pieces are names taken from the line. */
export interface MessagePart {
  readonly text: string;
  readonly value: boolean;
}

export interface LineMatch {
  readonly id: string;
  /** 0 to 1 (more with a matching code, at most 1.15): how much of the message the line holds. */
  readonly score: number;
  /** The matched text of the entry (its message or a variant), with the line's names in place of its placeholders. */
  readonly parts: readonly MessagePart[];
}

export interface ExplainedLine {
  /** 1-based line number in the input. */
  readonly line: number;
  /** The line as given, trimmed (cut to MAX_LINE_ECHO characters). */
  readonly text: string;
  /** Best first; empty when the line looks like an error that no entry matches. */
  readonly matches: readonly LineMatch[];
}

export interface Explanation {
  /** Lines that match an entry or look like an error, in input order. */
  readonly lines: readonly ExplainedLine[];
  /** Lines read (after the cap on their number). */
  readonly linesRead: number;
}

/** Counts the matcher's elementary steps (a word read, a posting visited, a word aligned), for the tests of its bound. */
export interface Meter {
  steps: number;
}

export interface Matcher {
  /** The entries one line quotes, best first (at most MAX_MATCHES, one per entry). */
  matchLine(line: string, options?: { prefix?: boolean; meter?: Meter }): LineMatch[];
  /** Every line of a text that matches an entry or looks like an error. */
  explain(text: string, options: { maxLength: number; meter?: Meter }): Explanation;
}
