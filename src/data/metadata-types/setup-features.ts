// cspell:ignore Mailmerge mailmerge Rabit knowledgebase caseteamtemplate caseteammember orgwideemailaddress mailmergetemplate livechatbutton domainkeys byok pricebook
/**
 * Setup features the Metadata API doesn't carry (issue 38): no step can copy
 * them, so an admin changes them in Setup in each org, as Salesforce's
 * Unsupported Metadata Types page says of every such feature.
 * `check_support` recognizes them by the names admins use and answers
 * `not-copyable`; the every-type page lists them after the types.
 *
 * Only what a Salesforce page shows: a type's own page saying the Metadata
 * API can't carry it, or the Object Reference showing the feature is kept as
 * records (an sObject), which a deploy never carries. That page's item list
 * (quote templates, divisions, Web-to-Lead…) is no longer published: it now
 * points to the Metadata Coverage report, which can't be read here. A feature
 * seen only in a copy of the old list is kept only when Salesforce's registry
 * has no type for it, and says where it was seen (`seenIn`).
 *
 * And the parts of a type its own page says a deploy leaves out (issue 51, `partOf`): "the metadata
 * doesn't include the order of active approval processes". Every registry type's page was read for
 * them (./guide/limits.json); the type itself is copied, that part is set by hand in each org.
 */
import { GUIDE_LIMITS } from './guide';
import { key } from './words';

export interface SetupFeature {
  /** The feature as Salesforce's list names it. */
  readonly name: string;
  /** Other names admins use for it, lower case. */
  readonly aliases: readonly string[];
  /** Where in Setup it is changed, when Salesforce's pages say. */
  readonly setup?: string;
  /** Why no deploy carries it, in a sentence. */
  readonly why: string;
  /** Salesforce's page that shows it. */
  readonly source: string;
  /** Where the fact was seen when Salesforce no longer publishes it. */
  readonly seenIn?: string;
  readonly checked: string;
  /**
   * The types whose own page says a deploy of them leaves this out (./guide/limits.json): a part of
   * those types, not a feature apart. Absent for a feature no type carries at all.
   */
  readonly partOf?: readonly string[];
  /** The page's sentence that says so, for a part of a type. */
  readonly quote?: string;
  /** For a part of `Settings`, the settings type whose page says so (`AddressSettings`). */
  readonly member?: string;
  /** False for a part a plan never warns of (./guide/index.ts `GuideLimit.inPlans`). */
  readonly inPlans?: boolean;
  /** Only Salesforce Customer Support turns it on (./guide/index.ts `GuideLimit.support`). */
  readonly support?: boolean;
  /** For a part one settings field's page states, that field and when a deploy can't set it (`GuideLimit`). */
  readonly field?: string;
  readonly when?: 'always' | 'off';
}

/** Salesforce's rule: a feature the Metadata API doesn't carry is changed by hand in each org. */
export const UNSUPPORTED_TYPES_PAGE =
  'https://developer.salesforce.com/docs/platform/api-metadata/guide/meta-unsupported-types.html';

const API_META = 'https://developer.salesforce.com/docs/atlas.en-us.api_meta.meta/api_meta/';
const OBJECTS = 'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/';
const CHECKED = '2026-11-27';
/** Where the features Salesforce no longer lists were seen (issue 51): copies of its two former lists. */
const FORMER_LIST =
  "Salesforce's former list of unsupported metadata types (about API 37 to 40), as copied in github.com/jsmithdev/meta-mouse (worksheet.txt)";
const LATER_LIST =
  "Salesforce's later list of unsupported metadata types (about API 50), as AutoRABIT's Vault best practices page copies it (knowledgebase.autorabit.com/product-guides/vault/vault-best-practices)";

const FEATURES_APART: readonly SetupFeature[] = [
  {
    name: 'Organization-wide email addresses',
    aliases: [
      'org-wide email address',
      'org wide email address',
      'organization-wide address',
      'OrgWideEmailAddress',
    ],
    setup: 'Setup, Organization-Wide Addresses',
    why: 'Each address is a record of the OrgWideEmailAddress object, not metadata.',
    source: `${OBJECTS}sforce_api_objects_orgwideemailaddress.htm`,
    checked: CHECKED,
  },
  {
    name: 'Predefined case teams',
    aliases: ['predefined case team', 'case team template', 'CaseTeamTemplate'],
    setup: 'Setup, Predefined Case Teams',
    why: 'Each team is a record of the CaseTeamTemplate object, its members CaseTeamTemplateMember records.',
    source: `${OBJECTS}sforce_api_objects_caseteamtemplate.htm`,
    checked: CHECKED,
  },
  {
    name: 'Case team roles',
    aliases: ['case team role', 'CaseTeamRole'],
    setup: 'Setup, Case Team Roles',
    why: 'Each role is a record of the CaseTeamRole object, which case team members refer to.',
    source: `${OBJECTS}sforce_api_objects_caseteammember.htm`,
    checked: CHECKED,
  },
  {
    name: 'Mail merge templates',
    aliases: ['mail merge template', 'mailmerge template', 'MailmergeTemplate'],
    setup: 'Setup, Mail Merge Templates',
    why: 'Each template is a record of the MailmergeTemplate object (a Word document), not metadata.',
    source: `${OBJECTS}sforce_api_objects_mailmergetemplate.htm`,
    checked: CHECKED,
  },
  {
    name: 'Quote templates',
    aliases: ['quote template', 'quote pdf template', 'quote pdf templates'],
    setup: 'Setup, Quote Templates',
    why: 'No Metadata API type carries the templates Quotes print PDFs with; QuoteSettings carries only whether Quotes are on and whether they need an opportunity.',
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn:
      "Salesforce's former list of unsupported metadata types, as copied in AutoRabit's public knowledge base (github.com/AutoRabitOrg/knowledgebase); Salesforce's metadata registry has no type for it.",
    checked: CHECKED,
  },
  {
    name: 'Chats routed with Omni-Channel',
    aliases: [
      'omni-channel chat routing',
      'omni-channel routed chats',
      'chat buttons routed with omni-channel',
    ],
    why: 'The LiveChatButton type carries chat buttons, but not their routing through Omni-Channel.',
    source: `${API_META}meta_livechatbutton.htm`,
    checked: CHECKED,
  },
  {
    name: "Standard fields that aren't customizable",
    aliases: [
      'system fields',
      'standard system fields',
      'CreatedById',
      'LastModifiedDate',
      'standard auto-number fields',
    ],
    why: 'A deploy carries the standard fields you can customize (help text, history tracking) and no others: not system fields such as CreatedById, nor auto-number standard fields.',
    source: `${API_META}customfield.htm`,
    checked: CHECKED,
  },
  {
    name: 'Account Teams',
    aliases: ['account team members', 'account team', 'default account team'],
    why: 'Team members are records of the AccountTeamMember object, not metadata; AccountSettings carries only whether account teams are on.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_accountteammember.htm',
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Activity Button Overrides',
    aliases: ['task button overrides', 'event button overrides', 'activity overrides'],
    why: "The overrides of standard buttons on tasks and events; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Currency Exchange Rates',
    aliases: [
      'exchange rates',
      'conversion rates',
      'dated exchange rates',
      'advanced currency management rates',
      'currencies',
    ],
    why: 'Rates are records of the CurrencyType and DatedConversionRate objects, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_datedconversionrate.htm',
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Divisions',
    aliases: ['division', 'record divisions'],
    setup: 'Setup, Divisions',
    why: 'Each division is a record of the Division object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_division.htm',
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Opportunity Big Deal Alerts',
    aliases: ['big deal alert', 'big deal alerts', 'opportunity alert'],
    why: "The alert's amount, probability and recipients; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Public and Resource Calendars',
    aliases: [
      'public calendars',
      'resource calendars',
      'calendars',
      'public calendars and resources sharing',
    ],
    why: "The calendars and their sharing; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Salesforce to Salesforce',
    aliases: ['s2s', 'salesforce-to-salesforce', 'partner network connections'],
    why: 'Each connection is a record of the PartnerNetworkConnection object, tied to one partner org.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-partnernetworkconnection.html',
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Self-Service Portal Settings',
    aliases: ['self-service settings'],
    why: "The retired Self-Service portal's settings; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Self-Service Portal Users',
    aliases: ['self-service users'],
    why: 'Portal users are user records, not metadata.',
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Solution Categories',
    aliases: ['solution category'],
    setup: 'Setup, Solution Categories',
    why: 'Each category is a record of the CategoryNode object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-categorynode.html',
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Solution Settings',
    aliases: ['solutions settings'],
    why: "The settings of Solutions; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Web Links on Person Account Page Layouts',
    aliases: ['person account buttons and links', 'person account web links'],
    why: "The buttons and links placed on person account layouts; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${FORMER_LIST}; and ${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Multiline layout fields for contract line items',
    aliases: ['contract line item multi-line layout'],
    why: "The columns of the multi-line edit of contract line items; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Multiline layout fields for opportunity teams',
    aliases: ['opportunity team multi-line layout'],
    why: "The columns of the multi-line edit of opportunity team members; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Service report templates',
    aliases: ['service report layouts', 'field service report templates'],
    why: "The templates of Field Service reports; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'Social Business Rules',
    aliases: ['social customer service rules'],
    why: "The rules of Social Customer Service; Salesforce's metadata registry has no type for it.",
    source: UNSUPPORTED_TYPES_PAGE,
    seenIn: `${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  {
    name: 'SoftPhone Layout',
    aliases: ['softphone layouts', 'call center softphone layout', 'cti layouts'],
    setup: 'Setup, Softphone Layouts',
    why: 'Softphone layouts and their assignment to profiles; CallCenter carries only the call center itself.',
    source:
      'https://help.salesforce.com/s/articleView?id=service.cti_admin_phonelayouts.htm&language=en_US&type=5',
    seenIn: `${LATER_LIST}.`,
    checked: '2026-11-29',
  },
  // Kept as records of an object (issue 51, a helper's read of the Object Reference and the page
  // that sets each up, 2026-11-30): no Metadata API type or settings type carries them.
  {
    name: 'Email relays',
    aliases: ['email relay', 'smtp relay', 'multiple email relays'],
    setup: 'Setup, Email Relays',
    why: 'Each email relay (host, port, TLS, SMTP auth) is a record of the EmailRelay object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-emailrelay.html',
    checked: '2026-11-30',
  },
  {
    name: 'Email domain filters',
    aliases: ['email domain filter', 'relay domain filter'],
    setup: 'Setup, Email Domain Filters',
    why: 'Each email domain filter (sender/recipient domains, priority, link to a relay) is a record of the EmailDomainFilter object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-emaildomainfilter.html',
    checked: '2026-11-30',
  },
  {
    name: 'DKIM keys',
    aliases: ['dkim key', 'domainkeys identified mail', 'email domain key'],
    setup: 'Setup, DKIM Keys',
    why: 'Each DKIM key (selector, domain, domain match, key pair) is a record of the EmailDomainKey object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/api/sforce_api_objects_emaildomainkey.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Opportunity split types',
    aliases: ['split types', 'custom opportunity split types', 'revenue split', 'overlay split'],
    setup: 'Setup, Opportunity Splits, Edit Split Types',
    why: 'Each opportunity split type (revenue, overlay, or custom, with its field and 100% rule) is a record of the OpportunitySplitType object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-opportunitysplittype.html',
    checked: '2026-11-30',
  },
  {
    name: 'Operating hours',
    aliases: ['time slots'],
    setup: 'the Operating Hours tab of Field Service or Salesforce Scheduler',
    why: 'Each set of operating hours is a record of the OperatingHours object (its daily windows are TimeSlot records), not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-operatinghours.html',
    checked: '2026-11-30',
  },
  {
    name: 'Service territories',
    aliases: ['service territory', 'field service territories', 'scheduler territories'],
    setup: 'the Service Territories tab of Field Service or Salesforce Scheduler',
    why: 'Each service territory is a record of the ServiceTerritory object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-serviceterritory.html',
    checked: '2026-11-30',
  },
  {
    name: 'Work types',
    aliases: ['work type', 'appointment templates', 'field service work types'],
    setup: 'the Work Types tab of Field Service or Salesforce Scheduler',
    why: 'Each work type (duration, skill requirements, products required) is a record of the WorkType object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-worktype.html',
    checked: '2026-11-30',
  },
  {
    name: 'Tenant secrets',
    aliases: ['tenant secret', 'encryption keys', 'key management', 'byok key material'],
    setup: 'Setup, Platform Encryption, Key Management',
    why: 'Each generated or uploaded tenant secret is a record of the TenantSecret object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/api/sforce_api_objects_tenantsecret.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Territory user assignments',
    aliases: ['users in territories', 'territory assignments of users'],
    setup: 'Setup, Territory Models, a territory, Assigned Users',
    why: 'Each assignment of a user to a sales territory is a record of the UserTerritory2Association object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-userterritory2association.html',
    checked: '2026-11-30',
  },
  {
    name: 'Permission set assignments',
    aliases: ['permission set assignment', 'permission set group assignments'],
    setup: 'Setup, Permission Sets, a permission set, Manage Assignments',
    why: 'Each assignment of a permission set or permission set group to a user is a record of the PermissionSetAssignment object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-permissionsetassignment.html',
    checked: '2026-11-30',
  },
  // More kept as records (issue 51, a second helper's sweep of Setup area by area, 2026-11-30: the
  // object's page and, where found, the Help page that sets it up; 17 candidates dropped, each with
  // its reason in the helper's report).
  {
    name: 'Permission set license assignments',
    aliases: ['psl assignments', 'assign permission set license', 'permission set license assignment'],
    setup:
      'Setup, Users (Permission Set License Assignments related list) or Company Information, Permission Set Licenses, Assign Users',
    why: 'Each permission set license given to a user is a record of the PermissionSetLicenseAssign object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api.meta/api/sforce_api_objects_permissionsetlicenseassign.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Managed package license assignments',
    aliases: [
      'package licenses',
      'assign licenses for installed packages',
      'manage licenses',
      'user package license',
    ],
    setup: 'Setup, Installed Packages, Manage Licenses, Add Users',
    why: "Each user's license for an installed managed package is a record of the UserPackageLicense object, not metadata.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_userpackagelicense.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Public group members',
    aliases: ['group membership', 'public group membership', 'group members'],
    setup: 'Setup, Public Groups, New/Edit, Selected Members',
    why: "Each member of a public group is a record of the GroupMember object; Group's own page says a deploy of the group doesn't migrate its members.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_groupmember.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Macros',
    aliases: ['macro', 'lightning macros', 'bulk macros', 'macro instructions'],
    setup: 'Macros utility bar in a Lightning console app (Macro Builder)',
    why: 'Each macro is a record of the Macro object, its steps MacroInstruction records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_macro.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Quick text',
    aliases: ['quick text messages', 'quick text snippets', 'canned responses'],
    setup: 'Quick Text tab (App Launcher), after Setup, Quick Text Settings',
    why: 'Each quick text message is a record of the QuickText object; only Quick Text Settings is configuration.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_quicktext.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Enhanced letterheads',
    aliases: ['enhanced letterhead', 'lightning letterheads', 'letterheads for lightning email templates'],
    setup: 'Enhanced Letterheads tab (App Launcher) in Lightning Experience',
    why: 'Each enhanced letterhead is a record of the EnhancedLetterhead object; the Letterhead type carries Classic letterheads only.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-enhancedletterhead.html',
    checked: '2026-11-30',
  },
  {
    name: 'Forecast quotas',
    aliases: ['quotas', 'collaborative forecasts quotas', 'sales quotas', 'forecasting quota'],
    setup:
      'Forecasts tab (quota cells) or Data Loader insert on Forecasting Quota, after Setup, Forecasts Settings',
    why: 'Each quota is a record of the ForecastingQuota object, loaded as data, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-forecastingquota.html',
    checked: '2026-11-30',
  },
  {
    name: 'Price books',
    aliases: ['custom price books', 'standard price book', 'price book entries', 'pricebook'],
    setup: 'Price Books tab (App Launcher), and Products, Add to Price Book',
    why: 'Each price book is a record of the Pricebook2 object, its prices PricebookEntry records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-pricebook2.html',
    checked: '2026-11-30',
  },
  {
    name: 'Service resources',
    aliases: ['field service resources', 'technicians', 'mobile workers', 'scheduler resources'],
    setup: 'Service Resources tab (or Field Service Admin, Guided Setup, Create Service Resources)',
    why: 'Each service resource is a record of the ServiceResource object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-serviceresource.html',
    checked: '2026-11-30',
  },
  {
    name: 'Service resource skills',
    aliases: ['resource skills', 'skill levels for service resources', 'technician skills'],
    setup: "Service Resources tab, a resource's Skills related list",
    why: 'Each skill given to a service resource is a record of the ServiceResourceSkill object; the Skill type carries only the skill itself.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-serviceresourceskill.html',
    checked: '2026-11-30',
  },
  {
    name: 'Service crews',
    aliases: ['crews', 'field service crews', 'service crew members'],
    setup: 'Service Crews tab, with Service Crew Members related list',
    why: 'Each crew is a record of the ServiceCrew object, its members ServiceCrewMember records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-servicecrew.html',
    checked: '2026-11-30',
  },
  {
    name: 'Field Service app extensions',
    aliases: ['Field Service mobile app extensions', 'app extensions for the Field Service mobile app'],
    setup: 'Field Service Mobile Settings, App Extensions related list, where each opens another app',
    why: 'Each app extension, which passes record data from the Field Service mobile app to another app, is a record of the AppExtension object tied to a set of Field Service mobile settings, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-appextension.html',
    checked: '2026-11-30',
  },
  {
    name: 'Knowledge articles',
    aliases: [
      'Salesforce Knowledge articles',
      'Lightning Knowledge articles',
      'knowledge article versions',
      'knowledge base articles',
    ],
    setup: 'Knowledge tab, where articles are written, published and archived',
    why: "Each article is a KnowledgeArticle record and each of its versions, draft, published or archived, a KnowledgeArticleVersion record, not metadata; the Knowledge object's fields, record types and layouts are metadata of that object.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.knowledge_dev.meta/knowledge_dev/knowledge_development_object_managing_articles.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Promoted search terms',
    aliases: ['promoted terms', 'search promotion rules', 'promote articles in search results'],
    setup: 'Published Knowledge article, Promoted Search Terms related list',
    why: 'Each promoted search term is a record of the SearchPromotionRule object, tied to a published article, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-searchpromotionrule.html',
    checked: '2026-11-30',
  },
  {
    name: 'Work type groups',
    aliases: ['appointment topics', 'work type group members', 'capacity work type groups'],
    setup: 'Work Type Groups tab (Salesforce Scheduler Setup app or Field Service)',
    why: 'Each work type group is a record of the WorkTypeGroup object, its work types WorkTypeGroupMember records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-worktypegroup.html',
    checked: '2026-11-30',
  },
  {
    name: 'Default opportunity teams',
    aliases: ['default opportunity team', 'default sales team', 'user team members'],
    setup:
      "Advanced User Details (personal settings) or a user's detail page, Default Opportunity Team related list, after Setup, Opportunity Team Settings",
    why: "Each member of a user's default opportunity team is a record of the UserTeamMember object; Opportunity Team Settings stays configuration.",
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-userteammember.html',
    checked: '2026-11-30',
  },
  {
    name: 'Manual account assignments to territories',
    aliases: [
      'manually assigned accounts',
      'territory account assignments',
      'object territory association',
      'manual territory assignment',
    ],
    setup: "Territory Models, a territory's Assigned Records (Manually Assigned Accounts) related list",
    why: 'Each account placed in a territory by hand is a record of the ObjectTerritory2Association object; assignment rules are metadata, manual assignments are not.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-objectterritory2association.html',
    checked: '2026-11-30',
  },
  {
    name: 'Data use purposes',
    aliases: ['data use purpose', 'consent purposes', 'data use legal basis'],
    setup: 'Data Use Purposes tab (App Launcher), with Data Protection and Privacy enabled',
    why: 'Each data use purpose is a record of the DataUsePurpose object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-datausepurpose.html',
    checked: '2026-11-30',
  },
  {
    name: 'Communication subscriptions',
    aliases: ['communication subscription', 'subscription channel types', 'newsletter subscriptions'],
    setup: 'Communication Subscriptions tab (App Launcher), with Communication Subscription Channel Types',
    why: 'Each communication subscription is a record of the CommSubscription object, its channels CommSubscriptionChannelType records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-commsubscription.html',
    checked: '2026-11-30',
  },
  {
    name: 'Custom settings records',
    aliases: [
      'custom settings data',
      'custom setting values',
      'hierarchy custom setting values',
      'list custom setting data sets',
    ],
    setup: 'Setup, Custom Settings, Manage (New/Edit data sets or org, profile and user values)',
    why: "A custom setting's definition deploys as a CustomObject, but the values entered under Manage are records of that setting, and Salesforce says only definitions, not data, travel in packages.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/apex_customsettings.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Channel programs and levels',
    aliases: [
      'channel programs',
      'channel program levels',
      'channel program members',
      'partner programs',
      'partner levels',
    ],
    setup:
      'Channel Programs and Channel Program Levels tabs (App Launcher), for partner Experience Cloud sites',
    why: 'Each channel program is a record of the ChannelProgram object, its levels ChannelProgramLevel records and its partners ChannelProgramMember records, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-channelprogram.html',
    checked: '2026-11-30',
  },
  {
    name: 'Loyalty tier groups and tiers',
    aliases: ['loyalty tiers', 'tier groups', 'loyalty program tiers'],
    setup: "Loyalty Management app, Loyalty Programs tab, a program's Setup tab, Loyalty Tier Groups",
    why: 'Each tier group is a record of the LoyaltyTierGroup object and each tier a LoyaltyTier record; LoyaltyProgramSetup carries program processes only.',
    source:
      'https://developer.salesforce.com/docs/marketing/loyalty-api/guide/sforce-api-objects-loyaltytier.html',
    checked: '2026-11-30',
  },
  {
    name: 'Product selling models',
    aliases: [
      'selling models',
      'one-time evergreen term-defined selling models',
      'product selling model options',
    ],
    setup:
      'Product Selling Models tab (App Launcher), then Product Selling Model Options on products (Revenue Cloud, Subscription Management)',
    why: 'Each product selling model is a record of the ProductSellingModel object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-productsellingmodel.html',
    checked: '2026-11-30',
  },
  {
    name: 'Service territory members',
    aliases: ['territory members', 'service territory membership', 'primary and secondary territories'],
    setup:
      "Service Territories tab, a territory's Service Territory Members related list (or a resource's Service Territories list)",
    why: "Each resource's membership in a service territory is a record of the ServiceTerritoryMember object, not metadata.",
    source:
      'https://developer.salesforce.com/docs/service/salesforce-scheduler-dev-guide/guide/sforce-api-objects-serviceterritorymember.html',
    checked: '2026-11-30',
  },
  {
    name: 'Debug log trace flags',
    aliases: ['trace flag', 'trace flags', 'user trace flags', 'debug logging', 'debug log monitoring'],
    setup: 'Setup, Environments, Logs, Debug Logs',
    why: 'Each trace flag that turns on debug logging for a user, Apex class or trigger is a record of the Tooling API TraceFlag object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-traceflag.html',
    checked: '2026-11-30',
  },
  {
    name: 'OAuth tokens',
    aliases: ['oauth token', 'oauth access tokens', 'connected app oauth tokens', 'connected app tokens'],
    setup: 'Setup, Apps, Connected Apps, Connected Apps OAuth Usage',
    why: "Each OAuth access token a user's grant gives a connected app is a record of the OauthToken object, which can only be described and queried: not metadata.",
    source: `${OBJECTS}sforce_api_objects_oauthtoken.htm`,
    checked: '2026-11-30',
  },
  {
    name: 'Debug levels',
    aliases: ['debug level', 'log levels', 'log category levels', 'custom debug levels'],
    setup: 'Setup, Environments, Logs, Debug Logs (Debug Levels)',
    why: 'Each debug level (the set of log category levels a trace flag uses) is a record of the Tooling API DebugLevel object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/api-tooling/references/tooling-objects/tooling-debuglevel.html',
    checked: '2026-11-30',
  },
  {
    name: 'Next Best Action recommendations',
    aliases: ['einstein next best action recommendations', 'nba recommendations'],
    setup: 'App Launcher, Recommendations tab (used by strategies from Setup, Next Best Action)',
    why: 'Each Einstein Next Best Action recommendation is a record of the Recommendation object; only the strategy (RecommendationStrategy or a flow) is metadata, so the recommendations must be recreated or loaded as data in each org.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-recommendation.html',
    checked: '2026-11-30',
  },
  {
    name: 'Library permissions',
    aliases: ['library permission', 'content permissions', 'content library permissions', 'library roles'],
    setup: 'Setup, Content Permissions',
    why: 'Each Salesforce CRM Content library permission (Viewer, Author, Library Administrator or a custom one) is a record of the ContentWorkspacePermission object, not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-contentworkspacepermission.html',
    checked: '2026-11-30',
  },
  {
    name: 'Libraries',
    aliases: ['content libraries', 'salesforce crm content libraries', 'shared libraries', 'library members'],
    setup: 'Files home, Libraries (Libraries tab in Salesforce Classic)',
    why: 'Each shared content library (and each of its members, a ContentWorkspaceMember record) is a record of the ContentWorkspace object, not metadata, so libraries must be recreated in each org.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-contentworkspace.html',
    checked: '2026-11-30',
  },
  {
    name: 'Einstein Activity Capture configuration user assignments',
    aliases: [
      'eac configuration users',
      'einstein activity capture users',
      'activity capture configuration assignments',
      'add users to eac configuration',
    ],
    setup: 'Setup, Einstein Activity Capture, Settings (Configurations tab)',
    why: 'Each user or profile added to an Einstein Activity Capture configuration is a record of the UserEmailCalendarSync object, not metadata (EACSettings holds only the org-wide switches); the configuration itself is created in Setup and its ID differs per org, so only the assignment part is kept here.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_useremailcalendarsync.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Linked namespaces (Dev Hub namespace registry)',
    aliases: [
      'namespace registry',
      'namespace registries',
      'link namespace',
      'linked namespace',
      'dev hub namespaces',
    ],
    setup: 'Dev Hub org, App Launcher, Namespace Registries, Link Namespace',
    why: 'Each namespace linked to a Dev Hub is a NamespaceRegistry record inserted by the Link Namespace action (the API can update or delete it but not create it), not metadata.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-namespaceregistry.html',
    checked: '2026-11-30',
  },
  {
    name: 'Badges (Thanks badges)',
    aliases: [
      'custom badges',
      'thanks badges',
      'recognition badges',
      'wdc badges',
      'work.com badges',
      'badge definitions',
    ],
    setup: 'Badges tab (Thanks enabled in Setup, WDC / Work.com Settings)',
    why: "Each custom badge users give with Thanks is a record of the WorkBadgeDefinition object (its image a Document record), not metadata; Help notes badges can't be transferred from a sandbox to production.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_workbadgedefinition.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Briefcase assignments',
    aliases: [
      'briefcase assignment',
      'assign briefcase to users',
      'briefcase users and groups',
      'offline briefcase assignments',
    ],
    setup: 'Setup, Offline, Briefcase Builder (assign users and groups)',
    why: 'The briefcase definition itself is metadata (BriefcaseDefinition, which has no assignment field), but each assignment of a briefcase to a user or group is a record of the BriefcaseAssignment object, so the assignments must be redone in each org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.object_reference.meta/object_reference/sforce_api_objects_briefcaseassignment.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Allowed email domains',
    aliases: [
      'allowed email domain',
      'user email domain allowlist',
      'restrict user email domains',
      'email domain allowlist',
    ],
    setup: 'Setup, Allowed Email Domains',
    why: "Each domain on the allowlist that restricts users' Email field is a record of the AllowedEmailDomain object, not metadata.",
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-allowedemaildomain.html',
    checked: '2026-11-30',
  },
  {
    name: 'Health Check custom baselines',
    aliases: ['custom baseline', 'custom security baseline', 'health check baseline', 'import baseline'],
    setup: 'Setup, Health Check (Baseline Controls, Import Baseline)',
    why: 'Each custom baseline imported into Health Check is a record of the SecurityCustomBaseline object holding the baseline XML, not metadata, so it must be imported again in each org.',
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api.meta/api/sforce_api_objects_securitycustombaseline.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Authorization forms (consent)',
    aliases: [
      'authorization form',
      'authorization form text',
      'authorization form data use',
      'consent forms',
      'privacy policy forms',
      'terms and conditions forms',
    ],
    setup: 'Setup, Data Protection and Privacy (enabled); forms created in the Authorization Forms tab',
    why: "Each authorization form (privacy policy, terms of service) with its text versions (AuthorizationFormText) and data uses (AuthorizationFormDataUse) is a record of these consent objects, not metadata; only the customers' consents (AuthorizationFormConsent) are ordinary business data.",
    source:
      'https://developer.salesforce.com/docs/atlas.en-us.api.meta/object_ref/sforce_api_objects_authorizationform.htm',
    checked: '2026-11-30',
  },
  {
    name: 'Consent templates (Preference Center)',
    aliases: [
      'consent template',
      'preference center consent templates',
      'basic consent template',
      'preference form templates',
    ],
    setup: 'Setup, Preference Center (Data Protection and Privacy)',
    why: 'Each consent template used to build preference forms is a record of the ConsentTemplate object (create/update through the API), and no Metadata API type carries it.',
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-consenttemplate.html',
    checked: '2026-11-30',
  },
  {
    name: 'Scheduled Apex jobs',
    aliases: ['scheduled jobs', 'scheduled apex', 'apex schedules', 'apex scheduler jobs'],
    setup: 'Setup, Apex Classes, Schedule Apex (or System.schedule in Apex); listed in Setup, Scheduled Jobs',
    why: "Each schedule is a CronTrigger record the Schedule Apex page or System.schedule creates: the Apex class deploys, its schedule doesn't, so schedule it again in each org.",
    source:
      'https://developer.salesforce.com/docs/platform/object-reference/references/standard-objects/object-crontrigger.html',
    checked: '2026-11-30',
  },
  {
    name: 'Entitlements',
    aliases: ['entitlement', 'customer entitlements', 'support entitlements', 'entitlement records'],
    setup: 'Entitlements tab, or the Entitlements related list of an account, asset or service contract',
    why: 'Each entitlement is a record of the Entitlement object, the support one customer gets; only entitlement processes and templates are metadata.',
    source: `${OBJECTS}sforce_api_objects_entitlement.htm`,
    checked: '2026-11-30',
  },
];

/** "order of active approval processes" → "Order of active approval processes". */
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The features apart by each of their names, as keys: a thing one of them names is that feature. */
function apartByName(): Map<string, SetupFeature> {
  return new Map(FEATURES_APART.flatMap((f) => [f.name, ...f.aliases].map((n) => [key(n), f] as const)));
}

/**
 * What a type's page says a deploy of it leaves out, one entry per thing: a thing several types'
 * pages name (the Bot pages' "Lead Nurturing and Sales Coach Agents") is one entry, part of each; a
 * thing a feature above already names is that feature.
 */
function partsOfTypes(): SetupFeature[] {
  const taken = apartByName();
  const byThing = new Map<string, SetupFeature>();
  for (const limit of GUIDE_LIMITS) {
    const k = key(limit.thing);
    if (taken.has(k)) continue;
    const seen = byThing.get(k);
    if (seen) {
      byThing.set(k, { ...seen, partOf: [...(seen.partOf ?? []), limit.type] });
      continue;
    }
    byThing.set(k, {
      name: sentenceCase(limit.thing),
      // A name a feature apart already answers to stays that feature's.
      aliases: limit.aliases.filter((alias) => !taken.has(key(alias))),
      ...(limit.setup ? { setup: limit.setup } : {}),
      why: `A deploy of ${limit.member ?? limit.type} leaves it out, as its page says.`,
      source: limit.page,
      checked: limit.read,
      partOf: [limit.type],
      quote: limit.quote,
      ...(limit.member ? { member: limit.member } : {}),
      ...(limit.inPlans === false ? { inPlans: false } : {}),
      ...(limit.support ? { support: true } : {}),
      ...(limit.field && limit.when ? { field: limit.field, when: limit.when } : {}),
    });
  }
  return [...byThing.values()];
}

/** Every Setup feature no step can copy: the features apart, then the parts of types a deploy leaves out. */
export const SETUP_FEATURES: readonly SetupFeature[] = [...FEATURES_APART, ...partsOfTypes()];

let partsByType: Map<string, SetupFeature[]> | undefined;

/** The parts of a type its page says a deploy leaves out (none: an empty list). */
export function partsLeftOut(type: string): readonly SetupFeature[] {
  if (!partsByType) {
    partsByType = new Map();
    for (const feature of SETUP_FEATURES)
      for (const part of feature.partOf ?? [])
        partsByType.set(part, [...(partsByType.get(part) ?? []), feature]);
    // A thing a type's page leaves out that a feature apart already names (LiveChatButton's "chats
    // routed with Omni-Channel"): still that type's part, answered by the feature apart.
    const apart = apartByName();
    for (const limit of GUIDE_LIMITS) {
      const feature = apart.get(key(limit.thing));
      const type = limit.member ? 'Settings' : limit.type;
      if (feature && !partsByType.get(type)?.some((part) => part.name === feature.name))
        partsByType.set(type, [
          ...(partsByType.get(type) ?? []),
          limit.inPlans === false ? { ...feature, inPlans: false } : feature,
        ]);
    }
  }
  return partsByType.get(type) ?? [];
}

/** A Setup feature's anchor on the coverage page (`setup-quote-templates`): apart from every type's. */
export function featureAnchor(name: string): string {
  return `setup-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}
