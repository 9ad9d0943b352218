/**
 * Route of the coverage page; a type's address is `${COVERAGE_ROUTE}#${typeAnchor(name)}`. Its own module:
 * the search page links it without the registry.
 */
export const COVERAGE_ROUTE = '/supported-components/metadata-types/';

/** Route of the page of organization settings types (`ProductSettings`), each at `#${typeAnchor(name)}`. */
export const SETTINGS_ROUTE = '/supported-components/settings-types/';
