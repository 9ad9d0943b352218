/**
 * Consent before the tag manager (issue 13). Added to the build only when
 * GTM_CONTAINER_ID is set (docusaurus.config.ts), so a build without a tag
 * manager has no banner, no consent code and no cookie at all. It replaces
 * preset-classic's googleTagManager plugin, which loads the container on
 * every page at once and adds a <noscript> iframe that requests it with
 * JavaScript off, where no choice can be asked for.
 *
 * - The head gets one inline script (the same bytes on every page, so
 *   config/http-headers.ts hashes it into the CSP like the theme's own):
 *   Google Consent Mode v2 defaults, all denied, pushed before anything can
 *   load the container; `window.mfGrantConsent()`, the only code that loads
 *   it; and a read of the stored choice, so a reader who accepted gets the
 *   container at once on the next pages without the banner's code.
 * - ./client.ts (a client module) loads the banner (./banner.ts, with
 *   vanilla-cookieconsent) only when no choice is stored, or when the
 *   footer's "Cookie settings" button is pressed.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

import { ANALYTICS_CATEGORY, CONSENT_COOKIE } from './constants';

export { ANALYTICS_CATEGORY, CONSENT_COOKIE, SETTINGS_ATTRIBUTE } from './constants';
/** The container's host (config/http-headers.ts allows it in the CSP when configured). */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

export interface ConsentPluginOptions {
  containerId: string;
}

/**
 * The head script. ES5 and self-contained: it runs before any bundle.
 * Only analytics_storage is granted on Accept, since the banner asks about
 * analytics only; the advertising signals stay denied.
 */
export function consentHeadScript(containerId: string): string {
  if (!/^GTM-[A-Z0-9]+$/.test(containerId)) {
    throw new Error(`consent plugin: GTM_CONTAINER_ID is not a container id: ${containerId}`);
  }
  return [
    '(function(w,d){',
    'var l=w.dataLayer=w.dataLayer||[];',
    'function g(){l.push(arguments)}',
    "g('consent','default',{ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',analytics_storage:'denied'});",
    "w.mfDenyConsent=function(){g('consent','update',{analytics_storage:'denied'})};",
    'var loaded=false;',
    'w.mfGrantConsent=function(){if(loaded)return;loaded=true;',
    "g('consent','update',{analytics_storage:'granted'});",
    "l.push({'gtm.start':new Date().getTime(),event:'gtm.js'});",
    "var s=d.createElement('script');s.async=true;",
    `s.src='${GTM_SCRIPT_URL}?id=${containerId}';d.head.appendChild(s)};`,
    `try{var m=/(?:^|;\\s*)${CONSENT_COOKIE}=([^;]+)/.exec(d.cookie);`,
    `if(m&&JSON.parse(decodeURIComponent(m[1])).categories.indexOf('${ANALYTICS_CATEGORY}')>=0)w.mfGrantConsent()}catch(e){}`,
    '})(window,document);',
  ].join('');
}

export default function consentPlugin(_context: LoadContext, rawOptions: unknown): Plugin {
  const options = rawOptions as Partial<ConsentPluginOptions> | undefined;
  if (typeof options?.containerId !== 'string') {
    throw new Error('consent plugin: options are { containerId: string }');
  }
  const script = consentHeadScript(options.containerId);
  return {
    name: 'consent',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: script }] };
    },
  };
}
