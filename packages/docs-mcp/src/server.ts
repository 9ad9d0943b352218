/**
 * The MCP server: the read-only tools of ./tools.ts and one resource per page, over any
 * transport. Tool names, input and output schemas are a contract with the
 * assistants that call them: rename nothing without a major version.
 *
 * Input is checked by the SDK against the zod schemas below before a tool
 * runs; a failure becomes a tool error (`isError: true`) whose text is the
 * schema's message, so each message says what is allowed. A DocsError from
 * a lookup becomes a tool error the same way, and the server keeps running.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { EXPLAIN_LIMIT, explainErrors } from '../../../src/data/errors/explain';
import { supportOf } from '../../../src/data/metadata-types/support';
import { planData } from '../../../src/data/package-plan/data';
import { MAX_PACKAGE_BYTES, PackageXmlError } from '../../../src/data/package-plan/parse';
import { planFromText } from '../../../src/data/package-plan/plan';
import { componentPath } from '../../../src/data/catalogue';
import { MAX_TYPE_QUERY } from '../../../src/data/metadata-types';
import { DEFAULT_LIMIT, DocsError, MAX_LIMIT, MAX_QUERY_LENGTH, type Docs } from './docs';
import { SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE, toolInfo, type ToolName } from './tools';

export { SERVER_NAME, TOOL_NAMES } from './tools';

/** A tool's title and description as ./tools.ts states them (the server card and the skill read the same). */
function described(name: ToolName): { title: string; description: string } {
  const { title, description } = toolInfo(name);
  return { title, description };
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

function sectionSchema(docs: Docs) {
  const [first, ...rest] = docs.sections;
  if (first === undefined) throw new Error('The docs have no sections');
  return z.enum([first, ...rest], {
    error: () => `section must be one of: ${docs.sections.map((s) => `"${s}"`).join(', ')}.`,
  });
}

const pageSummary = z.object({
  title: z.string(),
  section: z.string().describe('The sidebar section the page belongs to.'),
  description: z.string().describe("The page's one-sentence summary."),
  url: z.string().describe('The page on the web site.'),
  markdownUrl: z.string().describe('The same page as Markdown.'),
});

/** Text for clients that read `content` only: the structured result as JSON, as the MCP spec recommends. */
function structured<T extends Record<string, unknown>>(value: T, text?: string): CallToolResult {
  return {
    content: [{ type: 'text', text: text ?? JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

function toolError(error: unknown): CallToolResult {
  if (error instanceof DocsError) return { content: [{ type: 'text', text: error.message }], isError: true };
  throw error;
}

export function createServer(docs: Docs, version: string): McpServer {
  const server = new McpServer(
    { name: SERVER_NAME, title: SERVER_TITLE, description: SERVER_DESCRIPTION, version },
    {
      instructions:
        'The Metaferry documentation: how to copy Salesforce metadata between orgs with Metaferry jobs ' +
        'made of ordered steps, every supported component type, the terms, FAQ, the error directory and known issues. ' +
        'Use search_docs to find pages for a question, then get_page to read one in full before answering; ' +
        'cite page URLs. list_pages lists every page by section. explain_error takes a Salesforce error, or a ' +
        'whole deploy report or run log, and returns the matching entries of the error directory with cause and fix. ' +
        'check_support says which Metaferry step copies a Metadata API type (any spelling, a folder name such as flows or lwc). ' +
        'plan_job turns a package.xml into the job it implies: ordered steps, permissions, warnings.',
    },
  );
  const section = sectionSchema(docs);

  server.registerTool(
    'search_docs',
    {
      ...described('search_docs'),
      inputSchema: {
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
      },
      outputSchema: {
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
      annotations: readOnly,
    },
    ({ query, limit, section: only }) => {
      const results = docs.search(query, limit, only);
      const value = { query, results };
      return structured(
        value,
        results.length === 0
          ? `No pages match "${query}"${only ? ` in ${only}` : ''}. Try other or fewer words, or list_pages.`
          : undefined,
      );
    },
  );

  server.registerTool(
    'get_page',
    {
      ...described('get_page'),
      inputSchema: {
        path: z
          .string({
            error: 'path must be text: a route such as /start/how-to-run-job/, a page URL or a .md URL.',
          })
          .describe('Route, page URL or Markdown URL of a docs page.'),
      },
      outputSchema: {
        ...pageSummary.shape,
        route: z.string(),
        markdown: z.string().describe('The whole page as Markdown.'),
      },
      annotations: readOnly,
    },
    ({ path }) => {
      try {
        const page = docs.resolve(path);
        return structured(
          { ...docs.summary(page), route: page.route, markdown: page.markdown },
          page.markdown,
        );
      } catch (error) {
        return toolError(error);
      }
    },
  );

  server.registerTool(
    'list_pages',
    {
      ...described('list_pages'),
      inputSchema: { section: section.optional().describe('Only pages of this sidebar section.') },
      outputSchema: { pages: z.array(pageSummary) },
      annotations: readOnly,
    },
    ({ section: only }) => structured({ pages: docs.list(only) }),
  );

  server.registerTool(
    'explain_error',
    {
      ...described('explain_error'),
      inputSchema: {
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
      },
      outputSchema: {
        lines: z.array(
          z.object({
            text: z.string().describe('The input line (trimmed).'),
            matches: z
              .array(
                z.object({
                  id: z.string().describe("The entry's id, its anchor on /errors/."),
                  code: z.string().nullable().describe("Salesforce's status code or OAuth error, if any."),
                  title: z.string(),
                  message: z
                    .string()
                    .describe("Salesforce's message, with the names from the line filled in."),
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
      annotations: readOnly,
    },
    ({ text }) => {
      // The content is the JSON of the structured result, as for the other tools (the MCP spec's advice).
      return structured(explainErrors(text, docs.origin));
    },
  );

  server.registerTool(
    'check_support',
    {
      ...described('check_support'),
      inputSchema: {
        type: z
          .string({ error: `type must be text: a metadata type's name, 1 to ${MAX_TYPE_QUERY} characters.` })
          .trim()
          .min(1, { error: 'type is empty: give a metadata type, such as Flow, "apex class" or lwc.' })
          .max(MAX_TYPE_QUERY, {
            error: `type is longer than ${MAX_TYPE_QUERY} characters: give one metadata type's name.`,
          })
          .describe('A Metadata API type: Flow, "apex class", lwc, CustomField, "Lightning page".'),
      },
      outputSchema: {
        query: z.string(),
        type: z
          .string()
          .nullable()
          .describe("Salesforce's name for the type, or null when the query names none."),
        supported: z
          .boolean()
          .describe('True when a step copies it (status copied or copied-with-prerequisites).'),
        status: z
          .enum(['copied', 'copied-with-prerequisites', 'not-copyable', 'unknown'])
          .describe(
            'copied: a step copies it. copied-with-prerequisites: once the target has what requires lists. ' +
              'not-copyable: a Setup feature the Metadata API does not carry; change it in Setup in each org. ' +
              'unknown: the query names no type or feature.',
          ),
        requires: z
          .array(z.object({ text: z.string(), source: z.string() }))
          .describe("What must be on in the target first, each with Salesforce's page."),
        wildcard: z
          .boolean()
          .nullable()
          .describe(
            "Whether <members>*</members> works for it in a package.xml; null where Salesforce's page doesn't say.",
          ),
        kind: z
          .enum(['type', 'folder', 'child', 'settings'])
          .nullable()
          .describe(
            "A type of its own, a folder type, a child deployed in its parent's file, or org settings.",
          ),
        steps: z
          .array(z.object({ title: z.string(), url: z.string() }))
          .describe("The steps that copy it: the planner's step first, then the others."),
        notes: z.array(z.string()).describe('What the docs say about it (Markdown).'),
        suggestions: z
          .array(z.string())
          .describe(
            'Real type names a few letters from the query when it names none; after a slip, the name it was read as.',
          ),
        readAs: z
          .string()
          .nullable()
          .describe(
            'The type a misspelled query was read as (use this name), or null when the query names it.',
          ),
        url: z.string().nullable().describe("The type's entry on the docs' coverage page."),
        source: z.string().nullable().describe("Salesforce's page the status rests on."),
      },
      annotations: readOnly,
    },
    ({ type }) => structured(supportOf(type, docs.origin)),
  );

  server.registerTool(
    'plan_job',
    {
      ...described('plan_job'),
      inputSchema: {
        packageXml: z
          .string({ error: 'packageXml must be the text of a package.xml.' })
          .min(1, { error: 'packageXml is empty: pass the whole package.xml.' })
          .max(MAX_PACKAGE_BYTES, { error: 'packageXml is over 1 MB; a package.xml lists names, not files.' })
          .describe(
            'The whole package.xml, from <?xml to </Package>; or Metadata API type names, one per line or separated by commas (each planned as `*`).',
          ),
      },
      outputSchema: {
        steps: z.array(
          z.object({
            title: z.string(),
            url: z.string().describe("The step's page."),
            types: z.array(z.string()),
            members: z
              .record(z.string(), z.array(z.string()))
              .describe('Members by type, as the package.xml names them.'),
            why: z
              .array(z.string())
              .describe(
                'Why the step holds a type the catalogue would put elsewhere: a component that names a type only a later step brings (Markdown).',
              ),
          }),
        ),
        warnings: z.array(z.string()).describe('What Metaferry would warn about (Markdown).'),
        permissions: z.array(z.string()).describe("The authorizing user's permissions the job needs."),
        unsupported: z
          .array(z.string())
          .describe('Names that are no Metadata API type: no step copies them.'),
      },
      annotations: readOnly,
    },
    ({ packageXml }) => {
      try {
        const plan = planFromText(packageXml, planData());
        return structured({
          steps: plan.steps.map((step) => ({
            title: step.title,
            url: docs.origin + componentPath(step.slug),
            types: [...step.types],
            members: Object.fromEntries(
              Object.entries(step.members).map(([type, members]) => [type, [...members]]),
            ),
            why: [...step.why],
          })),
          warnings: [...plan.warnings],
          permissions: [...plan.permissions],
          unsupported: [...plan.unsupported],
        });
      } catch (error) {
        if (error instanceof PackageXmlError)
          return { content: [{ type: 'text', text: error.message }], isError: true };
        throw error;
      }
    },
  );

  for (const page of docs.pages) {
    const uri = docs.markdownUrl(page);
    server.registerResource(
      page.route,
      uri,
      { title: page.title, description: page.description, mimeType: 'text/markdown' },
      () => ({ contents: [{ uri, mimeType: 'text/markdown', text: page.markdown }] }),
    );
  }
  return server;
}
