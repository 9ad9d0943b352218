/**
 * Groups search hits by page for the /search/ page (issue 14): one entry per
 * page, with its matching sections beneath it, as DocSearch's modal groups
 * its hits. The engine's order is kept: pages come in the order of their best
 * hit, and a page's sections in the order of theirs. Nothing here ranks.
 *
 * Works on Algolia's hit shape, so the same grouping runs on the local index
 * and on Algolia.
 */
import { answerUrlOf } from '../../data/errors/route';
import type { Level, SearchHit } from './types';
import { LEVELS } from './types';

/** One matching section of a page: a heading with its anchor. */
export interface SectionEntry {
  /** The section's address, with its anchor; an answer's section on /errors/ leads to the answer's own page. */
  url: string;
  /** The heading's highlighted value (engine markup: escaped text and the requested tags). */
  title: string;
  /** Headings between the page title and this one, as text. */
  path: string[];
  /** The best highlighted snippet of the section, unless the page entry already shows it. */
  snippet: string | null;
}

export interface PageGroup {
  /** The page's address, without anchor. */
  url: string;
  /** The page title's highlighted value. */
  title: string;
  /** Where the page sits: its section of the site (lvl0), as text. */
  path: string[];
  /** The best highlighted snippet found on the page, or its description. */
  snippet: string | null;
  /** Matching sections, best first, one per anchor (at most `maxSections`). */
  sections: SectionEntry[];
  /** How many sections matched in all, listed or not. */
  sectionTotal: number;
  /** How many hits (records) of the page matched. */
  hitCount: number;
}

/** The heading a hit stands for: its own level, or the deepest heading above a paragraph. */
export function headingLevel(hit: SearchHit): Level {
  if (hit.type !== 'content') return hit.type;
  const levels = LEVELS.slice(1).filter((l) => hit.hierarchy[l]);
  return levels[levels.length - 1] ?? 'lvl1';
}

function withoutAnchor(url: string): string {
  const hash = url.indexOf('#');
  return hash < 0 ? url : url.slice(0, hash);
}

function highlighted(hit: SearchHit, level: Level): string {
  return hit._highlightResult.hierarchy[level]?.value ?? hit.hierarchy[level] ?? '';
}

/** A content snippet that shows a matched word, or null. */
function matchedSnippet(hit: SearchHit): string | null {
  const snippet = hit._snippetResult.content;
  return snippet && snippet.matchLevel !== 'none' ? snippet.value : null;
}

interface Draft {
  group: PageGroup;
  /** The hit whose snippet the page entry shows, so its section does not repeat it. */
  snippetUrl: string | null;
  sections: Map<string, { entry: SectionEntry; hits: SearchHit[] }>;
}

/**
 * Groups `hits` (best first) by page. `maxSections` caps the sections listed
 * per page; the rest still count in `hitCount`.
 */
export function groupHitsByPage(hits: readonly SearchHit[], maxSections = Infinity): PageGroup[] {
  const drafts = new Map<string, Draft & { hits: SearchHit[] }>();
  for (const hit of hits) {
    const url = hit.url_without_anchor || withoutAnchor(hit.url);
    let draft = drafts.get(url);
    if (!draft) {
      draft = {
        group: {
          url,
          title: highlighted(hit, 'lvl1'),
          path: hit.hierarchy.lvl0 ? [hit.hierarchy.lvl0] : [],
          snippet: null,
          sections: [],
          sectionTotal: 0,
          hitCount: 0,
        },
        snippetUrl: null,
        sections: new Map(),
        hits: [],
      };
      drafts.set(url, draft);
    }
    draft.hits.push(hit);
    draft.group.hitCount += 1;
    if (hit.url !== url) {
      let section = draft.sections.get(hit.url);
      if (!section) {
        const level = headingLevel(hit);
        section = {
          entry: {
            url: answerUrlOf(hit.url, hit.hierarchy.lvl3),
            title: highlighted(hit, level),
            path: LEVELS.slice(2, LEVELS.indexOf(level))
              .map((l) => hit.hierarchy[l])
              .filter((v): v is string => Boolean(v)),
            snippet: null,
          },
          hits: [],
        };
        draft.sections.set(hit.url, section);
      }
      section.hits.push(hit);
    }
  }

  return [...drafts.values()].map((draft) => {
    const { group } = draft;
    // The best snippet that shows a matched word; failing that, the page's
    // description (its own record's content), so no page is listed bare.
    const best = draft.hits.find((hit) => matchedSnippet(hit) !== null);
    if (best) {
      group.snippet = matchedSnippet(best);
      draft.snippetUrl = best.url;
    } else {
      const own = draft.hits.find((hit) => hit.url === group.url && hit._snippetResult.content?.value);
      group.snippet = own?._snippetResult.content?.value ?? null;
    }
    group.sectionTotal = draft.sections.size;
    group.sections = [...draft.sections.values()]
      .slice(0, maxSections)
      .map(({ entry, hits: sectionHits }) => {
        if (entry.url === draft.snippetUrl) return entry;
        const snippetHit = sectionHits.find((hit) => matchedSnippet(hit) !== null);
        return { ...entry, snippet: snippetHit ? matchedSnippet(snippetHit) : null };
      });
    return group;
  });
}
