/** `<RunTimeline run="…">` in Markdown: the diagram's title and description (./text.ts, which the SVG reads too). */
import { diagramText } from '../markdown-helpers';
import type { ElementMapping } from '../types';
import { isRunKind, RUN_TEXT } from './text';

export const markdown: ElementMapping = (context) => {
  const run = context.props.run ?? 'deploy';
  if (!isRunKind(run)) return context.fail('run="…" must be "deploy" or "validate"');
  return diagramText(RUN_TEXT[run]);
};
