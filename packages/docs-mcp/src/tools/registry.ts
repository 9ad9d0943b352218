/**
 * The server's tools (issue 43): one file each, `defineTool({ name, input, output, run })`
 * (./define.ts), keyed by name. The names, titles and descriptions are the site's
 * (src/agents/tools.ts, which the server card, the skill and llms.txt are written from), so the
 * key type is theirs: a tool named there and not implemented here, or implemented under another
 * name, fails the type check. `tools/list` answers in the site's order.
 */
import { checkSupport } from './check-support';
import type { Tool } from './define';
import { explainError } from './explain-error';
import { getPage } from './get-page';
import { TOOL_NAMES, type ToolName } from './index';
import { listPages } from './list-pages';
import { planJob } from './plan-job';
import { searchDocs } from './search-docs';

const IMPLEMENTATIONS: { readonly [Name in ToolName]: Tool<Name> } = {
  search_docs: searchDocs,
  get_page: getPage,
  list_pages: listPages,
  explain_error: explainError,
  check_support: checkSupport,
  plan_job: planJob,
};

export const TOOL_REGISTRY: readonly Tool[] = TOOL_NAMES.map((name) => IMPLEMENTATIONS[name]);
