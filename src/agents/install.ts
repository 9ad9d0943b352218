/**
 * How readers add the docs MCP server to their assistant, for llms.txt
 * (config/llms.ts). The FAQ says the same in its own words;
 * tests/unit/docs-mcp.test.ts checks that both name the current tarball and
 * each client's configuration key.
 *
 * Client formats, as each client's documentation gives them: Claude Desktop
 * reads `mcpServers` in claude_desktop_config.json (local commands; a URL is
 * added as a custom connector in its settings), Claude Code takes
 * `claude mcp add NAME -- COMMAND…` or `claude mcp add --transport http NAME
 * URL`, Cursor reads `mcpServers` in .cursor/mcp.json (`command` or `url`),
 * VS Code reads `servers` in .vscode/mcp.json (`type` "stdio" or "http").
 */
import { SERVER_CARD_PATH, SKILL_PATH } from './paths';
import { SERVER_PACKAGE as packageJson } from './package';
import { TOOLS } from './tools';

export const SERVER_KEY = 'metaferry-docs';
export const TARBALL = `${packageJson.name}-${packageJson.version}.tgz`;
/** The address `--http 8787` serves, used in the HTTP examples. */
export const LOCAL_HTTP_URL = 'http://127.0.0.1:8787/mcp';

export function tarballUrl(rootUrl: string): string {
  return `${rootUrl.replace(/\/?$/, '/')}downloads/${TARBALL}`;
}

/**
 * Ask by address (issue 55): how an assistant or a support macro sends a person to the answer the
 * search page's card gives, and where an agent gets the same answer itself.
 */
export function askSentence(rootUrl: string): string {
  return `To send a person to the answer for an error text, a Metadata API type or a whole package.xml, link ${rootUrl}/search/?ask= followed by the text, URL-encoded; the docs MCP server's explain_error, check_support and plan_job give an agent the same answers.`;
}

/** The llms.txt paragraphs: what the server is, how to run it, each client's snippet for stdio and HTTP. */
export function llmsInstallText(rootUrl: string): string {
  const url = tarballUrl(rootUrl);
  const root = rootUrl.replace(/\/$/, '');
  const args = `["-y", "${url}"]`;
  const stdio = `{"command": "npx", "args": ${args}}`;
  return [
    askSentence(root),
    `These docs are also an MCP server for AI assistants, ${packageJson.name}: the tools ` +
      `${TOOLS.map((tool) => tool.name)
        .join(', ')
        .replace(/, ([^,]*)$/, ' and $1')}, and every page as a ` +
      `text/markdown resource. Which tool answers what: the agent skill, ${root}${SKILL_PATH}; the server ` +
      `card: ${root}${SERVER_CARD_PATH}. With ` +
      `Node.js 20 or newer, \`npx -y ${url}\` runs it over stdio with these docs inside and no network ` +
      'after the download (for a downloaded copy, write file: and its absolute path instead of the URL). ' +
      `Add \`--site ${rootUrl.replace(/\/$/, '')}\` to read today's docs from the site, or \`--http 8787\` ` +
      `to serve Streamable HTTP at ${LOCAL_HTTP_URL}.`,
    `Claude Desktop: in claude_desktop_config.json, \`{"mcpServers": {"${SERVER_KEY}": ${stdio}}}\`; for an ` +
      'HTTP address, add it as a custom connector in the app instead.',
    `Claude Code: \`claude mcp add ${SERVER_KEY} -- npx -y ${url}\`, or over HTTP ` +
      `\`claude mcp add --transport http ${SERVER_KEY} ${LOCAL_HTTP_URL}\`.`,
    `Cursor: in .cursor/mcp.json (or ~/.cursor/mcp.json), \`{"mcpServers": {"${SERVER_KEY}": ${stdio}}}\`, or ` +
      `over HTTP \`{"mcpServers": {"${SERVER_KEY}": {"url": "${LOCAL_HTTP_URL}"}}}\`.`,
    `VS Code: in .vscode/mcp.json, \`{"servers": {"${SERVER_KEY}": {"type": "stdio", "command": "npx", ` +
      `"args": ${args}}}}\`, or over HTTP \`{"servers": {"${SERVER_KEY}": {"type": "http", "url": ` +
      `"${LOCAL_HTTP_URL}"}}}\`.`,
  ].join('\n\n');
}
