import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as PagesOptions } from '@docusaurus/plugin-content-pages';
import { announcementBar } from './config/announcement';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
import { product } from './config/product';
import { darkCodeTheme, lightCodeTheme } from './config/prism';
import { createSearchConfig } from './config/search';
import { createFeedbackConfig, feedbackWidgetEnabled } from './config/feedback';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import announcementPerIdPlugin from './src/plugins/announcement-per-id';
import answerPagesPlugin from './src/plugins/answer-pages';
import buildPipelinePlugin from './src/plugins/build-pipeline';
import cleanTextOutputPlugin from './src/plugins/clean-text-output';
import compileHintsPlugin from './src/plugins/compile-hints';
import earlyInputPlugin from './src/plugins/early-input';
import consentPlugin, { SETTINGS_ATTRIBUTE, type ConsentPluginOptions } from './src/plugins/consent';
import agentDiscoveryPlugin, { type AgentDiscoveryOptions } from './src/plugins/agent-discovery';
import hostFilesPlugin, { type HostFilesOptions } from './src/plugins/host-files';
import idlePrefetchPlugin from './src/plugins/idle-prefetch';
import leanPrismPlugin from './src/plugins/lean-prism';
import remarkLeanPrism from './src/plugins/lean-prism/remark';
import { beforeDefaultRemarkPlugins, contentRemarkPlugins } from './src/site/content-remark';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import notFoundMetadataPlugin from './src/plugins/not-found-metadata';
import printStylesheetPlugin from './src/plugins/print-stylesheet';
import pageFeedbackPlugin, { type PageFeedbackPluginOptions } from './src/plugins/page-feedback';
import scriptsAfterPaintPlugin from './src/plugins/scripts-after-paint';
import searchIndexPlugin, { type SearchIndexPluginOptions } from './src/plugins/search-index';
import shareMetadataPlugin from './src/plugins/share-metadata';
import { gitHistory } from './src/plugins/share-metadata/git-history';

// --- Environment: read once, here, and nowhere else. -----------------------
// Public origin of the deployed site (canonical URLs, sitemap, feeds).
const SITE_URL = process.env.SITE_URL ?? 'https://docs.metaferry.example';
// Google Tag Manager container; unset means no tag manager and no third-party request.
const GTM_CONTAINER_ID = process.env.GTM_CONTAINER_ID?.trim() || undefined;
// Adds the test-only pages under /tests/ (crash page); never set for a public build.
const INCLUDE_TEST_PAGES = process.env.INCLUDE_TEST_PAGES === 'true';
// Algolia DocSearch application id; search uses Algolia only when all three ALGOLIA_* are set.
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID?.trim() || undefined;
// Algolia search-only (public) API key; never the admin key.
const ALGOLIA_SEARCH_API_KEY = process.env.ALGOLIA_SEARCH_API_KEY?.trim() || undefined;
// Algolia index name; unset (or any ALGOLIA_* unset) means the offline index built with the site.
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME?.trim() || undefined;
// Pages are dated from git only with the whole history (a shallow clone would
// date every page to its one commit; see src/plugins/share-metadata/git-history.ts).
const GIT_HISTORY = gitHistory(__dirname);
const SHOW_LAST_UPDATE = GIT_HISTORY === 'full';
if (!SHOW_LAST_UPDATE) {
  console.warn(
    `[metaferry] git history: ${GIT_HISTORY}; building without "Last updated on" dates and sitemap lastmod (clone with full history, e.g. fetch-depth: 0, to have them)`,
  );
}
// Receives page feedback as JSON by navigator.sendBeacon; unset means answers go to the tag manager only.
const FEEDBACK_ENDPOINT = process.env.FEEDBACK_ENDPOINT?.trim() || undefined;
// The docs MCP server's HTTP upstream behind the site's /mcp (scripts/nginx-conf.ts proxies it);
// the build only needs to know whether it is set, for the server card's HTTP endpoint.
const DOCS_MCP_HTTP = Boolean(process.env.DOCS_MCP_UPSTREAM?.trim());
// ---------------------------------------------------------------------------

const search = createSearchConfig({
  appId: ALGOLIA_APP_ID,
  apiKey: ALGOLIA_SEARCH_API_KEY,
  indexName: ALGOLIA_INDEX_NAME,
});

const feedback = createFeedbackConfig({
  gtm: Boolean(GTM_CONTAINER_ID),
  endpoint: FEEDBACK_ENDPOINT,
  // Sent with each beacon: which release of the docs the reader answered about.
  siteVersion: (JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8')) as { version: string })
    .version,
});

// With a tag manager, the footer's "More" column gets the button that reopens
// the consent banner (src/plugins/consent/client.ts listens for it).
const siteFooter = GTM_CONTAINER_ID
  ? {
      ...footer,
      links: footer.links.map((column) =>
        column.title === 'More'
          ? {
              ...column,
              items: [
                ...column.items,
                {
                  // A button: it opens a dialog, it goes nowhere. Sized like the links beside it.
                  html: `<button type="button" class="clean-btn footer__link-item" style="font-size:inherit;line-height:inherit" ${SETTINGS_ATTRIBUTE}>Cookie settings</button>`,
                },
              ],
            }
          : column,
      ),
    }
  : footer;

const BLOG_DESCRIPTION =
  'Release notes and field-tested advice on moving Salesforce metadata between orgs with Metaferry.';

// Every MDX content plugin runs these (docs, blog, pages, the fixture pages),
// so that pages carry what they show and no more: the content chain
// (src/site/content-remark.ts: the build's values, <Fact> as text, the elements'
// data), then code tokens at build time. The elements that add headings run
// before Docusaurus's own (beforeDefaultRemarkPlugins, same module), with the long lists in the
// HTML only (islands).
const REMARK_PLUGINS = [...contentRemarkPlugins(SITE_URL, '/'), remarkLeanPrism];
const BEFORE_DEFAULT = [...beforeDefaultRemarkPlugins({ islands: true })];

const config = {
  title: `${product.name} documentation`,
  tagline: product.tagline,
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: true,
  // Its check runs at DOMContentLoaded, before the app scripts that
  // scripts-after-paint loads after the first paint: it would always fire.
  baseUrlIssueBanner: false,

  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' } },
  },

  customFields: {
    productName: product.name,
    docsRepoUrl: product.docsRepoUrl,
    search: search.customFields,
    feedback,
  },

  presets: [
    [
      // preset-classic, with the blog's feeds and the OpenSearch file completed
      // (see the file's header). Relative to this file, not absolute: the site
      // config is serialized into the main bundle, and an absolute path would
      // make its bytes depend on where the repository is checked out.
      './src/plugins/classic-preset/index.ts',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${product.docsRepoUrl}/edit/main/`,
          showLastUpdateTime: SHOW_LAST_UPDATE,
          versions: { current: { label: 'Next' } },
          remarkPlugins: REMARK_PLUGINS,
          beforeDefaultRemarkPlugins: BEFORE_DEFAULT,
        },
        blog: {
          showReadingTime: true,
          // A post's last commit: its dateModified and its sitemap lastmod.
          showLastUpdateTime: SHOW_LAST_UPDATE,
          blogTitle: 'Blog',
          blogDescription: BLOG_DESCRIPTION,
          blogSidebarTitle: 'Recent posts',
          feedOptions: {
            type: ['rss', 'atom', 'json'],
            xslt: true,
            copyright: footer.copyright,
            description: BLOG_DESCRIPTION,
          },
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          remarkPlugins: REMARK_PLUGINS,
          beforeDefaultRemarkPlugins: BEFORE_DEFAULT,
        },
        pages: { remarkPlugins: REMARK_PLUGINS, beforeDefaultRemarkPlugins: BEFORE_DEFAULT },
        theme: { customCss: ['./src/css/custom.css', './src/elements/AtAGlance/styles.css'] },
        // /markdown-page/ is a contributors' reference and /search/ a results
        // page: both carry a noindex meta too.
        sitemap: {
          ignorePatterns: ['/tests/**', '/markdown-page/', '/search/'],
          // The sitemap plugin asks git itself, whatever the docs' options say:
          // without the whole history it would date every page to the last commit.
          lastmod: SHOW_LAST_UPDATE ? 'date' : null,
        },
        // No googleTagManager here: src/plugins/consent loads the container, after consent.
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    announcementPerIdPlugin,
    // Only with a tag manager: a build without one has no banner code at all.
    ...(GTM_CONTAINER_ID
      ? [[consentPlugin, { containerId: GTM_CONTAINER_ID } satisfies ConsentPluginOptions]]
      : []),
    cleanTextOutputPlugin,
    scriptsAfterPaintPlugin,
    compileHintsPlugin,
    earlyInputPlugin,
    leanPrismPlugin,
    idlePrefetchPlugin,
    notFoundMetadataPlugin,
    printStylesheetPlugin,
    [pageFeedbackPlugin, { question: feedbackWidgetEnabled(feedback) } satisfies PageFeedbackPluginOptions],
    [searchIndexPlugin, { mode: search.searchMode } satisfies SearchIndexPluginOptions],
    [
      hostFilesPlugin,
      {
        disallow: INCLUDE_TEST_PAGES ? ['/tests/'] : [],
        gtm: Boolean(GTM_CONTAINER_ID),
        algolia: search.searchMode === 'algolia',
        feedbackEndpoint: feedback.endpoint,
      } satisfies HostFilesOptions,
    ],
    // Each error entry's and symptom's own page, /errors/<anchor>/, through one route (issue 54).
    answerPagesPlugin,
    // Options in config/llms.ts: plugin options would ship in every page's main.js.
    markdownTwinsPlugin,
    // The MCP server card and the agent skill under /.well-known/ (issue 28).
    [agentDiscoveryPlugin, { http: DOCS_MCP_HTTP } satisfies AgentDiscoveryOptions],
    // Social cards, Open Graph tags and JSON-LD, written into the built pages.
    shareMetadataPlugin,
    ...(INCLUDE_TEST_PAGES
      ? [
          [
            'content-pages',
            {
              id: 'test-pages',
              path: 'test-pages',
              routeBasePath: '/tests',
              remarkPlugins: REMARK_PLUGINS,
              beforeDefaultRemarkPlugins: BEFORE_DEFAULT,
            } satisfies PagesOptions,
          ],
        ]
      : []),
    // The site's one postBuild: emit, one HTML pass, root files, verify, in
    // the order src/plugins/build-pipeline/stages.ts declares. Last, so that
    // it adds no blank line among the other plugins' head tags.
    buildPipelinePlugin,
  ],

  themeConfig: {
    colorMode: {
      // Follow the reader's OS setting; light when it expresses none, since
      // most readers come from Salesforce Setup, which is light.
      defaultMode: 'light',
      respectPrefersColorScheme: true,
      disableSwitch: false,
    },
    announcementBar,
    navbar,
    footer: siteFooter,
    algolia: search.algolia,
    docs: { sidebar: { hideable: true, autoCollapseCategories: false } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // None here: the site's grammars (src/plugins/lean-prism/grammars.ts)
      // run at build time only, where lean-prism's remark plugin tokenizes
      // the code; src/theme/prism-include-languages.ts turns the browser's
      // start-up loader off.
      additionalLanguages: [],
    },
    metadata: [{ name: 'keywords', content: 'Salesforce, metadata, deployment, Metadata API, DevOps' }],
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
