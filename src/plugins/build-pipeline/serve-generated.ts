/**
 * `npm run dev` serves a plugin's generated folder (the search index, the
 * Markdown twins, the print stylesheet) as one more static directory:
 * Docusaurus merges a plugin's `configureWebpack().devServer` into its own,
 * so the site's static directories stay. The build ignores devServer; there
 * the pipeline copies the folder into the output (./index.ts, emit stage).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Where a plugin writes the files it serves: not `.docusaurus/<plugin name>/`,
 * where Docusaurus writes the plugin's own data (`default/__plugin.json`),
 * which would then be served and copied into the build too.
 */
export function servedFolder(generatedFilesDir: string, pluginName: string): string {
  return path.join(generatedFilesDir, 'served-files', pluginName);
}

type ConfigureWebpack = NonNullable<Plugin['configureWebpack']>;

export function serveGeneratedFolder(directory: string, publicPath: string): ConfigureWebpack {
  return (_config, isServer) => {
    if (isServer) return {};
    // The webpack types leave devServer to webpack-dev-server's, hence the cast.
    const devServer = { static: [{ directory, publicPath, watch: false }] };
    return { devServer } as ReturnType<ConfigureWebpack>;
  };
}
