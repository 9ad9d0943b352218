// cspell:ignore sbx pkg CMT FLS LWC VF UAT oauth appexchange dashbaord recieved popups dont cant doesnt arent wont im whats purgeOnDelete destructiveChanges SharingRules CompactLayout RecordType CustomField ApexTrigger RunLocalTests RunSpecifiedTests sfdx
/**
 * Reader questions, set 6.
 * Written blind by a helper that read only the published Markdown twins of the site's pages and
 * llms.txt, and looked up with the search tool how Salesforce admins phrase the same problems in
 * public (Salesforce Help articles, vendor knowledge bases, GitHub issue threads). The helper never
 * opened the search code, scripts, tests, vocabulary data or any other question set, and ran no
 * search engine over the site. There are two kinds. The 40 `unseen` questions are what a new admin
 * or developer types into a docs search box: a goal, a worry or a symptom after a failed run, in
 * short, mostly lower-case words (a few with typos) that describe the situation rather than repeat a
 * page's title, headings or sentences. The 20 `everyday` questions use the words admins use every
 * day but the pages may not: abbreviations (FLS, CMT, LWC, VF, sbx, pkg, prod), Setup screen names
 * (Deployment Status, Setup Audit Trail, Lightning App Builder, Permission Set Groups), CI products
 * (GitHub Actions, Jenkins) and Metadata API type names (CustomField, Flow, RecordType,
 * SharingRules, CompactLayout, ApexTrigger). Routes were chosen by reading the pages: each question
 * lists the one to four pages that truly answer it, so a careful reader would accept any of them,
 * favouring topics that only a few pages hold and keeping every route to at most five uses across
 * the set. The questions come in 30 pairs of the same kind and similar difficulty; pair kinds go
 * unseen, unseen, everyday, repeating. The first question of each pair (even array positions) is
 * for tuning and the second (odd positions) is held out.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_6: readonly ReaderQuestion[] = [
  // Pair 0, unseen
  {
    q: 'refreshed the uat sandbox yesterday and now every run that uses it dies before step one',
    pages: [
      '/docs/known-issues/',
      '/basic-terminology/what-is-org-salesforce/',
      '/start/how-to-add-target-org-to-job/',
    ],
    kind: 'unseen',
  },
  {
    q: 'step 3 failed in prod but steps 1 and 2 already went in, how do i roll those back',
    pages: ['/basic-terminology/on-error/', '/docs/known-issues/'],
    kind: 'unseen',
  },
  // Pair 1, unseen
  {
    q: 'someone changed the opportunity layout by hand in the training sandbox, will my release overwrite it',
    pages: ['/supported-components/page-layouts/', '/start/release-a-new-field/'],
    kind: 'unseen',
  },
  {
    q: 'after pushing profiles a bunch of record types show not assigned for page layout',
    pages: ['/supported-components/profile-updates/'],
    kind: 'unseen',
  },
  // Pair 2, everyday
  {
    q: 'FLS for a new CustomField not showing up on prod profiles',
    pages: ['/supported-components/profile-updates/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  {
    q: 'do Permission Set Groups go with the profile step or separately',
    pages: [
      '/supported-components/profile-updates/',
      '/supported-components/components/',
      '/supported-components/metadata-types/',
    ],
    kind: 'everyday',
  },
  // Pair 3, unseen
  {
    q: 'dont want a sandbox release to ever overwrite the live payment gateway url in production',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
      '/supported-components/remote-site-settings/',
    ],
    kind: 'unseen',
  },
  {
    q: 'we have 8 training sandboxes on one job, do they all get deployed at the same time or one by one',
    pages: ['/basic-terminology/what-is-target-org-salesforce/', '/start/how-to-add-target-org-to-job/'],
    kind: 'unseen',
  },
  // Pair 4, unseen
  {
    q: 'added a new case origin value in sandbox but its missing in prod even after copying the field',
    pages: ['/docs/known-issues/', '/supported-components/picklist-values/'],
    kind: 'unseen',
  },
  {
    q: 'a report i can open in the source org doesnt show up when picking reports to copy',
    pages: ['/docs/known-issues/', '/supported-components/reports/'],
    kind: 'unseen',
  },
  // Pair 5, everyday
  {
    q: 'GitHub Actions workflow to deploy to UAT on every merge to main',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  {
    q: 'jenkins stage should go red when the deploy fails, what exit code does the cli give',
    pages: ['/supported-components/ci-cd/', '/start/how-to-start/'],
    kind: 'everyday',
  },
  // Pair 6, unseen
  {
    q: 'dashbaord wont go to the dev sandbox, says it cant find a user with some email address',
    pages: ['/supported-components/dashboards/', '/blog/getting-step-order-right/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'client admin clicked the approval link and got a generic oauth error about the app needing to be installed',
    pages: ['/start/how-to-authorize-an-organization/', '/start/mass-access-request-metaferry/', '/errors/'],
    kind: 'unseen',
  },
  // Pair 7, unseen
  {
    q: 'need to fill in a value on thousands of existing accounts right after the new field goes out',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'our changes rely on a newer version of an appexchange app, how do i make sure every org has it first',
    pages: ['/supported-components/package-upgrade/', '/start/order-of-steps/'],
    kind: 'unseen',
  },
  // Pair 8, everyday
  {
    q: 'Flow shows up inactive in prod after the deploy',
    pages: ['/docs/known-issues/', '/faq/'],
    kind: 'everyday',
  },
  {
    q: 'can i ship an LWC together with its apex controller',
    pages: ['/supported-components/components/'],
    kind: 'everyday',
  },
  // Pair 9, unseen
  {
    q: 'how do i get rid of an old field in production without deleting it by hand in setup',
    pages: ['/faq/', '/supported-components/zip-packages/'],
    kind: 'unseen',
  },
  {
    q: 'deploys randomly fail on a record lock whenever the nightly data load is running',
    pages: ['/basic-terminology/on-error/', '/errors/'],
    kind: 'unseen',
  },
  // Pair 10, unseen
  {
    q: 'im a consultant with 40 client orgs, any way to get them all connected without logging into each one',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'only want a few admins in our org to be allowed to hook the tool up, can we restrict that',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'unseen',
  },
  // Pair 11, everyday
  {
    q: 'Deployment Status lists three deploys for one run, is that normal',
    pages: ['/start/how-to-run-job/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
  {
    q: 'whose name shows in Setup Audit Trail for the changes it makes',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  // Pair 12, unseen
  {
    q: 'can it move accounts and contacts too or only configuration',
    pages: ['/faq/'],
    kind: 'unseen',
  },
  {
    q: 'why would we use this instead of just doing change sets',
    pages: ['/faq/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },
  // Pair 13, unseen
  {
    q: 'compliance wants change history on more fields but one org fails saying its over the limit',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'unseen',
  },
  {
    q: 'just want to update the little help bubbles next to fields without touching anything else on them',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },
  // Pair 14, everyday
  {
    q: 'moving CMT records from sbx to prod, which step',
    pages: ['/supported-components/components/'],
    kind: 'everyday',
  },
  {
    q: 'VF page that overrides the New button on Case needs to be in prod too',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  // Pair 15, unseen
  {
    q: 'the tab for our new custom object has a nice icon in sandbox but the default look in production',
    pages: ['/supported-components/tab-styles/'],
    kind: 'unseen',
  },
  {
    q: 'logo at the top of our emails is broken after copying the branding to another org',
    pages: ['/supported-components/letterheads/'],
    kind: 'unseen',
  },
  // Pair 16, unseen
  {
    q: 'marketing templates sit in a folder that the production org doesnt have yet',
    pages: ['/supported-components/email-templates/'],
    kind: 'unseen',
  },
  {
    q: 'list views people set to only visible to me arent offered for copying',
    pages: ['/supported-components/list-views/'],
    kind: 'unseen',
  },
  // Pair 17, everyday
  {
    q: 'Lightning App Builder activation by app, record type and profile lost after deploying to prod',
    pages: ['/supported-components/flexi-pages-overrides/'],
    kind: 'everyday',
  },
  {
    q: 'different CompactLayout per RecordType, can that be copied',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'everyday',
  },
  // Pair 18, unseen
  {
    q: 'should the release read from the developer sandbox or from uat',
    pages: ['/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'pointed the job at a different sandbox to read from and now steps fail saying a field cant be found',
    pages: ['/start/how-to-create-job/', '/basic-terminology/what-is-source-org-salesforce/'],
    kind: 'unseen',
  },
  // Pair 19, unseen
  {
    q: 'want to reuse a step i set up carefully last quarter in a brand new job',
    pages: ['/start/clone-job-step/'],
    kind: 'unseen',
  },
  {
    q: 'i already have a package.xml from our old change set, can that be turned into a job',
    pages: ['/start/plan-a-job-from-package-xml/'],
    kind: 'unseen',
  },
  // Pair 20, everyday
  {
    q: 'RecordType or picklist values, which step goes first',
    pages: [
      '/start/order-of-steps/',
      '/supported-components/record-types/',
      '/blog/getting-step-order-right/',
    ],
    kind: 'everyday',
  },
  {
    q: 'SharingRules for Account from sbx to prod, which step handles them',
    pages: ['/supported-components/metadata-types/', '/supported-components/components/'],
    kind: 'everyday',
  },
  // Pair 21, unseen
  {
    q: 'connecting the sandbox keeps saying my username or password is wrong but they work in the browser',
    pages: ['/start/how-to-authorize-an-organization/', '/start/how-to-start/'],
    kind: 'unseen',
  },
  {
    q: 'does this work on professional edition',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-start/'],
    kind: 'unseen',
  },
  // Pair 22, unseen
  {
    q: 'run says succeeded but with warnings and one profile was left out, did something go wrong',
    pages: ['/basic-terminology/what-is-protected-components/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'list view step failed and everything after it got skipped, i want the rest to keep going',
    pages: ['/basic-terminology/on-error/', '/start/how-to-create-job/'],
    kind: 'unseen',
  },
  // Pair 23, everyday
  {
    q: 'RunLocalTests vs RunSpecifiedTests for a prod deploy, which is quicker',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'everyday',
  },
  {
    q: 'prod deploy blocked because an ApexTrigger has 0% coverage',
    pages: ['/start/how-to-run-job/', '/errors/'],
    kind: 'everyday',
  },
  // Pair 24, unseen
  {
    q: 'check the whole release against production first without actually changing anything',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'started a run by mistake, can i stop it and what happens to whats already deployed',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  // Pair 25, unseen
  {
    q: 'think our pipeline token got printed in a build log, what should i do',
    pages: ['/faq/', '/supported-components/ci-cd/'],
    kind: 'unseen',
  },
  {
    q: 'installed the cli globally with npm but the terminal says command not found',
    pages: ['/start/how-to-start/'],
    kind: 'unseen',
  },
  // Pair 26, everyday
  {
    q: 'pkg install key for a protected 04t version',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'everyday',
  },
  {
    q: 'org uses SSO and MFA, how do I connect it',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  // Pair 27, unseen
  {
    q: 'nobody on the release mailing list recieved anything when the run finished',
    pages: ['/start/how-to-create-job/'],
    kind: 'unseen',
  },
  {
    q: 'is there a way to download all the docs to read offline or attach to a change ticket',
    pages: ['/'],
    kind: 'unseen',
  },
  // Pair 28, unseen
  {
    q: 'want the po number to show as a column in search results and lookup popups in every org',
    pages: ['/supported-components/search-layouts/'],
    kind: 'unseen',
  },
  {
    q: 'changed the order of fields in the set our onboarding visualforce page reads, prod still shows the old order',
    pages: ['/supported-components/field-sets/'],
    kind: 'unseen',
  },
  // Pair 29, everyday
  {
    q: 'destructiveChanges with purgeOnDelete fails against prod',
    pages: ['/supported-components/zip-packages/', '/errors/'],
    kind: 'everyday',
  },
  {
    q: 'we build our package with sfdx, can the zip just be pushed to all sbx and prod orgs',
    pages: ['/supported-components/zip-packages/'],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 6,
  name: 'readers 6',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 90 %',
  story: "Blind, after round 5's tuning: 90 % on arrival, 96.7 % after.",
  floor: 0.9,
  pages: 'index',
  questions: READER_QUESTIONS_6,
};
