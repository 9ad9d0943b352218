// cspell:ignore FLS LWC CPQ UAT prod urls doesnt isnt cant wont seting skiped templete Jenkins Claude MCP
/**
 * Reader questions, set 4.
 *
 * Written blind by a helper session, before the search tuning this set measures: the writer
 * never opened the search code, the scripts, the vocabulary data or any other question set,
 * and ran none of the project's code. The questions come from reading the published pages
 * (the Markdown twins of the site) and from public phrasing of Salesforce admins found with
 * the search tool (Salesforce Help articles, Stack Exchange threads, vendors' knowledge
 * bases), reworded so that no question copies a page's title, heading or sentence.
 *
 * Two kinds, 30 each, in pairs of the same kind that alternate through the list:
 * - `unseen`: how a new admin types into a docs search box; a goal or a symptom in natural,
 *   often lower-case wording, sometimes with a typo, never a page title.
 * - `everyday`: admins' everyday words the pages may not use literally: abbreviations (FLS,
 *   LWC, CPQ, VF, UAT, prod), Setup screens (Setup Audit Trail, Deployment Status, Login
 *   History, Manage Connected Apps, Lightning App Builder), CI products (GitHub Actions,
 *   Jenkins), Metadata API type names (FieldSet, RecordType, SharingRules, BusinessProcess).
 *
 * Pages: each question lists the 1 to 4 routes that answer it, chosen by reading the pages,
 * never by running a search engine; a careful reader would accept any listed page. No page is
 * listed more than 5 times, so questions were angled towards topics that few pages hold.
 *
 * Halves: questions at even positions may be used for tuning; odd positions are held out.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_4: readonly ReaderQuestion[] = [
  {
    q: 'new field has to be visible to sales reps in prod',
    pages: ['/start/release-a-new-field/', '/supported-components/profile-updates/'],
    kind: 'unseen',
  },
  {
    q: 'also deploy this release to our training org',
    pages: ['/start/how-to-add-target-org-to-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'FLS and tab visibility for a new custom object',
    pages: ['/supported-components/profile-updates/', '/supported-components/tab-styles/'],
    kind: 'everyday',
  },
  {
    q: 'Manage Connected Apps admin approved users only',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'check a release would go through without touching prod',
    pages: ['/start/how-to-run-job/', '/faq/'],
    kind: 'unseen',
  },
  {
    q: 'does one org failing stop the rest',
    pages: ['/basic-terminology/on-error/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'RunSpecifiedTests which test classes',
    pages: ['/start/how-to-run-job/', '/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  { q: 'github actions deploy', pages: ['/supported-components/ci-cd/'], kind: 'everyday' },
  {
    q: 'stop test urls ending up in the live org',
    pages: [
      '/supported-components/remote-site-settings/',
      '/basic-terminology/what-is-protected-components/',
      '/blog/protecting-production-only-components/',
    ],
    kind: 'unseen',
  },
  {
    q: 'new dropdown value missing for some record types',
    pages: [
      '/docs/known-issues/',
      '/supported-components/picklist-values/',
      '/supported-components/record-types/',
    ],
    kind: 'unseen',
  },
  {
    q: 'page layout assignment by profile and record type',
    pages: ['/supported-components/page-layouts/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  },
  {
    q: 'whose name shows in Setup Audit Trail after a run',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'which sandbox should i copy changes from',
    pages: ['/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'connect lots of client orgs without logging into each one',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  { q: 'deploy LWC and apex classes to UAT', pages: ['/supported-components/components/'], kind: 'everyday' },
  {
    q: 'Deployment Status shows 3 deployments for one run',
    pages: ['/start/release-a-new-field/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'everyday',
  },
  {
    q: 'email the whole team when a run finishes',
    pages: ['/start/how-to-create-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'backfill values on old records after release',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'deactivate page in Lightning App Builder before delete',
    pages: ['/docs/known-issues/'],
    kind: 'everyday',
  },
  {
    q: 'Set History Tracking on Opportunity Amount in prod',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'everyday',
  },
  {
    q: 'dashboard wont deploy, that user doesnt exist in dev sandbox',
    pages: ['/supported-components/dashboards/', '/errors/', '/blog/getting-step-order-right/'],
    kind: 'unseen',
  },
  {
    q: 'record page still shows old version after release',
    pages: ['/docs/known-issues/', '/supported-components/flexi-pages-overrides/'],
    kind: 'unseen',
  },
  {
    q: 'FieldSet deploy with a new CustomField',
    pages: ['/supported-components/field-sets/', '/start/order-of-steps/'],
    kind: 'everyday',
  },
  {
    q: 'Developer Pro vs Partial Copy sandbox',
    pages: ['/basic-terminology/what-is-org-salesforce/'],
    kind: 'everyday',
  },
  {
    q: 'run it for just one of the orgs this time',
    pages: [
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-target-org-salesforce/',
      '/basic-terminology/what-is-job-metaferry/',
    ],
    kind: 'unseen',
  },
  {
    q: 'what order should things go in so nothing fails',
    pages: ['/start/order-of-steps/', '/blog/getting-step-order-right/'],
    kind: 'unseen',
  },
  { q: 'change set package.xml to steps', pages: ['/start/plan-a-job-from-package-xml/'], kind: 'everyday' },
  {
    q: 'destructiveChanges.xml delete field from prod',
    pages: ['/supported-components/zip-packages/', '/faq/'],
    kind: 'everyday',
  },
  {
    q: 'reuse a step from one job in another',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  { q: 'cant find my new field when picking components', pages: ['/start/how-to-add-step/'], kind: 'unseen' },
  { q: 'CPQ package upgrade in UAT', pages: ['/supported-components/package-upgrade/'], kind: 'everyday' },
  {
    q: 'VF override on Case New button',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  {
    q: 'protect every field with the same name on all objects',
    pages: ['/basic-terminology/what-is-protected-components/'],
    kind: 'unseen',
  },
  {
    q: 'report i made isnt in the list to select',
    pages: ['/docs/known-issues/', '/supported-components/reports/'],
    kind: 'unseen',
  },
  {
    q: 'list views shared with a public group',
    pages: ['/supported-components/list-views/'],
    kind: 'everyday',
  },
  {
    q: 'Login History says restricted IP',
    pages: ['/errors/', '/start/how-to-authorize-an-organization/', '/start/mass-access-request-metaferry/'],
    kind: 'everyday',
  },
  {
    q: 'tab icon looks different in production',
    pages: ['/supported-components/tab-styles/'],
    kind: 'unseen',
  },
  {
    q: 'why did the later steps say skiped',
    pages: [
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-step-metaferry/',
      '/basic-terminology/on-error/',
    ],
    kind: 'unseen',
  },
  {
    q: 'compact layout highlights panel',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'everyday',
  },
  {
    q: '75% code coverage error deploying trigger to prod',
    pages: ['/start/how-to-run-job/', '/errors/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'everyday',
  },
  {
    q: 'new company logo on all email headers',
    pages: ['/supported-components/letterheads/'],
    kind: 'unseen',
  },
  { q: 'safe thing to copy for a first test', pages: ['/start/how-to-start/'], kind: 'unseen' },
  {
    q: 'scratch org instance url sf org display',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'SharingRules supported?',
    pages: ['/supported-components/metadata-types/', '/supported-components/components/'],
    kind: 'everyday',
  },
  { q: 'is this better than change sets', pages: ['/blog/metaferry-0-0-1/'], kind: 'unseen' },
  {
    q: 'only update the hover tooltip on fields',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },
  {
    q: 'process builder flow lands inactive in prod',
    pages: ['/docs/known-issues/', '/faq/'],
    kind: 'everyday',
  },
  { q: 'Jenkins exit code when run fails', pages: ['/supported-components/ci-cd/'], kind: 'everyday' },
  {
    q: 'org i need doesnt show up when picking targets',
    pages: ['/start/how-to-create-job/', '/start/how-to-add-target-org-to-job/'],
    kind: 'unseen',
  },
  { q: 'salesforce unexpected error with an error id', pages: ['/errors/'], kind: 'unseen' },
  {
    q: 'BusinessProcess missing for RecordType',
    pages: ['/supported-components/record-types/'],
    kind: 'everyday',
  },
  {
    q: 'lookup dialog columns on Account',
    pages: ['/supported-components/search-layouts/'],
    kind: 'everyday',
  },
  {
    q: 'naming convention to keep prod settings safe',
    pages: ['/blog/protecting-production-only-components/'],
    kind: 'unseen',
  },
  { q: 'can it copy accounts and contacts too', pages: ['/faq/'], kind: 'unseen' },
  {
    q: 'remote site seting callout blocked after deploy',
    pages: ['/supported-components/remote-site-settings/', '/errors/'],
    kind: 'everyday',
  },
  {
    q: 'add docs to Claude Code MCP',
    // The FAQ's answer moved to a guide of its own (issue 40); the FAQ keeps a short answer.
    pages: ['/faq/', '/start/add-docs-to-your-ai-assistant/'],
    kind: 'everyday',
  },
  {
    q: 'authorization link expired before admin clicked it',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'someone edits the sandbox while a run is going',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'lightning email templete folder permissions',
    pages: ['/supported-components/email-templates/'],
    kind: 'everyday',
  },
  {
    q: 'exclude integration user profile from prod deploys',
    pages: [
      '/basic-terminology/what-is-protected-components/',
      '/blog/protecting-production-only-components/',
    ],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 4,
  name: 'readers 4',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 83.3 %',
  story: 'Blind, after round 3: 83.3 % on arrival.',
  floor: 0.8,
  pages: 'index',
  questions: READER_QUESTIONS_4,
};
