import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { AllContent, LoadContext, Plugin, PluginContentLoadedActions } from '@docusaurus/types';
import searchIndexPlugin from '../../plugins/search-index';
import { WORKER_URL_ATTRIBUTE } from '../worker/earlySearch';
import { loadIndexFile, searchIndex } from '../engine';
import type { IndexFile } from '../protocol/types';

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

test('local mode: a content-hashed index, served from the generated directory in dev and written by the build', async () => {
  const { siteDir, context, allContent } = await site();
  const plugin = searchIndexPlugin(context, { mode: 'local' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });

  const [data] = globalData as { indexUrl: string }[];
  expect(data?.indexUrl).toMatch(/^\/search-index\.[0-9a-f]{12}\.json$/);
  const generated = path.join(siteDir, '.docusaurus', 'search-index');
  expect(await readdir(generated)).toEqual([data?.indexUrl.slice(1)]);

  // The dev server serves that directory at the base URL.
  const webpack = plugin.configureWebpack?.({}, false, {} as never, undefined) as {
    devServer: { static: { directory: string; publicPath: string }[] };
  };
  expect(webpack.devServer.static).toEqual([{ directory: generated, publicPath: '/', watch: false }]);
  expect(plugin.configureWebpack?.({}, true, {} as never, undefined)).toEqual({});

  // The build writes it next to the pages, and the worker's hashed name into the search page.
  const outDir = path.join(siteDir, 'build');
  await mkdir(path.join(outDir, 'assets', 'js'), { recursive: true });
  await expect(plugin.postBuild?.({ outDir } as never)).rejects.toThrow(
    /expected one search worker .* found 0/,
  );
  await writeFile(path.join(outDir, 'assets', 'js', 'search-worker.0a1b2c3d.js'), '');
  await mkdir(path.join(outDir, 'search'));
  const searchPage = path.join(outDir, 'search', 'index.html');
  await writeFile(searchPage, `<script ${WORKER_URL_ATTRIBUTE}="">…</script>`);
  await plugin.postBuild?.({ outDir } as never);
  expect(await readFile(searchPage, 'utf8')).toBe(
    `<script ${WORKER_URL_ATTRIBUTE}="/assets/js/search-worker.0a1b2c3d.js">…</script>`,
  );
  const file = JSON.parse(
    await readFile(path.join(outDir, data?.indexUrl.slice(1) ?? ''), 'utf8'),
  ) as IndexFile;
  expect(searchIndex(loadIndexFile(file), 'check-only').hits.length).toBeGreaterThan(0);

  // A content change replaces the file instead of adding one.
  await writeFile(path.join(siteDir, 'docs', 'intro.mdx'), 'Changed text.\n');
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });
  expect(await readdir(generated)).toHaveLength(1);
  expect((globalData[1] as { indexUrl: string }).indexUrl).not.toBe(data?.indexUrl);
});

test('Algolia mode builds no index', async () => {
  const { siteDir, context, allContent } = await site();
  const plugin = searchIndexPlugin(context, { mode: 'algolia' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });
  expect(globalData).toEqual([{ indexUrl: null }]);
  await expect(readdir(path.join(siteDir, '.docusaurus'))).rejects.toThrow();
  expect(() => searchIndexPlugin(context, { mode: 'other' })).toThrow(/"mode" must be 'local' or 'algolia'/);
});

test('<Fact> reaches the index as the text it renders, inside a sentence or on its own line', async () => {
  const { siteDir, context, allContent } = await site();
  await writeFile(
    path.join(siteDir, 'docs', 'intro.mdx'),
    [
      'One deploy takes at most <Fact id="deployMaxFiles" /> in a single zip.',
      '',
      '<Fact id="inlineHelpTextMaxLength" />',
      '',
    ].join('\n'),
  );
  const plugin = searchIndexPlugin(context, { mode: 'local' }) as Plugin;
  const globalData: unknown[] = [];
  await plugin.allContentLoaded?.({ allContent, actions: actions(globalData) });
  const [data] = globalData as { indexUrl: string }[];
  const file = JSON.parse(
    await readFile(path.join(siteDir, '.docusaurus', 'search-index', data?.indexUrl.slice(1) ?? ''), 'utf8'),
  ) as IndexFile;
  const index = loadIndexFile(file);
  const found = (query: string) =>
    searchIndex(index, query).hits.map((hit) => index.sections[hit.section]?.b[hit.block]);
  expect(found('10,000 files')).toContain('One deploy takes at most 10,000 files in a single zip.');
  expect(found('510 characters')).toContain('510 characters');
});
