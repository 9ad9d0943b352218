import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/**
 * src/theme/MDXComponents spreads the theme's map and adds `Fact`. That
 * holds only while the theme exports its map as a default plain object and
 * has no `Fact` of its own; this reads the installed theme's source and fails
 * when either changes, so an upgrade can't silently drop or shadow a component.
 */
test("theme-classic's MDXComponents is a default-exported object without a Fact", () => {
  const file = require.resolve('@docusaurus/theme-classic/lib/theme/MDXComponents/index.js');
  const source = readFileSync(file, 'utf8');
  expect(source, `${file}: the map is an object literal`).toMatch(/const MDXComponents = \{/);
  expect(source, `${file}: the map is the default export`).toMatch(/export default MDXComponents;/);
  expect(source, `${file}: the theme defines no Fact of its own`).not.toMatch(/\bFact\b/);
});
