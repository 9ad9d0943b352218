/**
 * What the server is and which tools it has (./info.ts): import-free, so the site's build and the
 * bundled server both load it. The tools themselves, one file each, are listed in ./registry.ts.
 */
export * from './info';
