/**
 * What the plan page's box runs, loaded on intent (the first focus, pointer
 * or keystroke in the box) by ./index.tsx: fast-xml-parser behind the safe
 * reader of src/data/package-plan/parse.ts, and the planner.
 */
import { parsePackageXml } from '../../data/package-plan/parse';
import { planChecklist, planJob, type JobPlan, type PlanData } from '../../data/package-plan/plan';

export { PackageXmlError } from '../../data/package-plan/parse';

export function plan(text: string, data: PlanData): JobPlan {
  return planJob(parsePackageXml(text), data);
}

export { planChecklist };
