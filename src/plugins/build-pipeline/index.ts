/**
 * The one `postBuild` of the site (issue 23): the build's output stages, in
 * the order ./stages.ts declares.
 *
 * Why: Docusaurus runs every plugin's `postBuild` at once (`Promise.all` in
 * @docusaurus/core's buildLocale). Nine plugins used to rewrite the same
 * pages and list the same folder concurrently, kept apart by a queue on
 * `globalThis`, a hand list of files written "late" and a preset wrapper
 * whose main job was ordering; every page was read about seven times. Now
 * the feature plugins give their parts (./parts.ts) and this plugin runs
 * them: emit, one HTML pass, root files, verify. Each page is read once by
 * the HTML pass; the root stage hashes the final pages from memory; verify
 * reads the finished build once. The scripts that run after the build (the
 * docs PDF, the MCP packer) read the build manifest the twins plugin writes
 * (src/agents/manifest.ts).
 *
 * The preset's plugins that write in postBuild (blog feeds, sitemap,
 * OpenSearch) are wrapped by src/plugins/classic-preset so their writes are
 * emit parts too; this plugin fails the build if any other plugin defines a
 * postBuild, which is what an upgrade that adds one would do.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { createHash } from 'node:crypto';
import { htmlFiles } from '../../../config/http-headers';
import { handDocsToTransforms, modelOptions } from '../../site/model';
import { siteValues } from '../../site/values';
import { PARTS, type BuildFacts, type BuildParts, type EmitContext, type PluginWithParts } from './parts';
import { AFTER_BUILD, EMIT, FACTS, HTML, ROOT, VERIFY } from './stages';

export const PLUGIN_NAME = 'build-pipeline';

type Stage = 'emit' | 'html' | 'root' | 'verify';
const STAGES: Record<Stage, readonly string[]> = { emit: EMIT, html: HTML, root: ROOT, verify: VERIFY };
const PART_STAGE: Record<Exclude<keyof BuildParts, 'report'>, Stage> = {
  generatedDir: 'emit',
  emit: 'emit',
  transformHtml: 'html',
  rootFiles: 'root',
  verify: 'verify',
};

interface Entry {
  name: string;
  parts: BuildParts;
  content: unknown;
}

/** The plugins' parts, checked against ./stages.ts. */
export function collectParts(plugins: readonly (PluginWithParts & { content?: unknown })[]): Entry[] {
  const entries: Entry[] = [];
  for (const plugin of plugins) {
    if (plugin.name !== PLUGIN_NAME && plugin.postBuild) {
      throw new Error(
        `${PLUGIN_NAME}: the plugin "${plugin.name}" defines postBuild, which Docusaurus would run at the same time as the pipeline; give it parts instead (src/plugins/build-pipeline/parts.ts), or wrap it as src/plugins/classic-preset does`,
      );
    }
    const parts = plugin[PARTS];
    if (!parts) continue;
    for (const key of Object.keys(parts) as (keyof BuildParts)[]) {
      if (key === 'report' || parts[key] === undefined) continue;
      const stage = PART_STAGE[key];
      if (!STAGES[stage].includes(plugin.name)) {
        throw new Error(
          `${PLUGIN_NAME}: "${plugin.name}" gives a ${key} part, but src/plugins/build-pipeline/stages.ts does not list it in ${stage.toUpperCase()}`,
        );
      }
    }
    entries.push({ name: plugin.name, parts, content: plugin.content });
  }
  return entries;
}

/** The build's facts as one emit part sees them: it may write only the facts it owns (./stages.ts FACTS). */
export function factsFor(facts: BuildFacts, plugin: string): BuildFacts {
  return new Proxy(facts, {
    set(target, key, value: unknown) {
      const fact = FACTS[key as keyof typeof FACTS] as { owner: string } | undefined;
      if (fact?.owner !== plugin) {
        throw new Error(
          `${PLUGIN_NAME}: "${plugin}" writes the build fact "${String(key)}", which ${fact ? `"${fact.owner}" owns` : 'src/plugins/build-pipeline/stages.ts does not list in FACTS'}`,
        );
      }
      return Reflect.set(target, key, value);
    },
  });
}

function inOrder(entries: readonly Entry[], stage: Stage): Entry[] {
  const order = STAGES[stage];
  return order.flatMap((name) => entries.filter((e) => e.name === name));
}

/** The folders and files whose modules and JSON data the remark transforms read at compile time. */
const REMARK_INPUTS = ['src/data', 'src/elements', 'src/site/docTitles.ts'];

/** A digest of every module and JSON data file the remark transforms may read (tests, components and styles aside). */
export function remarkInputsDigest(siteDir: string): string {
  const hash = createHash('sha256');
  for (const input of REMARK_INPUTS) {
    const at = path.join(siteDir, input);
    if (!existsSync(at)) continue;
    const files = input.endsWith('.ts')
      ? [at]
      : readdirSync(at, { withFileTypes: true, recursive: true })
          .filter((entry) => entry.isFile() && /\.(?:ts|json)$/.test(entry.name) && !entry.parentPath.includes('__tests__'))
          .map((entry) => path.join(entry.parentPath, entry.name))
          .sort();
    for (const file of files) hash.update(path.relative(siteDir, file)).update(readFileSync(file));
  }
  return hash.digest('hex');
}

export default function buildPipelinePlugin(context: LoadContext): Plugin {
  const { baseUrl, siteDir, siteConfig } = context;
  /** The cache's name suffix: the client and the server compilers ask for it, once per load. */
  let cacheKey: string | undefined;
  /** The digest of the docs' routes and titles handed to the remark transforms (allContentLoaded). */
  let titlesDigest = '';
  return {
    name: PLUGIN_NAME,
    allContentLoaded({ allContent }) {
      // The remark transforms link docs pages by route with the page's own title: they read the
      // site model's docs (src/site/docTitles.ts), handed over before webpack compiles a page.
      titlesDigest = handDocsToTransforms(allContent, modelOptions(context));
      cacheKey = undefined;
    },
    configureWebpack(config) {
      // Compiled pages carry the build's values (its address and MCP tarball,
      // src/site/values.ts) and the text the remark transforms write from data
      // (facts, error entries, element data: src/data, src/elements), but
      // Docusaurus names webpack's persistent cache by bundle, mode and locale
      // only, and webpack tracks an MDX page by its own file: a build for
      // another SITE_URL (the fixture build), or after an error entry changed,
      // would reuse pages compiled with the old text. One cache per set of
      // values, data and docs titles (a renamed page renames the links to it);
      // src/site/__tests__/upstream.test.ts checks the name.
      const cache = config.cache;
      if (!cache || typeof cache !== 'object' || cache.type !== 'filesystem') return {};
      cacheKey ??= createHash('sha256')
        .update(JSON.stringify(siteValues(siteConfig.url, baseUrl)))
        .update(remarkInputsDigest(siteDir))
        .update(titlesDigest)
        .digest('hex')
        .slice(0, 8);
      return { cache: { ...cache, name: `${cache.name ?? 'cache'}-${cacheKey}` } };
    },
    async postBuild(props) {
      const { outDir } = props;
      const entries = collectParts(props.plugins as unknown as PluginWithParts[]);

      // 1. emit, each part handing its facts to the later ones
      const facts: BuildFacts = {};
      for (const entry of inOrder(entries, 'emit')) {
        const { generatedDir, emit } = entry.parts;
        if (generatedDir && existsSync(generatedDir)) await cp(generatedDir, outDir, { recursive: true });
        if (emit) {
          const emitProps = { ...props, content: entry.content } as EmitContext['props'];
          await emit({ outDir, facts: factsFor(facts, entry.name), props: emitProps });
        }
      }

      // 2. one HTML pass
      const transforms = inOrder(entries, 'html').flatMap((e) => e.parts.transformHtml ?? []);
      const pages = new Map<string, string>();
      for (const file of htmlFiles(outDir)) {
        const relative = path.relative(outDir, file).split(path.sep).join('/');
        const route = relative.endsWith('index.html')
          ? `${baseUrl}${relative.slice(0, -'index.html'.length)}`
          : null;
        const original = await readFile(file, 'utf8');
        let html = original;
        for (const transform of transforms) html = await transform(html, { file, route, outDir });
        if (html !== original) await writeFile(file, html);
        pages.set(file, html);
      }

      // 3. root files from the final pages
      for (const entry of inOrder(entries, 'root')) {
        await entry.parts.rootFiles?.({ outDir, pages, afterBuild: AFTER_BUILD });
      }

      // 4. verify
      for (const entry of inOrder(entries, 'verify')) await entry.parts.verify?.(outDir);

      for (const entry of entries) {
        const line = entry.parts.report?.();
        if (line) console.log(`[${entry.name}] ${line}`);
      }
      console.log(`[${PLUGIN_NAME}] ${pages.size} pages, each read once by the HTML pass`);
    },
  };
}
