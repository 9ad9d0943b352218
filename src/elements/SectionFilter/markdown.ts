/** `<SectionFilter>` in Markdown: nothing. The twin lists every entry; a filter box is for the web page. */
import type { ElementMapping } from '../types';

export const markdown: ElementMapping = () => [];
