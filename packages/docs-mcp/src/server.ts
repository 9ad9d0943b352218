/**
 * The MCP server: the read-only tools of ./tools (one file each, listed in ./tools/registry.ts) and
 * one resource per page, over any transport. Tool names, input and output schemas are a contract
 * with the assistants that call them: rename nothing without a major version.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { Docs } from './docs';
import { SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE } from './tools';
import { TOOL_REGISTRY } from './tools/registry';

export { SERVER_NAME, TOOL_NAMES } from './tools';

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
        'check_support says which Metaferry step copies a Metadata API type (any spelling, a folder name such as flows or lwc, ' +
        "or the reader's pasted question when it writes the type's API name, a source path or a field's full name). " +
        'plan_job turns a package.xml into the job it implies: ordered steps, permissions, what each target needs first, warnings, and the parts no deploy carries.',
    },
  );
  for (const tool of TOOL_REGISTRY) tool.register(server, docs);
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
