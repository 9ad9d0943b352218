import type { Section } from '../../plugins/search-index/sections';
import { pageRecords, type PageSource } from '../../plugins/search-index/records';
import { buildIndexFile, searchIndex, type LoadedIndex } from '../engine';
import type { IndexFile, PageKind, SearchRecord } from '../protocol/types';

export const SITE = 'https://docs.example.com';

export interface FixturePage {
  path: string;
  title: string;
  description?: string;
  lvl0?: string;
  tag?: string;
  kind?: PageKind;
  keywords?: string[];
  intro?: string[];
  sections?: { depth?: number; title: string; anchor?: string; blocks?: string[] }[];
}

/** Records for pages described inline, through the same code as the site's records. */
export function fixtureRecords(pages: FixturePage[]): SearchRecord[] {
  return pages.flatMap((page) => {
    const source: PageSource = {
      permalink: page.path,
      title: page.title,
      description: page.description,
      file: `${page.path}.mdx`,
      lvl0: page.lvl0 ?? 'Documentation',
      tag: page.tag ?? 'docs-default-current',
      kind: page.kind,
      keywords: page.keywords,
    };
    const sections: Section[] = [
      { depth: 1, title: null, anchor: null, blocks: page.intro ?? [] },
      ...(page.sections ?? []).map((s) => ({
        depth: s.depth ?? 2,
        title: s.title,
        anchor: s.anchor ?? s.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        blocks: s.blocks ?? [],
      })),
    ];
    return pageRecords(source, sections, SITE);
  });
}

/** The index file for the pages, serialized and parsed back as the browser gets it. */
export function fixtureIndex(pages: FixturePage[]): IndexFile {
  return JSON.parse(JSON.stringify(buildIndexFile(fixtureRecords(pages)))) as IndexFile;
}

/** The pages of a query's hits on a loaded fixture index, in the order of each page's first hit. */
export function pageOrder(index: LoadedIndex, query: string): string[] {
  const out: string[] = [];
  for (const hit of searchIndex(index, query).hits) {
    const path = index.sections[hit.section]?.u.replace(/#.*/, '') ?? '';
    if (!out.includes(path)) out.push(path);
  }
  return out;
}
