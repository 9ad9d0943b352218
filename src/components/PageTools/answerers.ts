/**
 * What three of the page's tools answer from (./register.ts): the error matcher, the type resolver
 * and the planner, with the site's data behind them (1.6 MB of script). Loaded when an agent first
 * calls one of those tools, not when the page registers them: registering needs only the tools'
 * names, descriptions and schemas. Its chunk is the search box's answer chunk (`search-answer`),
 * which holds the same functions and data, so a browser that has fetched one has fetched both.
 */
import { explainErrors } from '@site/src/data/errors/explain';
import { supportOf } from '@site/src/data/metadata-types/support';
import { planData } from '@site/src/data/package-plan/data';
import { PackageXmlError } from '@site/src/data/package-plan/parse';
import { planFromText } from '@site/src/data/package-plan/plan';

/** The tools this module answers, by the name they share with the docs MCP server. */
export type AnsweringTool = 'explain_error' | 'check_support' | 'plan_job';

/** A tool's answer, or the refusal its MCP namesake gives for the same input (a malformed package.xml). */
export type ToolOutcome = { readonly answer: unknown } | { readonly refusal: string };

export function answerTool(name: AnsweringTool, value: string, origin: string): ToolOutcome {
  try {
    if (name === 'explain_error') return { answer: explainErrors(value, origin) };
    if (name === 'check_support') return { answer: supportOf(value, origin) };
    return { answer: planFromText(value, planData()) };
  } catch (error) {
    if (error instanceof PackageXmlError) return { refusal: error.message };
    throw error;
  }
}
