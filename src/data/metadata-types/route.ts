/**
 * Route of the coverage page; a type's address is `${COVERAGE_ROUTE}#${typeAnchor(name)}`. Its own module:
 * the search page links it without the registry.
 */
export const COVERAGE_ROUTE = '/supported-components/metadata-types/';
