/** `search_docs`: The docs' search, with the site's ranking (Docs.search). */
import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_QUERY_LENGTH } from '../docs';
import { defineTool, sectionSchema, structured } from './define';

export const searchDocs = defineTool({
  name: 'search_docs',
  input: (docs) => {
    const section = sectionSchema(docs);
    return {
      query: z
        .string({ error: `query must be text of 1 to ${MAX_QUERY_LENGTH} characters.` })
        .trim()
        .min(1, { error: `query is empty: give 1 to ${MAX_QUERY_LENGTH} characters of search words.` })
        .max(MAX_QUERY_LENGTH, {
          error: (issue) =>
            `query is ${String((issue.input as string | undefined)?.length ?? 'too many')} characters long; ` +
            `the docs' search takes at most ${MAX_QUERY_LENGTH}. Use fewer, more specific words.`,
        })
        .describe(`Search words, 1 to ${MAX_QUERY_LENGTH} characters.`),
      limit: z
        .number({ error: `limit must be a whole number from 1 to ${MAX_LIMIT}.` })
        .int({ error: `limit must be a whole number from 1 to ${MAX_LIMIT}.` })
        .min(1, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}.` })
        .max(MAX_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_LIMIT}.` })
        .default(DEFAULT_LIMIT)
        .describe(`How many pages to return, 1 to ${MAX_LIMIT}; default ${DEFAULT_LIMIT}.`),
      section: section.optional().describe('Only pages of this sidebar section.'),
    };
  },
  output: {
    query: z.string(),
    results: z.array(
      z.object({
        title: z.string().describe("The page's title."),
        sectionPath: z
          .array(z.string())
          .describe('Where the match is: sidebar category, page title, then headings.'),
        url: z.string().describe('The page URL.'),
        markdownUrl: z.string().describe('The page as Markdown; pass it, or url, to get_page.'),
        snippet: z.string().describe('Text around the matching words.'),
      }),
    ),
  },
  run: (docs, { query, limit, section: only }) => {
    const results = docs.search(query, limit, only);
    const value = { query, results };
    return structured(
      value,
      results.length === 0
        ? `No pages match "${query}"${only ? ` in ${only}` : ''}. Try other or fewer words, or list_pages.`
        : undefined,
    );
  },
});
