/**
 * The offline search engine (MiniSearch over page sections), as its callers
 * use it: the index build (src/plugins/search-index), the worker and the
 * main-thread client, the docs MCP server and the benchmarks. One entry, so
 * they need not know how it is split: ./indexFormat.ts (the file's format),
 * ./indexBuild.ts (build it), ./indexLoad.ts (load it, whole or part by part),
 * ./queryPlan.ts (what a query looks for), ./search.ts (rank), ./coverage.ts
 * (word weights, and which sections a query keeps),
 * ./errorLead.ts (a pasted error's entries first), ./typos.ts, ./inflect.ts, ./tokenize.ts and
 * ./highlight.ts (Algolia's highlight and snippet format).
 */
export * from './indexFormat';
export * from './indexBuild';
export * from './indexLoad';
export * from './queryPlan';
export * from './search';
export * from './typos';
