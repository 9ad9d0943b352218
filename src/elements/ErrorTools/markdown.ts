/** `<ErrorTools />` in Markdown: what the page's paste box does, and where an assistant gets the same answer. */
import type { ElementMapping } from '../types';

export const markdown: ElementMapping = () =>
  'On the web page, a paste box matches each line of a pasted error or report to these entries, in the ' +
  "browser. Assistants get the same answer from the docs MCP server's `explain_error` tool " +
  '([add the docs to your assistant](/start/add-docs-to-your-ai-assistant/)).';
