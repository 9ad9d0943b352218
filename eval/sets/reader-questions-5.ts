// cspell:ignore metaferry sbx FLS CPQ LWC SIT gack recordtype visiblity dependant feild mising dashbaord thats isnt Bitbucket salesforce
/**
 * Reader questions, set 5.
 * Written blind by a helper session that read only the published Markdown twins of the site (and its
 * llms.txt) and looked up, with the search tool, how Salesforce admins phrase these problems in public
 * (Salesforce Help, Stack Exchange threads, vendors' knowledge bases); it never opened the search code,
 * the scripts, the vocabulary data or any other question set, and it ran no search engine. There are two
 * kinds: `unseen` questions are what a new admin types into a docs search box, a goal or a symptom in
 * short, mostly lower-case wording, sometimes with a typo, never a page's title, heading or sentence;
 * `everyday` questions use admins' everyday words that the pages may not use literally: abbreviations
 * (FLS, VF, LWC, CPQ, SIT, prod, sbx), Setup screen names (Setup Audit Trail, Deployment Status,
 * Installed Packages, Named Credentials, App Manager, Connected Apps OAuth Usage, Outbound Change Sets),
 * CI products (GitHub Actions, Azure DevOps, Bitbucket Pipelines), Metadata API type names (CustomLabels,
 * QuickAction, ListView, StandardValueSet, GlobalValueSet, ReportType, EmailTemplate), slang and common
 * misspellings. Each question lists the 1 to 4 routes that answer it, chosen by reading the pages, so
 * that a careful reader would accept any of them; questions lean towards topics only a few pages hold,
 * they spread over start guides, concept pages, catalogue pages, the FAQ, the error directory, known
 * issues and blog posts, and no page is listed more than 5 times. Halves: questions come in pairs of the
 * same kind and similar difficulty (positions 2k and 2k+1), the kinds alternate pair by pair starting
 * with `unseen`, and even positions are for tuning while odd positions are held out.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_5: readonly ReaderQuestion[] = [
  // Pair 0, unseen
  {
    q: 'new field invisible to users after release',
    pages: ['/supported-components/profile-updates/', '/start/release-a-new-field/', '/docs/known-issues/'],
    kind: 'unseen',
  },
  {
    q: 'lightning record page copied but users see the old one',
    pages: ['/supported-components/flexi-pages-overrides/', '/docs/known-issues/'],
    kind: 'unseen',
  },
  // Pair 1, everyday
  {
    q: 'deploy FLS for a single field without overwriting the profile',
    pages: ['/supported-components/profile-updates/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  {
    q: 'VF page override on the New button for prod',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  // Pair 2, unseen
  {
    q: 'keep sandbox callout urls out of production',
    pages: [
      '/supported-components/remote-site-settings/',
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'unseen',
  },
  {
    q: 'lost connection to sandbox after refresh',
    pages: ['/faq/', '/docs/known-issues/', '/basic-terminology/what-is-org-salesforce/'],
    kind: 'unseen',
  },
  // Pair 3, everyday
  {
    q: 'GitHub Actions workflow to kick off a job on merge to main',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  {
    q: 'Azure DevOps release to SIT, fail the build if the deploy fails',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  // Pair 4, unseen
  {
    q: 'undo changes after a half failed release',
    pages: ['/basic-terminology/on-error/'],
    kind: 'unseen',
  },
  {
    q: 'push the same changes to several sandboxes',
    pages: ['/start/how-to-add-target-org-to-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  // Pair 5, everyday
  {
    q: 'move CustomLabels between sbx orgs',
    pages: ['/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },
  {
    q: 'QuickAction not found when deploying page layout',
    pages: ['/supported-components/page-layouts/'],
    kind: 'everyday',
  },
  // Pair 6, unseen
  {
    q: 'populate new feild on existing records after deploy',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'why do some steps say not validated',
    pages: [
      '/start/how-to-run-job/',
      '/supported-components/package-upgrade/',
      '/supported-components/execute-anonymous-apex/',
    ],
    kind: 'unseen',
  },
  // Pair 7, everyday
  {
    q: 'upgrade CPQ managed package in sbx before the release',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'everyday',
  },
  {
    q: 'Installed Packages on different versions, managed field deploy fails',
    pages: ['/docs/known-issues/', '/supported-components/package-upgrade/', '/errors/'],
    kind: 'everyday',
  },
  // Pair 8, unseen
  {
    q: 'report i need isnt offered when picking reports',
    pages: ['/docs/known-issues/', '/supported-components/reports/'],
    kind: 'unseen',
  },
  {
    q: 'difference between a job and a step',
    pages: [
      '/basic-terminology/what-is-step-metaferry/',
      '/basic-terminology/what-is-job-metaferry/',
      '/basic-terminology/',
    ],
    kind: 'unseen',
  },
  // Pair 9, everyday
  {
    q: 'StandardValueSet new Stage value not showing on record type',
    pages: ['/supported-components/picklist-values/', '/supported-components/record-types/'],
    kind: 'everyday',
  },
  {
    q: 'ListView deploy error invalid scope Mine',
    pages: ['/supported-components/list-views/'],
    kind: 'everyday',
  },
  // Pair 10, unseen
  {
    q: 'dashbaord wont deploy, running user missing in sandbox',
    pages: ['/supported-components/dashboards/', '/blog/getting-step-order-right/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'letterhead logo mising after copying',
    pages: ['/supported-components/letterheads/'],
    kind: 'unseen',
  },
  // Pair 11, everyday
  {
    q: 'Outbound Change Sets locked after upload, want something reusable',
    pages: ['/blog/metaferry-0-0-1/'],
    kind: 'everyday',
  },
  {
    q: 'destructiveChanges.xml to delete a custom field in every org',
    pages: ['/faq/', '/supported-components/zip-packages/', '/supported-components/components/'],
    kind: 'everyday',
  },
  // Pair 12, unseen
  {
    q: 'retry automatically when a record is locked',
    pages: ['/basic-terminology/on-error/', '/start/how-to-create-job/'],
    kind: 'unseen',
  },
  {
    q: 'one org fails, do the others keep deploying',
    pages: ['/basic-terminology/on-error/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  // Pair 13, everyday
  {
    q: 'NoTestRun rejected on prod',
    pages: ['/start/how-to-run-job/', '/start/how-to-start/', '/errors/'],
    kind: 'everyday',
  },
  {
    q: 'RunLocalTests slow, runs again for every step in prod',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'everyday',
  },
  // Pair 14, unseen
  {
    q: 'can it copy account and contact records',
    pages: ['/faq/'],
    kind: 'unseen',
  },
  {
    q: 'does it install a package in my org',
    pages: ['/faq/', '/start/how-to-start/'],
    kind: 'unseen',
  },
  // Pair 15, everyday
  {
    q: 'Setup Audit Trail should show an integration user as deployer',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'Deployment Status lists a separate deployment per step',
    pages: ['/start/how-to-run-job/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  // Pair 16, unseen
  {
    q: 'ask lots of client admins to connect their orgs',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'authorization email link expired',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  // Pair 17, everyday
  {
    q: 'App Manager limit metaferry to admin approved users',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'Connected Apps OAuth Usage revoke metaferry access',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  // Pair 18, unseen
  {
    q: 'field set failed because the field wasnt there yet',
    pages: ['/start/order-of-steps/', '/blog/getting-step-order-right/', '/supported-components/field-sets/'],
    kind: 'unseen',
  },
  {
    q: 'deployment too big, break it in two',
    pages: ['/start/clone-job-step/', '/start/how-to-add-step/'],
    kind: 'unseen',
  },
  // Pair 19, everyday
  {
    q: 'GlobalValueSet dependant picklist controlling value not found',
    pages: ['/supported-components/picklist-values/'],
    kind: 'everyday',
  },
  {
    q: 'recordtype visiblity for profiles deploy',
    pages: ['/supported-components/record-types/'],
    kind: 'everyday',
  },
  // Pair 20, unseen
  {
    q: 'custom tab icon looks different in production',
    pages: ['/supported-components/tab-styles/'],
    kind: 'unseen',
  },
  {
    q: 'show phone number in the lookup search popup',
    pages: ['/supported-components/search-layouts/'],
    kind: 'unseen',
  },
  // Pair 21, everyday
  {
    q: 'Named Credentials keep getting overwritten in prod',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'everyday',
  },
  {
    q: 'Lightning EmailTemplate folders enhanced sharing deploy',
    pages: ['/supported-components/email-templates/'],
    kind: 'everyday',
  },
  // Pair 22, unseen
  {
    q: 'already have a manifest, want a job from it',
    pages: ['/start/plan-a-job-from-package-xml/'],
    kind: 'unseen',
  },
  {
    q: 'who can edit the never overwrite list',
    pages: ['/basic-terminology/what-is-protected-components/'],
    kind: 'unseen',
  },
  // Pair 23, everyday
  {
    q: 'Bitbucket Pipelines where to keep the api token',
    pages: ['/supported-components/ci-cd/', '/start/how-to-start/'],
    kind: 'everyday',
  },
  {
    q: 'LWC and ApexClass which step copies them',
    pages: ['/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },
  // Pair 24, unseen
  {
    q: 'update the field hint text only, leave the field alone',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },
  {
    q: 'list of everything it can copy',
    pages: ['/supported-components/', '/supported-components/metadata-types/'],
    kind: 'unseen',
  },
  // Pair 25, everyday
  {
    q: 'Field Audit Trail 60 fields history tracking',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'everyday',
  },
  {
    q: 'ReportType missing, invalid report type on deploy',
    pages: ['/supported-components/reports/'],
    kind: 'everyday',
  },
  // Pair 26, unseen
  {
    q: 'stop a run thats going wrong',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'get an email when a release finishes',
    pages: ['/start/how-to-create-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  // Pair 27, everyday
  {
    q: 'Professional Edition API add-on supported',
    pages: [
      '/basic-terminology/what-is-org-salesforce/',
      '/start/how-to-authorize-an-organization/',
      '/start/how-to-start/',
    ],
    kind: 'everyday',
  },
  {
    q: 'My Domain url or test.salesforce.com for sbx login',
    pages: ['/start/how-to-authorize-an-organization/', '/basic-terminology/what-is-org-salesforce/'],
    kind: 'everyday',
  },
  // Pair 28, unseen
  {
    q: 'which sandbox should a production release read from',
    pages: ['/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'highlights panel fields differ between orgs',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'unseen',
  },
  // Pair 29, everyday
  {
    q: 'API limit exceeded during a big deploy',
    pages: ['/faq/', '/errors/'],
    kind: 'everyday',
  },
  {
    q: 'gack with an ErrorId during deploy',
    pages: ['/errors/'],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 5,
  name: 'readers 5',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 80 %',
  story: "Blind, after round 4's tuning: 80 % on arrival, 90 % after its tuning.",
  floor: 0.85,
  pages: 'index',
  questions: READER_QUESTIONS_5,
};
