/**
 * The docs MCP server's lookup, listing, search and limits, on the docs of
 * build/ (as the tarball carries them), without a transport: the behaviour
 * tests/mcp checks through the Inspector, in detail and in milliseconds.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { expect, test } from '@playwright/test';
import { bundleFromBuild } from '../../scripts/build-docs-mcp';
import { MCP_BURST, MCP_RATE, nginxMcpLocation, nginxMcpZone } from '../../scripts/nginx-conf';
import { OTHER_SECTION } from '../../packages/docs-mcp/src/bundle';
import { MAX_BODY_BYTES } from '../../packages/docs-mcp/src/fetch';
import { MAX_PACKAGE_BYTES } from '../../src/data/package-plan/parse';
import { modalRequest } from '../../src/search/protocol/modalRequest';
import { Docs, DocsError, MAX_QUERY_LENGTH, searchRequest } from '../../packages/docs-mcp/src/docs';
import { createServer, TOOL_NAMES } from '../../packages/docs-mcp/src/server';
import { LOCAL_HTTP_URL, SERVER_KEY, TARBALL } from '../../src/agents/install';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

function docs(): Docs {
  if (!existsSync(path.join(BUILD, 'llms.txt'))) {
    throw new Error('build/ has no llms.txt: run `npx docusaurus build` first (scripts/test.sh does)');
  }
  return (cached ??= new Docs(bundleFromBuild(BUILD)));
}
let cached: Docs | undefined;

const ORIGIN = 'https://docs.metaferry.example';
const RECORD_TYPES = '/supported-components/record-types/';

test('a route, a page URL and a Markdown URL, in their usual spellings, name the same page', () => {
  const d = docs();
  for (const input of [
    RECORD_TYPES,
    '/supported-components/record-types',
    'supported-components/record-types/',
    '/supported-components/record-types.md',
    '/supported-components/record-types/index.html',
    '/supported-components/record-types/?tab=1#profile-visibility',
    `${ORIGIN}/supported-components/record-types/`,
    `${ORIGIN}/supported-components/record-types.md`,
    '  /supported-components/record-types/  ',
  ]) {
    expect(d.resolve(input).route, input).toBe(RECORD_TYPES);
  }
  expect(d.resolve('/').route).toBe('/');
  expect(d.resolve(`${ORIGIN}/index.md`).route).toBe('/');
  expect(d.resolve(RECORD_TYPES).markdown).toBe(
    readFileSync(path.join(BUILD, 'supported-components', 'record-types.md'), 'utf8'),
  );
});

test('paths outside the docs are refused with what is allowed, before any lookup', () => {
  const d = docs();
  for (const input of [
    '../../etc/passwd',
    '/start/../../etc/passwd',
    '%2e%2e/%2e%2e/etc/passwd',
    './faq/',
    'file:///etc/passwd',
    'https://evil.example/faq/',
    '//evil.example/faq/',
    'C:\\Windows\\win.ini',
    '/faq/\u0000',
    '',
  ]) {
    expect(() => d.resolve(input), JSON.stringify(input)).toThrow(DocsError);
    expect(() => d.resolve(input), JSON.stringify(input)).toThrow(/route such as \/start\/how-to-run-job\//);
  }
  // A file-system path that is a well-formed route is simply not a page.
  expect(() => d.resolve('/etc/passwd')).toThrow(/^No page at \/etc\/passwd\//);
});

test('an unknown page names up to three near pages, the closest spelling first', () => {
  const d = docs();
  expect(() => d.resolve('/supported-components/record-type/')).toThrow(
    `Nearest pages: Record types (${ORIGIN}${RECORD_TYPES})`,
  );
  expect(d.nearPages('/start/how-to-run-jobs/')[0]?.route).toBe('/start/how-to-run-job/');
  expect(d.nearPages('/supported-components/picklists/').length).toBeLessThanOrEqual(3);
});

test('list_pages: llms.txt order (the sidebar), then the pages llms.txt does not list', () => {
  const d = docs();
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  const listed = [...llms.matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
  const pages = d.list();
  expect(pages.slice(0, listed.length).map((p) => p.markdownUrl)).toEqual(listed);
  expect(d.sections).toEqual([
    'Getting started',
    'Basic terminology',
    'Supported components',
    'FAQ, errors and known issues',
    'Each error and problem on its own page',
    OTHER_SECTION,
  ]);
  const components = d.list('Supported components');
  expect(components[0]?.title).toBe('Supported components');
  expect(components.every((p) => p.url.startsWith(`${ORIGIN}/supported-components/`))).toBe(true);
  expect(pages.find((p) => p.url === `${ORIGIN}/faq/`)?.description).toMatch(/^Short answers/);
});

test("search: one result per page in the engine's order; limit and section apply", () => {
  const d = docs();
  const results = d.search('record type', 20);
  expect(results[0]).toMatchObject({ title: 'Record types', url: `${ORIGIN}${RECORD_TYPES}` });
  expect(new Set(results.map((r) => r.url)).size).toBe(results.length);
  expect(d.search('record type', 2)).toEqual(results.slice(0, 2));
  const basics = d.search('org', 20, 'Basic terminology');
  expect(basics.length).toBeGreaterThan(0);
  expect(basics.every((r) => r.url.startsWith(`${ORIGIN}/basic-terminology/`))).toBe(true);
  // Snippets are plain text, not DocSearch's escaped HTML.
  expect(d.search("org's", 20).some((r) => r.snippet.includes('&#39;'))).toBe(false);
  expect(d.search('zzzzqqq')).toEqual([]);
  // A hit in an answer's section on /errors/ gives that answer's own page (issue 54).
  const answer = d.search('INVALID_CROSS_REFERENCE_KEY', 5).map((r) => r.url);
  expect(answer.some((url) => /\/errors\/[a-z0-9-]+\/$/.test(url))).toBe(true);
  expect(answer.filter((url) => url.includes('#'))).toEqual([]);
});

test("search asks the modal's request (src/search/protocol/modalRequest.ts), every hit kept, snippets as plain text", () => {
  const source = readFileSync(path.join(ROOT, 'packages/docs-mcp/src/docs.ts'), 'utf8');
  expect(source).toContain("import { modalRequest } from '../../../src/search/protocol/modalRequest';");
  expect(source).toContain('runRequest(this.index, searchRequest(query), this.origin)');
  const modal = modalRequest('record type', { indexName: 'metaferry-docs' });
  expect(searchRequest('record type')).toEqual({
    ...modal,
    hitsPerPage: 1000,
    attributesToSnippet: ['content:30'],
    highlightPreTag: '',
    highlightPostTag: '',
  });
});

test("the query cap is the site's: the spec's 64 and the search page's MAX_QUERY_LENGTH", () => {
  const page = readFileSync(path.join(ROOT, 'src/search/protocol/pageRequest.ts'), 'utf8');
  expect(Number(/export const MAX_QUERY_LENGTH = (\d+);/.exec(page)?.[1])).toBe(MAX_QUERY_LENGTH);
  expect(MAX_QUERY_LENGTH).toBe(64);
});

test('nginx: /mcp only with DOCS_MCP_UPSTREAM, proxied unbuffered with the body limit and a per-address rate', () => {
  expect(nginxMcpLocation(undefined)).not.toContain('location');
  expect(nginxMcpZone(undefined)).not.toContain('limit_req_zone');
  expect(nginxMcpZone('127.0.0.1:8787')).toBe(
    `limit_req_zone $binary_remote_addr zone=mf_mcp:10m rate=${MCP_RATE};`,
  );
  const on = nginxMcpLocation('127.0.0.1:8787');
  expect(on).toContain(`limit_req zone=mf_mcp burst=${MCP_BURST} nodelay;`);
  expect(on).toContain('limit_req_status 429;');
  expect(on).toContain('location = /mcp {');
  expect(on).toContain('proxy_pass http://127.0.0.1:8787;');
  expect(on).toContain('proxy_buffering off;');
  // The server's own bound (a 4 MB package.xml, escaped), so nginx refuses a larger body first.
  expect(on).toContain(`client_max_body_size ${Math.ceil(MAX_BODY_BYTES / 1024)}k;`);
  expect(MAX_BODY_BYTES).toBeGreaterThan(2 * MAX_PACKAGE_BYTES);
  expect(() => nginxMcpLocation('127.0.0.1:8787; evil')).toThrow(/not HOST:PORT/);
});

test("llms.txt and the MCP guide say how to add the current tarball, at the build's address, to each assistant, over stdio and HTTP", () => {
  const llms = readFileSync(path.join(BUILD, 'llms.txt'), 'utf8');
  // The guide as readers get it (its twin; the page renders the same text): the source
  // writes %MCP_TARBALL_URL% and the build fills in its own address and version.
  const faq = readFileSync(path.join(BUILD, 'start', 'add-docs-to-your-ai-assistant.md'), 'utf8');
  const source = readFileSync(path.join(ROOT, 'docs', 'start', 'add-docs-to-your-ai-assistant.mdx'), 'utf8');
  expect(source).toContain('%MCP_TARBALL_URL%');
  expect(source).not.toMatch(/metaferry-docs-mcp-[\d.]+\.tgz|docs\.metaferry\.example/);
  for (const [name, text] of [
    ['llms.txt', llms],
    ['the guide', faq],
  ] as const) {
    expect(text, name).toContain(`${ORIGIN}/downloads/${TARBALL}`);
    expect(text, name).toContain(`claude mcp add ${SERVER_KEY} -- npx -y`);
    expect(text, name).toContain(`claude mcp add --transport http ${SERVER_KEY} ${LOCAL_HTTP_URL}`);
    for (const key of [
      'claude_desktop_config.json',
      '"mcpServers"',
      '.cursor/mcp.json',
      '.vscode/mcp.json',
    ]) {
      expect(text, `${name}: ${key}`).toContain(key);
    }
    expect(text, name).toMatch(/"servers": \{\s*"metaferry-docs(?:-http)?": \{\s*"type": "(?:stdio|http)"/);
    expect(text, name).toContain(`"url": "${LOCAL_HTTP_URL}"`);
    // Every tool the server registers is named, so an assistant learns of the newest ones too.
    for (const tool of TOOL_NAMES) expect(text, `${name}: ${tool}`).toContain(tool);
  }
  // Outdated tarball names: every mention is the current version.
  for (const match of `${llms}\n${faq}`.matchAll(/metaferry-docs-mcp-([\d.]+)\.tgz/g)) {
    expect(match[0]).toBe(TARBALL);
  }
});

test('bad input over the protocol: tool errors that say what is allowed, and the server keeps answering', async () => {
  const server = createServer(docs(), 'test');
  const client = new Client({ name: 'unit', version: '1' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const text = async (name: string, args: Record<string, unknown>) => {
      const result = (await client.callTool({ name, arguments: args })) as {
        isError?: boolean;
        content: { text: string }[];
      };
      expect(result.isError, JSON.stringify(args)).toBe(true);
      return result.content[0]?.text ?? '';
    };
    expect(await text('search_docs', { query: '' })).toContain('query is empty: give 1 to 64 characters');
    expect(await text('search_docs', { query: '   ' })).toContain('query is empty');
    expect(await text('search_docs', { query: 42 })).toContain('query must be text of 1 to 64 characters');
    expect(await text('search_docs', {})).toContain('query must be text of 1 to 64 characters');
    expect(await text('search_docs', { query: 'x'.repeat(65) })).toContain(
      "query is 65 characters long; the docs' search takes at most 64",
    );
    expect(await text('search_docs', { query: 'job', limit: 2.5 })).toContain('limit must be a whole number');
    expect(await text('get_page', { path: ['/faq/'] })).toContain('path must be text');
    expect(await text('list_pages', { section: 'Blog' })).toContain(
      'section must be one of: "Getting started"',
    );
    const ok = await client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(64) } });
    expect(ok.isError).toBeFalsy();
    const page = await client.readResource({ uri: `${ORIGIN}/faq.md` });
    expect(page.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
  } finally {
    await client.close();
    await server.close();
  }
});

test('the bundle holds the pages only: not the agent skill or any file under .well-known/', () => {
  const routes = docs().pages.map((page) => page.route);
  expect(routes.filter((route) => route.startsWith('/.well-known'))).toEqual([]);
  expect(docs().list().length).toBe(docs().pages.length);
});
