// cspell:ignore Copado Insufficiant arent wasnt werent isnt wont Octo dont didnt doesnt isnt flexipage Assigments Rollups NPSP Fluppisoft succesfully Permissionset forcedotcom mdapi
/**
 * Problems that show no error (issue 39): what admins describe when they have
 * nothing to paste ("the flow arrived inactive"), each with the cause, the fix
 * in Metaferry, the page that explains it at length and Salesforce's page for
 * the rule behind it. /errors/ lists them after the errors (the same
 * rendering, ../../elements/ErrorEntries/nodes.ts), the site's search and
 * `search_docs` find them there, and `explain_error` answers a pasted
 * description with them when no line is an error text (`matchSymptoms`).
 *
 * Plain data and pure functions: Node, the MCP bundle and the tests import it.
 */
import { answerRoute } from './route';
import { VOCABULARY } from '../vocabulary';

export interface Symptom {
  /** Stable, kebab-case; its anchor on /errors/ is `symptom-<id>`. */
  readonly id: string;
  /** The problem in the admin's words, sentence case, no final period: the heading. */
  readonly title: string;
  /**
   * How admins describe it, each a short phrase. A description names the symptom when it holds every
   * word of one phrase that isn't a common word (`matchSymptoms`), so keep each phrase to its telling
   * words.
   */
  readonly says: readonly string[];
  /** Why it happens (Markdown, inline). */
  readonly cause: string;
  /** What to do in Metaferry (Markdown, inline). */
  readonly fix: string;
  /** The site's page, with its anchor, that explains it at length. */
  readonly more: string;
  /** Salesforce's page for the rule behind it; none when the cause is Metaferry's own behavior. */
  readonly source?: { readonly url: string; readonly title: string };
  /**
   * A public thread where someone described the problem in their own words (issue 54): for
   * Metaferry's own behavior, a user of another deploy tool describing the same symptom.
   */
  readonly seen?: { readonly url: string; readonly title: string };
}

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';

export const symptoms: readonly Symptom[] = [
  {
    id: 'deploy-succeeded-target-unchanged',
    title: 'The run succeeded but the target org did not change',
    says: [
      'succeeded but nothing changed',
      'deployed but no changes',
      'deploy succeeded target unchanged',
      'run succeeded changes missing',
    ],
    cause:
      "A run with **Validate only** is a check-only deployment: Salesforce checks every component and then discards the result. A component listed in the target's protected components is skipped. A profile deploy leaves alone what it doesn't send, except the page layout assignments.",
    fix: 'Check the run. A **Validate only** run shows Succeeded when the check passes, yet changes nothing, and Setup > **Deployment Status** in the target lists it as a validation. Run the job again without it. In the run log, look for "Protected, skipped". For profiles, see the next entry.',
    more: '/start/how-to-run-job/#what-a-validation-checks',
    source: {
      url: `${API_META}meta_deploy.htm`,
      title: 'Metadata API Developer Guide: deploy() (checkOnly)',
    },
    seen: {
      url: 'https://github.com/forcedotcom/cli/issues/1951',
      title: 'sfdx force:mdapi:deploy does nothing and passes succesfully (forcedotcom/cli #1951)',
    },
  },
  {
    id: 'profile-nothing-changed',
    title: 'A profile deployed successfully but its permissions did not change',
    says: [
      'profile deployed nothing changed',
      'profile permissions not updated',
      'profile deploy no effect',
      'object permissions not changed',
    ],
    cause:
      "Salesforce returns a profile's object, field and other permissions only for the components retrieved with it, and a profile deploy overlays the target: a permission the file doesn't hold stays as it was.",
    fix: 'Use a [Profile updates](/supported-components/profile-updates/) step, choose the sections you need and pick the objects and fields they apply to, below the step that creates them.',
    more: '/docs/known-issues/#profile-permissions-for-new-fields-dont-arrive',
    source: { url: `${API_META}meta_profile.htm`, title: 'Metadata API Developer Guide: Profile' },
    seen: {
      url: 'https://github.com/mshanemc/shane-sfdx-plugins/issues/50',
      title:
        'Convert Profile to Permissionset and remove rights from Profile - Profile still contains all rights (shane-sfdx-plugins #50)',
    },
  },
  {
    id: 'users-cannot-see-new-field',
    title: "Users can't see the new field",
    says: [
      "users can't see the new field",
      'field not visible',
      'new field hidden',
      'field missing for users',
      'field level security missing',
      'fields no permissions',
    ],
    cause:
      "Deploying a field doesn't give anyone access to it: field-level security lives in profiles and permission sets (`fieldPermissions`). A record page shows the field where its page layout places it; a Lightning record page that uses Dynamic Forms places its fields itself, in its own sections.",
    fix: 'Copy the field, then the access. Field permissions go in a [Profile updates](/supported-components/profile-updates/) step, or in a permission set in a Components step. The layout goes in a [Page layouts](/supported-components/page-layouts/) step; a Lightning record page with Dynamic Forms (`FlexiPage`) goes in a Components step. [Release a new field](/start/release-a-new-field/) sets up field, access and layout.',
    more: '/start/release-a-new-field/',
    source: {
      url: `${API_META}meta_profile.htm`,
      title: 'Metadata API Developer Guide: Profile (fieldPermissions)',
    },
    seen: {
      url: 'https://github.com/ForceCLI/force/issues/163',
      title: 'force field create ... fields not getting created (ForceCLI/force #163)',
    },
  },
  {
    id: 'lightning-page-assignments-lost',
    title: 'Lightning page assignments were lost after the release',
    says: [
      'lightning page assignments lost',
      'lightning page not active',
      'record page assignment missing',
      'users still see the old page',
      'flexipage not activated',
    ],
    cause:
      'A `FlexiPage` holds only the page. Its activations live in three other places. The org default is an `actionOverrides` entry on the object. The app default is an `actionOverrides` entry on the `CustomApplication`. App, record type and profile assignments are `profileActionOverrides` on the same app. Deploying the page changes none of them.',
    fix: 'Add a [Lightning page overrides](/supported-components/flexi-pages-overrides/) step below the step that copies the page.',
    more: '/docs/known-issues/#a-lightning-page-arrives-but-isnt-active',
    source: {
      url: `${API_META}meta_customapplication.htm`,
      title: 'Metadata API Developer Guide: CustomApplication',
    },
    seen: {
      url: 'https://github.com/forcedotcom/cli/issues/1774',
      title:
        'sfdx force:source:pull not recognizing that the application metadata file needs to be pulled when lightning record page assignments have changed (forcedotcom/cli #1774)',
    },
  },
  {
    id: 'flow-arrived-inactive',
    title: 'The flow arrived inactive, or as a new version',
    says: [
      'flow arrived inactive',
      'flow deployed inactive',
      'flow not active after deploy',
      'flow new version',
      'process builder inactive',
    ],
    cause:
      "In production, processes and flows arrive inactive unless **Deploy processes and flows as active** is on in Process Automation Settings. With it on, the deploy needs enough Apex test coverage of the org's active processes and autolaunched flows; screen flows don't count. When the target's latest version is active, the deploy saves a new version instead of changing it.",
    fix: 'Activate the new version in the target after the run, or turn the setting on in production and cover the flows with Apex tests.',
    more: '/docs/known-issues/#a-flow-arrives-as-a-new-version-or-inactive',
    source: {
      url: `${API_META}meta_flowsettings.htm`,
      title: 'Metadata API Developer Guide: FlowSettings (enableFlowDeployAsActiveEnabled)',
    },
    seen: {
      url: 'https://salesforce.stackexchange.com/questions/81657/deployment-issues-with-process-builder-flows',
      title: 'Salesforce Stack Exchange: Deployment issues with Process Builder Flows',
    },
  },
  {
    id: 'picklist-value-missing-for-record-type',
    title: 'A picklist value is missing for one record type',
    says: [
      'picklist value missing for record type',
      'picklist value not available',
      'new picklist value missing',
      'record type picklist missing value',
    ],
    cause:
      "Which values a record type offers is part of the `RecordType`, in its `picklistValues`, not part of the field. Salesforce documents that values a deploy adds to a standard value set don't show on record types until each record type includes them.",
    fix: 'Copy the values with a [Picklist values](/supported-components/picklist-values/) step, then the record types that offer them with a [Record types](/supported-components/record-types/) step below it.',
    more: '/docs/known-issues/#new-values-of-a-standard-picklist-are-missing',
    source: {
      url: `${API_META}meta_standardvalueset.htm`,
      title: 'Metadata API Developer Guide: StandardValueSet (standardValue note on record types)',
    },
  },
  {
    id: 'layout-assignments-lost',
    title: 'Page layout assignments were lost on a profile',
    says: [
      'layout assignments lost',
      'page layout assignment not assigned',
      'layouts not assigned after deploy',
      'profile lost page layouts',
    ],
    cause:
      "Salesforce documents one exception to a profile deploy leaving alone what it doesn't send: {fact:profileLayoutAssignments}. A Components step that carries a profile retrieved on its own sends none.",
    fix: "Copy profiles with [Profile updates](/supported-components/profile-updates/), which sends the target's current assignments back when **Layout assignments** isn't ticked, or tick it to copy the source's.",
    more: '/supported-components/profile-updates/',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=000382756&type=1',
      title: "Salesforce Help: Page Layout assignments set to 'Not Assigned' during deployment",
    },
  },
  {
    id: 'components-skipped-protected',
    title: 'Components were skipped as protected',
    says: [
      'skipped as protected',
      'protected skipped',
      'component skipped in log',
      'component not deployed skipped',
    ],
    cause:
      'The target org\'s protected components list matches the component: Metaferry never overwrites or deletes it there, leaves it out of the deployment and logs "Protected, skipped".',
    fix: "If the component should change, ask a workspace admin to remove or narrow the pattern in the target org's protected components, then run again.",
    more: '/basic-terminology/what-is-protected-components/',
    seen: {
      url: 'https://github.com/forcedotcom/cli/issues/1177',
      title:
        'Task and Event Layouts Error Deployment - No source backed components present in the package (forcedotcom/cli #1177)',
    },
  },
  {
    id: 'notification-email-not-received',
    title: 'Nobody received the email after the run',
    says: [
      'email not received after run',
      'notification email not sent',
      'no email after run',
      'notification email missing',
    ],
    cause:
      "Metaferry sends its summary to the job's **Notification emails** when the last target finishes or the run is canceled. The usual reasons are an address missing from the job, a mail filter or a run still going.",
    fix: "Check the addresses in the job's settings and your mail filters, and make sure the run has ended.",
    more: '/start/how-to-create-job/#troubleshooting',
  },
  {
    id: 'sandbox-user-emails-invalid',
    title: 'User email addresses end in .invalid after a sandbox refresh',
    says: [
      'email addresses end invalid',
      'sandbox emails invalid after refresh',
      'invalid appended user email',
      'users get no email sandbox',
    ],
    cause:
      "When a sandbox is created, refreshed or cloned, Salesforce appends `.invalid` to every user's email address so that production users don't get mail from the sandbox. The user who started the refresh keeps a working address.",
    fix: 'Metaferry copies metadata, not users, so no run changes this. Correct the addresses of the people who test email in Setup > **Users** in the refreshed sandbox.',
    more: '/basic-terminology/what-is-org-salesforce/#sandbox',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=000386507&type=1',
      title: "Salesforce Help: Email Addresses in Sandbox Appended With '.invalid' After Salesforce Refresh",
    },
    seen: {
      url: 'https://enablement.kaptio.com/kb/activating-users-in-salesforce-sandbox-after-refresh-removing-invalid-email-suff',
      title: 'Activating Users in Salesforce Sandbox After Refresh (Removing .invalid Email Suffix)',
    },
  },
  {
    id: 'sandbox-sends-no-email',
    title: 'The sandbox sends no email after a refresh',
    says: [
      'sandbox not sending emails',
      'no email from sandbox',
      'email alerts not sent sandbox',
      'deliverability system email only',
    ],
    cause:
      'New and refreshed sandboxes start with **Access to Send Email** set to **System email only**, which sends only automatic mail such as password resets. Email alerts, flows and Apex send nothing.',
    fix: "In the sandbox, open Setup > **Deliverability** and choose **All email** while you test. A run doesn't change this setting, and a refresh resets it.",
    more: '/basic-terminology/what-is-org-salesforce/#sandbox',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=platform.data_sandbox_email_deliverability.htm&type=5',
      title: 'Salesforce Help: Email Deliverability (sandboxes)',
    },
    seen: {
      url: 'https://life-improver.com/salesforce/salesforce-post-sandbox-refresh-steps/',
      title: '[SalesForce] Post Sandbox Refresh Steps',
    },
  },
  {
    id: 'sandbox-callouts-reach-production',
    title: 'The refreshed sandbox still points at production endpoints',
    says: [
      'sandbox calls production endpoint',
      'named credential points to production',
      'integration urls still production',
      'sandbox integration pointing prod',
    ],
    cause:
      "A refresh copies production's named credentials with their parameters, the URL included, so in the sandbox they still point at production's endpoints. Secrets such as tokens and API keys stay behind, so authenticated callouts fail until someone enters credentials.",
    fix: "Point each named credential at the test endpoint in the sandbox's Setup after every refresh. In production's [protected components](/basic-terminology/what-is-protected-components/), add `NamedCredential:*` so no job sends sandbox endpoints back.",
    more: '/basic-terminology/what-is-protected-components/#pattern-syntax',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=xcloud.nc_considerations.htm&type=5',
      title: 'Salesforce Help: Considerations for Named Credentials (Sandboxes)',
    },
    seen: {
      url: 'https://github.com/sfdx-mass-action-scheduler/sfdx-mass-action-scheduler/issues/124',
      title: 'Scheduled Job not running in Sandbox',
    },
  },
  {
    id: 'permission-set-lost-permissions',
    title: 'Deploying a permission set took permissions away in the target',
    says: [
      'permission set removed permissions',
      'permission set lost access',
      'permission set deploy disabled permissions',
      'permission set overwritten',
    ],
    cause:
      "Since API version 40.0, a deployed permission set replaces the target's: a permission the file doesn't hold is turned off. Profiles work the other way and keep what the file leaves out.",
    fix: "Make the permission set complete in the source org before the run, since a Components step sends it whole. To keep a target's own version, add `PermissionSet:Name` to that org's [protected components](/basic-terminology/what-is-protected-components/).",
    more: '/supported-components/components/#what-it-copies',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=platform.changesets_perm_sets_profiles.htm&type=5',
      title: 'Salesforce Help: Permission Sets and Profile Settings in Change Sets',
    },
    seen: { url: 'https://github.com/CopadoSolutions/Copado-Manual/pull/8', title: 'Update Copado.yml' },
  },
  {
    id: 'permission-set-not-assigned',
    title: 'The permission set arrived but users still have no access',
    says: [
      'permission set not assigned',
      'permission set assignment missing',
      'users missing permission set',
      'assignments not deployed',
    ],
    cause:
      "Who holds a permission set isn't part of the `PermissionSet`: each assignment is a `PermissionSetAssignment` record linking a user to it. Records are data, and a deploy carries none.",
    fix: "Assign the permission set in the target's Setup, or add an [Execute anonymous Apex](/supported-components/execute-anonymous-apex/) step below the Components step that inserts the `PermissionSetAssignment` records for the users who need it.",
    more: '/supported-components/execute-anonymous-apex/',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_permissionsetassignment.htm',
      title: 'Object Reference: PermissionSetAssignment',
    },
    seen: {
      url: 'https://www.dataimporter.io/blog/incorporating-permission-set-assignment-migrations-into-your-salesforce-devops-process',
      title: 'Incorporating Permission Set Assignment Migrations into Your Salesforce DevOps Process',
    },
  },
  {
    id: 'deleted-component-still-in-target',
    title: 'A component you deleted in the source is still in the target',
    says: [
      'deleted field still in production',
      'deleted in sandbox still there',
      'deletion not deployed',
      'removed field still exists',
    ],
    cause:
      'A deploy creates and updates what it carries and never removes what it leaves out. A deploy deletes components only when it carries a destructive changes manifest.',
    fix: 'List the component under **Components to delete** in a [Components](/supported-components/components/) step; Metaferry sends it as `destructiveChangesPost.xml`. A protected component is never deleted.',
    more: '/faq/#how-do-i-delete-components-from-a-target-org',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_deleting_files.htm',
      title: 'Metadata API Developer Guide: Deleting Components from an Organization',
    },
    seen: {
      url: 'https://github.com/xjsender/haoide/issues/78',
      title: 'Is there something wrong with deploying objects?',
    },
  },
  {
    id: 'pipeline-green-validate-only',
    title: 'The pipeline is green but nothing was deployed',
    says: [
      'pipeline passed nothing deployed',
      'pipeline green no changes',
      'validate only pipeline',
      'ci succeeded target unchanged',
    ],
    cause:
      "A check-only deployment runs every check, and the tests its test level calls for, reports success and then discards the result, so the target doesn't change.",
    fix: 'Look for `--validate-only` in the pipeline\'s `metaferry run` command, or `"validateOnly": true` in its HTTPS call, and remove it from the job that should deploy. The run\'s summary shows `"validateOnly"`.',
    more: '/supported-components/ci-cd/#options',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy.htm',
      title: 'Metadata API Developer Guide: deploy() (checkOnly)',
    },
    seen: {
      url: 'https://github.com/RoseSilverSoftware/IlluminatedCloud/issues/2159',
      title: 'Cannot deploy anything.',
    },
  },
  {
    id: 'sandbox-deploy-ran-no-tests',
    title: 'No Apex tests ran when you deployed to a sandbox',
    says: [
      'tests not run sandbox deploy',
      'apex tests skipped',
      'no tests ran deployment',
      'test classes not executed',
    ],
    cause:
      "By default, Salesforce runs no Apex tests when you deploy to an org that isn't production, such as a sandbox or a Developer Edition org. Production runs tests by default only when the deploy contains Apex classes or triggers.",
    fix: "Metaferry presets **Test level** to `NoTestRun` for every target that isn't production. Choose `RunLocalTests` in the run dialog, or pass `--test-level RunLocalTests` from the pipeline, to test before production.",
    more: '/start/how-to-run-job/#steps',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_local_tests.htm',
      title: 'Metadata API Developer Guide: Run the Same Tests in Sandbox and Production Deployments',
    },
    seen: {
      url: 'https://github.com/solenopsis/Solenopsis/issues/226',
      title: 'When using API 35.0 not able set testLevel to run all tests',
    },
  },
  {
    id: 'steps-ran-after-a-failure',
    title: 'Later steps ran even though an earlier step failed',
    says: [
      'steps continued after failure',
      'later steps ran after failure',
      'continue hid failure',
      'failed step but run continued',
    ],
    cause:
      'The job or the step has **On error** set to `Continue`: Metaferry records the failure and starts the next step. The target still ends the run as Failed, and the failed step changed nothing.',
    fix: 'Open the run and look for the Failed step. Set **On error** back to `Stop` for jobs whose steps depend on each other, and keep `Continue` for independent steps.',
    more: '/basic-terminology/on-error/#the-three-settings',
    seen: { url: 'https://github.com/GoSimpleLLC/jpgAgent/issues/7', title: 'Not stop after fail' },
  },
  {
    id: 'pipeline-exits-before-run-ends',
    title: 'The pipeline finished before the run did',
    says: [
      'pipeline finished before deploy',
      'run still going after pipeline',
      'exit code 0 run queued',
      'pipeline did not wait',
    ],
    cause:
      'Without `--wait`, `metaferry run` starts the run and exits with `0` as soon as it is queued. The pipeline never learns whether the run failed.',
    fix: 'Add `--wait` to `metaferry run`, so the client waits for the run to end and exits with `1` when a target Failed or was Canceled. With the HTTPS call, poll the run until its status is final.',
    more: '/supported-components/ci-cd/#options',
    seen: {
      url: 'https://github.com/storyscript/cli/issues/103',
      title: 'Streamline the deployment process',
    },
  },
  {
    id: 'package-upgrade-new-tab-hidden',
    title: "A tab the package upgrade added doesn't show",
    says: [
      'new tab missing after upgrade',
      'package upgrade tab missing',
      'tab hidden after package upgrade',
      'new package tab not visible',
    ],
    cause:
      "Salesforce doesn't put a tab that arrives with a package upgrade on users' navigation bar, so as not to change their tab settings, even where the profile says **Default On**. A fresh install shows it.",
    fix: "Tab settings in profiles don't bring it back: Salesforce's article leaves it to the package's publisher, whose post-install script can add the tab. Our advice in the target: add the tab to the app's navigation items in Setup > **App Manager** where the app lets you, or let users add it from the App Launcher. For an app of your own, copy that app in a Components step below the [Package upgrade](/supported-components/package-upgrade/) step.",
    more: '/supported-components/package-upgrade/#what-it-copies',
    source: {
      url: 'https://help.salesforce.com/apex/HTViewSolution?id=000230633&language=en_US',
      title:
        'Salesforce Help: Why are the new tabs not included in the tabs during the package upgrade but included during fresh install?',
    },
    seen: {
      url: 'https://github.com/SalesforceLabs/OrgCheck/issues/361',
      title:
        'Beryllium - Beta Test - Issue with the global access of the app (after new version was pushed by Vincent to multiple test orgs)',
    },
  },
  {
    id: 'new-app-or-tab-not-visible',
    title: "The new app or tab isn't visible, not even to admins",
    says: [
      'app not in app launcher',
      'new app not visible',
      'custom tab not visible',
      'tab hidden after deploy',
    ],
    cause:
      "Who sees an app or a tab isn't stored on the `CustomApplication` or `CustomTab`. It lives on each `Profile`, in `applicationVisibilities` and `tabVisibilities`, and on permission sets, so deploying the app or tab grants no one access.",
    fix: 'Below the step that copies the app or tab, add a [Profile updates](/supported-components/profile-updates/) step with **App visibilities** and **Tab visibilities** for the profiles that need it, or copy a permission set that grants it.',
    more: '/supported-components/profile-updates/#what-it-copies',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_profile.htm',
      title: 'Metadata API Developer Guide: Profile (applicationVisibilities, tabVisibilities)',
    },
    seen: {
      url: 'https://github.com/jamessimone/apex-rollup/pull/22',
      title: 'Added Admin.profile to ensure admins can access all Rollup metadata',
    },
  },
  {
    id: 'package-only-admins-have-access',
    title: 'Only admins can use the package after the install',
    says: [
      'only admins see package',
      'package installed admins only',
      'users cannot access installed package',
      'package tab only admin',
    ],
    cause:
      "When a package is installed, Salesforce asks who gets access to its components: admins only, all users or specific profiles. With admins only, other profiles get no access to the package's objects, tabs and classes.",
    fix: "The Package upgrade step's **Access** option defaults to `Admins only`. Choose `All users`, or keep it and grant access afterward with permission sets or a [Profile updates](/supported-components/profile-updates/) step.",
    more: '/supported-components/package-upgrade/#options',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=xcloud.pkg_subscriber_determine_access.htm&type=5',
      title: 'Salesforce Help: Determine Which Users Can Access a Package',
    },
    seen: { url: 'https://github.com/SalesforceLabs/QuotaEdit/issues/26', title: 'Insufficiant privileges' },
  },
  {
    id: 'scheduled-job-not-copied',
    title: "The scheduled Apex job didn't come over with the class",
    says: [
      'scheduled job missing after deploy',
      'scheduled apex not running',
      'schedule not deployed',
      'scheduled jobs lost',
    ],
    cause:
      "A schedule isn't part of the Apex class. You set it in each org on the **Schedule Apex** page or with `System.schedule`, and Salesforce keeps it as a `CronTrigger` record, which no deploy carries.",
    fix: 'Add an [Execute anonymous Apex](/supported-components/execute-anonymous-apex/) step after the step that deploys the class, with a script that calls `System.schedule` for each job. Run it once per target, or check for the job first.',
    more: '/supported-components/execute-anonymous-apex/',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_scheduler.htm',
      title: 'Apex Developer Guide: Apex Scheduler',
    },
    seen: {
      url: 'https://github.com/SFDO-Community/declarative-lookup-rollup-summaries/issues/845',
      title: 'Scheduling Rollup Jobs via Apex',
    },
  },
  {
    id: 'org-wide-address-missing',
    title: "The org-wide email address isn't in the target org",
    says: [
      'org wide address missing',
      'org wide email not deployed',
      'from address missing target',
      'organization wide address not migrated',
    ],
    cause:
      'Each organization-wide address is a record of the `OrgWideEmailAddress` object, not metadata, so no deploy carries it. A new address also has to be verified before Salesforce lets anyone send from it.',
    fix: "Add the address in the target's Setup > **Organization-Wide Addresses** and open the verification link it sends, before the run that copies email alerts or flows that send from it.",
    more: '/supported-components/metadata-types/#setup-features',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_orgwideemailaddress.htm',
      title: 'Object Reference: OrgWideEmailAddress',
    },
    seen: {
      url: 'https://www.salesforceben.com/how-salesforce-admins-can-override-default-system-email-addresses/',
      title: 'How Salesforce Admins Can Override Default System Email Addresses',
    },
  },
  {
    id: 'flow-still-active-after-deploy',
    title: 'The flow is still active after you deployed it as inactive',
    says: [
      'flow still active after deploy',
      'deactivate flow deploy',
      'flow not deactivated',
      'inactive flow deploy ignored',
    ],
    cause:
      "A flow's status applies to the version the deploy saves. When the target's latest version is active, the deploy saves yours as a new version and leaves the active one running.",
    fix: "Deactivate the flow in the target's Setup > **Flows**, or copy a `FlowDefinition` whose `activeVersionNumber` is `0` in a Components step of its own. Don't send a `FlowDefinition` alongside its flow.",
    more: '/faq/#can-metaferry-copy-flows',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_flowdefinition.htm',
      title: 'Metadata API Developer Guide: FlowDefinition',
    },
    seen: {
      url: 'https://github.com/scolladon/sfdx-git-delta/issues/588',
      title: 'Create FlowDefinitions for deleted Flows',
    },
  },
  {
    id: 'compact-layout-not-assigned',
    title: "The compact layout arrived but the highlights panel didn't change",
    says: [
      'highlights panel not updated',
      'compact layout not showing',
      'compact layout not assigned',
      'compact layout deployed no change',
    ],
    cause:
      'The highlights panel shows the compact layout that is assigned: `compactLayoutAssignment` on the object, or on a record type. Deploying a `CompactLayout` adds it to the object without assigning it.',
    fix: 'Copy it with a [Compact layout assignments](/supported-components/compact-layout-assignments/) step with **Assignments** at `Primary and record types`, below the step that copies the record types.',
    more: '/supported-components/compact-layout-assignments/#what-it-copies',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/customobject.htm',
      title: 'Metadata API Developer Guide: CustomObject (compactLayoutAssignment)',
    },
    seen: {
      url: 'https://github.com/SalesforceFoundation/EDA/pull/142',
      title: 'Feature/7887 compact layouts',
    },
  },
  {
    id: 'compact-layout-differs-by-record-type',
    title: 'Some record types still show the old compact layout',
    says: [
      'compact layout one record type',
      'record type old compact layout',
      'compact layout per record type',
      'highlights panel differs record type',
    ],
    cause:
      "A record type can have its own `compactLayoutAssignment`, which overrides the object's primary compact layout for its records. Changing the primary assignment leaves those record type assignments as they were.",
    fix: "In the [Compact layout assignments](/supported-components/compact-layout-assignments/) step, select the record types' assignments too, with **Assignments** at `Primary and record types`.",
    more: '/supported-components/compact-layout-assignments/#options',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_recordtype.htm',
      title: 'Metadata API Developer Guide: RecordType (compactLayoutAssignment)',
    },
    seen: {
      url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/53',
      title: 'Contact compact layout not getting assigned on package install',
    },
  },
  {
    id: 'old-picklist-values-remain',
    title: 'Picklist values you removed in the source are still offered in the target',
    says: [
      'old picklist values still active',
      'removed picklist value still there',
      'picklist values not deactivated',
      'deleted picklist value still showing',
    ],
    cause:
      "With **Mode** at `Merge`, its default, the Picklist values step adds and updates the source's values and keeps every value that exists only in the target.",
    fix: 'Set **Mode** to `Mirror source` in the [Picklist values](/supported-components/picklist-values/) step: values the source lacks become inactive in the target, and records that hold them keep them.',
    more: '/supported-components/picklist-values/#options',
    seen: {
      url: 'https://github.com/SFDO-Community/OmbudsmanCloudCare/issues/30',
      title: 'Case Standard Picklist Values Inactive',
    },
  },
  {
    id: 'package-upgrade-step-skipped',
    title: 'The Package upgrade step shows Skipped',
    says: [
      'package upgrade skipped',
      'package step skipped',
      'package not upgraded skipped',
      'upgrade step skipped',
    ],
    cause:
      'With **Skip if installed** on, its default, the step checks each target first and ends as Skipped when that version, or a later one, is already installed. Salesforce is never called.',
    fix: "Check the installed version in the target's Setup > **Installed Packages**. To send the install request anyway, turn **Skip if installed** off; Salesforce then decides whether that version can go over the one installed.",
    more: '/supported-components/package-upgrade/#options',
    seen: {
      url: 'https://github.com/OctopusDeploy/Issues/issues/1627',
      title: 'Deploy is set as success with warning when triggered from Octo.exe',
    },
  },
  {
    id: 'layout-items-removed-with-warning',
    title: 'The page layout arrived without some fields or buttons',
    says: [
      'layout missing fields after deploy',
      'fields removed from layout',
      'layout deployed without buttons',
      'layout changes missing',
    ],
    cause:
      'The Page layouts step has **Missing references** set to `Remove and warn`. Fields, related lists, buttons or actions the target lacks are taken out of the layout it deploys, and the step ends as Succeeded with warnings.',
    fix: 'Read the warnings in the run log, copy the missing fields or actions with a Components step above the [Page layouts](/supported-components/page-layouts/) step, and run again.',
    more: '/supported-components/page-layouts/#options',
    seen: {
      url: 'https://github.com/forcedotcom/devops-center-feedback/issues/277',
      title: 'Changes to page layouts not promoting to sandboxes',
    },
  },
  {
    id: 'target-org-not-deployed',
    title: "One target org didn't get the release",
    says: ['target org not deployed', 'one org not updated', 'target skipped in run', 'org missing from run'],
    cause:
      'A run deploys only to the targets it was started with. Clearing a target in the run dialog, or naming others with `--target` or `targets` from a pipeline, leaves it out of that run.',
    fix: "Open the run in **Run history** and check which targets it lists. Run the job again with the missing target selected, or add it to the pipeline's `--target` flags.",
    more: '/basic-terminology/what-is-target-org-salesforce/#rules-and-limits',
    seen: {
      url: 'https://github.com/microsoft/aspire/issues/12854',
      title: 'Failed Step 3 of "aspire deploy" returns exit code 0 even if failed.',
    },
  },
  {
    id: 'protected-component-not-deleted',
    title: 'A component listed for deletion is still in the target',
    says: [
      'component not deleted',
      'components to delete ignored',
      'deletion not applied',
      'destructive change not applied',
    ],
    cause:
      'The component matches a pattern in the target\'s protected components. Metaferry never deletes a protected component: it leaves it out of `destructiveChangesPost.xml` and logs "Protected, skipped".',
    fix: 'Look for "Protected, skipped" in the run log. If the component should go, ask a workspace admin to narrow the pattern in that org\'s **Protected components**, then run again.',
    more: '/basic-terminology/what-is-protected-components/',
    seen: {
      url: 'https://github.com/scolladon/sfdx-git-delta/issues/337',
      title: 'Deletion not working using destructiveChanges.xml',
    },
  },
  {
    id: 'pipeline-green-with-warnings',
    title: 'The pipeline passed although components were left out',
    says: [
      'pipeline passed components left out',
      'succeeded with warnings pipeline',
      'exit code 0 warnings',
      'pipeline green skipped components',
    ],
    cause:
      'The client exits with `0` when every target ends Succeeded or Succeeded with warnings. Protected skips and steps set to `Skip and warn` or `Remove and warn` end with warnings, not failures.',
    fix: "Read the `summary.json` the client prints with `--wait` and fail the pipeline on steps with warnings if you need to. Set the step's option to `Fail` where a gap must stop the release.",
    more: '/supported-components/ci-cd/#options',
    seen: {
      url: 'https://github.com/SAP/jenkins-library/issues/2288',
      title:
        'WARNING! Found unsupported deployTool. Skipping deployment.: No deployment happens but there is a success message',
    },
  },
  {
    id: 'production-run-slow-tests-every-step',
    title: 'A small production release takes very long because of tests',
    says: [
      'tests run every deploy',
      'small deploy takes long',
      'all tests ran for layout',
      'production deploy slow tests',
    ],
    cause:
      'With `RunLocalTests`, Salesforce runs all local tests for every deployment at that level, even one without Apex. Each step of a real run is its own deployment.',
    fix: 'Put Apex in as few steps as you can. For a release with no Apex, choose `RunSpecifiedTests` with one short test class in **Test classes**, and validate with **Validate only** first.',
    more: '/start/how-to-run-job/#steps',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_deploy_run_local_tests.htm',
      title: 'Metadata API Developer Guide: Run the Same Tests in Sandbox and Production Deployments',
    },
    seen: {
      url: 'https://github.com/forcedotcom/devops-center-feedback/issues/27',
      title: 'Deployment to production only runs FULL Tests',
    },
  },
  // Issue 54: deploys that leave part of a change behind.
  {
    id: 'field-history-not-recorded',
    title: "Field history isn't recorded after the deploy",
    says: [
      'field history not tracking',
      'history tracking not working after deploy',
      'field changes not in history',
      'track field history not enabled',
    ],
    cause:
      "Salesforce records a field's changes only when history tracking is on for the object as well as for the field. A field arrives tracked only when its `trackHistory` is on in what the deploy sends, and the target's object needs `enableHistory` on too.",
    fix: 'Copy tracking with a [Field history tracking](/supported-components/field-history-tracking/) step and keep **Enable object history** on, its default. The step then sets `enableHistory` on the object whenever a selected field is tracked.',
    more: '/supported-components/field-history-tracking/#options',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=xcloud.tracking_field_history_for_standard_objects.htm&type=5',
      title: 'Salesforce Help: Track Object Field History',
    },
    seen: {
      url: 'https://docs.gearset.com/en/articles/2516247-history-tracking-settings',
      title: 'History tracking settings',
    },
  },
  {
    id: 'field-translations-missing',
    title: "Translated labels didn't come over with the fields",
    says: [
      'translations not deployed',
      'field translation missing',
      'labels not translated target',
      'translated labels missing',
    ],
    cause:
      "Translated labels aren't part of a field. They're `CustomObjectTranslation` components, one per object and language, so a step that copies fields carries none of them.",
    fix: 'List the `CustomObjectTranslation` members, such as `Account-de`, in the same [Components](/supported-components/components/) step as the fields they translate. The target needs the Translation Workbench turned on, with that language.',
    more: '/supported-components/help-texts/#what-is-not-copied',
    source: {
      url: `${API_META}meta_customobjecttranslation.htm`,
      title: 'Metadata API Developer Guide: CustomObjectTranslation',
    },
    seen: { url: 'https://github.com/forcedotcom/cli/issues/1135', title: 'FieldTranslation not deploy' },
  },
  {
    id: 'custom-setting-values-missing',
    title: 'The custom setting arrived empty in the target',
    says: [
      'custom setting values missing',
      'custom settings empty after deploy',
      'custom setting data not deployed',
      'custom setting records missing',
    ],
    cause:
      "A custom setting's fields are metadata, but its values are records, which Salesforce treats as data. A deploy carries no data, so the setting arrives without values.",
    fix: "Add an [Execute anonymous Apex](/supported-components/execute-anonymous-apex/) step below the step that copies the setting, with a script that creates the values only when none exist. Or enter them in the target's Setup > **Custom Settings**.",
    more: '/faq/#can-metaferry-copy-data-records',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_customsettings.htm',
      title: 'Apex Developer Guide: Custom Settings',
    },
    seen: {
      url: 'https://github.com/eltoroit/ETCopyData/issues/40',
      title: 'Custom Settings record migration',
    },
  },
  {
    id: 'report-folder-not-shared',
    title: "Users can't see the reports in the new folder",
    says: [
      'report folder not shared',
      'users cannot see report folder',
      'folder sharing not deployed',
      'report folder sharing missing',
    ],
    cause:
      'Who sees a report folder is set by its `folderShares`, each naming a user, public group or role. With **Folder sharing** at `Groups and roles`, its default, the Reports step leaves out shares with named users. A folder that already exists in the target keeps its own sharing.',
    fix: 'Share the folder with public groups or roles in the source, or set **Folder sharing** to `All` in the [Reports](/supported-components/reports/) step when the named users exist in the target. Change the sharing of a folder that already exists there in the target.',
    more: '/supported-components/reports/#what-it-copies',
    source: { url: `${API_META}meta_foldershare.htm`, title: 'Metadata API Developer Guide: FolderShare' },
    seen: {
      url: 'https://github.com/SFDO-Community/Summit-Events-App/issues/206',
      title: 'Report and Dashboard Folders shared to missing user',
    },
  },
  // Issue 54: profiles, permissions and record types.
  {
    id: 'custom-permission-not-granted',
    title: 'The custom permission arrived, but nobody has it',
    says: [
      'custom permission not granted',
      'custom permission not assigned',
      'users missing custom permission',
      'custom permission not working after deploy',
    ],
    cause:
      'A custom permission grants nothing on its own. Profiles and permission sets enable it in their `customPermissions` entries, so deploying the `CustomPermission` gives it to no one.',
    fix: "Copy a permission set that enables it in a [Components](/supported-components/components/) step below the one that creates the custom permission, then assign the permission set. [Profile updates](/supported-components/profile-updates/) doesn't offer custom permissions.",
    more: '/supported-components/profile-updates/#what-is-not-copied',
    source: {
      url: `${API_META}meta_permissionset.htm`,
      title: 'Metadata API Developer Guide: PermissionSet (customPermissions)',
    },
    seen: {
      url: 'https://github.com/benahm/Salesforce-Profiles-Deployment/issues/1',
      title:
        'layoutAssigments, customPermissions, recordTypeVisibilities - Not included in retrieved profiles',
    },
  },
  {
    id: 'default-record-type-not-set',
    title: 'Users get the wrong default record type',
    says: [
      'wrong default record type',
      'default record type not set',
      'new record type not default',
      'default record type changed',
    ],
    cause:
      "A user's default record type comes from their profile, in the `default` flag of `recordTypeVisibilities`. A permission set can grant a record type but never make it the default. With **Visibility** at `Don't copy`, its default, the Record types step sends no profile entries.",
    fix: 'In the [Record types](/supported-components/record-types/) step, set **Visibility** to `Copy` and choose the profiles, or copy **Record type visibilities** with a [Profile updates](/supported-components/profile-updates/) step below it.',
    more: '/supported-components/record-types/#what-it-copies',
    source: {
      url: 'https://help.salesforce.com/s/articleView?id=platform.permissions_record_type_access.htm&type=5',
      title: 'Salesforce Help: How Is Record Type Access Specified?',
    },
    seen: {
      url: 'https://github.com/SFDO-Tooling/CumulusCI/pull/1951',
      title: "Fix update_admin_profile's overwriting of Record Type defaults",
    },
  },
  {
    id: 'record-type-picklist-default',
    title: 'New records get a different picklist default in the target',
    says: [
      'picklist default value different',
      'wrong default picklist value',
      'default value not applied record type',
      'picklist default changed',
    ],
    cause:
      "On an object with record types, each record type names its own default for each picklist, in the `picklistValues` of the `RecordType`. Changing the field's default value doesn't change those.",
    fix: 'Copy the record types with a [Record types](/supported-components/record-types/) step, with **Picklist values per record type** on, below the [Picklist values](/supported-components/picklist-values/) step.',
    more: '/supported-components/record-types/#options',
    source: {
      url: `${API_META}meta_recordtype.htm`,
      title: 'Metadata API Developer Guide: RecordType (picklistValues)',
    },
    seen: {
      url: 'https://github.com/SFDO-Tooling/CumulusCI/issues/3518',
      title: 'Task add_picklist_entries always sets a default value for record types',
    },
  },
  {
    id: 'new-layout-not-shown',
    title: 'Users still see the old page layout after the release',
    says: [
      'users still see old layout',
      'new layout not assigned',
      'old page layout still showing',
      'layout not showing for profile',
    ],
    cause:
      'Which layout a user sees is set on their profile, in `layoutAssignments`, with one entry per record type. Deploying a `Layout` assigns it to nobody. The Page layouts step copies assignments only with **Layout assignments** at `Copy`.',
    fix: 'In the [Page layouts](/supported-components/page-layouts/) step, set **Layout assignments** to `Copy` and choose the profiles. Put it below the [Record types](/supported-components/record-types/) step when the assignments name record types.',
    more: '/supported-components/page-layouts/#what-it-copies',
    source: {
      url: `${API_META}meta_profile.htm`,
      title: 'Metadata API Developer Guide: Profile (layoutAssignments)',
    },
    seen: {
      url: 'https://github.com/certinia/apex-mdapi/issues/163',
      title: 'Page layout assignment through the Metadata Api is not properly working',
    },
  },
  // Issue 54: email.
  {
    id: 'enhanced-letterhead-missing',
    title: 'Lightning email templates arrived without their letterhead',
    says: [
      'enhanced letterhead missing',
      'letterhead not deployed',
      'lightning template letterhead missing',
      'email letterhead missing target',
    ],
    cause:
      'Lightning email templates use enhanced letterheads, which are records of the `EnhancedLetterhead` object rather than metadata, so no deploy carries them.',
    fix: "Create the letterhead in each target's Setup > **Enhanced Letterheads**, then check the templates that use it. Classic letterheads are metadata: copy them with a [Letterheads](/supported-components/letterheads/) step.",
    more: '/supported-components/letterheads/#what-is-not-copied',
    source: {
      url: 'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-enhancedletterhead.html',
      title: 'Object Reference: EnhancedLetterhead',
    },
    seen: {
      url: 'https://support.metazoa.com/hc/en-us/articles/35533437542413-Letterhead',
      title: 'Metadata Type: Letterhead',
    },
  },
  // Issue 54: managed packages.
  {
    id: 'package-upgrade-layout-unchanged',
    title: "The package upgrade didn't change our page layouts",
    says: [
      'package upgrade layout not updated',
      'layout unchanged after package upgrade',
      'upgrade not updating layouts',
      'package layout changes missing',
    ],
    cause:
      "A subscriber can edit some properties of packaged components, such as an object's page layouts and a field's help text. Salesforce gives the vendor's new version of those only to new installs, so an upgrade keeps what the org has.",
    fix: "After the [Package upgrade](/supported-components/package-upgrade/) step has run, copy the vendor's layouts with a [Page layouts](/supported-components/page-layouts/) step, in a job whose source org has them, such as a sandbox with a fresh install of that version. Or add the vendor's changes by hand.",
    more: '/supported-components/package-upgrade/#what-it-copies',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.pkg2_dev.meta/pkg2_dev/mdc_editable_property_definitions.htm',
      title:
        'Second-Generation Managed Packaging Developer Guide: Editable Properties After Package Promotion or Installation',
    },
    seen: {
      url: 'https://github.com/SalesforceFoundation/NPSP/pull/3051',
      title: 'Rollups: Add recalculate button to the Household & Contact page layouts',
    },
  },
  {
    id: 'managed-component-not-editable',
    title: "We can't change a component that came with a managed package",
    says: [
      'managed package field not editable',
      'cannot edit managed component',
      'managed component greyed out',
      'package setting not editable',
    ],
    cause:
      "For each kind of packaged component, Salesforce's table says which attributes a subscriber may edit, which only the publisher may change in a new version, and which nobody can change, such as API names.",
    fix: 'Bring every org to the same version with a [Package upgrade](/supported-components/package-upgrade/) step at the top of the job, and leave what only the publisher may change out of your steps. What a subscriber may edit, such as page layouts and help text, an upgrade leaves alone: copy it with its own steps after the upgrade. Where you need something different, build your own component, such as a new app.',
    more: '/docs/known-issues/#managed-package-components-cant-be-changed',
    source: {
      url: 'https://developer.salesforce.com/docs/atlas.en-us.pkg2_dev.meta/pkg2_dev/mdc_editable_property_definitions.htm',
      title:
        'Second-Generation Managed Packaging Developer Guide: Editable Properties After Package Promotion or Installation',
    },
    seen: {
      url: 'https://github.com/SalesforceFoundation/NPSP/issues/3208',
      title: 'Classic NPSP app not visible in Lightning Experience',
    },
  },
  // Issue 54: how Metaferry runs a job.
  {
    id: 'later-steps-skipped',
    title: 'Every step after the failed one shows Skipped',
    says: [
      'later steps skipped',
      'remaining steps skipped after failure',
      'steps skipped after failed step',
      'rest of job skipped',
    ],
    cause:
      'With **On error** at `Stop`, the default, a failed step ends the run for that target. Metaferry skips the steps below it, because they usually need what the failed step should have brought.',
    fix: "Open the Failed step in the run, fix its error and run the job again. Set **On error** to `Continue` only for steps that don't depend on each other.",
    more: '/basic-terminology/on-error/#the-three-settings',
    seen: {
      url: 'https://github.com/OctopusDeploy/Issues/issues/1452',
      title: 'Guided Failure - Ignore Skips Remaining Steps for a Machine in a Rolling Deployment',
    },
  },
  {
    id: 'target-run-queued',
    title: 'A target org stays Queued while the others run',
    says: ['target stuck queued', 'org waiting queued', 'run queued not starting', 'some targets queued'],
    cause:
      'Metaferry runs at most {fact:maxConcurrentTargets} target orgs at a time. In a run with more, the others wait as Queued and start as the first ones finish. Inside each target, a step also waits as Queued for the steps above it.',
    fix: 'Queued targets start on their own, so let the run go on and follow it in **Run history**. Cancel only if you need to, since steps already deployed stay.',
    more: '/basic-terminology/what-is-target-org-salesforce/#rules-and-limits',
    seen: {
      url: 'https://github.com/OctopusDeploy/Issues/issues/1255',
      title: 'Add variable to allow for parallel deployments on a single environment',
    },
  },
  {
    id: 'other-targets-kept-running',
    title: 'Production was deployed although the sandbox target failed',
    says: [
      'other targets continued after failure',
      'production deployed although sandbox failed',
      'one target failed others deployed',
      'failure not stopping other orgs',
    ],
    cause:
      'Target orgs run in parallel and on their own. A failure in one never stops, retries or changes the others, which carry on with their own steps.',
    fix: 'To release to production only after a sandbox passes, keep them in separate jobs, or run the job with only the sandbox selected first and then with production.',
    more: '/basic-terminology/on-error/#how-on-error-handling-works',
    seen: {
      url: 'https://github.com/OctopusDeploy/Issues/issues/7078',
      title:
        'Rolling deployment with child steps does not terminate deployment when target fails, instead the deploy moves on to remaining targets.',
    },
  },
  {
    id: 'earlier-steps-not-rolled-back',
    title: "The run failed, but the earlier steps' changes are still in the target",
    says: [
      'changes not rolled back',
      'no rollback after failure',
      'canceled run changes remain',
      'failed run partially deployed',
    ],
    cause:
      'Each step is its own deployment, which Salesforce applies all or nothing. A step that has finished stays: Metaferry never rolls it back when a later step fails or the run is canceled.',
    fix: 'A **Validate only** run first shows missing components, failing tests and coverage gaps before anything changes, though not steps out of order. To undo a finished step, deploy the earlier version from an org that still has it, or delete the new components.',
    more: '/docs/known-issues/#finished-steps-stay-after-a-failure-or-a-cancel',
    seen: { url: 'https://github.com/SFDO-Tooling/CumulusCI/issues/634', title: 'CI jobs' },
  },
  {
    id: 'step-not-validated',
    title: 'A Validate only run shows some steps as Not validated',
    says: [
      'step not validated',
      'package upgrade not validated',
      'apex step not validated',
      'validate only not validated',
    ],
    cause:
      "A **Validate only** run sends the job's deploy steps as one check-only deployment. Execute anonymous Apex and Package upgrade steps aren't deploys, so Salesforce has nothing to check and they don't run.",
    fix: 'Check those steps on their own, such as by running the script in a sandbox first. When later steps need a new package version, install it in the target before you validate, or the validation may fail there.',
    more: '/start/how-to-run-job/#what-a-validation-checks',
    seen: {
      url: 'https://github.com/dxatscale/sfpowerscripts/issues/368',
      title: 'Installing Package Dependencies on Validate',
    },
  },
  {
    id: 'apex-script-ran-twice',
    title: 'Running the job again created duplicate records',
    says: [
      'duplicate records after rerun',
      'script ran twice',
      'apex script duplicates',
      'records created twice',
    ],
    cause:
      'An Execute anonymous Apex step runs its script every time the job runs, in every target. A step set to `Retry` may also start it again after a transient error.',
    fix: 'Write the script so that a second run changes nothing: query before you insert, and update only the records that still need it. Use `Retry` only for scripts that are safe to run twice.',
    more: '/supported-components/execute-anonymous-apex/#when-to-use-it',
    seen: {
      url: 'https://github.com/SalesforceFoundation/NPSP/issues/459',
      title:
        'as a user, I can run STG_InstallScript.runNewOrgScript() and not have it duplicate my trigger handlers, so I am able to run on Cumulus correctly',
    },
  },
  {
    id: 'access-request-expired',
    title: 'The access request for an org shows Expired',
    says: [
      'access request expired',
      'authorization link expired',
      'admin never got access email',
      'access request still pending',
    ],
    cause:
      'Each link a mass access request sends works for {fact:massAccessLinkDays}. After that the row shows Expired and the link no longer opens.',
    fix: "On the request's dashboard, check the admin's email address and select **Resend** for the row. The new link is valid for another {fact:massAccessLinkDays} and disables the old one.",
    more: '/start/mass-access-request-metaferry/#troubleshooting',
    seen: {
      url: 'https://github.com/Fluppisoft/BRMKApplication/issues/341',
      title: '@Fluppisoft organization Invitation Link has expired',
    },
  },
  {
    id: 'wrong-org-authorized',
    title: 'A different org than intended was connected',
    says: [
      'wrong org authorized',
      'connected wrong org',
      'authorized different org',
      'wrong org in orgs list',
    ],
    cause:
      'A generic login host, `login.salesforce.com` or `test.salesforce.com`, connects whichever org the person signs in to. Only a My Domain URL fixes which org answers.',
    fix: "Remove the wrong org from **Orgs** and authorize again with **My Domain URL** as the login host. In a mass access request, change the row's **Login URL** to the My Domain URL and select **Resend**.",
    more: '/start/mass-access-request-metaferry/#troubleshooting',
    seen: {
      url: 'https://github.com/benedwards44/sforgcompare/issues/27',
      title: 'Cannot login into two different production orgs',
    },
  },
];

export function symptomAnchor(id: string): string {
  return `symptom-${id}`;
}

/** The symptom's own page (issue 54); its section on /errors/ is at the same name, as an anchor. */
export function symptomUrl(symptom: Symptom, origin = ''): string {
  return `${origin}${answerRoute(symptomAnchor(symptom.id))}`;
}

/** Words a description shares with any sentence, which name no symptom on their own. */
const COMMON = new Set(
  'a an the is are was were be been it its to of in on for and or but after before my our we i they their can has have had with from as at by this that there still all any'.split(
    ' ',
  ),
);

/**
 * Words that say the opposite (issue 54): "the flow is not active" and "the flow is still active"
 * are two problems. Each reads as one telling word, NOT, so a phrase with a negation names only a
 * description with one; a negation alone names nothing. In a phrase a negation says the opposite of
 * the telling word after it (`bind`), and in a description of the telling words of its clause
 * (`negated`): "not active" is not in "does not deactivate the flow version (it remains active)".
 */
const NEGATIONS = new Set(
  'not no none nothing never without missing cant cannot dont didnt doesnt isnt arent wasnt werent wont'.split(
    ' ',
  ),
);
const NOT = 'not';

/** Lower case words, apostrophes dropped (`can't` → `cant`), negations as one word, a final s, ed or ing trimmed. */
function stems(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !COMMON.has(word))
    .map((word) => (NEGATIONS.has(word) ? NOT : word.replace(/(?:ing|ed|es|s)$/, '')))
    .filter(Boolean);
}

/**
 * Each negation joined to the telling word after it (`not active`): a phrase asks for that word
 * negated, not for a negation anywhere beside the word. A negation with no word after it stays NOT.
 */
function bind(words: readonly string[]): string[] {
  const bound: string[] = [];
  for (let at = 0; at < words.length; at++) {
    const next = words[at + 1];
    if (words[at] === NOT && next !== undefined && next !== NOT) {
      bound.push(`${NOT} ${next}`);
      at += 1;
    } else bound.push(words[at] as string);
  }
  return bound;
}

/** Where a description's clauses end: punctuation, and the words that join two clauses. */
const CLAUSE_END = /[.,;:!?()[\]"“”]|\b(?:and|but|so|then|while|when|because)\b/i;

/**
 * A description's negations, each joined to every other telling word of its clause: "my changes
 * weren't there" negates `change`, as "no changes" does; "does not deactivate the version (it
 * remains active)" doesn't negate `active`, which is in another clause.
 */
function negated(text: string): string[] {
  return text.split(CLAUSE_END).flatMap((clause) => {
    const words = stems(clause ?? '');
    if (!words.includes(NOT)) return [];
    return words.filter((word) => word !== NOT).map((word) => `${NOT} ${word}`);
  });
}

/** A phrase's words, each negation joined to its word; how many words it has, negations counted, and how many besides them. */
interface Phrase {
  readonly needed: readonly string[];
  readonly size: number;
  readonly telling: number;
}

let phraseStems: { symptom: Symptom; phrases: Phrase[] }[] | undefined;
let abbreviations: Map<string, string[]> | undefined;

/**
 * The telling words of a description, with what its abbreviations stand for: an admin writes "FLS"
 * where a phrase says "field permissions". The search vocabulary's abbreviations
 * (src/data/vocabulary, kind `abbreviation`) are the one list of them; each one-word abbreviation a
 * description holds adds the words of what it means.
 */
function descriptionWords(text: string): Set<string> {
  abbreviations ??= new Map(
    VOCABULARY.filter((entry) => entry.kind === 'abbreviation').flatMap((entry) =>
      entry.say
        .filter((say) => /^[a-z0-9]+$/i.test(say))
        .map((say) => [say.toLowerCase(), entry.means.flatMap(stems)] as const),
    ),
  );
  const plain = stems(text);
  // Every word, and every negation joined to the words of its clause.
  const words = new Set([...plain, ...negated(text)]);
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    for (const meant of abbreviations.get(word) ?? []) words.add(meant);
  }
  return words;
}

/** Characters of a description read: a symptom is a sentence, not a report. */
const MAX_DESCRIPTION = 400;

/**
 * The symptoms a description names, best first: those with a phrase whose every telling word the
 * description holds, ranked by how many words that phrase has. A long text (a pasted report) names none.
 */
export function matchSymptoms(text: string): Symptom[] {
  if (text.length > MAX_DESCRIPTION) return [];
  const words = descriptionWords(text);
  if (words.size === 0) return [];
  // Each phrase's telling words, worked out once.
  phraseStems ??= symptoms.map((symptom) => ({
    symptom,
    phrases: symptom.says.map((say): Phrase => {
      const plain = stems(say);
      return {
        needed: bind(plain),
        size: plain.length,
        telling: plain.filter((word) => word !== NOT).length,
      };
    }),
  }));
  return phraseStems
    .map(({ symptom, phrases }) => ({
      symptom,
      score: Math.max(
        0,
        ...phrases.map(({ needed, size, telling }) =>
          telling >= 2 && needed.every((word) => words.has(word)) ? size : 0,
        ),
      ),
    }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .map((r) => r.symptom);
}
