/**
 * What the plan page's box runs, loaded on intent (the first focus, pointer
 * or keystroke in the box) by ./index.tsx: fast-xml-parser behind the safe
 * reader of src/data/package-plan/parse.ts (or its reader of a list of type
 * names), and the planner.
 */
import { planChecklist, planFromText, type JobPlan, type PlanData } from '../../data/package-plan/plan';

export { PackageXmlError } from '../../data/package-plan/parse';

/** Plans a pasted package.xml, or a list of type names (../../data/package-plan/parse.ts, parsePlanInput). */
export function plan(text: string, data: PlanData): JobPlan {
  return planFromText(text, data);
}

export { planChecklist };
