/**
 * Every answer at its own address (issue 54): each error entry's and symptom's page,
 * `/errors/<anchor>/`, through one route.
 *
 * Why one route and not a docs page each: Docusaurus lists every route in the route table, the
 * chunk registry and the docs' global data of main.js, which every page loads first; 157 answer docs
 * added 16 KB gzipped to every page of the site. One route with a parameter costs one entry:
 * - `allContentLoaded` adds `/errors/:anchor/` (src/components/AnswerPage) and writes each answer's data,
 *   `answer.json` beside its page, into a generated folder (`npm run dev` serves it; the build copies
 *   it), for a reader who reaches an answer by a link inside the app;
 * - the build renders that route once, with markers where an answer's words go (the template), and
 *   this plugin's emit part writes each answer's page from it (./fill.ts), then removes the
 *   template, before the HTML pass gives every page its twin link, card and JSON-LD;
 * - the sitemap lists the answers instead of the template (`sitemapItemsWithAnswers`, used by
 *   src/plugins/classic-preset).
 * The answers' twins and their section of llms.txt are the Markdown twins plugin's.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { PluginOptions as SitemapOptions } from '@docusaurus/plugin-sitemap';
import { ANSWER_DATA_FILE, ANSWER_TEMPLATE_ROUTE } from '../../components/AnswerPage/data';
import { answerPagesHtml } from '../../elements/ErrorEntries/page';
import { answerPages } from '../../data/errors/pages';
import { handDocsToTransforms, modelOptions } from '../../site/model';
import { withBuildParts } from '../build-pipeline/parts';
import { serveGeneratedFolder, servedFolder } from '../build-pipeline/serve-generated';
import { fillAnswer, type FilledAnswer } from './fill';

export const PLUGIN_NAME = 'answer-pages';

/** A route under the site's base URL (`/errors/x/` → `/docs/errors/x/` on a base of `/docs/`). */
const underBase = (baseUrl: string, route: string) => `${baseUrl}${route.replace(/^\//, '')}`;

export default function answerPagesPlugin(context: LoadContext): Plugin {
  const { baseUrl, generatedFilesDir } = context;
  const outputDir = servedFolder(generatedFilesDir, PLUGIN_NAME);
  const templateRoute = underBase(baseUrl, ANSWER_TEMPLATE_ROUTE);
  let answers: FilledAnswer[] = [];

  return withBuildParts(
    {
      name: PLUGIN_NAME,

      // Not contentLoaded: an answer links docs pages by their titles, which the site model gives
      // once every plugin's content is loaded (src/site/model.ts handDocsToTransforms).
      async allContentLoaded({ allContent, actions }) {
        handDocsToTransforms(allContent, modelOptions(context));
        answers = (await answerPagesHtml()).map(({ page, html }) => ({
          route: underBase(baseUrl, page.route),
          title: page.title,
          description: page.description,
          html,
        }));
        actions.addRoute({
          path: templateRoute,
          // Not exact: Docusaurus's broken-link check (core's server/brokenLinks.js, 3.7) takes an
          // exact route whose path it rendered as that one path only, so every link to an answer
          // would be reported broken; a non-exact route it matches like React Router does.
          exact: false,
          // Through the @site alias, not an absolute path: the route registry in the main bundle
          // names the component's path, whose bytes must not depend on where the site is checked out.
          component: '@site/src/components/AnswerPage/index.tsx',
        });
        await rm(outputDir, { recursive: true, force: true });
        await Promise.all(
          answers.map(async (answer) => {
            const { route, ...data } = answer;
            const folder = path.join(outputDir, route.slice(baseUrl.length));
            await mkdir(folder, { recursive: true });
            await writeFile(path.join(folder, ANSWER_DATA_FILE), JSON.stringify(data));
          }),
        );
      },

      configureWebpack: serveGeneratedFolder(outputDir, baseUrl),
    },
    {
      generatedDir: outputDir,
      async emit({ outDir }) {
        const templateDir = path.join(outDir, templateRoute.slice(baseUrl.length));
        const template = await readFile(path.join(templateDir, 'index.html'), 'utf8');
        await Promise.all(
          answers.map(async (answer) => {
            const folder = path.join(outDir, answer.route.slice(baseUrl.length));
            await mkdir(folder, { recursive: true });
            await writeFile(path.join(folder, 'index.html'), fillAnswer(template, answer, templateRoute));
          }),
        );
        await rm(templateDir, { recursive: true, force: true });
      },
      report: () => `${answers.length} answer pages, from one render of ${templateRoute}`,
    },
  );
}

type SitemapItems = NonNullable<SitemapOptions['createSitemapItems']>;

/** The sitemap's items with the answers' pages in place of the template route's. */
export function sitemapItemsWithAnswers(siteUrl: string, baseUrl: string): SitemapItems {
  return async ({ defaultCreateSitemapItems, ...params }) => {
    const items = await defaultCreateSitemapItems(params);
    const origin = siteUrl.replace(/\/$/, '');
    const template = items.find(
      (item) => item.url === `${origin}${underBase(baseUrl, ANSWER_TEMPLATE_ROUTE)}`,
    );
    if (!template) return items;
    return [
      ...items.filter((item) => item !== template),
      ...answerPages().map((page) => ({
        ...template,
        url: `${origin}${underBase(baseUrl, page.route)}`,
        lastmod: null,
      })),
    ];
  };
}
