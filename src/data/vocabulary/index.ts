// cspell:ignore sfdx cmdt lwc uat metdata
/**
 * The admin's words (issue 26): what Salesforce admins and developers type
 * for the things these pages name in other words. Abbreviations (FLS, LWC),
 * Setup's labels beside the API names the pages use (Lightning App Builder,
 * FlexiPage), everyday names for a task or a feature ("dry run" for a
 * validation), CI products by name, and spellings the typo rules don't reach
 * (a word split in two, a short word).
 *
 * One list for every reader of the index: the offline engine widens a query
 * with it (src/search/engine/search.ts: a reader's phrase also finds its
 * meanings, which count as the phrase when all their words match), so the
 * modal, the /search/ page and the docs MCP server read it alike, and
 * `npm run search:upload` sends it to Algolia as one-way synonyms
 * (`algoliaSynonyms`).
 *
 * Entries map a reader's words to the site's, never the other way: a page's
 * own word never widens. Each entry names a page a reader typing it should
 * find among the first three results; src/data/vocabulary/__tests__ and
 * tests/unit/search-build.test.ts hold every entry to it.
 */

export type VocabularyKind = 'abbreviation' | 'setup-label' | 'everyday' | 'ci-product' | 'spelling';

export interface VocabularyEntry {
  readonly kind: VocabularyKind;
  /** What readers type: a word or a phrase, in any case. */
  readonly say: readonly string[];
  /** What the pages call it: each phrase found whole counts as the reader's words. */
  readonly means: readonly string[];
  /** A route a reader typing the first `say` should find among the first three pages. */
  readonly reaches: string;
}

export const VOCABULARY: readonly VocabularyEntry[] = [
  // Abbreviations.
  {
    kind: 'abbreviation',
    say: ['FLS'],
    means: ['field-level security', 'field permissions'],
    reaches: '/supported-components/profile-updates/',
  },
  {
    kind: 'abbreviation',
    say: ['CMT', 'CMDT'],
    means: ['custom metadata'],
    reaches: '/supported-components/metadata-types/',
  },
  {
    kind: 'abbreviation',
    say: ['LWC'],
    means: ['Lightning web component', 'LightningComponentBundle'],
    reaches: '/supported-components/components/',
  },
  {
    kind: 'abbreviation',
    say: ['VF', 'VF page'],
    means: ['Visualforce'],
    reaches: '/supported-components/apex-pages-overrides/',
  },
  {
    kind: 'abbreviation',
    say: ['CI', 'CD'],
    means: ['CI/CD', 'pipeline'],
    reaches: '/supported-components/ci-cd/',
  },
  {
    kind: 'abbreviation',
    say: ['prod'],
    means: ['production'],
    reaches: '/basic-terminology/what-is-target-org-salesforce/',
  },
  {
    kind: 'abbreviation',
    say: ['UAT'],
    means: ['sandbox'],
    reaches: '/basic-terminology/what-is-source-org-salesforce/',
  },
  {
    kind: 'abbreviation',
    say: ['pkg'],
    means: ['package'],
    reaches: '/supported-components/package-upgrade/',
  },
  {
    kind: 'abbreviation',
    say: ['SFDX', 'sf CLI'],
    means: ['Salesforce CLI'],
    reaches: '/start/plan-a-job-from-package-xml/',
  },
  {
    kind: 'abbreviation',
    say: ['CRUD'],
    means: ['object permissions'],
    reaches: '/supported-components/profile-updates/',
  },
  {
    kind: 'abbreviation',
    say: ['MFA', '2FA'],
    means: ['multi-factor authentication'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'abbreviation',
    say: ['VR'],
    means: ['validation rule'],
    reaches: '/errors/',
  },

  // Setup's labels and the UI's names, beside the API names and terms the pages use.
  {
    kind: 'setup-label',
    say: ['Lightning App Builder', 'Lightning record page', 'Lightning page'],
    means: ['FlexiPage'],
    reaches: '/supported-components/flexi-pages-overrides/',
  },
  {
    kind: 'setup-label',
    say: ['tab settings'],
    means: ['tab visibility'],
    reaches: '/supported-components/profile-updates/',
  },
  {
    kind: 'setup-label',
    // Where admins meet connected apps and their successor: the FAQ answers what they change for
    // Metaferry, how to revoke it, and links the Setup steps to approve and restrict it.
    say: ['App Manager', 'External Client App'],
    means: ['connected app'],
    reaches: '/faq/',
  },
  {
    kind: 'setup-label',
    say: ['Deployment Status'],
    means: ['deployment', 'run history'],
    reaches: '/start/how-to-run-job/',
  },
  {
    kind: 'setup-label',
    say: ['change set', 'outbound change set'],
    means: ['job'],
    reaches: '/basic-terminology/what-is-job-metaferry/',
  },
  {
    kind: 'setup-label',
    say: ['page layout assignment', 'layout assignment', 'page layout editor'],
    means: ['page layout'],
    reaches: '/supported-components/page-layouts/',
  },
  {
    kind: 'setup-label',
    say: ['highlights panel'],
    means: ['compact layout'],
    reaches: '/supported-components/compact-layout-assignments/',
  },
  {
    kind: 'setup-label',
    say: ['global value set'],
    means: ['picklist values'],
    reaches: '/supported-components/picklist-values/',
  },

  // A task or a feature, in everyday words.
  {
    kind: 'everyday',
    say: ['dry run', 'test deploy', 'check only'],
    means: ['validate only', 'check-only'],
    reaches: '/start/how-to-run-job/',
  },
  {
    kind: 'everyday',
    say: ['rollback', 'roll back', 'revert'],
    means: ['undo', 'rolled back'],
    reaches: '/basic-terminology/on-error/',
  },
  {
    kind: 'everyday',
    say: ['delete', 'remove'],
    means: ['destructive changes', 'destructiveChanges'],
    reaches: '/supported-components/zip-packages/',
  },
  {
    kind: 'everyday',
    say: ['login', 'log in', 'sign in'],
    means: ['authorize'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'everyday',
    say: ['dependency order', 'deploy order'],
    means: ['order of steps'],
    reaches: '/start/order-of-steps/',
  },
  {
    kind: 'everyday',
    say: ['exclude', 'keep out of a deploy'],
    means: ['protected components'],
    reaches: '/basic-terminology/what-is-protected-components/',
  },

  // CI products, which the CI/CD page covers by their common shape.
  ...(
    ['GitHub Actions', 'Jenkins', 'GitLab', 'Azure DevOps', 'Bitbucket Pipelines', 'CircleCI'] as const
  ).map((product): VocabularyEntry => ({
    kind: 'ci-product',
    say: [product],
    means: ['CI/CD', 'pipeline'],
    reaches: '/supported-components/ci-cd/',
  })),

  // Spellings the typo rules miss: a word typed as two, and short words.
  {
    kind: 'spelling',
    say: ['pick list'],
    means: ['picklist'],
    reaches: '/supported-components/picklist-values/',
  },
  {
    kind: 'spelling',
    say: ['sand box'],
    means: ['sandbox'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  {
    kind: 'spelling',
    say: ['meta data'],
    means: ['metadata'],
    reaches: '/supported-components/metadata-types/',
  },
  {
    kind: 'spelling',
    say: ['metdata'],
    means: ['metadata'],
    reaches: '/supported-components/metadata-types/',
  },
  {
    kind: 'spelling',
    say: ['lay out', 'page lay out'],
    means: ['layout'],
    reaches: '/supported-components/page-layouts/',
  },

  // The product's own words for one thing (the engine's first synonyms): readers ask what happens when a
  // step "fails", and the page that answers is "On-error handling".
  ...(['fail', 'failure', 'failed', 'error'] as const).map((word): VocabularyEntry => ({
    kind: 'everyday',
    say: [word],
    means: ['fail', 'failure', 'failed', 'error'].filter((other) => other !== word),
    reaches: '/basic-terminology/on-error/',
  })),
];

/** Algolia's one-way synonyms for the vocabulary: each phrase a reader types finds the pages' words. */
export function algoliaSynonyms(): {
  objectID: string;
  type: 'oneWaySynonym';
  input: string;
  synonyms: string[];
}[] {
  return VOCABULARY.flatMap((entry) =>
    entry.say.map((input) => ({
      objectID: `vocabulary-${input.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
      type: 'oneWaySynonym' as const,
      input,
      synonyms: [...entry.means],
    })),
  );
}
