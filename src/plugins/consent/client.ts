/**
 * The part of the consent code in every page's first load of a build with a
 * tag manager (src/plugins/consent): it loads the banner when no choice is
 * stored, and when the footer's "Cookie settings" button is pressed. The
 * banner itself (vanilla-cookieconsent, its styles and texts) is a separate
 * chunk.
 */
import { loadOnce } from '../../lib/loadOnce';
import { COOKIE_PATTERN, SETTINGS_SELECTOR } from './constants';

const loadBanner = loadOnce(() => import('./banner'));

function open(settings: boolean): void {
  loadBanner().then(
    (banner) => banner.openConsent(settings),
    // A dropped connection: the next press of "Cookie settings", or the next page, tries again.
    () => undefined,
  );
}

// Client modules are imported during server rendering too.
if (typeof document !== 'undefined') {
  if (!COOKIE_PATTERN.test(document.cookie)) open(false);
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest(SETTINGS_SELECTOR)) {
      event.preventDefault();
      open(true);
    }
  });
}
