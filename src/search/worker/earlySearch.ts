/**
 * A shared /search/?q=… link shows its results before the app runs (issue 14).
 *
 * The app's scripts are about 120 KB and start after the first paint (see
 * src/plugins/scripts-after-paint); a results page that waited for them, then
 * for the index, painted its results last, 3 s into a phone's load. Instead,
 * the search page renders EARLY_SEARCH_SCRIPT inline, before its results
 * area. When the URL has a query, while the HTML is still being parsed, it:
 *
 * 1. marks `<html>` with SEARCH_QUERY_ATTRIBUTE, so the page's CSS keeps room
 *    for the results from the first paint;
 * 2. starts the search worker (./searchWorker.ts) and requests the index, in
 *    parallel, and hands the index's bytes to the worker;
 * 3. asks the worker for the page's results (../protocol/pageRequest.ts: the query the
 *    app asks, grouped by page in the worker) and paints the first page of
 *    them, as plain DOM with the same elements and classes the app renders,
 *    into the empty box the page leaves for it (EARLY_RESULTS_ATTRIBUTE);
 * 4. holds the app's scripts back until that paint (HOLD_GLOBAL, read by the
 *    scripts-after-paint loader, which waits at most HOLD_MAX_MS), so on a
 *    slow network the index does not share the line with them.
 *
 * The app then adopts the worker, with its index loaded (../clients/workerClient.ts),
 * and the results (src/theme/SearchPage): nothing is fetched or searched
 * twice, and the app's list replaces the painted one with equal elements.
 * Every failure (no worker, the index unreachable or unreadable) leaves the
 * box empty and the app searches as it would have, showing the spec's error.
 *
 * Without a query the script does nothing, so /search/ alone and every other
 * page still load nothing of search. Its text is the same on every build (the
 * URLs and settings are in its data attributes; the worker's file name is
 * written in after the build, src/plugins/search-index), so the
 * Content-Security-Policy allows it by one hash, computed from the built
 * pages (config/http-headers.ts). It sets no HTML: text goes in as text, and
 * the only markup honoured is the highlight tag pair, as in
 * ../page/highlightParts.ts.
 */
import type { PageResults } from '../protocol/pageRequest';

export const SEARCH_QUERY_ATTRIBUTE = 'data-search-query';
/** On the script: the index's URL (empty in Algolia mode: the script then only keeps the room). */
export const INDEX_URL_ATTRIBUTE = 'data-search-index';
/** On the script: the worker's URL, written in by the search-index plugin after the build. */
export const WORKER_URL_ATTRIBUTE = 'data-search-worker';
/** On the script: EarlySearchSettings as JSON. */
export const SETTINGS_ATTRIBUTE = 'data-search-page';
/** The empty box the page leaves for the painted results. */
export const EARLY_RESULTS_ATTRIBUTE = 'data-early-results';
/** Where the script leaves what it started (EarlySearch); read once by the app. */
export const EARLY_SEARCH_GLOBAL = '__metaferrySearch';
/** A promise the app's loader waits for before it loads the app (see scripts-after-paint). */
export const HOLD_GLOBAL = '__metaferryHold';
/** The loader waits for HOLD_GLOBAL at most this long after the document is parsed. */
export const HOLD_MAX_MS = 3000;
/** The id of the script's own request to the worker; the app's start at 1. */
export const EARLY_REQUEST_ID = 0;

/** The search page's CSS module classes the script paints with. */
export const EARLY_CLASSES = [
  'status',
  'answerRoom',
  'results',
  'group',
  'groupTitle',
  'path',
  'snippet',
  'sections',
  'section',
  'sectionTitle',
  'sectionPath',
  'sectionSnippet',
  'moreSections',
] as const;
export type EarlyClass = (typeof EARLY_CLASSES)[number];

/** The settings the script reads from SETTINGS_ATTRIBUTE. */
export interface EarlySearchSettings {
  /** The page's contextual facet filters, as the app sends them. */
  filters: unknown;
  /** Pages painted: the app's first page of results. */
  perPage: number;
  maxQueryLength: number;
  preTag: string;
  postTag: string;
  /** The CSS module's class names, so the painted list looks like the app's. */
  classes: Record<EarlyClass, string>;
}

/** What the script leaves on EARLY_SEARCH_GLOBAL. */
export interface EarlySearch {
  indexUrl: string;
  worker: Worker;
  /** Resolves once the worker has loaded the index; rejects when it cannot. Handled. */
  index: Promise<void>;
  query: string;
  /** SETTINGS_ATTRIBUTE's `filters`, as JSON. */
  filters: string;
  /** The worker's answer to the page's query. Handled. */
  results: Promise<PageResults>;
}

/**
 * ES5, so it parses in every browser; no comments or line breaks matter in
 * it, since the lines are joined. Reads as: start, then `paint`, `mark`
 * (highlight parts) and `text` (entity decoding) helpers.
 */
export const EARLY_SEARCH_SCRIPT = [
  '!function(){try{',
  'var s=document.currentScript,q=new URLSearchParams(location.search).get("q");',
  'if(!q||!q.trim())return;',
  `document.documentElement.setAttribute("${SEARCH_QUERY_ATTRIBUTE}","");`,
  `var iu=s.getAttribute("${INDEX_URL_ATTRIBUTE}"),wu=s.getAttribute("${WORKER_URL_ATTRIBUTE}");`,
  'if(!iu||!wu||typeof Worker!="function")return;',
  `var fs=s.getAttribute("${SETTINGS_ATTRIBUTE}"),c=JSON.parse(fs),k=c.classes;`,
  'q=q.slice(0,c.maxQueryLength);',
  'var w=new Worker(wu,{name:"search-worker"}),I,R;',
  'var h={indexUrl:iu,worker:w,query:q,filters:JSON.stringify(c.filters),',
  'index:new Promise(function(a,b){I=[a,b]}),results:new Promise(function(a,b){R=[a,b]})};',
  'function fail(e){I[1](e);R[1](e)}',
  'h.index.catch(fail);h.results.catch(function(){});',
  `window.${EARLY_SEARCH_GLOBAL}=h;`,
  // The app's loader waits for the painted results, or for the failure.
  `window.${HOLD_GLOBAL}=h.results.then(function(r){paint(r);return new Promise(function(a){`,
  'requestAnimationFrame(function(){setTimeout(a,0)})})},function(){});',
  'w.addEventListener("message",function(e){var d=e.data;',
  'if(d.type=="ready"){I[0]();',
  `w.postMessage({type:"pages",id:${EARLY_REQUEST_ID},query:q,facetFilters:c.filters,origin:location.origin})}`,
  'else if(d.type=="unreadable")fail(Error(d.message));',
  `else if(d.id===${EARLY_REQUEST_ID}){d.type=="pages"?R[0](d.result):R[1](Error(d.message))}});`,
  'w.addEventListener("error",function(){fail(Error("The search worker failed"))});',
  'fetch(iu,{credentials:"same-origin"}).then(function(r){if(!r.ok)throw Error("HTTP "+r.status);',
  'return r.arrayBuffer()}).then(function(b){w.postMessage({type:"index",bytes:b,url:iu},[b])}).catch(fail);',
  // Paints the first page of results into the box, unless the app got there first.
  'function el(t,n,p){var e=document.createElement(t);if(n)e.className=n;if(p)p.appendChild(e);return e}',
  'function href(u){var x=new URL(u,location.href);return x.origin==location.origin?x.pathname+x.search+x.hash:x.href}',
  'function text(v){return v.replace(/&(#x[0-9a-f]+|#\\d+|[a-z]+);/gi,function(m,b){',
  'if(b[0]=="#"){var n=b[1]=="x"||b[1]=="X"?parseInt(b.slice(2),16):parseInt(b.slice(1),10);',
  'return n>0&&n<=1114111?String.fromCodePoint(n):m}',
  'var E={amp:"&",lt:"<",gt:">",quot:\'"\',apos:"\'",nbsp:"\\u00a0"};return E[b.toLowerCase()]||m})}',
  'function mark(p,v){var on=!1;while(v){var t=on?c.postTag:c.preTag,i=v.indexOf(t),x=i<0?v:v.slice(0,i);',
  'if(x)(on?el("mark",0,p):p).appendChild(document.createTextNode(text(x)));',
  'if(i<0)break;v=v.slice(i+t.length);on=!on}return p}',
  'function plural(n,a,b){return n+" "+(n==1?a:b)}',
  'function paint(r){var box=document.querySelector("[' + EARLY_RESULTS_ATTRIBUTE + ']");',
  'if(!box||!r.groups.length||box.firstChild)return;var f=document.createDocumentFragment(),',
  // The input shows the query the results are for, as it will once the app runs.
  'inp=document.querySelector(\'input[name="q"]\');if(inp&&!inp.value)inp.value=r.query;',
  'el("p",0,el("div",k.status,f)).textContent=plural(r.nbHits,"result","results")+" on "+',
  'plural(r.groups.length,"page","pages")+" for \\u201c"+r.query+"\\u201d";',
  // The answer card's room (issue 55), empty: the app's card fills it without moving the list.
  'el("div",k.answerRoom,f);',
  'var ol=el("ol",k.results,f);ol.setAttribute("aria-label","Pages found");',
  'r.groups.slice(0,c.perPage).forEach(function(g,i){',
  'var a=el("article",0,el("li",k.group,ol)),t=el("h2",k.groupTitle,a),more=g.sectionTotal-g.sections.length;',
  't.id="early-result-"+i;a.setAttribute("aria-labelledby",t.id);mark(el("a",0,t),g.title).href=href(g.url);',
  'if(g.path.length)el("p",k.path,a).textContent=g.path.join(" \\u203a ");',
  'if(g.snippet)mark(el("p",k.snippet,a),g.snippet);',
  'if(g.sections.length){var ul=el("ul",k.sections,a);ul.setAttribute("aria-label","Matching sections");',
  'g.sections.forEach(function(x){var li=el("li",k.section,ul),l=el("a",0,el("h3",k.sectionTitle,li));',
  'l.href=href(x.url);if(x.path.length)el("span",k.sectionPath,l).textContent=x.path.join(" \\u203a ")+" \\u203a ";',
  'mark(l,x.title);if(x.snippet)mark(el("p",k.sectionSnippet,li),x.snippet)})}',
  'if(more>0)el("p",k.moreSections,a).textContent=plural(more,"more section","more sections")+" on this page"});',
  'box.appendChild(f)}',
  '}catch(e){}}();',
].join('');

type Holder = Record<string, EarlySearch | undefined>;

function holder(): Holder | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as Holder);
}

/** The worker the script started for `indexUrl`, once: the app's worker client adopts it. */
export function takeEarlyWorker(indexUrl: string): Pick<EarlySearch, 'worker' | 'index'> | undefined {
  const early = holder()?.[EARLY_SEARCH_GLOBAL];
  if (!early || early.indexUrl !== indexUrl) return undefined;
  const { worker, index } = early;
  // The results stay for the page; the worker is taken once.
  early.indexUrl = '';
  return { worker, index };
}

/** The script's results for `query` with `filters` (JSON), once; a second search asks the worker afresh. */
export function takeEarlyResults(query: string, filters: string): Promise<PageResults> | undefined {
  const h = holder();
  const early = h?.[EARLY_SEARCH_GLOBAL];
  if (!h || !early || early.query !== query || early.filters !== filters) return undefined;
  h[EARLY_SEARCH_GLOBAL] = early.indexUrl ? { ...early, query: '' } : undefined;
  return early.results;
}
