/** What `<JobPlanner />` plans with, handed over at build time (../remark-data.ts): the planner's extract of the catalogue and the registry. */
import { planData } from '../../data/package-plan/data';
import type { ElementData } from '../types';

export const data: ElementData = () => planData();
