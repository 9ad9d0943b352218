/** `<JobPlanner />` in Markdown: what the page's box does, and where an assistant gets the same plan. */
import type { ElementMapping } from '../types';

export const markdown: ElementMapping = () =>
  "On the web page, a box reads a pasted package.xml and shows this plan, in the browser. Assistants get the same plan from the docs MCP server's `plan_job` tool ([add the docs to your assistant](/start/add-docs-to-your-ai-assistant/)).";
