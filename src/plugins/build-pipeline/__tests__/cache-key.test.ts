import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { LoadContext } from '@docusaurus/types';
import buildPipelinePlugin, { remarkInputsDigest } from '..';
import { docRoute, docTitle } from '../../../site/docTitles';
import { allContent } from '../../../site/__tests__/allContent';

test("the cache key follows the remark transforms' inputs: a data module's or data file's change renames the cache, a test's or a component's does not", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'cache-key-'));
  try {
    for (const dir of ['src/data/errors/__tests__', 'src/elements/ErrorEntries']) {
      mkdirSync(path.join(site, dir), { recursive: true });
    }
    const write = (file: string, text: string) => writeFileSync(path.join(site, file), text);
    write('src/data/errors/entries.ts', "export const message = 'Cannot find folder:{folder}';");
    write('src/data/errors/__tests__/entries.test.ts', '// a test');
    write('src/elements/ErrorEntries/nodes.ts', 'export {};');
    write('src/elements/ErrorEntries/index.tsx', 'export {};');
    const first = remarkInputsDigest(site);
    write('src/data/errors/__tests__/entries.test.ts', '// another test');
    write('src/elements/ErrorEntries/index.tsx', 'export const x = 1;');
    expect(remarkInputsDigest(site)).toBe(first);
    write('src/data/errors/entries.ts', "export const message = 'Cannot find folder: {folder}';");
    const second = remarkInputsDigest(site);
    expect(second).not.toBe(first);
    // Data the modules import as JSON (src/data/metadata-types/guide/*.json) counts too.
    write('src/data/errors/rows.json', '[]');
    const third = remarkInputsDigest(site);
    expect(third).not.toBe(second);
    write('src/data/errors/rows.json', '[{"type": "Flow"}]');
    expect(remarkInputsDigest(site)).not.toBe(third);
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});

test("the site model's docs reach the remark transforms with their titles, and a renamed page renames the cache", async () => {
  const context = {
    siteDir: process.cwd(),
    baseUrl: '/',
    siteConfig: { url: 'https://docs.example.com', trailingSlash: true },
  } as unknown as LoadContext; // the plugin reads these three fields only
  const plugin = buildPipelinePlugin(context);
  const cacheName = async (titleOfRun: string) => {
    const content = allContent();
    const docs = content['docusaurus-plugin-content-docs']?.default as {
      loadedVersions: { docs: { id: string; title: string }[] }[];
    };
    const run = docs.loadedVersions[0]?.docs.find((doc) => doc.id === 'start/run');
    if (run) run.title = titleOfRun;
    await plugin.allContentLoaded?.({ allContent: content, actions: {} as never });
    const config = plugin.configureWebpack?.(
      { cache: { type: 'filesystem', name: 'client' } } as never,
      false,
      {} as never,
      {} as never,
    ) as { cache: { name: string } };
    return config.cache.name;
  };
  const first = await cacheName('Run a job');
  expect(docTitle('/start/run/')).toBe('Run a job');
  expect(docTitle('/start/run/#before-you-begin')).toBe('Run a job');
  expect(docRoute(path.join(process.cwd(), 'docs/start/run.mdx'))).toBe('/start/run/');
  expect(await cacheName('Run a job')).toBe(first);
  const renamed = await cacheName('Run a job now');
  expect(docTitle('/start/run/')).toBe('Run a job now');
  expect(renamed).not.toBe(first);
});
