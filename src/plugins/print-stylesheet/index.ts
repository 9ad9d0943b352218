/**
 * Serves src/css/print.css as its own file, named by its content hash
 * (`/assets/css/print.<hash>.css`, cached for a year like every asset), and
 * links it from every page with `media="print"`.
 *
 * Why not `customCss`, like src/css/custom.css: that puts the rules in the one
 * stylesheet every page must download before its first paint, and the
 * first-load CSS budget (tests/unit/budgets.test.ts) has no room for them.
 * A stylesheet whose media does not match is fetched at the lowest priority
 * without blocking rendering, and is ready by the time a reader prints.
 *
 * Served like the search index (src/plugins/search-index): written to a
 * generated directory that `docusaurus start` serves as one more static
 * directory, and copied into the build by the build pipeline's emit stage.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { normalizeUrl } from '@docusaurus/utils';
import { lightCodeTheme } from '../../../config/prism';
import { withBuildParts } from '../build-pipeline/parts';
import { serveGeneratedFolder, servedFolder } from '../build-pipeline/serve-generated';

export const PRINT_CSS_SOURCE = path.resolve(__dirname, '../../css/print.css');
const FILE_PATTERN = /^print\.[0-9a-f]{12}\.css$/;

/** The stylesheet without its comments and indentation: gzip keeps the rest small. */
export function minifyCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * Code blocks carry their color theme inline, so in dark mode they would
 * print light text: these rules print them in the light theme's colors
 * (config/prism.ts), token type by token type, whatever the color mode.
 */
export function lightCodeRules(theme: typeof lightCodeTheme = lightCodeTheme): string {
  const dark = "html[data-theme='dark'] .theme-code-block";
  const rules = [
    `${dark} pre {\nbackground-color: ${theme.plain.backgroundColor} !important;\n}`,
    `${dark} :is(pre, code, .token-line, .token) {\ncolor: ${theme.plain.color} !important;\n}`,
  ];
  for (const { types, style } of theme.styles) {
    if (!('color' in style)) continue;
    const selectors = types.map((type) => `.token.${type}`).join(', ');
    rules.push(`${dark} :is(${selectors}) {\ncolor: ${style.color} !important;\n}`);
  }
  return rules.join('\n');
}

interface PrintCss {
  fileName: string;
  css: string;
}

/** The file name and text the build writes for a given source. */
export function printCssFile(source: string): PrintCss {
  const css = `${minifyCss(source)}\n${lightCodeRules()}`;
  const hash = createHash('sha256').update(css).digest('hex').slice(0, 12);
  return { fileName: `print.${hash}.css`, css };
}

export default function printStylesheetPlugin(context: LoadContext): Plugin {
  const { baseUrl, generatedFilesDir } = context;
  const outputDir = servedFolder(generatedFilesDir, 'print-stylesheet');
  const assetDir = path.join(outputDir, 'assets', 'css');
  // Set by loadContent, which runs before the pages are rendered.
  let file: PrintCss | undefined;

  return withBuildParts(
    {
      name: 'print-stylesheet',

      getPathsToWatch() {
        return [PRINT_CSS_SOURCE];
      },

      async loadContent() {
        const current = printCssFile(await readFile(PRINT_CSS_SOURCE, 'utf8'));
        await mkdir(assetDir, { recursive: true });
        for (const old of await readdir(assetDir)) {
          if (FILE_PATTERN.test(old) && old !== current.fileName)
            await rm(path.join(assetDir, old), { force: true });
        }
        await writeFile(path.join(assetDir, current.fileName), current.css);
        file = current;
      },

      injectHtmlTags() {
        if (!file) throw new Error('print-stylesheet: the pages were rendered before loadContent ran');
        return {
          headTags: [
            {
              tagName: 'link',
              attributes: {
                rel: 'stylesheet',
                media: 'print',
                href: normalizeUrl([baseUrl, 'assets/css', file.fileName]),
              },
            },
          ],
        };
      },

      configureWebpack: serveGeneratedFolder(outputDir, baseUrl),
    },
    { generatedDir: outputDir },
  );
}
