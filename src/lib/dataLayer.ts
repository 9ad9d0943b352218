/**
 * The tag manager's data layer, when one is configured on the page. Its own
 * module so that a caller can check for it without loading what pushes to it
 * (src/search/client.ts loads src/search/analytics.ts only when it is there).
 */
export function dataLayer(): unknown[] | undefined {
  if (typeof window === 'undefined') return undefined;
  const layer = (window as Window & { dataLayer?: unknown }).dataLayer;
  return Array.isArray(layer) ? layer : undefined;
}
