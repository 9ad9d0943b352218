/**
 * The offline search engine (MiniSearch over page sections), as its callers
 * use it: the index build (src/plugins/search-index), the worker and the
 * main-thread client, the docs MCP server and the benchmarks. One entry, so
 * they need not know how it is split: ./indexFile.ts (build and load the
 * file), ./search.ts (query and rank), ./typos.ts, ./tokenize.ts and
 * ./highlight.ts (Algolia's highlight and snippet format).
 */
export * from './indexFile';
export * from './search';
export * from './typos';
