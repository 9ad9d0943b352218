/**
 * The doc's head metadata, as the theme's DocItem/Metadata writes it, except
 * for a doc whose title is the site's own (the home page, "Metaferry
 * documentation"): the theme would make its `<title>` and `og:title`
 * "Metaferry documentation | Metaferry documentation" (issue 28), so that
 * doc gets the site's title alone.
 *
 * Replaced, not wrapped: the title is a prop the original computes from the
 * doc inside, and two PageMetadata would leave which `<title>` wins to the
 * head manager's order. The original is these ten lines;
 * tests/unit/theme-overrides.test.ts fails if it changes.
 */
import type { ReactElement } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function DocItemMetadata(): ReactElement {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  return (
    <PageMetadata
      // No title: PageMetadata then writes the site's title alone.
      title={metadata.title === siteConfig.title ? undefined : metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
