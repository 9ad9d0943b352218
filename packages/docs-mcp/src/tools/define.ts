/**
 * One tool's definition (issue 43): its input and output schemas, which are a contract with the
 * assistants that call it (rename nothing without a major version), and `run`, which calls the
 * same domain function the site's page calls. `defineTool` keeps each definition's types, and
 * `register` adds it to a server with its title and description from the site's
 * src/agents/tools.ts.
 *
 * Input is checked by the SDK against the zod schemas before a tool runs; a failure becomes a tool
 * error (`isError: true`) whose text is the schema's message, so each message says what is
 * allowed. A DocsError from a lookup becomes a tool error the same way (`toolError`), and the
 * server keeps running.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DocsError, type Docs } from '../docs';
import { toolInfo, type ToolName } from './index';

type Shape = z.ZodRawShape;

export interface ToolDefinition<I extends Shape, O extends Shape, N extends ToolName> {
  readonly name: N;
  /** The input schema; some depend on the docs (the sections a filter accepts). */
  readonly input: (docs: Docs) => I;
  readonly output: O;
  readonly run: (docs: Docs, args: z.infer<z.ZodObject<I>>) => CallToolResult;
}

export interface Tool<N extends ToolName = ToolName> {
  readonly name: N;
  register(server: McpServer, docs: Docs): void;
}

const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

export function defineTool<I extends Shape, O extends Shape, N extends ToolName>(
  definition: ToolDefinition<I, O, N>,
): Tool<N> {
  return {
    name: definition.name,
    register(server, docs) {
      const { title, description } = toolInfo(definition.name);
      server.registerTool(
        definition.name,
        {
          title,
          description,
          inputSchema: definition.input(docs),
          outputSchema: definition.output,
          annotations: readOnly,
        },
        // The SDK's callback type is computed from the schema; the parsed arguments are this shape.
        ((args: z.infer<z.ZodObject<I>>) => definition.run(docs, args)) as never,
      );
    },
  };
}

/** Text for clients that read `content` only: the structured result as JSON, as the MCP spec recommends. */
export function structured<T extends Record<string, unknown>>(value: T, text?: string): CallToolResult {
  return {
    content: [{ type: 'text', text: text ?? JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** A tool error with the message the reader can act on. */
export function refusal(message: string): CallToolResult {
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** A DocsError as a tool error; anything else is a fault and propagates. */
export function toolError(error: unknown): CallToolResult {
  if (error instanceof DocsError) return refusal(error.message);
  throw error;
}

/** The sidebar sections a `section` filter accepts, with a message that lists them. */
export function sectionSchema(docs: Docs) {
  const [first, ...rest] = docs.sections;
  if (first === undefined) throw new Error('The docs have no sections');
  return z.enum([first, ...rest], {
    error: () => `section must be one of: ${docs.sections.map((s) => `"${s}"`).join(', ')}.`,
  });
}

export const pageSummary = z.object({
  title: z.string(),
  section: z.string().describe('The sidebar section the page belongs to.'),
  description: z.string().describe("The page's one-sentence summary."),
  url: z.string().describe('The page on the web site.'),
  markdownUrl: z.string().describe('The same page as Markdown.'),
});
