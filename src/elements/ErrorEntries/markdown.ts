/** `<ErrorEntries>` in Markdown: the nodes ./remark.ts puts in the page (./nodes.ts), converted like the page's own. */
import type { ElementMapping } from '../types';
import { errorEntriesNodes, routeOfDocFile } from './nodes';

export const markdown: ElementMapping = (context) => {
  const { step, ids, directory } = context.props;
  try {
    const nodes = errorEntriesNodes(
      {
        ...(typeof step === 'string' ? { step } : {}),
        ...(typeof ids === 'string' ? { ids } : {}),
        ...(directory === true ? { directory: true } : {}),
      },
      context.headingDepth,
      {
        place: context.page,
        ...(routeOfDocFile(context.page) ? { route: routeOfDocFile(context.page) as string } : {}),
      },
    );
    const converted = context.convert(nodes);
    // Away from /errors/, an entry is indexed at its home only (HeadingData.unindexed).
    if (directory !== true) {
      for (const node of converted) {
        if (node.type === 'heading')
          node.data = { ...node.data, unindexed: 'indexed-at-home' } as typeof node.data;
      }
    }
    return converted;
  } catch (error) {
    return context.fail((error as Error).message);
  }
};
