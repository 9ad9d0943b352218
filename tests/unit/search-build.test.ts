/**
 * Checks of search on the public build (build/): the question set's score on
 * the index the build wrote, the search page's inline script against the
 * files it names, and the site's facet filters against the index's records.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  QUESTIONS,
  questionRequest,
  scoreQuestions,
  TOP3_TARGET,
  topPages,
} from '../../eval/search-questions';
import { setParts, setsOf } from '../../eval/sets';
import { VOCABULARY } from '../../src/data/vocabulary';
import { queryTerms } from '../../src/search/engine/tokenize';
import { errors } from '../../src/data/errors';
import { answerPages } from '../../src/data/errors/pages';
import { answerUrlOf, directoryOfAnswer } from '../../src/data/errors/route';
import { symptoms } from '../../src/data/errors/symptoms';
import { runRequest } from '../../src/search/protocol/runRequest';
import { loadIndexFile } from '../../src/search/engine';
import { MAX_RESULTS_PER_GROUP, SITE_FACET_FILTERS } from '../../src/search/protocol/modalRequest';
import { pageSearchRequest, toPageResults } from '../../src/search/protocol/pageRequest';
import type { IndexFile } from '../../src/search/protocol/types';
import {
  INDEX_URL_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
  WORKER_URL_ATTRIBUTE,
  type EarlySearchSettings,
} from '../../src/search/worker/earlySearch';
import { missingBuild } from './builds';
import { COVERAGE_ROUTE, metadataTypes, typeAnchor } from '../../src/data/metadata-types';
import { aboutType } from '../../src/data/metadata-types/about';
import { SETTINGS_ROUTE } from '../../src/data/metadata-types/route';
import { SETTINGS_MEMBERS } from '../../src/data/metadata-types/settings';
import { readBuiltIndex } from '../../scripts/lib/built-index';
import { firstQueryBytes, partialIndex } from '../../scripts/lib/first-query';
import type { SearchResult } from '../../src/search/protocol/types';

/** Issue 26: what the first query downloads of the index (head, shards, chunks), gzipped. */
const FIRST_QUERY_BUDGET = 150 * 1024;

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');

/** The index build/ holds, whole; fails, never skips, when there is none. */
function builtIndex(): IndexFile {
  return readBuiltIndex(BUILD, missingBuild('build'));
}

let loaded: ReturnType<typeof loadIndexFile> | undefined;
/**
 * build/'s index, read and loaded once per worker, as the browser loads it once per page and then
 * answers every query from it (its term cache included): read and loaded for each of the file's
 * tests, it was most of the file's 82 s in CI (2026-12-02).
 */
function loadedIndex(): ReturnType<typeof loadIndexFile> {
  loaded ??= loadIndexFile(builtIndex());
  return loaded;
}

test(`the built index answers at least ${TOP3_TARGET * 100} % of the questions in its first 3 pages`, () => {
  const index = loadedIndex();
  // Every expected page must exist in the index, or a question could never be answered.
  const indexed = new Set(index.sections.map((s) => s.u.replace(/#.*/, '')));
  for (const { q, pages } of QUESTIONS)
    for (const page of pages) expect(indexed.has(page), `${q}: ${page}`).toBe(true);
  const results = scoreQuestions(index);
  const misses = results.filter((r) => !r.found);
  const share = (results.length - misses.length) / results.length;
  const report = misses.map(
    (m) => `"${m.q}" → ${m.top3.join(', ') || 'nothing'} (wanted ${m.pages.join(' or ')})`,
  );
  test
    .info()
    .annotations.push({ type: 'top-3', description: `${results.length - misses.length}/${results.length}` });
  expect(share, `top-3 ${(share * 100).toFixed(1)} %; misses:\n${report.join('\n')}`).toBeGreaterThanOrEqual(
    TOP3_TARGET,
  );
});

/**
 * Every readers' round (eval/sets/, kind `reader`): each page its questions want exists (in the
 * index, or built for a round that asked about every page), named by the question's position, not its
 * words; and, but for a round held out whole, its tuning questions stay at the round's floor. A held-out
 * half is only measured, by bench:search.
 */
for (const round of setsOf('reader')) {
  const { floor } = round;
  test(`readers' round ${round.round}: its pages exist${floor === null ? '' : `, and its tuning questions stay at ${floor * 100} % or more`}`, () => {
    const index = loadedIndex();
    const indexed = new Set(index.sections.map((s) => s.u.replace(/#.*/, '')));
    const exists = (page: string) =>
      round.pages === 'built' ? existsSync(path.join(BUILD, page, 'index.html')) : indexed.has(page);
    round.questions.forEach(({ pages }, at) => {
      for (const page of pages) expect(exists(page), `question ${at}: ${page}`).toBe(true);
    });
    if (floor === null) return;
    const { tuning } = setParts(round);
    const misses = tuning
      .map(({ q, pages }) => ({ q, pages, top3: topPages(index, q, 3) }))
      .filter((r) => !r.top3.some((p) => r.pages.includes(p)));
    expect(
      1 - misses.length / tuning.length,
      misses.map((m) => `"${m.q}" → ${m.top3.join(', ')} (wanted ${m.pages.join(' or ')})`).join('\n'),
    ).toBeGreaterThanOrEqual(floor);
  });
}

test("the blog's generated pages are found by their own words, and never before a post for its title", () => {
  const index = loadedIndex();
  expect(topPages(index, 'blog authors', 1)).toEqual(['/blog/authors/']);
  expect(topPages(index, 'blog archive', 1)).toEqual(['/blog/archive/']);
  expect(topPages(index, 'blog tags', 1)).toEqual(['/blog/tags/']);
  expect(topPages(index, 'getting step order right', 1)).toEqual(['/blog/getting-step-order-right/']);
  expect(topPages(index, 'protecting production-only components', 1)).toEqual([
    '/blog/protecting-production-only-components/',
  ]);
});

for (const entry of VOCABULARY) {
  const say = entry.say[0] ?? '';
  test(`vocabulary: "${say}" (${entry.kind}) reaches ${entry.reaches}, and the pages use each of its meanings`, () => {
    const index = loadedIndex();
    for (const means of entry.means)
      for (const term of queryTerms(means))
        expect(index.vocabulary.has(term), `${means}: no page has "${term}"`).toBe(true);
    expect(topPages(index, say, 3)).toContain(entry.reaches);
  });
}

test('one ranking: for every question, the modal shows the search page’s first three pages, in its order, each in view', () => {
  // Two searches for each of the project's questions: 11 s here beside the suite,
  // so past the default limit on a machine three times slower (issue 44).
  test.slow();
  const index = loadedIndex();
  const origin = 'https://docs.invalid';
  const pathOf = (url: string) => new URL(url).pathname;
  const checked: string[] = [];
  const lateHits: string[] = [];
  for (const { q } of QUESTIONS) {
    const page = runRequest(index, pageSearchRequest(q, 'questions', SITE_FACET_FILTERS), origin);
    const pageFirst = toPageResults(q, page.hits, page.nbHits)
      .groups.slice(0, 3)
      .map((g) => pathOf(g.url));
    // What DocSearch shows: its 20 hits, grouped by section of the site, at most 5 per group.
    const modal = runRequest(index, questionRequest(q), origin).hits;
    const shown: string[] = [];
    // Each group's hits' pages, in order: its count is the hit's place in its group.
    const inGroup = new Map<string, string[]>();
    for (const hit of modal) {
      const group = hit.hierarchy.lvl0 ?? '';
      const path = pathOf(hit.url);
      const hits = inGroup.get(group) ?? [];
      hits.push(path);
      inGroup.set(group, hits);
      if (hits.length <= MAX_RESULTS_PER_GROUP && !shown.includes(path)) shown.push(path);
    }
    const modalFirst = [...new Set(modal.map((hit) => pathOf(hit.url)))].slice(0, 3);
    expect(modalFirst, q).toEqual(pageFirst);
    for (const p of pageFirst) expect(shown, `${q}: ${p} is in view`).toContain(p);
    // In a group, a page's third hit never comes before another page's first two (issue 26: one page
    // filled a group's five slots). The modal's test reads this on the screen for one question.
    for (const hits of inGroup.values()) {
      const seen = new Map<string, number>();
      const turns = hits.map((hit) => {
        seen.set(hit, (seen.get(hit) ?? 0) + 1);
        return (seen.get(hit) ?? 0) > 2 ? 'late' : 'turn';
      });
      if (turns.includes('late') && turns.lastIndexOf('turn') > turns.indexOf('late'))
        lateHits.push(`${q}: ${hits.join(', ')}`);
    }
    checked.push(q);
  }
  expect(checked.length).toBe(QUESTIONS.length);
  expect(lateHits).toEqual([]);
});

test('loaded part by part, as the browser loads it, the index answers every question exactly as loaded whole', async () => {
  // Four searches for each question of two sets, half of them fetching parts:
  // 21 s here beside the suite; three times that is past the default limit (issue 44).
  test.slow();
  const whole = loadedIndex();
  const partial = partialIndex(BUILD);
  const origin = 'https://docs.invalid';
  // The two answers' text first: equal text is equal answers, and the test took 5.3 s idle that way
  // against 7.2 s comparing every hit deep (2026-12-04); only a difference is compared deep, for its
  // diff.
  const same = (a: SearchResult, b: SearchResult) => {
    const [whole, parts] = [
      { ...a, processingTimeMS: 0 },
      { ...b, processingTimeMS: 0 },
    ];
    if (JSON.stringify(parts) !== JSON.stringify(whole)) expect(parts).toEqual(whole);
  };
  const queries = [
    ...QUESTIONS.map((x) => x.q),
    ...(setsOf('reader').find((r) => r.round === 1)?.questions ?? []).map((x) => x.q),
    'p',
    'st',
    'step',
    'recrod tpyes',
  ];
  for (const q of queries) {
    same(runRequest(whole, questionRequest(q), origin), await partial.search(questionRequest(q), origin));
    const page = pageSearchRequest(q, 'questions', SITE_FACET_FILTERS);
    same(runRequest(whole, page, origin), await partial.search(page, origin));
  }
  // The questions did not need every part.
  expect(partial.index.chunksLoaded.size).toBeGreaterThan(0);
});

test(`a first query fetches at most ${FIRST_QUERY_BUDGET / 1024} KB gzipped of the index, whatever it is`, async () => {
  const report: string[] = [];
  for (const q of [
    'permission set',
    'step',
    'p',
    'profile',
    'unable to lock row',
    'CompactLayoutAssignment',
  ]) {
    const bytes = await firstQueryBytes(BUILD, [questionRequest(q)]);
    report.push(
      `${q}: ${bytes.total} B (head ${bytes.head}, shards ${bytes.shards}, chunks ${bytes.chunks})`,
    );
    expect(bytes.total, report.join('\n')).toBeLessThanOrEqual(FIRST_QUERY_BUDGET);
  }
  test.info().annotations.push({ type: 'first query', description: report.join('; ') });
});

test('two words the pages also write as one name find that name: "permission set" no longer leads with Field sets (issue 26)', () => {
  const index = loadedIndex();
  const top3 = topPages(index, 'permission set', 3);
  expect(top3).toContain('/supported-components/metadata-types/');
  expect(top3).not.toContain('/supported-components/field-sets/');
});

test("a Setup label of two words is one name: 'change sets' reaches the pages that compare jobs with change sets (issue 26)", () => {
  const index = loadedIndex();
  const top3 = topPages(index, 'better than change sets', 3);
  expect(top3).toContain('/faq/');
  expect(top3).toContain('/blog/metaferry-0-0-1/');
});

test("a long question's incidental words don't leave the pages that answer it behind (issue 26)", () => {
  const index = loadedIndex();
  // Known issues holds "after" and "lock" too, and one more of the question's words than the post and the FAQ.
  const top3 = topPages(index, 'Outbound Change Sets locked after upload, want something reusable', 3);
  expect(top3).toContain('/blog/metaferry-0-0-1/');
  expect(top3).toContain('/faq/');
});

test('every Metadata API type is a search record: its name, its folder or a question about it reaches its entry (issue 25)', () => {
  const index = loadedIndex();
  const origin = 'https://docs.invalid';
  const typeUrls = new Set(
    index.sections.map((s) => s.u).filter((u) => u.startsWith('/supported-components/metadata-types/#')),
  );
  // Every type of the registry, not the letters that group them.
  expect(typeUrls.size).toBeGreaterThan(500);
  expect([...typeUrls].some((u) => /#types-[a-z]$/.test(u))).toBe(false);
  for (const [query, anchor] of [
    ['LightningComponentBundle', 'lightningcomponentbundle'],
    ['is Flow supported', 'flow'],
    ['flow', 'flow'],
    ['CustomMetadata', 'custommetadata'],
    ['GlobalValueSet', 'globalvalueset'],
    // A Setup feature no step copies, asked about as a type (issue 38).
    ['quote templates', 'setup-quote-templates'],
    ['org-wide email address', 'setup-organization-wide-email-addresses'],
  ] as const) {
    const hits = runRequest(index, questionRequest(query), origin).hits.map(
      (h) => new URL(h.url).pathname + new URL(h.url).hash,
    );
    expect(hits.slice(0, 10), query).toContain(`/supported-components/metadata-types/#${anchor}`);
  }
});

test("what a type is, in its page's words, reaches its entry: every settings type's, and nearly every type's (issue 51)", () => {
  const index = loadedIndex();
  const origin = 'https://docs.invalid';
  // Each entry says what its Salesforce page says the type represents (src/data/metadata-types/about.ts):
  // that phrase, as a reader would type it, finds the entry among the first ten hits.
  const reach = (names: readonly string[], route: string) => {
    const missed: string[] = [];
    let asked = 0;
    for (const name of names) {
      const phrase = aboutType(name).represents?.text;
      if (!phrase) continue;
      asked += 1;
      const hits = runRequest(index, questionRequest(phrase.slice(0, 64)), origin).hits.map(
        (h) => new URL(h.url).pathname + new URL(h.url).hash,
      );
      if (!hits.slice(0, 10).includes(`${route}#${typeAnchor(name)}`)) missed.push(`${name}: ${phrase}`);
    }
    return { asked, missed };
  };
  const settings = reach([...SETTINGS_MEMBERS.keys()], SETTINGS_ROUTE);
  expect(settings.asked).toBeGreaterThan(150);
  expect(settings.missed).toEqual([]);
  // A type's phrase may be one word a dozen pages use ("field", "model"): 21 of 479 missed when this
  // was written; no more than 5 % may.
  const types = reach(
    metadataTypes.map((t) => t.name),
    COVERAGE_ROUTE,
  );
  expect(types.asked).toBeGreaterThan(450);
  expect(types.missed.length, types.missed.join('\n')).toBeLessThanOrEqual(Math.floor(types.asked * 0.05));
});

test('build/search/: the script names the built worker and index, and the class names the page’s list uses', () => {
  const html = readFileSync(path.join(ROOT, 'build', 'search', 'index.html'), 'utf8');
  const attribute = (name: string) =>
    new RegExp(`<script [^>]*${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '';
  const worker = attribute(WORKER_URL_ATTRIBUTE);
  expect(worker).toMatch(/^\/assets\/js\/search-worker\.[0-9a-f]+\.js$/);
  expect(existsSync(path.join(ROOT, 'build', worker)), worker).toBe(true);
  expect(existsSync(path.join(ROOT, 'build', attribute(INDEX_URL_ATTRIBUTE)))).toBe(true);
  const settings = JSON.parse(attribute(SETTINGS_ATTRIBUTE)) as EarlySearchSettings;
  expect(settings.perPage).toBe(20);
  const css = readFileSync(
    path.join(ROOT, 'build', /href="(\/assets\/css\/styles\.[0-9a-f]+\.css)"/.exec(html)?.[1] ?? ''),
    'utf8',
  );
  for (const [name, className] of Object.entries(settings.classes)) {
    expect(className, name).toMatch(/\S/);
    expect(css.includes(`.${className}`), `${name}: .${className} in the stylesheet`).toBe(true);
  }
});

test('SITE_FACET_FILTERS let every record of the built index through', () => {
  const { file } = loadedIndex();
  const [language, tagFilters] = SITE_FACET_FILTERS as [string, string[]];
  expect(`language:${file.language}`).toBe(language);
  const tags = new Set(file.p.map((page) => `docusaurus_tag:${page.g}`));
  expect([...tags].sort()).toEqual([...tagFilters].sort());
});

test("the rule that leads hits to answers' own pages holds on the built directory: each third-level section is one answer, and no answer has a heading of its own", () => {
  const html = readFileSync(path.join(BUILD, 'errors', 'index.html'), 'utf8');
  const third = [...html.matchAll(/<h3[^>]*\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(third.sort()).toEqual(
    answerPages()
      .map((page) => page.anchor)
      .sort(),
  );
  expect(html).not.toMatch(/<h[4-6][\s>]/);
});

test('a hit in an answer leads to its own page: the modal, the search page and the pages they group stay as ranked', () => {
  const index = loadedIndex();
  const [symptom] = symptoms;
  const query = symptom?.says[0] ?? '';
  const origin = 'https://docs.invalid';
  const own = `${origin}/errors/symptom-${symptom?.id}/`;
  // The modal: what DocSearch shows, each hit where transformItems leads it.
  const modal = runRequest(index, questionRequest(query), origin).hits;
  const led = modal.map((hit) => answerUrlOf(hit.url, hit.hierarchy.lvl3));
  expect(led).toContain(own);
  expect(led.filter((url) => url.includes('/errors/#'))).toEqual([]);
  // The search page: the directory is one group, and its answer sections link their own pages.
  const page = runRequest(index, pageSearchRequest(query, 'q', SITE_FACET_FILTERS), origin);
  const groups = toPageResults(query, page.hits, page.nbHits).groups;
  const directory = groups.filter((g) => new URL(g.url).pathname === '/errors/');
  expect(directory).toHaveLength(1);
  expect(directory[0]?.sections.map((s) => s.url)).toContain(own);
  // Anything else keeps its URL.
  expect(answerUrlOf(`${origin}/errors/#connect`, null)).toBe(`${origin}/errors/#connect`);
  expect(answerUrlOf(`${origin}/faq/#why`, 'Why')).toBe(`${origin}/faq/#why`);
  // Back from an answer's own page to the directory that ranked it (the modal's e2e test reads it so).
  expect(directoryOfAnswer(new URL(own).pathname)).toBe('/errors/');
  expect(directoryOfAnswer('/errors/')).toBe('/errors/');
  expect(directoryOfAnswer('/faq/')).toBe('/faq/');
  expect(directoryOfAnswer('/errors/a/b/')).toBe('/errors/a/b/');
});

test('a pasted error puts its entry on /errors/ first: every entry text of three words or more, cut to the 64 characters the search box keeps', () => {
  const index = loadedIndex();
  const misses: string[] = [];
  let tried = 0;
  for (const entry of errors) {
    const text = (entry.example ?? entry.message)?.slice(0, 64);
    if (!text || text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean).length < 3) continue;
    tried += 1;
    const first = runRequest(index, questionRequest(text), 'https://docs.invalid').hits[0]?.url ?? '';
    if (!first.endsWith(`/errors/#${entry.id}`)) misses.push(`"${text}" → ${first}`);
  }
  expect(tried).toBeGreaterThan(60);
  expect(misses).toEqual([]);
});
