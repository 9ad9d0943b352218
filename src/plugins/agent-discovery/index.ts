/**
 * The discovery files (issue 28): what lets an assistant find the docs MCP
 * server and learn which tool answers what without a human pasting a URL.
 * Written into the build's /.well-known/ in the pipeline's emit stage, for
 * the address the site is built for (SITE_URL):
 *
 * - `/.well-known/mcp/server-card.json`, the MCP Server Card, and
 *   `/.well-known/mcp/catalog.json`, the MCP Catalog that points to it;
 * - `/.well-known/agent-skills/metaferry-docs/SKILL.md`, the agent skill, and
 *   `/.well-known/agent-skills/index.json`, the skills index with its digests.
 *
 * Their text comes from src/agents/discovery.ts, from the data the
 * server registers its tools from (src/agents/tools.ts); the
 * formats and their sources are named there. llms.txt links the skill and
 * the card (src/agents/install.ts); scripts/build-docs-mcp.ts packs
 * this SKILL.md into the tarball. The hosts serve the card as
 * application/mcp-server-card+json and every file here with CORS open to any
 * origin (config/http-headers.ts). tests/unit/agent-discovery.test.ts checks
 * the files of both builds against their formats and the server's tools.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  MCP_CATALOG_PATH,
  SERVER_CARD_PATH,
  SKILLS_INDEX_PATH,
  SKILL_PATH,
  mcpCatalog,
  serverCard,
  skillMarkdown,
  skillsIndex,
} from '../../agents/discovery';
import { siteValues } from '../../site/values';
import { withBuildParts } from '../build-pipeline/parts';

export interface AgentDiscoveryOptions {
  /** DOCS_MCP_UPSTREAM is set: the site proxies the server at /mcp, and the card names that endpoint. */
  http: boolean;
}

export const PLUGIN_NAME = 'agent-discovery';

/** Site path → text, for a site at `siteUrl`. */
export function discoveryFiles(siteUrl: string, options: AgentDiscoveryOptions): Map<string, string> {
  const site = { siteUrl, http: options.http };
  const skill = skillMarkdown(site);
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  return new Map([
    [SERVER_CARD_PATH, json(serverCard(site))],
    [MCP_CATALOG_PATH, json(mcpCatalog(siteUrl))],
    [SKILL_PATH, skill],
    [SKILLS_INDEX_PATH, json(skillsIndex(skill))],
  ]);
}

export default function agentDiscoveryPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<AgentDiscoveryOptions> | undefined;
  if (typeof options?.http !== 'boolean')
    throw new Error('agent-discovery plugin: options are { http: boolean }');
  const http = options.http;
  const { siteUrl } = siteValues(context.siteConfig.url, context.baseUrl);
  return withBuildParts(
    { name: PLUGIN_NAME },
    {
      async emit({ outDir }) {
        for (const [sitePath, text] of discoveryFiles(siteUrl, { http })) {
          const file = path.join(outDir, ...sitePath.split('/'));
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, text);
        }
      },
    },
  );
}
