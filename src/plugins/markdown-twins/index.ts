/**
 * Markdown twins, llms.txt and llms-full.txt (issue 11).
 *
 * Why from the MDX sources, not from the built HTML (as
 * @signalwire/docusaurus-plugin-llms-txt does): the sources are what an
 * author wrote, so the twin keeps their Markdown (lists, tables, code fences
 * with languages, links) instead of reconstructing it from markup and theme
 * chrome; the data-driven components are rendered from the same data
 * (src/data/components/), never scraped; an element with no Markdown form
 * fails the build instead of vanishing; and it runs in `allContentLoaded`,
 * so `npm run dev` has twins too. The parser is the search index's, which
 * parses MDX as the mdx-loader does.
 *
 * Serving, as the search index plugin does: everything is written to a
 * generated directory (`.docusaurus/markdown-twins/`), which the dev server
 * serves as one more static directory (../build-pipeline/serve-generated.ts)
 * and the build pipeline copies into the build. Its HTML pass adds `<link
 * rel="alternate" type="text/markdown">` to the head of every page that has
 * a twin: per-page
 * head tags cannot come from `injectHtmlTags`, and a theme wrapper with
 * `<Head>` would add JavaScript to pages and miss the pages the blog plugin
 * generates. The nginx config adds the same link as a `Link` header and
 * answers `Accept: text/markdown` with the twin.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { twinPath } from '../../lib/twinPath';
import { askSentence, llmsInstallText } from '../../agents/install';
import { modelOptions, siteModel } from '../../site/model';
import { withBuildParts, type BuildFacts } from '../build-pipeline/parts';
import { serveGeneratedFolder, servedFolder } from '../build-pipeline/serve-generated';
import { siteDocuments } from '../../site/documents';
import { siteValues } from '../../site/values';
import { documentToMarkdown } from '../../site/markdown/convert';
import { llms } from '../../../config/llms';
import { answerPages } from '../../data/errors/pages';
import { MANIFEST_FILE, type DocsManifest } from '../../agents/manifest';
import {
  answerTwins,
  blogTwins,
  docsManifest,
  llmsFullTxt,
  llmsTxt,
  postByline,
  searchTwin,
  type GeneratedTwin,
  type PageHead,
  type Urls,
} from './generated';

export const PLUGIN_NAME = 'markdown-twins';
export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/**
 * The llms.txt directive (Agent-Friendly Documentation Spec, "llms-txt
 * directive"): a pointer to the docs' index near the top of every page, so
 * an assistant that lands on one page finds the rest without being told.
 *
 * In a twin it is a sentence under the title and description (not in
 * llms-full.txt, which is that index's full text already). In an HTML page
 * it is the first thing in <body>: a link that is in the markup and the
 * rendered text an agent reads, but visually hidden, hidden from screen
 * readers (aria-hidden) and out of the tab order, since people already have
 * the navigation and would only hear it on every page.
 */
export function directiveSentence(llmsUrl: string): string {
  return `For AI assistants: every page of these docs is listed in [llms.txt](${llmsUrl}), and each is Markdown at its address plus \`.md\`. ${askSentence(llmsUrl.replace(/\/llms\.txt$/, ''))}`;
}

/** The twin with the directive after its title, description and byline. */
export function withDirective(markdown: string, llmsUrl: string): string {
  const lines = markdown.split('\n');
  // The head is the H1, then paragraphs or a blockquote, up to the first blank line after the first block under the title.
  let at = 1;
  while (at < lines.length && lines[at] === '') at += 1;
  if (lines[at]?.startsWith('> ')) {
    while (at < lines.length && lines[at] !== '') at += 1;
  } else {
    at = 1;
  }
  return [...lines.slice(0, at), '', directiveSentence(llmsUrl), ...lines.slice(at)].join('\n');
}

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

/** The HTML page's directive, first in its body. */
export function directiveHtml(llmsUrl: string): string {
  return `<div data-llms-txt aria-hidden="true" style="${VISUALLY_HIDDEN}">For AI assistants: every page of these docs is listed in <a href="${llmsUrl}" tabindex="-1">${llmsUrl}</a>; each is Markdown at its address plus .md.</div>`;
}

/** `<link rel="alternate">` for a twin, as the head of its HTML page carries it. */
export function alternateLinkTag(href: string): string {
  return `<link rel="alternate" type="text/markdown" href="${href}">`;
}

/** Takes no options: config/llms.ts holds them, since plugin options are serialized into main.js. */
export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  // How to add the docs MCP server (issue 17) to an assistant, between the summary and the sections.
  const options = { ...llms, details: llmsInstallText };
  const { siteConfig, baseUrl, generatedFilesDir } = context;
  const outputDir = servedFolder(generatedFilesDir, PLUGIN_NAME);
  const origin = siteConfig.url.replace(/\/$/, '');
  const urlOptions = { trailingSlash: siteConfig.trailingSlash, baseUrl };
  const normalize = (permalink: string) => applyTrailingSlash(permalink, urlOptions);
  /** HTML page route → its twin's site path. */
  let twinOfRoute = new Map<string, string>();
  /** The build manifest of the last content load, without the search index the emit stage names. */
  let manifest: DocsManifest | undefined;

  return withBuildParts(
    {
      name: PLUGIN_NAME,

      async allContentLoaded({ allContent }) {
        const site = siteModel(allContent, modelOptions(context));
        const sourcePages = site.pages;
        const routes = new Set<string>(sourcePages.map((page) => page.route));
        const generated = new Map<string, GeneratedTwin>();
        const llmsUrl = `${origin}${baseUrl}${LLMS_TXT}`;
        const llmsFullUrl = `${origin}${baseUrl}${LLMS_FULL_TXT}`;

        const urls: Urls = {
          twin: (permalink) => `${origin}${twinPath(permalink, baseUrl)}`,
          page: (permalink) => `${origin}${permalink}`,
        };
        if (site.blog) {
          for (const [route, twin] of blogTwins(site.blog, site.posts, urls, normalize))
            generated.set(route, twin);
        }
        if (options.searchPath) {
          generated.set(
            normalize(options.searchPath),
            searchTwin(normalize(options.searchPath), urls, llmsUrl, llmsFullUrl),
          );
        }
        for (const route of generated.keys()) routes.add(route);
        // Each error's and problem's own page (src/plugins/answer-pages): a generated twin each.
        const answers = answerPages().map((page) => ({ ...page, route: normalize(page.route) }));
        for (const { route } of answers) routes.add(route);

        const resolveUrl = linkResolver(routes, normalize, urls, origin);

        const twins = new Map<string, string>();
        const documents = await siteDocuments(site, siteValues(siteConfig.url, baseUrl));
        for (const page of sourcePages) {
          const document = documents.get(page.route);
          if (!document) throw new Error(`markdown twins: no document for ${page.route}`);
          twins.set(
            page.route,
            await documentToMarkdown(document, {
              title: page.title,
              description: page.description,
              byline: page.post ? postByline(page.post) : undefined,
              resolveUrl,
            }),
          );
        }
        for (const [route, twin] of await answerTwins(answers, resolveUrl)) generated.set(route, twin);
        for (const [route, twin] of generated) twins.set(route, twin.text);

        const index = llmsTxt(site, options, urls, answers);
        /** Site path of each file to write (`/start/how-to-run-job.md`) → its text. */
        const files = new Map<string, string>();
        const nextRoutes = new Map<string, string>();
        for (const [route, text] of twins) {
          const file = twinPath(route, baseUrl);
          files.set(file, withDirective(text, llmsUrl));
          nextRoutes.set(route, file);
        }
        files.set(`${baseUrl}${LLMS_TXT}`, index.text);
        // What the docs MCP server reads, from the build or a live site (src/agents/manifest.ts): written
        // once, by the emit part below, when the search index has named its head.
        manifest = docsManifest(
          index.listed,
          pageHeads(sourcePages, generated),
          (route) => twinPath(route, baseUrl),
          origin,
        );
        files.set(
          `${baseUrl}${LLMS_FULL_TXT}`,
          llmsFullTxt(options, index.docOrder, (page) => twins.get(page.route) ?? '', urls),
        );
        twinOfRoute = nextRoutes;

        await rm(outputDir, { recursive: true, force: true });
        await writeAll(outputDir, files, baseUrl);
      },

      configureWebpack: serveGeneratedFolder(outputDir, baseUrl),
    },
    {
      generatedDir: outputDir,
      // The build manifest, written once, in the emit stage (writeManifest).
      emit: ({ outDir, facts }) => writeManifest(outDir, manifest, facts),
      transformHtml(html, page) {
        const body = /<body\b[^>]*>/.exec(html);
        const withPointer =
          body && !html.includes('data-llms-txt')
            ? `${html.slice(0, body.index + body[0].length)}${directiveHtml(`${origin}${baseUrl}${LLMS_TXT}`)}${html.slice(body.index + body[0].length)}`
            : html;
        const twin = page.route === null ? undefined : twinOfRoute.get(page.route);
        if (!twin || withPointer.includes('type="text/markdown"')) return withPointer;
        return withPointer.replace('</head>', `${alternateLinkTag(twin)}</head>`);
      },
    },
  );
}

/** A link as written in a page → the twin of a linked page (one of `routes`), or a full URL. */
function linkResolver(
  routes: ReadonlySet<string>,
  normalize: (permalink: string) => string,
  urls: Urls,
  origin: string,
): (url: string) => string {
  return (url) => {
    // Docusaurus's way to link a file the build writes (the docs PDF): a site path.
    if (url.startsWith('pathname://')) return `${origin}${url.slice('pathname://'.length)}`;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#')) return url;
    if (!url.startsWith('/')) {
      throw new Error(`markdown twins: relative link "${url}"; link with a site path such as /start/`);
    }
    const [, pathname = '', query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(url) ?? [];
    const route = normalize(pathname);
    if (routes.has(route)) return `${urls.twin(route)}${hash}`;
    return `${origin}${pathname}${query}${hash}`;
  };
}

/** Every twin's page → its title and description: the site model's, or the generated page's own. */
function pageHeads(
  sourcePages: readonly { route: string; title: string; description?: string }[],
  generated: ReadonlyMap<string, GeneratedTwin>,
): Map<string, PageHead> {
  const heads = new Map<string, PageHead>(
    sourcePages.map((page) => [page.route, { title: page.title, description: page.description ?? '' }]),
  );
  for (const [route, twin] of generated) heads.set(route, twin);
  return heads;
}

/**
 * Writes the build manifest once: the search index's emit part, earlier in the emit stage
 * (src/plugins/build-pipeline/stages.ts), has handed on its head's name, which the build names by
 * its content; the MCP server's --site mode and the packer read it from the manifest.
 */
async function writeManifest(
  outDir: string,
  manifest: DocsManifest | undefined,
  facts: BuildFacts,
): Promise<void> {
  if (!manifest) throw new Error('markdown twins: the build manifest was not made (no content loaded)');
  const written: DocsManifest = facts.searchIndex ? { ...manifest, index: facts.searchIndex } : manifest;
  await writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify(written, null, 2)}\n`);
}

async function writeAll(dir: string, files: ReadonlyMap<string, string>, baseUrl: string): Promise<void> {
  await Promise.all(
    [...files].map(async ([sitePath, text]) => {
      const target = path.join(dir, sitePath.slice(baseUrl.length));
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }),
  );
}
