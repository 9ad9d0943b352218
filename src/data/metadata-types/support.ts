/**
 * The docs MCP server's `check_support` answer (issue 25): the type a query
 * names (./index.ts, resolveType), whether a Metaferry step copies it and
 * which, what the docs say about it, and its entry on the coverage page, with
 * absolute addresses on the docs' origin.
 */
import { absoluteMarkdown } from '../errors/explain';
import { COVERAGE_ROUTE, coverageOf, resolveType, typeAnchor } from '.';

// A type, not an interface: the MCP SDK's structured content is a Record<string, unknown>.
export type SupportAnswer = {
  query: string;
  type: string | null;
  supported: boolean;
  steps: { title: string; url: string }[];
  notes: string[];
  suggestions: string[];
  url: string | null;
};

export function supportOf(query: string, origin: string): SupportAnswer {
  const { type, suggestions } = resolveType(query);
  if (!type)
    return {
      query,
      type: null,
      supported: false,
      steps: [],
      notes: [],
      suggestions: [...suggestions],
      url: null,
    };
  const coverage = coverageOf(type);
  return {
    query,
    type: type.name,
    supported: coverage.steps.length > 0,
    steps: coverage.steps.map((step) => ({ title: step.title, url: origin + step.url })),
    notes: coverage.notes.map((note) => absoluteMarkdown(note, origin)),
    suggestions: [],
    url: `${origin}${COVERAGE_ROUTE}#${typeAnchor(type.name)}`,
  };
}
