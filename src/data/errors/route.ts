/** Route of the error directory; an entry's address is `${ERRORS_ROUTE}#${id}`. Its own module: the search worker imports it without the entries. */
export const ERRORS_ROUTE = '/errors/';
