// cspell:ignore Clnt Extl Mgmt licence undeployable
/**
 * The type status set, hundred-and-eighteenth round (issue 51): things admins set up and expect a
 * deployment or change set to carry, half of them things the Metadata API does not carry, each
 * judged from a Salesforce page that says so (the Metadata API Developer Guide's "Unsupported
 * Metadata Types" page, a type page's "not supported" sentence, a Help page saying the thing is data
 * or set by hand after a deploy), the other half things near them that a type carries. Ten parts of
 * the product in turn (security and identity, service, sales and forecasting, data and records, user
 * interface, automation, analytics, Experience Cloud, industries and commerce, integration), two
 * things each. Each query written by the writer as an admin would type it into a docs site's search
 * box (4 to 14 words, shapes varied, the page's sentence not copied); never one of the 2,398
 * queries earlier type and type status sets asked nor sharing most of its words with one (the writer
 * had that list of words, and nothing else of the sets), and none with an earlier query's words,
 * stop words gone (checked before scoring: none dropped). The writer made 48 searches. Experience
 * Cloud gave no not-copyable case; about 4 of the 10 not-copyable cases rest on an inference from
 * the page rather than a "not supported" sentence, each with a doubt saying so. Written by one
 * helper that read only public pages and none of the type data, the resolver or their tests, told
 * the baseline permissions every job's user has are no prerequisite; its report names no type, query
 * or page. The file was written from its JSON by a script that printed no case, and scored on
 * arrival by counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_118: readonly TypeStatusQuestion[] = [
  // Doubt: Standard fields are listed under CustomField as Object.Field; the page supports only standard fields that take help text or tracking, which Phone on Account is assumed to be.
  {
    query: 'inline tip text I added to the standard Account Phone field deploy',
    type: 'CustomField',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: List views are stored inside the object's CustomObject file but can be named in package.xml as ListView; the division filter field needs divisions, which is not assumed here.
  {
    query: 'move a shared open opportunities by region list between orgs',
    type: 'ListView',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_listview.htm',
  },
  // Doubt: The page is a preview-release version; the requirement appears under Special Access Rules, which a grader may treat as baseline access rather than a prerequisite.
  {
    query: 'bundle of permission sets grouped by job role deploy',
    type: 'PermissionSetGroup',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'Editing this type requires the deploying user to hold the Manage Profiles and Permission Sets permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_permissionsetgroup.htm',
  },
  // Doubt: The page states the Entitlements condition only for the service-contract object on a queue; queues for cases or leads would be plain copied.
  {
    query: 'queue holding service contract records deploy',
    type: 'Queue',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'A queue can take service contracts only when Entitlements are turned on in the org.',
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_queue.htm',
  },
  // Doubt: The Group type itself deploys; only its membership is stated as not migrated, so the answer depends on reading the question as being about the members.
  {
    query: 'people I added to a sharing group disappeared after deploy',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_group.htm',
  },
  // Doubt: No page says in one sentence that custom fiscal periods can't be deployed; CompanySettings carries only a start month and naming rule and says the fiscal year setting is unavailable once Custom Fiscal Year is on, and the FiscalYearSettings object is read-only data.
  {
    query: 'our 4-4-5 fiscal calendar periods not in target org',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_companyprofilesettings.htm',
  },
  // Doubt: Reports must be named one by one with their folder (no wildcard), and its report type and folder must exist in the target; these are dependencies, not prerequisites.
  {
    query: 'pipeline by close month report saved in a shared folder deploy',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  // Doubt: Activation is the status field of the Network type; publishing the Builder pages is a separate action (the publish command), so a deploy may leave the latest pages unpublished.
  {
    query: 'switch our customer community from preview to live status through a deployment',
    type: 'Network',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/salesforce-cli-reference/guide/cli_reference_community_publish.html',
  },
  // Doubt: Topic overlaps earlier sets in subject though not in wording; the third-party note that the Busy option is UI-only was not used since it is not a Salesforce page.
  {
    query: 'agent away and available statuses missing in new sandbox',
    type: 'ServicePresenceStatus',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Omni-Channel has to be turned on in the target org for this type to be available.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_servicepresencestatus.htm',
  },
  // Doubt: The condition is that features be off rather than on, so a grader may call this plain copied; the setting sits in the Company.settings file listed under the Settings name.
  {
    query: 'which month our financial year begins, deployable?',
    type: 'CompanySettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The standard fiscal year setting is only available when neither Custom Fiscal Year nor Classic Forecasts is turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_companyprofilesettings.htm',
  },
  // Doubt: The CustomField page excludes standard auto number fields as a class; it does not name Case Number itself.
  {
    query: 'case number display format change on standard field deploy',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-customfield.html',
  },
  // Doubt: Read as a list view restricted to the creating user; a list view shared with everyone would deploy as ListView.
  {
    query: 'my own personal filtered record list not found after deployment',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.256.0.api_meta.meta/api_meta/meta_listview.htm',
  },
  // Doubt: The page says there are no extra access rules; the stored secret values themselves (access keys) are not shown as a field, so an admin may still have to enter them after deploy.
  {
    query: 'AWS signature v4 auth config for S3 callouts, move to prod',
    type: 'ExternalCredential',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.242.0.api_meta.meta/api_meta/meta_externalcredential.htm',
  },
  // Doubt: The type page states no licence, but it sits in the Manufacturing Cloud guide, so a Manufacturing Cloud org is likely needed in practice; listed in package.xml under Settings as WarrantyLifecycleMgmt.
  {
    query: 'switch on warranty administration for manufacturing with a deployment',
    type: 'WarrantyLifecycleMgmtSettings',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_mfg_warrantylifecyclemgmtsettings.htm',
  },
  // Doubt: The page states both a permission and a feature condition; I chose permission as the kind because it is named for the deploy operation.
  {
    query: 'deploy the categories we use to classify sales territories',
    type: 'Territory2Type',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      'The deploying user needs the Manage Territories permission (retrieving does not), and Sales Territories must be enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_territory2type.htm',
  },
  // Doubt: The coverage condition comes from the FlowTestCoverage Tooling API page, not the Flow type page; sandboxes need neither.
  {
    query: 'record-triggered automation arrives switched off in production',
    type: 'Flow',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "Changes to an active flow reach a production org only if that org has the 'Deploy processes and flows as active' preference turned on (and, per the Tooling API page, enough Apex test coverage of the flow).",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_visual_workflow.htm',
  },
  // Doubt: Assumes the AppExchange app is a managed package and the flow is not a template; flow templates from managed packages are accessible.
  {
    query: 'retrieve the screen flow that came with an AppExchange app',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.262.0.api_meta.meta/api_meta/meta_visual_workflow.htm',
  },
  // Doubt: If the admin saved the tweaked standard report as a new custom report, that copy would deploy as Report; the query means the standard report itself.
  {
    query: 'tweaked one of the built-in report templates salesforce ships, can I deploy it',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  // Doubt: The setting can itself be deployed through ExperienceBundleSettings; SiteDotCom is the older way to move Aura sites without the setting.
  {
    query: 'partner portal built in Aura builder: pages, theme, branding into git and deploy',
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "For Aura-based sites the org must have 'Enable ExperienceBundle Metadata API' switched on in Digital Experiences settings; LWR sites use the type by default.",
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-experiencebundle.html',
  },
  // Doubt: Both a feature and a permission are stated; the page also says these values can't be packaged, and the ExternalClientAppSettings page marks Metadata API secret access as deprecated, so the carry may be going away.
  {
    query: 'client id and secret of our new-style OAuth app for a partner integration, deploy',
    type: 'ExtlClntAppGlobalOauthSettings',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      "The org must turn on 'Allow Access to OAuth Consumer Secrets via Metadata API' in Setup, and users in developer roles also need the 'View External Client Apps Consumer Secrets in Metadata' permission.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_extlclntappglobaloauthsettings.htm',
  },
  // Doubt: The buyer-group-to-policy link is a record object (CommerceEntitlementBuyerGroup, create/update calls only); the Metadata API overview says it does not handle business records, but no page names this object as undeployable, and the overview I read was the Japanese edition.
  {
    query: 'which buyer groups can see which products in our B2B store, deploy',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.ja-jp.244.0.api_meta.meta/api_meta/',
  },
  // Doubt: Only the values of rich text, long text area and encrypted custom fields are excluded; the model itself and other custom field values deploy as Territory2Model (with Manage Territories).
  {
    query: 'formatted description custom field values on territory model lost in deploy',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2model.htm',
  },
  // Doubt: CurrencySettings does deploy, and turning multiple currencies on is carried; only the reverse is refused because the enableMultiCurrency flag can't go back to false once true, so a grader could read this as a one-way setting rather than something the API doesn't carry.
  {
    query: 'turn multi-currency back off in the sandbox through a settings deploy',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.260.0.api_meta.meta/api_meta/meta_currencysettings.htm',
  },
  // Doubt: The type page lists only name, description and custom field values and says the model's State lives on the SOAP API object; it does not say outright that activation can't be deployed, so the model arrives but its Active state is inferred to need setting by hand.
  {
    query: 'deploy a territory model already in Active state',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_territory2model.htm',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 118,
  name: "type status set's hundred-and-eighteenth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 1/12, held out 0/12',
  story:
    "Things admins expect a deploy to carry, half of them not carried, in the writer's words; scored on arrival",
  // On arrival at e4a60107: tuning 1/12 (2 false: one names another type, one answers a type where
  // the set says not copyable), held out 0/12 (2 false, counted: one answers a type where the set
  // says not copyable, one not copyable where the set names a settings type). Nothing tuned on it
  // before it was scored.
  floor: { tuning: 1, heldOut: 0 },
  questions: TYPE_STATUS_QUESTIONS_118,
};
