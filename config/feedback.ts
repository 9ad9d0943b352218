/**
 * Where page feedback goes (issue 13), decided at build time from the
 * environment docusaurus.config.ts reads. The browser gets the result through
 * `customFields.feedback`; the HTTP policy (config/http-headers.ts) gets the
 * endpoint's origin for connect-src.
 */
export interface FeedbackConfig {
  /** A tag manager is configured: the answer goes to its data layer (after consent). */
  dataLayer: boolean;
  /** Absolute http(s) URL that receives the answer by navigator.sendBeacon; null when unset. */
  endpoint: string | null;
  /** Sent with each beacon so that answers can be tied to a release of the docs. */
  siteVersion: string;
}

/** Throws on an endpoint that is not an absolute http(s) URL: better a failed build than lost answers. */
export function createFeedbackConfig(options: {
  gtm: boolean;
  endpoint: string | undefined;
  siteVersion: string;
}): FeedbackConfig {
  let endpoint: string | null = null;
  if (options.endpoint) {
    let url: URL;
    try {
      url = new URL(options.endpoint);
    } catch {
      throw new Error(`FEEDBACK_ENDPOINT is not an absolute URL: ${options.endpoint}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new Error(`FEEDBACK_ENDPOINT must be http(s): ${options.endpoint}`);
    }
    endpoint = url.href;
  }
  return { dataLayer: options.gtm, endpoint, siteVersion: options.siteVersion };
}

/** Whether the Yes/No widget is shown: only when an answer has somewhere to go. */
export function feedbackWidgetEnabled(config: FeedbackConfig): boolean {
  return config.dataLayer || config.endpoint !== null;
}

/** The origin connect-src must allow for the endpoint, if any. */
export function feedbackOrigin(endpoint: string | null | undefined): string | undefined {
  return endpoint ? new URL(endpoint).origin : undefined;
}

/**
 * The docs repository's new-issue form, prefilled with the page's title and
 * URL. Built at render time, so the link is in the server-rendered HTML.
 */
export function reportProblemUrl(docsRepoUrl: string, page: { title: string; url: string }): string {
  const title = `Problem on "${page.title}"`;
  const body = `Page: ${page.url}\n\nWhat is wrong or missing?\n`;
  return `${docsRepoUrl}/issues/new?title=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`;
}
