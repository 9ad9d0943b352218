/**
 * The docs MCP server (issue 17), as an assistant meets it: the tarball the
 * build wrote (build/downloads/), driven by the official MCP Inspector's
 * command-line client over stdio and over Streamable HTTP behind nginx.
 *
 * One server per transport: over HTTP one process serves every call; over
 * stdio the Inspector's CLI starts the server for each call it makes (it
 * makes one call per run). Each Inspector run is a Node process of its own, so
 * the Inspector makes the calls where a client's side matters (tools/list with
 * the schemas, resources, the exact twin, a refusal, the packaging: `npx
 * <tarball>` with no registry), and the checks of the server's answers (a type,
 * a plan, a report, ten questions' ranking, the refusals of bad input) go
 * through one session of the SDK's client over stdio, or are posted as plain
 * JSON-RPC over HTTP (the `Call` type below).
 *
 * "The site's ranking" is checked against the site's engine directly
 * (src/search: loadIndexFile + runRequest with the modal's request, as
 * eval/bench/search.ts does), not by driving the search modal in a
 * browser: the modal runs exactly that code on the same index file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_PACKAGE } from '../../src/agents/package';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { QUESTIONS, topPages } from '../../eval/search-questions';
import { answerUrlOf } from '../../src/data/errors/route';
import { renderNginxConf, startNginx } from '../../scripts/nginx-conf';
import { loadIndexFile } from '../../src/search/engine';
import { PACKAGED_SKILL, SKILL_PATH } from '../../src/agents/discovery';
import { readBuiltIndex } from '../../scripts/lib/built-index';
import { startWorkerd, type RunningWorker } from '../../scripts/lib/workerd';
import { MAX_BODY_BYTES } from '../../packages/docs-mcp/src/fetch';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const PORT_BASE = Number(process.env.PW_PORT_BASE ?? 3100);
const MCP_PORT = PORT_BASE + 4;
const NGINX_PORT = PORT_BASE + 5;
const WORKER_PORT = PORT_BASE + 6;
const ENDPOINT = `http://127.0.0.1:${NGINX_PORT}/mcp`;
const INSPECTOR_DIR = path.join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector-cli', 'build');
const SITE = 'https://docs.metaferry.example';

const TARBALL = path.join(BUILD, 'downloads', `${SERVER_PACKAGE.name}-${SERVER_PACKAGE.version}.tgz`);

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
}
interface SearchOutput {
  query: string;
  results: { title: string; sectionPath: string[]; url: string; markdownUrl: string; snippet: string }[];
}

/** Runs the Inspector's CLI once and parses the JSON it prints. */
function inspect(target: string[], args: string[], env: NodeJS.ProcessEnv = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    // The CLI (1.0.3) finds its own package.json relative to the working
    // directory; from its build/ folder that is the package's.
    const child = spawn(process.execPath, [path.join(INSPECTOR_DIR, 'index.js'), ...target, ...args], {
      cwd: INSPECTOR_DIR,
      env: { ...process.env, ...env },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`inspector exited ${code}: ${err}${out}`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`inspector printed no JSON: ${out}${err}`));
      }
    });
  });
}

/** Processes runToExit started that have not exited: a test that times out leaves none behind. */
const running = new Set<ChildProcess>();
test.afterEach(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  running.clear();
});

/** Runs a command with no input until it exits by itself; its exit code or signal, and its stderr. */
function runToExit(
  command: string,
  args: string[],
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    running.add(child);
    child.on('exit', () => running.delete(child));
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, stderr }));
  });
}

const call = (target: string[], tool: string, args: Record<string, string | number>) =>
  inspect(target, [
    '--method',
    'tools/call',
    '--tool-name',
    tool,
    ...Object.entries(args).flatMap(([k, v]) => ['--tool-arg', `${k}=${String(v)}`]),
  ]) as Promise<ToolResult>;

/**
 * One tool call, made by whichever client a check runs through. The checks of the server's answers
 * (a type, a plan, a report) run on every transport, as the same bytes must arrive on each; the
 * Inspector is a Node process per call (two over stdio: the server is started again for each), and
 * it ran 23 per transport, the mcp project's longest test (35 s of CI's 16 min, 2026-12-04). It
 * drives what a client's side shows (tools/list, the twin, a refusal); the answers go through one
 * session of the SDK's own client over stdio and as posted JSON-RPC over HTTP.
 */
type Call = (tool: string, args: Record<string, string | number>) => Promise<ToolResult>;
const throughInspector =
  (target: string[]): Call =>
  (tool, args) =>
    call(target, tool, args);

/** The first `n` pages the site's modal leads to: an answer's section on /errors/ to its own page (issue 54). */
const sitePages = (query: string, n: number): string[] =>
  topPages(loadIndexFile(readBuiltIndex(BUILD)), query, n, SITE, (hit) =>
    answerUrlOf(hit.url, hit.hierarchy.lvl3),
  );

const recordTypesTwin = () =>
  readFileSync(path.join(BUILD, 'supported-components', 'record-types.md'), 'utf8');
const sitemapTwinUrls = () =>
  [...readFileSync(path.join(BUILD, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const route = new URL(m[1] ?? '').pathname;
    return `${SITE}${route === '/' ? '/index.md' : `${route.replace(/\/$/, '')}.md`}`;
  });
const LONG_QUERY = 'a'.repeat(65);

async function expectTools(target: string[]) {
  const { tools } = (await inspect(target, ['--method', 'tools/list'])) as {
    tools: {
      name: string;
      inputSchema: Record<string, unknown>;
      outputSchema?: unknown;
      annotations?: unknown;
    }[];
  };
  expect(tools.map((t) => t.name).sort()).toEqual([
    'check_support',
    'explain_error',
    'get_page',
    'list_pages',
    'plan_job',
    'search_docs',
  ]);
  for (const tool of tools) {
    expect(tool.outputSchema, tool.name).toMatchObject({ type: 'object' });
    expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true });
  }
  const search = tools.find((t) => t.name === 'search_docs');
  expect(search?.inputSchema).toMatchObject({
    required: ['query'],
    properties: {
      query: { type: 'string', minLength: 1, maxLength: 64 },
      limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 },
      section: { enum: expect.arrayContaining(['Getting started', 'Supported components']) },
    },
  });
}

async function expectRecordTypesFirst(call: Call) {
  const result = await call('search_docs', { query: 'record type' });
  const { results } = result.structuredContent as unknown as SearchOutput;
  expect(results[0]).toMatchObject({
    title: 'Record types',
    url: `${SITE}/supported-components/record-types/`,
    markdownUrl: `${SITE}/supported-components/record-types.md`,
  });
  expect(results).toHaveLength(5);
}

async function expectExactTwin(call: Call) {
  const result = await call('get_page', { path: '/supported-components/record-types/' });
  expect(result.isError).toBeFalsy();
  expect(result.content[0]?.text).toBe(recordTypesTwin());
  expect(result.structuredContent?.markdown).toBe(recordTypesTwin());
}

interface ExplainOutput {
  lines: {
    text: string;
    matches: {
      id: string;
      code: string | null;
      title: string;
      message: string;
      url: string;
      cause: string;
      fix: string;
    }[];
  }[];
  symptoms: { id: string; title: string; url: string; cause: string; fix: string }[];
}

/** A CLI deploy report: two known errors, a label, and an error the docs do not list. */
async function expectReportExplained(call: Call) {
  const report = [
    'Status: Failed',
    'Error  Account-Account Layout  In field: Region__c - no CustomField named Account.Region__c found (12:13)',
    'Error  Invoice__c  UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record',
    'Error  Widget__c  A failure nobody has ever seen before today',
  ].join('\n');
  const result = await call('explain_error', { text: report });
  expect(result.isError).toBeFalsy();
  const value = result.structuredContent as unknown as ExplainOutput;
  expect(JSON.parse(result.content[0]?.text ?? '')).toEqual(value);
  expect(value.lines.map((l) => l.matches[0]?.id ?? null)).toEqual([
    'field-not-found',
    'unable-to-lock-row',
    null,
  ]);
  const [field] = value.lines[0]?.matches ?? [];
  expect(field?.url).toBe(`${SITE}/errors/field-not-found/`);
  expect(field?.message).toBe('In field: Region__c - no CustomField named Account.Region__c found');
  expect(field?.cause.length).toBeGreaterThan(20);
  expect(field?.fix).not.toContain('](/');
  expect(value.symptoms).toEqual([]);
  // A description, not an error text: the problem that shows no error (issue 39).
  const described = await call('explain_error', {
    text: 'The flow arrived inactive after the release',
  });
  const symptoms = (described.structuredContent as unknown as ExplainOutput).symptoms;
  expect(symptoms[0]).toMatchObject({
    id: 'flow-arrived-inactive',
    url: `${SITE}/errors/symptom-flow-arrived-inactive/`,
  });
  const tooLong = await call('explain_error', { text: 'x'.repeat(100_001) });
  expect(tooLong.isError).toBe(true);
  expect(tooLong.content[0]?.text).toContain(
    'text is 100,001 characters long; explain_error reads at most 100,000',
  );
}

interface SupportOutput {
  query: string;
  type: string | null;
  supported: boolean;
  status: string;
  requires: { text: string; source: string }[];
  wildcard: boolean | null;
  kind: string | null;
  steps: { title: string; url: string }[];
  notes: string[];
  suggestions: string[];
  readAs: string | null;
  url: string | null;
  source: string | null;
  needsRead: boolean;
}

/**
 * A project folder, a child type, a spelling with spaces, a name no type has, a slip, a type that needs
 * a setting first, a Setup feature no deploy carries, a type whose own page was never found, and one
 * whose page asks only for a baseline permission.
 */
async function expectSupport(call: Call) {
  const [flows, field, apexClass, unknown, slip, bundle, feature, unread, named] = await Promise.all(
    [
      'flows',
      'Account fields',
      'apex class',
      'NotARealType',
      'FlowDefintion',
      'ExperienceBundle',
      'quote templates',
      'Orchestration',
      'NamedCredential',
    ].map(async (type) => {
      const result = await call('check_support', { type });
      expect(result.isError, type).toBeFalsy();
      return result.structuredContent as unknown as SupportOutput;
    }),
  );
  expect(flows).toMatchObject({
    type: 'Flow',
    supported: true,
    url: `${SITE}/supported-components/metadata-types/#flow`,
  });
  expect(flows?.steps.at(-1)).toEqual({
    title: 'Components',
    url: `${SITE}/supported-components/components/`,
  });
  expect(field?.type).toBe('CustomField');
  expect(field?.notes.join(' ')).toContain('A child of `CustomObject`');
  expect(apexClass).toMatchObject({
    type: 'ApexClass',
    status: 'copied',
    wildcard: true,
    kind: 'type',
    needsRead: true,
  });
  // A type whose own page was never found: supported, no needs listed, and it says they weren't read.
  expect(unread).toMatchObject({ type: 'Orchestration', supported: true, requires: [], needsRead: false });
  expect(unread?.notes.join(' ')).toContain("What it needs before a deploy wasn't read");
  // A page that asks only for a baseline permission: no requirement, and the page's sentence, said as none.
  expect(named).toMatchObject({ type: 'NamedCredential', status: 'copied', requires: [] });
  expect(named?.notes.join(' ')).toContain(
    `asks for \`View Setup and Configuration\`: “As of Spring ’20 and later, only users with the View Setup and Configuration permission can access this type.” The user who authorizes each org has it among the [baseline permissions](${SITE}/start/how-to-authorize-an-organization/#before-you-begin)`,
  );
  expect(unknown).toMatchObject({
    type: null,
    supported: false,
    status: 'unknown',
    steps: [],
    suggestions: [],
  });
  // A reader's whole question, as the search box reads it: the one type whose API name it writes.
  const asked = await call('check_support', {
    type: 'Since the last release we cannot retrieve EntitlementProcess with the CLI any more: the retrieve ends with no error and no files.',
  });
  expect(asked.structuredContent).toMatchObject({ type: 'EntitlementProcess', supported: true });
  // A type it names only in words, as what a retrieve acts on: read so, saying how.
  const inWords = await call('check_support', {
    type: 'Since the last release we cannot retrieve the Page Layouts with the CLI any more, and no error shows.',
  });
  expect(inWords.structuredContent).toMatchObject({ type: 'Layout', readAs: 'Layout', status: 'copied' });
  const read = inWords.structuredContent as unknown as { notes: string[] };
  expect(read.notes[0]).toContain(
    'the text writes “Page Layouts”, words that name it, as what the text deploys',
  );
  // A type whose children admins name by its words: offered first, not answered, saying why.
  const parent = await call('check_support', {
    type: 'Since the last release we cannot retrieve a Contact sharing rule with the CLI any more.',
  });
  expect(parent.structuredContent).toMatchObject({ type: null, status: 'unknown' });
  const offered = parent.structuredContent as unknown as { suggestions: string[]; notes: string[] };
  expect(offered.suggestions[0]).toBe('SharingRules');
  expect(offered.notes[0]).toContain(
    'the words of `SharingRules`, which holds other types (`SharingCriteriaRule`, `SharingGuestRule`, `SharingOwnerRule`, …)',
  );
  const tooLong = await call('check_support', { type: 'x'.repeat(4001) });
  expect(tooLong.isError).toBe(true);
  expect(tooLong.content[0]?.text).toContain('type is longer than 4,000 characters');
  // cspell:ignore Defintion
  expect(slip).toMatchObject({
    type: 'FlowDefinition',
    readAs: 'FlowDefinition',
    suggestions: ['FlowDefinition'],
  });
  expect(slip?.notes[0]).toContain('read as `FlowDefinition`');
  expect(bundle).toMatchObject({ status: 'copied-with-prerequisites', supported: true });
  expect(bundle?.requires[0]?.text).toContain('Enable ExperienceBundle Metadata API');
  expect(bundle?.requires[0]?.source).toMatch(/^https:\/\/developer\.salesforce\.com\//);
  expect(feature).toMatchObject({ type: null, supported: false, status: 'not-copyable', steps: [] });
  expect(feature?.url).toBe(`${SITE}/supported-components/metadata-types/#setup-quote-templates`);
}

/** A package.xml planned in dependency order; an entity bomb refused, naming its line. */
async function expectPlan(call: Call) {
  const packageXml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Package xmlns="http://soap.sforce.com/2006/04/metadata">',
    '  <types><members>Account-Account Layout</members><name>Layout</name></types>',
    '  <types><members>Account.Region__c</members><name>CustomField</name></types>',
    '  <types><members>Admin</members><name>Profile</name></types>',
    '  <types><members>Foo</members><name>Widget</name></types>',
    '  <version>62.0</version>',
    '</Package>',
  ].join('\n');
  const result = await call('plan_job', { packageXml });
  expect(result.isError).toBeFalsy();
  const plan = result.structuredContent as unknown as {
    steps: {
      title: string;
      url: string;
      types: string[];
      members: Record<string, string[]>;
      split: string | null;
      options: { option: string; value: string }[];
    }[];
    unsupported: string[];
    permissions: string[];
    checkedAgainst: string;
  };
  // One Components step; Page layouts only because the package lists profiles, and it says why.
  expect(plan.steps.map((s) => s.title)).toEqual(['Components', 'Page layouts', 'Profile updates']);
  expect(plan.steps[1]).toMatchObject({
    url: `${SITE}/supported-components/page-layouts/`,
    members: { Layout: ['Account-Account Layout'] },
    options: [{ option: 'Layout assignments', value: 'Copy, for the profiles in the package' }],
  });
  expect(plan.steps[1]?.split).toContain('layoutAssignments');
  expect(plan.checkedAgainst).toMatch(/^API \d+\.0 \(/);
  expect(plan.unsupported).toEqual(['Widget']);
  expect(plan.permissions).toContain('Modify Metadata Through Metadata API Functions');
  // Type names plan as on the docs' page; a permission set waits for the record types it may grant.
  const names = await call('plan_job', { packageXml: 'PermissionSet, RecordType, Profile' });
  const byNames = names.structuredContent as unknown as { steps: { title: string; why: string[] }[] };
  expect(byNames.steps.map((s) => s.title)).toEqual(['Record types', 'Components', 'Profile updates']);
  expect(byNames.steps[1]?.why.join(' ')).toContain('`PermissionSet` runs after Record types');
  const bomb = await call('plan_job', {
    packageXml: '<?xml version="1.0"?>\n<!DOCTYPE p [<!ENTITY a "aaaa">]>\n<Package/>',
  });
  expect(bomb.isError).toBe(true);
  expect(bomb.content[0]?.text).toMatch(/^Line 2: DOCTYPE declarations are refused/);
}

async function expectPasswdRefused(call: Call) {
  const result = await call('get_page', { path: '../../etc/passwd' });
  expect(result.isError).toBe(true);
  expect(result.content[0]?.text).toMatch(/^Refused: paths with "\.\.\/"/);
}

test.describe('over stdio', () => {
  const dirs: string[] = [];
  let cli = '';
  test.beforeAll(() => {
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
    dirs.push(dir);
    execFileSync('tar', ['-xzf', TARBALL, '-C', dir]);
    cli = path.join(dir, 'package', 'dist', 'cli.js');
  });
  test.afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('the tarball carries the agent skill the site publishes, byte for byte (issue 28)', () => {
    const packed = path.join(path.dirname(path.dirname(cli)), ...PACKAGED_SKILL.split('/'));
    expect(readFileSync(packed, 'utf8')).toBe(
      readFileSync(path.join(BUILD, ...SKILL_PATH.split('/')), 'utf8'),
    );
  });

  test('npx file:<tarball> runs the server with no registry: tools/list shows the six tools with schemas', async () => {
    test.setTimeout(90_000);
    const cache = mkdtempSync(path.join(tmpdir(), 'docs-mcp-npx-'));
    dirs.push(cache);
    // A registry nobody listens on and an empty cache: any network need would fail the start.
    const env = {
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: cache,
      npm_config_yes: 'true',
    };
    // `file:` makes npx read the argument as a package, not as a command to run.
    const npx = ['npx', '--yes', `file:${TARBALL}`];
    const { tools } = (await inspect(npx, ['--method', 'tools/list'], env)) as { tools: { name: string }[] };
    expect(tools.map((t) => t.name).sort()).toEqual([
      'check_support',
      'explain_error',
      'get_page',
      'list_pages',
      'plan_job',
      'search_docs',
    ]);
  });

  test('search, exact twin, refusals', async () => {
    test.setTimeout(90_000);
    const target = [process.execPath, cli];
    // The tarball's server, started once by the SDK's client over stdio, for the server's answers.
    const client = new Client({ name: 'docs-mcp-spec', version: '1' });
    await client.connect(
      new StdioClientTransport({ command: process.execPath, args: [cli], stderr: 'ignore' }),
    );
    const session: Call = async (tool, args) =>
      (await client.callTool({ name: tool, arguments: args })) as unknown as ToolResult;
    try {
      await Promise.all([
        expectTools(target),
        expectExactTwin(throughInspector(target)),
        expectPasswdRefused(throughInspector(target)),
        expectRecordTypesFirst(session),
        expectReportExplained(session),
        expectSupport(session),
        expectPlan(session),
      ]);
    } finally {
      await client.close();
    }
  });
});

/** One JSON-RPC call posted to the endpoint behind nginx, as any HTTP client would. */
function postRpc(method: string, params: Record<string, unknown>, endpoint = ENDPOINT): Promise<Response> {
  return fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

/** A tool's result, posted as one JSON-RPC call: the answer as JSON, or as the one event of a stream. */
async function postedCall(
  tool: string,
  args: Record<string, unknown>,
  endpoint = ENDPOINT,
): Promise<ToolResult> {
  const response = await postRpc('tools/call', { name: tool, arguments: args }, endpoint);
  expect(response.status).toBe(200);
  const text = await response.text();
  const json = text.startsWith('{') ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? '');
  return (JSON.parse(json) as { result: ToolResult }).result;
}

test.describe('over HTTP through nginx', () => {
  let server: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  const target = [ENDPOINT];
  const dirs: string[] = [];
  let cli = '';

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'docs-mcp-'));
    dirs.push(dir);
    execFileSync('tar', ['-xzf', TARBALL, '-C', dir]);
    cli = path.join(dir, 'package', 'dist', 'cli.js');
    // --max-busy-ms: the suite shares two cores with browsers, so the server's thread can wait its turn for
    // longer than the default 200 ms; load shedding has its own test (packages/docs-mcp/src/__tests__/http.test.ts)
    // and is measured by bench:mcp --load.
    server = spawn(process.execPath, [cli, '--http', String(MCP_PORT), '--max-busy-ms', '5000'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      let err = '';
      server?.stderr?.on('data', (d: Buffer) => {
        err += d.toString();
        if (err.includes('MCP over HTTP')) resolve();
      });
      server?.on('exit', (code) => reject(new Error(`MCP server exited ${code}: ${err}`)));
    });
    nginx = startNginx(
      renderNginxConf({ root: 'build', port: NGINX_PORT, mcpUpstream: `127.0.0.1:${MCP_PORT}` }),
      'ignore',
    );
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${NGINX_PORT}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 20_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
    server?.kill('SIGTERM');
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  });

  test('tools, the record type search, the exact twin, an explained report, every sitemap page as a resource', async () => {
    test.setTimeout(90_000);
    const resources = async () => {
      const { resources: list } = (await inspect(target, ['--method', 'resources/list'])) as {
        resources: { uri: string; mimeType: string }[];
      };
      const uris = list.map((r) => r.uri);
      for (const url of sitemapTwinUrls()) expect(uris, url).toContain(url);
      expect(new Set(list.map((r) => r.mimeType))).toEqual(new Set(['text/markdown']));
      const read = (await inspect(target, [
        '--method',
        'resources/read',
        '--uri',
        `${SITE}/supported-components/record-types.md`,
      ])) as { contents: { text: string; mimeType: string }[] };
      expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown', text: recordTypesTwin() });
    };
    await Promise.all([
      expectTools(target),
      expectRecordTypesFirst(throughInspector(target)),
      expectExactTwin(throughInspector(target)),
      // Over HTTP too: 100,001 characters reach the tool (the body limit holds them) and get its message.
      expectReportExplained(throughInspector(target)),
      resources(),
    ]);
  });

  // Posted as any HTTP client would, not through the Inspector (the test above drives it over this
  // transport): ten Inspector runs started ten Node processes for what is one server's ranking.
  test("ten reader questions: the top three pages equal the site's own search", async () => {
    test.setTimeout(90_000);
    const questions = QUESTIONS.slice(0, 10).map((x) => x.q);
    const answers = await Promise.all(
      questions.map((query) => postedCall('search_docs', { query, limit: 3 })),
    );
    answers.forEach((answer, i) => {
      const query = questions[i] ?? '';
      const pages = (answer.structuredContent as unknown as SearchOutput).results.map(
        (r) => new URL(r.url).pathname,
      );
      // The modal lists its first 20 hits: when they come from fewer than
      // three pages, it shows those, and the server (which reads on) adds more.
      const modal = sitePages(query, 3);
      expect(modal.length, query).toBeGreaterThan(0);
      expect(pages.slice(0, modal.length), query).toEqual(modal);
      expect(pages.length, query).toBeGreaterThanOrEqual(modal.length);
      expect(pages.length, query).toBeLessThanOrEqual(3);
    });
  });

  // Posted, as the ten questions are: the Inspector sends its `--tool-arg` values JSON-parsed (`21` a
  // number), which is what a JSON-RPC body carries.
  test('bad input is a tool error that says what is allowed', async () => {
    test.setTimeout(90_000);
    const [long, unknown, passwd, otherHost, badLimit, badSection] = await Promise.all([
      postedCall('search_docs', { query: LONG_QUERY }),
      postedCall('get_page', { path: '/supported-components/record-type/' }),
      postedCall('get_page', { path: '../../etc/passwd' }),
      postedCall('get_page', { path: 'https://example.com/faq/' }),
      postedCall('search_docs', { query: 'job', limit: 21 }),
      postedCall('search_docs', { query: 'job', section: 'Nope' }),
    ]);
    for (const result of [long, unknown, passwd, otherHost, badLimit, badSection])
      expect(result.isError).toBe(true);
    expect(long.content[0]?.text).toContain("query is 65 characters long; the docs' search takes at most 64");
    expect(unknown.content[0]?.text).toMatch(
      /^No page at \/supported-components\/record-type\/ .*Nearest pages: Record types \(https:\/\/docs\.metaferry\.example\/supported-components\/record-types\/\)/,
    );
    expect(passwd.content[0]?.text).toMatch(/^Refused: paths with "\.\.\/"/);
    expect(otherHost.content[0]?.text).toContain(
      'Refused: https://example.com is not this documentation site',
    );
    expect(badLimit.content[0]?.text).toContain('limit must be a whole number from 1 to 20');
    expect(badSection.content[0]?.text).toContain('section must be one of: "Getting started"');
  });

  test("a whole org's real package.xml of 2 MB is planned through nginx, not refused for its size", async () => {
    // 31,915 members (tests/fixtures/manifests/SOURCES.md): over the Inspector's argument limit, so posted.
    const packageXml = readFileSync(
      path.join(__dirname, '../fixtures/manifests/67-aslack-first-financial-ncino.xml'),
      'utf8',
    );
    const result = await postedCall('plan_job', { packageXml });
    expect(result.isError).toBeFalsy();
    const warned = (result.structuredContent as { warnings: string[] }).warnings.join('\n');
    expect(warned).toContain('31,915 components: one deploy takes at most 10,000 files');
    expect(warned).toMatch(/components are in the namespace of a package this job installs \(`LLC_BI` /);
  });

  test('the status codes the MCP specification gives a stateless server, and the size limit', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await fetch(ENDPOINT, { method, headers: { Accept: 'text/event-stream' } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
    const big = await postRpc('ping', { pad: 'x'.repeat(MAX_BODY_BYTES + 10_000) });
    expect(big.status).toBe(413);
    const direct = await fetch(`http://127.0.0.1:${MCP_PORT}/mcp`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{"jsonrpc":',
    });
    expect(direct.status).toBe(400);
  });

  test('--site reads the live deployment: the same twin and the same ranking', async () => {
    test.setTimeout(90_000);
    const site = `http://127.0.0.1:${NGINX_PORT}`;
    const live = [process.execPath, cli, '--site', site];
    const [page, search] = await Promise.all([
      call(live, 'get_page', { path: `${site}/supported-components/record-types.md` }),
      call(live, 'search_docs', { query: QUESTIONS[0]?.q ?? '', limit: 3 }),
    ]);
    expect(page.content[0]?.text).toBe(recordTypesTwin());
    const pages = (search.structuredContent as unknown as SearchOutput).results.map((r) => r.url);
    expect(pages).toEqual(sitePages(QUESTIONS[0]?.q ?? '', 3).map((p) => `${site}${p}`));
  });

  test('--site on a site that does not answer: a clear error on start, not a hang', async () => {
    // Accepts connections and never answers, like a site behind a dead proxy.
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    // A port nobody listens on: one the system just gave out and took back.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const closed = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    try {
      for (const [site, message] of [
        [
          `http://127.0.0.1:${port}`,
          `Cannot reach http://127.0.0.1:${port}/docs-manifest.json: no answer within 1 s`,
        ],
        [
          `http://127.0.0.1:${closed}`,
          `Cannot reach http://127.0.0.1:${closed}/docs-manifest.json: connect ECONNREFUSED`,
        ],
      ] as const) {
        // Not a hang: the process ends by itself, with the error. No bound on how long that
        // takes (the test's own timeout is the only limit): a speed figure is bench:mcp's.
        const result = await runToExit(process.execPath, [cli, '--site', site, '--timeout', '1']);
        expect(result, site).toMatchObject({ code: 1, signal: null });
        expect(result.stderr, site).toContain(`metaferry-docs-mcp: cannot start: ${message}`);
      }
    } finally {
      silent.close();
    }
  });
});

test.describe("as a Worker, in workerd (Cloudflare's runtime; issue 56, item 3)", () => {
  let worker: RunningWorker | undefined;
  const ALLOWED = 'https://docs.metaferry.example';
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(worker?.url ?? '', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        ...headers,
      },
      body,
    });

  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // deploy/cloudflare/dist, written by `npm run build:mcp` with the tarball, from the same build.
    worker = startWorkerd(WORKER_PORT, ALLOWED);
    await expect
      .poll(
        () => {
          if (worker?.process.exitCode !== null) throw new Error(`workerd exited: ${worker?.output() ?? ''}`);
          return fetch(worker.url).then(
            (r) => r.status,
            () => 0,
          );
        },
        { timeout: 30_000 },
      )
      .toBe(405);
  });

  test.afterAll(async () => {
    await worker?.stop();
  });

  test('the tools and the exact twin through the Inspector; the record type search, a report, a type, a plan posted', async () => {
    test.setTimeout(90_000);
    const target = [worker?.url ?? ''];
    const posted: Call = (tool, args) => postedCall(tool, args, worker?.url ?? '');
    await Promise.all([
      expectTools(target),
      expectExactTwin(throughInspector(target)),
      expectPasswdRefused(throughInspector(target)),
      expectRecordTypesFirst(posted),
      expectReportExplained(posted),
      expectSupport(posted),
      expectPlan(posted),
    ]);
  });

  test("the same rules as Node's server: methods, origins, body size, JSON", async () => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } },
    });
    const fromSite = await post(initialize, { Origin: ALLOWED });
    expect(fromSite.status).toBe(200);
    expect(await fromSite.json()).toMatchObject({
      result: { serverInfo: { version: SERVER_PACKAGE.version } },
    });
    expect((await post(initialize, { Origin: 'https://elsewhere.example' })).status).toBe(403);
    const get = await fetch(worker?.url ?? '', { headers: { Accept: 'text/event-stream' } });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    // Over the limit: the answer comes before the body is sent (`Expect: 100-continue`), as a client
    // that reads while it writes would see it; fetch writes it all first, and workerd has hung up.
    const big = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(worker?.url ?? '', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': MAX_BODY_BYTES + 10_000,
          Expect: '100-continue',
        },
      });
      request.on('continue', () => request.end(Buffer.alloc(MAX_BODY_BYTES + 10_000, 'x')));
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.flushHeaders();
    });
    expect(big).toBe(413);
    expect((await post('{"jsonrpc":')).status).toBe(400);
    expect((await fetch(worker?.url.replace('/mcp', '/other') ?? '', { method: 'POST' })).status).toBe(404);
  });
});
