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
    return context.convert(nodes);
  } catch (error) {
    return context.fail((error as Error).message);
  }
};
