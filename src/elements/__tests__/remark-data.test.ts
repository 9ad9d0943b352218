import { expect, test } from '@playwright/test';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import config from '../../../docusaurus.config';
import { components, type catalogueData } from '../../data/components';
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

test('the catalogue gets every entry, with only what its cards and filter read', async () => {
  const data = dataOf(await transform('<ComponentCatalogue />\n')) as ReturnType<typeof catalogueData>;
  expect(data.entries.map((e) => e.slug)).toEqual(components.map((e) => e.slug));
  for (const entry of data.entries) expect(entry).not.toHaveProperty('limits');
});

test('the expression is a literal MDX can compile: an ESTree object, not text', async () => {
  const element = await transform('<ComponentCatalogue />\n');
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'data');
  const estree = (attribute?.value as { data?: { estree?: { body: { expression: { type: string } }[] } } })
    .data?.estree;
  expect(estree?.body[0]?.expression.type).toBe('ObjectExpression');
});

test('every MDX content plugin runs remarkCatalogueData', () => {
  const presets = (config.presets ?? []) as [string, Record<string, { remarkPlugins?: unknown[] }>][];
  const options = presets[0]?.[1] ?? {};
  for (const section of ['docs', 'blog', 'pages']) {
    expect(options[section]?.remarkPlugins ?? [], section).toContain(remarkCatalogueData);
  }
});
