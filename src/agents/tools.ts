/**
 * What the docs MCP server is and which tools it has, as data (issue 28): the
 * one list the server registers its tools from (../server.ts, through ./registry.ts) and the files that
 * describe the server without running it read (the server card and the agent
 * skill, src/plugins/agent-discovery; llms.txt's paragraph, ../../install.ts). No
 * imports: the site's build and the bundled server both load it.
 *
 * `name`, `title` and `description` are what `tools/list` answers;
 * `answers` is the short "which tool answers what" the skill and llms.txt
 * give. tests/unit/docs-mcp.test.ts holds this list to the running server's
 * `tools/list`, and the server card's tools to both.
 */
export const SERVER_NAME = 'metaferry-docs';
/** Where `--http` serves Streamable HTTP, and where nginx proxies it (DOCS_MCP_UPSTREAM). */
export const MCP_PATH = '/mcp';
export const SERVER_TITLE = 'Metaferry documentation';
/** At most 100 characters (the server card's limit, src/plugins/agent-discovery). */
export const SERVER_DESCRIPTION =
  'Search and read the Metaferry docs, explain Salesforce errors and plan jobs from a package.xml.';

export interface ToolInfo {
  name: string;
  title: string;
  description: string;
  /** What a reader's question this tool answers, completing "Use it for …" (no final period). */
  answers: string;
}

export const TOOLS = [
  {
    name: 'search_docs',
    title: 'Search the Metaferry docs',
    description:
      "Search the Metaferry documentation with the site's own search engine and ranking. Use it first for any " +
      'question about Metaferry (jobs, steps, orgs, supported Salesforce component types, permissions, errors). ' +
      'Short keyword queries work best (for example "record type", "UNABLE_TO_LOCK_ROW", "validate only"). ' +
      'Returns one result per page, best first, with the matching part of the page and a snippet; read a ' +
      'result in full with get_page and its url.',
    answers: 'any question about Metaferry: it finds the pages that answer it, best first (the site search)',
  },
  {
    name: 'get_page',
    title: 'Read a Metaferry docs page',
    description:
      "Read one page of the Metaferry documentation in full, as Markdown. Accepts the page's route " +
      '(/supported-components/record-types/), its URL or its Markdown URL (both as search_docs and ' +
      'list_pages return them). Only pages of these docs can be read; an unknown path returns an error ' +
      'naming the nearest pages.',
    answers: 'reading a page in full before you answer from it, by its route, URL or Markdown URL',
  },
  {
    name: 'list_pages',
    title: 'List the Metaferry docs pages',
    description:
      'List every page of the Metaferry documentation in sidebar order, with its section, title, ' +
      'one-sentence description and URLs. Use it to see what the docs cover or to browse a section; use ' +
      'search_docs to answer a specific question.',
    answers: 'what the docs cover: every page by section, in reading order',
  },
  {
    name: 'explain_error',
    title: 'Explain a Salesforce error',
    description:
      'Find the Metaferry docs entries for a Salesforce error: pass one error message or a whole report (a run ' +
      "log's CSV or JSON, a copy of Setup > Deployment Status, Salesforce CLI output). Returns one item per " +
      'line that looks like an error, with the matching entries best first: status code, title, the message ' +
      "with the line's names filled in, cause, fix in Metaferry's terms and the entry's URL. A line with no " +
      'matches looks like an error the docs do not list; try search_docs with its words.',
    answers:
      "a Salesforce error message, a deploy report or a run log: the error directory's cause and fix for each error line",
  },
  {
    name: 'check_support',
    title: 'Check whether Metaferry copies a metadata type',
    description:
      "Say whether Metaferry can copy a Salesforce Metadata API type, and with which step. Accepts Salesforce's " +
      'name in any case or spacing (ApexClass, "apex class"), the folder names of a source-format project ' +
      '(flows, lwc, objects), child types (CustomField, RecordType), the words admins use (Lightning page), ' +
      'and an org setting asked for by what it does ("turn on quantity schedules for products") or by its field ' +
      '(enableQuantitySchedule), answered with the settings type and field, and a question or bug report ' +
      "that writes one type's API name, a source path or a custom field's full name (\"can't retrieve " +
      'DuplicateRule with the CLI", "flows/Onboarding.flow-meta.xml"), 4,000 characters at most. ' +
      "The types are Salesforce's own registry (@salesforce/source-deploy-retrieve). An unknown name returns " +
      'type null, supported false and the nearest names in suggestions; for a question that names a type ' +
      'only in words, as what a deploy or retrieve acts on ("retrieve the Page Layouts"), that type comes first, ' +
      'a name to check, not an answer.',
    answers:
      'whether Metaferry copies a Metadata API type (Flow, "apex class", lwc) or an org setting ("turn on quantity schedules"), and which step does',
  },
  {
    name: 'plan_job',
    title: 'Plan a Metaferry job from a package.xml',
    description:
      'Turn a Salesforce package.xml into the Metaferry job it implies: the steps in dependency order, each ' +
      'with the types and members it selects; the permissions the authorizing user needs; the names no type ' +
      'of its registry has; and the warnings Metaferry would show (wildcards, folders, child types, the ' +
      "deploy's file limit). DOCTYPE and entity declarations, input over 4 MB and malformed XML are refused " +
      'with a message naming the line.',
    answers:
      'a package.xml: the job it implies, its steps in order, the permissions it needs and its warnings',
  },
] as const satisfies readonly ToolInfo[];

export type ToolName = (typeof TOOLS)[number]['name'];
export const TOOL_NAMES: readonly ToolName[] = TOOLS.map((tool) => tool.name);

/** The entry of one tool. */
export function toolInfo(name: ToolName): ToolInfo {
  const tool = TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`docs MCP: no tool ${name}`);
  return tool;
}
