import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SERVER_PACKAGE } from '../package';

test("the site names the docs MCP package as its manifest does: name, version, Node's range", () => {
  const manifest = JSON.parse(
    readFileSync(path.resolve(__dirname, '../../../packages/docs-mcp/package.json'), 'utf8'),
  ) as { name: string; version: string; engines: { node: string } };
  expect(SERVER_PACKAGE).toEqual({
    name: manifest.name,
    version: manifest.version,
    engines: { node: manifest.engines.node },
  });
});
