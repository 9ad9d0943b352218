// Page names of the Metadata API Developer Guide. cspell:ignore compactlayout businessprocess remotesitesetting
/**
 * The supported-components catalogue: one entry per component type a
 * Metaferry step can copy, one page per entry under
 * `docs/supported-components/<slug>.mdx`.
 *
 * The sidebar, the filterable index, each page's "At a glance" box and the
 * order-of-steps table all read this list, so they cannot disagree. Each
 * entry is a file of its own, `./entries/<slug>.ts`, listed in `entries`
 * below; the limits and Salesforce pages several entries share are in
 * `./shared.ts`. Every Salesforce name in them (metadata types, fields,
 * permission names) is spelled as the Metadata API Developer Guide or
 * Salesforce Help spells it; check there before changing one.
 * `src/data/__tests__/components.test.ts` validates the whole list.
 *
 * This module is plain data plus pure functions: `sidebars.ts` imports it in
 * Node, so it must not import anything from the browser or the theme.
 */

import { isStep, type ComponentEntry } from '../catalogue';

import { API_META } from './shared';

import { entry as apexPagesOverridesEntry } from './entries/apex-pages-overrides';
import { entry as ciCdEntry } from './entries/ci-cd';
import { entry as compactLayoutAssignmentsEntry } from './entries/compact-layout-assignments';
import { entry as componentsEntry } from './entries/components';
import { entry as dashboardsEntry } from './entries/dashboards';
import { entry as emailTemplatesEntry } from './entries/email-templates';
import { entry as executeAnonymousApexEntry } from './entries/execute-anonymous-apex';
import { entry as fieldHistoryTrackingEntry } from './entries/field-history-tracking';
import { entry as fieldSetsEntry } from './entries/field-sets';
import { entry as flexiPagesOverridesEntry } from './entries/flexi-pages-overrides';
import { entry as helpTextsEntry } from './entries/help-texts';
import { entry as letterheadsEntry } from './entries/letterheads';
import { entry as listViewsEntry } from './entries/list-views';
import { entry as packageUpgradeEntry } from './entries/package-upgrade';
import { entry as pageLayoutsEntry } from './entries/page-layouts';
import { entry as picklistValuesEntry } from './entries/picklist-values';
import { entry as profileUpdatesEntry } from './entries/profile-updates';
import { entry as recordTypesEntry } from './entries/record-types';
import { entry as remoteSiteSettingsEntry } from './entries/remote-site-settings';
import { entry as reportsEntry } from './entries/reports';
import { entry as searchLayoutsEntry } from './entries/search-layouts';
import { entry as tabStylesEntry } from './entries/tab-styles';
import { entry as zipPackagesEntry } from './entries/zip-packages';

export * from '../catalogue';

/**
 * Each Metadata API type an entry names, with its page in Salesforce's
 * Metadata API Developer Guide (the current release). The folder types share
 * Salesforce's one Folder page. A type missing here fails
 * src/data/__tests__/components.test.ts, naming the entry and the type: find
 * the page in the guide's list of metadata types and add it.
 */
export const metadataTypeReference: Readonly<Record<string, string>> = {
  ApexClass: `${API_META}meta_classes.htm`,
  ApexPage: `${API_META}meta_pages.htm`,
  ApexTrigger: `${API_META}meta_triggers.htm`,
  BusinessProcess: `${API_META}meta_businessprocess.htm`,
  CompactLayout: `${API_META}meta_compactlayout.htm`,
  CustomApplication: `${API_META}meta_customapplication.htm`,
  CustomField: `${API_META}customfield.htm`,
  CustomLabels: `${API_META}meta_customlabels.htm`,
  CustomObject: `${API_META}customobject.htm`,
  CustomTab: `${API_META}meta_tab.htm`,
  Dashboard: `${API_META}meta_dashboard.htm`,
  DashboardFolder: `${API_META}meta_folder.htm`,
  EmailFolder: `${API_META}meta_folder.htm`,
  EmailTemplate: `${API_META}meta_emailtemplate.htm`,
  EmailTemplateFolder: `${API_META}meta_folder.htm`,
  FieldSet: `${API_META}meta_fieldset.htm`,
  Flow: `${API_META}meta_visual_workflow.htm`,
  GlobalValueSet: `${API_META}meta_globalvalueset.htm`,
  Layout: `${API_META}meta_layouts.htm`,
  Letterhead: `${API_META}meta_letterhead.htm`,
  LightningComponentBundle: `${API_META}meta_lightningcomponentbundle.htm`,
  ListView: `${API_META}meta_listview.htm`,
  PermissionSet: `${API_META}meta_permissionset.htm`,
  Profile: `${API_META}meta_profile.htm`,
  RecordType: `${API_META}meta_recordtype.htm`,
  RemoteSiteSetting: `${API_META}meta_remotesitesetting.htm`,
  Report: `${API_META}meta_report.htm`,
  ReportFolder: `${API_META}meta_folder.htm`,
  ReportType: `${API_META}meta_reporttype.htm`,
  StandardValueSet: `${API_META}meta_standardvalueset.htm`,
  StaticResource: `${API_META}meta_staticresource.htm`,
};

/** Every entry, one file each under ./entries, in slug order. */
const entries: readonly ComponentEntry[] = [
  apexPagesOverridesEntry,
  ciCdEntry,
  compactLayoutAssignmentsEntry,
  componentsEntry,
  dashboardsEntry,
  emailTemplatesEntry,
  executeAnonymousApexEntry,
  fieldHistoryTrackingEntry,
  fieldSetsEntry,
  flexiPagesOverridesEntry,
  helpTextsEntry,
  letterheadsEntry,
  listViewsEntry,
  packageUpgradeEntry,
  pageLayoutsEntry,
  picklistValuesEntry,
  profileUpdatesEntry,
  recordTypesEntry,
  remoteSiteSettingsEntry,
  reportsEntry,
  searchLayoutsEntry,
  tabStylesEntry,
  zipPackagesEntry,
];

/** The catalogue, sorted by title. */
export const components: readonly ComponentEntry[] = [...entries].sort((a, b) =>
  a.title.localeCompare(b.title, 'en'),
);

const bySlug: ReadonlyMap<string, ComponentEntry> = new Map(components.map((entry) => [entry.slug, entry]));

/** The entry for a slug; throws, naming the slug, when there is none. */
export function getComponent(slug: string): ComponentEntry {
  const entry = bySlug.get(slug);
  if (!entry) {
    throw new Error(
      `Unknown supported-component slug "${slug}". Add its entry to src/data/components (entries/<slug>.ts, listed in index.ts) or fix the slug; known slugs: ${[
        ...bySlug.keys(),
      ]
        .sort()
        .join(', ')}.`,
    );
  }
  return entry;
}

type LayerEntry = Pick<ComponentEntry, 'slug' | 'title' | 'runAfter'>;

/**
 * Topological layering: layer 0 holds the entries that depend on nothing,
 * each later layer the entries whose prerequisites are all in earlier layers.
 * Entries inside a layer are sorted by title.
 *
 * Throws when an entry names a prerequisite that isn't in `list`, or when the
 * prerequisites form a cycle; the message names the entries involved.
 */
export function layer<T extends LayerEntry>(list: readonly T[]): T[][] {
  const known = new Map(list.map((entry) => [entry.slug, entry]));
  for (const entry of list) {
    for (const dependency of entry.runAfter) {
      if (!known.has(dependency)) {
        throw new Error(
          `"${entry.slug}" runs after "${dependency}", which is not in the list being ordered.`,
        );
      }
    }
  }

  const layers: T[][] = [];
  const placed = new Set<string>();
  let remaining = [...list];
  while (remaining.length > 0) {
    const ready = remaining.filter((entry) => entry.runAfter.every((dependency) => placed.has(dependency)));
    if (ready.length === 0) {
      throw new Error(describeCycle(remaining));
    }
    ready.sort((a, b) => a.title.localeCompare(b.title, 'en'));
    for (const entry of ready) placed.add(entry.slug);
    layers.push(ready);
    remaining = remaining.filter((entry) => !placed.has(entry.slug));
  }
  return layers;
}

/** Names one cycle among entries that could not be placed, e.g. `a → b → a`. */
function describeCycle(stuck: readonly LayerEntry[]): string {
  const stuckBySlug = new Map(stuck.map((entry) => [entry.slug, entry]));
  // Every stuck entry waits for at least one stuck entry, so walking
  // "first stuck prerequisite" links must eventually revisit a slug.
  const path: string[] = [];
  const seenAt = new Map<string, number>();
  let current = stuck[0]?.slug;
  while (current !== undefined && !seenAt.has(current)) {
    seenAt.set(current, path.length);
    path.push(current);
    current = stuckBySlug.get(current)?.runAfter.find((dependency) => stuckBySlug.has(dependency));
  }
  const cycle = current === undefined ? path : [...path.slice(seenAt.get(current)), current];
  const blocked = stuck.map((entry) => entry.slug).sort();
  return `Dependency cycle in runAfter: ${cycle.join(' → ')}. Entries that cannot be ordered: ${blocked.join(', ')}.`;
}

/** The steps of the catalogue in dependency order (see `layer`). */
export function dependencyOrder(): ComponentEntry[][] {
  return layer(components.filter(isStep));
}

// --- What the browser components get at build time ------------------------
// src/plugins/catalogue-data adds these as a `data` prop to the elements
// that render the catalogue, so the pages carry only what they show.

/** The fields of an entry the catalogue's cards and filter read. */
export type CatalogueCard = Pick<
  ComponentEntry,
  'slug' | 'title' | 'summary' | 'category' | 'mechanism' | 'metadataTypes' | 'anyMetadataType' | 'fields'
>;

/** Everything src/elements/ComponentCatalogue shows: every entry, as a card. */
export function catalogueData(): { readonly entries: readonly CatalogueCard[] } {
  return {
    entries: components.map(
      ({ slug, title, summary, category, mechanism, metadataTypes, anyMetadataType, fields }) => ({
        slug,
        title,
        summary,
        category,
        mechanism,
        metadataTypes,
        anyMetadataType,
        fields,
      }),
    ),
  };
}
