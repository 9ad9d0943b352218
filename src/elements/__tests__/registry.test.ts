/** The element registry (issue 43): every element's home has one entry, and the chains are built from it. */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { elements, elementData, elementTransforms, markdownForms } from '..';
import { beforeDefaultRemarkPlugins, contentRemarkPlugins } from '../../site/content-remark';

const HOME = path.resolve(__dirname, '..');
/** Element homes that pages never write: StaticIsland is emitted by the transforms themselves. */
const INTERNAL = new Set(['StaticIsland', '__tests__']);

test('each element home under src/elements/ has its registry entry, of the kind its files say', () => {
  const homes = readdirSync(HOME, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !INTERNAL.has(entry.name))
    .map((entry) => entry.name);
  expect(homes.length).toBeGreaterThan(8);
  for (const name of homes) {
    const entry = elements[name];
    expect(entry, `${name} has no entry in src/elements/index.ts`).toBeTruthy();
    const hasComponent = existsSync(path.join(HOME, name, 'index.tsx'));
    expect(entry?.kind, name).toBe(hasComponent ? 'component' : 'static');
    if (entry?.kind === 'component') expect(markdownForms[name], name).toBe(entry.markdown);
    if (entry?.kind === 'static') expect(markdownForms[name], name).toBeUndefined();
  }
  expect(Object.keys(elementData).sort()).toEqual(
    Object.entries(elements)
      .filter(([, entry]) => entry.kind === 'component' && entry.data)
      .map(([name]) => name)
      .sort(),
  );
});

test('the chains run each static transform once: headings before Docusaurus, the rest after the build values', () => {
  const registered = new Set(
    Object.values(elements).flatMap((entry) => (entry.kind === 'static' ? [entry.transform] : [])),
  );
  const headings = elementTransforms('headings');
  const content = elementTransforms('content');
  expect(headings.length + content.length).toBe(registered.size);
  expect(beforeDefaultRemarkPlugins({ islands: true })).toHaveLength(headings.length);
  // The build's values, the content transforms, the components' data.
  expect(contentRemarkPlugins('https://docs.example')).toHaveLength(content.length + 2);
});
