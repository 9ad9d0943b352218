/**
 * The consent banner (issue 13), vanilla-cookieconsent configured for one
 * question: may the site load the tag manager for analytics? Loaded by
 * ./client.ts, never in the first load, and only in builds with a tag
 * manager. Accept and Reject are the same size and style
 * (`equalWeightButtons`); the banner sits at the bottom, clear of the skip
 * link at the top, and floats over the page, so nothing moves when it
 * appears. The choice is kept 182 days (6 months) in the library's cookie,
 * which the head script (./index.ts) reads on the next page.
 */
import * as CookieConsent from 'vanilla-cookieconsent';
// Docusaurus puts every stylesheet in the one CSS file pages load, so only
// the parts this banner uses: no preferences modal, and the dark scheme
// comes from the site's own colors (./banner.css).
import 'vanilla-cookieconsent/dist/css-components/base.css';
import 'vanilla-cookieconsent/dist/css-components/light-scheme.css';
import 'vanilla-cookieconsent/dist/css-components/consent-modal.css';
import './banner.css';
import { ANALYTICS_CATEGORY } from './constants';

/** Six months, in days. */
export const CONSENT_DAYS = 182;

declare global {
  interface Window {
    /** Defined by the consent head script (./index.ts): grants analytics and loads the container once. */
    mfGrantConsent?: () => void;
    /** Defined by the consent head script: tells a running container that analytics is denied. */
    mfDenyConsent?: () => void;
  }
}

function applyChoice(categories: readonly string[]): void {
  if (categories.includes(ANALYTICS_CATEGORY)) window.mfGrantConsent?.();
}

let started: Promise<void> | undefined;

/** Shows the banner: at once when no choice is stored, or again for "Cookie settings". */
export function openConsent(settings: boolean): void {
  started ??= CookieConsent.run({
    mode: 'opt-in',
    autoShow: true,
    // Its bot check reads navigator.webdriver, which hides the banner from
    // the browser tests too; crawlers don't run the app's scripts anyway.
    hideFromBots: false,
    manageScriptTags: false,
    disablePageInteraction: false,
    cookie: {
      expiresAfterDays: CONSENT_DAYS,
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
    },
    guiOptions: {
      consentModal: {
        layout: 'bar inline',
        position: 'bottom',
        equalWeightButtons: true,
        flipButtons: false,
      },
    },
    categories: {
      [ANALYTICS_CATEGORY]: {
        // Google Analytics' cookies go when a reader withdraws consent.
        autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] },
      },
    },
    onConsent: ({ cookie }) => applyChoice(cookie.categories),
    onChange: ({ cookie }) => {
      if (cookie.categories.includes(ANALYTICS_CATEGORY)) {
        applyChoice(cookie.categories);
        return;
      }
      // A container already running can't be unloaded: tell it, then start
      // the page again without it.
      window.mfDenyConsent?.();
      window.location.reload();
    },
    language: {
      default: 'en',
      translations: {
        en: {
          consentModal: {
            label: 'Cookie consent',
            title: 'May we measure how this site is used?',
            description:
              'With your consent, this site loads Google Tag Manager, which sets analytics cookies and counts page views, the search results you are shown and your page feedback. If you reject, nothing is loaded and no analytics cookie is set. You can change your choice at any time with Cookie settings at the bottom of every page.',
            acceptAllBtn: 'Accept',
            acceptNecessaryBtn: 'Reject',
            footer: '<a href="/privacy-policy/">Privacy policy</a>',
          },
          preferencesModal: { sections: [] },
        },
      },
    },
  });
  if (settings) void started.then(() => CookieConsent.show(true));
}
