/** "At a glance" as nodes (issue 43): one rendering that the HTML and the twin both read. */
import { expect, test } from '@playwright/test';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { getComponent } from '../../../data/components';
import { parseMdx } from '../../../site/markdown/parse';
import { atAGlanceNodes } from '../nodes';
import remarkAtAGlance from '../remark';
import { ROWS } from '../text';

async function transform(source: string): Promise<Root> {
  const tree = (await parseMdx(source)) as Root;
  remarkAtAGlance()(tree, { path: 'docs/example.mdx' });
  return tree;
}

test('a labelled aside with one row per fact, each a term and its definition', () => {
  const [aside] = atAGlanceNodes('record-types');
  expect(aside).toMatchObject({
    type: 'mdxJsxFlowElement',
    name: 'aside',
    attributes: expect.arrayContaining([
      expect.objectContaining({ name: 'aria-label', value: 'At a glance' }),
    ]),
  });
  const json = JSON.stringify(aside);
  for (const term of Object.values(ROWS)) expect(json).toContain(`"value":"${term}"`);
  const text = toString(aside);
  const entry = getComponent('record-types');
  for (const type of entry.metadataTypes) expect(text).toContain(type);
  for (const limit of entry.limits) expect(text).toContain(limit.text);
  // Terms are <dt>, one-line values <dd>: rendered from paragraphs, with no <p> inside.
  expect(json).toContain('"hName":"dt"');
  expect(json).toContain('"hName":"dd"');
});

test('the element is replaced in place; an unknown slug or a stray attribute fails, naming the file and line', async () => {
  const tree = await transform('Intro.\n\n<AtAGlance slug="record-types" />\n\nAfter.\n');
  expect(tree.children.map((node) => (node.type === 'mdxJsxFlowElement' ? node.name : node.type))).toEqual([
    'paragraph',
    'aside',
    'paragraph',
  ]);
  await expect(transform('<AtAGlance slug="no-such-type" />\n')).rejects.toThrow(
    /docs\/example\.mdx:1: .*no-such-type/,
  );
  await expect(transform('<AtAGlance slug="record-types" size="big" />\n')).rejects.toThrow(
    /docs\/example\.mdx:1/,
  );
});
