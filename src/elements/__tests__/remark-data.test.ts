import { expect, test } from '@playwright/test';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import config from '../../../docusaurus.config';
import { atAGlanceData, components, type catalogueData } from '../../data/components';
import { parseMdx } from '../../site/markdown/parse';
import remarkCatalogueData from '../remark-data';

async function transform(source: string): Promise<MdxJsxFlowElement> {
  const tree = (await parseMdx(source)) as Root;
  remarkCatalogueData()(tree, { path: 'docs/example.mdx' });
  return tree.children[0] as MdxJsxFlowElement;
}

function dataOf(element: MdxJsxFlowElement): unknown {
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  const value = attribute?.value;
  expect(value && typeof value === 'object', 'a data={…} expression').toBe(true);
  return JSON.parse((value as { value: string }).value);
}

test('At a glance gets its one entry, its type references and the titles it runs after', async () => {
  const element = await transform('<AtAGlance slug="record-types" />\n');
  expect(dataOf(element)).toEqual(JSON.parse(JSON.stringify(atAGlanceData('record-types'))));
  const data = atAGlanceData('record-types');
  expect(data.entry.slug).toBe('record-types');
  expect(Object.keys(data.typeReferences)).toEqual(data.entry.metadataTypes);
  expect(data.runAfter.map((r) => r.slug)).toEqual(data.entry.runAfter);
});

test('the catalogue gets every entry, with only what its cards and filter read', async () => {
  const data = dataOf(await transform('<ComponentCatalogue />\n')) as ReturnType<typeof catalogueData>;
  expect(data.entries.map((e) => e.slug)).toEqual(components.map((e) => e.slug));
  for (const entry of data.entries) expect(entry).not.toHaveProperty('limits');
});

test('the expression is a literal MDX can compile: an ESTree object, not text', async () => {
  const element = await transform('<AtAGlance slug="record-types" />\n');
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  const estree = (attribute?.value as { data?: { estree?: { body: { expression: { type: string } }[] } } })
    .data?.estree;
  expect(estree?.body[0]?.expression.type).toBe('ObjectExpression');
});

test('an unknown slug fails, naming the file and line', async () => {
  await expect(transform('<AtAGlance slug="no-such-type" />\n')).rejects.toThrow(
    /docs\/example\.mdx:1: .*no-such-type/,
  );
});

test('every MDX content plugin runs remarkCatalogueData', () => {
  const presets = (config.presets ?? []) as [string, Record<string, { remarkPlugins?: unknown[] }>][];
  const options = presets[0]?.[1] ?? {};
  for (const section of ['docs', 'blog', 'pages']) {
    expect(options[section]?.remarkPlugins ?? [], section).toContain(remarkCatalogueData);
  }
});
