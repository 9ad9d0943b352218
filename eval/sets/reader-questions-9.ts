// cspell:ignore Metaferry metaferry sbx LWC CMT pkg expierd conect sugested templete skipRecordTypeSelect destructiveChangesPre purgeOnDelete RemoteSiteSetting isnt didnt thats
/**
 * Reader questions, set 9.
 * Written blind: only the published Markdown twins of the site (every .md page and llms.txt) were read to decide what each page states, and public Salesforce admin and developer phrasing (Salesforce Help, Stack Exchange, vendor knowledge bases, GitHub issues, through the pages and issues corpora) was read to learn how people word these problems; no code, tests, other question sets or search engine over the site were used. Five personas share the set evenly, twelve questions each: an admin in their first month with Metaferry, a developer fluent in sf CLI and Git, a release manager planning a production release, a consultant moving work between client orgs, and someone whose run just failed and pastes or paraphrases the error. There are 60 questions in 30 pairs; the two questions of a pair share kind, style and difficulty but not topic, and pair kinds run unseen, unseen, everyday. Unseen questions are what a person types without having read the pages, alternating by pair between short keyword queries of 2 to 5 words and natural lower-case questions (a few with typos); everyday questions lean on admin shorthand, Setup screen names, CI products, Metadata API type names, error text and misspellings. Each question lists the 1 to 4 routes a careful reader would accept, and no route appears in more than 6 questions. Even positions (0, 2, 4, ...) are for tuning and odd positions are held out.
 * Scored once on arrival, after the pages' keywords (issue 26) and before any change it measures: 91.7 % top 3
 * (55/60; tuning half 96.7 %, held-out half 86.7 %), the baseline 71.7 % (80.0 %, 63.3 %).
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_9: readonly ReaderQuestion[] = [
  { q: 'tab icon differs across orgs', pages: ['/supported-components/tab-styles/'], kind: 'unseen' },
  { q: 'cli exits with code 2', pages: ['/supported-components/ci-cd/'], kind: 'unseen' },

  {
    q: 'the client admin says the link i emailed them has expierd, can i send another one',
    pages: ['/start/mass-access-request-metaferry/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },
  {
    q: 'can two people start the same job at once or does the second one have to wait',
    pages: ['/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },

  {
    q: 'FLS not deployed for new field in sbx',
    pages: [
      '/docs/known-issues/',
      '/supported-components/profile-updates/',
      '/start/release-a-new-field/',
      '/supported-components/page-layouts/',
    ],
    kind: 'everyday',
  },
  {
    q: 'deploy LWC bundle and apex classes together',
    pages: ['/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },

  {
    q: 'local tests running five times',
    pages: ['/start/how-to-run-job/', '/faq/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },
  {
    q: 'highlights panel fields differ',
    pages: ['/supported-components/compact-layout-assignments/', '/supported-components/metadata-types/'],
    kind: 'unseen',
  },

  {
    q: 'im new here, is there an order i should go through the how to guides in',
    pages: ['/start/'],
    kind: 'unseen',
  },
  {
    q: 'can it deploy straight from my git repo instead of reading from an org',
    pages: ['/supported-components/ci-cd/', '/supported-components/zip-packages/'],
    kind: 'unseen',
  },

  {
    q: 'copy CMT records between client orgs',
    pages: ['/faq/', '/supported-components/components/', '/supported-components/metadata-types/'],
    kind: 'everyday',
  },
  {
    q: 'pkg install for all users or admins only',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'everyday',
  },

  { q: 'unexpected error contact support id', pages: ['/errors/'], kind: 'unseen' },
  {
    q: 'who gets emailed after runs',
    pages: [
      '/start/how-to-create-job/',
      '/basic-terminology/what-is-job-metaferry/',
      '/start/how-to-run-job/',
    ],
    kind: 'unseen',
  },

  {
    q: 'when we push updated dashboards to production can they keep whoever they run as over there',
    pages: ['/supported-components/dashboards/'],
    kind: 'unseen',
  },
  {
    q: 'can one job copy from one customers org into a totally unrelated org, not one of its sandboxes',
    pages: ['/faq/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },

  { q: 'INVALID_SESSION_ID: Session expired or invalid', pages: ['/errors/'], kind: 'everyday' },
  {
    q: 'Dependent class is invalid and needs recompilation',
    pages: ['/supported-components/components/', '/errors/'],
    kind: 'everyday',
  },

  { q: 'undo a bad release', pages: ['/docs/known-issues/', '/basic-terminology/on-error/'], kind: 'unseen' },
  {
    q: 'validation fails on package fields',
    pages: ['/supported-components/package-upgrade/'],
    kind: 'unseen',
  },

  {
    q: 'it says my test class isnt a test class but the name is right, its from a managed package',
    pages: ['/start/how-to-run-job/', '/errors/'],
    kind: 'unseen',
  },
  {
    q: 'i put the account object on the protected list but a release still changed account fields, why',
    pages: ['/basic-terminology/what-is-protected-components/', '/supported-components/search-layouts/'],
    kind: 'unseen',
  },

  {
    q: 'page layout assignments Not Assigned after profile deploy',
    pages: [
      '/supported-components/profile-updates/',
      '/supported-components/page-layouts/',
      '/docs/known-issues/',
    ],
    kind: 'everyday',
  },
  {
    q: 'Lightning App Builder activation gone after deploy',
    pages: ['/docs/known-issues/', '/supported-components/flexi-pages-overrides/'],
    kind: 'everyday',
  },

  { q: 'namespace prefix in component picker', pages: ['/start/how-to-add-step/'], kind: 'unseen' },
  {
    q: 'remove org from job',
    pages: ['/start/how-to-add-target-org-to-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  },

  {
    q: 'i look after about forty client orgs, can i get every admin to conect theirs without logging into each one myself',
    pages: ['/start/mass-access-request-metaferry/', '/blog/metaferry-0-0-1/', '/start/'],
    kind: 'unseen',
  },
  {
    q: 'do we have to install some package into our salesforce org for this to work',
    pages: ['/faq/', '/start/how-to-start/', '/', '/basic-terminology/what-is-org-salesforce/'],
    kind: 'unseen',
  },

  {
    q: 'Cannot find a user that matches any of the following usernames',
    pages: [
      '/supported-components/dashboards/',
      '/supported-components/reports/',
      '/errors/',
      '/blog/getting-step-order-right/',
    ],
    kind: 'everyday',
  },
  {
    q: 'purgeOnDelete option can only be used on a non-active org',
    pages: ['/supported-components/zip-packages/', '/errors/'],
    kind: 'everyday',
  },

  { q: 'terms used in metaferry explained', pages: ['/basic-terminology/'], kind: 'unseen' },
  { q: 'private list views not copied', pages: ['/supported-components/list-views/'], kind: 'unseen' },

  {
    q: 'after the deploy we need a batch job scheduled in every org, can the release itself do that',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  },
  {
    q: 'which api version does it deploy with and can i pin a different one',
    pages: ['/supported-components/components/', '/supported-components/zip-packages/'],
    kind: 'unseen',
  },

  {
    q: 'GitHub Actions step gets 401 Unauthorized',
    pages: ['/supported-components/ci-cd/'],
    kind: 'everyday',
  },
  {
    q: 'RT visibility and default per profile',
    pages: ['/supported-components/record-types/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  },

  {
    q: 'how long field history kept',
    pages: ['/supported-components/field-history-tracking/', '/supported-components/metadata-types/'],
    kind: 'unseen',
  },
  { q: 'component page summary box explained', pages: ['/supported-components/'], kind: 'unseen' },

  {
    q: 'can i reuse a step i built for one client inside a different clients job',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  },
  {
    q: 'i added a new value to the opportunity stage picklist and its not showing up after the run',
    pages: ['/docs/known-issues/', '/supported-components/picklist-values/'],
    kind: 'unseen',
  },

  {
    q: 'destructiveChangesPre vs Post',
    pages: ['/supported-components/zip-packages/', '/supported-components/components/'],
    kind: 'everyday',
  },
  {
    q: 'Setup Deployment Status shows several entries per run',
    pages: ['/start/how-to-run-job/', '/start/release-a-new-field/'],
    kind: 'everyday',
  },

  { q: 'field set required flag ignored', pages: ['/supported-components/field-sets/'], kind: 'unseen' },
  { q: 'print docs for a client', pages: ['/'], kind: 'unseen' },

  {
    q: 'the run log says protected skipped for one profile, did that step fail or not',
    pages: [
      '/basic-terminology/what-is-protected-components/',
      '/faq/',
      '/basic-terminology/on-error/',
      '/basic-terminology/what-is-step-metaferry/',
    ],
    kind: 'unseen',
  },
  {
    q: 'we have a manifest listing flows, apex and layouts, can it give me the steps in order with the permissions each target user needs',
    pages: ['/start/plan-a-job-from-package-xml/'],
    kind: 'unseen',
  },

  {
    q: 'RemoteSiteSetting deploy inactive first',
    pages: ['/supported-components/remote-site-settings/', '/start/how-to-start/'],
    kind: 'everyday',
  },
  {
    q: 'VF override skipRecordTypeSelect on New',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  },

  { q: 'edit job while it runs', pages: ['/basic-terminology/what-is-job-metaferry/'], kind: 'unseen' },
  { q: 'api token scope', pages: ['/supported-components/ci-cd/'], kind: 'unseen' },

  {
    q: 'i changed the help text on a field in uat yesterday, do i need to edit the job before running it again',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  },
  {
    q: 'a client wants our new help text wording but their field has a different length than ours, will copying the help text change their field',
    pages: ['/supported-components/help-texts/'],
    kind: 'unseen',
  },

  {
    q: 'Enhanced Letterhead on Lightning email templete',
    pages: [
      '/supported-components/letterheads/',
      '/supported-components/email-templates/',
      '/supported-components/metadata-types/',
    ],
    kind: 'everyday',
  },
  {
    q: 'package.xml wildcard for Report folder types',
    pages: ['/supported-components/components/', '/start/plan-a-job-from-package-xml/'],
    kind: 'everyday',
  },

  { q: 'metaferry: command not found', pages: ['/start/how-to-start/'], kind: 'unseen' },
  { q: 'cookies on docs site', pages: ['/privacy-policy/'], kind: 'unseen' },

  {
    q: 'is there a sugested order for a typical sales release with new fields, record types, layouts and a dashboard',
    pages: ['/blog/getting-step-order-right/', '/start/order-of-steps/'],
    kind: 'unseen',
  },
  {
    q: 'can my ai coding assistant search these docs offline on a locked down build box',
    // The FAQ's answer moved to a guide of its own (issue 40); the FAQ keeps a short answer.
    pages: ['/faq/', '/start/add-docs-to-your-ai-assistant/'],
    kind: 'unseen',
  },

  {
    q: 'keep releases off the Minimum Access - API Only Integrations profile',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-protected-components/',
    ],
    kind: 'everyday',
  },
  {
    q: 'Setup Audit Trail shows which user deployed',
    pages: ['/basic-terminology/what-is-org-salesforce/', '/start/how-to-authorize-an-organization/'],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 9,
  name: 'readers 9',
  held: 'halves',
  blind: true,
  arrival: 'tuning half 96.7 %',
  story: "Blind, after the pages' keywords: 96.7 % on arrival.",
  floor: 0.9,
  pages: 'index',
  questions: READER_QUESTIONS_9,
};
