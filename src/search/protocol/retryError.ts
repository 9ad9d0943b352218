/** The error Algolia's transporter throws when no host answers; DocSearch keys its error screen on the name. */
export class RetryError extends Error {
  override name = 'RetryError';
}
