/**
 * The search page's meta description (issue 28: it said "Search the Metaferry
 * documentation.", 35 characters). Its own module, not config/page-descriptions:
 * that one brings the product config into the search page's chunk, whose
 * JavaScript budget (tests/e2e/budgets.spec.ts) has no room for it.
 */
export const SEARCH_DESCRIPTION =
  'Search every Metaferry guide, supported component, FAQ answer and blog post, with the results grouped by page and the words you typed highlighted.';
