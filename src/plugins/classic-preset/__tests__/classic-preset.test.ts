import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import presetClassic from '@docusaurus/preset-classic';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import { BLOG_PLUGIN_PATH, SEARCH_THEME_PATH, swapEntries } from '..';
import { completeAtom, completeJsonFeed, completeRss } from '../feeds';

/**
 * src/plugins/classic-preset replaces two entries of preset-classic's output
 * by wrappers. These fail when an upgrade changes what it wraps: the entries
 * preset-classic returns, or the feed markup the wrappers complete.
 */
const context = {
  siteConfig: { themeConfig: { algolia: { appId: 'a', apiKey: 'k', indexName: 'i' } } },
} as unknown as LoadContext;

const entryPath = (entry: PluginConfig) =>
  typeof entry === 'string'
    ? entry
    : Array.isArray(entry) && typeof entry[0] === 'string'
      ? entry[0]
      : undefined;

test('preset-classic returns the blog plugin and the search theme the preset swaps', () => {
  const original = presetClassic(context, { blog: { routeBasePath: 'blog' } });
  expect((original.plugins ?? []).map(entryPath)).toContain(BLOG_PLUGIN_PATH);
  expect((original.themes ?? []).map(entryPath)).toContain(SEARCH_THEME_PATH);

  const swapped = swapEntries(original);
  const all = [...(swapped.plugins ?? []), ...(swapped.themes ?? [])].map(entryPath);
  expect(all).not.toContain(BLOG_PLUGIN_PATH);
  expect(all).not.toContain(SEARCH_THEME_PATH);
  expect(swapped.plugins?.length).toBe(original.plugins?.length);
  expect(swapped.themes?.length).toBe(original.themes?.length);
  expect(() => swapEntries({ plugins: [], themes: [] })).toThrow(/no longer returns/);
});

test("the wrapped search theme keeps the theme's components", async () => {
  const { themes = [] } = swapEntries(presetClassic(context, {}));
  const wrapper = themes.find((t) => typeof t === 'function');
  expect(wrapper).toBeDefined();
  const theme = (await (wrapper as (c: LoadContext) => Plugin)({
    ...context,
    baseUrl: '/',
    i18n: { currentLocale: 'en' },
  } as unknown as LoadContext)) as Plugin;
  expect(theme.name).toBe('docusaurus-theme-search-algolia');
  for (const dir of [theme.getThemePath?.(), theme.getTypeScriptThemePath?.()]) {
    expect(dir && existsSync(`${dir}/SearchBar`), dir).toBe(true);
  }
});

test('the feed steps fail loudly when the markup they complete is not there', () => {
  const authors = new Map([['https://x.example/blog/a/', [{ name: 'Ana Ruiz' }]]]);
  expect(() =>
    completeRss('<rss version="2.0"><channel></channel></rss>', 'https://x.example/blog/rss.xml', authors),
  ).toThrow(/channel <link>/);
  expect(() => completeAtom('<feed><entry></entry></feed>', 'https://x.example/blog/atom.xml')).toThrow(
    /rel="alternate"/,
  );
  expect(() =>
    completeJsonFeed('{"version":"https://jsonfeed.org/version/1.1","items":[]}', '', authors),
  ).toThrow(/JSON Feed 1/);
  const rss = completeRss(
    '<rss version="2.0">\n    <channel>\n        <link>https://x.example/blog/</link>\n        <item>\n            <link>https://x.example/blog/a/</link>\n        </item>\n    </channel>\n</rss>',
    'https://x.example/blog/rss.xml',
    authors,
  );
  expect(rss).toContain('<dc:creator>Ana Ruiz</dc:creator>');
  expect(rss).toContain(
    '<atom:link href="https://x.example/blog/rss.xml" rel="self" type="application/rss+xml"/>',
  );
  expect(() =>
    completeRss(
      rss.replace('/blog/a/</link>\n', '/blog/b/</link>\n'),
      'https://x.example/blog/rss.xml',
      authors,
    ),
  ).toThrow(/blog post for the RSS item/);
});
