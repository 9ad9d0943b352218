/** `<MetadataTypes />` in Markdown: the nodes ./remark.ts puts in the page (./nodes.ts), converted like the page's own. */
import type { ElementMapping } from '../types';
import { metadataTypesNodes } from './nodes';

export const markdown: ElementMapping = (context) => {
  try {
    return context.convert(metadataTypesNodes(context.headingDepth, context.page));
  } catch (error) {
    return context.fail((error as Error).message);
  }
};
