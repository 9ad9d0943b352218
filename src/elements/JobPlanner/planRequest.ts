/**
 * One plan asked of the planner, answered as plain data (issue 51): the plan and its checklist, or
 * the reader's error (a refused or malformed package.xml, with its line). The plan page's worker
 * (./planWorker.ts) answers with it, and so does the page itself where no worker starts, so both
 * give the same answer. Any other error is the planner's own and is thrown.
 */
import { componentPath } from '../../data/catalogue';
import { PackageXmlError } from '../../data/package-plan/parse';
import { planChecklist, planFromText, type JobPlan, type PlanData } from '../../data/package-plan/plan';

export type PlanReply =
  | { readonly kind: 'plan'; readonly plan: JobPlan; readonly checklist: string }
  | { readonly kind: 'error'; readonly message: string };

export function answerPlan(text: string, data: PlanData): PlanReply {
  try {
    const plan = planFromText(text, data);
    return { kind: 'plan', plan, checklist: planChecklist(plan, componentPath) };
  } catch (error) {
    if (error instanceof PackageXmlError) return { kind: 'error', message: error.message };
    throw error;
  }
}

/** What the page sends the worker, and what it answers: `failed` when the planner itself threw. */
export interface PlanMessage {
  readonly id: number;
  readonly text: string;
  readonly data: PlanData;
}
export type PlanWorkerReply =
  { readonly id: number; readonly reply: PlanReply } | { readonly id: number; readonly failed: string };
