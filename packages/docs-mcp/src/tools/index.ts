/**
 * What the server is and which tools it has: the site publishes it (tool
 * list, card, skill, install text), so it lives with the site's agent files
 * in src/agents/tools.ts, import-free, and the server imports it from there.
 * The tools themselves, one file each, are listed in ./registry.ts.
 */
export * from '../../../../src/agents/tools';
