/** `get_page`: A page as Markdown, by route, page URL or Markdown URL (Docs.resolve). */
import { z } from 'zod';
import { defineTool, pageSummary, structured, toolError } from './define';

export const getPage = defineTool({
  name: 'get_page',
  input: () => ({
    path: z
      .string({
        error: 'path must be text: a route such as /start/how-to-run-job/, a page URL or a .md URL.',
      })
      .describe('Route, page URL or Markdown URL of a docs page.'),
  }),
  output: {
    ...pageSummary.shape,
    route: z.string(),
    markdown: z.string().describe('The whole page as Markdown.'),
  },
  run: (docs, { path }) => {
    try {
      const page = docs.resolve(path);
      return structured({ ...docs.summary(page), route: page.route, markdown: page.markdown }, page.markdown);
    } catch (error) {
      return toolError(error);
    }
  },
});
