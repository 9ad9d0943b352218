/**
 * The headings the plan page and the checklist give a plan's lists beside its steps. Apart from
 * ./plan.ts so the plan page's box names them without loading the planner.
 */
export const NEEDS_HEADING = 'Before the run, each target needs';
export const LEFT_OUT_HEADING =
  "No deploy carries these parts, as Salesforce's pages say, so no step copies them";
