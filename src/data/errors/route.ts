/**
 * Route of the error directory, and of each answer's own page (issue 54): an entry's or a symptom's
 * anchor on the directory, `${ERRORS_ROUTE}#${anchor}`, is also the name of its page,
 * `${ERRORS_ROUTE}${anchor}/`, so one name leads to both and the old anchors keep working. Its own
 * module: the search worker imports it without the entries.
 */
export const ERRORS_ROUTE = '/errors/';

/** The own page of the entry or symptom whose anchor on /errors/ is `anchor`. */
export function answerRoute(anchor: string): string {
  return `${ERRORS_ROUTE}${anchor}/`;
}
