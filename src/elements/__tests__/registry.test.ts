/** The element registry (issue 43): every element's home has one entry, and the chains are built from it. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { elements, elementData, elementTransforms, markdownForms } from '..';
import type { Root, RootContent } from 'mdast';
import { beforeDefaultRemarkPlugins, contentRemarkPlugins } from '../../site/content-remark';
import { parseMdx } from '../../site/markdown/parse';

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

/**
 * A transform of the content stage runs after Docusaurus's own plugins have given headings their ids
 * and built the contents: a heading it adds would have no anchor and no entry in the contents. So
 * every page that writes a content-stage element keeps its count of headings through that stage;
 * elements that add headings belong to the headings stage.
 */
test('no content-stage transform adds a heading, on any page that uses its element', async () => {
  const docs = path.resolve(__dirname, '../../../docs');
  const names = Object.entries(elements)
    .filter(([, entry]) => entry.kind === 'static' && entry.stage === 'content')
    .map(([name]) => name);
  const pages = readdirSync(docs, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.mdx?$/.test(file) && !file.includes('__tests__'))
    .map((file) => ({ file: path.join(docs, file), source: readFileSync(path.join(docs, file), 'utf8') }))
    .filter(({ source }) => names.some((name) => source.includes(`<${name}`)));
  expect(pages.length).toBeGreaterThan(3);
  const headings = (tree: Root): number => {
    let count = 0;
    const walk = (node: Root | RootContent): void => {
      if (node.type === 'heading') count += 1;
      if ('children' in node) for (const child of node.children) walk(child as RootContent);
    };
    walk(tree);
    return count;
  };
  for (const { file, source } of pages) {
    const tree = await parseMdx(source);
    const before = headings(tree);
    for (const transform of elementTransforms('content')) transform({})(tree, { path: file });
    expect(headings(tree), path.relative(docs, file)).toBe(before);
  }
});
