/**
 * The search index requested by the HTML of /search/ when its URL carries a
 * query (issue 14: a shared link to /search/?q=… waited for the app to start
 * before it even asked for the index).
 *
 * The search page renders EARLY_INDEX_SCRIPT inline, before its results
 * area. It runs while the HTML is parsed, long before the app's scripts
 * (which load after the first paint, see src/plugins/scripts-after-paint),
 * and only when `q` is not empty, so /search/ alone and every other page
 * still load nothing of search. It also marks `<html>` with
 * SEARCH_QUERY_ATTRIBUTE, so the page's CSS keeps room for the results from
 * the first paint and the footer is not pushed down when they arrive.
 *
 * The script's text is the same on every build (the index URL is in its
 * data attribute), so the Content-Security-Policy allows it by one hash, as
 * it does the other inline scripts (config/http-headers.ts).
 */

export const EARLY_INDEX_ATTRIBUTE = 'data-search-index';
export const SEARCH_QUERY_ATTRIBUTE = 'data-search-query';
/** Where the script leaves the response it started; read once by the search client. */
export const EARLY_INDEX_GLOBAL = '__metaferrySearchIndex';

export interface EarlyIndex {
  url: string;
  /** Handled (a `.catch` is attached), so a failure is no unhandled rejection before the app reads it. */
  response: Promise<Response>;
}

/**
 * Same as the client's own request (`credentials: 'same-origin'`), so a
 * response is interchangeable with a fetch the client would have made.
 */
export const EARLY_INDEX_SCRIPT = [
  '!function(){try{var q=new URLSearchParams(location.search).get("q");',
  'if(!q||!q.trim())return;',
  `document.documentElement.setAttribute("${SEARCH_QUERY_ATTRIBUTE}","");`,
  `var u=document.currentScript.getAttribute("${EARLY_INDEX_ATTRIBUTE}");if(!u)return;`,
  'var r=fetch(u,{credentials:"same-origin"});r.catch(function(){});',
  `window.${EARLY_INDEX_GLOBAL}={url:u,response:r}}catch(e){}}();`,
].join('');

/** The early response for `url`, once: a second call (a retry) fetches afresh. */
export function takeEarlyIndex(url: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, EarlyIndex | undefined>;
  const early = holder[EARLY_INDEX_GLOBAL];
  if (!early || early.url !== url) return undefined;
  holder[EARLY_INDEX_GLOBAL] = undefined;
  return early.response;
}
