/**
 * The catalogue's vocabulary without its data: the types of an entry, the
 * labels of categories and mechanisms, and small pure helpers. Components
 * that run in the browser import from here, never from ./components,
 * which holds every entry (about 7 KB gzipped): the data they show reaches
 * them at build time instead (src/plugins/catalogue-data), so a page loads
 * only what it renders. ./components/index.ts re-exports all of this.
 */

export type ComponentCategory =
  'layout-ui' | 'data-model' | 'analytics' | 'security-access' | 'code-automation' | 'packaging-delivery';

/** Categories in display order (the order of the index page's select). */
export const categoryIds: readonly ComponentCategory[] = [
  'layout-ui',
  'data-model',
  'analytics',
  'security-access',
  'code-automation',
  'packaging-delivery',
];

export const categoryLabels: Record<ComponentCategory, string> = {
  'layout-ui': 'Layout and UI',
  'data-model': 'Data model',
  analytics: 'Analytics',
  'security-access': 'Security and access',
  'code-automation': 'Code and automation',
  'packaging-delivery': 'Packaging and delivery',
};

export const categoryDescriptions: Record<ComponentCategory, string> = {
  'layout-ui':
    'What users see: page layouts, compact layouts, Lightning and Visualforce page overrides, list views, search layouts, tabs and letterheads.',
  'data-model':
    'Settings on fields and objects: picklist values, record types, field sets, help text and field history tracking.',
  analytics: 'Reports and dashboards, with the folders they live in.',
  'security-access':
    'Who can do what, and which outside sites code may call: profiles and remote site settings.',
  'code-automation':
    'Apex scripts run in each target org, and the email templates that users, alerts and flows send.',
  'packaging-delivery':
    'How a release arrives: managed packages, uploaded zip files, any other metadata type, and runs started from CI/CD pipelines.',
};

/**
 * How a step talks to the target org. Most steps are Metadata API deploys;
 * three entries are not, and that decides whether they can be validate-only
 * and whether they can delete.
 */
export type Mechanism = 'metadata-deploy' | 'package-install' | 'execute-anonymous' | 'pipeline';

export const mechanismLabels: Record<Mechanism, string> = {
  'metadata-deploy': 'Metadata API deploy',
  'package-install': 'Package install through the Tooling API PackageInstallRequest object',
  'execute-anonymous': 'Apex executeAnonymous() call, not a deploy',
  pipeline: 'Starts a whole job from a pipeline; not a step of its own',
};

/**
 * What a package-install step creates in each target: the Tooling API object
 * PackageInstallRequest, not a Metadata API type (its entry names no types).
 */
export const packageInstallRequestReference = {
  name: 'PackageInstallRequest',
  url: 'https://developer.salesforce.com/docs/atlas.en-us.api_tooling.meta/api_tooling/tooling_api_objects_packageinstallrequest.htm',
  title: 'Tooling API: PackageInstallRequest',
} as const;

/**
 * What the authorizing user needs for every step (see
 * /start/how-to-authorize-an-organization/). Entries list only what they
 * need beyond these.
 */
export const baselinePermissions = [
  'API Enabled',
  'Customize Application',
  'View Setup and Configuration',
  'Modify Metadata Through Metadata API Functions',
] as const;

/**
 * Every Salesforce user permission an entry may name, spelled as Setup shows
 * it. A new name goes here first, after checking it in Salesforce Help; the
 * tests reject anything else, which catches typos such as "Manage Profiles
 * and Permissions Sets".
 */
export const knownPermissions = [
  'Author Apex',
  'Create Dashboard Folders',
  'Create Folders for Lightning Email Templates',
  'Create Report Folders',
  'Download AppExchange Packages',
  'Manage Dashboards in Public Folders',
  'Manage Dynamic Dashboards',
  'Manage Letterheads',
  'Manage Profiles and Permission Sets',
  'Manage Public Classic Email Templates',
  'Manage Public Lightning Email Templates',
  'Manage Public List Views',
  'Manage Reports in Public Folders',
] as const;

export type KnownPermission = (typeof knownPermissions)[number];

export interface ComponentEntry {
  /** Page slug: `/supported-components/<slug>/`. Kebab-case, from the spec. */
  readonly slug: string;
  /** Same text as the page's front-matter `title`. */
  readonly title: string;
  /** One sentence, at most 140 characters, ending with a period. */
  readonly summary: string;
  readonly category: ComponentCategory;
  readonly mechanism: Mechanism;
  /**
   * True for the generic steps that take any Metadata API type
   * (`components`, `zip-packages`); `metadataTypes` then lists common
   * examples, not a limit.
   */
  readonly anyMetadataType: boolean;
  /**
   * Exact Metadata API type names, e.g. `CustomObject`, `CompactLayout`.
   * Empty only where no metadata type applies (anonymous Apex, pipelines) or
   * where `anyMetadataType` is true and no example helps.
   */
  readonly metadataTypes: readonly string[];
  /**
   * Exact fields or elements the step writes, as `Type.field`, e.g.
   * `CustomObject.actionOverrides`, `CustomField.trackHistory`. Empty when the
   * step sends whole components, or none.
   */
  readonly fields: readonly string[];
  /**
   * Salesforce user permissions beyond `baselinePermissions`, from
   * `knownPermissions`. Some apply only with an option; the page's
   * Permissions section says when.
   */
  readonly permissions: readonly KnownPermission[];
  /**
   * When the job planner gives this step the package's components of a type
   * instead of the one Components step (issue 51: fewest deployments by
   * design). Absent: the planner never sends a type here.
   */
  readonly planner?: PlannerRule;
  /** Slugs of entries whose steps must run before this one. */
  readonly runAfter: readonly string[];
  /** Whether a run with **Validate only** checks this step (a check-only deploy). */
  readonly validateOnly: boolean;
  /** Whether the step can delete components in a target (destructiveChanges.xml). */
  readonly deletes: boolean;
  /**
   * Salesforce limits and rules that apply, one sentence each; a limit built
   * from src/data/salesforce-facts.ts carries that fact's source link.
   */
  readonly limits: readonly Limit[];
}

/**
 * Why a package's components of some types get a step of their own: Salesforce
 * deploys the components of one deployment together, so every split into steps
 * is a place where order can break, and a split is made only for what the
 * step adds that the Components step can't (profile sections, layout
 * assignments, record type visibility, per-org URLs, folders, a running user).
 */
export interface PlannerRule {
  /** The types it takes from the package. */
  readonly types: readonly string[];
  /** Only when the package also lists one of these types (layout assignments live on profiles); absent: always. */
  readonly whenListed?: readonly string[];
  /** What the step adds, one sentence the plan shows as the reason for the split. */
  readonly adds: string;
  /** The options the plan sets on the step, where its default wouldn't do what the package asks. */
  readonly options?: readonly { readonly option: string; readonly value: string }[];
  /** One step for each component: the step takes one at a time (Package upgrade installs one version). */
  readonly onePerComponent?: boolean;
  /**
   * The step changes the components each target has and creates none (Profile updates): each target
   * holds them before the job, so a component of an earlier step that names one finds it there, and
   * the plan orders nothing after the step for it.
   */
  readonly createsNone?: boolean;
}

/**
 * A limit sentence and the Salesforce page that states it (https,
 * developer.salesforce.com or help.salesforce.com). A limit no Salesforce
 * page confirms has no place in the catalogue: there is no bare-string form.
 */
export interface Limit {
  readonly text: string;
  readonly source: string;
  readonly sourceTitle: string;
}

/** The sentence of a limit. */
export function limitText(limit: Limit): string {
  return limit.text;
}

/** Page path of an entry, with the trailing slash the site uses. */
export function componentPath(slug: string): string {
  return `/supported-components/${slug}/`;
}

/**
 * Whether an entry is a step inside a job. CI/CD starts a whole job, so it
 * has no place in the order of steps.
 */
export function isStep(entry: Pick<ComponentEntry, 'mechanism'>): boolean {
  return entry.mechanism !== 'pipeline';
}
