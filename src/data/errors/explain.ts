/**
 * The docs MCP server's `explain_error` answer (issue 24): each line of a
 * pasted error or report that looks like an error, with the entries it
 * matches, best first, each with its cause and fix as Markdown and its
 * absolute address on /errors/. The paste box shows the same matches
 * (./match/); this adds what an assistant needs to answer without a second call.
 */
import { errorPatterns, getError } from '.';
import { answerRoute } from './route';
import { absoluteMarkdown } from '../prose';
import { createMatcher, type Matcher } from './match';
import { matchSymptoms, symptomUrl } from './symptoms';

/** Characters `explain_error` reads at once. */
export const EXPLAIN_LIMIT = 100_000;

export type ExplainedMatch = {
  id: string;
  code: string | null;
  title: string;
  /** The entry's message with the names from the line in place of its placeholders. */
  message: string;
  url: string;
  cause: string;
  fix: string;
};

export type ExplainedSymptom = {
  id: string;
  title: string;
  url: string;
  cause: string;
  fix: string;
};

// A type, not an interface: the MCP SDK's structured content is a Record<string, unknown>.
export type ExplainResult = {
  lines: { text: string; matches: ExplainedMatch[] }[];
  /** When no line is an error text, the problems without an error that the text describes, best first. */
  symptoms: ExplainedSymptom[];
};

let shared: Matcher | undefined;

/** The matcher over every entry with a text or a code (built once). */
export function errorMatcher(): Matcher {
  shared ??= createMatcher(errorPatterns());
  return shared;
}

/** Throws InputTooLargeError (./match/) past `maxLength`. */
export function explainErrors(text: string, origin: string, maxLength = EXPLAIN_LIMIT): ExplainResult {
  const explanation = errorMatcher().explain(text, { maxLength });
  const lines = explanation.lines.map((line) => ({
    text: line.text,
    matches: line.matches.flatMap((match) => {
      const entry = getError(match.id);
      if (!entry) return [];
      return [
        {
          id: entry.id,
          code: entry.code ?? null,
          title: entry.title,
          message: match.parts.map((part) => part.text).join(''),
          url: `${origin}${answerRoute(entry.id)}`,
          cause: absoluteMarkdown(entry.cause, origin),
          fix: absoluteMarkdown(entry.fix, origin),
        },
      ];
    }),
  }));
  // A description ("the flow arrived inactive") rather than an error text: the symptoms it names.
  const described = lines.some((line) => line.matches.length > 0) ? [] : matchSymptoms(text.trim());
  return {
    lines,
    symptoms: described.map((symptom) => ({
      id: symptom.id,
      title: symptom.title,
      url: symptomUrl(symptom, origin),
      cause: absoluteMarkdown(symptom.cause, origin),
      fix: absoluteMarkdown(symptom.fix, origin),
    })),
  };
}
