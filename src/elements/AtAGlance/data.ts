/** What `<AtAGlance slug="…">` renders: its one catalogue entry, handed over at build time (../remark-data.ts). */
import { atAGlanceData } from '../../data/components';
import type { ElementData } from '../types';

export const data: ElementData = ({ slug }) => {
  if (typeof slug !== 'string') throw new Error('<AtAGlance> needs slug="…"');
  return atAGlanceData(slug);
};
