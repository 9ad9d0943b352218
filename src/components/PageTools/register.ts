/**
 * The tools ./index.tsx registers with the browser's model context, loaded only where the API
 * exists. Names and descriptions are the docs MCP server's (src/agents/tools.ts); each answers from
 * the same code the server's tool does: the site's search engine (through the search client the
 * modal uses), the page's Markdown twin, and explainErrors, supportOf and planFromText, which
 * ./answerers.ts holds and the first call of one of them loads (registering needs none of it).
 */
import { TOOLS } from '@site/src/agents/tools';
import { loadOnce } from '@site/src/lib/loadOnce';
import { twinPath } from '@site/src/lib/twinPath';
import { getSearchClient, type SearchClientConfig } from '@site/src/search/clients/client';
import type { AnsweringTool, ToolOutcome } from './answerers';
import type { ModelContext, PageTool } from './modelContext';

export interface PageToolsConfig {
  readonly client: SearchClientConfig;
  readonly indexName: string;
  readonly baseUrl: string;
  readonly origin: string;
}

/** The tools the page offers: read-only, each answering as its MCP namesake does. */
export const PAGE_TOOL_NAMES = [
  'search_docs',
  'get_page',
  'explain_error',
  'check_support',
  'plan_job',
] as const;

const text = (value: unknown) => ({
  content: [{ type: 'text' as const, text: JSON.stringify(value, null, 2) }],
});
const refusal = (message: string) => ({ content: [{ type: 'text' as const, text: message }], isError: true });
const stringInput = (input: Record<string, unknown>, key: string): string | undefined =>
  typeof input[key] === 'string' && input[key].trim() !== '' ? input[key] : undefined;

function describe(name: (typeof PAGE_TOOL_NAMES)[number]): string {
  const tool = TOOLS.find((t) => t.name === name);
  if (!tool) throw new Error(`src/agents/tools.ts has no tool ${name}`);
  return tool.description;
}

const readOnly = { readOnlyHint: true } as const;
const oneString = (key: string, description: string) => ({
  type: 'object',
  properties: { [key]: { type: 'string', description } },
  required: [key],
});

/**
 * The answering functions' chunk, fetched on the first call that needs it (the search box's own);
 * a fetch that failed is tried again on the next call.
 */
const loadAnswerers = loadOnce(() => import(/* webpackChunkName: "search-answer" */ './answerers'));

/** A tool of one text input answered by ./answerers.ts, as its MCP namesake: a refusal for bad input. */
function answering(
  name: AnsweringTool & (typeof PAGE_TOOL_NAMES)[number],
  key: string,
  described: string,
  origin: string,
): PageTool {
  return {
    name,
    description: describe(name),
    inputSchema: oneString(key, described),
    annotations: readOnly,
    async execute(input) {
      const value = stringInput(input, key);
      if (!value)
        return refusal(`${key} is empty: give ${described.charAt(0).toLowerCase()}${described.slice(1)}`);
      let outcome: ToolOutcome;
      try {
        outcome = (await loadAnswerers()).answerTool(name, value, origin);
      } catch (error) {
        if (error instanceof Error && error.name === 'ChunkLoadError')
          return refusal(`${error.message}. Call ${name} again to retry.`);
        throw error;
      }
      return 'refusal' in outcome ? refusal(outcome.refusal) : text(outcome.answer);
    },
  };
}

export function pageTools(config: PageToolsConfig): PageTool[] {
  return [
    {
      name: 'search_docs',
      description: describe('search_docs'),
      inputSchema: oneString('query', 'What to look for, in a few words.'),
      annotations: readOnly,
      async execute(input) {
        const query = stringInput(input, 'query');
        if (!query) return refusal('query is empty: give a few words to look for.');
        const results = await getSearchClient(config.client).searchPages(query, config.indexName, []);
        return text(
          results.groups.slice(0, 10).map((group) => ({
            url: new URL(group.url, config.origin).href,
            title: group.title.replace(/<[^>]+>/g, ''),
            snippet: group.snippet?.replace(/<[^>]+>/g, '') ?? null,
          })),
        );
      },
    },
    {
      name: 'get_page',
      description: describe('get_page'),
      inputSchema: oneString('path', "The page's route or URL on this site."),
      annotations: readOnly,
      async execute(input) {
        const path = stringInput(input, 'path');
        if (!path) return refusal("path is empty: give a page's route, such as /start/how-to-run-job/.");
        const url = new URL(path, config.origin);
        if (url.origin !== config.origin) return refusal(`Only pages of ${config.origin} can be read.`);
        const response = await fetch(twinPath(url.pathname, config.baseUrl), {
          headers: { Accept: 'text/markdown' },
        });
        if (!response.ok)
          return refusal(
            `No page at ${url.pathname} (HTTP ${response.status}); use search_docs to find one.`,
          );
        return { content: [{ type: 'text', text: await response.text() }] };
      },
    },
    answering('explain_error', 'text', 'The error message, or the whole report or run log.', config.origin),
    answering(
      'check_support',
      'type',
      'A Metadata API type: Flow, "apex class", lwc, CustomField.',
      config.origin,
    ),
    answering('plan_job', 'packageXml', 'The whole package.xml, or Metadata API type names.', config.origin),
  ];
}

/** Registers the tools one by one where the API has registerTool, else all at once. */
export function registerPageTools(context: ModelContext, config: PageToolsConfig): void {
  const tools = pageTools(config);
  if (typeof context.registerTool === 'function') for (const tool of tools) context.registerTool(tool);
  else context.provideContext?.({ tools });
}
