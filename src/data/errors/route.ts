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

/** The directory an answer's own page belongs to (answerRoute's inverse); any other path as it was. */
export function directoryOfAnswer(pathname: string): string {
  const rest = pathname.startsWith(ERRORS_ROUTE) ? pathname.slice(ERRORS_ROUTE.length) : '';
  return /^[^/]+\/$/.test(rest) ? ERRORS_ROUTE : pathname;
}

/**
 * A search hit's URL, pointed at the own page of the answer it is in (issue 54). On the directory,
 * every third-level section is one answer and no answer has a heading of its own (a unit test holds
 * both against the built page), so a hit with a third-level heading on /errors/ lies in the answer
 * its anchor names. Any other URL comes back as it was. The records and the index keep the
 * directory's anchors, so the directory still ranks as one page; only where a hit leads changes.
 */
export function answerUrlOf(url: string, lvl3: string | null | undefined): string {
  const hash = url.indexOf('#');
  if (!lvl3 || hash < 0 || hash === url.length - 1) return url;
  const page = url.slice(0, hash);
  return page.endsWith(ERRORS_ROUTE) ? `${page}${url.slice(hash + 1)}/` : url;
}
