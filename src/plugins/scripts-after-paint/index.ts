/**
 * Loads the app's scripts after the first paint instead of during it
 * (issue 6: largest contentful paint).
 *
 * Docusaurus puts `<script defer>` for runtime~main and main in every page's
 * head. The browser requests them while it parses the HTML, and when they
 * arrive fast it runs them before it paints, so the server-rendered text
 * waits for ~150 KB of JavaScript to download, compile and run. Lighthouse's
 * mobile simulation (slow 4G, 4× slower CPU) charges that whole chain to the
 * largest contentful paint.
 *
 * The page is complete HTML and CSS without JavaScript, so after the build
 * this plugin swaps those tags for one inline loader that requests the same
 * files, in the same order, once the document is parsed and a frame of it has
 * been painted (see LOADER_SCRIPT). The reader
 * sees the text as soon as the HTML and CSS arrive; hydration follows.
 * Requires `baseUrlIssueBanner: false`: that banner's script would take the
 * app for broken when `window.docusaurus` is not there at DOMContentLoaded.
 *
 * The loader's text is the same on every page (the file names are in its
 * data attribute), so the Content-Security-Policy allows it by one hash.
 *
 * Loading later widens the window in which a reader can leave while the
 * app's scripts and the route's chunks are still downloading (issue 16). Two
 * things keep that harmless: ./client.ts retries, rather than rejects, a
 * chunk load the departure cut short; and a page restored from the
 * back-forward cache with its start-up cut short (a script cancelled, or
 * React's scheduled hydration work dropped, as Firefox and WebKit do) is
 * reloaded if it has not hydrated shortly after (see LOADER_SCRIPT).
 */
import type { Plugin } from '@docusaurus/types';
import path from 'node:path';
import { HOLD_GLOBAL, HOLD_MAX_MS } from '../../search/worker/earlySearch';
import { withBuildParts } from '../build-pipeline/parts';

export const LOADER_ATTRIBUTE = 'data-app-scripts';

/**
 * Runs once: once the document is parsed, on the frame after the next paint
 * (a timeout queued from requestAnimationFrame fires after that frame is
 * painted), or a second after parsing when no frame comes (a tab opened in
 * the background). Waiting for the whole document matters on long pages: the
 * browser may paint before it has parsed everything, and scripts run then
 * would delay the paint of the rest, the largest text block included.
 * `async = false` keeps the execution order of the original tags.
 *
 * A page may ask for more patience: the search page, opened from a shared
 * link, sets `window.__metaferryHold` to a promise that settles once its
 * results are painted (src/search/worker/earlySearch.ts), so the app's scripts do
 * not compete with the search index for a slow network. The loader waits for
 * it, but never more than HOLD_MAX_MS.
 *
 * On `pageshow` from the back-forward cache, a page whose start-up had begun
 * gets RESTORED_HYDRATION_MS to finish it (Docusaurus then marks
 * `<html data-has-hydrated="true">`); one that has not is reloaded, which
 * starts it afresh. Only such restores pay for this, never a first load.
 */
export const RESTORED_HYDRATION_MS = 1500;

export const LOADER_SCRIPT = [
  '!function(){var c=document.currentScript,d=!1;',
  'function l(){if(d)return;d=!0;',
  `c.getAttribute("${LOADER_ATTRIBUTE}").split(" ").forEach(function(u){`,
  'var s=document.createElement("script");s.src=u;s.async=!1;document.head.appendChild(s)})}',
  'function g(){requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,1e3)}',
  `function p(){var h=window.${HOLD_GLOBAL};h&&h.then?(h.then(g,g),setTimeout(l,${HOLD_MAX_MS})):g()}`,
  'addEventListener("pageshow",function(e){e.persisted&&d&&setTimeout(function(){',
  `document.documentElement.getAttribute("data-has-hydrated")!="true"&&location.reload()},${RESTORED_HYDRATION_MS})});`,
  'document.readyState=="loading"?document.addEventListener("DOMContentLoaded",p):p()}();',
].join('');

const DEFERRED_SCRIPT = /<script src="([^"]+)" defer(?:="defer")?><\/script>\s*/g;

/** The page with its deferred script tags replaced by the loader; unchanged if it has none. */
export function loadScriptsAfterPaint(html: string): string {
  const sources: string[] = [];
  let firstIndex = -1;
  const stripped = html.replace(DEFERRED_SCRIPT, (_tag, src: string, offset: number) => {
    if (firstIndex < 0) firstIndex = offset;
    sources.push(src);
    return '';
  });
  if (sources.length === 0) return html;
  const loader = `<script ${LOADER_ATTRIBUTE}="${sources.join(' ')}">${LOADER_SCRIPT}</script>`;
  return stripped.slice(0, firstIndex) + loader + stripped.slice(firstIndex);
}

export default function scriptsAfterPaintPlugin(): Plugin {
  return withBuildParts(
    {
      name: 'scripts-after-paint',
      getClientModules() {
        return [path.join(__dirname, 'client.ts')];
      },
    },
    { transformHtml: loadScriptsAfterPaint },
  );
}
