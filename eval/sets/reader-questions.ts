// cspell:ignore SFDX
/**
 * Reader questions: a search question set written from outside the project.
 *
 * Who wrote them: an outside reader, playing the Salesforce admins and developers the site is for,
 * before any change to the ranking and without looking at the search code, the existing question
 * sets or the vocabulary data. The questions come from reading the pages' content (docs, blog,
 * and the data the pages render from, such as the error entries and the metadata type list), not
 * from the search box.
 *
 * Two kinds, 32 questions each:
 * - `unseen`: how a new admin types into a docs search box: a short phrase or a question in
 *   natural wording, deliberately not a page's title or heading.
 * - `everyday`: the words admins use every day that pages may not use literally: abbreviations
 *   (FLS, CMT, LWC, VF, PB, CI, PR, SFDX, sf CLI, prod, UAT, dev sandbox, pkg), Setup screens and UI
 *   areas (Deployment Status, Object Manager, App Manager, Lightning App Builder, Setup Audit Trail,
 *   Connected Apps, Named Credentials, Page Layout editor, Lightning record page), CI products by
 *   name (GitHub Actions, Jenkins, GitLab CI, Azure DevOps, Bitbucket Pipelines), and tasks named
 *   only by their goal ("undo a deployment", "copy the picklist values only").
 *
 * Expected pages: each question lists the 1 to 4 site routes that truly answer it, chosen by reading
 * the pages, never from search results. A question counts as a hit when any listed page is among the
 * first 3 distinct pages of results.
 *
 * Halves: the questions come in pairs of the same kind, so splitting by position gives both halves
 * the same mix. Even positions may be used to tune the ranking; odd positions are held out of every
 * tuning run and only measure it.
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';
import { TOP3_TARGET } from '../search-questions';

const RUN = '/start/how-to-run-job/';
const AUTHORIZE = '/start/how-to-authorize-an-organization/';
const CREATE_JOB = '/start/how-to-create-job/';
const START = '/start/how-to-start/';
const ADD_STEP = '/start/how-to-add-step/';
const ADD_TARGET = '/start/how-to-add-target-org-to-job/';
const CLONE = '/start/clone-job-step/';
const MASS_ACCESS = '/start/mass-access-request-metaferry/';
const ORDER = '/start/order-of-steps/';
const PLAN = '/start/plan-a-job-from-package-xml/';

const ON_ERROR = '/basic-terminology/on-error/';
const JOB = '/basic-terminology/what-is-job-metaferry/';
const ORG = '/basic-terminology/what-is-org-salesforce/';
const PROTECTED = '/basic-terminology/what-is-protected-components/';
const SOURCE = '/basic-terminology/what-is-source-org-salesforce/';
const TARGET = '/basic-terminology/what-is-target-org-salesforce/';

const FAQ = '/faq/';
const ERRORS = '/errors/';
const KNOWN = '/docs/known-issues/';

const SC = '/supported-components';
const APEX_OVERRIDES = `${SC}/apex-pages-overrides/`;
const CI_CD = `${SC}/ci-cd/`;
const COMPACT = `${SC}/compact-layout-assignments/`;
const COMPONENTS = `${SC}/components/`;
const DASHBOARDS = `${SC}/dashboards/`;
const ANON_APEX = `${SC}/execute-anonymous-apex/`;
const HISTORY = `${SC}/field-history-tracking/`;
const FIELD_SETS = `${SC}/field-sets/`;
const FLEXI = `${SC}/flexi-pages-overrides/`;
const METADATA_TYPES = `${SC}/metadata-types/`;
const PACKAGE_UPGRADE = `${SC}/package-upgrade/`;
const LAYOUTS = `${SC}/page-layouts/`;
const PICKLISTS = `${SC}/picklist-values/`;
const PROFILES = `${SC}/profile-updates/`;
const RECORD_TYPES = `${SC}/record-types/`;
const REMOTE_SITES = `${SC}/remote-site-settings/`;
const REPORTS = `${SC}/reports/`;
const TAB_STYLES = `${SC}/tab-styles/`;
const ZIP = `${SC}/zip-packages/`;

const BLOG_ORDER = '/blog/getting-step-order-right/';
const BLOG_PROTECT = '/blog/protecting-production-only-components/';

export const READER_QUESTIONS: readonly ReaderQuestion[] = [
  // --- pair 1: unseen -------------------------------------------------------------------------
  {
    q: 'what happens in the other orgs when one of them fails',
    pages: [ON_ERROR, TARGET, RUN],
    kind: 'unseen',
  },
  {
    q: 'deploy the same changes to three sandboxes at once',
    pages: [TARGET, ADD_TARGET, FAQ],
    kind: 'unseen',
  },
  // --- pair 2: everyday -----------------------------------------------------------------------
  { q: 'copy FLS only, not the whole profile', pages: [PROFILES], kind: 'everyday' },
  { q: 'deploy CMT records', pages: [COMPONENTS, FAQ, METADATA_TYPES], kind: 'everyday' },
  // --- pair 3: unseen -------------------------------------------------------------------------
  {
    q: 'check a release against production without changing anything',
    pages: [RUN, FAQ, JOB],
    kind: 'unseen',
  },
  {
    q: 'what access does my release user need in Salesforce',
    pages: [AUTHORIZE, FAQ, ORG, START],
    kind: 'unseen',
  },
  // --- pair 4: everyday -----------------------------------------------------------------------
  { q: 'deploy LWC to prod', pages: [COMPONENTS, METADATA_TYPES], kind: 'everyday' },
  { q: 'VF page override on the New button', pages: [APEX_OVERRIDES], kind: 'everyday' },
  // --- pair 5: unseen -------------------------------------------------------------------------
  {
    q: 'refreshed our sandbox and now the jobs fail to log in',
    pages: [KNOWN, FAQ, ORG, ERRORS],
    kind: 'unseen',
  },
  {
    q: 'production deploy runs all local tests for every step, how do I make it faster',
    pages: [RUN, FAQ, TARGET],
    kind: 'unseen',
  },
  // --- pair 6: everyday -----------------------------------------------------------------------
  { q: 'PB processes arrive inactive in prod', pages: [KNOWN], kind: 'everyday' },
  { q: 'GitHub Actions workflow to run a job', pages: [CI_CD], kind: 'everyday' },
  // --- pair 7: unseen -------------------------------------------------------------------------
  { q: 'stop a deployment that is already running', pages: [RUN, FAQ], kind: 'unseen' },
  { q: 'where can I see why a step failed', pages: [RUN, ERRORS], kind: 'unseen' },
  // --- pair 8: everyday -----------------------------------------------------------------------
  { q: 'run a Metaferry job from Jenkins', pages: [CI_CD, FAQ, START], kind: 'everyday' },
  {
    q: 'where do I keep the API token in GitLab CI',
    pages: [CI_CD, FAQ],
    kind: 'everyday',
  },
  // --- pair 9: unseen -------------------------------------------------------------------------
  {
    q: "users still can't see the new field after the profile step succeeded",
    pages: [KNOWN, PROFILES],
    kind: 'unseen',
  },
  {
    q: 'who gets an email when the release finishes',
    pages: [CREATE_JOB, JOB, RUN],
    kind: 'unseen',
  },
  // --- pair 10: everyday ----------------------------------------------------------------------
  {
    q: 'validate against prod on every PR in Azure DevOps',
    pages: [CI_CD, FAQ],
    kind: 'everyday',
  },
  {
    q: 'Bitbucket Pipelines exit code when the run fails',
    pages: [CI_CD, FAQ],
    kind: 'everyday',
  },
  // --- pair 11: unseen ------------------------------------------------------------------------
  {
    q: "dashboard deploy fails because the running user doesn't exist in the sandbox",
    pages: [DASHBOARDS, ERRORS, BLOG_ORDER],
    kind: 'unseen',
  },
  {
    q: "a report I know exists isn't offered when I pick reports",
    pages: [KNOWN, REPORTS],
    kind: 'unseen',
  },
  // --- pair 12: everyday ----------------------------------------------------------------------
  {
    q: 'does a validation show up in Deployment Status',
    pages: [RUN, START],
    kind: 'everyday',
  },
  {
    q: 'which user shows in Setup Audit Trail after a deploy',
    pages: [ORG, AUTHORIZE],
    kind: 'everyday',
  },
  // --- pair 13: unseen ------------------------------------------------------------------------
  {
    q: 'how many fields can have history tracking on one object',
    pages: [HISTORY, KNOWN, FAQ],
    kind: 'unseen',
  },
  {
    q: 'can I copy permission sets',
    pages: [COMPONENTS, PROFILES, METADATA_TYPES],
    kind: 'unseen',
  },
  // --- pair 14: everyday ----------------------------------------------------------------------
  {
    q: 'revoke Metaferry in Connected Apps',
    pages: [AUTHORIZE, FAQ, ORG],
    kind: 'everyday',
  },
  {
    q: 'keep Named Credentials out of a release',
    pages: [PROTECTED, BLOG_PROTECT],
    kind: 'everyday',
  },
  // --- pair 15: unseen ------------------------------------------------------------------------
  {
    q: 'deployment has more than 10000 files',
    pages: [FAQ, ERRORS, ADD_STEP, COMPONENTS],
    kind: 'unseen',
  },
  {
    q: 'install the latest version of an AppExchange app in every org before the release',
    pages: [PACKAGE_UPGRADE],
    kind: 'unseen',
  },
  // --- pair 16: everyday ----------------------------------------------------------------------
  {
    q: 'deactivate the page in Lightning App Builder before deleting it',
    pages: [KNOWN],
    kind: 'everyday',
  },
  {
    q: 'Lightning record page assigned by profile and record type',
    pages: [FLEXI, KNOWN],
    kind: 'everyday',
  },
  // --- pair 17: unseen ------------------------------------------------------------------------
  {
    q: 'the managed package needs an installation password',
    pages: [PACKAGE_UPGRADE, ERRORS],
    kind: 'unseen',
  },
  {
    q: 'run a script after the deploy to fill a new field on existing records',
    pages: [ANON_APEX],
    kind: 'unseen',
  },
  // --- pair 18: everyday ----------------------------------------------------------------------
  {
    q: 'push my Page Layout editor changes to UAT and prod',
    pages: [LAYOUTS],
    kind: 'everyday',
  },
  {
    q: 'Object Manager compact layout fields in the highlights panel',
    pages: [COMPACT],
    kind: 'everyday',
  },
  // --- pair 19: unseen ------------------------------------------------------------------------
  {
    q: 'stop sandbox endpoints from overwriting the production ones',
    pages: [PROTECTED, BLOG_PROTECT, REMOTE_SITES],
    kind: 'unseen',
  },
  { q: 'remove an old field from the target orgs', pages: [FAQ, ZIP, COMPONENTS], kind: 'unseen' },
  // --- pair 20: everyday ----------------------------------------------------------------------
  {
    q: 'copy the app navigation items and utility bar from App Manager',
    pages: [COMPONENTS, FLEXI, TAB_STYLES],
    kind: 'everyday',
  },
  {
    q: 'move my changes from sandbox to production',
    pages: [CREATE_JOB, START, JOB, '/'],
    kind: 'everyday',
  },
  // --- pair 21: unseen ------------------------------------------------------------------------
  { q: 'start a job from a build pipeline', pages: [CI_CD, FAQ, START], kind: 'unseen' },
  { q: 'make the build fail when the deployment fails', pages: [CI_CD, FAQ], kind: 'unseen' },
  // --- pair 22: everyday ----------------------------------------------------------------------
  { q: 'undo a deployment', pages: [KNOWN, ON_ERROR, FAQ], kind: 'everyday' },
  { q: 'copy the picklist values only', pages: [PICKLISTS], kind: 'everyday' },
  // --- pair 23: unseen ------------------------------------------------------------------------
  {
    q: 'deploy fails with unable to obtain exclusive access to this record',
    pages: [ERRORS, ON_ERROR, KNOWN],
    kind: 'unseen',
  },
  {
    q: "field set fails because the field isn't in the target yet",
    pages: [ORDER, FIELD_SETS, ERRORS, BLOG_ORDER],
    kind: 'unseen',
  },
  // --- pair 24: everyday ----------------------------------------------------------------------
  {
    q: 'skip Apex tests on a prod deploy',
    pages: [RUN, FAQ, ERRORS, TARGET],
    kind: 'everyday',
  },
  {
    q: 'dev sandbox to UAT to prod promotion',
    pages: [SOURCE, ORG],
    kind: 'everyday',
  },
  // --- pair 25: unseen ------------------------------------------------------------------------
  { q: 'reuse a step I already built in another job', pages: [CLONE], kind: 'unseen' },
  {
    q: 'ask 30 client admins to connect their orgs without logging in to each one',
    pages: [MASS_ACCESS],
    kind: 'unseen',
  },
  // --- pair 26: everyday ----------------------------------------------------------------------
  {
    q: 'deliver a package built with the sf CLI to many orgs',
    pages: [ZIP, PLAN],
    kind: 'everyday',
  },
  {
    q: 'turn an SFDX manifest into steps',
    pages: [PLAN, COMPONENTS],
    kind: 'everyday',
  },
  // --- pair 27: unseen ------------------------------------------------------------------------
  {
    q: 'authorization email link expired, how do I send a new one',
    pages: [MASS_ACCESS],
    kind: 'unseen',
  },
  { q: 'can it copy accounts and contacts data', pages: [FAQ], kind: 'unseen' },
  // --- pair 28: everyday ----------------------------------------------------------------------
  { q: 'pkg install key', pages: [PACKAGE_UPGRADE, ERRORS], kind: 'everyday' },
  { q: 'CI token leaked', pages: [FAQ, CI_CD], kind: 'everyday' },
  // --- pair 29: unseen ------------------------------------------------------------------------
  {
    q: 'sandbox login keeps saying check your username and password',
    pages: [ERRORS, AUTHORIZE, ORG, FAQ],
    kind: 'unseen',
  },
  {
    q: 'average test coverage below 75 percent when deploying to production',
    pages: [ERRORS, RUN, TARGET],
    kind: 'unseen',
  },
  // --- pair 30: everyday ----------------------------------------------------------------------
  { q: 'authorize an org that uses SSO', pages: [FAQ, AUTHORIZE], kind: 'everyday' },
  {
    q: 'Modify All Data instead of Modify Metadata',
    pages: [FAQ, ERRORS],
    kind: 'everyday',
  },
  // --- pair 31: unseen ------------------------------------------------------------------------
  {
    q: 'new record type should only offer some of the stage values',
    pages: [RECORD_TYPES, PICKLISTS],
    kind: 'unseen',
  },
  {
    q: 'I have a package.xml from a change set, which steps does it need',
    pages: [PLAN],
    kind: 'unseen',
  },
  // --- pair 32: everyday ----------------------------------------------------------------------
  { q: 'scratch org expired', pages: [FAQ, ORG], kind: 'everyday' },
  {
    q: 'callout fails in prod after the release, remote site missing',
    pages: [REMOTE_SITES, ERRORS],
    kind: 'everyday',
  },
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 1,
  name: 'readers 1',
  held: 'halves',
  blind: true,
  arrival: null,
  story: 'An outside reader, before any ranking change (issue 26).',
  floor: TOP3_TARGET,
  pages: 'index',
  questions: READER_QUESTIONS,
};
