/** The job diagram in Markdown: its title and description (./text.ts, which the SVG reads too), labelled as a diagram. */
import { diagramText } from '../markdown-helpers';
import type { ElementMapping } from '../types';
import * as text from './text';

export const markdown: ElementMapping = () => diagramText(text);
