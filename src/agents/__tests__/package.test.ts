import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { packageManifest, SERVER_PACKAGE } from '../package';

const ROOT = path.resolve(__dirname, '../../..');

test('the docs MCP package is named once: src/agents/package.ts, and no package.json of its own', () => {
  expect(existsSync(path.join(ROOT, 'packages/docs-mcp/package.json'))).toBe(false);
  // No source of the package or of the packer states the version or the tarball's name itself.
  const sources = [
    ...readdirSync(path.join(ROOT, 'packages/docs-mcp/src'), { recursive: true, encoding: 'utf8' }).map((f) =>
      path.join(ROOT, 'packages/docs-mcp/src', f),
    ),
    path.join(ROOT, 'scripts/build-docs-mcp.ts'),
  ].filter((file) => file.endsWith('.ts'));
  for (const file of sources) {
    const text = readFileSync(file, 'utf8');
    expect(text, file).not.toContain(`'${SERVER_PACKAGE.version}'`);
    expect(text, file).not.toContain(`${SERVER_PACKAGE.name}-${SERVER_PACKAGE.version}`);
  }
});

test("the tarball's manifest carries the identity and lists the files it ships", () => {
  const files = { cli: 'dist/cli.js', docs: 'dist/docs.json', skill: 'skills/metaferry-docs/SKILL.md' };
  const manifest = packageManifest(files);
  expect(manifest).toMatchObject({ name: SERVER_PACKAGE.name, version: SERVER_PACKAGE.version });
  expect(manifest.engines.node).toBe(SERVER_PACKAGE.engines.node);
  expect(manifest.bin).toEqual({ [SERVER_PACKAGE.name]: files.cli });
  expect(manifest.files).toEqual(expect.arrayContaining(Object.values(files)));
});
