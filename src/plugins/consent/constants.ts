/**
 * Names the consent plugin (./index.ts, Node), its head script and its
 * client module (./client.ts, browser) share. No imports: the client
 * module's bundle gets these and nothing else.
 */

/** vanilla-cookieconsent's cookie (its default name); the head script reads it too. */
export const CONSENT_COOKIE = 'cc_cookie';
/** Whether a choice is stored, from document.cookie. */
export const COOKIE_PATTERN = /(?:^|;\s*)cc_cookie=/;
/** The consent category the banner asks about; the container loads only with it. */
export const ANALYTICS_CATEGORY = 'analytics';
/** The attribute of the footer button that reopens the banner. */
export const SETTINGS_ATTRIBUTE = 'data-cookie-settings';
export const SETTINGS_SELECTOR = `[${SETTINGS_ATTRIBUTE}]`;
