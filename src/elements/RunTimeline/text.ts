/**
 * The diagram's text alternative for each variant, apart from the drawing so
 * that the Markdown twins (./markdown.ts) can use the
 * same words in Node, without React or CSS.
 */
export type RunKind = 'deploy' | 'validate';

export const RUN_TEXT: Readonly<Record<RunKind, { readonly TITLE: string; readonly DESCRIPTION: string }>> = {
  deploy: {
    TITLE: 'A run across three target orgs over time',
    DESCRIPTION:
      'Three lanes start at the same moment, one per target org. In the QA sandbox and the UAT sandbox, ' +
      'steps 1, 2 and 3 run one after the other and all succeed. In production, step 1 succeeds, step 2 ' +
      'fails, and step 3 is skipped, while the two sandboxes carry on to the end.',
  },
  validate: {
    TITLE: 'A Validate only run across three target orgs over time',
    DESCRIPTION:
      'Three lanes start at the same moment, one per target org. In each lane, steps 1 to 3 are one ' +
      'check-only deployment, shown as a single bar, followed by step 4, which is not validated because ' +
      'it is not a deploy. The check-only deployment succeeds in the QA sandbox and the UAT sandbox and ' +
      'fails in production.',
  },
};

export function isRunKind(value: unknown): value is RunKind {
  return value === 'deploy' || value === 'validate';
}
