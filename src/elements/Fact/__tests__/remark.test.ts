import { expect, test } from '@playwright/test';
import type { Root } from 'mdast';
import config from '../../../../docusaurus.config';
import { facts } from '../../../data/salesforce-facts';
import { parseMdx } from '../../../site/markdown/parse';
import remarkFacts from '../remark';

async function transform(source: string): Promise<Root> {
  const tree = (await parseMdx(source)) as Root;
  remarkFacts()(tree, { path: 'docs/example.mdx' });
  return tree;
}

test('an inline Salesforce fact becomes a link to its source, titled with the source page', async () => {
  const tree = await transform('A deploy holds at most <Fact id="deployMaxFiles" />.\n');
  const paragraph = tree.children[0];
  expect(paragraph?.type).toBe('paragraph');
  const link = paragraph?.type === 'paragraph' ? paragraph.children[1] : undefined;
  expect(link).toMatchObject({
    type: 'link',
    url: facts.deployMaxFiles.source,
    title: `Source: ${facts.deployMaxFiles.sourceTitle}`,
    children: [{ type: 'text', value: facts.deployMaxFiles.text }],
  });
});

test('link={false} leaves the text alone; a product fact links only with link', async () => {
  const plain = JSON.stringify(await transform('At most <Fact id="deployMaxFiles" link={false} />.\n'));
  expect(plain).toContain(`"value":"${facts.deployMaxFiles.text}"`);
  expect(plain).not.toContain('"type":"link"');
  const product = Object.entries(facts).find(([, fact]) => fact.kind === 'product');
  if (!product) throw new Error('no product fact to test with');
  const [id, fact] = product;
  expect(JSON.stringify(await transform(`Up to <Fact id="${id}" />.\n`))).not.toContain('"type":"link"');
  expect(JSON.stringify(await transform(`Up to <Fact id="${id}" link />.\n`))).toContain(
    `"url":"${fact.source}"`,
  );
});

test('a fact on a line of its own is a paragraph; no <Fact> element is left', async () => {
  const tree = await transform('<Fact id="deployMaxFiles" />\n');
  expect(tree.children[0]?.type).toBe('paragraph');
  expect(JSON.stringify(tree)).not.toContain('"name":"Fact"');
});

test('an unknown id or attribute fails, naming the file and line', async () => {
  await expect(transform('Text.\n\nAt most <Fact id="noSuchFact" />.\n')).rejects.toThrow(
    /docs\/example\.mdx:3: <Fact id="noSuchFact" \/>: no such fact/,
  );
  await expect(transform('<Fact id="deployMaxFiles" size="big" />\n')).rejects.toThrow(
    /size is not one of them/,
  );
  await expect(transform('<Fact />\n')).rejects.toThrow(/needs an id/);
});

test('every MDX content plugin runs remarkFacts', () => {
  const presets = (config.presets ?? []) as [string, Record<string, { remarkPlugins?: unknown[] }>][];
  const options = presets[0]?.[1] ?? {};
  for (const section of ['docs', 'blog', 'pages']) {
    expect(options[section]?.remarkPlugins ?? [], section).toContain(remarkFacts);
  }
});

test('in a fence marked facts, <Fact> in the code becomes the fact text; other fences keep it', async () => {
  const marked = await transform(
    '```xml title="package.xml" facts\n<version><Fact id="currentApiVersion" /></version>\n```\n',
  );
  expect(marked.children[0]).toMatchObject({
    type: 'code',
    value: `<version>${facts.currentApiVersion.text}</version>`,
  });
  const plain = await transform('```mdx\nOne deploy takes <Fact id="deployMaxFiles" />.\n```\n');
  expect(plain.children[0]).toMatchObject({
    type: 'code',
    value: 'One deploy takes <Fact id="deployMaxFiles" />.',
  });
  await expect(transform('```xml facts\n<Fact id="noSuchFact" />\n```\n')).rejects.toThrow(
    /docs\/example\.mdx:1: <Fact id="noSuchFact" \/> in a code block: no such fact/,
  );
});
