import { readFileSync } from 'node:fs';
import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { AllContent, LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import searchIndexPlugin, { RECORDS_FILE, type RecordsFile } from '..';
import { PARTS, type BuildFacts, type BuildParts, type PluginWithParts } from '../../build-pipeline/parts';
import { WORKER_URL_ATTRIBUTE } from '../../../search/worker/earlySearch';
import { loadIndexFile, searchIndex, withParts } from '../../../search/engine';
import type { IndexFile } from '../../../search/protocol/types';

async function site() {
  const siteDir = await mkdtemp(path.join(tmpdir(), 'search-plugin-'));
  await mkdir(path.join(siteDir, 'docs'), { recursive: true });
  await writeFile(path.join(siteDir, 'docs', 'intro.mdx'), 'Validate only runs a check-only deploy.\n');
  const context = {
    siteDir,
    baseUrl: '/',
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    siteConfig: { url: 'https://docs.example.com', trailingSlash: true },
  } as unknown as LoadContext;
  const allContent = {
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            versionName: 'current',
            sidebars: {},
            docs: [
              {
                id: 'intro',
                title: 'Intro',
                description: 'Start here.',
                source: '@site/docs/intro.mdx',
                permalink: '/',
                unlisted: false,
                frontMatter: {},
              },
            ],
          },
        ],
      },
    },
  } as unknown as AllContent;
  return { siteDir, context, allContent };
}

function actions(globalData: unknown[]): PluginContentLoadedActions {
  return {
    setGlobalData: (data: unknown) => void globalData.push(data),
    addRoute: () => undefined,
    createData: async () => '',
  } as unknown as PluginContentLoadedActions;
}

function partsOf(plugin: Plugin): BuildParts {
  const parts = (plugin as PluginWithParts)[PARTS];
  if (!parts) throw new Error(`${plugin.name} gives the build pipeline no parts`);
  return parts;
}

test('local mode: a content-hashed index, served from the generated directory in dev and copied by the build', async () => {
  const { siteDir, context, allContent } = await site();
  const plugin = searchIndexPlugin(context, { mode: 'local' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });

  const [data] = globalData as { indexUrl: string }[];
  expect(data?.indexUrl).toMatch(/^\/search-index\.[0-9a-f]{12}\.json$/);
  const generated = path.join(siteDir, '.docusaurus', 'served-files', 'search-index');
  // The head file and the parts it names (issue 26), nothing else.
  const head = JSON.parse(
    await readFile(path.join(generated, data?.indexUrl.slice(1) ?? ''), 'utf8'),
  ) as IndexFile;
  const partFiles = [...head.s.map((r) => r.file), ...head.c.map((r) => r.file)];
  expect(await readdir(generated)).toEqual(['assets', data?.indexUrl.slice(1)].sort());
  expect(
    (await readdir(path.join(generated, 'assets', 'search-index')))
      .map((f) => `assets/search-index/${f}`)
      .sort(),
  ).toEqual(partFiles.sort());
  for (const name of partFiles)
    expect(name).toMatch(/^assets\/search-index\/(?:shard|chunk)\.[0-9a-f]{12}\.json$/);

  // The dev server serves that directory at the base URL.
  const webpack = plugin.configureWebpack?.({}, false, {} as never, undefined) as {
    devServer: { static: { directory: string; publicPath: string }[] };
  };
  expect(webpack.devServer.static).toEqual([{ directory: generated, publicPath: '/', watch: false }]);
  expect(plugin.configureWebpack?.({}, true, {} as never, undefined)).toEqual({});

  // The build pipeline copies that directory next to the pages; the plugin
  // finds the worker's hashed name and writes it into the search page.
  const parts = partsOf(plugin);
  expect(parts.generatedDir).toBe(generated);
  const outDir = path.join(siteDir, 'build');
  await mkdir(path.join(outDir, 'assets', 'js'), { recursive: true });
  const facts: BuildFacts = {};
  await expect(parts.emit?.({ outDir, facts } as never)).rejects.toThrow(
    /expected one search worker .* found 0/,
  );
  await writeFile(path.join(outDir, 'assets', 'js', 'search-worker.0a1b2c3d.js'), '');
  await parts.emit?.({ outDir, facts } as never);
  // It hands the head's name on to the build manifest (build facts, ../../build-pipeline/stages.ts).
  expect(facts.searchIndex).toBe(data?.indexUrl);
  const page = { file: path.join(outDir, 'search', 'index.html'), route: '/search/', outDir };
  expect(await parts.transformHtml?.(`<script ${WORKER_URL_ATTRIBUTE}="">…</script>`, page)).toBe(
    `<script ${WORKER_URL_ATTRIBUTE}="/assets/js/search-worker.0a1b2c3d.js">…</script>`,
  );
  const file = withParts(head, (name) => JSON.parse(readFileSync(path.join(generated, name), 'utf8')));
  expect(searchIndex(loadIndexFile(file), 'check-only').hits.length).toBeGreaterThan(0);

  // A content change replaces the file instead of adding one.
  await writeFile(path.join(siteDir, 'docs', 'intro.mdx'), 'Changed text.\n');
  // Docusaurus aggregates a new allContent on every reload; the site model is computed once per object.
  await plugin.allContentLoaded?.({ allContent: { ...allContent }, actions: actions(globalData) });
  const next = (globalData[1] as { indexUrl: string }).indexUrl;
  expect(next).not.toBe(data?.indexUrl);
  const nextHead = JSON.parse(await readFile(path.join(generated, next.slice(1)), 'utf8')) as IndexFile;
  expect(await readdir(generated)).toEqual(['assets', next.slice(1)].sort());
  expect(
    (await readdir(path.join(generated, 'assets', 'search-index')))
      .map((f) => `assets/search-index/${f}`)
      .sort(),
  ).toEqual([...nextHead.s.map((r) => r.file), ...nextHead.c.map((r) => r.file)].sort());
});

test('Algolia mode builds no index, only the records search:upload sends', async () => {
  const { siteDir, context, allContent } = await site();
  const plugin = searchIndexPlugin(context, { mode: 'algolia' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });
  expect(globalData).toEqual([{ indexUrl: null }]);
  expect(await readdir(path.join(siteDir, '.docusaurus'))).toEqual([RECORDS_FILE]);
  expect(partsOf(plugin)).toEqual({});
  const written = JSON.parse(
    await readFile(path.join(siteDir, '.docusaurus', RECORDS_FILE), 'utf8'),
  ) as RecordsFile;
  expect(written.siteUrl).toBe('https://docs.example.com');
  expect(written.records.map((r) => r.url)).toContain('https://docs.example.com/');
  expect(() => searchIndexPlugin(context, { mode: 'other' })).toThrow(/"mode" must be 'local' or 'algolia'/);
});

test('<Fact> reaches the index as the text it renders, inside a sentence or on its own line', async () => {
  const { siteDir, context, allContent } = await site();
  await writeFile(
    path.join(siteDir, 'docs', 'intro.mdx'),
    [
      'One deploy takes at most <Fact id="deployMaxFiles" /> in a single zip.',
      '',
      '<Fact id="fieldHistoryMaxFields" />',
      '',
    ].join('\n'),
  );
  const plugin = searchIndexPlugin(context, { mode: 'local' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });
  const [data] = globalData as { indexUrl: string }[];
  const dir = path.join(siteDir, '.docusaurus', 'served-files', 'search-index');
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  const index = loadIndexFile(withParts(read(data?.indexUrl.slice(1) ?? '') as IndexFile, read));
  const found = (query: string) =>
    searchIndex(index, query).hits.map((hit) => index.sections[hit.section]?.b[hit.block]);
  expect(found('10,000 files')).toContain('One deploy takes at most 10,000 files in a single zip.');
  expect(found('20 fields')).toContain('20 fields');
});
