/**
 * The product's name lives here and nowhere else in code: the navbar, the
 * footer, the page title suffix and the search records all read it. Prose
 * pages name the product in text; the two slugs that contain it
 * (`what-is-job-metaferry`, `mass-access-request-metaferry`) are file names.
 */
export const product = {
  name: 'Metaferry',
  slug: 'metaferry',
  tagline: 'Copy Salesforce metadata between orgs, one reviewed step at a time.',
  /** Where the product's releases are published (the navbar's Changelog). */
  changelogUrl: 'https://github.com/metaferry/metaferry/releases',
  /** The docs repository: "edit this page" and "report a missing result". */
  docsRepoUrl: 'https://github.com/metaferry/metaferry-docs',
} as const;
