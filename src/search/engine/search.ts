/**
 * The offline search engine's query and ranking, over a MiniSearch index of
 * page sections (built by ./indexBuild.ts, loaded by ./indexLoad.ts), shared by the browser's
 * worker and Node (tests, benchmarks, the docs MCP server).
 *
 * Why sections, not records: MiniSearch indexes each document's fields; a
 * DocSearch record (one paragraph) repeats its page title and headings, and
 * indexing those for every paragraph made the file 207 KB gzipped, over the
 * 150 KB budget (134 KB as sections). A section (a page's intro, or one heading and its text) is indexed
 * once, with its page title, heading path and text as three fields; results
 * are then expanded back into DocSearch records: the section's own record
 * (page or heading) and the paragraphs that contain the matched words.
 *
 * Ranking, in order of what readers expect:
 * - titles outrank headings, headings outrank body text (field boosts);
 * - an exact word outranks a prefix of a longer one, which outranks a word
 *   one typo away (match weights 1 > PREFIX_WEIGHT > FUZZY_WEIGHT); only the
 *   last word, the one being typed, matches as a prefix (Algolia's
 *   `prefixLast`);
 * - a page's intro outranks its sections when both match equally;
 * - a page whose title is the query's subject comes before pages that merely
 *   mention its words (TITLE_BONUS);
 * - a directory's many short sections (the error directory, every type) are weighed as one page's
 *   best section, unless the query names one (atDirectoryRank);
 * - docs come before hubs (the landing page, category overviews), the FAQ
 *   and blog posts that match as well (KIND_BOOST),
 *   and the contributors' content-elements page never comes before a product
 *   page that matches as much of the query;
 * - a missing query word costs by how rare it is (COVERAGE_EXPONENT): a
 *   query of three or more words may miss one (readers type questions, with
 *   words no page uses), a shorter one none, unless nothing matches that
 *   many; when nothing does, the best matches are kept;
 * - a reader's words also find what the pages call them (the admin's
 *   vocabulary, src/data/vocabulary: "FLS" finds "field-level security",
 *   "GitHub Actions" the CI/CD page), which counts as the reader's words
 *   when all of a phrase's words match; and a word no page uses also finds
 *   the words it makes with two letters swapped.
 * The same engine serves the modal, the /search/ page and any other caller;
 * the page kinds reach Algolia as `weight.pageRank` (./types.ts,
 * PAGE_RANK).
 */
// cspell:words minisearch
import type { SearchOptions, SearchResult as EngineResult } from 'minisearch';
import { isStopWord, tokenize } from './tokenize';
import { FIELD_BOOSTS } from './indexFormat';
import { engineOf, type LoadedIndex } from './indexLoad';
import { errorSections } from './errorLead';
import { keptSections, termWeights, weightOf } from './coverage';
import { FUZZY_WEIGHT, joinedTerms, PREFIX_WEIGHT, planQuery, typosFor } from './queryPlan';
import { corresponds } from './typos';
import { atDirectoryRank } from './directory';
import type { PageKind, RecordType } from './types';

const TYPE_BOOST: Record<RecordType, number> = {
  lvl1: 1.3,
  lvl2: 1.1,
  lvl3: 1.05,
  lvl4: 1,
  lvl5: 1,
  lvl6: 1,
  content: 1,
};
/**
 * A page kind's weight on its sections' scores: a doc that matches as well
 * as a blog post or the FAQ comes first, yet a post or FAQ entry whose
 * heading is the question still beats a doc that only mentions its words.
 * Contributors' pages are not weighed but placed below every product page
 * that matches as many of the query's words (see searchIndex).
 */
export const KIND_BOOST: Readonly<Record<PageKind, number>> = {
  docs: 1,
  // A hub names many tasks in a line each; the page it links to answers the question.
  hub: 0.6,
  faq: 0.6,
  blog: 0.4,
  contributors: 1,
};
/**
 * How much a section loses for the query words it lacks, by their share of
 * the query's weight (each word weighs its inverse document frequency): the
 * score is multiplied by coverage ** COVERAGE_EXPONENT. Missing a rare word
 * ("keyboard", an error code) costs much, missing a common one ("change",
 * "step") little; a strict "more words first" order let a blog post that
 * happens to say "change" outrank the page titled with the other two words.
 */
export const COVERAGE_EXPONENT = 2;
/**
 * A page whose title holds the query's words answers it, where other pages
 * merely mention them: its sections' scores are multiplied by
 * 1 + TITLE_BONUS × (the share of the query's weight its title matches) ×
 * (the share of the title's words the query matches). The second factor
 * keeps a long title that shares one word ("Getting step order right") below
 * the page named by the query ("Order of steps").
 */
export const TITLE_BONUS = 6;
/** A section whose headings are exactly the query's words: its score is multiplied by 1 + HEADING_BONUS. */
export const HEADING_BONUS = 1;
/** Score of a section's n-th matching paragraph, relative to the section: 0.9, 0.77, 0.65… so sections interleave. */
const BLOCK_FACTOR = 0.9;
const BLOCK_DECAY = 0.85;

/** One hit: a section's own record (`block` = -1) or one of its paragraphs. */
export interface EngineHit {
  section: number;
  block: number;
  score: number;
  /** The index terms that matched (exact, prefix or fuzzy): what gets highlighted. */
  terms: ReadonlySet<string>;
}

export interface EngineSearch {
  hits: EngineHit[];
  /** The query's terms, after tokenizing and dropping stop words. */
  queryTerms: string[];
}

/** The terms of a section's page title, stop words left out. */
function titleTerms(index: LoadedIndex, id: number): Set<string> {
  const title = index.heads[id]?.page.t ?? '';
  const key = `\u0000title\u0000${title}`;
  let terms = index.termCache.get(key);
  if (!terms) {
    terms = new Set(tokenize(title).filter((t) => !isStopWord(t)));
    // As the query does: a title's two words the pages also write as one ("Permission sets").
    for (const joined of joinedTerms(index, title)) terms.add(joined);
    index.termCache.set(key, terms);
  }
  return terms;
}

function expand(index: LoadedIndex, result: EngineResult, score: number): EngineHit[] {
  const id = result.id as number;
  if (!index.heads[id]) return [];
  const matched = new Set(result.terms);
  // Where the matched terms are in the section (the shards' places): its own text (-1) and its paragraphs.
  const count = new Map<number, number>();
  for (const term of matched)
    for (const place of index.places.get(term)?.[id] ?? []) count.set(place, (count.get(place) ?? 0) + 1);
  const ownMatches = count.get(-1) ?? 0;
  const blocks = [...count]
    .filter(([block]) => block >= 0)
    .map(([block, n]) => ({ block, n }))
    .sort((a, b) => b.n - a.n || a.block - b.block);
  const hits: EngineHit[] = [];
  // The section's own record comes first when its heading matched, or when
  // nothing else in it did (it matched through its page title or parent headings).
  if (ownMatches > 0 || blocks.length === 0) hits.push({ section: id, block: -1, score, terms: matched });
  blocks.forEach((b, rank) =>
    hits.push({
      section: id,
      block: b.block,
      score: score * BLOCK_FACTOR * BLOCK_DECAY ** rank,
      terms: matched,
    }),
  );
  return hits;
}

/** Searches the index; `keep` filters sections by id (facet filters). Hits come best first. */
export function searchIndex(
  index: LoadedIndex,
  query: string,
  keep: (section: number) => boolean = () => true,
): EngineSearch {
  const { terms, typing, groupOf, alternates, widenings, read } = planQuery(index, query);
  if (terms.length === 0) return { hits: [], queryTerms: [] };
  const options: SearchOptions = {
    // Terms are already tokenized and normalized by queryTerms().
    tokenize: (s) => s.split(' '),
    processTerm: (t) => t,
    boost: FIELD_BOOSTS,
    prefix: (term) => typing.has(term),
    fuzzy: (term) => typosFor(index, term, read),
    maxFuzzy: 2,
    weights: { prefix: PREFIX_WEIGHT, fuzzy: FUZZY_WEIGHT },
    filter: (r) => keep(r.id as number),
  };
  // Any word may match; which sections stay is ./coverage.ts's rule. Among them, missing words cost by
  // their weight (COVERAGE_EXPONENT). The pages' words for the reader's (the vocabulary) are searched with
  // them and count as them when a whole phrase matches.
  const own = new Set(terms);
  /** The query's words that matched terms cover: their own, their typos, and widened phrases found whole. */
  const coveredBy = (matched: ReadonlySet<string>): Set<string> => {
    const out = new Set<string>();
    for (const t of matched) {
      const group = groupOf.get(t);
      if (group && own.has(group)) out.add(group);
    }
    for (const w of widenings)
      if (w.alternatives.some((phrase) => phrase.every((t) => matched.has(t))))
        for (const c of w.covers) out.add(c);
    return out;
  };
  const kindOf = (id: number): PageKind => index.heads[id]?.kind ?? 'docs';
  const found = engineOf(index).search([...groupOf.keys()].join(' '), {
    ...options,
    combineWith: 'OR',
    boostTerm: (term: string) => alternates.get(term) ?? 1,
    boostDocument: (id: number) => KIND_BOOST[kindOf(id)],
  });
  // Each found section's covered words, once: the weights, the sections kept and their ranking all read them.
  const coveredOf = new Map(found.map((r) => [r.id, coveredBy(new Set(r.queryTerms))]));
  const groups = (r: EngineResult) => coveredOf.get(r.id) as Set<string>;
  const weight = termWeights(index, terms, found, groups);
  const total = weightOf(terms, weight);
  const share = (matched: Iterable<string>) => (total > 0 ? weightOf(matched, weight) / total : 1);
  const kept = keptSections(terms, found, groups, weight);
  // What a title term may correspond to: every searched term but an alternate that extends its own query
  // word (a bounded word's completions, "permission" of "p"; other forms, "deploying" of "deploy"): a
  // title word that begins with it begins with that word too, so it would match nothing more.
  const titleKeys = [...groupOf.keys()].filter((t) => {
    const of = groupOf.get(t) ?? '';
    return of === '' || of === t || !t.startsWith(of);
  });
  const ranked = kept.map((r) => {
    const title = titleTerms(index, r.id as number);
    const titleHits = new Set<string>();
    let titleMatched = 0;
    for (const tt of title) {
      let hit = false;
      for (const t of titleKeys) {
        if (corresponds(tt, t, typosFor(index, t, read))) {
          titleHits.add(t);
          hit = true;
        }
      }
      if (hit) titleMatched++;
    }
    const inTitle = coveredBy(titleHits);
    // How much of the query the title holds, times how much of the title is the query.
    const titleMatch = title.size > 0 ? share(inTitle) * (titleMatched / title.size) : 0;
    const covered = share(groups(r));
    // A section whose headings are all the query's words is what the query names ("flow" → Flow, not
    // FlowCategory, which holds "flow" and more): its headings' length (in the head file) is the number of
    // distinct terms matched in them.
    const inHeadings = new Set<string>();
    for (const [term, fields] of Object.entries(r.match))
      if (fields.includes('headings')) inHeadings.add(term);
    const headingsLength = index.file.x[(r.id as number) * 3 + 1] ?? 0;
    const named = headingsLength > 0 && inHeadings.size >= headingsLength ? share(coveredBy(inHeadings)) : 0;
    return {
      r,
      covered,
      named,
      score:
        r.score * covered ** COVERAGE_EXPONENT * (1 + TITLE_BONUS * titleMatch) * (1 + HEADING_BONUS * named),
    };
  });
  const typeBoost = (id: number) => TYPE_BOOST[index.heads[id]?.type ?? 'content'];
  for (const x of ranked) x.score *= typeBoost(x.r.id as number);
  // A contributors' page never ranks above a product page that matches as much of the query: its score is
  // capped below the first hit of each (a paragraph, at BLOCK_FACTOR, when the heading itself didn't match).
  // With more of the query than any product page (a writer's question), it leads.
  const products = ranked.filter((x) => kindOf(x.r.id as number) !== 'contributors');
  for (const x of ranked) {
    if (kindOf(x.r.id as number) !== 'contributors') continue;
    for (const p of products)
      if (p.covered >= x.covered && p.score <= x.score) x.score = p.score * BLOCK_FACTOR * 0.99;
  }
  atDirectoryRank(index, ranked);
  const hits = ranked.flatMap(({ r, score }) => expand(index, r, score));
  // Best score first; expansion keeps each section's records in order.
  hits.sort((a, b) => b.score - a.score || a.section - b.section || a.block - b.block);
  // A pasted error's entries lead (./errorLead.ts), each above the best hit, in the matcher's order.
  const top = hits[0]?.score ?? 1;
  const lead: EngineHit[] = errorSections(index, query, terms, keep).map((section, rank) => ({
    section,
    block: -1,
    score: top * (2 - rank / 10),
    terms: new Set(terms),
  }));
  const leading = new Set(lead.map((h) => h.section));
  const rest = hits.filter((h) => !(leading.has(h.section) && h.block === -1));
  return { queryTerms: [...terms], hits: [...lead, ...rest] };
}
