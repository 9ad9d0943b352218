/**
 * The discovery files (issue 28, src/plugins/agent-discovery) in both builds,
 * against their published formats, and against the docs MCP server's real
 * tools: the server card (SEP-2127's v2 schema, modelcontextprotocol/
 * experimental-ext-server-card), the MCP Catalog (its docs/discovery.md),
 * the agent skill (agentskills.io specification) and the skills index
 * (cloudflare/agent-skills-discovery-rfc v0.2.0). The formats' rules are
 * restated here, each next to the field it checks.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { expect, test } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import {
  MCP_CATALOG_PATH,
  SERVER_CARD_PATH,
  SERVER_CARD_SCHEMA,
  SERVER_CARD_TYPE,
  SKILLS_INDEX_PATH,
  SKILL_NAME,
  SKILL_PATH,
  serverCard,
  skillDigest,
  type CardExtension,
  type ServerCard,
  type SkillsIndex,
} from '../../src/agents/discovery';
import { SERVER_PACKAGE as packageJson } from '../../src/agents/package';
import { Docs } from '../../packages/docs-mcp/src/docs';
import { createServer } from '../../packages/docs-mcp/src/server';
import { TOOLS, TOOL_NAMES } from '../../packages/docs-mcp/src/tools';
import { bundleFromBuild } from '../../scripts/build-docs-mcp';
import {
  BUILD_DIRS,
  DEFAULT_SITE_URL,
  FIXTURE_SITE_URL,
  buildTag,
  missingBuild,
  type BuildDir,
} from './builds';

const ROOT = path.resolve(__dirname, '../..');
const SITE: Record<BuildDir, string> = { build: DEFAULT_SITE_URL, 'build-test': FIXTURE_SITE_URL };

function read(dir: BuildDir, sitePath: string): string {
  const full = path.join(ROOT, dir);
  if (!existsSync(path.join(full, 'index.html'))) throw new Error(missingBuild(dir));
  return readFileSync(path.join(full, ...sitePath.split('/')), 'utf8');
}

/** tools/list and initialize of the server itself, on build/'s docs. */
async function runningServer(): Promise<{
  tools: { name: string; title?: string; description?: string }[];
  info: { name: string; title?: string; version: string; description?: string } | undefined;
}> {
  const server = createServer(new Docs(bundleFromBuild(path.join(ROOT, 'build'))), packageJson.version);
  const client = new Client({ name: 'unit', version: '1' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const { tools } = await client.listTools();
    return { tools, info: client.getServerVersion() };
  } finally {
    await client.close();
  }
}

test("the tools' data is the running server's tools/list, in order", async () => {
  const { tools, info } = await runningServer();
  expect(tools.map(({ name, title, description }) => ({ name, title, description }))).toEqual(
    TOOLS.map(({ name, title, description }) => ({ name, title, description })),
  );
  expect(TOOL_NAMES).toEqual(tools.map((t) => t.name));
  const card = serverCard({ siteUrl: DEFAULT_SITE_URL, http: false });
  expect(info?.title).toBe(card.title);
  expect(info?.description).toBe(card.description);
  expect(info?.version).toBe(card.version);
});

for (const dir of BUILD_DIRS) {
  test.describe(`${dir}/`, () => {
    const site = SITE[dir];

    test("the server card follows the v2 schema and lists the server's tools", buildTag(dir), async () => {
      const card = JSON.parse(read(dir, SERVER_CARD_PATH)) as ServerCard;
      // $schema: required, the v2 URL exactly.
      expect(card.$schema).toBe(SERVER_CARD_SCHEMA);
      expect(card.$schema).toMatch(
        /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/v2\/server-card\.schema\.json$/,
      );
      // name: reverse-DNS, one slash, 3 to 200 characters.
      expect(card.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);
      expect(card.name.length).toBeGreaterThanOrEqual(3);
      expect(card.name.length).toBeLessThanOrEqual(200);
      expect(card.name).toBe(`${new URL(site).hostname.split('.').reverse().join('.')}/metaferry-docs`);
      // version: the package's, not a range; description 1 to 100; title 1 to 100.
      expect(card.version).toBe(packageJson.version);
      expect(card.version).not.toMatch(/[\^~<>=*x]|\.x$/);
      expect(card.description.length).toBeGreaterThan(0);
      expect(card.description.length).toBeLessThanOrEqual(100);
      expect(card.title.length).toBeGreaterThan(0);
      expect(card.title.length).toBeLessThanOrEqual(100);
      expect(card.websiteUrl).toBe(`${site}/`);
      // Only the schema's fields.
      expect(Object.keys(card).sort()).toEqual(
        ['$schema', '_meta', 'description', 'name', 'title', 'version', 'websiteUrl'].sort(),
      );
      // Neither build proxies the server (DOCS_MCP_UPSTREAM unset): no remote.
      expect(card.remotes).toBeUndefined();
      // _meta: keys are an optional dotted prefix, a slash, a name; not MCP's reserved prefixes.
      const keys = Object.keys(card._meta);
      expect(keys).toEqual([card.name]);
      for (const key of keys) {
        expect(key).toMatch(
          /^(?:[a-zA-Z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?(?:\.[a-zA-Z](?:[a-zA-Z0-9-]*[a-zA-Z0-9])?)*\/)?[a-zA-Z0-9](?:[a-zA-Z0-9._-]*[a-zA-Z0-9])?$/,
        );
        expect(key).not.toMatch(/(?:^|\.)(?:modelcontextprotocol|mcp)\.[^/]*\//);
      }
      const extension = card._meta[card.name] as CardExtension;
      const { tools } = await runningServer();
      expect(extension.tools).toEqual(
        tools.map(({ name, title, description }) => ({ name, title, description })),
      );
      const tarball = `${site}/downloads/${packageJson.name}-${packageJson.version}.tgz`;
      expect(extension.package.tarball).toBe(tarball);
      expect(extension.stdio).toEqual({ command: 'npx', args: ['-y', tarball] });
      expect(extension.http).toBeUndefined();
      expect(extension.skill).toBe(`${site}${SKILL_PATH}`);
    });

    test('the MCP Catalog points to the card', buildTag(dir), () => {
      const catalog = JSON.parse(read(dir, MCP_CATALOG_PATH)) as {
        specVersion: string;
        entries: { identifier: string; displayName: string; type: string; url: string }[];
      };
      const card = JSON.parse(read(dir, SERVER_CARD_PATH)) as ServerCard;
      expect(catalog.specVersion).toBe('draft');
      expect(catalog.entries).toHaveLength(1);
      const [entry] = catalog.entries;
      // urn:air:{publisher domain}:{the part of the card's name after the slash}
      expect(entry?.identifier).toBe(`urn:air:${new URL(site).hostname}:${card.name.split('/')[1] ?? ''}`);
      expect(entry?.displayName).toBe(card.title);
      expect(entry?.type).toBe(SERVER_CARD_TYPE);
      expect(entry?.url).toBe(`${site}${SERVER_CARD_PATH}`);
    });

    test('the skill follows the Agent Skills format and says which tool answers what', buildTag(dir), () => {
      const skill = read(dir, SKILL_PATH);
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(skill);
      expect(match, 'SKILL.md starts with YAML front matter').not.toBeNull();
      const front = parseYaml(match?.[1] ?? '') as Record<string, unknown>;
      const body = match?.[2] ?? '';
      expect(
        Object.keys(front).every((k) =>
          ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'].includes(k),
        ),
      ).toBe(true);
      // name: 1 to 64, lowercase letters, digits and single hyphens, not at either end; its folder's name.
      const name = String(front.name);
      expect(name).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(name.length).toBeLessThanOrEqual(64);
      expect(name).toBe(SKILL_NAME);
      expect(path.posix.basename(path.posix.dirname(SKILL_PATH))).toBe(name);
      // description: non-empty, at most 1,024; compatibility at most 500; metadata a map of strings.
      const description = String(front.description);
      expect(description.length).toBeGreaterThan(0);
      expect(description.length).toBeLessThanOrEqual(1024);
      expect(String(front.compatibility).length).toBeLessThanOrEqual(500);
      for (const value of Object.values(front.metadata as Record<string, unknown>))
        expect(typeof value).toBe('string');
      // Every tool in the table, in the server's order, and the build's own addresses.
      const rows = [...body.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]);
      expect(rows).toEqual([...TOOL_NAMES]);
      expect(body).toContain(`npx -y ${site}/downloads/${packageJson.name}-${packageJson.version}.tgz`);
      expect(body).toContain(`${site}/llms.txt`);
    });

    test('the skills index names the skill with the digests of what is served', buildTag(dir), () => {
      const skill = read(dir, SKILL_PATH);
      const index = JSON.parse(read(dir, SKILLS_INDEX_PATH)) as SkillsIndex;
      expect(index.version).toMatch(/^(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)\.(?:0|[1-9]\d*)$/);
      expect(index.version).toBe('0.2.0');
      const [entry] = index.skills;
      expect(index.skills).toHaveLength(1);
      expect(entry?.name).toBe(SKILL_NAME);
      const front = parseYaml(/^---\n([\s\S]*?)\n---/.exec(skill)?.[1] ?? '') as { description: string };
      expect(entry?.description).toBe(front.description);
      const hex = createHash('sha256')
        .update(readFileSync(path.join(ROOT, dir, ...SKILL_PATH.split('/'))))
        .digest('hex');
      expect(entry?.files).toEqual([{ path: 'SKILL.md', digest: `sha256:${hex}` }]);
      expect(entry?.digest).toBe(skillDigest([{ path: 'SKILL.md', content: skill }]));
    });

    test("llms.txt links the skill and the server card at the build's own address", buildTag(dir), () => {
      const llms = read(dir, '/llms.txt');
      expect(llms).toContain(`${site}${SKILL_PATH}`);
      expect(llms).toContain(`${site}${SERVER_CARD_PATH}`);
    });
  });
}

test("the skill digest is the RFC's: its worked example", () => {
  // cloudflare/agent-skills-discovery-rfc, "Integrity and Verification", worked example.
  expect(
    skillDigest([
      { path: 'scripts/run.sh', content: '#!/bin/sh\n' },
      { path: 'SKILL.md', content: '# Hello\n' },
    ]),
  ).toBe('sha256:34f7a8c484e9991f3e71a309f31332d6335efc01f544105c4185a7c4ab12eb1e');
});

test('with the server behind the site (DOCS_MCP_UPSTREAM), the card names its Streamable HTTP endpoint', () => {
  const card = serverCard({ siteUrl: FIXTURE_SITE_URL, http: true });
  expect(card.remotes).toEqual([
    expect.objectContaining({ type: 'streamable-http', url: `${FIXTURE_SITE_URL}/mcp` }),
  ]);
  // Remote.url: http(s) or a template variable.
  expect(card.remotes?.[0]?.url).toMatch(/^(https?:\/\/[^\s]+|\{[a-zA-Z_][a-zA-Z0-9_]*\}[^\s]*)$/);
  expect(card.remotes?.[0]?.supportedProtocolVersions.length).toBeGreaterThan(0);
  expect((card._meta[card.name] as CardExtension).http).toEqual({ url: `${FIXTURE_SITE_URL}/mcp` });
});
