/** The attribute that names an island in the page's HTML (src/lib/filterSections.ts reads it too). */
export const ISLAND_ATTRIBUTE = 'data-island';
