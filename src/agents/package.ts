/**
 * The docs MCP server's package name and version, as the site publishes them
 * (the tarball's name in llms.txt, the server card, the install text).
 * packages/docs-mcp/package.json is the package's own manifest; the site
 * doesn't import it, so the arrows between the two rooms run one way (the
 * package imports src/agents, never the reverse). ./__tests__/package.test.ts
 * fails when the two disagree.
 */
export const SERVER_PACKAGE = {
  name: 'metaferry-docs-mcp',
  version: '0.1.0',
  engines: { node: '>=20' },
} as const;
