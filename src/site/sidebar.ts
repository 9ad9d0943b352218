/**
 * The docs sidebar, read once for the site model (./model.ts): each doc's
 * breadcrumb trail and section, and the top-level sections in reading order.
 * No other module walks the sidebar.
 */

/** A breadcrumb: a category or a page, with its path when it links somewhere. */
export interface Crumb {
  name: string;
  path?: string;
}

/** Sidebar items as the docs plugin loads them (before the theme turns docs into links). */
export interface SidebarNode {
  type: string;
  id?: string;
  label?: string;
  items?: SidebarNode[];
  link?: { type: string; id?: string; permalink?: string };
}

export interface Trail {
  crumbs: Crumb[];
  /** The top-level category's label; '' for a doc outside every category. */
  section: string;
}

/**
 * The trail the theme's DocBreadcrumbs shows for each doc (its
 * useSidebarBreadcrumbs): the categories down to the doc, a category whose
 * link is the doc ending the trail. Keys are doc ids; the first place a doc
 * appears wins.
 */
export function sidebarTrails(
  items: readonly SidebarNode[],
  docPath: (id: string) => string | undefined,
  docLabel: (id: string) => string,
): Map<string, Trail> {
  const trails = new Map<string, Trail>();
  const walk = (nodes: readonly SidebarNode[], above: Crumb[], section: string) => {
    for (const node of nodes) {
      if (node.type === 'doc' && node.id && !trails.has(node.id)) {
        trails.set(node.id, {
          crumbs: [...above, { name: node.label ?? docLabel(node.id), path: docPath(node.id) }],
          section,
        });
      }
      if (node.type === 'category') {
        const label = node.label ?? '';
        const linkPath =
          node.link?.type === 'doc' && node.link.id ? docPath(node.link.id) : node.link?.permalink;
        const crumb: Crumb = { name: label, path: linkPath };
        const inSection = section || label;
        if (node.link?.type === 'doc' && node.link.id && !trails.has(node.link.id))
          trails.set(node.link.id, { crumbs: [...above, crumb], section: inSection });
        walk(node.items ?? [], [...above, crumb], inSection);
      }
    }
  };
  walk(items, [], '');
  return trails;
}

export interface SidebarSection {
  /** A top-level category's label, or null for a doc outside any category. */
  label: string | null;
  /** Its doc ids in reading order (a category's own page first). */
  docIds: string[];
}

/** The doc ids of a sidebar, grouped by top-level entry, in reading order. */
export function sidebarSections(items: readonly SidebarNode[]): SidebarSection[] {
  const sections: SidebarSection[] = [];
  const collect = (item: SidebarNode, into: string[]) => {
    if (item.type === 'doc' && item.id) into.push(item.id);
    if (item.type === 'category') {
      if (item.link?.type === 'doc' && item.link.id) into.push(item.link.id);
      for (const child of item.items ?? []) collect(child, into);
    }
  };
  for (const item of items) {
    const docIds: string[] = [];
    collect(item, docIds);
    if (docIds.length > 0)
      sections.push({ label: item.type === 'category' ? (item.label ?? null) : null, docIds });
  }
  return sections;
}
