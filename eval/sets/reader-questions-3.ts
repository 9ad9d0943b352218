/**
 * Reader questions, set 3: sixty search-box queries for the Metaferry docs, written by a helper
 * session that played Salesforce admins and developers who have never seen this site.
 *
 * How it was written: blind. The author read only the site's pages as Markdown (the snapshot of
 * every page's `.md` twin), plus public Salesforce Help / Trailblazer / Stack Exchange material for
 * how admins phrase things. It did not read the site's source, run its search, or look at any
 * ranking, and it was written before the search tuning it is meant to measure. Each question's
 * `pages` are the routes that a careful reader of those pages found to truly answer it (1 to 4),
 * and no route answers more than five questions, so the set spreads over guides, concepts, the
 * component catalogue, the FAQ, the error directory, known issues and the blog.
 *
 * Two kinds:
 * - `unseen`: what a new admin types first, a short phrase or a plain question about a goal or a
 *   symptom, deliberately not a page's title or heading and not a sentence copied from a page.
 * - `everyday`: the words admins use every day that the pages may not use literally:
 *   abbreviations (FLS, PSG, LWC, VF, SOQL, RT, 2GP, SFDX, MFA, QA, UAT, prod), Setup screens
 *   (Object Manager, Lightning App Builder, Setup Audit Trail, Deployment Status, Tab settings,
 *   Manage Connected Apps, Enhanced Letterhead), CI products (GitHub Actions, GitLab CI, Jenkins)
 *   and other tools' words (rollback, destructive changes, change set, refresh, sync sandboxes).
 *   No abbreviation or product appears more than twice.
 *
 * Pairing: questions come in pairs of the same kind and similar difficulty, in the order
 * unseen, unseen, everyday, everyday, …, so that a split of the set by position gives both
 * halves the same mix.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_3: readonly ReaderQuestion[] = [
  {
    q: "why can't users see the field I deployed",
    pages: [
      '/docs/known-issues/',
      '/supported-components/profile-updates/',
      '/start/release-a-new-field/',
      '/supported-components/page-layouts/',
    ],
    kind: 'unseen',
  },
  {
    q: 'new stage value missing in production',
    pages: [
      '/docs/known-issues/',
      '/supported-components/picklist-values/',
      '/supported-components/record-types/',
    ],
    kind: 'unseen',
  },
  {
    q: 'FLS for one new field',
    pages: ['/supported-components/profile-updates/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  {
    q: 'page layout assignment per record type',
    pages: ['/supported-components/page-layouts/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  },

  { q: 'custom tab icon and color', pages: ['/supported-components/tab-styles/'], kind: 'unseen' },
  { q: 'phone column in lookup popup', pages: ['/supported-components/search-layouts/'], kind: 'unseen' },
  {
    q: 'GitHub Actions deploy workflow',
    pages: ['/supported-components/ci-cd/', '/start/how-to-start/'],
    kind: 'everyday',
  },
  { q: 'trigger a run from Jenkins via REST', pages: ['/supported-components/ci-cd/'], kind: 'everyday' },

  {
    q: "dashboard user doesn't exist in sandbox",
    pages: ['/supported-components/dashboards/', '/blog/getting-step-order-right/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'callouts blocked after the release',
    pages: ['/supported-components/remote-site-settings/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'rollback a failed deployment',
    pages: ['/docs/known-issues/', '/basic-terminology/on-error/', '/faq/'],
    kind: 'everyday',
  },
  {
    q: 'destructive changes delete field in prod',
    pages: ['/faq/', '/supported-components/zip-packages/', '/supported-components/components/'],
    kind: 'everyday',
  },

  {
    q: 'reuse a step in another job',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'save run results to a file',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'full copy sandbox refresh broke connection',
    pages: [
      '/faq/',
      '/docs/known-issues/',
      '/basic-terminology/what-is-org-salesforce/',
      '/start/mass-access-request-metaferry/',
    ],
    kind: 'everyday',
  },
  {
    q: 'MFA when connecting a sandbox',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },

  {
    q: 'stop sandbox releases overwriting live endpoints',
    pages: [
      '/basic-terminology/what-is-protected-components/',
      '/blog/protecting-production-only-components/',
      '/supported-components/remote-site-settings/',
    ],
    kind: 'unseen',
  },
  {
    q: 'can a job deploy back into the org it reads from?',
    pages: [
      '/basic-terminology/what-is-source-org-salesforce/',
      '/basic-terminology/what-is-job-metaferry/',
      '/start/how-to-create-job/',
      '/basic-terminology/what-is-target-org-salesforce/',
    ],
    kind: 'unseen',
  },
  {
    q: 'deploy PSG and permission sets',
    pages: [
      '/supported-components/components/',
      '/supported-components/metadata-types/',
      '/supported-components/profile-updates/',
    ],
    kind: 'everyday',
  },
  {
    q: 'LWC and Aura components',
    pages: ['/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },

  {
    q: 'edit field tooltips without redeploying fields',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },
  {
    q: 'see every change to opportunity amount',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'unseen',
  },
  {
    q: 'VF page override on New button',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  {
    q: 'Lightning App Builder activation lost after deploy',
    pages: ['/supported-components/flexi-pages-overrides/', '/docs/known-issues/'],
    kind: 'everyday',
  },

  { q: 'unexpected error with an ErrorId', pages: ['/errors/'], kind: 'unseen' },
  {
    q: 'why was my step skipped?',
    pages: [
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-step-metaferry/',
      '/basic-terminology/on-error/',
    ],
    kind: 'unseen',
  },
  {
    q: 'SOQL 101 in post-deploy script',
    pages: ['/supported-components/execute-anonymous-apex/', '/errors/'],
    kind: 'everyday',
  },
  { q: 'INVALID_SESSION_ID mid deploy', pages: ['/errors/'], kind: 'everyday' },

  {
    q: 'get client admins to connect orgs',
    pages: ['/start/mass-access-request-metaferry/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },
  { q: 'give teammates access to my workspace', pages: ['/start/how-to-start/'], kind: 'unseen' },
  {
    q: 'Object Manager compact layout assignment',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'everyday',
  },
  {
    q: 'Tab settings default on for new tab',
    pages: ['/supported-components/profile-updates/', '/supported-components/tab-styles/'],
    kind: 'everyday',
  },

  {
    q: 'what has to be deployed first?',
    pages: [
      '/start/order-of-steps/',
      '/blog/getting-step-order-right/',
      '/basic-terminology/what-is-step-metaferry/',
    ],
    kind: 'unseen',
  },
  {
    q: 'move dashboard along with its reports',
    pages: [
      '/supported-components/dashboards/',
      '/supported-components/reports/',
      '/start/order-of-steps/',
      '/blog/getting-step-order-right/',
    ],
    kind: 'unseen',
  },
  {
    q: 'Setup Audit Trail which user deployed',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'Manage Connected Apps admin approved users',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },

  {
    q: 'home page just for support team',
    pages: ['/supported-components/flexi-pages-overrides/'],
    kind: 'unseen',
  },
  { q: 'share list view with public group', pages: ['/supported-components/list-views/'], kind: 'unseen' },
  {
    q: 'prod Named Credentials overwritten',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'everyday',
  },
  { q: 'sync sandboxes with production nightly', pages: ['/supported-components/ci-cd/'], kind: 'everyday' },

  {
    q: 'can it copy accounts and contacts too?',
    pages: ['/faq/', '/supported-components/components/'],
    kind: 'unseen',
  },
  {
    q: 'list of everything it can copy',
    pages: ['/supported-components/', '/supported-components/metadata-types/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },
  { q: 'change set alternative for many sandboxes', pages: ['/blog/metaferry-0-0-1/'], kind: 'everyday' },
  {
    q: 'SFDX manifest to Metaferry steps',
    pages: ['/start/plan-a-job-from-package-xml/', '/supported-components/components/'],
    kind: 'everyday',
  },

  {
    q: 'backfill new field after release',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'install vendor app update before everything',
    pages: ['/supported-components/package-upgrade/', '/start/order-of-steps/'],
    kind: 'unseen',
  },
  {
    q: 'deploy to QA and UAT at once',
    pages: [
      '/start/how-to-add-target-org-to-job/',
      '/basic-terminology/what-is-target-org-salesforce/',
      '/basic-terminology/what-is-job-metaferry/',
    ],
    kind: 'everyday',
  },
  {
    q: 'release from UAT or dev sandbox?',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/start/how-to-create-job/'],
    kind: 'everyday',
  },

  {
    q: 'who gets emailed when a run ends?',
    pages: ['/start/how-to-create-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'automatically try again when org busy',
    pages: ['/basic-terminology/on-error/', '/start/how-to-create-job/'],
    kind: 'unseen',
  },
  {
    q: 'Deployment Status shows multiple deployments',
    pages: ['/start/how-to-run-job/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  {
    q: 'RunLocalTests too slow in production',
    pages: ['/start/how-to-run-job/', '/faq/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'everyday',
  },

  {
    q: 'value only on some record types',
    pages: ['/supported-components/record-types/', '/supported-components/picklist-values/'],
    kind: 'unseen',
  },
  {
    q: 'field groups used by Visualforce pages',
    pages: ['/supported-components/field-sets/'],
    kind: 'unseen',
  },
  {
    q: 'upgrade 2GP managed package everywhere',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'everyday',
  },
  { q: 'RT inactive in one org only', pages: ['/supported-components/record-types/'], kind: 'everyday' },

  { q: 'upload zip built with CLI', pages: ['/supported-components/zip-packages/'], kind: 'unseen' },
  { q: 'what do the terms here mean?', pages: ['/basic-terminology/'], kind: 'unseen' },
  { q: 'GitLab CI validate on merge request', pages: ['/supported-components/ci-cd/'], kind: 'everyday' },
  {
    q: 'Enhanced Letterhead Lightning templates',
    pages: ['/supported-components/letterheads/', '/supported-components/email-templates/'],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 3,
  name: 'readers 3',
  held: 'whole',
  blind: true,
  arrival: null,
  story: "Blind, after round 2's tuning: held out whole, only ever scored.",
  floor: null,
  pages: 'index',
  questions: READER_QUESTIONS_3,
};
