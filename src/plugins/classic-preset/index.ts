/**
 * preset-classic, with the three plugins that write files in `postBuild`
 * wrapped so that those writes are parts of the build pipeline's emit stage
 * (src/plugins/build-pipeline, which owns the site's one postBuild), and so
 * come out complete (issue 16):
 * - the blog plugin: its feeds get self links and every author
 *   (./feeds.ts), and the JSON Feed's head link its registered type;
 * - theme-search-algolia: `/opensearch.xml` and its head link come from
 *   ./opensearch.ts instead of the theme's fixed template;
 * - the sitemap plugin: its `sitemap.xml`, unchanged, written before the
 *   root stage lists the build.
 *
 * Why a preset: a plugin wrapper needs the original out of the plugin list,
 * and preset-classic adds the search theme whenever `themeConfig.algolia` is
 * set and the sitemap only in production, so the swap happens on the
 * preset's output. Everything else (options, validation, routes, theme
 * components) is the original's; tests/unit/classic-preset.test.ts fails if
 * preset-classic stops returning the entries this replaces, and the pipeline
 * fails the build if any plugin still defines a postBuild of its own.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin, PluginConfig, PluginModule, Preset } from '@docusaurus/types';
import type { BlogContent, PluginOptions as BlogOptions } from '@docusaurus/plugin-content-blog';
import type { Options as PresetOptions } from '@docusaurus/preset-classic';
import * as blogModule from '@docusaurus/plugin-content-blog';
import * as sitemapModule from '@docusaurus/plugin-sitemap';
import presetClassic from '@docusaurus/preset-classic';
import * as searchThemeModule from '@docusaurus/theme-search-algolia';
import { FEED_TYPES } from '../../../config/http-headers';
import { deferPostBuild, replacePostBuild } from '../build-pipeline/parts';
import { sitemapItemsWithAnswers } from '../answer-pages';
import { completeFeeds } from './feeds';
import { OPENSEARCH_FILE, SHORT_NAME, openSearchDescription } from './opensearch';

export const BLOG_PLUGIN_PATH = require.resolve('@docusaurus/plugin-content-blog');
export const SEARCH_THEME_PATH = require.resolve('@docusaurus/theme-search-algolia');
export const SITEMAP_PLUGIN_PATH = require.resolve('@docusaurus/plugin-sitemap');

// The packages' type declarations describe their client modules, not the
// Node entry points this file loads, so the two functions are typed here.
type BlogPluginFunction = (context: LoadContext, options: BlogOptions) => Promise<Plugin<BlogContent>>;
type ThemeFunction = (context: LoadContext) => Plugin<void>;
const blogPlugin = (blogModule as unknown as { default: BlogPluginFunction }).default;
const searchTheme = (searchThemeModule as unknown as { default: ThemeFunction }).default;
type SitemapPluginFunction = (context: LoadContext, options: unknown) => Plugin<void> | null;
const sitemapPlugin = (sitemapModule as unknown as { default: SitemapPluginFunction }).default;

/**
 * A wrapped plugin is loaded from this file, so Docusaurus resolves the
 * theme paths it returns from here; these point them back at the package.
 */
function fromPackage(packageEntry: string, relative: string | undefined): string {
  if (relative === undefined) throw new Error(`classic-preset: ${packageEntry} returned no theme path`);
  return path.resolve(path.dirname(packageEntry), relative);
}

const blogWithCompleteFeeds: PluginModule<BlogContent> = async (context, options) => {
  const blogOptions = options as BlogOptions;
  if (blogOptions.routeBasePath !== 'blog') {
    throw new Error(
      'classic-preset: the feeds are completed under /blog/ (config/http-headers.ts FEED_TYPES)',
    );
  }
  const plugin = await blogPlugin(context, blogOptions);
  return {
    ...deferPostBuild(plugin, async ({ outDir, props }) => {
      const content = props.content as BlogContent;
      if (!blogOptions.feedOptions.type || content.blogPosts.length === 0) return;
      const { url, trailingSlash } = context.siteConfig;
      await completeFeeds({
        outDir,
        site: { url, baseUrl: context.baseUrl, trailingSlash },
        content,
      });
    }),
    injectHtmlTags(args) {
      const tags = plugin.injectHtmlTags?.(args) ?? {};
      const headTags = Array.isArray(tags.headTags) ? tags.headTags : [];
      return {
        ...tags,
        headTags: headTags.map((tag) =>
          typeof tag === 'object' && tag.attributes?.href === '/blog/feed.json'
            ? { ...tag, attributes: { ...tag.attributes, type: FEED_TYPES['/blog/feed.json'] } }
            : tag,
        ),
      };
    },
  };
};
blogWithCompleteFeeds.validateOptions = (
  blogModule as unknown as Pick<PluginModule, 'validateOptions'>
).validateOptions;

const searchThemeWithOpenSearch: PluginModule<void> = (context) => {
  const theme = searchTheme(context);
  const { searchPagePath } = (
    context.siteConfig.themeConfig as { algolia: { searchPagePath: string | false } }
  ).algolia;
  // The theme's own postBuild (its fixed OpenSearch template) is replaced, not deferred.
  return replacePostBuild(
    {
      ...theme,
      getThemePath: () => fromPackage(SEARCH_THEME_PATH, theme.getThemePath?.()),
      getTypeScriptThemePath: () => fromPackage(SEARCH_THEME_PATH, theme.getTypeScriptThemePath?.()),
      injectHtmlTags() {
        if (!searchPagePath) return {};
        return {
          headTags: [
            {
              tagName: 'link',
              attributes: {
                rel: 'search',
                type: 'application/opensearchdescription+xml',
                title: SHORT_NAME,
                href: `${context.baseUrl}${OPENSEARCH_FILE}`,
              },
            },
          ],
        };
      },
    },
    {
      async emit({ outDir }) {
        if (!searchPagePath) return;
        await writeFile(path.join(outDir, OPENSEARCH_FILE), openSearchDescription(context, searchPagePath));
      },
    },
  );
};
searchThemeWithOpenSearch.validateThemeConfig = (
  searchThemeModule as unknown as Pick<PluginModule, 'validateThemeConfig'>
).validateThemeConfig;

/**
 * The sitemap plugin, its sitemap.xml written in the pipeline's emit stage, listing each answer's page
 * in place of the one route they share (src/plugins/answer-pages). Given here, not in the config: a
 * function in the preset's options would be serialized into every page's main.js.
 */
const sitemapInPipeline: PluginModule<void> = (context, options) => {
  const plugin = sitemapPlugin(context, {
    ...(options as object),
    createSitemapItems: sitemapItemsWithAnswers(context.siteConfig.url, context.baseUrl),
  });
  return plugin && deferPostBuild(plugin);
};
sitemapInPipeline.validateOptions = (
  sitemapModule as unknown as Pick<PluginModule, 'validateOptions'>
).validateOptions;

/** preset-classic's entry for a plugin: its resolved path, alone or with options. */
function entryPath(entry: PluginConfig): string | undefined {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry) && typeof entry[0] === 'string') return entry[0];
  return undefined;
}

/**
 * preset-classic's plugins and themes, with the blog, the search theme and
 * the sitemap (production builds only, so optional here) replaced by their
 * wrappers.
 */
export function swapEntries(preset: Preset): Preset {
  const swapped = { blog: false, search: false };
  const swap = (entry: PluginConfig): PluginConfig => {
    const entryFile = entryPath(entry);
    if (entryFile === BLOG_PLUGIN_PATH) {
      swapped.blog = true;
      // PluginModule<Content> is invariant in Content; Docusaurus hands each
      // plugin back its own content, so widening to unknown is safe.
      return [blogWithCompleteFeeds as PluginModule, (Array.isArray(entry) && entry[1]) || {}];
    }
    if (entryFile === SEARCH_THEME_PATH) {
      swapped.search = true;
      return searchThemeWithOpenSearch as PluginModule;
    }
    if (entryFile === SITEMAP_PLUGIN_PATH) {
      return [sitemapInPipeline as PluginModule, (Array.isArray(entry) && entry[1]) || {}];
    }
    return entry;
  };
  const result = { plugins: (preset.plugins ?? []).map(swap), themes: (preset.themes ?? []).map(swap) };
  if (!swapped.blog || !swapped.search) {
    throw new Error(
      `classic-preset: preset-classic no longer returns ${swapped.blog ? '' : 'the blog plugin '}${
        swapped.search ? '' : 'the search theme '
      }as it did in 3.7.0; see src/plugins/classic-preset/index.ts`,
    );
  }
  return result;
}

export default function classicPreset(context: LoadContext, options: PresetOptions): Preset {
  return swapEntries(presetClassic(context, options));
}
