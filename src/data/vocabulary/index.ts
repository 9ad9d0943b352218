// cspell:ignore sfdx cmdt lwc uat metdata permset mdapi pagelayout recordtype sbx sbox gack
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
    say: ['sbx', 'sbox'],
    means: ['sandbox'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  {
    kind: 'everyday',
    say: ['live org', 'live environment'],
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
    // The FAQ compares the two; "change set" is also a name of its own (twoWordLabels in the engine).
    reaches: '/faq/',
  },
  // Other tools' words for the same things (issue 55): change sets' connections, packaging's orgs.
  {
    kind: 'setup-label',
    say: ['deployment connection', 'allow inbound changes'],
    means: ['authorize', 'authorization'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'everyday',
    say: ['subscriber org', 'new package version'],
    means: ['managed package'],
    reaches: '/supported-components/package-upgrade/',
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
    say: ['delete'],
    means: ['destructive changes', 'destructiveChanges'],
    reaches: '/supported-components/zip-packages/',
  },
  // The pages say "delete" for taking a component out of an org.
  {
    kind: 'everyday',
    say: ['remove', 'get rid of'],
    means: ['delete', 'destructive changes', 'destructiveChanges'],
    reaches: '/supported-components/zip-packages/',
  },
  {
    kind: 'everyday',
    say: ['login', 'log in', 'sign in'],
    means: ['authorize'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  // A symptom: what a reader expected "doesn't show up" where the pages say it isn't offered or listed.
  {
    kind: 'everyday',
    say: ['show up', 'not showing', 'not in the list'],
    means: ['offered', 'listed', 'appear'],
    reaches: '/start/how-to-create-job/',
  },
  {
    kind: 'everyday',
    say: ['dependency order', 'deploy order', 'exist before', 'deploy first'],
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

  // Added in a second pass, written from Salesforce's labels and the pages without any question set.
  // Abbreviations admins and developers type for things the pages cover.
  {
    kind: 'abbreviation',
    say: ['RT'],
    means: ['record type'],
    reaches: '/supported-components/record-types/',
  },
  {
    kind: 'abbreviation',
    say: ['GVS'],
    means: ['global value set', 'GlobalValueSet'],
    reaches: '/supported-components/picklist-values/',
  },
  { kind: 'abbreviation', say: ['PB'], means: ['Process Builder'], reaches: '/docs/known-issues/' },
  {
    kind: 'abbreviation',
    say: ['CRT'],
    means: ['custom report type'],
    reaches: '/supported-components/reports/',
  },
  {
    kind: 'abbreviation',
    say: ['perm set', 'permset', 'PS'],
    means: ['permission set', 'PermissionSet'],
    reaches: '/supported-components/metadata-types/',
  },
  {
    kind: 'abbreviation',
    say: ['PSG'],
    means: ['permission set group', 'PermissionSetGroup'],
    reaches: '/supported-components/profile-updates/',
  },
  {
    kind: 'abbreviation',
    say: ['SSO'],
    means: ['single sign-on'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'abbreviation',
    say: ['MDAPI'],
    means: ['Metadata API'],
    reaches: '/supported-components/metadata-types/',
  },
  {
    kind: 'abbreviation',
    say: ['DE org', 'dev edition'],
    means: ['Developer Edition'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  {
    kind: 'abbreviation',
    say: ['dev pro'],
    means: ['Developer Pro', 'sandbox types'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  {
    kind: 'abbreviation',
    say: ['QA', 'SIT'],
    means: ['sandbox'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  { kind: 'abbreviation', say: ['ECA'], means: ['External Client App', 'connected app'], reaches: '/faq/' },
  {
    kind: 'abbreviation',
    say: ['anon Apex', 'exec anon', 'execute anon'],
    means: ['anonymous Apex', 'executeAnonymous'],
    reaches: '/supported-components/execute-anonymous-apex/',
  },

  // Setup's screen and button labels, beside the words the pages use.
  {
    kind: 'setup-label',
    say: ['Installed Packages'],
    means: ['managed package', 'package version'],
    reaches: '/supported-components/package-upgrade/',
  },
  {
    kind: 'setup-label',
    say: ['Picklist Value Sets'],
    means: ['global value set', 'standard value set'],
    reaches: '/supported-components/picklist-values/',
  },
  {
    kind: 'setup-label',
    say: ['Set History Tracking'],
    means: ['field history tracking', 'trackHistory'],
    reaches: '/supported-components/field-history-tracking/',
  },
  {
    kind: 'setup-label',
    say: ['Field Dependencies'],
    means: ['dependent picklist', 'controlling field'],
    reaches: '/supported-components/picklist-values/',
  },
  {
    kind: 'setup-label',
    say: ['Record Type Settings', 'Assigned Record Types'],
    means: ['record type visibility', 'recordTypeVisibilities'],
    reaches: '/supported-components/record-types/',
  },
  {
    kind: 'setup-label',
    say: ['Trusted URLs'],
    means: ['CSP trusted sites'],
    reaches: '/supported-components/remote-site-settings/',
  },
  {
    kind: 'setup-label',
    say: ['Buttons, Links, and Actions', 'override standard button'],
    means: ['Visualforce page overrides', 'action override'],
    reaches: '/supported-components/apex-pages-overrides/',
  },
  {
    kind: 'setup-label',
    say: ['Translation Workbench', 'translate help text'],
    means: ['CustomObjectTranslation', 'Translations of help text'],
    reaches: '/supported-components/help-texts/',
  },

  // A task or a feature, in everyday words.
  {
    kind: 'everyday',
    say: ['manifest', 'manifest file'],
    means: ['package.xml'],
    reaches: '/start/plan-a-job-from-package-xml/',
  },
  {
    kind: 'everyday',
    say: ['reuse', 're-use'],
    means: ['clone'],
    reaches: '/start/clone-job-step/',
  },
  {
    kind: 'everyday',
    say: ['curl', 'REST API', 'API call', 'webhook'],
    means: ['HTTPS call'],
    reaches: '/supported-components/ci-cd/',
  },
  {
    kind: 'everyday',
    say: ['gack', 'internal server error'],
    means: ['UNKNOWN_EXCEPTION', 'unexpected error', 'internal error'],
    reaches: '/errors/',
  },
  {
    kind: 'everyday',
    say: ['email notification', 'email alert', 'notify'],
    means: ['notification emails', 'notified'],
    reaches: '/start/how-to-create-job/',
  },
  // Which way a copy goes, said with a verb: the org a job reads from is its source, the one it writes to a
  // target. Each verb's other forms match too ("reading from", "deployed to").
  {
    kind: 'everyday',
    say: ['read from', 'copy from', 'pull from', 'deploy from', 'come from', 'take from', 'retrieve from'],
    means: ['source org'],
    reaches: '/basic-terminology/what-is-source-org-salesforce/',
  },
  {
    kind: 'everyday',
    say: ['deploy to', 'copy to', 'push to', 'release to', 'write to', 'deploy into', 'copy into'],
    means: ['target org'],
    reaches: '/basic-terminology/what-is-target-org-salesforce/',
  },
  {
    kind: 'everyday',
    say: ['migrate', 'migrate metadata'],
    means: ['copying Salesforce metadata', 'copy Salesforce metadata'],
    reaches: '/basic-terminology/what-is-job-metaferry/',
  },
  {
    kind: 'everyday',
    say: ['promote', 'promotion'],
    means: ['release path', 'promoting work'],
    reaches: '/basic-terminology/what-is-source-org-salesforce/',
  },
  {
    kind: 'everyday',
    say: ['backfill', 'back-fill', 'populate', 'data fix', 'post-deploy script'],
    means: ['Execute anonymous Apex', 'fill a new field', 'anonymous Apex script'],
    reaches: '/supported-components/execute-anonymous-apex/',
  },
  {
    kind: 'everyday',
    say: ['branding', 'email branding', 'company logo'],
    means: ['letterhead'],
    reaches: '/supported-components/letterheads/',
  },
  {
    kind: 'everyday',
    say: ['partial success', 'partial deploy'],
    means: ['all or nothing', 'Finished steps stay'],
    reaches: '/docs/known-issues/',
  },
  {
    kind: 'everyday',
    say: ['export results', 'spreadsheet', 'Excel'],
    means: ['Download log', 'CSV'],
    reaches: '/start/how-to-run-job/',
  },
  {
    kind: 'everyday',
    say: ['skip tests', 'no tests', 'without tests'],
    means: ['NoTestRun', 'test level'],
    reaches: '/start/how-to-run-job/',
  },
  {
    kind: 'everyday',
    say: ['data migration', 'copy records', 'seed data'],
    means: ['data records', 'Data Loader'],
    reaches: '/faq/',
  },
  {
    kind: 'everyday',
    say: ['full copy', 'full copy sandbox', 'partial sandbox'],
    means: ['sandbox types', 'Full sandbox', 'Partial Copy'],
    reaches: '/basic-terminology/what-is-org-salesforce/',
  },
  {
    kind: 'everyday',
    say: ['IP allowlist', 'IP whitelist', 'trusted IP ranges'],
    means: ['Login IP Ranges', 'IP Relaxation'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'everyday',
    say: ['reconnect', 're-authorize', 'reauthorize'],
    means: ['authorize the org again', 'authorize it again'],
    reaches: '/start/how-to-authorize-an-organization/',
  },
  {
    kind: 'everyday',
    say: ['tooltip', 'hover text', 'field help', 'hint text', 'field hint'],
    means: ['help text', 'inlineHelpText'],
    reaches: '/supported-components/help-texts/',
  },

  // Spellings the typo rules miss: words typed joined or split.
  {
    kind: 'spelling',
    say: ['pagelayout'],
    means: ['page layout'],
    reaches: '/supported-components/page-layouts/',
  },
  {
    kind: 'spelling',
    say: ['fieldset'],
    means: ['field set'],
    reaches: '/supported-components/field-sets/',
  },
  {
    kind: 'spelling',
    say: ['recordtype'],
    means: ['record type'],
    reaches: '/supported-components/record-types/',
  },
  {
    kind: 'spelling',
    say: ['flexi page'],
    means: ['FlexiPage'],
    reaches: '/supported-components/flexi-pages-overrides/',
  },
  { kind: 'spelling', say: ['work flow'], means: ['flow'], reaches: '/faq/' },
  {
    kind: 'spelling',
    say: ['letter head'],
    means: ['letterhead'],
    reaches: '/supported-components/letterheads/',
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
