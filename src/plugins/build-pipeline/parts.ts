/**
 * What a feature plugin gives the build pipeline (./index.ts) instead of
 * owning a `postBuild` hook: files to emit, a transform of each built HTML
 * page, root files made from the final pages, and checks. The pipeline runs
 * them in the order ./stages.ts declares.
 */
import type { Plugin, Props } from '@docusaurus/types';

/**
 * What one emit part hands a later one (issue 53: build facts with one owner), so no part reads
 * the build folder or patches another's file for it. ./stages.ts `FACTS` names each fact's owner,
 * the one part that may write it (the pipeline refuses any other), and its readers.
 */
export interface BuildFacts {
  /** Site path of the offline index's head file (`/search-index.<hash>.json`); none with Algolia. */
  searchIndex?: string;
}

export interface EmitContext {
  outDir: string;
  /** The facts earlier emit parts handed on; an emit part adds the ones it owns. */
  facts: BuildFacts;
  /** postBuild's props, with the plugin's own content (what Docusaurus hands its postBuild). */
  props: Props & { content: unknown; head: Record<string, unknown> };
}

export interface HtmlPage {
  /** Absolute path of the built file. */
  file: string;
  /** Its site path (`/start/`), or null for a file that is not a route's index.html (404.html). */
  route: string | null;
  outDir: string;
}

export interface RootContext {
  outDir: string;
  /** Every built HTML page as the HTML pass left it: absolute path → text. */
  pages: ReadonlyMap<string, string>;
  /** Root files and folders scripts/build.sh adds after `docusaurus build` (./stages.ts). */
  afterBuild: { files: readonly string[]; dirs: readonly string[] };
}

export interface BuildParts {
  /** A folder of generated files: `npm run dev` serves it (./serve-generated.ts) and the build copies it first. */
  generatedDir?: string;
  /** Writes files into the build. */
  emit?: (context: EmitContext) => Promise<void>;
  /** One built page's HTML → its new HTML. */
  transformHtml?: (html: string, page: HtmlPage) => string | Promise<string>;
  /** Writes root files computed from the final pages. */
  rootFiles?: (context: RootContext) => Promise<void>;
  /** Checks the finished build; throws to fail it. */
  verify?: (outDir: string) => Promise<void>;
  /** A line for the build log once the pipeline is done. */
  report?: () => string | undefined;
}

export const PARTS = 'metaferryBuildParts';

export type PluginWithParts = Plugin & { [PARTS]?: BuildParts };

/** The plugin, with the parts the pipeline runs for it. */
export function withBuildParts<P extends { name: string; postBuild?: unknown }>(
  plugin: P,
  parts: BuildParts,
): P & { [PARTS]: BuildParts } {
  if (plugin.postBuild) {
    throw new Error(
      `${plugin.name}: a plugin gives its build work to the pipeline (src/plugins/build-pipeline) instead of defining postBuild`,
    );
  }
  return { ...plugin, [PARTS]: parts };
}

/**
 * A plugin of someone else's whose own postBuild must not run beside the
 * pipeline: it is dropped, and `parts` stand in (the preset's OpenSearch
 * file, written by ./classic-preset's own code instead of the theme's).
 */
export function replacePostBuild<C>(plugin: Plugin<C>, parts: BuildParts): Plugin<C> & { [PARTS]: BuildParts } {
  const { postBuild: _dropped, ...rest } = plugin;
  return { ...rest, [PARTS]: parts };
}

/** A plugin whose own postBuild becomes its emit part (the preset's blog and sitemap). */
export function deferPostBuild<C>(
  plugin: Plugin<C>,
  after?: (context: EmitContext) => Promise<void>,
): Plugin<C> & { [PARTS]: BuildParts } {
  const { postBuild } = plugin;
  return replacePostBuild(plugin, {
    emit: async (context) => {
      // Docusaurus's postBuild props, with this plugin's own content, as Docusaurus would pass them.
      await postBuild?.(context.props as unknown as Parameters<NonNullable<Plugin<C>['postBuild']>>[0]);
      await after?.(context);
    },
  });
}
