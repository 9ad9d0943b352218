/** What `<ComponentCatalogue />` renders: the cards and the filter's data, handed over at build time (../remark-data.ts). */
import { catalogueData } from '../../data/components';
import type { ElementData } from '../types';

export const data: ElementData = () => catalogueData();
