/** `<ErrorText id="…" [code] />` in Markdown: the entry's text (or code) as code, linked to /errors/ (../ErrorEntries/nodes.ts). */
import { errorTextNode } from '../ErrorEntries/nodes';
import type { ElementMapping } from '../types';

export const markdown: ElementMapping = (context) => {
  const { id, code } = context.props;
  try {
    return context.convert([
      errorTextNode({ ...(typeof id === 'string' ? { id } : {}), code: code === true }),
    ]);
  } catch (error) {
    return context.fail((error as Error).message);
  }
};
