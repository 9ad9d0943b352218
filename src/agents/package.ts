/**
 * The docs MCP server's package (issue 53: its identity lives once): its name, version and
 * Node range, which the site publishes (the tarball's name in llms.txt, the server card, the
 * install text), and the rest of the manifest the packer writes into the tarball as its
 * `package.json` (scripts/build-docs-mcp.ts, `packageManifest`). packages/docs-mcp keeps no
 * package.json of its own: it is bundled, never installed from its folder. The package imports
 * this module; the site imports nothing from the package, so the arrows run one way.
 */
export const SERVER_PACKAGE = {
  name: 'metaferry-docs-mcp',
  version: '0.1.0',
  engines: { node: '>=20' },
} as const;

/** The tarball's `package.json`: the identity above, its one command, and what it carries. */
export function packageManifest(files: {
  readonly cli: string;
  readonly docs: string;
  readonly skill: string;
}) {
  return {
    name: SERVER_PACKAGE.name,
    version: SERVER_PACKAGE.version,
    description:
      'The Metaferry documentation as a Model Context Protocol server: search and read every page from your assistant, offline or from the live site.',
    license: 'UNLICENSED',
    bin: { [SERVER_PACKAGE.name]: files.cli },
    files: [files.cli, files.docs, files.skill, 'README.md'],
    engines: { node: SERVER_PACKAGE.engines.node },
    keywords: ['mcp', 'model-context-protocol', 'metaferry', 'salesforce', 'documentation'],
  } as const;
}
