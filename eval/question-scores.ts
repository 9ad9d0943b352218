/**
 * Scores of the search question sets (issue 26), shared by `npm run
 * bench:search` and the tests: the project's own set (./search-questions.ts)
 * and every outside readers' round (./sets/, kind `reader`), by how
 * it is held out (a round in halves: its tuning half, its held-out half and
 * that half by kind; a round held out whole; a round that tunes whole), then
 * the held-out questions of several rounds together, for the site's engine
 * and for the VitePress-default baseline (./search-baseline.ts) over the same
 * sections. Blind rows' misses are counted, never listed.
 */
import type { LoadedIndex } from '../src/search/engine';
import { DIRECTORY_SECTIONS } from '../src/search/engine/directory';
import { QUESTIONS, topPages } from './search-questions';
import { setParts, setsOf, type ReaderSet } from './sets';
import { baselineTopPages, buildBaseline } from './search-baseline';
import type { ReaderQuestion, SearchQuestion } from './types';
import JUDGMENTS from './held-out-judgments.json';

export interface SetScore {
  readonly name: string;
  readonly total: number;
  readonly found: number;
  readonly misses: readonly (SearchQuestion & { top3: string[] })[];
}

type Ranker = (query: string) => string[];

/**
 * A scored set. A blind one's misses are counted, not listed, so no tuning run reads them: every
 * held-out half, every round held out whole, and every union of held-out questions.
 */
interface NamedSet {
  readonly name: string;
  readonly questions: readonly SearchQuestion[];
  readonly blind: boolean;
}

function score({ name, questions, blind }: NamedSet, rank: Ranker): SetScore {
  const misses: SetScore['misses'][number][] = [];
  for (const { q, pages } of questions) {
    const top3 = rank(q);
    if (!top3.some((p) => pages.includes(p))) misses.push({ q, top3, pages });
  }
  const found = questions.length - misses.length;
  return { name, total: questions.length, found, misses: blind ? [] : misses };
}

const ofKind = (list: readonly ReaderQuestion[], kind: ReaderQuestion['kind']) =>
  list.filter((x) => x.kind === kind);

/** A round's rows, by how it is held out (./sets/define.ts). */
function roundRows(round: ReaderSet): NamedSet[] {
  const { tuning, heldOut } = setParts(round);
  const { name } = round;
  if (round.held === 'tuning')
    return [{ name: `${name}, whole set (tuning)`, questions: tuning, blind: false }];
  if (round.held === 'whole')
    return [
      { name: `${name}, all held out`, questions: heldOut, blind: true },
      { name: `${name}, held out, unseen`, questions: ofKind(heldOut, 'unseen'), blind: true },
      { name: `${name}, held out, everyday`, questions: ofKind(heldOut, 'everyday'), blind: true },
    ];
  return [
    { name: `${name}, tuning half`, questions: tuning, blind: false },
    { name: `${name}, held-out half`, questions: heldOut, blind: true },
    { name: `${name}, held-out, unseen`, questions: ofKind(heldOut, 'unseen'), blind: true },
    { name: `${name}, held-out, everyday`, questions: ofKind(heldOut, 'everyday'), blind: true },
  ];
}

/** The project's set, every registered round's rows, then the held-out questions of several rounds together. */
function sets(): NamedSet[] {
  const rounds = setsOf('reader');
  const heldOutOf = (last: number, first = 1) =>
    rounds.filter((r) => r.round >= first && r.round <= last).flatMap((r) => setParts(r).heldOut);
  const oneAndTwo = heldOutOf(2);
  const toSeven = heldOutOf(7);
  const blind = (name: string, questions: readonly SearchQuestion[]) => ({ name, questions, blind: true });
  return [
    { name: 'project set', questions: QUESTIONS, blind: false },
    ...rounds.flatMap(roundRows),
    blind('readers 1+2, held-out', oneAndTwo),
    blind('readers 1+2, held-out, unseen', ofKind(oneAndTwo, 'unseen')),
    blind('readers 1+2, held-out, everyday', ofKind(oneAndTwo, 'everyday')),
    blind('all held-out questions', heldOutOf(Infinity)),
    blind('all held-out questions of rounds 1 to 7', toSeven),
    blind('all held-out questions before round 6', heldOutOf(5)),
    blind('all held-out questions of rounds 1 to 7, judged pages too', withJudgedPages(toSeven)),
  ];
}

/**
 * The held-out questions with the other pages judged to answer them too (./held-out-judgments.json): the
 * writers of the sets listed at most a few pages each and capped how often a page could be listed, so
 * a top-3 page that answers as well (often the FAQ, the error directory or a release note) counted as a
 * miss. The first three pages of the engine (at 6dc7225, then at e09fd27) and of the baseline were pooled
 * for every held-out question, and judges who saw neither the ranking nor which system returned a page
 * read each pooled page and said whether it answers the question (740 pages, 107 that do). A page no
 * judge saw (one a later ranking puts in the first three) counts as a miss: this score is a lower bound.
 */
function withJudgedPages(questions: readonly ReaderQuestion[]): ReaderQuestion[] {
  const answering = new Map<string, string[]>();
  for (const j of JUDGMENTS as { q: string; page: string; answers: boolean }[])
    if (j.answers) answering.set(j.q, [...(answering.get(j.q) ?? []), j.page]);
  return questions.map((x) => ({ ...x, pages: [...x.pages, ...(answering.get(x.q) ?? [])] }));
}

/** Every set's score with the site's engine and with the baseline. */
export function questionScores(index: LoadedIndex): { engine: SetScore[]; baseline: SetScore[] } {
  const baseline = buildBaseline(index.sections);
  const engineRank: Ranker = (q) => topPages(index, q, 3);
  const baselineRank: Ranker = (q) => baselineTopPages(baseline, q, 3);
  return {
    engine: sets().map((set) => score(set, engineRank)),
    baseline: sets().map((set) => score(set, baselineRank)),
  };
}

export function percent(s: SetScore): string {
  return `${((100 * s.found) / Math.max(1, s.total)).toFixed(1)} % (${s.found}/${s.total})`;
}

/** Directory crowding over the tuning questions; a directory is a page of DIRECTORY_SECTIONS or more, as the engine weighs it. */
export interface Crowding {
  /** Tuning questions (every set's tuning rows). */
  readonly questions: number;
  /** Those with a directory page in the first 3 that isn't one of their pages. */
  readonly crowded: number;
  /** Those with a directory page in the first 3 that is one of their pages. */
  readonly answered: number;
  /**
   * Those crowded out: a directory page they don't list is in the first 3, and none of their pages
   * is. The harm the rule is for; a directory beside the answer costs the reader nothing.
   */
  readonly crowdedOut: number;
}

/**
 * How often the long directory pages (the error directory, the list of every type) fill a place in
 * the first 3 for a question they don't answer (issue 42), over the tuning questions only: the project
 * set and each round's tuning rows. Misses stay unlisted.
 */
export function directoryCrowding(index: LoadedIndex): Crowding {
  const directories = new Set<string>();
  index.heads.forEach((head, id) => {
    const url = index.sections[id]?.u;
    if (head.page.n >= DIRECTORY_SECTIONS && url) directories.add(url.replace(/#.*/, ''));
  });
  const questions = sets()
    .filter((set) => !set.blind)
    .flatMap((set) => set.questions);
  let crowded = 0;
  let answered = 0;
  let crowdedOut = 0;
  for (const { q, pages } of questions) {
    const first3 = topPages(index, q, 3);
    const top3 = first3.filter((page) => directories.has(page));
    const crowds = top3.some((page) => !pages.includes(page));
    if (crowds) crowded += 1;
    if (top3.some((page) => pages.includes(page))) answered += 1;
    if (crowds && !first3.some((page) => pages.includes(page))) crowdedOut += 1;
  }
  return { questions: questions.length, crowded, answered, crowdedOut };
}
