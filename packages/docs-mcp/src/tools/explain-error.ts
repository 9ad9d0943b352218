/** `explain_error`: The error directory's entries for a pasted error or report, or the symptoms a description names: explainErrors, as the /errors/ paste box. */
import { z } from 'zod';
import { EXPLAIN_LIMIT, explainErrors } from '../../../../src/data/errors/explain';
import { defineTool, structured } from './define';

export const explainError = defineTool({
  name: 'explain_error',
  input: () => ({
    text: z
      .string({
        error: `text must be the error's text: 1 to ${EXPLAIN_LIMIT.toLocaleString('en-US')} characters.`,
      })
      .min(1, { error: 'text is empty: paste the error message or the report.' })
      .max(EXPLAIN_LIMIT, {
        error: (issue) =>
          `text is ${String((issue.input as string | undefined)?.length.toLocaleString('en-US') ?? 'too many')} ` +
          `characters long; explain_error reads at most ${EXPLAIN_LIMIT.toLocaleString('en-US')}. ` +
          'Pass the failed lines only, or the report in parts.',
      })
      .describe('One error message or a whole report, one error per line.'),
  }),
  output: {
    lines: z.array(
      z.object({
        text: z.string().describe('The input line (trimmed).'),
        matches: z
          .array(
            z.object({
              id: z.string().describe("The entry's id, its anchor on /errors/."),
              code: z.string().nullable().describe("Salesforce's status code or OAuth error, if any."),
              title: z.string(),
              message: z.string().describe("Salesforce's message, with the names from the line filled in."),
              url: z.string().describe("The entry's address on the docs site."),
              cause: z.string().describe('Why it happens (Markdown).'),
              fix: z.string().describe('What to do in Metaferry (Markdown).'),
            }),
          )
          .describe('Best first; empty when no entry matches the line.'),
      }),
    ),
    symptoms: z
      .array(
        z.object({
          id: z.string().describe("The symptom's id; its anchor on /errors/ is symptom-<id>."),
          title: z.string(),
          url: z.string().describe("The symptom's address on the docs site."),
          cause: z.string().describe('Why it happens (Markdown).'),
          fix: z.string().describe('What to do in Metaferry (Markdown).'),
        }),
      )
      .describe(
        'When no line is an error text: the problems without an error the text describes ("the flow arrived inactive"), best first.',
      ),
  },
  run: (docs, { text }) => {
    // The content is the JSON of the structured result, as for the other tools (the MCP spec's advice).
    return structured(explainErrors(text, docs.origin));
  },
});
