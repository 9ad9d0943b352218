/**
 * Wraps the theme's MDX components (@theme-original/MDXComponents) to add `StaticIsland`, the element
 * the list-building remark transforms emit (src/elements/StaticIsland): a page never writes it, so
 * no page can import it, and MDX resolves an element it didn't import from this map. Everything
 * else is the theme's, unchanged. tests/unit/theme-overrides.test.ts checks that the theme still
 * exports the map this spreads.
 */
import MDXComponents from '@theme-original/MDXComponents';
import StaticIsland from '@site/src/elements/StaticIsland';

export default {
  ...MDXComponents,
  StaticIsland,
};
