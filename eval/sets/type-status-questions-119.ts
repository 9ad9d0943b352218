// cspell:ignore Omniscript Vlocity authenticationparameters duplicaterules externalcredentials flexipages licence sobject texei
/**
 * The type status set, hundred-and-nineteenth round (issue 51): what people ask in public about moving
 * one Salesforce thing to another org, as the hundred-and-twelfth to seventeenth, from ideas on the
 * IdeaExchange, Salesforce Known Issues and deployment tools' GitHub issues, ten parts of the product
 * in another order (Experience Cloud, data, security, analytics, email, service, user interface,
 * integration, translations, industries). Each query the idea's, known issue's or thread's own title
 * as written (or its first sentence; at most 20 words, spelling kept), at most two about one kind of
 * thing; an idea since delivered judged as Salesforce's pages say today; never one of the 2,422 queries
 * earlier type and type status sets asked (the writer had that list of words, and nothing else of the
 * sets), and none with an earlier query's words, stop words gone (checked before scoring: none
 * dropped; the writer's append script compared case-sensitively, and the one repeat that let
 * through the writer removed itself; none is left, compared in any case). The writer made about 75
 * searches and skipped about 9 threads; five cases come from threads an earlier set used, asked in
 * other words. The Metadata API type that carries each thing,
 * and its status, judged from Salesforce's pages, never from the thread's answers. Written by one
 * helper that read only public pages and none of the type data, the resolver or their tests, told the
 * baseline permissions every job's user has are no prerequisite; its report names no type, query or
 * page. The file was written from its JSON by a script that printed no case, and scored on arrival by
 * counts only. Consecutive pairs share a status where the counts allow.
 */
import type { TypeStatusQuestion } from '../types';
import type { TypeStatusSet } from './define';

export const TYPE_STATUS_QUESTIONS_119: readonly TypeStatusQuestion[] = [
  // Doubt: The type page shows no special access rule in the part I read; the thread failure came from fields missing in the target org (a dependency), not from a stated prerequisite.
  {
    query: 'Issue deploying duplicate rules (npm run crm-sync:sf:duplicaterules)',
    type: 'DuplicateRule',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-duplicaterule.html',
  },
  // Doubt: The page only asks for Customize Application, which is baseline; I read the English text of an older version (200.0) and the Japanese text of 260.0, which gives the same rule. The thread deploys through Apex, not a package deploy.
  {
    query: 'Picklist fields (and maybe others?) cause issue when deploying Metadata records',
    type: 'CustomMetadata',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.200.0.api_meta.meta/api_meta/meta_custommetadata.htm',
  },
  // Doubt: The page calls MultipleNavigationMenu a permission without saying whether it is a user permission or an org-level permission, so the kind could be feature.
  {
    query: "Deploy error : Default_Navigation doesn't exist",
    type: 'NavigationMenu',
    status: 'copied-with-prerequisites',
    kind: 'permission',
    requirement:
      "The deploying org/user needs the MultipleNavigationMenu permission, per the type page's special access rules.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_navigationmenu.htm',
  },
  // Doubt: I read the special access rule on the version 264.0 preview page (and older versions), not the unversioned latest page. The thread is about retrieving with the CLI, not about a Metadata API deploy.
  {
    query: 'Error in sfdx force:source:retrieve -m ManagedContentType:news',
    type: 'ManagedContentType',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Salesforce CMS and digital experiences (Experience Cloud sites) must be enabled in the org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_managedcontenttype.htm',
  },
  // Doubt: The thing is the secret values of an external credential principal authentication parameters. The Salesforce page says the Metadata API cannot expose sensitive credential data, so tokens and certificates must be filled in after install or deploy; the ExternalCredential definition itself is deployable. The page speaks of packaged credentials rather than plain deploys.
  {
    query: 'Added "sf texei externalcredentials principals authenticationparameters add" command',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/named-credentials/guide/nc-populate-external-credentials.html',
  },
  // Doubt: The thing is a certificate private key. The Certificate type page (read in its Japanese text, version 246.0) says Salesforce does not allow private keys to be imported or exported through the API; a deployed certificate gets a new key pair. The certificate itself is carried by the Certificate type, and keys can still be imported as a keystore in the Setup UI, which the thread is about.
  {
    query: 'how to store the private key in Certificate Management',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.ja-jp.246.0.api_meta.meta/api_meta/meta_certificate.htm',
  },
  // Doubt: The type page names no special access rule, but its usage notes say private keys cannot be imported or exported through the API, so a deploy makes a new key pair rather than copying the original key. The error in the thread came from using an API version older than 36.0.
  {
    query: 'INVALID_TYPE: Cannot use: Certificate in this version',
    type: 'Certificate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.234.0.api_meta.meta/api_meta/meta_certificate.htm',
  },
  // Doubt: The page limits packaging of Lightning email templates (first-generation packages only) but names no requirement for a plain deploy; templates must be listed by name with their folder, since wildcards are not allowed. The break in the thread was a CLI regression.
  {
    query: 'sfdx deploy broken for classic email templates with latest release',
    type: 'EmailTemplate',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.264.0.api_meta.meta/api_meta/meta_emailtemplate.htm',
  },
  // Doubt: The page gives two requirements: an org-level Account Relationships permission (a feature) and a Manage Experiences user permission, so the kind could also be permission. The thread error came from the CLI source format, not from the org.
  {
    query: 'Unable to deploy AccountRelationshipShareRule metadata with force:source:deploy',
    type: 'AccountRelationshipShareRule',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'The target org must have Account Relationships enabled; the page also says users need the Manage Experiences permission.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_accountrelationshipsharerule.htm',
  },
  // Doubt: The error in the thread is about which related entity types are supported (an object from a managed package), which the type page does not address; I read version 246.0 of the page, not the latest.
  {
    query: 'Cannot deploy service channel with managed sobject',
    type: 'ServiceChannel',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement: 'Omni-Channel must be enabled in the target org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.246.0.api_meta.meta/api_meta/meta_servicechannel.htm',
  },
  // Doubt: The thing is configuration kept as data records (CPQ and similar), which the thread wants promoted with metadata; the Salesforce page I cite is an older version (198.0) saying the Metadata API manages customizations, not the data itself. The title is short and generic, so the first sentence could be the better query.
  {
    query: 'Data migration',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.198.0.api_meta.meta/api_meta/meta_quickstart.htm',
  },
  // Doubt: The thing is the membership of regular public groups (GroupMember records); the Group type page says members are not migrated when the group type is deployed, though the group itself is. The thread is about a data-migration tool query, and an earlier set used its longer opening text.
  {
    query: '[FEATURE-REQUEST] - Ability to adjust where clause for Group object',
    type: null,
    status: 'not-copyable',
    kind: null,
    requirement: null,
    source: 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_group.htm',
  },
  // Doubt: The type page I read (version 218.0) has no special access section, yet entitlement processes exist only where Entitlement Management is on, so a feature prerequisite may apply in practice. With versioning on, each version is its own file named with a _vN suffix.
  {
    query: 'Add support for filtering entitlements',
    type: 'EntitlementProcess',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.218.0.api_meta.meta/api_meta/meta_entitlementprocess.htm',
  },
  // Doubt: The page names no special access rule, but a registration references a named credential that must exist in the target org (a dependency, not a stated prerequisite). The thread is about reading the type through an Apex wrapper, not deploying it.
  {
    query: "Read metadata doesn't seem to work with External Services",
    type: 'ExternalServiceRegistration',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.258.0.api_meta.meta/api_meta/meta_externalserviceregistration.htm',
  },
  // Doubt: The thread asks for Translation Workbench files in general (German, French); these could also be the Translations type for labels and tabs. The type page only says label translation is part of the Translation Workbench, without a formal special access rule, so the result could also be plain copied.
  {
    query: 'Language Translations',
    type: 'CustomObjectTranslation',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'Translating component labels is part of the Translation Workbench, so the Translation Workbench (and the target language) must be on in the target org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/meta_customobjecttranslation.htm',
  },
  // Doubt: The thread deploys managed-package OmniScripts through Vlocity Build DataPacks, not the OmniScript metadata type, and the page ties the type to the Discovery Framework; the requirement is both a licence and a feature, so kind could also be feature.
  {
    query: 'Activation Error >> <Some Omniscript>',
    type: 'OmniScript',
    status: 'copied-with-prerequisites',
    kind: 'license',
    requirement: 'The target org needs an Omnistudio licence and the Discovery Framework feature turned on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.250.0.api_meta.meta/api_meta/meta_omniscript.htm',
  },
  // Doubt: The type carries custom reports only (not standard reports); package.xml must name each report with its folder because wildcards are not allowed. The failure in the thread came from the IDE building a manifest naming the unfiled$public folder as a report.
  {
    query: 'Deploying a report fails when using Deploy All Metadata',
    type: 'Report',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-report.html',
  },
  // Doubt: The FlexiPage page I read names no special access rule; Dynamic Forms field sections are stored inside the FlexiPage file. The thread is a feature plan for a package rather than a deploy failure.
  {
    query: 'Upgrade to dynamic forms for flexipages',
    type: 'FlexiPage',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flexipage.html',
  },
  // Doubt: The CI deploy in the PR first failed because Lightning Layouts was not enabled in the org, later said to be no longer needed from Winter 21; the FlexiPage page I read names no such requirement. The two-word title is terse, so the first sentence could be the better query.
  {
    query: 'Dynamic Forms',
    type: 'FlexiPage',
    status: 'copied',
    kind: null,
    requirement: null,
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-flexipage.html',
  },
  // Doubt: The PR works around a Summer 20 deploy-order bug (the site must exist before navigation items and the guest profile), which is a dependency rather than the stated setting; the requirement applies only to Aura sites, so an LWR site would be plain copied.
  {
    query: "Updated the project to handle the ExperienceBundle Deployment issues in Summer '20",
    type: 'ExperienceBundle',
    status: 'copied-with-prerequisites',
    kind: 'feature',
    requirement:
      'For Aura-based sites the target org must have Enable ExperienceBundle Metadata API turned on in Digital Experiences settings; LWR sites use the type by default.',
    source:
      'https://developer.salesforce.com/docs/platform/api-metadata/references/meta-types/metadata-experiencebundle.html',
  },
];

export const SET: TypeStatusSet = {
  kind: 'type-status',
  round: 119,
  name: "type status set's hundred-and-nineteenth round",
  held: 'halves',
  blind: true,
  arrival: 'tuning 2/10, held out 4/10',
  story:
    "Ideas, known issues and tools' issues asking to move one thing, their own titles; scored on arrival",
  // On arrival at 52f351d4: tuning 2/10 (2 false, each naming another type), held out 4/10, none
  // false. Nothing tuned on it before it was scored.
  floor: { tuning: 2, heldOut: 4 },
  questions: TYPE_STATUS_QUESTIONS_119,
};
