/**
 * The server's tools, in the order \`tools/list\` answers them (./info.ts's order): one file each,
 * `{ name, input, output, run }` (./define.ts). Add a tool: its title, description and answers in
 * ./info.ts, its file here, and its entry in this list.
 */
import { checkSupport } from './check-support';
import type { Tool } from './define';
import { explainError } from './explain-error';
import { getPage } from './get-page';
import { listPages } from './list-pages';
import { planJob } from './plan-job';
import { searchDocs } from './search-docs';

export const TOOL_REGISTRY: readonly Tool[] = [
  searchDocs,
  getPage,
  listPages,
  explainError,
  checkSupport,
  planJob,
];
