// cspell:ignore Metaferry metaferry didnt doesnt dont cant arent yesterdays greyed recrod vals sbx gack sfdx FlexiPage pkg appexchange obj VF PB LEX QA UAT prod RunLocalTests
/**
 * Reader questions, set 7.
 * Written blind by a helper that read only the published Markdown twins of the site's pages
 * (/work/snap-twins) and llms.txt, and used the search tool (pages and issues corpora) to see how
 * Salesforce admins, developers and release managers phrase these problems in public (Salesforce
 * Help articles, vendor knowledge bases such as Gearset and Copado, Stack Exchange style threads).
 * The helper never opened the search code, scripts, tests, vocabulary data or any other question
 * set, and ran no search engine over the site. Kinds: 40 `unseen` questions, what a person types
 * into a docs search box without having read the page (half short keyword queries of 2 to 4 words,
 * half natural lower-case questions or goals, some with typos), describing the situation, symptom or
 * goal rather than the page's own words; and 20 `everyday` questions built on admins' everyday
 * words the pages may not use literally: abbreviations (VF, PB, LEX, UAT, QA, prod, sbx, pkg, obj,
 * vals), Setup screen names (Object Manager, Setup Audit Trail, Login History, System Overview,
 * Sharing Settings, Lightning App Builder, Deployment Status), CI/DevOps products (Jenkins, Azure
 * DevOps, Git, DevOps Center, sfdx), Metadata API and error names, the slang "gack" and a
 * misspelling. Personas are spread evenly, twelve questions each: a new Salesforce admin in their
 * first week with Metaferry, a developer who knows sf CLI and Git, a release manager planning a
 * production release, a consultant moving work between client orgs, and someone whose run just
 * failed. Routes were chosen by reading the pages: each question lists the 1 to 4 routes a careful
 * reader would accept, including the FAQ, the error directory or known issues where they answer it
 * well; topics lean toward facts that only a few pages hold (component options, statuses, blog
 * advice, the privacy policy, the offline PDF), and no route is listed more than 6 times. The set is
 * 30 pairs of two questions of the same kind, style and difficulty; pair kinds run unseen, unseen,
 * everyday, repeating, and unseen pairs alternate between keyword pairs and natural-language pairs.
 * Even positions in the array are for tuning, odd positions are held out, so each pair gives one
 * question to each half.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_7: readonly ReaderQuestion[] = [
  // Pair 0, unseen
  {
    q: 'opportunity stage didnt copy',
    pages: ['/docs/known-issues/', '/supported-components/picklist-values/'],
    kind: 'unseen',
  },
  { q: 'layouts show not assigned', pages: ['/supported-components/profile-updates/'], kind: 'unseen' },
  // Pair 1, unseen
  {
    q: 'i look after about 30 client orgs, is there a way to get each of their admins to approve the connection without me logging in to every one?',
    pages: ['/start/mass-access-request-metaferry/'],
    kind: 'unseen',
  },
  {
    q: "a few steps in last night's release finished but are flagged with warnings, does that mean part of it never made it to production?",
    pages: [
      '/basic-terminology/what-is-step-metaferry/',
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'unseen',
  },
  // Pair 2, everyday
  {
    q: 'Object Manager compact layout - need the same highlights panel fields in prod',
    pages: ['/supported-components/compact-layout-assignments/'],
    kind: 'everyday',
  },
  {
    q: 'VF page override on the New button for a custom obj, how do i push it to prod',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },
  // Pair 3, unseen
  { q: 'curl start job', pages: ['/supported-components/ci-cd/'], kind: 'unseen' },
  {
    q: 'rerun only failed org',
    pages: [
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-target-org-salesforce/',
      '/basic-terminology/on-error/',
    ],
    kind: 'unseen',
  },
  // Pair 4, unseen
  {
    q: 'someone kept editing the layout in uat while the production release was still going, could prod have ended up with a mix of old and new?',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'how do i add two colleagues to our metaferry account, and let one of them create the tokens our pipeline needs',
    pages: ['/start/how-to-start/'],
    kind: 'unseen',
  },
  // Pair 5, everyday
  {
    q: 'Setup Audit Trail after a release, which user shows up as the one who made the changes?',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
  {
    q: 'client admin connecting us gets Restricted IP in Login History',
    pages: ['/start/how-to-authorize-an-organization/', '/errors/', '/start/mass-access-request-metaferry/'],
    kind: 'everyday',
  },
  // Pair 6, unseen
  { q: 'different endpoint per org', pages: ['/supported-components/remote-site-settings/'], kind: 'unseen' },
  {
    q: 'stuck running after error',
    pages: [
      '/basic-terminology/on-error/',
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-step-metaferry/',
    ],
    kind: 'unseen',
  },
  // Pair 7, unseen
  {
    q: 'once the new region field is out i have to fill it on all existing accounts, can that happen as part of the same release?',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'we just made a hotfix sandbox that should get everything production gets each release, how do i hook it into the release job we already have',
    pages: ['/start/how-to-add-target-org-to-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  // Pair 8, everyday
  {
    q: 'Jenkins agent: metaferry command not found after npm install -g',
    pages: ['/start/how-to-start/'],
    kind: 'everyday',
  },
  {
    q: 'Azure DevOps release stage, deploy only to the UAT org with RunLocalTests',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  // Pair 9, unseen
  { q: 'no email after run', pages: ['/start/how-to-create-job/'], kind: 'unseen' },
  { q: 'run button greyed out', pages: ['/basic-terminology/what-is-job-metaferry/'], kind: 'unseen' },
  // Pair 10, unseen
  {
    q: 'same set of changes for two different clients with their own orgs, can i reuse what i built for the first one instead of setting it all up again',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'complete beginner, how do the pieces fit together, what gets copied from where to where and in what order?',
    pages: ['/basic-terminology/', '/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  // Pair 11, everyday
  {
    q: 'PB/flow deploy to prod rolled back over flow test coverage',
    pages: ['/errors/', '/docs/known-issues/'],
    kind: 'everyday',
  },
  {
    q: 'client org hit REQUEST_LIMIT_EXCEEDED mid release, System Overview shows API requests maxed out',
    pages: ['/errors/', '/faq/'],
    kind: 'everyday',
  },
  // Pair 12, unseen
  {
    q: 'remove old field everywhere',
    pages: ['/faq/', '/supported-components/zip-packages/', '/supported-components/components/'],
    kind: 'unseen',
  },
  { q: 'drag steps without mouse', pages: ['/start/order-of-steps/'], kind: 'unseen' },
  // Pair 13, unseen
  {
    q: 'the step that was supposed to upgrade our appexchange app says skipped, did the new version get installed or not?',
    pages: [
      '/supported-components/package-upgrade/',
      '/start/how-to-run-job/',
      '/basic-terminology/what-is-step-metaferry/',
    ],
    kind: 'unseen',
  },
  {
    q: 'my boss wants the details of yesterdays failed release attached to the incident ticket, can i get them out as a file',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  // Pair 14, everyday
  {
    q: 'source of truth is our Git repo not a sbx, can it deploy straight from the branch?',
    pages: ['/supported-components/ci-cd/', '/supported-components/zip-packages/'],
    kind: 'everyday',
  },
  {
    q: 'have a manifest/package.xml from our sfdx project, how do i turn it into a job',
    pages: [
      '/start/plan-a-job-from-package-xml/',
      '/supported-components/zip-packages/',
      '/supported-components/components/',
    ],
    kind: 'everyday',
  },
  // Pair 15, unseen
  {
    q: 'apex script run user',
    pages: ['/supported-components/execute-anonymous-apex/', '/basic-terminology/what-is-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'move dashboards plus reports',
    pages: ['/supported-components/dashboards/', '/supported-components/reports/', '/start/order-of-steps/'],
    kind: 'unseen',
  },
  // Pair 16, unseen
  {
    q: 'our prod and uat remote sites have the same names, how should we name things so a release can never overwrite the prod ones',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'unseen',
  },
  {
    q: 'can i copy actual records like accounts and contacts into the training sandbox with this tool?',
    pages: ['/faq/'],
    kind: 'unseen',
  },
  // Pair 17, everyday
  {
    q: 'how is this different from outbound change sets or DevOps Center?',
    pages: ['/faq/', '/blog/metaferry-0-0-1/'],
    kind: 'everyday',
  },
  {
    q: 'UAT -> prod every sprint, reuse one job or make a new one per release?',
    pages: [
      '/start/how-to-create-job/',
      '/basic-terminology/what-is-source-org-salesforce/',
      '/basic-terminology/what-is-job-metaferry/',
    ],
    kind: 'everyday',
  },
  // Pair 18, unseen
  { q: 'personal list views missing', pages: ['/supported-components/list-views/'], kind: 'unseen' },
  { q: 'tab icon color', pages: ['/supported-components/tab-styles/'], kind: 'unseen' },
  // Pair 19, unseen
  {
    q: 'client security team is asking whether anything gets installed in their salesforce org, like a managed package or apex code',
    pages: ['/faq/', '/start/how-to-start/'],
    kind: 'unseen',
  },
  {
    q: 'after the release, two fields someone had added to a field set directly in production are gone, why?',
    pages: ['/supported-components/field-sets/'],
    kind: 'unseen',
  },
  // Pair 20, everyday
  {
    q: 'recrod type visibility for profiles not coming across to UAT',
    pages: ['/supported-components/record-types/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  },
  {
    q: 'picklist vals went inactive in QA sbx after the run',
    pages: ['/supported-components/picklist-values/'],
    kind: 'everyday',
  },
  // Pair 21, unseen
  { q: 'lookup popup columns', pages: ['/supported-components/search-layouts/'], kind: 'unseen' },
  {
    q: 'linked wrong org',
    pages: ['/start/mass-access-request-metaferry/', '/start/how-to-authorize-an-organization/'],
    kind: 'unseen',
  },
  // Pair 22, unseen
  {
    q: 'what order should the pieces of a release go in so the first prod run doesnt fail on things that arent there yet',
    pages: ['/start/order-of-steps/', '/blog/getting-step-order-right/'],
    kind: 'unseen',
  },
  {
    q: 'somebody fixed the opportunity layout by hand in training and our release just undid their change, is that expected?',
    pages: ['/start/release-a-new-field/', '/supported-components/page-layouts/'],
    kind: 'unseen',
  },
  // Pair 23, everyday
  {
    q: 'Lightning App Builder activation by app, record type and profile gone after deploying the FlexiPage',
    pages: ['/supported-components/flexi-pages-overrides/', '/docs/known-issues/'],
    kind: 'everyday',
  },
  {
    q: 'LEX email templates use an enhanced letterhead, does it come over with the templates?',
    pages: ['/supported-components/letterheads/', '/supported-components/email-templates/'],
    kind: 'everyday',
  },
  // Pair 24, unseen
  {
    q: 'row lock deploy',
    pages: ['/basic-terminology/on-error/', '/docs/known-issues/', '/errors/'],
    kind: 'unseen',
  },
  { q: 'offline docs pdf', pages: ['/'], kind: 'unseen' },
  // Pair 25, unseen
  {
    q: 'the person who first connected a client org left and got deactivated, now nothing runs against that org, how do we fix it without rebuilding jobs',
    pages: ['/start/how-to-authorize-an-organization/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'i want claude code or cursor to answer questions from these docs, is there something i can plug in?',
    pages: ['/faq/'],
    kind: 'unseen',
  },
  // Pair 26, everyday
  {
    q: 'move Sharing Settings criteria-based rules to client prod, which step covers that',
    pages: ['/supported-components/metadata-types/', '/supported-components/components/'],
    kind: 'everyday',
  },
  {
    q: 'pkg 04t upgrade has to land in every client sbx before the rest deploys',
    pages: ['/supported-components/package-upgrade/', '/start/order-of-steps/'],
    kind: 'everyday',
  },
  // Pair 27, unseen
  {
    q: 'track amount changes everywhere',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'unseen',
  },
  { q: 'docs site cookies', pages: ['/privacy-policy/'], kind: 'unseen' },
  // Pair 28, unseen
  {
    q: 'we rewrote the hover help on about fifty fields in the sandbox, can i push just the wording without redeploying the fields',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },
  {
    q: 'release went green but sales reps still dont see the new field on opportunities',
    pages: ['/docs/known-issues/', '/supported-components/profile-updates/', '/start/release-a-new-field/'],
    kind: 'unseen',
  },
  // Pair 29, everyday
  { q: 'got a gack on deploy, what now', pages: ['/errors/'], kind: 'everyday' },
  {
    q: 'Deployment Status shows 5 deploys for one release, why not just one?',
    pages: ['/start/how-to-run-job/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 7,
  name: 'readers 7',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 80 %',
  story: 'Blind, by five personas; half its unseen questions are search-box keywords: 80 % on arrival.',
  floor: 0.8,
  pages: 'index',
  questions: READER_QUESTIONS_7,
};
