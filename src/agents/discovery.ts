// cspell:ignore modelcontextprotocol agentskills
/**
 * The files that let an agent find the docs MCP server and learn to use it
 * without a human pasting a URL (issue 28), made from the data the server
 * registers its tools from (./src/tools.ts) and its package.json, for the
 * address the site is built for. src/plugins/agent-discovery writes them into
 * the build; scripts/build-docs-mcp.ts packs the build's SKILL.md into the
 * tarball. Formats, as published:
 *
 * - The MCP Server Card (SEP-2127; the normative schema is
 *   modelcontextprotocol/experimental-ext-server-card, schema.ts, `$schema`
 *   v2): identity, version, a description of at most 100 characters and,
 *   only when the site proxies the server over HTTP (DOCS_MCP_UPSTREAM),
 *   `remotes`. The card format leaves out tools and local installs on
 *   purpose (tools are listed at run time, packages belong to the registry's
 *   server.json); both go in `_meta`, the card's extension point, under the
 *   card's own name: the tools, the tarball and the stdio command. The
 *   server card is at /.well-known/mcp/server-card.json (where agent-readiness
 *   checkers look) and the MCP Catalog (same repository, docs/discovery.md)
 *   at /.well-known/mcp/catalog.json points to it.
 * - The agent skill (agentskills.io specification): SKILL.md with `name`
 *   (the name of its folder) and `description` front matter, under
 *   /.well-known/agent-skills/<name>/ with the index.json of the Agent Skills
 *   Discovery RFC (cloudflare/agent-skills-discovery-rfc, v0.2.0: digests).
 */
import { createHash } from 'node:crypto';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { MCP_PATH, SERVER_DESCRIPTION, SERVER_NAME, SERVER_TITLE, TOOLS } from './tools';
import { tarballUrl } from './install';
import { SERVER_PACKAGE as packageJson } from './package';

import {
  SERVER_CARD_PATH,
  SERVER_CARD_SCHEMA,
  SERVER_CARD_TYPE,
  SKILL_NAME,
  SKILL_PATH,
  SKILLS_INDEX_VERSION,
} from './paths';

// The paths live in ./paths.ts (./install.ts names them too); callers take them from here.
export * from './paths';

export interface DiscoverySite {
  /** Origin plus base path, without a trailing slash (src/site/values.ts). */
  siteUrl: string;
  /** The site proxies the server's Streamable HTTP at /mcp (DOCS_MCP_UPSTREAM was set for the build). */
  http: boolean;
}

const withoutSlash = (url: string) => url.replace(/\/$/, '');
/** package.json's `engines.node` in words: `>=20` → `Node.js 20 or newer`. */
const RUNTIME = `Node.js ${packageJson.engines.node.replace(/^>=\s*(\d+)$/, '$1 or newer')}`;

/** Reverse-DNS namespace of the site's host and the server's name: `example.metaferry.docs/metaferry-docs`. */
export function cardName(siteUrl: string): string {
  return `${new URL(siteUrl).hostname.split('.').reverse().join('.')}/${SERVER_NAME}`;
}

export function httpEndpoint(siteUrl: string): string {
  return `${withoutSlash(siteUrl)}${MCP_PATH}`;
}

export interface ServerCard {
  $schema: string;
  name: string;
  version: string;
  description: string;
  title: string;
  websiteUrl: string;
  remotes?: { type: 'streamable-http'; url: string; supportedProtocolVersions: string[] }[];
  _meta: Record<string, CardExtension>;
}

/** What the card says in `_meta` beyond the format's fields. */
export interface CardExtension {
  tools: { name: string; title: string; description: string }[];
  package: { name: string; tarball: string; runtime: string };
  stdio: { command: string; args: string[] };
  http?: { url: string };
  skill: string;
  llmsTxt: string;
}

export function serverCard({ siteUrl, http }: DiscoverySite): ServerCard {
  const root = withoutSlash(siteUrl);
  const tarball = tarballUrl(root);
  const name = cardName(root);
  return {
    $schema: SERVER_CARD_SCHEMA,
    name,
    version: packageJson.version,
    description: SERVER_DESCRIPTION,
    title: SERVER_TITLE,
    websiteUrl: `${root}/`,
    ...(http
      ? {
          remotes: [
            {
              type: 'streamable-http' as const,
              url: httpEndpoint(root),
              supportedProtocolVersions: [...SUPPORTED_PROTOCOL_VERSIONS],
            },
          ],
        }
      : {}),
    _meta: {
      [name]: {
        tools: TOOLS.map(({ name: tool, title, description }) => ({ name: tool, title, description })),
        package: { name: packageJson.name, tarball, runtime: RUNTIME },
        stdio: { command: 'npx', args: ['-y', tarball] },
        ...(http ? { http: { url: httpEndpoint(root) } } : {}),
        skill: `${root}${SKILL_PATH}`,
        llmsTxt: `${root}/llms.txt`,
      },
    },
  };
}

/** The MCP Catalog: one entry, this server, pointing at its card. */
export function mcpCatalog(siteUrl: string): {
  specVersion: string;
  entries: { identifier: string; displayName: string; type: string; url: string }[];
} {
  const root = withoutSlash(siteUrl);
  return {
    specVersion: 'draft',
    entries: [
      {
        identifier: `urn:air:${new URL(root).hostname}:${SERVER_NAME}`,
        displayName: SERVER_TITLE,
        type: SERVER_CARD_TYPE,
        url: `${root}${SERVER_CARD_PATH}`,
      },
    ],
  };
}

/** At most 1,024 characters (the format's limit; tests/unit/agent-discovery.test.ts). */
export const SKILL_DESCRIPTION =
  'Answer questions about Metaferry, the web app that copies Salesforce metadata between orgs through jobs ' +
  'of ordered steps, from its official documentation. Use when someone asks how to set up or run a Metaferry ' +
  'job, whether Metaferry copies a Salesforce metadata type and with which step, what a Salesforce deploy ' +
  'error in a Metaferry job means and how to fix it, or what job a package.xml implies.';

/** A YAML scalar: JSON's double-quoted string is one. */
const yamlString = (value: string) => JSON.stringify(value);

/** SKILL.md: front matter, when to use the docs, how to reach them, and which tool answers what. */
export function skillMarkdown({ siteUrl, http }: DiscoverySite): string {
  const root = withoutSlash(siteUrl);
  const tarball = tarballUrl(root);
  const lines = [
    '---',
    `name: ${SKILL_NAME}`,
    `description: ${yamlString(SKILL_DESCRIPTION)}`,
    `compatibility: ${yamlString(
      `The ${SERVER_NAME} MCP server (${RUNTIME}; it runs offline), or web access to ${root}.`,
    )}`,
    'metadata:',
    `  version: ${yamlString(packageJson.version)}`,
    `  docs: ${yamlString(`${root}/`)}`,
    '---',
    '',
    `# ${SERVER_TITLE}`,
    '',
    `Metaferry copies Salesforce metadata from a source org into one or more target orgs through jobs made of ordered steps, each step copying one component type. Its documentation, at ${root}/, is the source for how jobs, steps and orgs work, which component types each step copies, the permissions and limits involved, and the Salesforce errors a job can meet.`,
    '',
    '## When to use these docs',
    '',
    '- Someone asks how to do something in Metaferry: connect an org, create, validate or run a job, read its log.',
    '- Someone asks whether Metaferry copies a metadata type (a flow, a permission set, a Lightning page) and how.',
    '- A Metaferry job or a Salesforce deploy failed and they paste the error, the report or the log.',
    '- Someone has a package.xml and wants the Metaferry job that copies it.',
    '',
    'Answer from the pages, not from memory: product behavior, limits and permissions change between versions. Cite the page URL you answered from.',
    '',
    '## Connect',
    '',
    `- MCP server over stdio (${RUNTIME}; the docs are inside, no network after the download): \`npx -y ${tarball}\`. Client setups: ${root}/faq/ and ${root}/llms.txt.`,
    ...(http ? [`- MCP server over Streamable HTTP: ${httpEndpoint(root)}`] : []),
    `- Without MCP: ${root}/llms.txt lists every page; each page is Markdown at its address without the trailing slash plus \`.md\`; ${root}/llms-full.txt is every page in one file.`,
    `- The server card: ${root}${SERVER_CARD_PATH}.`,
    '',
    '## Which tool answers what',
    '',
    '| Tool | Use it for |',
    '| --- | --- |',
    ...TOOLS.map((tool) => `| \`${tool.name}\` | ${tool.answers.replace(/\|/g, '\\|')}. |`),
    '',
    '## How to answer',
    '',
    '1. `search_docs` with a few keywords from the question (an error code or message works as is).',
    '2. `get_page` on the best result before answering, and answer from that page; follow its links for details.',
    '3. For a pasted error or log, `explain_error` first; for "can Metaferry copy X", `check_support`; for a package.xml, `plan_job`. Each answer links the page to cite.',
    '4. When nothing matches, say the docs do not cover it rather than guessing, and suggest the closest page.',
    '',
  ];
  return lines.join('\n');
}

const sha256 = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The skill's digest (Agent Skills Discovery RFC v0.2.0, "Skill-Level Digest"):
 * SHA-256 over `path\0hex\n` of each file, sorted by path.
 */
export function skillDigest(files: readonly { path: string; content: string | Buffer }[]): string {
  const manifest = [...files]
    .map((file) => ({ path: file.path, hex: sha256(file.content) }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map(({ path, hex }) => `${path}\0${hex}\n`)
    .join('');
  return `sha256:${sha256(Buffer.from(manifest, 'utf8'))}`;
}

/** /.well-known/agent-skills/index.json for the one skill. */
/** /.well-known/agent-skills/index.json, as the Agent Skills Discovery RFC lays it out. */
export interface SkillsIndex {
  version: string;
  skills: {
    name: string;
    description: string;
    digest: string;
    files: { path: string; digest: string }[];
  }[];
}

export function skillsIndex(skill: string): SkillsIndex {
  return {
    version: SKILLS_INDEX_VERSION,
    skills: [
      {
        name: SKILL_NAME,
        description: SKILL_DESCRIPTION,
        digest: skillDigest([{ path: 'SKILL.md', content: skill }]),
        files: [{ path: 'SKILL.md', digest: `sha256:${sha256(skill)}` }],
      },
    ],
  };
}
