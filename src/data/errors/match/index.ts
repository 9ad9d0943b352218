/**
 * Finds the error entries a pasted line of text quotes (issue 24): the paste
 * box on /errors/, the search modal's error match and the docs MCP server's
 * `explain_error` all call this module, so they agree.
 *
 * How a line matches an entry. Each entry's message (and variants) is split
 * into its fixed words and its `{placeholders}`. A line matches when it holds
 * enough of the fixed words, in the message's order: their weight (rarer
 * words across all messages weigh more) must reach MIN_SCORE of the whole,
 * and at least MIN_WORDS of them (all of them for shorter messages) must be
 * there. A status code (`UNABLE_TO_LOCK_ROW`) in the line adds to the score
 * of the entries that carry it, and alone is enough for them, unless several
 * entries share it and the line says what went wrong in other words, or the
 * line's own message after the code (OWN_MESSAGE_WORDS words or more) holds
 * less than half of the entry's (for a shared code: any word that isn't the
 * entry's): a generic code such as FIELD_INTEGRITY_EXCEPTION beside another
 * message is another error. A
 * message printed after its code (`CODE: text`) is matched by its text, with
 * or without the code. Nothing else
 * counts: a line that shares a few words with a message is not an error of
 * that kind, and is reported as matching nothing.
 *
 * Time: linear in the input. Lines are cut with indexOf, words are read by
 * one pass of a regular expression with a single character class (no
 * backtracking), each line's words go into a map once, and an entry is
 * aligned only when the bag of its words already reaches the threshold, by
 * walking its fixed words once with a binary search in the line's positions
 * of each word. No pattern is built from the input.
 *
 * Plain functions over plain data: the browser, the worker, Node and the MCP
 * server's bundle import it.
 */

import { spelledCode } from './codes';
import { compileTemplates } from './compile';
import { looksLikeError, matchTokens } from './scan';
import type { ErrorPattern, ExplainedLine, Matcher } from './types';

export type {
  ErrorPattern,
  ExplainedLine,
  Explanation,
  LineMatch,
  Matcher,
  MessagePart,
  Meter,
} from './types';
export { MIN_SCORE, MIN_WORDS, SHORT_MESSAGE_WORDS } from './score';
export { MAX_MATCHES } from './scan';
export { CODE_AGREEMENT, OWN_MESSAGE_WORDS } from './codes';

/** Characters of a line echoed back. */
export const MAX_LINE_ECHO = 500;

export class InputTooLargeError extends Error {
  constructor(
    readonly length: number,
    readonly limit: number,
  ) {
    super(
      `The text is ${length.toLocaleString('en-US')} characters long; at most ${limit.toLocaleString('en-US')} ` +
        'can be checked at once. Paste the failed lines only, or a part of the report at a time.',
    );
    this.name = 'InputTooLargeError';
  }
}

export function createMatcher(patterns: readonly ErrorPattern[]): Matcher {
  const compiled = compileTemplates(patterns);
  return {
    matchLine(raw, options) {
      const { line, tokens } = spelledCode(compiled, raw);
      return matchTokens(compiled, line, tokens, options?.prefix === true, options?.meter ?? { steps: 0 });
    },
    explain(text, { maxLength, meter = { steps: 0 } }) {
      if (text.length > maxLength) throw new InputTooLargeError(text.length, maxLength);
      const lines: ExplainedLine[] = [];
      let start = 0;
      let number = 0;
      while (start <= text.length) {
        const newline = text.indexOf('\n', start);
        const end = newline < 0 ? text.length : newline;
        const line = text.slice(start, end).replace(/\r$/, '');
        number += 1;
        start = end + 1;
        const trimmed = line.trim();
        if (trimmed) {
          const { line: read, tokens } = spelledCode(compiled, trimmed);
          const matches = matchTokens(compiled, read, tokens, false, meter);
          if (matches.length > 0 || looksLikeError(read, tokens)) {
            lines.push({
              line: number,
              text: trimmed.length > MAX_LINE_ECHO ? `${trimmed.slice(0, MAX_LINE_ECHO)}…` : trimmed,
              matches,
            });
          }
        }
        if (newline < 0) break;
      }
      return { lines, linesRead: number };
    },
  };
}
