// cspell:ignore Metaferry metaferry thru didnt cant conected persn flexipage erp uat devs prod backfill letterhead FLS ISV VF Gearset Copado Prodly Zuppio zupp Metazoa Flosum RABIT sfdcdevelopers simplysfdc mccowan salesforcedictionary codescience metillium fflib samplecode forcedotcom salesforcecli salesforcedx Jitendra Zaa jetstreamapp hardisgroupcom Cumulus SFDO devops hardis sfdx jetstream
/**
 * Reader questions, set 11 (issue 55, item 4).
 * Written blind by a helper session. What each page states was decided only from the published
 * Markdown twins of the site (every build/**\/*.md page and build/llms.txt), read with cat, grep and
 * sed. No code under src/, scripts/, tests/ or packages/, no search over the site, no judgments and
 * no other question set were read, apart from the first 45 lines of reader-questions-10.ts (for the
 * format) and types.ts (for ReaderQuestion).
 *
 * How people word these problems was learnt through the pages and issues corpora (about 50 look-ups),
 * never copied beyond a short phrase or a pasted error text: Salesforce Help and developer guides
 * (deployment connections, outbound change sets, Deploy Processes and Flows as Active, StandardValueSet,
 * knowledge articles on page layout assignments, cancelled deployments and sandbox e-mail), Salesforce
 * Stack Exchange and its mirrors (validated change sets, scheduled Apex, FLS in profiles, permission
 * sets), the old developer forums, vendor knowledge bases and blogs (Gearset, Copado, Copado
 * Essentials, Prodly, ZuppIO, Flosum, AutoRABIT, Metazoa, salesforcedictionary.com, sfdcdevelopers.com,
 * simplysfdc.com, codescience.com, life-improver.com, mccowan.io) and GitHub issues and pull requests
 * (forcedotcom/cli, forcedotcom/salesforcedx-vscode, forcedotcom/sfdx-core,
 * forcedotcom/devops-center-feedback, salesforcecli/plugin-deploy-retrieve, hardisgroupcom/sfdx-hardis,
 * apex-enterprise-patterns/fflib-apex-common-samplecode, SFDO-Tooling/CumulusCI,
 * jetstreamapp/jetstream, JitendraZaa/OAuthFlows).
 *
 * Personas: an admin who has only used change sets, a release manager after a half-finished release,
 * an ISV partner and a consultant serving many customer orgs, a security reviewer, a developer pasting
 * deploy errors, a sales-ops admin working on record types, picklists and Lightning pages, admins
 * naming Setup screens or Metadata API types, and a few people who already use the product. There are
 * 40 questions in 20 pairs; the two questions of a pair share kind, style and difficulty but not topic,
 * and pair kinds run unseen, unseen, everyday. Unseen pairs alternate between short keyword queries of
 * 2 to 5 words and natural lower-case questions (a few with typos); everyday pairs use Setup screen
 * names, admin shorthand (FLS), Metadata API type names and pasted error text. 37 of the 40 avoid the
 * site's own words (job, step, Metaferry, authorize, protected components, source or target org, on
 * error) and use change set, deployment connection, subscriber org, managed package, release, sandbox
 * refresh, dry run and the like; questions 21, 37 and 38 (counted from 1) use the site's words.
 *
 * Harder than set 10: most questions name the problem, not the feature that solves it. The directory
 * pages (/faq/, /errors/, /docs/known-issues/, /supported-components/metadata-types/) are listed only
 * where one of their entries is about the question, and the questions were chosen so that none of them
 * is needed more than 5 times; no route appears in more than 5 questions. Each question lists the 1 to 4
 * routes a careful reader would accept.
 *
 * Halves: even positions (0, 2, 4, ...) are for tuning; odd positions (1, 3, 5, ...) are held out and
 * only measure.
 * Scored once on arrival, on the engine of c2aeae5 (no ranking change of issue 55 yet): 97.5 % top 3 (39/40;
 * tuning half 100 %, held-out half 95.0 %), the baseline 92.5 % (37/40). Easier for the engine than
 * the issue's own blind set (23 of 30).
 */
import type { ReaderQuestion } from '../types';
import type { ReaderSet } from './define';

export const READER_QUESTIONS_11: readonly ReaderQuestion[] = [
  // Pair 1, unseen, keyword. Admin who has only ever shipped with change sets; consultant between clients.
  { q: 'change set to unrelated org', pages: ['/faq/', '/blog/metaferry-0-0-1/'], kind: 'unseen' }, // from: https://help.salesforce.com/s/articleView?id=platform.changesets_about_connection.htm (Deployment Connections for Change Sets)
  {
    q: 'release setup survives sandbox refresh?',
    pages: [
      '/faq/',
      '/docs/known-issues/',
      '/start/mass-access-request-metaferry/',
      '/basic-terminology/what-is-org-salesforce/',
    ],
    kind: 'unseen',
  }, // from: https://github.com/forcedotcom/salesforcedx-vscode/issues/4676 (Re-authenticating to an expired org should be easier)

  // Pair 2, unseen, natural. Release manager after a production release that stopped halfway; the same
  // person adding a new training sandbox.
  {
    q: 'is there a dry run against prod first? last release died halfway thru and the first half was already live with no way to undo it',
    pages: ['/start/how-to-run-job/', '/docs/known-issues/', '/faq/', '/basic-terminology/on-error/'],
    kind: 'unseen',
  }, // from: https://zupp.io/?p=857 (How to Roll Back Failed Salesforce Deployments)
  {
    q: 'we just spun up a new training sandbox that should get every release uat gets from now on. do i have to rebuild the deployment for it, like cloning the change set each time?',
    pages: [
      '/start/how-to-add-target-org-to-job/',
      '/basic-terminology/what-is-target-org-salesforce/',
      '/blog/metaferry-0-0-1/',
    ],
    kind: 'unseen',
  }, // from: https://help.salesforce.com/HTViewHelpDoc?id=changesets_about_outbound.htm (Outbound Change Sets: clone the change set to redeploy)

  // Pair 3, everyday, Setup screen names. Admin comparing Setup pages between sandbox and production.
  {
    q: 'Search Layouts: lookup dialog columns not in prod',
    pages: ['/supported-components/search-layouts/'],
    kind: 'everyday',
  }, // from: https://dfc-org-production.force.com/forums/ForumsMain?id=906F00000008mlxIAA (Migration Tool - unsupported Metadata API component types, SearchLayouts)
  {
    q: 'Record Type Visibility on the profile didnt come over with the record type',
    pages: ['/supported-components/record-types/', '/supported-components/profile-updates/'],
    kind: 'everyday',
  }, // from: http://docs.gearset.com/en/articles/8046993-profiles-how-to-retrieve-profiles-and-their-components

  // Pair 4, unseen, keyword. ISV partner whose customers are subscriber orgs; consultant with many clients.
  {
    q: 'subscriber org layouts not upgraded',
    pages: ['/supported-components/package-upgrade/', '/supported-components/page-layouts/'],
    kind: 'unseen',
  }, // from: https://docs.zupp.io/supported-components/page-layouts (subscriber-editable layouts not delivered by package upgrade)
  {
    q: 'access to 40 customer orgs',
    pages: ['/start/mass-access-request-metaferry/', '/blog/metaferry-0-0-1/'],
    kind: 'unseen',
  }, // from: https://docs.essentials.copado.com/en/articles/5515688-clients-manager-for-copado-essentials-sis

  // Pair 5, unseen, natural. Security reviewer at a regulated customer.
  {
    q: 'before we let a deployment tool into prod: does it keep our salesforce password or a copy of our metadata, and can our own admins cut it off without calling the vendor',
    pages: [
      '/faq/',
      '/start/how-to-authorize-an-organization/',
      '/basic-terminology/what-is-org-salesforce/',
      '/basic-terminology/what-is-source-org-salesforce/',
    ],
    kind: 'unseen',
  }, // from: https://www.metazoa.com/cloud-storage-metadata-risk/ (The Risk of Storing Metadata in the Cloud)
  {
    q: 'prod has the live payment gateway callout and the erp named credential. how do people make sure a release out of a sandbox can never overwrite those',
    pages: [
      '/basic-terminology/what-is-protected-components/',
      '/blog/protecting-production-only-components/',
      '/supported-components/remote-site-settings/',
    ],
    kind: 'unseen',
  }, // from: https://sfdcdevelopers.com/2026/04/16/named-credentials-in-sandboxes-the-devops-lifecycle-guide/

  // Pair 6, everyday, pasted error text. Developer whose deploy just failed.
  {
    q: 'Opportunity.Partner_Renewal of Type RecordType failed: Cannot delete record type through API',
    pages: ['/supported-components/record-types/', '/errors/'],
    kind: 'everyday',
  }, // from: https://github.com/forcedotcom/devops-center-feedback/issues/203 (Record-Type Deletion results in blocking CI)
  {
    q: 'deploy failed: Dependent class is invalid and needs recompilation, Method does not exist or incorrect signature',
    pages: ['/supported-components/components/', '/errors/'],
    kind: 'everyday',
  }, // from: https://github.com/apex-enterprise-patterns/fflib-apex-common-samplecode/issues/15

  // Pair 7, unseen, keyword. Admin moving automation and field details to production.
  { q: 'flow lands inactive in prod', pages: ['/faq/', '/docs/known-issues/', '/errors/'], kind: 'unseen' }, // from: https://help.salesforce.com/apex/HTViewHelpDoc?id=platform.flow_distribute_deploy_active.htm (Deploy Processes and Flows as Active)
  { q: 'help text only deploy', pages: ['/supported-components/help-texts/'], kind: 'unseen' }, // from: https://zupp.io/blog/life-death-the-universe-and-editable-components (help text among the subscriber-editable attributes)

  // Pair 8, unseen, natural. Sales-ops admin working on record types, picklists and Lightning pages.
  {
    q: 'added a new stage value in the sandbox and deployed it, but reps on the renewal record type still cant pick it in prod',
    pages: [
      '/docs/known-issues/',
      '/errors/',
      '/supported-components/record-types/',
      '/supported-components/picklist-values/',
    ],
    kind: 'unseen',
  }, // from: https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_standardvalueset.htm (note on new values and record types)
  {
    q: 'built a new lightning record page in uat and activated it by app, record type and profile. the flexipage deployed but prod users still land on the old page',
    pages: ['/supported-components/flexi-pages-overrides/', '/docs/known-issues/', '/errors/'],
    kind: 'unseen',
  }, // from: https://life-improver.com/salesforce/salesforce-losing-lightning-pages-app-record-type-profile-level-assignments-activation-after-deploying

  // Pair 9, everyday, Metadata API type names. Developer who thinks in package.xml types.
  {
    q: 'RemoteSiteSetting url different per org (uat vs prod endpoint)',
    pages: ['/supported-components/remote-site-settings/'],
    kind: 'everyday',
  }, // from: https://aiagentivo.com/skills/pranavnagrecha-awesomesalesforceskills-environment-specific-value-injection (named credential per environment)
  {
    q: 'FieldSet availableFields getting overwritten in prod',
    pages: ['/supported-components/field-sets/'],
    kind: 'everyday',
  }, // from: https://github.com/SFDO-Tooling/CumulusCI/issues/228 (fields kept alive by field set availability)

  // Pair 10, unseen, keyword. Admin planning the order of a release that depends on an AppExchange app.
  {
    q: 'managed package upgrade before fields',
    pages: [
      '/supported-components/package-upgrade/',
      '/blog/getting-step-order-right/',
      '/start/order-of-steps/',
    ],
    kind: 'unseen',
  }, // from: https://salesforcedictionary.com/terms/upgrading
  {
    q: 'backfill new field after deploy',
    pages: ['/supported-components/execute-anonymous-apex/'],
    kind: 'unseen',
  }, // from: https://docs.gearset.com/en/articles/8027503-automated-post-deployment-anonymous-apex

  // Pair 11, unseen, natural. Consultant connecting a client's production org.
  {
    q: 'should i authorize the clients prod with my own admin login or ask them for a separate integration user? they want to see in setup audit trail who changed what',
    pages: [
      '/basic-terminology/what-is-org-salesforce/',
      '/start/how-to-authorize-an-organization/',
      '/start/how-to-start/',
    ],
    kind: 'unseen',
  }, // from: https://docs.copado.com/article/24db8s6x5p-api-enabled-permission-is-required-to-work-with-copado
  {
    q: 'client only wants one profile to be able to use the conected app that does our deployments in their org, where do they set that',
    pages: ['/start/how-to-authorize-an-organization/'],
    kind: 'unseen',
  }, // from: https://github.com/JitendraZaa/OAuthFlows/issues/1 (admin pre-authorized users, add the profile to the connected app policy)

  // Pair 12, everyday, Metadata API type names. Admin moving sharing and picklist metadata.
  {
    q: 'SharingCriteriaRule / SharingRules deploy to prod',
    pages: ['/supported-components/metadata-types/', '/supported-components/components/'],
    kind: 'everyday',
  }, // from: https://support.metazoa.com/hc/en-us/articles/35269343651597-SharingCriteriaRule
  {
    q: 'GlobalValueSet new values, do the picklist fields using it follow',
    pages: ['/supported-components/picklist-values/'],
    kind: 'everyday',
  }, // from: https://docs.gearset.com/en/articles/1690236-deploying-picklist-changes-on-standard-fields

  // Pair 13, unseen, keyword. Admin who owns dashboards and customer e-mail branding.
  { q: 'dynamic dashboard deploy permissions', pages: ['/supported-components/dashboards/'], kind: 'unseen' }, // from: https://www.simplysfdc.com/2015/11/salesforce-cannot-edit-dashboard.html
  { q: 'roll out new letterhead colors', pages: ['/supported-components/letterheads/'], kind: 'unseen' }, // from: https://support.metazoa.com/hc/en-us/articles/35533437542413-Letterhead

  // Pair 14, unseen, natural. Developer on a team with several sandboxes.
  {
    q: 'two devs built their halves in separate dev sandboxes. can one release pull from both into uat or do we have to merge into one sandbox first',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  }, // from: https://salesforcedictionary.com/how-to/deployment-settings (dev sandboxes into an upstream UAT)
  {
    q: 'if someone keeps editing uat while the prod deploy is still going, which version ends up in prod, the one from when it started or the latest',
    pages: ['/basic-terminology/what-is-source-org-salesforce/', '/basic-terminology/what-is-job-metaferry/'],
    kind: 'unseen',
  }, // from: https://help.salesforce.com/HTViewHelpDoc?id=changesets_about_outbound.htm (components in a closed change set are not refreshed)

  // Pair 15, everyday, Setup shorthand. Admin comparing what users see in sandbox and production.
  {
    q: 'Tab Style icon + color different in prod than sandbox',
    pages: ['/supported-components/tab-styles/'],
    kind: 'everyday',
  }, // from: https://zupp.io/guide-posts/tab-styles/
  {
    q: 'VF page override on New button missing in prod, the page itself deployed fine',
    pages: ['/supported-components/apex-pages-overrides/'],
    kind: 'everyday',
  }, // from: https://zupp.io/guide-posts/apex-pages-overrides/

  // Pair 16, unseen, keyword. Release manager choosing where a release goes.
  {
    q: 'deploy to one sandbox only',
    pages: ['/start/how-to-run-job/', '/basic-terminology/what-is-target-org-salesforce/'],
    kind: 'unseen',
  }, // from: https://docs.gearset.com/en/articles/2627960-combine-multiple-deployments-into-one-single-deployment-package (pick source and target for a deployment)
  {
    q: 'prod config down to sandbox',
    pages: [
      '/blog/protecting-production-only-components/',
      '/basic-terminology/what-is-org-salesforce/',
      '/basic-terminology/what-is-source-org-salesforce/',
    ],
    kind: 'unseen',
  }, // from: https://help.salesforce.com/s/articleView?id=platform.changesets_about_connection.htm (Prod sends change sets to the Dev sandbox)

  // Pair 17, unseen, natural. Developer who already builds manifests with the Salesforce CLI.
  {
    q: 'i already have the package.xml from my last change set, can i paste that in instead of ticking every component again',
    pages: ['/start/plan-a-job-from-package-xml/', '/supported-components/components/'],
    kind: 'unseen',
  }, // from: https://www.codescience.com/blog/2018/auto-generate-package-xml
  {
    q: 'our builds come out of sf cli as a zip with a destructiveChanges.xml in it. can that exact zip be pushed to several orgs as is',
    pages: ['/supported-components/zip-packages/'],
    kind: 'unseen',
  }, // from: https://github.com/salesforcecli/plugin-deploy-retrieve/pull/519 (pre and post destructive changes flags)

  // Pair 18, everyday, admin shorthand. Admin tidying access and auditing across orgs.
  {
    q: 'FLS: take away Edit on a field for Sales User in all orgs, not just add',
    pages: ['/supported-components/profile-updates/'],
    kind: 'everyday',
  }, // from: https://salesforce.stackexchange.com/questions/289016/how-to-stop-fls-defaulting-to-read-write-enabled-via-metadata-api-without-specif
  {
    q: 'Set History Tracking on Opportunity Amount in every sandbox + prod',
    pages: ['/supported-components/field-history-tracking/'],
    kind: 'everyday',
  }, // from: https://medium.com/@gnemiq/declarative-configuration-for-field-history-tracking-d63525a5e7b2

  // Pair 19, unseen, keyword. Someone who already uses the product and its words.
  {
    q: 'job step order warning',
    pages: ['/start/order-of-steps/', '/blog/getting-step-order-right/'],
    kind: 'unseen',
  }, // from: https://github.com/apex-enterprise-patterns/fflib-apex-common/issues/97 (dependency must be deployed first)
  {
    q: 'copy step to another job',
    pages: ['/start/clone-job-step/', '/basic-terminology/what-is-step-metaferry/'],
    kind: 'unseen',
  }, // from: https://docs.gearset.com/en/articles/2627960-combine-multiple-deployments-into-one-single-deployment-package (clone package)

  // Pair 20, unseen, natural. Admin planning where releases come from and what kinds of records they carry.
  {
    q: 'for the prod release should the changes come from the full copy, the partial or a dev sandbox',
    pages: [
      '/basic-terminology/what-is-source-org-salesforce/',
      '/basic-terminology/what-is-org-salesforce/',
    ],
    kind: 'unseen',
  }, // from: https://rick-ross.com/force-com-an-introduction-to-change-sets-and-sandboxes/315/
  {
    q: 'we have a persn account org, do the person account record types copy over like the business ones',
    pages: ['/supported-components/record-types/'],
    kind: 'unseen',
  }, // from: https://mccowan.io/emily/tips-implementing-person-accounts-existing-salesforce-org
];

export const SET: ReaderSet = {
  kind: 'reader',
  round: 11,
  name: 'readers 11',
  held: 'halves',
  blind: true,
  arrival: '97.5 % (39/40), baseline 92.5 %',
  story: 'Issue 55: 40 questions from public threads, before the answer card: 97.5 % on arrival.',
  floor: 0.95,
  pages: 'index',
  questions: READER_QUESTIONS_11,
};
