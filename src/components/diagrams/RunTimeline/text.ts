/**
 * The diagram's text alternative, apart from the drawing so that the
 * Markdown twins (src/plugins/markdown-twins/elements.ts) can use the same
 * words in Node, without React or CSS.
 */
export const TITLE = 'A run across three target orgs over time';
export const DESCRIPTION =
  'Three lanes start at the same moment, one per target org. In the QA sandbox and the UAT sandbox, steps 1, 2 and 3 run one after the other and all succeed. In production, step 1 succeeds, step 2 fails, and step 3 is skipped, while the two sandboxes carry on to the end.';
