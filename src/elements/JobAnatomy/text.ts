/**
 * The diagram's data and its text alternative, apart from the drawing so
 * that the Markdown twins (./markdown.ts) can use
 * the same words in Node, without React or CSS.
 */
export const SOURCE_ORG = 'UAT sandbox';
export const STEPS = ['Components', 'Field sets', 'Page layouts', 'Profile updates'] as const;
export const TARGET_ORGS = ['Production', 'Training sandbox', 'Hotfix sandbox'] as const;

export const TITLE = 'Anatomy of a job';
export const DESCRIPTION =
  `A job reads from one source org, ${SOURCE_ORG}, shown on the left. ` +
  `In the middle, ${STEPS.length} numbered steps run in order from top to bottom: ` +
  `${STEPS.map((step, i) => `${i + 1}, ${step}`).join('; ')}. ` +
  `On the right, the steps are deployed to ${TARGET_ORGS.length} target orgs in parallel: ` +
  `${TARGET_ORGS.join(', ')}.`;
