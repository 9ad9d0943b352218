/**
 * The tag manager's data layer, once its container has been requested on
 * this page. Its own module so that a caller can check for it without
 * loading what pushes to it (src/search/clients/client.ts loads
 * src/search/clients/analytics.ts only when it is there).
 *
 * A build with a tag manager defines `window.dataLayer` from the first byte
 * of the page (src/plugins/consent: Consent Mode's defaults go there before
 * anything else), but the container loads only after the reader accepts,
 * when the `gtm.js` event is pushed. Until then this returns undefined, so
 * search analytics and page feedback reach the data layer only after Accept.
 */
export function dataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const layer = (window as Window & { dataLayer?: unknown }).dataLayer;
  if (!Array.isArray(layer)) return undefined;
  const containerRequested = layer.some(
    (entry) =>
      typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'gtm.js',
  );
  return containerRequested ? layer : undefined;
}
