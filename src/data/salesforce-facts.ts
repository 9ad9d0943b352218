/**
 * Facts that more than one page states, defined once: Salesforce's limits
 * and rules (each with the Salesforce page that states it) and the
 * product's own numbers (each with the page of this site that explains it).
 *
 * Pages state them with `<Fact id="…" />`, which src/plugins/remark-facts
 * turns into text (linked to its source) at build time, in every MDX file
 * without an import; the catalogue data builds its limit sentences from
 * them; the search index and the Markdown twins read the same text. A page
 * that writes one of these numbers in prose fails `src/data/__tests__/facts.test.ts`.
 *
 * The catalogue pages' data (src/data/components/) imports this module, so
 * it stays plain data, small pure functions and no imports.
 *
 * To change a Salesforce fact, check it on the page in `source` first (and
 * update `source` if Salesforce moved it); the display text is what readers
 * see, so keep it short enough to sit inside a sentence.
 */

export interface SalesforceFact {
  readonly kind: 'salesforce';
  /** The number (or numbers, or names) the text states, in the text's own unit. */
  readonly value: number | readonly number[] | readonly string[];
  /** What a page shows, written to sit inside a sentence. */
  readonly text: string;
  /** Salesforce's own page (developer.salesforce.com or help.salesforce.com), https. */
  readonly source: string;
  /** The source page's title, for the link's accessible name. */
  readonly sourceTitle: string;
}

export interface ProductFact {
  readonly kind: 'product';
  readonly value: number;
  readonly text: string;
  /** Path of the page on this site that explains the behavior. */
  readonly source: string;
  readonly sourceTitle: string;
}

export type Fact = SalesforceFact | ProductFact;

const DEPLOY_LIMITS =
  'https://developer.salesforce.com/docs/platform/salesforce-app-limits-cheatsheet/guide/salesforce-app-limits-platform-metadata.html';
const DEPLOY_LIMITS_TITLE = 'Salesforce Developer Limits and Allocations Quick Reference: Metadata Limits';
const RUNNING_TESTS =
  'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_running_tests.htm';
const RUNNING_TESTS_TITLE = 'Metadata API Developer Guide: Running Tests in a Deployment';
const GOVERNOR_LIMITS =
  'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_gov_limits.htm';
const GOVERNOR_LIMITS_TITLE = 'Apex Developer Guide: Execution Governors and Limits';
const PICKLIST_LIMITATIONS =
  'https://help.salesforce.com/HTViewHelpDoc?id=picklist_limitations.htm&language=en_US';
const PICKLIST_LIMITATIONS_TITLE = 'Salesforce Help: Picklist Limitations';
const COMPACT_LAYOUTS =
  'https://help.salesforce.com/s/articleView?id=platform.compact_layout_overview.htm&language=en_US&type=5';

export const facts = {
  deployMaxFiles: {
    kind: 'salesforce',
    value: 10000,
    text: '10,000 files',
    source: DEPLOY_LIMITS,
    sourceTitle: DEPLOY_LIMITS_TITLE,
  },
  deployMaxZip: {
    kind: 'salesforce',
    value: 39,
    text: 'about 39 MB',
    source: DEPLOY_LIMITS,
    sourceTitle: DEPLOY_LIMITS_TITLE,
  },
  deployMaxUnzipped: {
    kind: 'salesforce',
    value: 600,
    text: 'about 600 MB',
    source: DEPLOY_LIMITS,
    sourceTitle: DEPLOY_LIMITS_TITLE,
  },
  /** The three deploy limits together, as most pages state them. */
  deployLimits: {
    kind: 'salesforce',
    value: [10000, 39, 600],
    text: '10,000 files, a zip file of about 39 MB and about 600 MB unzipped',
    source: DEPLOY_LIMITS,
    sourceTitle: DEPLOY_LIMITS_TITLE,
  },
  apexTestLevels: {
    kind: 'salesforce',
    value: ['NoTestRun', 'RunSpecifiedTests', 'RunLocalTests', 'RunAllTestsInOrg'],
    text: 'NoTestRun, RunSpecifiedTests, RunLocalTests or RunAllTestsInOrg',
    source: RUNNING_TESTS,
    sourceTitle: RUNNING_TESTS_TITLE,
  },
  /** Production deploys with Apex: the tests that run must cover this share of the org's Apex code. */
  apexProductionCoverage: {
    kind: 'salesforce',
    value: 75,
    text: '75%',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_intro_writing_tests.htm',
    sourceTitle: 'Apex Developer Guide: Writing Tests',
  },
  /** With RunSpecifiedTests: the share each deployed Apex class and trigger needs, from the tests named. */
  apexSpecifiedTestsCoverage: {
    kind: 'salesforce',
    value: 75,
    text: '75%',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_specific_tests.htm',
    sourceTitle: 'Metadata API Developer Guide: Running a Subset of Tests in a Deployment',
  },
  fieldHistoryMaxFields: {
    kind: 'salesforce',
    value: 20,
    text: '20 fields',
    source:
      'https://help.salesforce.com/s/articleView?id=xcloud.tracking_field_history_for_standard_objects.htm&language=en_US&type=5',
    sourceTitle: 'Salesforce Help: Track Object Field History',
  },
  /** Tracked fields per object with Field Audit Trail (older guides said 60). */
  fieldAuditTrailMaxFields: {
    kind: 'salesforce',
    value: 200,
    text: '200 fields',
    source: 'https://help.salesforce.com/s/articleView?id=xcloud.field_audit_trail.htm&language=en_US&type=5',
    sourceTitle: 'Salesforce Help: Field Audit Trail',
  },
  /** Without Field Audit Trail, in months: in the org, then through the API. */
  fieldHistoryRetention: {
    kind: 'salesforce',
    value: [18, 24],
    text: '18 months in the org and 24 months through the API',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.securityImplGuide.meta/securityImplGuide/tracking_field_history.htm',
    sourceTitle: 'Salesforce Security Guide: Field History Tracking',
  },
  /** How many of a compact layout's fields the record highlights show: mobile app, then Lightning Experience. */
  compactLayoutHighlightsFields: {
    kind: 'salesforce',
    value: [10, 7],
    text: 'up to 10 fields in the Salesforce mobile app and the first 7 in Lightning Experience',
    source: COMPACT_LAYOUTS,
    sourceTitle: 'Salesforce Help: Compact Layouts',
  },
  /** The combined size of the picklist values one list view filter selects stays below this. */
  listViewFilterPicklistChars: {
    kind: 'salesforce',
    value: 240,
    text: '240 characters',
    source: PICKLIST_LIMITATIONS,
    sourceTitle: PICKLIST_LIMITATIONS_TITLE,
  },
  /** Restricted custom picklists: active and inactive values together. */
  picklistRestrictedMaxValues: {
    kind: 'salesforce',
    value: 1000,
    text: '1,000 values, active and inactive together',
    source: PICKLIST_LIMITATIONS,
    sourceTitle: PICKLIST_LIMITATIONS_TITLE,
  },
  /** Unrestricted custom picklists: active values. */
  picklistUnrestrictedMaxActive: {
    kind: 'salesforce',
    value: 1000,
    text: '1,000 active values',
    source: PICKLIST_LIMITATIONS,
    sourceTitle: PICKLIST_LIMITATIONS_TITLE,
  },
  /** A GlobalValueSet's customValue entries, inactive ones included. */
  globalValueSetMaxValues: {
    kind: 'salesforce',
    value: 1000,
    text: '1,000 values, inactive values included',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_globalvalueset.htm',
    sourceTitle: 'Metadata API Developer Guide: GlobalValueSet',
  },
  /** Synchronous Apex, per transaction. */
  apexSoqlQueries: {
    kind: 'salesforce',
    value: 100,
    text: '100 SOQL queries',
    source: GOVERNOR_LIMITS,
    sourceTitle: GOVERNOR_LIMITS_TITLE,
  },
  /** Per transaction. */
  apexDmlStatements: {
    kind: 'salesforce',
    value: 150,
    text: '150 DML statements',
    source: GOVERNOR_LIMITS,
    sourceTitle: GOVERNOR_LIMITS_TITLE,
  },
  /** Synchronous Apex, per transaction, in seconds (Salesforce's table says 10,000 milliseconds). */
  apexCpuTime: {
    kind: 'salesforce',
    value: 10,
    text: '10 seconds of CPU time',
    source: GOVERNOR_LIMITS,
    sourceTitle: GOVERNOR_LIMITS_TITLE,
  },
  /**
   * The Metadata API version of the current Salesforce release, for examples
   * (package.xml's `<version>`). Update it with each release: Winter, Spring
   * and Summer each add 1.0.
   */
  currentApiVersion: {
    kind: 'salesforce',
    value: 68,
    text: '68.0',
    source: 'https://developer.salesforce.com/docs/platform/pkg1-dev/guide/pkg1-dev-pdf-archive.html',
    sourceTitle: "First-Generation Managed Packaging Developer Guide: API 68.0 is Winter '27",
  },
  /** What the RunLocalTests test level leaves out, as Salesforce states it beside RunRelevantTests. */
  runLocalTestsScope: {
    kind: 'salesforce',
    value: ['managed and unlocked packages'],
    text: 'every Apex test in the org except those from installed managed and unlocked packages',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_relevant_tests.htm',
    sourceTitle: 'Metadata API Developer Guide: Run Relevant Apex Tests in a Deployment (Beta)',
  },
  /** The test level Salesforce offers in beta, which Metaferry doesn't offer until it is generally available. */
  runRelevantTestsBeta: {
    kind: 'salesforce',
    value: ['RunRelevantTests'],
    text: 'RunRelevantTests (beta)',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_relevant_tests.htm',
    sourceTitle: 'Metadata API Developer Guide: Run Relevant Apex Tests in a Deployment (Beta)',
  },
  /** How long a scratch org lives: the default and the longest duration, in days. */
  scratchOrgDurationDays: {
    kind: 'salesforce',
    value: [7, 30],
    text: '7 days by default and 30 days at most',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.sfdx_dev.meta/sfdx_dev/sfdx_dev_scratch_orgs_create.htm',
    sourceTitle: 'Salesforce DX Developer Guide: Create Scratch Orgs',
  },
  connectedAppCreationEnds: {
    kind: 'salesforce',
    value: ["Spring '26"],
    text: "Since Spring '26, Salesforce restricts creating new connected apps: an org that needs one asks Salesforce Support",
    source: 'https://help.salesforce.com/s/articleView?id=005228017&type=1',
    sourceTitle: "Salesforce Help: New Connected Apps Can No Longer Be Created in Spring '26",
  },
  processBuilderEndOfSupport: {
    kind: 'salesforce',
    value: ['31 December 2025'],
    text: '31 December 2025',
    source: 'https://help.salesforce.com/s/articleView?id=platform.process_troubleshoot_design.htm&type=5',
    sourceTitle: 'Salesforce Help: Process Builder support and updates ended on December 31, 2025',
  },
  /**
   * The folder of public templates and reports outside any custom folder. Every org has it, so
   * its components deploy without a folder of theirs: Salesforce's EmailTemplate page names
   * templates in it in a package.xml that lists no folder, while the other types' components in the
   * same example sit in custom folders. The Reports and Email templates pages state it.
   */
  unfiledPublicFolder: {
    kind: 'salesforce',
    value: ['unfiled$public'],
    text: 'unfiled$public, which every org has',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_emailtemplate.htm',
    sourceTitle: 'Metadata API Developer Guide: EmailTemplate',
  },
  /**
   * The one exception Salesforce documents to a profile deploy laying itself over the target's
   * profile: page layout assignments (`layoutAssignments`). Stated once here; the pages that
   * deploy profiles (Components, Page layouts, Profile updates, Record types) and the symptom
   * `layout-assignments-lost` render it.
   */
  profileLayoutAssignments: {
    kind: 'salesforce',
    value: ['page layout assignments', 'Not Assigned'],
    text: 'a profile deployed without its page layout assignments loses all of them, and Setup shows each one as Not Assigned',
    source: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
    sourceTitle: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
  },
  /** Change sets travel only along deployment connections, which Salesforce creates between a production org and its sandboxes. */
  changeSetOrgs: {
    kind: 'salesforce',
    value: ['production org', 'sandboxes'],
    text: 'only among a production org and its sandboxes',
    source:
      'https://help.salesforce.com/s/articleView?id=platform.changesets_implementation_notes.htm&type=5',
    sourceTitle: 'Salesforce Help: Change Sets Implementation Tips',
  },
  /** An uploaded outbound change set is closed: its components can't change, and redeploying them takes a clone. */
  changeSetClosedOnUpload: {
    kind: 'salesforce',
    value: ['closed', 'clone'],
    text: 'closed once it is uploaded, so a fix means a clone of the change set',
    source: 'https://help.salesforce.com/s/articleView?id=platform.changesets_about_outbound.htm&type=5',
    sourceTitle: 'Salesforce Help: Outbound Change Sets',
  },
  /** An inbound change set deploys as a whole, in one transaction, never component by component. */
  changeSetOneTransaction: {
    kind: 'salesforce',
    value: ['single transaction'],
    text: 'deploys it as a whole, in a single transaction that is rolled back if any part fails',
    source: 'https://help.salesforce.com/s/articleView?id=platform.changesets_inbound_deploy.htm&type=5',
    sourceTitle: 'Salesforce Help: Deploy a Change Set',
  },
  retryMoreTries: {
    kind: 'product',
    value: 2,
    text: '2 more tries',
    source: '/basic-terminology/on-error/',
    sourceTitle: 'On-error handling',
  },
  /** In seconds. */
  retryFirstWait: {
    kind: 'product',
    value: 30,
    text: '30 seconds',
    source: '/basic-terminology/on-error/',
    sourceTitle: 'On-error handling',
  },
  /** In minutes. */
  retrySecondWait: {
    kind: 'product',
    value: 2,
    text: '2 minutes',
    source: '/basic-terminology/on-error/',
    sourceTitle: 'On-error handling',
  },
  maxConcurrentTargets: {
    kind: 'product',
    value: 5,
    text: '5',
    source: '/start/how-to-add-target-org-to-job/',
    sourceTitle: 'Add a target org to a job',
  },
  massAccessLinkDays: {
    kind: 'product',
    value: 7,
    text: '7 days',
    source: '/start/mass-access-request-metaferry/',
    sourceTitle: 'Request access to many orgs',
  },
  massAccessMaxOrgs: {
    kind: 'product',
    value: 50,
    text: '50',
    source: '/start/mass-access-request-metaferry/',
    sourceTitle: 'Request access to many orgs',
  },
  /**
   * The oldest Node.js major version the command-line client supports: the
   * oldest maintained LTS line (Node.js 20 reached end of life in April 2026).
   */
  cliNodeMajor: {
    kind: 'product',
    value: 22,
    text: '22',
    source: '/start/how-to-start/',
    sourceTitle: 'Start with Metaferry',
  },
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof facts;

/** Whether `id` names a fact; lets callers with an untyped string (MDX props) narrow it. */
export function isFactId(id: string): id is FactId {
  return Object.prototype.hasOwnProperty.call(facts, id);
}

/**
 * Whether a page's `<Fact>` links to the fact's source: a Salesforce fact
 * does unless `link={false}`, a product fact only with `link`. The page
 * (src/plugins/remark-facts) and its Markdown twin follow this one rule.
 */
export function factIsLinked(fact: Fact, link: boolean | undefined): boolean {
  return link ?? fact.kind === 'salesforce';
}
