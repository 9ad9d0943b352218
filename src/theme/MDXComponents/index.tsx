import MDXComponents from '@theme-original/MDXComponents';
import Fact from '@site/src/components/Fact';

/**
 * Wraps the theme's MDX component map to add `<Fact>` (src/components/Fact),
 * so every page can state a shared fact without importing anything. It
 * spreads the original map, so the theme's own components (links, code,
 * headings, admonitions) stay as they are.
 *
 * Everything imported here reaches every page's first load: add a component
 * only when most pages need it, and keep it small
 * (tests/unit/budgets.test.ts). `src/theme/__tests__/MDXComponents.test.ts`
 * fails if the theme stops exporting its map as a default object.
 */
const components: typeof MDXComponents = { ...MDXComponents, Fact };

export default components;
