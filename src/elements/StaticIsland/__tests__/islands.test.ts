/** How a long list becomes islands (../islands.ts): its group headings outside, its runs split near ISLAND_CHARS. */
import { expect, test } from '@playwright/test';
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { asIslands, ISLAND_CHARS } from '../islands';

const heading = (depth: 1 | 2 | 3, text: string): RootContent => ({
  type: 'heading',
  depth,
  children: [{ type: 'text', value: text }],
});
const paragraph = (chars: number): RootContent => ({
  type: 'paragraph',
  children: [{ type: 'text', value: 'x'.repeat(chars) }],
});

test('a run longer than ISLAND_CHARS ends before the next entry; group headings stay outside; every node is kept once', () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // Group A: 5 entries of about a third of ISLAND_CHARS each; group B: one short entry.
    const third = Math.ceil(ISLAND_CHARS * 0.35);
    const nodes: RootContent[] = [
      heading(2, 'A'),
      ...[1, 2, 3, 4, 5].flatMap((n) => [heading(3, `A${n}`), paragraph(third)]),
      heading(2, 'B'),
      heading(3, 'B1'),
      paragraph(10),
    ];
    const out = asIslands(nodes, 'types', { data: { compilerName: 'server' } });
    const islands = out.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement');
    // A: entries 1-3 (the run reaches ISLAND_CHARS with the third), then 4-5; B: one.
    expect(islands.map((i) => i.children.filter((c) => c.type === 'heading').length)).toEqual([3, 2, 1]);
    expect(out.filter((n) => n.type === 'heading').map((n) => n.depth)).toEqual([2, 2]);
    // Each island starts at an entry's heading, and its ids are unique.
    for (const island of islands) expect(island.children[0]).toMatchObject({ type: 'heading', depth: 3 });
    const ids = islands.map((i) => i.attributes.find((a) => 'name' in a && a.name === 'id')?.value);
    expect(new Set(ids).size).toBe(islands.length);
    // The browser's compilation: the same islands, empty.
    const browser = asIslands(nodes, 'types', { data: { compilerName: 'client' } });
    expect(
      browser
        .filter((n) => n.type === 'mdxJsxFlowElement')
        .map((n) => (n as MdxJsxFlowElement).children.length),
    ).toEqual([0, 0, 0]);
  } finally {
    process.env.NODE_ENV = previous;
  }
});
