/** `list_pages`: Every page in sidebar order, or one section's (Docs.list). */
import { z } from 'zod';
import { defineTool, pageSummary, sectionSchema, structured } from './define';

export const listPages = defineTool({
  name: 'list_pages',
  input: (docs) => {
    const section = sectionSchema(docs);
    return { section: section.optional().describe('Only pages of this sidebar section.') };
  },
  output: { pages: z.array(pageSummary) },
  run: (docs, { section: only }) => structured({ pages: docs.list(only) }),
});
