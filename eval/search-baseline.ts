/**
 * The baseline for `npm run bench:search` (issue 26): a plain MiniSearch with
 * VitePress's default local-search options over the same sections the site
 * indexes. VitePress indexes each section of a page with fields `title` (the
 * section's heading, or the page title for its intro), `titles` (the headings
 * above it) and `text`, with MiniSearch's own tokenizer, and searches with
 * `{ fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } }`
 * (its VPLocalSearchBox defaults). Nothing of the site's ranking, tokenizer or
 * vocabulary is used: it shows what the site's own ranking adds.
 */
// cspell:words minisearch
import MiniSearch from 'minisearch';
import type { IndexedSection } from '../src/search/protocol/types';

interface BaselineDoc {
  id: number;
  title: string;
  titles: string;
  text: string;
}

export interface Baseline {
  readonly engine: MiniSearch<BaselineDoc>;
  readonly sections: readonly IndexedSection[];
}

export function buildBaseline(sections: readonly IndexedSection[]): Baseline {
  const engine = new MiniSearch<BaselineDoc>({
    fields: ['title', 'titles', 'text'],
    storeFields: ['title', 'titles'],
    searchOptions: { fuzzy: 0.2, prefix: true, boost: { title: 4, text: 2, titles: 1 } },
  });
  engine.addAll(
    sections.map((s, id) => {
      const headings = s.h.slice(1).filter(Boolean);
      return {
        id,
        title: headings.at(-1) ?? '',
        titles: headings.slice(0, -1).join(' '),
        text: [s.d ?? '', ...s.b].join('\n'),
      };
    }),
  );
  return { engine, sections };
}

/** The first `n` distinct pages the baseline ranks for `query`. */
export function baselineTopPages(baseline: Baseline, query: string, n: number): string[] {
  const pages: string[] = [];
  for (const result of baseline.engine.search(query)) {
    const page = (baseline.sections[result.id as number]?.u ?? '').replace(/#.*$/, '');
    if (page && !pages.includes(page)) pages.push(page);
    if (pages.length === n) break;
  }
  return pages;
}
