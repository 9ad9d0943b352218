/** `<MetadataTypes />` in Markdown: the nodes ./remark.ts puts in the page (./nodes.ts), converted like the page's own. */
import type { ElementMapping } from '../types';
import { metadataTypesNodes } from './nodes';

export const markdown: ElementMapping = (context) => {
  try {
    const converted = context.convert(metadataTypesNodes(context.headingDepth, context.page));
    // 575 types would take the whole index past its first-query budget (150 KB gzipped): the types
    // join the index when it is split by term (issue 26); the page's intro is indexed meanwhile.
    for (const node of converted) {
      if (node.type === 'heading')
        node.data = { ...node.data, unindexed: 'index-budget' } as typeof node.data;
    }
    return converted;
  } catch (error) {
    return context.fail((error as Error).message);
  }
};
