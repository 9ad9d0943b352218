/**
 * Reader questions, second set: 48 search-box queries for the Metaferry docs.
 *
 * Written by a helper session playing Salesforce admins and developers who have
 * never seen this site. Written blind: only the site's pages as Markdown
 * (snap-twins) were read, before any tuning of the search engine, without
 * looking at the search code, its vocabulary, its scripts, its tests or any
 * earlier question set. Each question's `pages` lists the routes whose page a
 * careful reader found to really contain the answer (1 to 4, no page used for
 * more than 4 questions).
 *
 * Two kinds, 24 of each:
 * - `unseen`: how a newcomer types a goal or a symptom into a docs search box,
 *   deliberately not a page's title or heading and not a sentence copied from it.
 * - `everyday`: the words admins use every day that the pages may not use
 *   literally: abbreviations (CMDT, LWC, MFA, VF, RT, GVS, CRT, QA…), Setup screens
 *   (Lightning App Builder, Setup Audit Trail, Installed Packages…), CI products
 *   (Azure DevOps, Bitbucket Pipelines), competitor-style words (rollback,
 *   destructive changes, outbound change sets, promote) and goals named only by
 *   what they achieve.
 *
 * Order: pairs of the same kind and of similar difficulty, as unseen, unseen,
 * everyday, everyday, unseen, unseen, … The set is split by position: even
 * positions tune, odd positions are held out, so both halves get the same mix.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_2: readonly ReaderQuestion[] = [
  // 0-3
  {
    q: 'stop jobs from ever overwriting the integration user profile',
    pages: [
      '/basic-terminology/what-is-protected-components/',
      '/blog/protecting-production-only-components/',
    ],
    kind: 'unseen',
  },
  {
    q: 'sandbox callouts must never hit the live payment endpoint',
    pages: ['/supported-components/remote-site-settings/', '/blog/protecting-production-only-components/'],
    kind: 'unseen',
  },
  {
    q: 'push CMDT records from one org to another',
    pages: ['/faq/', '/supported-components/components/'],
    kind: 'everyday',
  },
  {
    q: 'deploy an LWC bundle to a dev sandbox',
    pages: ['/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },
  // 4-7
  {
    q: 'why did my run finish with warnings and not success',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'keep going with the other steps when one of them fails',
    pages: ['/basic-terminology/on-error/', '/start/how-to-create-job/'],
    kind: 'unseen',
  },
  {
    q: 'rollback a release that only partly deployed',
    pages: ['/docs/known-issues/', '/basic-terminology/on-error/'],
    kind: 'everyday',
  },
  {
    q: 'destructive changes to remove a custom field from prod',
    pages: ['/faq/', '/supported-components/zip-packages/', '/supported-components/components/'],
    kind: 'everyday',
  },
  // 8-11
  {
    q: 'share a list view with a public group in every org',
    pages: ['/supported-components/list-views/'],
    kind: 'unseen',
  },
  {
    q: 'get a client admin to connect their org without giving me their login',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'connect an org that enforces MFA at login',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'which IP ranges do we whitelist for the OAuth connection',
    pages: ['/errors/', '/start/how-to-authorize-an-organization/', '/start/mass-access-request-metaferry/'],
    kind: 'everyday',
  },
  // 12-15
  {
    q: 'report I built is missing from the list when picking reports',
    pages: ['/docs/known-issues/', '/supported-components/reports/'],
    kind: 'unseen',
  },
  {
    q: 'new opportunity stage value never appears in the other org',
    pages: ['/docs/known-issues/', '/supported-components/picklist-values/'],
    kind: 'unseen',
  },
  {
    q: 'page activated in Lightning App Builder not active after deploy',
    pages: ['/supported-components/flexi-pages-overrides/', '/docs/known-issues/'],
    kind: 'everyday',
  },
  {
    q: 'VF override on the New button for Case',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  // 16-19
  {
    q: 'fill a new field on existing records right after the deploy',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'same logo and colors on customer emails in every org',
    pages: ['/supported-components/letterheads/'],
    kind: 'unseen',
  },
  {
    q: 'limit which picklist values each RT offers',
    pages: ['/supported-components/record-types/', '/supported-components/picklist-values/'],
    kind: 'everyday',
  },
  {
    q: "enhanced letterhead for Lightning email templates won't deploy",
    pages: ['/supported-components/letterheads/', '/supported-components/email-templates/'],
    kind: 'everyday',
  },
  // 20-23
  {
    q: 'show region and revenue at the top of account records everywhere',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'unseen',
  },
  {
    q: 'keep a history of who changed the deal amount in every org',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'unseen',
  },
  {
    q: 'page layout assignment by profile and record type',
    pages: ['/supported-components/page-layouts/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  },
  {
    q: 'add a value to a GVS in every org',
    pages: ['/supported-components/picklist-values/'],
    kind: 'everyday',
  },
  // 24-27
  {
    q: 'reuse a step I already built in a different job',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'our new training sandbox should get the same deployments as the others',
    pages: ['/start/how-to-add-target-org-to-job/'],
    kind: 'unseen',
  },
  {
    q: 'pipeline step exits with code 2 in Azure DevOps',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  {
    q: 'start a run with curl from Bitbucket Pipelines without the CLI',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  // 28-31
  {
    q: 'save a run log as a spreadsheet',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'get an email when a release run finishes',
    pages: ['/start/how-to-create-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'skip Apex tests when deploying to a dev sandbox',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'everyday',
  },
  {
    q: 'Installed Packages shows an older version in the sandbox than in production',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'everyday',
  },
  // 32-35
  {
    q: 'point an existing job at a different org to copy from',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/start/how-to-create-job/'],
    kind: 'unseen',
  },
  {
    q: 'give sales reps edit access to a new field in every org',
    pages: ['/supported-components/profile-updates/', '/start/release-a-new-field/'],
    kind: 'unseen',
  },
  {
    q: 'which user shows up in Setup Audit Trail after a deploy',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'turn our sfdx manifest into a job',
    pages: ['/start/plan-a-job-from-package-xml/'],
    kind: 'everyday',
  },
  // 36-39
  {
    q: 'field set step fails because its field is not there yet',
    pages: ['/start/order-of-steps/', '/blog/getting-step-order-right/', '/supported-components/field-sets/'],
    kind: 'unseen',
  },
  {
    q: 'dashboard fails because its running user does not exist in the sandbox',
    pages: ['/supported-components/dashboards/', '/blog/getting-step-order-right/', '/errors/'],
    kind: 'unseen',
  },
  { q: 'replacement for outbound change sets', pages: ['/blog/metaferry-0-0-1/'], kind: 'everyday' },
  {
    q: 'keep Named Credentials in production from being overwritten',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'everyday',
  },
  // 40-43
  {
    q: 'tab icons look different in production',
    pages: ['/supported-components/tab-styles/'],
    kind: 'unseen',
  },
  {
    q: 'lookup search popup should show the phone number column',
    pages: ['/supported-components/search-layouts/'],
    kind: 'unseen',
  },
  {
    q: 'copy sharing rules to the QA sandbox',
    pages: ['/supported-components/metadata-types/', '/supported-components/components/'],
    kind: 'everyday',
  },
  {
    q: 'report will not deploy because the CRT is missing in the target',
    pages: ['/supported-components/reports/', '/errors/'],
    kind: 'everyday',
  },
  // 44-47
  { q: 'does it move account and contact records too', pages: ['/faq/'], kind: 'unseen' },
  {
    q: 'can one job pull from two orgs',
    pages: ['/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'promote changes from QA to UAT to production',
    pages: ['/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'everyday',
  },
  { q: 'does this eat into our daily API calls', pages: ['/faq/', '/errors/'], kind: 'everyday' },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 2,
  name: 'readers 2',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 66.7 %',
  story: 'Blind, from the twins; its tuning half scored 75 % when first tuned on (66.7 % before).',
  floor: 0.7,
  pages: 'index',
  questions: READER_QUESTIONS_2,
};
