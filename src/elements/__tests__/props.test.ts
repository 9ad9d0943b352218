import { expect, test } from '@playwright/test';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { parseMdx } from '../../site/markdown/parse';
import { readProps } from '../props';

/** The first element of a one-line MDX source. */
async function element(source: string): Promise<MdxJsxFlowElement> {
  const tree = await parseMdx(`${source}\n`);
  const node = tree.children[0];
  if (node?.type !== 'mdxJsxFlowElement') throw new Error(`not an element: ${source}`);
  return node;
}

test('text, bare flags and boolean literals are read; any other expression or a spread fails, naming the place', async () => {
  expect(readProps(await element('<X slug="a" open hidden={false} shown={ true } />'), 'p.mdx:1')).toEqual({
    slug: 'a',
    open: true,
    hidden: false,
    shown: true,
  });
  expect(() =>
    readProps(
      {
        ...({} as MdxJsxFlowElement),
        name: 'X',
        attributes: [{ type: 'mdxJsxExpressionAttribute', value: '...rest' }],
      } as MdxJsxFlowElement,
      'p.mdx:2',
    ),
  ).toThrow('p.mdx:2: <X> takes no spread attributes');
  await expect(async () => readProps(await element('<X n={1 + 1} />'), 'p.mdx:3')).rejects.toThrow(
    'p.mdx:3: <X> has an expression attribute (n={…}); pass text or a flag',
  );
});

test('with a schema, an unknown attribute or one of the other kind fails, listing what the element takes', async () => {
  const schema = { id: 'text', code: 'flag' } as const;
  expect(readProps(await element('<E id="x" code />'), 'e.mdx:1', schema)).toEqual({ id: 'x', code: true });
  await expect(async () => readProps(await element('<E ids="x" />'), 'e.mdx:2', schema)).rejects.toThrow(
    'e.mdx:2: <E> takes id="…", code (a flag); ids is not one of them',
  );
  await expect(async () => readProps(await element('<E id />'), 'e.mdx:3', schema)).rejects.toThrow(
    "e.mdx:3: <E>'s id is text",
  );
  await expect(async () => readProps(await element('<E code="yes" />'), 'e.mdx:4', schema)).rejects.toThrow(
    "e.mdx:4: <E>'s code is a flag",
  );
});
